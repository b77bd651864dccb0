/**
 * One batch run: lines in (from LineSplitter), output text out through a Writer,
 * the counts kept in a Tally. Pure: the Writer does the I/O (cli.ts).
 *
 *   --json            one SCHEMA.md object per hand line
 *   (text)            one compact line per hand, errors on the error stream, summary table
 *   --summary-only    nothing per line; the summary (table, or one JSON object) at the end
 *   --canonical       the canonical form of each line instead of its score
 */
import { cannotRead } from '../format/cannot-read.js';
import { catalog, type Lang } from '../i18n/index.js';
import { toJson } from '../format/json-writer.js';
import { formatJson } from '../result.js';
import { SUMMARY_JSON } from './summary.js';
import { score } from '../score.js';
import { SCHEMA_ID, type ScoreError, type ScoreOptions, type ScoreResult } from '../result.js';
import { CANONICAL_SCHEMA_ID, canonical, canonicalJson, type CanonicalResult } from '../canonical.js';
import { isSkipped, type Line } from './lines.js';
import { placeOf, Tally, type ExitCode, type TallyCounts } from './summary.js';
import type { TextFormat } from './text.js';

export interface Writer {
  /** Results: standard output. */
  out(text: string): void;
  /**
   * A result as its JSON line (with the newline), on standard output. Optional: the
   * batch then writes formatJson(r) + '\n' through out(). The CLI's writer puts the
   * bytes straight into its output buffer.
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
  /** --claim (a wrong count is a false claim; else a typing slip), --strict (ScoreOptions). */
  claim?: boolean;
  strict?: boolean;
  /** Needed unless json. */
  text?: TextFormat;
  /** The language of the messages on stderr (a name: the options go to worker threads). */
  lang?: Lang;
}

export class Batch {
  readonly tally = new Tally();
  /** Hand lines handled (blank and comment lines not counted). */
  done = 0;
  private failedInputs = 0;
  private readInputs = 0;
  private readonly each: (line: string, file: string, no: number) => void;
  private readonly scoreOptions: ScoreOptions;

  constructor(
    private readonly opts: BatchOptions,
    private readonly w: Writer,
  ) {
    this.each = opts.canonical ? this.canonical : this.score;
    this.scoreOptions = { rules: opts.rules, claim: opts.claim === true, strict: opts.strict };
  }

  /** One line of an input ("-" for standard input). */
  line(line: Line, file: string): void {
    if (isSkipped(line)) return;
    this.done++;
    if (!line.error) this.each(line.text, file, line.no);
    else if (this.opts.canonical) this.canonicalOut({ schema: CANONICAL_SCHEMA_ID, input: line.text, ok: false, error: line.error }, file, line.no);
    else this.failed({ schema: SCHEMA_ID, input: line.text, ok: false, error: line.error }, file, line.no);
  }

  /** The counts of lines handled elsewhere (a worker), in input order after those so far. */
  absorb(done: number, t: TallyCounts): void {
    this.done += done;
    this.tally.merge(t);
  }

  /** An input that could not be opened or read to its end (error: what the read threw). */
  unreadable(file: string, error: unknown): void {
    this.failedInputs++;
    this.w.err(cannotRead(file, error, catalog(this.opts.lang ?? 'en')) + '\n');
  }

  /** An input read to its end. */
  inputRead(): void {
    this.readInputs++;
  }

  /**
   * The summary, unless --canonical or a --json stream without --summary-only; and
   * none when no input could be read at all (`-f nope.txt`): the error says it all.
   */
  end(): void {
    if (this.opts.canonical) return;
    if (this.failedInputs > 0 && this.readInputs === 0) return;
    if (this.opts.json) {
      if (this.opts.summaryOnly) this.w.out(toJson(SUMMARY_JSON, this.tally.toJSON()) + '\n');
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

  private readonly canonical = (line: string, file: string, no: number): void => this.canonicalOut(canonical(line), file, no);

  /**
   * --canonical: the canonical form of a line, or its reading error; with --json one
   * mcr-canonical/1 object per line, with its source (file and line) like scoring's.
   */
  private canonicalOut(c: CanonicalResult, file: string, no: number): void {
    if (!c.ok) this.tally.add({ schema: SCHEMA_ID, input: c.input, ok: false, error: c.error }, file, no);
    if (this.opts.json) this.w.out(canonicalJson({ ...c, source: { file, line: no } }) + '\n');
    else if (c.ok) this.w.out(c.canonical + '\n');
    else this.w.err(this.text.error(c.input, c.error, placeOf(file, no)) + '\n');
  }

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
