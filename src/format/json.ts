/**
 * The SCHEMA.md object as one line of JSON. The object is rebuilt field by field so
 * the keys come out in SCHEMA.md's order whatever order the result was built in.
 */
import type { ScoreResult, SetJson } from '../result.js';

const set = (s: SetJson) =>
  s.kind === 'special'
    ? { kind: s.kind, name: s.name, tiles: s.tiles, melded: s.melded }
    : { kind: s.kind, tiles: s.tiles, melded: s.melded };

export function formatJson(r: ScoreResult): string {
  if (!r.ok) {
    const { code, message, column } = r.error;
    return JSON.stringify({ schema: r.schema, input: r.input, ok: false, error: { code, message, column } });
  }
  const h = r.hand;
  return JSON.stringify({
    schema: r.schema,
    input: r.input,
    ok: true,
    verdict: r.verdict,
    reason: r.reason,
    hand: {
      concealed: h.concealed,
      melds: h.melds.map((m) => ({ kind: m.kind, tiles: m.tiles, concealed: m.concealed })),
      winningTile: h.winningTile,
      win: h.win,
      seatWind: h.seatWind,
      prevalentWind: h.prevalentWind,
      discarder: h.discarder,
      flowers: h.flowers,
      last: h.last,
      wallLast: h.wallLast,
      kong: h.kong,
    },
    arrangement: r.arrangement.map(set),
    fans: r.fans.map((f) => ({ id: f.id, name: f.name, zh: f.zh, points: f.points, count: f.count })),
    excluded: r.excluded.map((e) => ({ id: e.id, name: e.name, zh: e.zh, points: e.points, by: e.by })),
    fanPoints: r.fanPoints,
    total: r.total,
    payments: r.payments.map((p) => ({ seat: p.seat, role: p.role, amount: p.amount })),
  });
}
