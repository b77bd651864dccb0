/**
 * The canonical form of a line of notation (NOTATION.md "Canonical form"), for the
 * library's canonical(line) and the CLI's `--canonical`. A line is refused exactly
 * when score() would refuse it as a reading error (parse errors and validate's
 * errors); a hand that is not a winning hand (a wrong tile count) still has a
 * canonical form. Pure: no I/O, never throws.
 */
import { describeError, notAString, readError, type ReadError } from './errors.js';
import { bool, object, optional, str, toJson } from './format/json-writer.js';
import { orFailure, SOURCE } from './result.js';
import { validate } from './hand/validate.js';
import { canonical as canonicalText } from './notation/format.js';
import { parseLine } from './notation/parse.js';

export const CANONICAL_SCHEMA_ID = 'mcr-canonical/1';

/** Where a batch line came from: its input ("-" for stdin) and its 1-based line number. */
export interface CanonicalSource {
  file: string;
  line: number;
}

/** The object of `mcr --canonical --json` (schema mcr-canonical/1) for a line that reads. */
export interface CanonicalOk {
  schema: typeof CANONICAL_SCHEMA_ID;
  input: string;
  ok: true;
  /** Batch output only. */
  source?: CanonicalSource;
  /** The line in canonical notation; reading it again gives the same hand. */
  canonical: string;
}

/** A line that can not be read: the same error as score(line) gives. */
export interface CanonicalError {
  schema: typeof CANONICAL_SCHEMA_ID;
  input: string;
  ok: false;
  /** Batch output only. */
  source?: CanonicalSource;
  error: ReadError;
}

export type CanonicalResult = CanonicalOk | CanonicalError;

/** mcr-canonical/1 (docs/SCHEMA.md). */
export const CANONICAL_JSON = orFailure(object<CanonicalOk>({ schema: str, input: str, ok: bool, source: optional(SOURCE), canonical: str }));

/** The canonical form of one line: what `mcr --canonical --json "<line>"` prints. */
export function canonical(line: string): CanonicalResult {
  if (typeof line !== 'string') return { schema: CANONICAL_SCHEMA_ID, input: '', ok: false, error: notAString(line) };
  let input = '';
  try {
    input = typeof line === 'string' ? line : String(line);
    const c = canonicalLine(input);
    return c.ok
      ? { schema: CANONICAL_SCHEMA_ID, input, ok: true, canonical: c.canonical }
      : { schema: CANONICAL_SCHEMA_ID, input, ok: false, error: c.error };
  } catch (e) {
    return { schema: CANONICAL_SCHEMA_ID, input, ok: false, error: internalError(e) };
  }
}

/** The canonical text of a line, or its reading error (the batch's per-line step). */
export function canonicalLine(line: string): { ok: true; canonical: string } | { ok: false; error: ReadError } {
  try {
    const parsed = parseLine(line);
    if (!parsed.ok) return parsed;
    const checked = validate(parsed.hand);
    if (checked.kind === 'error') return { ok: false, error: checked.error };
    return { ok: true, canonical: canonicalText(parsed.hand) };
  } catch (e) {
    return { ok: false, error: internalError(e) };
  }
}

const internalError = (e: unknown): ReadError =>
  readError(
    'internal-error',
    `internal error while reading this line (${describeError(e)}); please report it`,
    null,
  );

/** `--canonical --json`: one line of JSON (format/json.ts). */
export const canonicalJson = (r: CanonicalResult): string => toJson(CANONICAL_JSON, r);
