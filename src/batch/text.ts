/**
 * Output as text: the referee's screen for one hand; for a batch one compact line per
 * hand, reading errors with their place, and the summary table. cli.ts loads this
 * module only for text output: chalk and cli-table3 cost start-up time the JSON path
 * does not need.
 */
import chalk, { Chalk, type ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import type { ReadError } from '../errors.js';
import { formatError, formatText } from '../format/text.js';
import type { ScoreOk } from '../result.js';
import { placeOf, type Tally } from './summary.js';

/** Colour or not (cli.ts's colorFor decides): 0 none, 1 as much as the terminal has. */
export interface ColorLevel {
  level: 0 | 1;
}

export interface TextFormat {
  /** The referee's screen for one hand. */
  screen(r: ScoreOk): string;
  /** One line for a hand of a batch. */
  line(r: ScoreOk): string;
  /** A reading error: its place if given (a line of its own), the line, a caret, the message. */
  error(input: string, error: ReadError, place?: string): string;
  summary(t: Tally): string;
}


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

const chalkFor = (c: ColorLevel): ChalkInstance => new Chalk({ level: c.level > 0 ? chalk.level || 1 : 0 });

export function textFormat(colors: { out: ColorLevel; err: ColorLevel }): TextFormat {
  const out = chalkFor(colors.out);
  const err = chalkFor(colors.err);
  return {
    screen: (r) => formatText(r, { color: out }),
    line: (r) => formatText(r, { color: out, compact: true }),
    error: (input, error, place) => (place ? `${place}:\n` : '') + formatError(input, error, err),
    summary: (t) => formatSummary(t, out),
  };
}
