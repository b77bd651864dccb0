/**
 * `mcr advise` as text: the best discard and its legal distance on the first line,
 * then what it leaves (winning tiles, useful draws, the route to 8), the next
 * discards in a line each and the rest folded (`--all` shows every one), and the
 * answer again at the end. Fits the width given (80 when not a terminal); colour only
 * from the chalk instance passed in. A batch gets one compact line per hand.
 */
import { minimumOf } from '../rules/profiles.js';
import type { ChalkInstance } from 'chalk';
import type { ReadError } from '../errors.js';
import { formatError } from '../format/text.js';
import { wrap, fill } from '../format/width.js';
import { writeHand } from '../waits/text.js';
import type { AdviceOk, AdviceResult, AnalysisJson, DiscardAdviceJson } from './types.js';
import type { ChanceFiguresJson, ChanceJson } from '../chances/types.js';
import { chanceWords, figure, headline, legalWords, plural, routeLine } from './words.js';

type Shown = AnalysisJson & { tile?: string };

export interface AdviceTextOptions {
  /** One line per hand (a batch). */
  compact?: boolean;
  /** Every discard in full, not only the best ones. */
  all?: boolean;
  /** Columns (default 80). */
  width?: number;
}

/** Discards shown in full besides the best, unless --all. */
const SHOWN = 2;

/** A label and its text, wrapped under the text. */
const labelled = (label: string, text: string, color: ChalkInstance, width: number): string[] =>
  wrap(text, width, 9, `  ${color.bold(label.padEnd(7))}`);

/** The lines under a discard (or a 13-tile hand): its wins, draws and route. */
function details(a: AnalysisJson, color: ChalkInstance, width: number, minimum: number): string[] {
  const out: string[] = [];
  if (a.waits.length > 0) {
    const pieces = a.waits.map((w) => {
      const text = `${w.tile}×${w.live} ${w.discard.fanPoints}/${w.selfDrawn.fanPoints}`;
      if (w.live === 0) return color.dim(`${text} dead`);
      return w.discard.enough || w.selfDrawn.enough ? text : color.dim(`${text} under ${minimum}`);
    });
    out.push(...fill([`  ${color.bold('wins'.padEnd(7))}${pieces[0]}`, ...pieces.slice(1)], width, 9));
    out.push(...wrap(color.dim('tile×live copies, points on a discard/self-drawn'), width, 9, '         '));
  }
  if (a.draws.length > 0) {
    const pieces = a.draws.map((d) => `${d.tile}×${d.live}${d.discard ? '' : '*'}`);
    out.push(...fill([`  ${color.bold('draws'.padEnd(7))}${pieces[0]}`, ...pieces.slice(1), `(${plural(a.draws.reduce((n, d) => n + d.live, 0), 'copy', 'copies')})`], width, 9));
    if (a.draws.some((d) => !d.discard)) out.push(...wrap(color.dim('* then winning by self-draw only'), width, 9, '         '));
  }
  for (const [i, r] of a.route.entries()) out.push(...labelled(i === 0 ? 'route' : '', routeLine(r, minimum), color, width));
  return out;
}

function discardBlock(d: DiscardAdviceJson, color: ChalkInstance, width: number, minimum: number): string[] {
  return [...wrap(headline(d, minimum), width, 4, `${color.bold(`Discard ${d.tile}`)}  `), ...details(d, color, width, minimum)];
}

