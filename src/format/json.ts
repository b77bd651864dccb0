/**
 * The SCHEMA.md object as one line of JSON, keys in SCHEMA.md's order whatever order
 * the result was built in, ASCII only (see str in json-writer.ts).
 *
 * Written by hand, as bytes, rather than with JSON.stringify on a rebuilt object: batch
 * runs print hundreds of thousands of these. formatJsonInto writes a result straight
 * into the batch's output buffer (no string to build, encode and collect for each
 * line); formatJson writes into a scratch buffer and reads it back as a string, so
 * that there is one writer for both. The fixed parts (keys, each fan's id, names and
 * points) are bytes made once; the pieces shared with the waits writer are in
 * json-writer.ts.
 */
import { SCHEMA_ID, type HandJson, type ScoreResult } from '../result.js';
import {
  seating,
  bytes,
  excluded,
  fan,
  handEnd,
  items,
  lineStart,
  meld,
  num,
  payment,
  put,
  readingError,
  set,
  source,
  str,
  tiles,
  writeInto,
  writeLine,
  type Out,
} from './json-writer.js';

/** The keys and punctuation between values. */
const K = {
  ok: bytes(',"ok":true,"rules":'),
  reasonCode: bytes(',"reasonCode":'),
  verdict: bytes(',"verdict":'),
  reason: bytes(',"reason":'),
  hand: bytes(',"hand":{"concealed":'),
  melds: bytes(',"melds":['),
  winningTile: bytes('],"winningTile":'),
  win: bytes(',"win":'),
  fans: bytes('],"fans":['),
  excluded: bytes('],"excluded":['),
  fanPoints: bytes('],"fanPoints":'),
  total: bytes(',"total":'),
  payments: bytes(',"payments":['),
  assumed: bytes('],"assumed":['),
  noneAssumed: bytes('],"assumed":[]}'),
  end: bytes(']}'),
};

/*
 * Runs of fields whose values come from a few known ones, each combination one chunk
 * (written with one copy instead of a copy per key and per value). Values outside
 * them (a result built by hand) are written field by field.
 */

/** `{"schema":"mcr-score/1","input":`. */
const SCHEMA_HEAD = bytes(`{"schema":"${SCHEMA_ID}","input":`);

/** `,"verdict":"win","reason":null,"reasonCode":null,"hand":{"concealed":` (a win has no reason). */
const WIN_HEAD = bytes(`,"verdict":"win","reason":null,"reasonCode":null,"hand":{"concealed":`);

/** `,"ok":true,"rules":"green-book"` for each profile name met, made on first use. */
const OK_HEADS = new Map<string, Uint8Array>();
function okHead(o: Out, rules: string): void {
  let head = OK_HEADS.get(rules);
  if (head === undefined && typeof rules === 'string' && OK_HEADS.size < 100 && /^[\x20-\x7e]*$/.test(rules)) {
    head = bytes(`,"ok":true,"rules":${JSON.stringify(rules)}`);
    OK_HEADS.set(rules, head);
  }
  if (head !== undefined) return put(o, head);
  put(o, K.ok);
  str(o, rules);
}

/** `,"last":…,"wallLast":…,"kong":…},"arrangement":[`. */
const handEndArrangement = handEnd(',"arrangement":[');

/**
 * `,"win":…,"seatWind":…,"prevalentWind":…,"discarder":…,"flowers":`: the lead is the
 * win when it is one of WINS, else the win is written on its own and the lead is `,`.
 */
const WINS = ['wall', 'discard'];
const WIN_LEADS = [',"win":"wall",', ',"win":"discard",', ','];
const SEATINGS: (Uint8Array | undefined)[] = [];
function winAndSeating(o: Out, h: HandJson): void {
  let win = WINS.indexOf(h.win);
  if (win < 0) {
    put(o, K.win);
    str(o, h.win);
    win = WINS.length;
  }
  seating(o, SEATINGS, WIN_LEADS, win, h);
}

/** The result's bytes from o.at on. */
function write(o: Out, r: ScoreResult): void {
  lineStart(o, SCHEMA_HEAD, SCHEMA_ID, r);
  if (!r.ok) return readingError(o, r.source, r.error);
  const h = r.hand;
  okHead(o, r.rules);
  if (r.source !== undefined) source(o, r.source);
  if (r.verdict === 'win' && r.reason === null && r.reasonCode === null) {
    put(o, WIN_HEAD);
  } else {
    put(o, K.verdict);
    str(o, r.verdict);
    put(o, K.reason);
    str(o, r.reason);
    put(o, K.reasonCode);
    str(o, r.reasonCode);
    put(o, K.hand);
  }
  tiles(o, h.concealed);
  put(o, K.melds);
  items(o, h.melds, meld);
  put(o, K.winningTile);
  str(o, h.winningTile);
  winAndSeating(o, h);
  num(o, h.flowers);
  handEndArrangement(o, h);
  items(o, r.arrangement, set);
  put(o, K.fans);
  items(o, r.fans, fan);
  put(o, K.excluded);
  items(o, r.excluded, excluded);
  put(o, K.fanPoints);
  num(o, r.fanPoints);
  put(o, K.total);
  num(o, r.total);
  put(o, K.payments);
  items(o, r.payments, payment);
  // `assumed` last (score() sets it; a result built otherwise may not have it).
  if (r.assumed === undefined) return put(o, K.end);
  if (r.assumed.length === 0) return put(o, K.noneAssumed);
  put(o, K.assumed);
  items(o, r.assumed, str);
  put(o, K.end);
}

/**
 * Writes the result's JSON line (no newline) into `buf` from `at`. Returns where it
 * ends, or -1 when it does not fit (what was written past `at` is then garbage).
 */
export function formatJsonInto(r: ScoreResult, buf: Uint8Array, at: number): number {
  return writeInto(write, r, buf, at);
}

export function formatJson(r: ScoreResult): string {
  return writeLine(write, r);
}
