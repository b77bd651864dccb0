/**
 * The text of scored hands: the referee's screen for one hand, one compact line per
 * hand of a batch (after its place, under its file's name where that changes), and a
 * reading error with its place. Loaded only for text output: chalk and cli-table3
 * cost start-up time the JSON path does not need (batch/text.ts adds the batch's
 * summary table).
 */
import { chalkFor, type ColorLevel } from './color.js';
import type { ReadError } from '../errors.js';
import { formatError, formatText } from './text.js';
import type { ScoreOk } from '../result.js';
import { wrap } from './width.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';

export interface HandText {
  /** The referee's screen for one hand. */
  screen(r: ScoreOk): string;
  /** One line for a hand of a batch, after its place ("line 4", "day1.txt, line 4") when r.source says it. */
  line(r: ScoreOk): string;
  /** A reading error: its place if given (a line of its own), the line, a caret, the message. */
  error(input: string, error: ReadError, place?: string): string;
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
  /** The words (i18n/, the run's language); English when not given. */
  t?: Catalog;
}

export function handText(o: TextFormatOptions): HandText {
  const out = chalkFor(o.out);
  const err = chalkFor(o.err);
  const width = o.width;
  const errWidth = o.errWidth ?? o.width;
  const rulesGiven = o.rules !== undefined;
  const t = o.t ?? en;
  /** The input of the last hand line written (its name heads its lines). */
  let lastFile: string | undefined;
  let lastLine = 0;
  return {
    screen: (r) => formatText(r, { color: out, width, rulesGiven, compact: o.compact, t }),
    line: (r) => {
      // "line 4" before each hand; the file (not stdin) as a heading where it changes.
      const source = r.source;
      let heading = '';
      if (source && (source.file !== lastFile || source.line <= lastLine)) {
        lastFile = source.file;
        if (source.file !== '-') heading = `${wrap(`${source.file}:`, width ?? Infinity, 2).map((l) => out.bold(l)).join('\n')}\n`;
      }
      if (source) lastLine = source.line;
      return heading + formatText(r, { color: out, compact: true, width, place: source && t.screen.place(source.line), t });
    },
    error: (input, error, place) =>
      (place ? `${wrap(`${place}:`, errWidth ?? Infinity, 2).join('\n')}\n` : '') + formatError(input, error, err, errWidth, t),
  };
}