function screen(r: AdviceOk, color: ChalkInstance, opts: AdviceTextOptions): string {
  if (r.by !== undefined) return chanceScreen(r, color, opts);
  const width = opts.width ?? 80;
  const minimum = minimumOf(r.rules);
  const lines: string[] = [];
  const tag = (a: AnalysisJson, text: string) => {
    const l = a.legal.any;
    return l.distance === 0 ? color.green.bold(text) : l.distance === null ? color.red.bold(text) : color.yellow.bold(text);
  };
  const info = [`Hand   ${writeHand(r.hand)}`, `Rules  ${r.rules}${r.seen.length > 0 ? `; seen ${r.seen.join(' ')}` : ''}`];
  const a: Shown = r.tiles === 13 ? r.analysis! : r.discards[0];
  lines.push(...wrap(headline(a, minimum), width, 2, `${tag(a, r.tiles === 13 ? 'ADVICE' : `DISCARD ${a.tile}`)}  `));
  lines.push(...info.flatMap((t) => wrap(t, width, 7)));
  if (r.complete) lines.push(...wrap('The 14 tiles already make a complete hand: score it with mcr "<hand>" (the winning tile last).', width));
  lines.push('', ...details(a, color, width, minimum));
  if (r.tiles === 14) {
    const others = r.discards.slice(1);
    const shown = opts.all ? others : others.slice(0, SHOWN);
    for (const d of shown) lines.push('', ...discardBlock(d, color, width, minimum));
    const rest = others.slice(shown.length);
    if (rest.length > 0) {
      lines.push('');
      // The folded discards, grouped by their legal distances.
      const groups = new Map<string, string[]>();
      for (const d of rest) {
        const k = legalWords(d.legal);
        groups.set(k, [...(groups.get(k) ?? []), d.tile]);
      }
      for (const [k, tiles] of groups) lines.push(...wrap(`${k}: ${tiles.join(' ')}`, width, 6, `${color.dim('Also')}  `));
      lines.push(...wrap(color.dim(`(${plural(rest.length, 'more discard')} folded: --all shows each)`), width, 1));
    }
    lines.push('', ...wrap(`Best: discard ${a.tile}, ${legalWords(a.legal)}.`, width, 2));
  }
  if (r.notes.length > 0) lines.push(...r.notes.flatMap((n) => wrap(color.dim(n), width, 2)));
  return lines.join('\n');
}

/** One hand in one line (a batch): the hand, the best discard and its legal distance. */
function compactLine(r: AdviceOk, width: number): string {
  const a = r.tiles === 13 ? r.analysis! : r.discards[0];
  const minimum = minimumOf(r.rules);
  const chance = a.chances ? `${chanceWords(a.chances.eitherWay)} to win within ${plural(r.draws ?? 0, 'draw')}; ` : '';
  const what = r.tiles === 13 ? chance + headline(a, minimum) : `discard ${r.best}: ${chance}${headline(a, minimum)}`;
  return wrap(`${writeHand(r.hand)}  →  ${what}`, width, 4).join('\n');
}

export function formatAdviceText(r: AdviceResult, color: ChalkInstance, opts: AdviceTextOptions = {}): string {
  const width = opts.width ?? 80;
  if (!r.ok) return formatError(r.input, r.error as ReadError, color, width);
  return opts.compact ? compactLine(r, width) : screen(r, color, opts);
}

// ---------------------------------------------------------------- chances

const SPARKS = ' ▁▂▃▄▅▆▇█';
/** Discards in the chance table unless --all. */
const ROWS = 6;

/** The chance of having won by each turn, in `cells` characters scaled to `top` (one character per group of turns). */
export function sparkline(win: readonly number[], top: number, cells = 6): string {
  if (win.length === 0) return ''.padEnd(cells);
  let out = '';
  for (let i = 0; i < cells; i++) {
    const k = Math.min(win.length - 1, Math.floor(((i + 1) * win.length) / cells) - 1);
    const v = top > 0 ? win[Math.max(0, k)] / top : 0;
    out += SPARKS[Math.min(8, Math.round(v * 8))];
  }
  return out;
}

/** The headline of a discard's chances: "50.3% to win within 18 draws (34.4% self-drawn only), 20.6 points expected". */
function chanceHeadline(c: ChanceFiguresJson, draws: number): string {
  const se = c.eitherWay.kind === 'estimate' ? ` (estimate, ±${(c.eitherWay.pSe! * 100).toFixed(1)})` : '';
  return `${chanceWords(c.eitherWay)} to win within ${plural(draws, 'draw')}${se} (${chanceWords(c.selfDrawn)} self-drawn only), ${c.eitherWay.ev.toFixed(1)} points expected`;
}

