/**
 * One batch run: lines in (from LineSplitter), output text out through a Writer,
 * the counts kept in a Tally. Pure: the Writer does the I/O (cli.ts).
 *
 *   --json            one SCHEMA.md object per hand line
 *   (text)            one compact line per hand, errors on the error stream, summary table
 *   --summary-only    nothing per line; the summary (table, or one JSON object) at the end
 *   --canonical       the canonical form of each line instead of its score
 */
import { formatJson } from '../format/json.js';
import { score } from '../score.js';
import { SCHEMA_ID, type ScoreError, type ScoreOptions, type ScoreResult } from '../result.js';
import { canonicalJson, canonicalLine } from './canonical.js';
import { isSkipped, type Line } from './lines.js';
import { placeOf, Tally, type ExitCode } from './summary.js';
import type { TextFormat } from './text.js';

export interface Writer {
  /** Results: standard output. */
  out(text: string): void;
  /**
   * A result as its JSON line (with the newline), on standard output. Optional: the
   * batch then writes formatJson(r) + '\n' through out(). The CLI's writer puts the
   * bytes straight into its output buffer (formatJsonInto).
   */
  json?(r: ScoreResult): void;
  /** Reading errors in text mode, and inputs that could not be opened: standard error. */
  err(text: string): void;
}

export interface BatchOptions {
  json: boolean;
  summaryOnly: boolean;
  canonical: boolean;
  /** The rule profile every hand is scored under (default green-book). */
  rules?: string;
  /** Needed unless json. */
  text?: TextFormat;
}

export class Batch {
  readonly tally = new Tally();
  /** Hand lines handled (blank and comment lines not counted). */
  done = 0;
  private failedInputs = 0;
  private readonly each: (line: string, file: string, no: number) => void;
  private readonly scoreOptions: ScoreOptions;

  constructor(
    private readonly opts: BatchOptions,
    private readonly w: Writer,
  ) {
    this.each = opts.canonical ? this.canonical : this.score;
    this.scoreOptions = { rules: opts.rules };
  }

  /** One line of an input ("-" for standard input). */
  line(line: Line, file: string): void {
    if (isSkipped(line)) return;
    this.done++;
    if (line.error) this.failed({ schema: SCHEMA_ID, input: line.text, ok: false, error: line.error }, file, line.no);
    else this.each(line.text, file, line.no);
  }

  /** An input that could not be opened or read to its end. */
  unreadable(file: string, message: string): void {
    this.failedInputs++;
    this.w.err(`mcr: ${file === '-' ? 'standard input' : file}: ${message}\n`);
  }

  /** The summary, unless --canonical or a --json stream without --summary-only. */
  end(): void {
    if (this.opts.canonical) return;
    if (this.opts.json) {
      if (this.opts.summaryOnly) this.w.out(JSON.stringify(this.tally) + '\n');
    } else {
      this.w.out(`${this.opts.summaryOnly ? '' : '\n'}${this.text.summary(this.tally)}\n`);
    }
  }

  /** 2 if any line (or input) could not be read, else 1 if any hand is not a win, else 0. */
  get exitCode(): ExitCode {
    if (this.failedInputs > 0) return 2;
    if (this.opts.canonical) return this.tally.errors > 0 ? 2 : 0;
    return this.tally.exitCode;
  }

  private get text(): TextFormat {
    if (!this.opts.text) throw new Error('text output without a TextFormat');
    return this.opts.text;
  }

  private readonly score = (line: string, file: string, no: number): void => {
    const r = score(line, this.scoreOptions);
    // docs/SCHEMA.md: every batch record says where its line came from.
    r.source = { file, line: no };
    if (!r.ok) return this.failed(r, file, no);
    this.tally.add(r, file, no);
    if (this.opts.summaryOnly) return;
    if (this.opts.json) this.json(r);
    else this.w.out(this.text.line(r) + '\n');
  };

  private readonly canonical = (line: string, file: string, no: number): void => {
    const c = canonicalLine(line);
    if (!c.ok) return this.failed({ schema: SCHEMA_ID, input: line, ok: false, error: c.error }, file, no);
    this.w.out((this.opts.json ? canonicalJson(line, c) : c.canonical) + '\n');
  };

  /** One line of the --json stream. */
  private json(r: ScoreResult): void {
    if (this.w.json) this.w.json(r);
    else this.w.out(formatJson(r) + '\n');
  }

  /** A reading error: an ok:false object in the JSON stream, else a message on stderr. */
  private failed(r: ScoreError, file: string, no: number): void {
    r.source ??= { file, line: no };
    this.tally.add(r, file, no);
    if (this.opts.summaryOnly) return;
    if (this.opts.json) this.json(r);
    else this.w.err(this.text.error(r.input, r.error, placeOf(file, no)) + '\n');
  }
}
