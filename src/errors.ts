/**
 * Reading errors: values, never exceptions. Each has a stable kebab-case code, a
 * sentence saying what was expected, and the 1-based column it points at (null when
 * it is not about one place).
 */
export interface ReadError {
  code: ErrorCode;
  message: string;
  column: number | null;
}

/** Every code the reader can return; documented in docs/SCHEMA.md ("Reading errors"). */
export type ErrorCode =
  | 'empty' // no tiles at all
  | 'no-winning-tile' // melds but no concealed tile, so no winning tile (the last concealed tile)
  | 'unknown-character' // a character that is no tile, suit, bracket or option
  | 'missing-suffix' // digits with no suit letter after them
  | 'stray-suit-letter' // a suit letter (b c d s m p) with no digits before it, e.g. a lowercase honor 'p'
  | 'zero-rank' // the digit 0
  | 'unclosed-bracket' // [ or ( without its closing partner
  | 'unexpected-bracket' // ] or ) with no opening partner, or nested brackets
  | 'bad-meld' // a bracket that does not hold one valid set
  | 'concealed-chow' // ( ) holding anything but a kong
  | 'bad-option' // an unknown option or an option with a bad value
  | 'duplicate-option' // an option given twice
  | 'bad-wind' // +seat/+round/+from with something that is not a wind
  | 'bad-flowers' // +flowers not a whole number 0..8
  | 'tiles-after-options' // a tile written after the options began
  | 'too-many-copies' // a tile more than 4 times in the line
  | 'inconsistent-options' // options that contradict each other or the hand
  | 'winning-tile-not-last' // score() with strict: a set written after the last concealed tile (the winning tile)
  | 'tile-count' // not 14 tiles (kongs counting 3): a typing slip, since no claim can have that count
  | 'line-too-long' // batch input line over the length limit
  | 'invalid-utf8' // batch input line that is not valid UTF-8
  | 'unknown-rules' // a rule profile name that is not one of rules/profiles.ts
  | 'not-a-string' // library only: a call given no string (undefined, a number, ...) where a line was expected
  | 'not-a-hand' // library only: scoreHand() given a value that is no Hand (a chow 1b 5b 9b, seat "X", win "air")
  | 'internal-error'; // a defect in mcr itself, reported instead of crashing

export const readError = (code: ErrorCode, message: string, column: number | null): ReadError => ({
  code,
  message,
  column,
});

/**
 * The library's calls take strings; anything else (undefined, null, a number) is this
 * error rather than read as the text String() makes of it ("undefined" as a hand).
 */
/** Array.isArray that never throws (a revoked Proxy is no array). */
const isArray = (value: unknown): boolean => {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
};

export const notAString = (value: unknown, what = 'a line of hand notation'): ReadError =>
  readError(
    'not-a-string',
    `expected a string (${what}), got ${value == null ? String(value) : isArray(value) ? 'an array' : `${/^[aeiou]/.test(typeof value) ? 'an' : 'a'} ${typeof value}`}`,
    null,
  );

/**
 * What a caught value says, never throwing: its `message` when that is a string (an
 * Error's getter may throw, a Proxy may be revoked), else String() of it, else a
 * word for what it is. The one way mcr describes a caught error.
 */
export function describeError(e: unknown, stack = false): string {
  try {
    if (e !== null && (typeof e === 'object' || typeof e === 'function')) {
      const text = stack ? (e as { stack?: unknown }).stack : undefined;
      if (typeof text === 'string') return text;
      const message = (e as { message?: unknown }).message;
      if (typeof message === 'string') return message;
    }
  } catch {
    // A throwing getter or a revoked Proxy: said below.
  }
  try {
    return String(e);
  } catch {
    return `an unprintable ${typeof e}`;
  }
}
