/**
 * The session score sheet as text (columns laid out by ./layout.ts to fit a width;
 * colour only from the chalk instance given) or as JSON (schema "mcr-session/1"), and the log's errors with a
 * caret under the column, as the batch mode shows reading errors.
 */
import type { ChalkInstance } from 'chalk';
import type { ErrorCode } from '../errors.js';
import { toJson } from '../format/json-writer.js';
import { SESSION_JSON } from './types.js';
import { formatError } from '../format/text.js';
import { minimumOf } from '../rules/profiles.js';
import { HANDS_PER_SESSION } from './winds.js';
import type { HandEntry, SessionError, SessionResult } from './types.js';
import { displayWidth, MIN_WRAPPED, table, wrap, type Column } from './layout.js';
import { visible } from './visible.js';
import { formatTablePoints } from './table-points.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

export { formatTablePoints };

/** What happened on the line, in a few words (of `t`, English unless given). */
export function describeEntry(e: HandEntry, t: Catalog = en): string {
  const words = t.session;
  switch (e.kind) {
    case 'win':
      return e.how === 'self' ? words.selfDrawn : words.from(visible(String(e.from)));
    case 'draw':
      return words.draw;
    case 'false':
      return e.verdict === 'below-minimum'
        ? words.falseBelow(e.score?.fanPoints ?? 0, minimumOf(e.score?.rules), e.penalty ?? 0)
        : words.falseNoWin(e.penalty ?? 0);
    case 'foul': {
      const f = e.foul as { kind: string; count: number };
      return words.foul(f.kind, f.count, e.penalty ?? 0);
    }
    case 'pay':
      return words.pay(e.amount ?? 0, visible(String(e.to)));
  }
}

/** The width of a sheet when none is given (not a terminal). */
export const DEFAULT_WIDTH = 80;

/**
 * The score sheet as text, no line wider than `width` (columns; the caller takes the
 * terminal's width, or COLUMNS): the players, one line per log line (hand, round,
 * player, what happened, points, and per player the seat wind, the change and the
 * running total), then the ranking and notes. The "What" column wraps when the sheet
 * is too wide; when even that does not fit (a narrow terminal, long names), each log
 * line is written as a short block instead. Linear in the log's length.
 */
