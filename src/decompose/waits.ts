/**
 * Whether the winning tile is the only tile that completes a hand: Edge, Closed and
 * Single Wait count only then.
 *
 * As in the reference implementation, a tile counts as completing the shape even
 * when all its copies are already in sight; the shapes looked at are the regular
 * one and, with 13 standing tiles, seven pairs.
 */
import { type Tile, type Counts } from '../tiles.js';
import { suitKey, suitSize, suitState, honorState, BAD, OK, PAIR } from './regular.js';

const POW6 = Array.from({ length: 9 }, (_, r) => 6 ** r);

/** Could tile t be useful to these counts (itself or a neighbour in its suit is held)? */
function near(c: Readonly<Counts>, t: Tile): boolean {
  if (c[t] > 0) return true;
  if (t >= 27) return false;
  const r = t % 9;
  return (r >= 1 && c[t - 1] > 0) || (r >= 2 && c[t - 2] > 0) || (r <= 7 && c[t + 1] > 0) || (r <= 6 && c[t + 2] > 0);
}

/**
 * Is `win` the only tile that completes the hand? `c` holds the standing tiles with
 * `win` among them, and they make a regular hand whose pair is `pair` (any
 * arrangement's: the pair's group is the one holding 3n + 2 tiles).
 *
 * Taking `win` away changes only its own group; every other group still splits, the
 * pair's group into sets and the pair, the rest into sets, and a tile added to a
 * group of sets spoils it. So another tile can complete the hand only in win's
 * group, or in the pair's group when win's group, without win, holds sets and a pair
 * of its own (the tile then makes the pair's group sets). With `sevenPairs` (no
 * melds), the one tile held an odd number of times completes seven pairs.
 */
export function isOnlyWinningTile(c: Counts, win: Tile, pair: Tile, sevenPairs: boolean): boolean {
  const gWin = groupOf(win);
  const gPair = groupOf(pair);
  const otherPairs = gPair === gWin ? 0 : 1;
  c[win]--;
  try {
    const key = groupKey(c, gWin);
    const size = groupSize(c, gWin);
    for (let t = firstOf(gWin); t <= lastOf(gWin); t++) {
      if (t === win || !near(c, t)) continue;
      const after = stateWith(gWin, key, size, t);
      if (after !== BAD && otherPairs + (after === PAIR ? 1 : 0) === 1) return false;
    }
    if (otherPairs === 1 && stateWith(gWin, key, size, -1) === PAIR) {
      const pairKey = groupKey(c, gPair);
      const pairSize = groupSize(c, gPair);
      for (let t = firstOf(gPair); t <= lastOf(gPair); t++) {
        if (near(c, t) && stateWith(gPair, pairKey, pairSize, t) === OK) return false;
      }
    }
    if (sevenPairs) {
      let odd = 0, oddTile = -1;
      for (let t = 0; t < 34 && odd < 2; t++) {
        if (c[t] & 1) {
          odd++;
          oddTile = t;
        }
      }
      if (odd === 1 && oddTile !== win) return false;
    }
    return true;
  } finally {
    c[win]++;
  }
}

/** Groups: the suits 0..2, then one per honor (3..9). */
const groupOf = (t: Tile): number => (t < 27 ? (t / 9) | 0 : t - 24);
const firstOf = (g: number): Tile => (g < 3 ? g * 9 : g + 24);
const lastOf = (g: number): Tile => (g < 3 ? g * 9 + 8 : g + 24);
/** A group's key (suitKey; 0 for an honor) and size. */
const groupKey = (c: Readonly<Counts>, g: number): number => (g < 3 ? suitKey(c, g) : 0);
const groupSize = (c: Readonly<Counts>, g: number): number => (g < 3 ? suitSize(c, g) : c[g + 24]);
/** The state of group g (key and size as above) with tile t added (-1: nothing added). */
function stateWith(g: number, key: number, size: number, t: number): number {
  if (g >= 3) return honorState(size + (t >= 0 ? 1 : 0));
  return t >= 0 ? suitState(key + POW6[t - g * 9], size + 1) : suitState(key, size);
}
