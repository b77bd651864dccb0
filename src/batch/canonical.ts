/**
 * `--canonical`: a line of notation rewritten in canonical form (NOTATION.md) instead
 * of scored. A line is refused exactly when score() would refuse it as a reading
 * error (parse errors and validate's errors); a hand that is not a winning hand (a
 * wrong tile count) still has a canonical form. Pure: no I/O, never throws.
 */
import { readError, type ReadError } from '../errors.js';
import { formatJson } from '../format/json.js';
import { validate } from '../hand/validate.js';
import { canonical } from '../notation/format.js';
import { parseLine } from '../notation/parse.js';
import { SCHEMA_ID } from '../result.js';

export type CanonicalResult = { ok: true; canonical: string } | { ok: false; error: ReadError };

export function canonicalLine(line: string): CanonicalResult {
  try {
    const parsed = parseLine(line);
    if (!parsed.ok) return parsed;
    const checked = validate(parsed.hand);
    if (checked.kind === 'error') return { ok: false, error: checked.error };
    return { ok: true, canonical: canonical(parsed.hand) };
  } catch (e) {
    const message = `internal error while reading this line (${e instanceof Error ? e.message : String(e)}); please report it`;
    return { ok: false, error: readError('internal-error', message, null) };
  }
}

/**
 * `--canonical --json`: `{ input, ok: true, canonical }`, or for a line that can not
 * be read the same `ok: false` object as score() gives (schema mcr-score/1).
 */
export function canonicalJson(input: string, c: CanonicalResult): string {
  if (c.ok) return JSON.stringify({ input, ok: true, canonical: c.canonical });
  return formatJson({ schema: SCHEMA_ID, input, ok: false, error: c.error });
}
