/**
 * Exit codes and the batch summary: the counts of a run, the highest-scoring hand,
 * and the summary as a JSON object. Pure: no I/O. The text table is drawn by
 * ./text.ts, apart, so that the JSON path does not load cli-table3.
 */
import { nullable, num, object, str } from '../format/json-writer.js';
import type { ScoreResult } from '../result.js';

/** 3: `mcr waits` only, a hand ready but with no wait that reaches the minimum (docs/WAITS.md). */
export type ExitCode = 0 | 1 | 2 | 3;

/** 0 win, 1 a false claim (below the minimum, not a winning hand), 2 a reading error. */
export function exitCodeFor(r: ScoreResult): ExitCode {
  if (!r.ok) return 2;
  return r.verdict === 'win' ? 0 : 1;
}

/** How bad each code is: 2 over 1 over 3 (ready, but no wait reaches the minimum) over 0. */
const SEVERITY: Readonly<Record<ExitCode, number>> = { 0: 0, 3: 1, 1: 2, 2: 3 };

/** Batch mode: the worst line decides (2 over 1 over 3 over 0). */
export const worstOf = (a: ExitCode, b: ExitCode): ExitCode => (SEVERITY[a] >= SEVERITY[b] ? a : b);

/** Where a line came from: its input ("-" for stdin) and its 1-based line number. */
export interface Place {
  file: string;
  line: number;
}

/** `line 7` for standard input, `hands.txt, line 7` for a file. */
export const placeOf = (file: string, line: number): string => (file === '-' ? `line ${line}` : `${file}, line ${line}`);

export interface Best extends Place {
  input: string;
  fanPoints: number;
  total: number;
}

export const SUMMARY_SCHEMA = 'mcr-summary/1';

/** mcr-summary/1: the batch's closing line (`--summary --json`). */
export interface SummaryJson {
  schema: string;
  hands: number;
  wins: number;
  belowMinimum: number;
  notWinning: number;
  errors: number;
  best: Best | null;
}
export const SUMMARY_JSON = object<SummaryJson>({
  schema: str,
  hands: num,
  wins: num,
  belowMinimum: num,
  notWinning: num,
  errors: num,
  best: nullable(object<Best>({ file: str, line: num, input: str, fanPoints: num, total: num })),
});

/** A tally's counts as plain data (what a worker sends back). */
export type TallyCounts = Pick<Tally, 'hands' | 'wins' | 'belowMinimum' | 'notWinning' | 'errors' | 'best'>;

export class Tally {
  hands = 0;
  wins = 0;
  belowMinimum = 0;
  notWinning = 0;
  errors = 0;
  /** The win with the highest total (the first of equals), or null without a win. */
  best: Best | null = null;

  add(r: ScoreResult, file: string, line: number): void {
    this.hands++;
    if (!r.ok) {
      this.errors++;
    } else if (r.verdict === 'win') {
      this.wins++;
      if (this.best === null || r.total > this.best.total) {
        this.best = { file, line, input: r.input, fanPoints: r.fanPoints, total: r.total };
      }
    } else if (r.verdict === 'below-minimum') {
      this.belowMinimum++;
    } else {
      this.notWinning++;
    }
  }

  /**
   * Adds the counts of the lines that follow this tally's (a worker's share of the
   * batch, batch/parallel.ts): merged in input order, the first of equal bests stays.
   */
  merge(t: TallyCounts): void {
    this.hands += t.hands;
    this.wins += t.wins;
    this.belowMinimum += t.belowMinimum;
    this.notWinning += t.notWinning;
    this.errors += t.errors;
    if (t.best !== null && (this.best === null || t.best.total > this.best.total)) this.best = t.best;
  }

  /** 2 if any line could not be read, else 1 if any hand is not a win, else 0. */
  get exitCode(): ExitCode {
    if (this.errors > 0) return 2;
    return this.wins < this.hands ? 1 : 0;
  }

  /** The final object of `--json --summary-only`. */
  toJSON() {
    const { hands, wins, belowMinimum, notWinning, errors, best } = this;
    return { schema: SUMMARY_SCHEMA, hands, wins, belowMinimum, notWinning, errors, best };
  }
}
