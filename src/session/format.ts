/**
 * The session score sheet as text (cli-table3 tables; colour only from the chalk
 * instance given) or as JSON (schema "mcr-session/1"), and the log's errors with a
 * caret under the column, as the batch mode shows reading errors.
 */
import type { ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import type { ErrorCode } from '../errors.js';
import { asciiJson } from '../format/ascii-json.js';
import { formatJson } from '../format/json.js';
import { formatError } from '../format/text.js';
import { MINIMUM_POINTS } from '../score.js';
import { HANDS_PER_SESSION } from './winds.js';
import type { HandEntry, SessionError, SessionResult } from './types.js';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** Table points with at most two decimals: 4, 1.5, 1.75, 2.33 (7/3). */
export const formatTablePoints = (n: number): string =>
  Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, '');

const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** What happened on the line, in a few words. */
export function describeEntry(e: HandEntry): string {
  switch (e.kind) {
    case 'win':
      return e.how === 'self' ? 'self-drawn' : `from ${e.from}`;
    case 'draw':
      return 'draw';
    case 'false': {
      const what =
        e.verdict === 'below-minimum' ? `${e.score?.fanPoints ?? 0} of ${MINIMUM_POINTS} points` : 'no winning hand';
      return `false: ${what}, pays ${e.penalty} each`;
    }
    case 'foul': {
      const f = e.foul as { kind: string; count: number };
      return `foul ${f.kind} ${ordinal(f.count)}: ${e.penalty ? `pays ${e.penalty} each` : 'warning'}`;
    }
    case 'pay':
      return `pays ${e.amount} to ${e.to} (referee)`;
  }
}

const table = (head: string[], align: ('left' | 'right')[], color: ChalkInstance) =>
  new Table({
    head: head.map((h) => color.bold(h)),
    colAligns: align,
    style: { head: [], border: [], compact: true },
  });

export function formatSessionText(r: SessionResult, color: ChalkInstance): string {
  const out: string[] = [];
  if (r.players.length === 0) {
    out.push('No score sheet: the log has no players line.');
    return out.join('\n');
  }
  const letters = ['A', 'B', 'C', 'D'];
  out.push(
    `${color.bold('Players'.padEnd(15))}${r.players.map((n, i) => `${letters[i]} ${n}`).join(', ')}  (East, South, West, North at hand 1)`,
    `${color.bold('Rules'.padEnd(15))}${r.rules}`,
    '',
  );

  // Column widths inside each player's cell, so signs and totals line up.
  const changeWidth = Math.max(1, ...r.hands.flatMap((h) => r.players.map((p) => signed(h.changes[p]).length)));
  const totalWidth = Math.max(1, ...r.hands.flatMap((h) => r.players.map((p) => String(h.running[p]).length)));

  const sheet = table(
    ['Hand', 'Round', 'Player', 'What', 'Points', ...r.players],
    ['right', 'left', 'left', 'left', 'right', ...r.players.map((): 'right' => 'right')],
    color,
  );
  for (const h of r.hands) {
    const what = describeEntry(h);
    const shown =
      h.kind === 'false' || (h.kind === 'foul' && h.penalty) || h.kind === 'pay'
        ? color.yellow(what)
        : h.kind === 'foul'
          ? color.dim(what)
          : what;
    const cells = r.players.map((p) => {
      const c = h.changes[p];
      const change = signed(c).padStart(changeWidth);
      const colored = c > 0 ? color.green(change) : c < 0 ? color.red(change) : color.dim(change);
      return `${h.seats[p]} ${colored} ${String(h.running[p]).padStart(totalWidth)}`;
    });
    sheet.push([h.hand, h.prevalent, h.player ?? '-', shown, h.kind === 'win' ? (h.points ?? '') : '', ...cells]);
  }
  if (r.hands.length === 0) out.push('No hand recorded.');
  else out.push(sheet.toString(), color.dim('Each player: seat wind in that hand, change on that line, running total.'));

  const ranking = table(['Rank', 'Player', 'Total', 'Table points'], ['right', 'left', 'right', 'right'], color);
  const order = [...r.players].sort((a, b) => r.ranks[a] - r.ranks[b] || r.players.indexOf(a) - r.players.indexOf(b));
  for (const p of order) {
    const tied = r.players.filter((o) => r.ranks[o] === r.ranks[p]).length > 1;
    ranking.push([`${r.ranks[p]}${tied ? '=' : ''}`, p, r.totals[p], formatTablePoints(r.tablePoints[p])]);
  }
  out.push('', ranking.toString());

  const notes: string[] = [];
  if (r.lastHand > 0 && r.lastHand < HANDS_PER_SESSION) {
    notes.push(`The session stopped after hand ${r.lastHand} of ${HANDS_PER_SESSION}.`);
  }
  if (!r.ok) {
    const lines = new Set(r.errors.map((e) => e.line)).size;
    notes.push(
      color.red.bold(
        `${r.errors.length} error${r.errors.length === 1 ? '' : 's'} in the log (${lines} line${lines === 1 ? '' : 's'}): those lines are not counted, so the totals are incomplete.`,
      ),
    );
  }
  if (notes.length) out.push('', ...notes);
  return out.join('\n');
}

/** Every error of the log: "line N:" then the line with a caret and the message. */
export function formatSessionErrors(r: SessionResult, color: ChalkInstance): string {
  return r.errors.map((e) => formatOneError(e, color)).join('\n');
}

export function formatOneError(e: SessionError, color: ChalkInstance): string {
  // formatError shows any code; its type lists the hand reading codes only.
  const shown = formatError(e.source, { code: e.code as ErrorCode, message: e.message, column: e.column }, color);
  return `line ${e.line}${e.column === null ? '' : `, column ${e.column}`}:\n${shown}`;
}

/** The result as one line of JSON, keys in the documented order. */
export function formatSessionJson(r: SessionResult): string {
  return asciiJson({
    schema: r.schema,
    ok: r.ok,
    rules: r.rules,
    players: r.players,
    lastHand: r.lastHand,
    hands: r.hands.map((h) => ({
      line: h.line,
      hand: h.hand,
      prevalent: h.prevalent,
      seats: h.seats,
      kind: h.kind,
      player: h.player,
      how: h.how,
      from: h.from,
      to: h.to,
      points: h.points,
      verdict: h.verdict,
      penalty: h.penalty,
      foul: h.foul,
      amount: h.amount,
      input: h.input,
      score: h.score ? (JSON.parse(formatJson(h.score)) as unknown) : null,
      changes: h.changes,
      running: h.running,
    })),
    totals: r.totals,
    ranks: r.ranks,
    tablePoints: r.tablePoints,
    errors: r.errors.map((e) => ({ line: e.line, column: e.column, code: e.code, message: e.message, source: e.source })),
  });
}
