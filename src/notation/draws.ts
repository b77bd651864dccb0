/**
 * `+draws:N` and `+wall:K` among a line's options (docs/ADVICE.md "Chances"): how many
 * more tiles the player will draw, given directly or as the tiles left in the wall.
 * Read the way `+seen:` is (advice/read.ts): the option is blanked out of the line,
 * so that the reader's columns stay right, and the rest is read as usual.
 *
 * `+wall:K` converts to N = ceil(K / 4): the four players draw in turn from the K
 * tiles left, the player first.
 */
import type { ReadError } from '../errors.js';

/** The most draws the chances accept (a wall of 144 tiles less the deal). */
export const MAX_DRAWS = 30;

export const drawsOfWall = (wall: number): number => Math.ceil(wall / 4);

const OPTION = /(^|\s)\+(draws|wall):(\S*)/i;

/** The line without `+draws:` and `+wall:`, and the draws they give (null: none given). */
export function readDraws(input: string): { line: string; draws: number | null } | { error: ReadError } {
  let line = input;
  let draws: number | null = null;
  let given: string | null = null;
  for (;;) {
    const m = OPTION.exec(line);
    if (!m) break;
    const start = m.index + m[1].length;
    const end = m.index + m[0].length;
    const name = m[2].toLowerCase();
    const col = start + 1;
    const valueCol = start + name.length + 3;
    if (given !== null)
      return { error: { code: 'duplicate-option', message: `+${name} at column ${col} after +${given}; expected one of +draws and +wall, once`, column: col } };
    given = name;
    const value = m[3];
    const max = name === 'draws' ? MAX_DRAWS : MAX_DRAWS * 4;
    if (!/^\d+$/.test(value) || Number(value) > max)
      return { error: { code: 'bad-option', message: `+${name}:${value} at column ${col}; expected a whole number from 0 to ${max}, like +${name}:${name === 'draws' ? 12 : 48}`, column: valueCol } };
    const n = Number(value);
    draws = name === 'draws' ? n : drawsOfWall(n);
    line = line.slice(0, start) + ' '.repeat(end - start) + line.slice(end);
  }
  return { line, draws };
}
