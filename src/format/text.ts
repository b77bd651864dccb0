/**
 * The referee's screen: the hand, the arrangement scored, the fans (counted and
 * excluded), the points, the verdict and who pays whom. Colour comes only from the
 * chalk instance passed in, so `new Chalk({ level: 0 })` gives plain text; the tables
 * draw their borders with box-drawing characters, readable without colour.
 */
import type { ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import type { ReadError } from '../errors.js';
import { FANS } from '../fans/table.js';
import type { Hand } from '../hand/types.js';
import { MINIMUM_POINTS } from '../score.js';
import { canonical } from '../notation/format.js';
import type { HandJson, PaymentJson, ScoreOk, ScoreResult, SetJson } from '../result.js';
import { tileFromCode } from '../tiles.js';

export interface TextOptions {
  color: ChalkInstance;
  /** One line per hand (for batch runs) instead of the full screen. */
  compact?: boolean;
  /** The input in canonical notation; written from r.hand when not given. */
  canonical?: string;
}

// ---------------------------------------------------------------- notation

/**
 * Tile codes written the notation's way: a run of one suit as digits and its letter
 * ("147b258c"), honors as their letters. Groups of different suits (and different
 * honors) are joined with `sep`.
 */
function writeTiles(codes: readonly string[], sep: string): string {
  const groups: { key: string; text: string }[] = [];
  for (const code of codes) {
    const suited = code.length === 2;
    const key = suited ? code[1] : code;
    const part = suited ? code[0] : code;
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.text += part;
    else groups.push({ key, text: part });
  }
  return groups.map((g) => (/^[bcd]$/.test(g.key) ? g.text + g.key : g.text)).join(sep);
}

/** One set: `[123b]` melded, `(5555d)` concealed kong, `456c` concealed. */
function writeSet(s: SetJson): string {
  if (s.kind === 'special') return `${s.name ?? 'special'}: ${writeTiles(s.tiles, ' ')}`;
  const tiles = writeTiles(s.tiles, '');
  if (s.melded) return `[${tiles}]`;
  return s.kind === 'kong' ? `(${tiles})` : tiles;
}

/** The arrangement as the notation writes sets: `[123b] 456c 789d EEE 55d`. */
export const writeArrangement = (sets: readonly SetJson[]): string => sets.map(writeSet).join(' ');

/** The result's hand back as a Hand (tile codes to tiles), for canonical(). */
const handFromJson = (h: HandJson): Hand => ({
  ...h,
  concealed: h.concealed.map(tileFromCode),
  melds: h.melds.map((m) => ({ ...m, tiles: m.tiles.map(tileFromCode) })),
  winningTile: tileFromCode(h.winningTile),
});

// ---------------------------------------------------------------- errors

/** Control characters would move the terminal's cursor: show them as U+FFFD. */
// eslint-disable-next-line no-control-regex
const printable = (s: string): string => s.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g, '\ufffd');

/**
 * Terminal cells a code point takes: 2 for East Asian wide and fullwidth characters
 * (CJK, fullwidth forms, emoji-presentation symbols such as 🀄), 0 for combining
 * marks, 1 otherwise. Most mahjong tiles (U+1F000..) are narrow in Unicode and in
 * wcwidth, so terminals advance one cell for them even when the glyph looks wider.
 */
