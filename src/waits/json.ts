/**
 * `mcr waits --json`: the result as one line of JSON (schema "mcr-waits/1", keys in
 * the order of types.ts), and the exit code. Apart from the text screen (text.ts)
 * so that the JSON path loads no table or colour code.
 *
 * Written by hand, as bytes, with the scoring writer's pieces (format/json-writer.ts):
 * a line is some 5 kB (every wait holds two scored wins), and JSON.stringify of a
 * rebuilt object, then escaping it, cost most of a `mcr waits --json` batch. The
 * writer is strict: at a value of the wrong type (only a result built by hand has
 * one) it gives up, and that result is written as it always was, by asciiJson of the
 * rebuilt object (slowJson below), which also says what the bytes must be.
 */
import { asciiJson } from '../format/ascii-json.js';
import {
  END,
  bytes,
  excluded,
  fan,
  flag,
  flagBytes,
  handEnd,
  items,
  lineStart,
  meld,
  num,
  numOrNull,
  payment,
  put,
  readingError,
  seating,
  set,
  source,
  str,
  tiles,
  writeInto,
  writeLine,
  type Out,
} from '../format/json-writer.js';
import type { SetJson } from '../result.js';
import {
  WAITS_SCHEMA_ID,
  type DiscardJson,
  type DrawJson,
  type WaitJson,
  type WaitsHandJson,
  type WaitsResult,
  type WinJson,
} from './types.js';

// ---------------------------------------------------------------- exit code

/** 0 ready (14 tiles: a discard leaves it ready), 1 not ready, 2 the line could not be read. */
export function waitsExitCode(r: WaitsResult): 0 | 1 | 2 {
  if (!r.ok) return 2;
  return r.ready ? 0 : 1;
}

// ---------------------------------------------------------------- JSON

const setObject = (s: SetJson) =>
  s.kind === 'special'
    ? { kind: s.kind, name: s.name, tiles: s.tiles, melded: s.melded }
    : { kind: s.kind, tiles: s.tiles, melded: s.melded };

const winObject = (w: WinJson) => ({
  verdict: w.verdict,
  reason: w.reason,
  fanPoints: w.fanPoints,
  total: w.total,
  enough: w.enough,
  fans: w.fans.map((f) => ({ id: f.id, name: f.name, zh: f.zh, points: f.points, count: f.count })),
  excluded: w.excluded.map((e) => ({ id: e.id, name: e.name, zh: e.zh, points: e.points, count: e.count, by: e.by })),
  arrangement: w.arrangement.map(setObject),
  payments: w.payments.map((p) => ({ seat: p.seat, role: p.role, amount: p.amount })),
  received: w.received,
  ignored: w.ignored,
});

const waitObject = (w: WaitJson) => ({
  tile: w.tile,
  unseen: w.unseen,
  discard: winObject(w.discard),
  selfDrawn: winObject(w.selfDrawn),
});

const drawObject = (d: DrawJson) => ({ tile: d.tile, unseen: d.unseen });

/** `source`, on batch results only. */
const sourceObject = (r: WaitsResult) => (r.source ? { source: { file: r.source.file, line: r.source.line } } : {});

/**
 * Writes the result's JSON line (no newline) into `buf` from `at`, as formatJsonInto
 * does for scoring: returns where it ends, or -1 when it does not fit (what was
 * written past `at` is then garbage).
 */
export function formatWaitsJsonInto(r: WaitsResult, buf: Uint8Array, at: number): number {
  try {
    return writeInto(write, r, buf, at, true);
  } catch {
    // As formatWaitsJson; slowJson's text is ASCII, its bytes one a character.
    const text = slowJson(r);
    if (at + text.length > buf.length) return -1;
    return at + Buffer.from(buf.buffer, buf.byteOffset, buf.length).write(text, at, 'latin1');
  }
}

/** The result as one line of JSON (ASCII only, as every JSON output), keys in the order of types.ts. */
export function formatWaitsJson(r: WaitsResult): string {
  try {
    return writeLine(write, r, true);
  } catch {
    // A value of the wrong type (or a result the writer cannot read at all): the slow
    // way writes it, or throws, as it always did.
    return slowJson(r);
  }
}

/** The result as the rebuilt object's asciiJson: what formatWaitsJson has always written. */
export function slowJson(r: WaitsResult): string {
  if (!r.ok) {
    const { code, message, column } = r.error;
    return asciiJson({ schema: r.schema, input: r.input, ok: false, ...sourceObject(r), error: { code, message, column } });
  }
  const h = r.hand;
  const s = r.shapes;
  return asciiJson({
    schema: r.schema,
    input: r.input,
    ok: true,
    rules: r.rules,
    ...sourceObject(r),
    hand: {
      concealed: h.concealed,
      melds: h.melds.map((m) => ({ kind: m.kind, tiles: m.tiles, concealed: m.concealed })),
      seatWind: h.seatWind,
      prevalentWind: h.prevalentWind,
      discarder: h.discarder,
      flowers: h.flowers,
      last: h.last,
      wallLast: h.wallLast,
      kong: h.kong,
    },
    tiles: r.tiles,
    ready: r.ready,
    distance: r.distance,
    shapes: {
      regular: s.regular,
      sevenPairs: s.sevenPairs,
      thirteenOrphans: s.thirteenOrphans,
      honorsAndKnitted: s.honorsAndKnitted,
      knittedStraight: s.knittedStraight,
    },
    waits: r.waits.map(waitObject),
    draws: r.draws.map(drawObject),
    discards: r.discards.map((d) => ({
      tile: d.tile,
      distance: d.distance,
      waits: d.waits.map(waitObject),
      draws: d.draws.map(drawObject),
    })),
    complete: r.complete,
    notes: r.notes,
  });
}

