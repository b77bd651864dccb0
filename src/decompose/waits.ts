/**
 * Which tiles complete a hand. Used for the wait fans (Edge, Closed and Single Wait
 * count only when exactly one tile completes the hand) and for ready-hand analysis.
 *
 * As in the reference implementation, a tile counts as completing the shape even
 * when all its copies are already in sight; the shapes looked at are the regular
 * one and, with 13 standing tiles, seven pairs.
 */
import { type Tile, type Counts } from '../tiles.js';
import { isRegularComplete } from './regular.js';

/** Could tile t be useful to these counts (itself or a neighbour in its suit is held)? */
function near(c: Readonly<Counts>, t: Tile): boolean {
  if (c[t] > 0) return true;
  if (t >= 27) return false;
  const r = t % 9;
  return (r >= 1 && c[t - 1] > 0) || (r >= 2 && c[t - 2] > 0) || (r <= 7 && c[t + 1] > 0) || (r <= 6 && c[t + 2] > 0);
}

function sevenPairsAfter(c: Readonly<Counts>): boolean {
  for (let t = 0; t < 34; t++) if (c[t] & 1) return false;
  return true;
}

/**
 * Tiles that complete the standing tiles `c` (counts, modified and restored) into
 * `setsNeeded` sets and a pair, or seven pairs when `sevenPairs` is set.
 * Stops after `limit` tiles (2 is enough to know a wait is not unique).
 */
export function completingTiles(c: Counts, setsNeeded: number, sevenPairs: boolean, limit = 34): Tile[] {
  const out: Tile[] = [];
  for (let t = 0; t < 34 && out.length < limit; t++) {
    if (!near(c, t)) continue;
    c[t]++;
    if ((sevenPairs && sevenPairsAfter(c)) || isRegularComplete(c, setsNeeded)) out.push(t);
    c[t]--;
  }
  return out;
}

/** True when exactly one tile completes the standing tiles `c` (the winning tile removed). */
export function isUniqueWait(c: Counts, setsNeeded: number, sevenPairs: boolean): boolean {
  return completingTiles(c, setsNeeded, sevenPairs, 2).length === 1;
}
