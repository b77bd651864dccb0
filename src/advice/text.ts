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
import { wrap, fill, textWidth } from '../format/width.js';
import { writeHand } from '../waits/text.js';
import type { AdviceOk, AdviceResult, AnalysisJson, DiscardAdviceJson } from './types.js';
import type { ChanceFiguresJson, ChanceJson } from '../chances/types.js';
import { chanceWords, figure, headline, legalWords, routeLine } from './words.js';
import { en } from '../i18n/en.js';
import { FANS, FAN_IDS } from '../fans/table.js';
import type { Catalog } from '../i18n/types.js';

type Shown = AnalysisJson & { tile?: string };

export interface AdviceTextOptions {
  /** One line per hand (a batch). */
  compact?: boolean;
  /** Every discard in full, not only the best ones. */
  all?: boolean;
  /** Columns (default 80). */
  width?: number;
  /** The words (i18n/, the run's language); English when not given. */
  t?: Catalog;
}

/** Discards shown in full besides the best, unless --all. */
const SHOWN = 2;

/** `s` and spaces to `n` cells (a Chinese character takes two). */
const padCells = (s: string, n: number): string => s + ' '.repeat(Math.max(0, n - textWidth(s)));
const padStartCells = (s: string, n: number): string => ' '.repeat(Math.max(0, n - textWidth(s))) + s;

/** A label and its text, wrapped under the text. */
const labelled = (label: string, text: string, color: ChalkInstance, width: number): string[] =>
  wrap(text, width, 9, `  ${color.bold(padCells(label, 7))}`);

/** The lines under a discard (or a 13-tile hand): its wins, draws and route. */
function details(a: AnalysisJson, color: ChalkInstance, width: number, minimum: number, t: Catalog): string[] {
  const out: string[] = [];
  const w_ = t.advise;
  if (a.waits.length > 0) {
    const pieces = a.waits.map((w) => {
      const text = `${w.tile}×${w.live} ${w.discard.fanPoints}/${w.selfDrawn.fanPoints}`;
      if (w.live === 0) return color.dim(w_.dead(text));
      return w.discard.enough || w.selfDrawn.enough ? text : color.dim(w_.under(text, minimum));
    });
    out.push(...fill([`  ${color.bold(padCells(w_.wins, 7))}${pieces[0]}`, ...pieces.slice(1)], width, 9));
    out.push(...wrap(color.dim(w_.winsLegend), width, 9, '         '));
  }
  if (a.draws.length > 0) {
    const pieces = a.draws.map((d) => `${d.tile}×${d.live}${d.discard ? '' : '*'}`);
    out.push(...fill([`  ${color.bold(padCells(w_.draws, 7))}${pieces[0]}`, ...pieces.slice(1), w_.copies(a.draws.reduce((n, d) => n + d.live, 0))], width, 9));
    if (a.draws.some((d) => !d.discard)) out.push(...wrap(color.dim(w_.selfDrawOnly), width, 9, '         '));
  }
  for (const [i, r] of a.route.entries()) out.push(...labelled(i === 0 ? w_.route_ : '', routeLine(r, minimum, t), color, width));
  return out;
}

function discardBlock(d: DiscardAdviceJson, color: ChalkInstance, width: number, minimum: number, t: Catalog): string[] {
  return [...wrap(headline(d, minimum, t), width, 4, `${color.bold(t.advise.discardTile(d.tile))}  `), ...details(d, color, width, minimum, t)];
}

/** The English fan names of a route's share ("Mixed Triple Chow 8 + Half Flush 6", chances/) in the run's words. */
const BY_NAME = new Map(FAN_IDS.map((id) => [FANS[id].name, FANS[id]]));
const shareFans = (fans: string, t: Catalog): string =>
  t === en
    ? fans
    : fans
        .split(' + ')
        .map((part) => {
          const m = /^(.*) (\d+)$/.exec(part);
          const def = m ? BY_NAME.get(m[1]) : undefined;
          return def ? t.advise.fanPoints(t.fan(def), Number(m![2])) : part;
        })
        .join(t.advise.plus);

