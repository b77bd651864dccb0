/**
 * `mcr waits` as text: the screen for one hand (cli-table3 tables; colour only from
 * the chalk instance passed in, so `new Chalk({ level: 0 })` gives plain text), or
 * one compact line per hand for a batch. Reading errors as the scorer prints them.
 */
import type { ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import type { ReadError } from '../errors.js';
import { formatError, wordsFit } from '../format/text.js';
import { fitColumns, textWidth, wrap } from '../format/width.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';
import { writeTiles as writeTileGroups } from '../format/tiles.js';
import { minimumOf } from '../rules/profiles.js';
import type { ShapeDistances } from './distance.js';
import type { DiscardJson, DrawJson, WaitJson, WaitsHandJson, WaitsOk, WaitsResult, WinJson } from './types.js';

const SUIT = /^([1-9])([bcd])$/;


const ORDER = (code: string): number => {
  const m = SUIT.exec(code);
  return m ? 'bcd'.indexOf(m[2]) * 9 + Number(m[1]) - 1 : 27 + 'ESWNRGP'.indexOf(code);
};

/** The hand as read: melds, the concealed tiles sorted, the options given. */
export function writeHand(h: WaitsHandJson): string {
  const parts = h.melds.map((m) => {
    const body = writeTileGroups(m.tiles, '');
    return m.concealed ? `(${body})` : `[${body}]`;
  });
  parts.push(writeTileGroups([...h.concealed].sort((a, b) => ORDER(a) - ORDER(b)), ' '));
  if (h.seatWind !== 'E') parts.push(`+seat:${h.seatWind}`);
  if (h.prevalentWind !== 'E') parts.push(`+round:${h.prevalentWind}`);
  if (h.discarder !== null) parts.push(`+from:${h.discarder}`);
  if (h.flowers > 0) parts.push(`+flowers:${h.flowers}`);
  if (h.last) parts.push('+last');
  if (h.wallLast) parts.push('+wall-last');
  if (h.kong) parts.push('+kong');
  return parts.join(' ');
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

const SHAPES: (keyof ShapeDistances)[] = ['regular', 'sevenPairs', 'thirteenOrphans', 'honorsAndKnitted', 'knittedStraight'];

function shapesLine(s: ShapeDistances, t: Catalog): string {
  return SHAPES.filter((k) => s[k] !== null)
    .map((k) => t.waits.shape(t.waits.shapes[k], s[k] as number))
    .join(t.waits.shapeSep);
}

function fansText(w: WinJson, t: Catalog): string {
  if (w.fans.length === 0) return '-';
  return w.fans.map((f) => `${t.fan(f)}${t.waits.nameGap}${f.points}${f.count > 1 ? `×${f.count}` : ''}`).join(t.waits.fanSep);
}

function drawsText(draws: readonly DrawJson[]): string {
  return draws.map((d) => `${d.tile}×${d.unseen}`).join(' ');
}

const unseenOf = (xs: readonly { unseen: number }[]): number => xs.reduce((n, x) => n + x.unseen, 0);

/**
 * One row per way to win each tile: the tile with its unseen copies (×N), how it is
 * won, the points (and the total with flowers), whether they reach the minimum, what the winner
 * receives and the fans. Within the width the fans' cells wrap; on a narrow screen
 * "Points" and "Receives" are headed "Pts" and "Gets".
 */
function waitsTable(r: WaitsOk, color: ChalkInstance, width: number, t: Catalog): string {
  const flowers = r.hand.flowers > 0;
  const narrow = width < 80;
  const words = t.waits;
  const head = [words.tile, words.win, words.points(narrow), ...(flowers ? [words.total] : []), words.minimum(minimumOf(r.rules)), words.receives(narrow), words.fans];
  const align: ('left' | 'right')[] = ['left', 'left', 'right', ...(flowers ? ['right' as const] : []), 'left', 'right', 'left'];
  const row = (way: string, x: WinJson) => [
    way,
    String(x.fanPoints),
    ...(flowers ? [String(x.total)] : []),
    x.enough ? color.green(words.yes) : color.yellow.bold(words.no),
    x.received === null ? color.dim('-') : color.green(signed(x.received)),
    fansText(x, t),
  ];
  const rows = r.waits.map((w) => [[`${w.tile} ×${w.unseen}`, ...row(words.discard, w.discard)], ['', ...row(words.selfDrawn, w.selfDrawn)]]);
  const fans = head.length - 1;
  const colWidths = fitColumns([head, ...rows.flat()], width, [fans], 6);
  if (!wordsFit([head, ...rows.flat()], colWidths, width)) return waitsList(r, color, width, t);
  const table = new Table({
    head: head.map((h) => color.bold(h)),
    colAligns: align,
    colWidths,
    wordWrap: true,
    style: { head: [], border: [], compact: true },
  });
  for (const [first, second] of rows) {
    table.push([{ content: first[0], rowSpan: 2 }, ...first.slice(1)]);
    table.push(second.slice(1));
  }
  return table.toString();
}

/**
 * The waits table's rows as a list, for a screen too narrow for its columns: each
 * tile, then each way to win it on a line that wraps between words.
 */
function waitsList(r: WaitsOk, color: ChalkInstance, width: number, t: Catalog): string {
  const out: string[] = [];
  const min = minimumOf(r.rules);
  const words = t.waits;
  const way = (label: string, x: WinJson) => {
    const points = words.listPoints(x.fanPoints, r.hand.flowers > 0 ? x.total : null);
    const enough = x.enough ? color.green(words.reaches(min)) : color.yellow.bold(words.shortOf(min));
    const gets = x.received === null ? '' : words.receivesAmount(color.green(signed(x.received)));
    return wrap(words.listWay(label, points, enough, gets, fansText(x, t)), width, 6, '  ');
  };
  for (const w of r.waits) {
    out.push(color.bold(`${w.tile} ×${w.unseen}`), ...way(words.discard, w.discard), ...way(words.selfDrawn, w.selfDrawn));
  }
  return out.join('\n');
}

function readySummary(r: WaitsOk, color: ChalkInstance, t: Catalog): string {
  const n = r.waits.length;
  const min = minimumOf(r.rules);
  const onDiscard = r.waits.filter((w) => w.discard.enough).length;
  const bySelf = r.waits.filter((w) => w.selfDrawn.enough).length;
  const head = t.waits.readyHead(n, unseenOf(r.waits));
  if (onDiscard === 0 && bySelf === 0) {
    return `${color.green.bold(t.waits.ready)}  ${head}${t.waits.then}${color.yellow.bold(t.waits.noneReaches(min))}`;
  }
  return `${color.green.bold(t.waits.ready)}  ${head}${t.waits.then}${t.waits.reaching(min, onDiscard, bySelf, n)}`;
}

/**
 * One wait of a ready discard, read like the 13-tile table's rows: the tile with its
 * unseen copies, then the fan points on a discard and self-drawn, each marked when it
 * does not reach the minimum (8 in MCR): `9d ×2: discard 14, self-drawn 16`, `6d ×4: discard 6 (under 8), self-drawn 8`.
 */
function waitText(w: WaitJson, color: ChalkInstance, min: number): string {
  const pts = (label: string, x: WinJson) => `${label} ${x.fanPoints}${x.enough ? '' : ` ${color.yellow(`(under ${min})`)}`}`;
  return `${w.tile} ×${w.unseen}: ${pts('discard', w.discard)}, ${pts('self-drawn', w.selfDrawn)}`;
}

function discardTable(discards: readonly DiscardJson[], color: ChalkInstance, width: number, min: number): string {
  const rows: string[][] = [];
  for (const d of discards) {
    let then: string;
    if (d.distance === 0) {
      // One wait a line, so that each reads on its own.
      then = d.waits.map((w, k) => `${k === 0 ? 'waits' : 'and'} ${waitText(w, color, min)}`).join('\n');
    } else {
      then = `closer on ${plural(d.draws.length, 'draw')} (${unseenOf(d.draws)} unseen): ${drawsText(d.draws)}`;
    }
    rows.push([d.tile, d.distance === 0 ? color.green('ready') : String(d.distance), then]);
  }
  const head = ['Discard', 'Distance', 'Then'];
  const colWidths = fitColumns([head, ...rows], width, [2], 10);
  if (width === Infinity) colWidths[2] = 64;
  const t = new Table({
    head: head.map((h) => color.bold(h)),
    colAligns: ['left', 'right', 'left'],
    colWidths,
    wordWrap: true,
    style: { head: [], border: [], compact: true },
  });
  for (const row of rows) t.push(row);
  return t.toString();
}

export interface WaitsTextOptions {
  /** One line per hand (for batch runs) instead of the full screen. */
  compact?: boolean;
  /** Terminal cells a line may take (format/width.ts's terminalWidth()); unlimited when not given. */
  width?: number;
  /** The words (i18n/, the run's language); English when not given. The 14-tile screen stays English (mcr advise gives it). */
  t?: Catalog;
}

/** One hand's waits as a compact line: the hand, then each wait with its points both ways. */
function compactLine(r: WaitsOk, color: ChalkInstance, width: number, t: Catalog): string {
  return wrap(compactText(r, color, t), width, 4).join('\n');
}

function compactText(r: WaitsOk, color: ChalkInstance, t: Catalog): string {
  const hand = writeHand(r.hand);
  if (r.tiles === 14) {
    const best = r.discards.filter((d) => d.distance === r.distance).map((d) => d.tile);
    return `${hand}  ${r.ready ? color.green('discard for ready') : `best discard leaves ${r.distance}`}: ${best.join(' ')}`;
  }
  if (!r.ready) return `${hand}  ${color.yellow(t.waits.compactNotReady(r.distance))}  ${t.waits.compactDraws} ${drawsText(r.draws)}`;
  const ws = r.waits.map((w) => {
    const s = `${w.tile}×${w.unseen} ${w.discard.fanPoints}/${w.selfDrawn.fanPoints}`;
    return w.discard.enough || w.selfDrawn.enough ? s : `${s} ${color.yellow(t.waits.notEnough)}`;
  });
  return `${hand}  ${color.green(t.waits.ready)}  ${ws.join(t.waits.fanSep)}`;
}

/** The screen for one result: a reading error with its caret, or the analysis. */
export function formatWaitsText(r: WaitsResult, color: ChalkInstance, opts: WaitsTextOptions = {}): string {
  // The waits codes (tile-count, win-option) are printed like the reader's own.
  const width = opts.width ?? Infinity;
  const t = r.ok && r.tiles === 14 ? en : (opts.t ?? en);
  if (!r.ok) return formatError(r.input, r.error as ReadError, color, width, t);
  if (opts.compact) return compactLine(r, color, width, t);
  const L = t.waits.labelWidth;
  const label = (s: string) => color.bold(s + ' '.repeat(Math.max(0, L - textWidth(s))));
  /** Lines of text within the width, the next ones indented under the first's text. */
  const fit = (text: string, indent = L, first = '') => wrap(text, width, indent, first).join('\n');
  const out: string[] = [fit(writeHand(r.hand), L, label(t.waits.hand)), `${label(t.waits.rules)}${r.rules}`];

  if (r.tiles === 14) {
    out.push(fit('14: one is to be discarded', 15, label('Tiles')));
    const best = r.ready ? color.green.bold('a discard leaves it READY') : `the best discard leaves it ${plural(r.distance, 'tile')} from ready`;
    out.push(fit(best, 15, label('Best')));
    if (r.complete) out.push(color.green.bold('These 14 tiles already make a complete hand: score them with mcr.'));
    out.push('', discardTable(r.discards, color, width, minimumOf(r.rules)));
    out.push(fit(color.dim(`waits: the winning tile ×N copies unseen, then its fan points won on a discard and self-drawn; (under ${minimumOf(r.rules)}): short of the ${minimumOf(r.rules)}-point minimum. draws: tile ×N unseen.`), 2));
  } else if (r.ready) {
    out.push('', fit(readySummary(r, color, t), t.waits.readyIndent), '', waitsTable(r, color, width, t));
    out.push(fit(color.dim(t.waits.tileNote), 2));
    out.push(fit(color.dim(t.waits.minimumNote(minimumOf(r.rules))), 2));
  } else {
    out.push(
      '',
      fit(`${color.yellow.bold(t.waits.notReady)}  ${t.waits.fromReady(r.distance, shapesLine(r.shapes, t))}`, t.waits.notReadyIndent),
      fit(t.waits.draws(r.draws.length, unseenOf(r.draws), drawsText(r.draws)), L, label(t.waits.closerOn)),
    );
  }
  for (const n of r.notes) out.push(fit(color.dim(t.waits.note(t.waits.noteText(n))), 6));
  return out.join('\n');
}
