/**
 * The referee's screen, the answer first: the verdict with the total and who pays
 * what; the hand as read, with every assumption (typed or default) spelled out; the
 * fans, the fans not counted and what excludes each; the arrangement; the points. Colour comes only from the
 * chalk instance passed in, so `new Chalk({ level: 0 })` gives plain text; the tables
 * draw their borders with box-drawing characters, readable without colour.
 */
import type { ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import type { ReadError } from '../errors.js';
import { FANS } from '../fans/table.js';
import { PENALTY } from '../payments.js';
import type { Hand } from '../hand/types.js';
import { DEFAULT_RULES, minimumOf } from '../rules/profiles.js';
import { canonical } from '../notation/format.js';
import { assumptions } from './assumptions.js';
import { cells, fill, fitColumns, textWidth, wrap } from './width.js';
import type { HandJson, ScoreOk, ScoreResult, SetJson } from '../result.js';
import { dependence, type AssumedOption, type Dependence } from '../assumed.js';
import { parseLine } from '../notation/parse.js';
import { scoreHand } from '../score.js';
import { tileFromCode } from '../tiles.js';
import { writeSet, writeTiles } from './tiles.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';

export interface TextOptions {
  color: ChalkInstance;
  /** One line per hand (for batch runs) instead of the full screen. */
  compact?: boolean;
  /** The input in canonical notation; written from r.hand when not given. */
  canonical?: string;
  /** Terminal cells a line may take (format/width.ts's terminalWidth()); unlimited when not given. */
  width?: number;
  /** The rule profile was named (--rules, MCR_RULES); otherwise it is shown as the default. */
  rulesGiven?: boolean;
  /** compact: where the line came from ("line 4"), written first. */
  place?: string;
  /** The words (i18n/); English when not given. */
  t?: Catalog;
}

// ---------------------------------------------------------------- notation

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

/** Cells of one character of the input line (a tab counted as up to 8). */
const charCells = (ch: string): number => (ch === '\t' ? 8 : cells(ch.codePointAt(0) ?? 0));

/**
 * The part of the input shown: all of it when it fits `room` cells, else a window
 * around the caret's index with … where it is cut. Returns the characters shown,
 * and how many of them come before the caret.
 */
function inputWindow(chars: string[], at: number, room: number): { shown: string[]; before: number } {
  const total = chars.reduce((n, ch) => n + charCells(ch), 0);
  if (total <= room) return { shown: chars, before: at };
  let from = Math.min(at, chars.length);
  let to = from;
  let used = 2; // the two …
  // Grow the window around the caret, one character each side in turn.
  for (let grew = true; grew; ) {
    grew = false;
    if (to < chars.length && used + charCells(chars[to]) <= room) {
      used += charCells(chars[to++]);
      grew = true;
    }
    if (from > 0 && used + charCells(chars[from - 1]) <= room) {
      used += charCells(chars[--from]);
      grew = true;
    }
  }
  const shown = [...(from > 0 ? ['…'] : []), ...chars.slice(from, to), ...(to < chars.length ? ['…'] : [])];
  return { shown, before: at - from + (from > 0 ? 1 : 0) };
}

/**
 * The input with a caret under the column the error points at (1-based, in code
 * points), then the message. Tabs are kept in the caret line so it lines up. Within
 * `width` (unlimited when not given): a long input shows the part around the caret,
 * the message wraps.
 */
export function formatError(input: string, error: ReadError, color: ChalkInstance, width = Infinity, t: Catalog = en): string {
  const lines: string[] = [];
  const chars = Array.from(printable(input));
  const at = error.column === null ? chars.length : Math.max(0, Math.min(error.column - 1, chars.length));
  const { shown, before } = inputWindow(chars, at, width - 3);
  lines.push(`  ${shown.join('')}`);
  if (error.column !== null) {
    const pad = shown
      .slice(0, before)
      .map((ch) => (ch === '\t' ? '\t' : ' '.repeat(cells(ch.codePointAt(0) ?? 0))))
      .join('');
    lines.push(`  ${pad}${color.red.bold('^')}`);
  }
  const message = `${t.readError(error.code, error.message)} ${color.dim(`(${error.code})`)}`;
  const label = t.screen.error.trimEnd();
  lines.push(...wrap(message, width, 2, `${color.red.bold(label)}${t.screen.error.slice(label.length)}`));
  return lines.join('\n');
}

// ---------------------------------------------------------------- the screen

/** A special shape's name (a fan's English name, set by the scorer) in the catalog's language. */
const specialName = (name: string, t: Catalog): string => {
  const fan = Object.values(FANS).find((f) => f.name === name);
  return fan ? t.fan(fan) : t.screen.shape(name);
};

/** A note in the catalog's words (its code says which). */
const noteText = (r: ScoreOk, n: NonNullable<ScoreOk['notes']>[number], t: Catalog): string =>
  n.code === 'winning-tile-taken' ? t.screen.winningTileTaken(r.hand.winningTile, n.message) : n.message;

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));