function cells(cp: number): number {
  if ((cp >= 0x0300 && cp <= 0x036f) || (cp >= 0xfe00 && cp <= 0xfe0f) || cp === 0x200d) return 0;
  if (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    cp === 0x1f004 ||
    cp === 0x1f0cf ||
    (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  ) {
    return 2;
  }
  return 1;
}

/**
 * The input with a caret under the column the error points at (1-based, in code
 * points), then the message. Tabs are kept in the caret line so it lines up.
 */
export function formatError(input: string, error: ReadError, color: ChalkInstance): string {
  const lines: string[] = [];
  const shown = printable(input);
  if (error.column !== null) {
    const chars = Array.from(shown);
    const before = chars.slice(0, Math.max(0, Math.min(error.column - 1, chars.length)));
    const pad = before.map((ch) => (ch === '\t' ? '\t' : ' '.repeat(cells(ch.codePointAt(0) ?? 0)))).join('');
    lines.push(`  ${shown}`, `  ${pad}${color.red.bold('^')}`);
  } else {
    lines.push(`  ${shown}`);
  }
  lines.push(`${color.red.bold('error:')} ${error.message} ${color.dim(`(${error.code})`)}`);
  return lines.join('\n');
}

// ---------------------------------------------------------------- the screen

const table = (head: string[], align: ('left' | 'right')[], color: ChalkInstance) =>
  new Table({
    head: head.map((h) => color.bold(h)),
    colAligns: align,
    style: { head: [], border: [], compact: true },
  });

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

function verdictLine(r: ScoreOk, color: ChalkInstance): string {
  switch (r.verdict) {
    case 'win':
      return color.green.bold('WIN');
    case 'below-minimum':
      return color.yellow.bold(`BELOW MINIMUM (${r.fanPoints} of ${MINIMUM_POINTS})`);
    case 'not-a-winning-hand':
      return color.red.bold(`NOT A WINNING HAND${r.reason ? `: ${r.reason}` : ''}`);
  }
}

function paymentTable(rows: readonly PaymentJson[], color: ChalkInstance): string {
  const t = table(['Seat', 'Role', 'Amount'], ['left', 'left', 'right'], color);
  for (const p of rows) {
    const amount = signed(p.amount);
    t.push([p.seat ?? '-', p.role, p.amount > 0 ? color.green(amount) : p.amount < 0 ? color.red(amount) : amount]);
  }
  return t.toString();
}

function compactLine(r: ScoreOk, shown: string, color: ChalkInstance): string {
  const fans = r.fans.map((f) => `${f.name} ${f.points}${f.count > 1 ? `x${f.count}` : ''}`).join(', ');
  const pay = r.payments.map((p) => `${p.seat ?? p.role} ${signed(p.amount)}`).join(' ');
  const points = r.verdict === 'not-a-winning-hand' ? '' : `  total ${r.total}: ${fans || 'no fans'}`;
  return `${shown}  ${verdictLine(r, color)}${points}  ${color.dim(`[${pay}]`)}`;
}

export function formatText(r: ScoreResult, opts: TextOptions): string {
  const { color } = opts;
  if (!r.ok) return formatError(r.input, r.error, color);
  const shown = opts.canonical ?? canonical(handFromJson(r.hand));
  if (opts.compact) return compactLine(r, shown, color);

  const label = (s: string) => color.bold(s.padEnd(15));
  const out: string[] = [`${label('Hand')}${shown}`, `${label('Rules')}${r.rules}`];
  if (r.arrangement.length) out.push(`${label('Arrangement')}${writeArrangement(r.arrangement)}`);

  if (r.fans.length) {
    const t = table(['Fan', '中文', 'Points', 'Count', 'Subtotal'], ['left', 'left', 'right', 'right', 'right'], color);
    for (const f of r.fans) t.push([f.name, f.zh, f.points, f.count, f.points * f.count]);
    out.push('', t.toString());
  }
  if (r.excluded.length) {
    const t = table(['Not counted', 'Points', 'Why'], ['left', 'right', 'left'], color);
    for (const e of r.excluded)
      t.push([color.dim(e.count > 1 ? `${e.name} x${e.count}` : e.name), color.dim(String(e.points)), `excluded by ${FANS[e.by].name}`]);
    out.push(t.toString());
  }

  if (r.verdict !== 'not-a-winning-hand') {
    const width = String(r.total).length;
    const num = (n: number) => String(n).padStart(width);
    out.push(
      '',
      `${label('Fan points')}${num(r.fanPoints)}`,
      `${label('Flower points')}${num(r.total - r.fanPoints)}`,
      `${label('Total')}${color.bold(num(r.total))}`,
    );
  }
  out.push('', verdictLine(r, color), '', paymentTable(r.payments, color));
  return out.join('\n');
}
