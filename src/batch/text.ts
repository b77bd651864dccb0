/**
 * Batch output as text: one compact line per hand, reading errors with their place,
 * and the summary table. Loaded only in text mode (cli-table3 costs start-up time
 * the JSON path does not need).
 */
import type { ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import type { ReadError } from '../errors.js';
import { formatError, formatText } from '../format/text.js';
import type { ScoreOk } from '../result.js';
import type { Tally } from './summary.js';

export interface TextFormat {
  /** One line for a scored hand. */
  result(r: ScoreOk): string;
  /** A reading error: its place (a line of its own), the line, a caret, the message. */
  error(input: string, error: ReadError, file: string, line: number): string;
  summary(t: Tally): string;
}

/** `line 7:` for standard input, `hands.txt, line 7:` for a file. */
export const placeOf = (file: string, line: number): string => (file === '-' ? `line ${line}` : `${file}, line ${line}`);

const percent = (n: number, of: number): string => (of === 0 ? '' : `${((100 * n) / of).toFixed(1)}%`);

export function formatSummary(t: Tally, color: ChalkInstance): string {
  const table = new Table({
    colAligns: ['left', 'right', 'left'],
    style: { head: [], border: [], compact: true },
  });
  const row = (label: string, n: number, note: string) => table.push([color.bold(label), n, note]);
  row('Hands read', t.hands, '');
  row('Wins', t.wins, percent(t.wins, t.hands));
  row('Below minimum', t.belowMinimum, percent(t.belowMinimum, t.hands));
  row('Not winning', t.notWinning, percent(t.notWinning, t.hands));
  row('Reading errors', t.errors, percent(t.errors, t.hands));
  const b = t.best;
  table.push([color.bold('Highest-scoring'), b ? b.total : '-', b ? `${placeOf(b.file, b.line)}: ${b.input}` : 'no win']);
  return table.toString();
}

export function textFormat(color: { out: ChalkInstance; err: ChalkInstance }): TextFormat {
  return {
    result: (r) => formatText(r, { color: color.out, compact: true }),
    error: (input, error, file, line) => `${placeOf(file, line)}:\n${formatError(input, error, color.err)}`,
    summary: (t) => formatSummary(t, color.out),
  };
}