/** The library's notes (advice/read.ts: +last, +wall-last and +kong left out) in the run's words. */
const noteWords = (n: string, t: Catalog): string => {
  const m = /^(.*) left out: /.exec(n);
  return m ? t.advise.leftOut(m[1], n) : n;
};

function screen(r: AdviceOk, color: ChalkInstance, opts: AdviceTextOptions): string {
  if (r.by !== undefined) return chanceScreen(r, color, opts);
  const width = opts.width ?? 80;
  const t = opts.t ?? en;
  const w_ = t.advise;
  const minimum = minimumOf(r.rules);
  const lines: string[] = [];
  const tag = (a: AnalysisJson, text: string) => {
    const l = a.legal.any;
    return l.distance === 0 ? color.green.bold(text) : l.distance === null ? color.red.bold(text) : color.yellow.bold(text);
  };
  const info = [w_.hand(writeHand(r.hand)), w_.rules(r.rules, r.seen.join(' '))];
  const a: Shown = r.tiles === 13 ? r.analysis! : r.discards[0];
  lines.push(...wrap(headline(a, minimum, t), width, 2, `${tag(a, r.tiles === 13 ? w_.advice : w_.discardHead(a.tile!))}  `));
  lines.push(...info.flatMap((x) => wrap(x, width, w_.infoIndent)));
  if (r.complete) lines.push(...wrap(w_.complete, width));
  lines.push('', ...details(a, color, width, minimum, t));
  if (r.tiles === 14) {
    const others = r.discards.slice(1);
    const shown = opts.all ? others : others.slice(0, SHOWN);
    for (const d of shown) lines.push('', ...discardBlock(d, color, width, minimum, t));
    const rest = others.slice(shown.length);
    if (rest.length > 0) {
      lines.push('');
      // The folded discards, grouped by their legal distances.
      const groups = new Map<string, string[]>();
      for (const d of rest) {
        const k = legalWords(d.legal, t);
        groups.set(k, [...(groups.get(k) ?? []), d.tile]);
      }
      for (const [k, tiles] of groups) lines.push(...wrap(`${k}${t.screen.colon}${tiles.join(' ')}`, width, 6, `${color.dim(w_.also)}  `));
      lines.push(...wrap(color.dim(w_.folded(rest.length)), width, 1));
    }
    lines.push('', ...wrap(w_.best(a.tile!, legalWords(a.legal, t)), width, 2));
  }
  if (r.notes.length > 0) lines.push(...r.notes.flatMap((n) => wrap(color.dim(noteWords(n, t)), width, 2)));
  return lines.join('\n');
}

/** One hand in one line (a batch): the hand, the best discard and its legal distance. */
function compactLine(r: AdviceOk, width: number, t: Catalog): string {
  const a = r.tiles === 13 ? r.analysis! : r.discards[0];
  const minimum = minimumOf(r.rules);
  const chance = a.chances ? t.advise.compactChance(chanceWords(a.chances.eitherWay), r.draws ?? 0) : '';
  const what = r.tiles === 13 ? chance + headline(a, minimum, t) : t.advise.compactDiscard(r.best!, chance + headline(a, minimum, t));
  return wrap(`${writeHand(r.hand)}  →  ${what}`, width, 4).join('\n');
}

