/**
 * `mcr waits` as text: the screen for one hand (cli-table3 tables; colour only from
 * the chalk instance passed in, so `new Chalk({ level: 0 })` gives plain text), or
 * one compact line per hand for a batch. Reading errors as the scorer prints them.
 */
import type { ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import type { ReadError } from '../errors.js';
import { formatError } from '../format/text.js';
import type { ShapeDistances } from './distance.js';
import type { DiscardJson, DrawJson, WaitsHandJson, WaitsOk, WaitsResult, WinJson } from './types.js';

const SUIT = /^([1-9])([bcd])$/;

/** Tile codes the notation's way: runs of one suit as digits and the letter ("147b258c"). */
function writeTiles(codes: readonly string[]): string {
  const out: string[] = [];
  let run = '';
  let suit = '';
  for (const code of codes) {
    const m = SUIT.exec(code);
    if (m && m[2] === suit) {
      run += m[1];
      continue;
    }
    if (suit) out.push(run + suit);
    if (m) {
      run = m[1];
      suit = m[2];
    } else {
      suit = '';
      out.push(code);
    }
  }
  if (suit) out.push(run + suit);
  // Honors of one kind together: "E E E" → "EEE".
  const merged: string[] = [];
  for (const g of out) {
    const prev = merged[merged.length - 1];
    if (prev && g.length === 1 && prev[0] === g && /^[ESWNRGP]+$/.test(prev)) merged[merged.length - 1] = prev + g;
    else merged.push(g);
  }
  return merged.join(' ');
}

const ORDER = (code: string): number => {
  const m = SUIT.exec(code);
  return m ? 'bcd'.indexOf(m[2]) * 9 + Number(m[1]) - 1 : 27 + 'ESWNRGP'.indexOf(code);
};

/** The hand as read: melds, the concealed tiles sorted, the options given. */
function writeHand(h: WaitsHandJson): string {
  const parts = h.melds.map((m) => {
    const body = writeTiles(m.tiles).replace(/ /g, '');
    return m.concealed ? `(${body})` : `[${body}]`;
  });
  parts.push(writeTiles([...h.concealed].sort((a, b) => ORDER(a) - ORDER(b))));
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

const SHAPE_LABELS: [keyof ShapeDistances, string][] = [
  ['regular', 'four sets and a pair'],
  ['sevenPairs', 'seven pairs'],
  ['thirteenOrphans', 'thirteen orphans'],
  ['honorsAndKnitted', 'honors and knitted'],
  ['knittedStraight', 'knitted straight'],
];

function shapesLine(s: ShapeDistances): string {
  return SHAPE_LABELS.filter(([k]) => s[k] !== null)
    .map(([k, label]) => `${label} ${s[k]}`)
    .join(', ');
}

function fansText(w: WinJson): string {
  if (w.fans.length === 0) return '-';
  return w.fans.map((f) => `${f.name} ${f.points}${f.count > 1 ? `×${f.count}` : ''}`).join(', ');
}

function drawsText(draws: readonly DrawJson[]): string {
  return draws.map((d) => `${d.tile}×${d.unseen}`).join(' ');
}

const unseenOf = (xs: readonly { unseen: number }[]): number => xs.reduce((n, x) => n + x.unseen, 0);

function waitsTable(r: WaitsOk, color: ChalkInstance): string {
  const flowers = r.hand.flowers > 0;
  const head = ['Tile', 'Unseen', 'Win', 'Points', ...(flowers ? ['Total'] : []), '8+', 'Receives', 'Fans'];
  const align: ('left' | 'right')[] = ['left', 'right', 'left', 'right', ...(flowers ? ['right' as const] : []), 'left', 'right', 'left'];
  const widths: (number | null)[] = head.map((h) => (h === 'Fans' ? 44 : null));
  const t = new Table({
    head: head.map((h) => color.bold(h)),
    colAligns: align,
    colWidths: widths,
    wordWrap: true,
    style: { head: [], border: [], compact: true },
  });
  for (const w of r.waits) {
    const row = (way: string, x: WinJson) => [
      way,
      String(x.fanPoints),
      ...(flowers ? [String(x.total)] : []),
      x.enough ? color.green('yes') : color.yellow.bold('NOT ENOUGH'),
      x.received === null ? color.dim('-') : color.green(signed(x.received)),
      fansText(x),
    ];
    t.push([{ content: w.tile, rowSpan: 2 }, { content: String(w.unseen), rowSpan: 2 }, ...row('discard', w.discard)]);
    t.push(row('self-drawn', w.selfDrawn));
  }
  return t.toString();
}

function readySummary(r: WaitsOk, color: ChalkInstance): string {
  const n = r.waits.length;
  const onDiscard = r.waits.filter((w) => w.discard.enough).length;
  const bySelf = r.waits.filter((w) => w.selfDrawn.enough).length;
  const head = `${plural(n, 'winning tile')}, ${plural(unseenOf(r.waits), 'copy', 'copies')} unseen`;
  if (onDiscard === 0 && bySelf === 0) {
    return `${color.green.bold('READY')}  ${head}; ${color.yellow.bold('none reaches 8 points either way')}`;
  }
  return `${color.green.bold('READY')}  ${head}; reaching 8: ${onDiscard} of ${n} on a discard, ${bySelf} of ${n} by self-draw`;
}

function discardTable(discards: readonly DiscardJson[], color: ChalkInstance): string {
  const t = new Table({
    head: ['Discard', 'Distance', 'Then'].map((h) => color.bold(h)),
    colAligns: ['left', 'right', 'left'],
    colWidths: [null, null, 64],
    wordWrap: true,
    style: { head: [], border: [], compact: true },
  });
  for (const d of discards) {
    let then: string;
    if (d.distance === 0) {
      then =
        'waits ' +
        d.waits
          .map((w) => {
            const pts = `${w.tile}×${w.unseen} ${w.discard.fanPoints}/${w.selfDrawn.fanPoints}`;
            return w.discard.enough || w.selfDrawn.enough ? pts : `${pts} ${color.yellow('not enough')}`;
          })
          .join(', ');
    } else {
      then = `closer on ${plural(d.draws.length, 'draw')} (${unseenOf(d.draws)} unseen): ${drawsText(d.draws)}`;
    }
    t.push([d.tile, d.distance === 0 ? color.green('ready') : String(d.distance), then]);
  }
  return t.toString();
}

export interface WaitsTextOptions {
  /** One line per hand (for batch runs) instead of the full screen. */
  compact?: boolean;
}

/** One hand's waits as a compact line: the hand, then each wait with its points both ways. */
function compactLine(r: WaitsOk, color: ChalkInstance): string {
  const hand = writeHand(r.hand);
  if (r.tiles === 14) {
    const best = r.discards.filter((d) => d.distance === r.distance).map((d) => d.tile);
    return `${hand}  ${r.ready ? color.green('discard for ready') : `best discard leaves ${r.distance}`}: ${best.join(' ')}`;
  }
  if (!r.ready) return `${hand}  ${color.yellow(`NOT READY (${r.distance} from ready)`)}  draws ${drawsText(r.draws)}`;
  const ws = r.waits.map((w) => {
    const s = `${w.tile}×${w.unseen} ${w.discard.fanPoints}/${w.selfDrawn.fanPoints}`;
    return w.discard.enough || w.selfDrawn.enough ? s : `${s} ${color.yellow('not enough')}`;
  });
  return `${hand}  ${color.green('READY')}  ${ws.join(', ')}`;
}

/** The screen for one result: a reading error with its caret, or the analysis. */
export function formatWaitsText(r: WaitsResult, color: ChalkInstance, opts: WaitsTextOptions = {}): string {
  // The waits codes (tile-count, win-option) are printed like the reader's own.
  if (!r.ok) return formatError(r.input, r.error as ReadError, color);
  if (opts.compact) return compactLine(r, color);
  const label = (s: string) => color.bold(s.padEnd(15));
  const out: string[] = [`${label('Hand')}${writeHand(r.hand)}`, `${label('Rules')}${r.rules}`];

  if (r.tiles === 14) {
    out.push(`${label('Tiles')}14: one is to be discarded`);
    const best = r.ready ? color.green.bold('a discard leaves it READY') : `the best discard leaves it ${plural(r.distance, 'tile')} from ready`;
    out.push(`${label('Best')}${best}`);
    if (r.complete) out.push(color.green.bold('These 14 tiles already make a complete hand: score them with mcr.'));
    out.push('', discardTable(r.discards, color));
    out.push(color.dim('waits: tile×unseen points on a discard/by self-draw; draws: tile×unseen'));
  } else if (r.ready) {
    out.push('', readySummary(r, color), '', waitsTable(r, color));
    out.push(color.dim('Unseen: 4 minus the copies in this hand (discards and others’ melds are not known).'));
    out.push(color.dim('8+: the fan points, flowers not counted, reach the minimum of 8.'));
  } else {
    out.push(
      '',
      `${color.yellow.bold('NOT READY')}  ${plural(r.distance, 'tile')} from ready (${shapesLine(r.shapes)})`,
      `${label('Closer on')}${plural(r.draws.length, 'tile')}, ${plural(unseenOf(r.draws), 'copy', 'copies')} unseen: ${drawsText(r.draws)}`,
    );
  }
  for (const n of r.notes) out.push(color.dim(`Note: ${n}`));
  return out.join('\n');
}
