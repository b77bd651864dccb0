/**
 * The one escaping rule of every JSON output: plain ASCII, every character above
 * U+007F written as a lower-case `\uXXXX` escape (one per UTF-16 unit, so a tile
 * outside the BMP is a surrogate pair), exactly as the scoring writer (format/json.ts)
 * writes its bytes. Any JSON reader turns the escapes back into the same text.
 */
const NON_ASCII = /[\u0080-\uffff]/g;

const escape = (c: string): string => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');

/** JSON.stringify(value), ASCII only. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(NON_ASCII, escape);
}