// ---------------------------------------------------------------- the byte writer

const K = {
  ok: bytes(',"ok":true,"rules":'),
  hand: bytes(',"hand":{"concealed":'),
  melds: bytes(',"melds":['),
  regular: bytes(',"shapes":{"regular":'),
  sevenPairs: bytes(',"sevenPairs":'),
  thirteenOrphans: bytes(',"thirteenOrphans":'),
  honorsAndKnitted: bytes(',"honorsAndKnitted":'),
  knittedStraight: bytes(',"knittedStraight":'),
  waits: bytes('},"waits":['),
  draws: bytes('],"draws":['),
  discards: bytes('],"discards":['),
  end: bytes(']}'),
  // A win
  verdict: bytes('{"verdict":'),
  reason: bytes(',"reason":'),
  fanPoints: bytes(',"fanPoints":'),
  total: bytes(',"total":'),
  excluded: bytes('],"excluded":['),
  arrangement: bytes('],"arrangement":['),
  payments: bytes('],"payments":['),
  received: bytes('],"received":'),
  ignored: bytes(',"ignored":['),
  // A wait, a draw, a discard
  tile: bytes('{"tile":'),
  unseen: bytes(',"unseen":'),
  discard: bytes(',"discard":'),
  selfDrawn: bytes(',"selfDrawn":'),
  distance: bytes(',"distance":'),
  discardWaits: bytes(',"waits":['),
};

/** `{"schema":"mcr-waits/1","input":`. */
const SCHEMA_HEAD = bytes(`{"schema":"${WAITS_SCHEMA_ID}","input":`);
/** `{"verdict":"win","reason":null,"fanPoints":` (a win has no reason). */
const WIN_HEAD = bytes('{"verdict":"win","reason":null,"fanPoints":');
const ENOUGH = flagBytes(',"enough":', ',"fans":[');
const READY = flagBytes(',"ready":', ',"distance":');
const COMPLETE = flagBytes('],"complete":', ',"notes":[');
/** `,"last":…,"wallLast":…,"kong":…},"tiles":`. */
const handEndTiles = handEnd(',"tiles":');

/** `],"seatWind":…,"prevalentWind":…,"discarder":…,"flowers":` (the end of the melds first). */
const MELDS_END = ['],'];
const SEATINGS: (Uint8Array | undefined)[] = [];

function win(o: Out, w: WinJson): void {
  if (w.verdict === 'win' && w.reason === null) {
    put(o, WIN_HEAD);
  } else {
    put(o, K.verdict);
    str(o, w.verdict);
    put(o, K.reason);
    str(o, w.reason);
    put(o, K.fanPoints);
  }
  num(o, w.fanPoints);
  put(o, K.total);
  num(o, w.total);
  flag(o, ENOUGH, w.enough);
  items(o, w.fans, fan);
  put(o, K.excluded);
  items(o, w.excluded, excluded);
  put(o, K.arrangement);
  items(o, w.arrangement, set);
  put(o, K.payments);
  items(o, w.payments, payment);
  put(o, K.received);
  numOrNull(o, w.received);
  put(o, K.ignored);
  items(o, w.ignored, str);
  put(o, K.end);
}

/** `{"tile":…` then `key` and a number: the start of a wait, a draw and a discard. */
function tileAnd(o: Out, tile: string, key: Uint8Array, n: number): void {
  put(o, K.tile);
  str(o, tile);
  put(o, key);
  num(o, n);
}

function wait(o: Out, w: WaitJson): void {
  tileAnd(o, w.tile, K.unseen, w.unseen);
  put(o, K.discard);
  win(o, w.discard);
  put(o, K.selfDrawn);
  win(o, w.selfDrawn);
  put(o, END);
}

function draw(o: Out, d: DrawJson): void {
  tileAnd(o, d.tile, K.unseen, d.unseen);
  put(o, END);
}

function discard(o: Out, d: DiscardJson): void {
  tileAnd(o, d.tile, K.distance, d.distance);
  put(o, K.discardWaits);
  items(o, d.waits, wait);
  put(o, K.draws);
  items(o, d.draws, draw);
  put(o, K.end);
}

/** The result's bytes from o.at on, the keys of slowJson in its order. */
function write(o: Out, r: WaitsResult): void {
  lineStart(o, SCHEMA_HEAD, WAITS_SCHEMA_ID, r);
  // slowJson leaves out a source that is not truthy.
  if (!r.ok) return readingError(o, r.source || undefined, r.error);
  put(o, K.ok);
  str(o, r.rules);
  if (r.source) source(o, r.source);
  const h = r.hand;
  put(o, K.hand);
  tiles(o, h.concealed);
  put(o, K.melds);
  items(o, h.melds, meld);
  seating(o, SEATINGS, MELDS_END, 0, h);
  num(o, h.flowers);
  handEndTiles(o, h);
  num(o, r.tiles);
  flag(o, READY, r.ready);
  num(o, r.distance);
  const s = r.shapes;
  put(o, K.regular);
  numOrNull(o, s.regular);
  put(o, K.sevenPairs);
  numOrNull(o, s.sevenPairs);
  put(o, K.thirteenOrphans);
  numOrNull(o, s.thirteenOrphans);
  put(o, K.honorsAndKnitted);
  numOrNull(o, s.honorsAndKnitted);
  put(o, K.knittedStraight);
  numOrNull(o, s.knittedStraight);
  put(o, K.waits);
  items(o, r.waits, wait);
  put(o, K.draws);
  items(o, r.draws, draw);
  put(o, K.discards);
  items(o, r.discards, discard);
  flag(o, COMPLETE, r.complete);
  items(o, r.notes, str);
  put(o, K.end);
}
