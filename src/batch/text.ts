/**
 * Output as text for a batch: each hand and reading error as format/screen.ts writes
 * them, and the summary table. cli.ts loads this module only for text output: chalk
 * and cli-table3 cost start-up time the JSON path does not need.
 */
import type { ChalkInstance } from 'chalk';
import { chalkFor } from '../format/color.js';
import Table from 'cli-table3';
import { handText, type HandText, type TextFormatOptions } from '../format/screen.js';
import { fitColumns } from '../format/width.js';
import { placeOf, type Tally } from './summary.js';

export type { ColorLevel } from '../format/color.js';
export type { TextFormatOptions } from '../format/screen.js';

export interface TextFormat extends HandText {
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


export function textFormat(o: TextFormatOptions): TextFormat {
  const out = chalkFor(o.out);
  return { ...handText(o), summary: (t) => formatSummary(t, out, o.width) };
}