/** Who pays what, in words, from the payment rows; for a win, after the winning tile and how it came. */
function whoPays(r: ScoreOk, t: Catalog): string {
  const me = r.hand.seatWind;
  if (r.verdict !== 'win') {
    const penalty = PENALTY[r.verdict];
    return t.screen.paysEach(me, penalty);
  }
  const losers = r.payments.filter((p) => p.amount < 0);
  if (r.hand.win === 'wall') {
    const amounts = new Set(losers.map((p) => -p.amount));
    const each = amounts.size === 1 ? t.screen.each([...amounts][0]) : t.screen.eachList(losers.map((p) => `${t.wind(p.seat ?? '?')} ${-p.amount}`));
    return t.screen.selfDrawnPays(r.hand.winningTile, me, t.list(losers.map((p) => t.wind(p.seat ?? '?'))), each);
  }
  const d = losers.find((p) => p.role === 'discarder');
  const others = losers.filter((p) => p.role !== 'discarder');
  const otherAmount = others.length > 0 ? -others[0].amount : 0;
  if (!d || d.seat === null) {
    return t.screen.discardNotNamedPays(r.hand.winningTile, d ? String(-d.amount) : '?', otherAmount);
  }
  return t.screen.discardPays(r.hand.winningTile, d.seat, -d.amount, t.list(others.map((p) => t.wind(p.seat ?? '?'))), otherAmount);
}

// ---------------------------------------------------------------- what was assumed

/**
 * What the result depends on among the defaults (assumed.ts), in detail: null when it
 * depends on none. Worked out again here, by the same module and the scorer, only for
 * a result whose `assumed` is not empty.
 */
function dependenceOf(r: ScoreOk): Dependence | null {
  if (!r.assumed || r.assumed.length === 0) return null;
  const p = parseLine(r.input);
  if (!p.ok) return null;
  return dependence(p.hand, r, (h) => scoreHand(h, r.input, { rules: r.rules }));
}

/** "seat E", "round S": an assumed option with the value the score took. */
const assumedValue = (r: ScoreOk, o: AssumedOption, t: Catalog): string => t.screen.assumedValue(o, o === 'seat' ? r.hand.seatWind : r.hand.prevalentWind);

/** "only if seat E and round E: give +seat/+round" when the defaults decide the verdict, else ''. */
function onlyIf(r: ScoreOk, dep: Dependence | null, t: Catalog, short = false): string {
  if (!dep || dep.verdict.length === 0) return '';
  const values = t.list(dep.verdict.map((o) => assumedValue(r, o, t)));
  return short ? t.screen.onlyIf(values) : t.screen.onlyIfGive(values, dep.verdict.map((o) => `+${o}`).join('/'));
}

