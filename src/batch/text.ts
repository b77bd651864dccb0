/**
 * Output as text: the referee's screen for one hand; for a batch one compact line per
 * hand, reading errors with their place, and the summary table. cli.ts loads this
 * module only for text output: chalk and cli-table3 cost start-up time the JSON path
 * does not need.
 */
import type { ChalkInstance } from 'chalk';
import { chalkFor } from '../format/color.js';
import Table from 'cli-table3';
import type { ReadError } from '../errors.js';
import { formatError, formatText } from '../format/text.js';
import type { ScoreOk } from '../result.js';
import { fitColumns, wrap } from '../format/width.js';
import { placeOf, type Tally } from './summary.js';

/** Colour or not (cli.ts's colorFor decides): 0 none, 1 as much as the terminal has. */
export interface ColorLevel {
  level: 0 | 1;
}

export interface TextFormat {
  /** The referee's screen for one hand. */
  screen(r: ScoreOk): string;
  /** One line for a hand of a batch, after its place ("line 4", "day1.txt, line 4") when r.source says it. */
  line(r: ScoreOk): string;
  /** A reading error: its place if given (a line of its own), the line, a caret, the message. */
  error(input: string, error: ReadError, place?: string): string;
  summary(t: Tally): string;
}


const percent = (n: number, of: number): string => (of === 0 ? '' : `${((100 * n) / of).toFixed(1)}%`);

/** The summary table, within `width` cells (the highest-scoring hand's cell wraps). */
export function formatSummary(t: Tally, color: ChalkInstance, width = Infinity): string {
  const b = t.best;
  const rows: string[][] = [
    ['Hands read', String(t.hands), ''],
    ['Wins', String(t.wins), percent(t.wins, t.hands)],
    ['Below minimum', String(t.belowMinimum), percent(t.belowMinimum, t.hands)],
    ['Not winning', String(t.notWinning), percent(t.notWinning, t.hands)],
    ['Reading errors', String(t.errors), percent(t.errors, t.hands)],
    ['Highest-scoring', b ? String(b.total) : '-', b ? `${placeOf(b.file, b.line)}: ${b.input}` : 'no win'],
  ];
  const table = new Table({
    colAligns: ['left', 'right', 'left'],
    colWidths: fitColumns(rows, width, [2, 0]),
    wordWrap: true,
    style: { head: [], border: [], compact: true },
  });
  for (const [label, n, note] of rows) table.push([color.bold(label), n, note]);
  return table.toString();
}


export interface TextFormatOptions {
  out: ColorLevel;
  err: ColorLevel;
  /** Cells a line of stdout / stderr may take (format/width.ts); unlimited when not given. */
  width?: number;
  errWidth?: number;
  /** The rule profile was named (--rules, MCR_RULES), not the default. */
  rules?: string;
  /** --compact: a single hand on one line too. */
  compact?: boolean;
}

export function textFormat(o: TextFormatOptions): TextFormat {
  const out = chalkFor(o.out);
  const err = chalkFor(o.err);
  const width = o.width;
  const errWidth = o.errWidth ?? o.width;
  const rulesGiven = o.rules !== undefined;
  /** The input of the last hand line written (its name heads its lines). */
  let lastFile: string | undefined;
  let lastLine = 0;
  return {
    screen: (r) => formatText(r, { color: out, width, rulesGiven, compact: o.compact }),
    line: (r) => {
      // "line 4" before each hand; the file (not stdin) as a heading where it changes.
      const source = r.source;
      let heading = '';
      if (source && (source.file !== lastFile || source.line <= lastLine)) {
        lastFile = source.file;
        if (source.file !== '-') heading = `${wrap(`${source.file}:`, width ?? Infinity, 2).map((l) => out.bold(l)).join('\n')}\n`;
      }
      if (source) lastLine = source.line;
      return heading + formatText(r, { color: out, compact: true, width, place: source && `line ${source.line}` });
    },
    error: (input, error, place) =>
      (place ? `${wrap(`${place}:`, errWidth ?? Infinity, 2).join('\n')}\n` : '') + formatError(input, error, err, errWidth),
    summary: (t) => formatSummary(t, out, width),
  };
}