/**
 * The chance screen: the best discard and its chance, the discards in one table (the
 * best six; --all every one), the fans to aim for with their shares of the wins, the
 * best discard's wins, draws and route when it is near ready, the answer again.
 */
function chanceScreen(r: AdviceOk, color: ChalkInstance, opts: AdviceTextOptions): string {
  const width = opts.width ?? 80;
  const minimum = minimumOf(r.rules);
  const draws = r.draws ?? 0;
  const lines: string[] = [];
  const rows: Shown[] = r.tiles === 13 ? [r.analysis!] : r.discards;
  const a = rows[0];
  const c = a.chances!;
  const label = r.tiles === 13 ? 'CHANCES' : `DISCARD ${a.tile}`;
  lines.push(...wrap(`${chanceHeadline(c, draws)}; ${legalWords(a.legal)}`, width, 2, `${color.bold(label)}  `));
  lines.push(...wrap(`Hand   ${writeHand(r.hand)}`, width, 7));
  lines.push(...wrap(`Rules  ${r.rules}${r.seen.length > 0 ? `; seen ${r.seen.join(' ')}` : ''}`, width, 7));
  lines.push('');
  const top = Math.max(...rows.map((d) => d.chances!.eitherWay.p));
  const narrow = width < 50;
  lines.push(color.dim(narrow ? '  tile  chance by turn  pts dist' : '  discard   chance  by turn   points  distance  self-drawn'));
  const shown = opts.all || rows.length <= ROWS ? rows : rows.slice(0, ROWS);
  for (const d of shown) {
    const f = d.chances!;
    const tile = (d.tile ?? '-').padEnd(narrow ? 4 : 8);
    const chance = chanceWords(f.eitherWay).padStart(7);
    const spark = sparkline(f.byTurn.win, top);
    const pts = f.eitherWay.ev.toFixed(1).padStart(narrow ? 5 : 7);
    const dist = figure(d.legal.any);
    lines.push(narrow ? `  ${tile}${chance} ${spark}${pts} ${dist}` : `  ${tile}${chance}  ${spark}  ${pts}  ${dist.padEnd(8)}  ${chanceWords(f.selfDrawn).padStart(10)}`);
  }
  if (shown.length < rows.length) lines.push(...wrap(color.dim(`(${plural(rows.length - shown.length, 'more discard')}: --all shows each)`), width, 2, '  '));
  const kinds = new Set(rows.map((d) => d.chances!.eitherWay.kind));
  const notes: string[] = [];
  if (kinds.has('restricted')) notes.push('best over the policies of docs/ADVICE.md (class R): at least this much');
  if (kinds.has('estimate')) notes.push('~ an estimate by simulation (policy G)');
  if (kinds.has('exact') && !kinds.has('restricted')) notes.push('exact over every policy');
  lines.push(...wrap(color.dim(`chance: a legal win within ${plural(draws, 'draw')}, either way; ${notes.join('; ')}`), width, 2, '  '));
  if (c.route.length > 0) {
    lines.push('');
    const shares = c.route.slice(0, 3).map((s, i) => `${s.fans}: ${Math.round(s.share * 100)}%${i === 0 ? ' of the wins' : ''}`);
    lines.push(...labelled('aim', shares.join(', '), color, width));
  }
  // Near ready, what the best discard leaves (its wins, draws and route) in full; farther, with --all.
  const l = a.legal.any.distance;
  if (opts.all || (l !== null && l <= 1 && a.legal.any.exact)) lines.push('', ...details(a, color, width, minimum));
  if (r.tiles === 14) lines.push('', ...wrap(`Best: discard ${a.tile}, ${chanceWords(c.eitherWay)} to win within ${plural(draws, 'draw')}.`, width, 2));
  if (r.notes.length > 0) lines.push(...r.notes.flatMap((n) => wrap(color.dim(n), width, 2)));
  return lines.join('\n');
}