export function formatSessionText(
  r: SessionResult,
  color: ChalkInstance,
  width: number = DEFAULT_WIDTH,
  /** The players' names by the players line's words (a tournament's ids): shown beside them. */
  names: Readonly<Record<string, string>> = {},
  /** The words (i18n/, the run's language); English when not given. */
  t: Catalog = en,
): string {
  const words = t.session;
  const W = Math.max(20, Math.floor(width));
  const v = (p: string): string => visible(p);
  const named = (p: string): string => (Object.hasOwn(names, p) && names[p] !== p ? `${v(p)} ${v(names[p])}` : v(p));
  const out: string[] = [];
  const para = (text: string, indent = '  ') => {
    for (const l of wrap(text, W, indent)) out.push(l);
  };
  if (r.players.length === 0) {
    para(words.noPlayers);
    return out.join('\n');
  }
  const letters = ['A', 'B', 'C', 'D'];
  para(words.players(r.players.map((n, i) => `${letters[i]} ${named(n)}`).join(words.playerSep)));
  para(words.rules(r.rules));
  if (r.handedIn) para(words.handedIn(r.players.map((p) => `${v(p)} ${r.handedIn?.[p]}`).join(words.playerSep)));
  out.push('');

  // Widths inside each player's cell, so signs and totals line up.
  let changeWidth = 1;
  let totalWidth = 1;
  for (const h of r.hands) {
    for (const p of r.players) {
      changeWidth = Math.max(changeWidth, signed(h.changes[p]).length);
      totalWidth = Math.max(totalWidth, String(h.running[p]).length);
    }
  }
  const whatColor = (h: HandEntry): ((s: string) => string) =>
    h.kind === 'false' || (h.kind === 'foul' && h.penalty) || h.kind === 'pay'
      ? color.yellow
      : h.kind === 'foul'
        ? color.dim
        : (s) => s;
  const cell = (h: HandEntry, p: string): string => {
    const c = h.changes[p];
    const change = signed(c).padStart(changeWidth);
    const colored = c > 0 ? color.green(change) : c < 0 ? color.red(change) : color.dim(change);
    return `${h.seats[p]} ${colored} ${String(h.running[p]).padStart(totalWidth)}`;
  };
  const points = (h: HandEntry): string => (h.kind === 'win' && h.points !== null ? String(h.points) : '');

  // Whether columns can fit at all, known before any row is made: every column but
  // What has its width from the widths above and the names.
  const cellWidth = 3 + changeWidth + totalWidth;
  const playerWidth = Math.max(6, ...r.players.map((p) => displayWidth(v(p)))); // the Player column holds names or '-'
  const fixed =
    4 + 1 + 2 + 1 + playerWidth + 1 + 3 + r.players.reduce((n, p) => n + 2 + Math.max(cellWidth, displayWidth(v(p))), 0);
  const columnsFit = fixed + 1 + MIN_WRAPPED <= W;

  if (r.hands.length === 0) {
    out.push(words.noHand);
  } else {
    const columns: Column[] = [
      { head: words.hand, align: 'right' },
      { head: words.round, align: 'left' },
      { head: words.player, align: 'left' },
      { head: words.what, align: 'left', wraps: true },
      { head: words.pts, align: 'right' },
      ...r.players.map((p): Column => ({ head: v(p), align: 'right', gap: 2 })),
    ];
    const rows = !columnsFit ? [] : r.hands.map((h) => [
      String(h.hand),
      t.wind(h.prevalent),
      h.player === null ? '-' : v(h.player),
      describeEntry(h, t),
      points(h),
      ...r.players.map((p) => cell(h, p)),
    ]);
    const sheet = columnsFit && table(columns, rows, W, {
      bold: color.bold,
      shade: (row, col, text) => (col === 3 ? whatColor(r.hands[row])(text) : text),
    });
    if (sheet) {
      for (const l of sheet) out.push(l);
    } else {
      // Too narrow for columns: a block per log line.
      for (const h of r.hands) {
        const pts = points(h);
        para(`${h.hand} ${t.wind(h.prevalent)} ${h.player === null ? '-' : v(h.player)}${t.screen.colon}${describeEntry(h, t)}${pts ? words.blockPoints(pts) : ''}`, '    ');
        para('  ' + r.players.map((p) => `${v(p)} ${t.wind(h.seats[p])} ${signed(h.changes[p])} ${h.running[p]}`).join(words.playerSep), '    ');
      }
    }
    for (const l of wrap(words.key, W, '  ')) out.push(color.dim(l));
  }

  const order = [...r.players].sort((a, b) => r.ranks[a] - r.ranks[b] || r.players.indexOf(a) - r.players.indexOf(b));
  const rankRows = order.map((p) => {
    const tied = r.players.filter((o) => r.ranks[o] === r.ranks[p]).length > 1;
    return [`${r.ranks[p]}${tied ? '=' : ''}`, named(p), String(r.totals[p]), formatTablePoints(r.tablePoints[p])];
  });
  const ranking = table(
    [
      { head: words.rank, align: 'right' },
      { head: words.player, align: 'left', gap: 2 },
      { head: words.total, align: 'right', gap: 2 },
      { head: words.tablePoints, align: 'right', gap: 2 },
    ],
    rankRows,
    W,
    { bold: color.bold },
  );
  out.push('');
  if (ranking) for (const l of ranking) out.push(l);
  else for (const [rank, p, total, tp] of rankRows) para(words.rankLine(rank, p, total, tp));

  const notes: string[] = [];
  if (r.lastHand > 0 && r.lastHand < HANDS_PER_SESSION) {
    notes.push(words.stopped(r.lastHand, HANDS_PER_SESSION));
  }
  if (notes.length || !r.ok) out.push('');
  for (const n of notes) para(n);
  if (!r.ok) {
    const lines = new Set(r.errors.map((e) => e.line)).size;
    const text = words.errors(r.errors.length, lines);
    for (const l of wrap(text, W, '  ')) out.push(color.red.bold(l));
  }
  return out.join('\n');
}

/** Every error of the log: "line N:" then the line with a caret and the message, within `width` cells. */
export function formatSessionErrors(r: SessionResult, color: ChalkInstance, width = Infinity, t: Catalog = en): string {
  return r.errors.map((e) => formatOneError(e, color, width, t)).join('\n');
}

export function formatOneError(e: SessionError, color: ChalkInstance, width = Infinity, t: Catalog = en): string {
  // formatError shows any code; its type lists the hand reading codes only. The log's
  // codes and a hand's reading codes alike are the session's words (t.session.error).
  const words: Catalog = { ...t, readError: (_code, message) => t.session.error(e.code, message) };
  const shown = formatError(e.source, { code: e.code as ErrorCode, message: e.message, column: e.column }, color, width, words);
  return `${t.session.errorPlace(e.line, e.column)}\n${shown}`;
}

/** The result as one line of JSON (format/json.ts). */
export const formatSessionJson = (r: SessionResult): string => toJson(SESSION_JSON, r);