/** A counted fan's name, with the defaults that make it: "Seat Wind (seat E assumed)". */
function fanName(r: ScoreOk, dep: Dependence | null, id: string, name: string, t: Catalog): string {
  const by = dep?.fans.get(id as never);
  return by ? t.screen.assumedFan(name, t.list(by.map((o) => assumedValue(r, o, t)))) : name;
}

/** How the winning tile came: "won on 5d, on a discard", "won on 9d, self-drawn" ("claimed on" for no winning hand). */
export function wonOn(r: ScoreOk, t: Catalog = en): string {
  const h = r.hand;
  let how: string;
  if (h.win === 'wall') how = h.kong ? t.screen.selfDrawnKong : t.screen.selfDrawn;
  else if (h.kong) how = t.screen.robbingKong(h.discarder);
  else how = t.screen.onDiscard(h.discarder);
  how += h.wallLast ? t.screen.lastOfWall : '';
  return r.verdict === 'not-a-winning-hand' ? t.screen.claimedOn(h.winningTile, how) : t.screen.wonOn(h.winningTile, how);
}

/** The first line: the verdict, the total and who pays what (why, for a false claim). */
export function verdictLine(r: ScoreOk, color: ChalkInstance, dep: Dependence | null = null, t: Catalog = en): string {
  const only = onlyIf(r, dep, t);
  const s = t.screen;
  switch (r.verdict) {
    case 'win':
      return `${color.green.bold(s.win(r.total))}${only}${s.dash}${whoPays(r, t)}`;
    case 'below-minimum': {
      const flowers = r.total - r.fanPoints;
      const note = flowers > 0 ? s.flowersDoNotCount(flowers) : '';
      return `${color.yellow.bold(s.belowMinimum(r.fanPoints, minimumOf(r.rules)))}${note}${only}${s.dash}${s.falseClaimOn(r.hand.winningTile)}${s.colon}${whoPays(r, t)}`;
    }
    case 'not-a-winning-hand': {
      const verdict = color.red.bold(s.notWinning);
      const reason = s.reason(r.reasonCode, r.reason);
      if (r.reasonCode === 'tile-count') {
        return `${verdict}${s.dash}${reason}${s.colon}${color.bold(s.checkTiles)}${s.ifClaimStands(whoPays(r, t))}`;
      }
      return `${verdict}${s.dash}${reason}${s.dash}${s.falseClaimOn(r.hand.winningTile)}${s.colon}${whoPays(r, t)}`;
    }
  }
}

/** The short verdict of a batch line: `WIN 11`, `BELOW MINIMUM 3 of 8`, `NOT A WINNING HAND (tile count)`. */
function shortVerdict(r: ScoreOk, color: ChalkInstance, dep: Dependence | null, t: Catalog): string {
  switch (r.verdict) {
    case 'win':
      return color.green.bold(t.screen.win(r.total)) + onlyIf(r, dep, t, true);
    case 'below-minimum':
      return color.yellow.bold(t.screen.belowMinimum(r.fanPoints, minimumOf(r.rules))) + onlyIf(r, dep, t, true);
    case 'not-a-winning-hand':
      return color.red.bold(`${t.screen.notWinning}${r.reasonCode === 'tile-count' ? t.screen.tileCountShort : ''}`);
  }
}

/** The verdict in the Total line, after the total. */
const VERDICT_WORDS: Record<ScoreOk['verdict'], (color: ChalkInstance, t: Catalog) => string> = {
  win: (color, t) => color.green.bold(t.screen.verdictWin),
  'below-minimum': (color, t) => color.yellow.bold(t.screen.verdictBelow),
  'not-a-winning-hand': (color, t) => color.red.bold(t.screen.notWinning),
};

const payLine = (r: ScoreOk, t: Catalog): string => r.payments.map((p) => `${p.seat === null ? t.screen.role(p.role) : t.wind(p.seat)} ${signed(p.amount)}`).join(' ');