export function formatAdviceText(r: AdviceResult, color: ChalkInstance, opts: AdviceTextOptions = {}): string {
  const width = opts.width ?? 80;
  const t = opts.t ?? en;
  if (!r.ok) return formatError(r.input, r.error as ReadError, color, width, t);
  return opts.compact ? compactLine(r, width, t) : screen(r, color, opts);
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
function chanceHeadline(c: ChanceFiguresJson, draws: number, t: Catalog): string {
  const se = c.eitherWay.kind === 'estimate' ? t.advise.estimate((c.eitherWay.pSe! * 100).toFixed(1)) : '';
  return t.advise.chanceHeadline(t.advise.toWinWithin(chanceWords(c.eitherWay), draws), se, chanceWords(c.selfDrawn), c.eitherWay.ev.toFixed(1));
}

/**
 * The chance screen: the best discard and its chance, the discards in one table (the
 * best six; --all every one), the fans to aim for with their shares of the wins, the
 * best discard's wins, draws and route when it is near ready, the answer again.
 */
function chanceScreen(r: AdviceOk, color: ChalkInstance, opts: AdviceTextOptions): string {
  const width = opts.width ?? 80;
  const t = opts.t ?? en;
  const w_ = t.advise;
  const minimum = minimumOf(r.rules);
  const draws = r.draws ?? 0;
  const lines: string[] = [];
  const rows: Shown[] = r.tiles === 13 ? [r.analysis!] : r.discards;
  const a = rows[0];
  const c = a.chances!;
  const label = r.tiles === 13 ? w_.chances : w_.discardHead(a.tile!);
  lines.push(...wrap(`${chanceHeadline(c, draws, t)}${w_.noteSep}${legalWords(a.legal, t)}`, width, 2, `${color.bold(label)}  `));
  lines.push(...wrap(w_.hand(writeHand(r.hand)), width, w_.infoIndent));
  lines.push(...wrap(w_.rules(r.rules, r.seen.join(' ')), width, w_.infoIndent));
  lines.push('');
  const top = Math.max(...rows.map((d) => d.chances!.eitherWay.p));
  const narrow = width < 50;
  lines.push(color.dim(narrow ? w_.tableHeadNarrow : w_.tableHead));
  const shown = opts.all || rows.length <= ROWS ? rows : rows.slice(0, ROWS);
  for (const d of shown) {
    const f = d.chances!;
    const tile = (d.tile ?? '-').padEnd(narrow ? 4 : 8);
    const chance = chanceWords(f.eitherWay).padStart(7);
    const spark = sparkline(f.byTurn.win, top);
    const pts = f.eitherWay.ev.toFixed(1).padStart(narrow ? 5 : 7);
    const dist = figure(d.legal.any, t);
    lines.push(narrow ? `  ${tile}${chance} ${spark}${pts} ${dist}` : `  ${tile}${chance}  ${spark}  ${pts}  ${padCells(dist, 8)}  ${padStartCells(chanceWords(f.selfDrawn), 10)}`);
  }
  if (shown.length < rows.length) lines.push(...wrap(color.dim(w_.moreDiscards(rows.length - shown.length)), width, 2, '  '));
  const kinds = new Set(rows.map((d) => d.chances!.eitherWay.kind));
  const notes: string[] = [];
  if (kinds.has('restricted')) notes.push(w_.restricted);
  if (kinds.has('estimate')) notes.push(w_.estimated);
  if (kinds.has('exact') && !kinds.has('restricted')) notes.push(w_.exact);
  lines.push(...wrap(color.dim(w_.chanceLegend(draws, notes.join(w_.noteSep))), width, 2, '  '));
  if (c.route.length > 0) {
    lines.push('');
    const shares = c.route.slice(0, 3).map((s, i) => w_.share(shareFans(s.fans, t), Math.round(s.share * 100), i === 0));
    lines.push(...labelled(w_.aim, shares.join(w_.shareSep), color, width));
  }
  // Near ready, what the best discard leaves (its wins, draws and route) in full; farther, with --all.
  const l = a.legal.any.distance;
  if (opts.all || (l !== null && l <= 1 && a.legal.any.exact)) lines.push('', ...details(a, color, width, minimum, t));
  if (r.tiles === 14) lines.push('', ...wrap(w_.best(a.tile!, w_.toWinWithin(chanceWords(c.eitherWay), draws)), width, 2));
  if (r.notes.length > 0) lines.push(...r.notes.flatMap((n) => wrap(color.dim(noteWords(n, t)), width, 2)));
  return lines.join('\n');
}
