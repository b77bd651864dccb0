/** Sets, tiles and uses written as the notation writes them, for explanations (no colour, no tables). */
import type { SetJson } from '../result.js';
import { writeSets, writeTiles } from '../format/tiles.js';
import { wrap as wrapCells } from '../format/width.js';
import type { UseJson } from '../evaluate/uses.js';

export { writeTiles, writeSet, writeSets } from '../format/tiles.js';

/**
 * A fan's uses in a few characters: its sets (`123b 456c 789d`), its tiles, or the
 * tile in the set it completes (`2b in 22b`); '' for a fan about the whole hand.
 */
export function writeUses(uses: readonly UseJson[], arrangement: readonly SetJson[]): string {
  return uses
    .map((u) => {
      const whole = u.sets.length === arrangement.length && arrangement.length > 0;
      const sets = whole ? '' : writeSets(u.sets.map((i) => arrangement[i]).filter(Boolean));
      if (u.tiles.length === 0) return sets;
      const tiles = u.tiles.length === 4 && u.tiles.every((t) => t === u.tiles[0]) ? `${u.tiles[0]}x4` : writeTiles(u.tiles, ' ');
      return sets ? `${tiles} in ${sets}` : tiles;
    })
    .filter((s) => s !== '')
    .join('; ');
}

/** "a, b and c". */
export function list(items: readonly string[], and = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * `head` then the words of `body`, in lines of at most `w` cells; the lines after the
 * first start with `indent` (by default as many spaces as `head` is long).
 */
export const wrap = (body: string, w: number, head = '', indent = ' '.repeat(head.length)): string =>
  wrapCells(body, w, indent.length, head).join('\n');
