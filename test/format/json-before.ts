/**
 * The JSON writer as it was before it wrote bytes (string concatenation, commit
 * d207d28), kept as the reference the byte writer must match exactly, with the
 * fields added since (rules, source, reasonCode, excluded[].count, assumed). Not used by the program.
 */
/**
 * The SCHEMA.md object as one line of JSON, keys in SCHEMA.md's order whatever order
 * the result was built in, ASCII only (see str).
 *
 * Written by hand rather than with JSON.stringify on a rebuilt object: batch runs
 * print hundreds of thousands of these, and the fixed parts (each fan's id, names and
 * points) are prepared once. Strings that come from the input (the line, messages)
 * still go through JSON.stringify for their escaping.
 */
import { FAN_IDS, FANS, type FanId } from '../../src/fans/table.js';
import type { ExcludedJson, FanJson, HandJson, PaymentJson, ScoreResult, SetJson } from '../../src/result.js';

/**
 * A JSON string. Only ASCII is written (other characters as \u escapes, which parse
 * to the same text): an all-ASCII line is much cheaper to encode and write. The
 * quoted forms of the strings that recur (tile codes, winds, kinds, roles, fan ids
 * and names) are remembered.
 */
const str = (s: string | null | undefined): string => {
  if (s == null) return 'null';
  let q = QUOTED.get(s);
  if (q === undefined) {
    q = ascii(JSON.stringify(s));
    if (s.length <= 40 && QUOTED.size < 10_000) QUOTED.set(s, q);
  }
  return q;
};
const QUOTED = new Map<string, string>();
const HAS_NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII = /[\u0080-\uffff]/g;
const ascii = (json: string): string =>
  HAS_NON_ASCII.test(json) ? json.replace(NON_ASCII, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')) : json;

/** `{"id":…,"name":…,"zh":…,"points":N,` for each fan, made once. */
const FAN_HEAD = new Map<FanId, string>(
  FAN_IDS.map((id) => [id, `{"id":${str(id)},"name":${str(FANS[id].name)},"zh":${str(FANS[id].zh)},"points":${FANS[id].points},`]),
);
const fanHead = (f: { id: FanId; name: string; zh: string; points: number }): string => {
  const head = FAN_HEAD.get(f.id);
  // A result built by hand may carry other names: then write what it holds.
  return head !== undefined && FANS[f.id].name === f.name && FANS[f.id].zh === f.zh && FANS[f.id].points === f.points
    ? head
    : `{"id":${str(f.id)},"name":${str(f.name)},"zh":${str(f.zh)},"points":${f.points},`;
};

const list = <T>(items: readonly T[], one: (x: T) => string): string => {
  let out = '[';
  for (let i = 0; i < items.length; i++) out += (i ? ',' : '') + one(items[i]);
  return out + ']';
};
const tiles = (ts: readonly string[]): string => list(ts, str);

const set = (s: SetJson): string =>
  `{"kind":${str(s.kind)},${s.kind === 'special' ? `"name":${str(s.name)},` : ''}"tiles":${tiles(s.tiles)},"melded":${s.melded}}`;
const fan = (f: FanJson): string => `${fanHead(f)}"count":${f.count}}`;
const excluded = (e: ExcludedJson): string => `${fanHead(e)}"count":${e.count},"by":${str(e.by)}}`;
const source = (r: ScoreResult): string =>
  r.source === undefined ? '' : `"source":{"file":${str(r.source.file)},"line":${r.source.line}},`;
const payment = (p: PaymentJson): string => `{"seat":${str(p.seat)},"role":${str(p.role)},"amount":${p.amount}}`;
const hand = (h: HandJson): string =>
  `{"concealed":${tiles(h.concealed)},"melds":${list(
    h.melds,
    (m) => `{"kind":${str(m.kind)},"tiles":${tiles(m.tiles)},"concealed":${m.concealed}}`,
  )},"winningTile":${str(h.winningTile)},"win":${str(h.win)},"seatWind":${str(h.seatWind)},` +
  `"prevalentWind":${str(h.prevalentWind)},"discarder":${str(h.discarder)},"flowers":${h.flowers},` +
  `"last":${h.last},"wallLast":${h.wallLast},"kong":${h.kong}}`;

export function formatJsonBefore(r: ScoreResult): string {
  const head = `{"schema":${str(r.schema)},"input":${str(r.input)},`;
  if (!r.ok) {
    const { code, message, column } = r.error;
    return `${head}"ok":false,${source(r)}"error":{"code":${str(code)},"message":${str(message)},"column":${column ?? 'null'}}}`;
  }
  return (
    `${head}"ok":true,"rules":${str(r.rules)},${source(r)}"verdict":${str(r.verdict)},"reason":${str(r.reason)},` +
    `"reasonCode":${str(r.reasonCode)},"hand":${hand(r.hand)},` +
    `"arrangement":${list(r.arrangement, set)},"fans":${list(r.fans, fan)},"excluded":${list(r.excluded, excluded)},` +
    `"fanPoints":${r.fanPoints},"total":${r.total},"payments":${list(r.payments, payment)}` +
    (r.assumed === undefined ? '}' : `,"assumed":${list(r.assumed, str)}}`)
  );
}
