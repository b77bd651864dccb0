/**
 * `mcr waits --json`: the result as one line of JSON (schema "mcr-waits/1", keys in
 * the order of types.ts), and the exit code. Apart from the text screen (text.ts)
 * so that the JSON path loads no table or colour code.
 */
import { asciiJson } from '../format/ascii-json.js';
import type { SetJson } from '../result.js';
import type { DrawJson, WaitJson, WaitsResult, WinJson } from './types.js';

// ---------------------------------------------------------------- exit code

/** 0 ready (14 tiles: a discard leaves it ready), 1 not ready, 2 the line could not be read. */
export function waitsExitCode(r: WaitsResult): 0 | 1 | 2 {
  if (!r.ok) return 2;
  return r.ready ? 0 : 1;
}

// ---------------------------------------------------------------- JSON

const set = (s: SetJson) =>
  s.kind === 'special'
    ? { kind: s.kind, name: s.name, tiles: s.tiles, melded: s.melded }
    : { kind: s.kind, tiles: s.tiles, melded: s.melded };

const winJson = (w: WinJson) => ({
  verdict: w.verdict,
  reason: w.reason,
  fanPoints: w.fanPoints,
  total: w.total,
  enough: w.enough,
  fans: w.fans.map((f) => ({ id: f.id, name: f.name, zh: f.zh, points: f.points, count: f.count })),
  excluded: w.excluded.map((e) => ({ id: e.id, name: e.name, zh: e.zh, points: e.points, count: e.count, by: e.by })),
  arrangement: w.arrangement.map(set),
  payments: w.payments.map((p) => ({ seat: p.seat, role: p.role, amount: p.amount })),
  received: w.received,
  ignored: w.ignored,
});

const waitJson = (w: WaitJson) => ({
  tile: w.tile,
  unseen: w.unseen,
  discard: winJson(w.discard),
  selfDrawn: winJson(w.selfDrawn),
});

const drawJson = (d: DrawJson) => ({ tile: d.tile, unseen: d.unseen });

/** `source`, on batch results only. */
const source = (r: WaitsResult) => (r.source ? { source: { file: r.source.file, line: r.source.line } } : {});

/** The result as one line of JSON (ASCII only, as every JSON output), keys in the order of types.ts. */
export function formatWaitsJson(r: WaitsResult): string {
  if (!r.ok) {
    const { code, message, column } = r.error;
    return asciiJson({ schema: r.schema, input: r.input, ok: false, ...source(r), error: { code, message, column } });
  }
  const h = r.hand;
  const s = r.shapes;
  return asciiJson({
    schema: r.schema,
    input: r.input,
    ok: true,
    rules: r.rules,
    ...source(r),
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
    waits: r.waits.map(waitJson),
    draws: r.draws.map(drawJson),
    discards: r.discards.map((d) => ({
      tile: d.tile,
      distance: d.distance,
      waits: d.waits.map(waitJson),
      draws: d.draws.map(drawJson),
    })),
    complete: r.complete,
    notes: r.notes,
  });
}