/** "Seat Wind 2 (seat E assumed)", "Pung of Terminals or Honors 1x2". */
const fanItem = (r: ScoreOk, dep: Dependence | null, f: ScoreOk['fans'][number], t: Catalog): string => {
  const points = `${f.points}${f.count > 1 ? `x${f.count}` : ''}`;
  const by = dep?.fans.get(f.id);
  return by ? t.screen.assumedFan(`${t.fan(f)} ${points}`, t.list(by.map((o) => assumedValue(r, o, t)))) : `${t.fan(f)} ${points}`;
};

const fanList = (r: ScoreOk, dep: Dependence | null, t: Catalog): string => t.screen.fanList(r.fans.map((f) => fanItem(r, dep, f, t)));

/**
 * One hand on one line (batch runs, --compact): the hand, the verdict and total, the
 * winning tile and how it came, the payments, the fans. What does not fit the width goes on
 * indented lines below. `place` (a batch's "line 4") comes first when given.
 */
function compactLine(r: ScoreOk, shown: string, color: ChalkInstance, width: number, t: Catalog, place?: string): string {
  const dep = dependenceOf(r);
  const pieces = [shown, shortVerdict(r, color, dep, t), wonOn(r, t), color.dim(`[${payLine(r, t)}]`)];
  if (place !== undefined) pieces.unshift(color.bold(place));
  if (r.verdict !== 'not-a-winning-hand') pieces.push(fanList(r, dep, t) || t.screen.noFans);
  for (const n of r.notes ?? []) pieces.push(color.yellow(t.screen.note(noteText(r, n, t))));
  return fill(pieces, width).join('\n');
}

const table = (head: string[], align: ('left' | 'right')[], color: ChalkInstance, colWidths: number[]) =>
  new Table({
    head: head.map((h) => color.bold(h)),
    colAligns: align,
    colWidths,
    wordWrap: true,
    style: { head: [], border: [], compact: true, 'padding-left': 1, 'padding-right': 1 },
  });

/**
 * The fans: one row per counted fan (name, xN when counted more than once, 中文,
 * points) and, when any fan was set aside, a last column with the fans each counted
 * fan excludes (xN when it set aside more than one), so a referee reads "Prevalent
 * Wind 2, not counted with it: Pung of Terminals or Honors 1" on one row. A fan that
 * a default makes says so: "Seat Wind (seat E assumed)". When the table can not fit
 * the width without cutting a word (a narrow screen), the same as a list that wraps.
 */
function fansTable(r: ScoreOk, dep: Dependence | null, color: ChalkInstance, width: number, t: Catalog): string {
  const excludedBy = new Map<string, string[]>();
  for (const e of r.excluded) {
    const list = excludedBy.get(e.by) ?? [];
    list.push(`${t.fan(e)} ${e.points}${e.count > 1 ? `x${e.count}` : ''}`);
    excludedBy.set(e.by, list);
  }
  const withExcluded = r.excluded.length > 0;
  const s = t.screen;
  const head = [s.fan, s.otherLanguage, s.points, ...(withExcluded ? [s.notCountedWith] : [])];
  const rows: string[][] = r.fans.map((f) => {
    const name = fanName(r, dep, f.id, t.fan(f), t);
    return [
      f.count > 1 ? `${name} x${f.count}` : name,
      t.fanOther(f),
      f.count > 1 ? `${f.points}x${f.count} = ${f.points * f.count}` : String(f.points),
      ...(withExcluded ? [t.screen.fanList(excludedBy.get(f.id) ?? [])] : []),
    ];
  });
  // Exclusions by a fan not in the list (never expected): a row of their own.
  for (const [by, list] of excludedBy) {
    const fan = FANS[by as keyof typeof FANS];
    if (!r.fans.some((f) => f.id === by)) rows.push([fan ? t.fan(fan) : by, '', '', t.screen.fanList(list)]);
  }
  const align: ('left' | 'right')[] = ['left', 'left', 'right', 'left'];
  const colWidths = fitColumns([head, ...rows], width, withExcluded ? [3, 0] : [0, 1], 8);
  // The second language's names (English under zh) are not broken across lines: whole, as one word.
  const whole = (row: readonly string[]) => row.map((cell, i) => (i === 1 ? cell.replace(/ /g, '_') : cell));
  if (!wordsFit([head, ...rows].map(whole), colWidths, width)) return fansList(rows, color, width, t);
  const tb = table(head, align.slice(0, head.length), color, colWidths);
  for (const row of rows) tb.push(withExcluded ? [...row.slice(0, 3), color.dim(row[3])] : row);
  return tb.toString();
}

/** Every word of every cell fits its column (colWidths count one cell of padding each side), and the table the width. */
export function wordsFit(rows: readonly (readonly string[])[], colWidths: readonly number[], width: number): boolean {
  if (colWidths.reduce((a, b) => a + b, 0) + colWidths.length + 1 > width) return false;
  return rows.every((row) => row.every((cell, i) => cell.split(/\s+/).every((word) => textWidth(word) <= colWidths[i] - 2)));
}

/** The fans table's rows as a list for a narrow screen: "Fan 中文 points; not counted with it: …", wrapped. */
function fansList(rows: readonly string[][], color: ChalkInstance, width: number, t: Catalog): string {
  const out = [color.bold(t.screen.fans)];
  for (const [name, other, points, excluded] of rows) {
    const text = `${name} ${other.replace(/ /g, '\u00a0')} ${points}` + (excluded ? color.dim(t.screen.notCountedWithList(excluded)) : '');
    out.push(...wrap(text, width, 4, '  '));
  }
  return out.join('\n');
}

export function formatText(r: ScoreResult, opts: TextOptions): string {
  const { color } = opts;
  const t = opts.t ?? en;
  const s = t.screen;
  const width = opts.width ?? Infinity;
  if (!r.ok) return formatError(r.input, r.error, color, width, t);
  const shown = opts.canonical ?? canonical(handFromJson(r.hand));
  if (opts.compact) return compactLine(r, shown, color, width, t, opts.place);

  const dep = dependenceOf(r);
  const LABEL = s.labelWidth;
  const labelled = (label: string, text: string) => wrap(text, width, LABEL, color.bold(label + ' '.repeat(Math.max(0, LABEL - textWidth(label))))).join('\n');
  const out: string[] = [wrap(verdictLine(r, color, dep, t), width, 2).join('\n'), labelled(s.hand, shown)];
  const rulesGiven = opts.rulesGiven ?? r.rules !== DEFAULT_RULES;
  const a = assumptions(r.input, r.hand, r.rules, rulesGiven, r.assumed, t);
  if (a.given.length > 0) out.push(labelled(s.given, t.screen.fanList(a.given)));
  if (a.defaults.length > 0) out.push(labelled(s.defaults, t.screen.fanList(a.defaults)));
  for (const n of r.notes ?? []) out.push(labelled(s.noteLabel, color.yellow(noteText(r, n, t))));

  if (r.fans.length || r.excluded.length) out.push(fansTable(r, dep, color, width, t));
  if (r.arrangement.length) out.push(labelled(s.sets, writeArrangement(r.arrangement.map((x) => (x.name ? { ...x, name: specialName(x.name, t) } : x)))));
  out.push(labelled(s.net, payLine(r, t)));
  // The verdict again in the last line, so that it is on screen whatever the height.
  const flowers = r.total - r.fanPoints;
  const sum = r.verdict === 'not-a-winning-hand' ? '' : s.sum(r.fanPoints, flowers);
  out.push(labelled(s.total, `${color.bold(String(r.total))}${s.colon}${VERDICT_WORDS[r.verdict](color, t)}${sum}`));
  return out.join('\n');
}
