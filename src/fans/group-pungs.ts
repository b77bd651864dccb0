/**
 * Fans made of pungs and kongs (a kong counts as a pung for them), counted the way
 * the reference implementation counts them:
 * - a four-pung fan (Four Pure Shifted Pungs, Big Four Winds) takes all four;
 * - else the first three pungs (in tile order) that make a three-pung fan take it,
 *   and the fourth adds at most one two-pung fan with them;
 * - else every pair of pungs adds its two-pung fan.
 */
import type { FanId } from './index.js';
import type { View } from './view.js';
import { type FanCounter, counted, fansPresent } from './group-chows.js';
import { type Tile, EAST, NORTH, RED, WHITE, isSuited, suitOf, rankOf, isWind, isDragon } from '../tiles.js';

/** The fan two pungs make, if any. */
export function twoPungFan(a: Tile, b: Tile): FanId | null {
  if (isSuited(a) && isSuited(b)) return rankOf(a) === rankOf(b) ? 'double-pung' : null;
  return isDragon(a) && isDragon(b) ? 'two-dragon-pungs' : null;
}

/** The fan three pungs (ascending) make, if any. */
export function threePungFan(a: Tile, b: Tile, c: Tile): FanId | null {
  if (isSuited(a) && isSuited(b) && isSuited(c)) {
    const sa = suitOf(a), sb = suitOf(b), sc = suitOf(c);
    if (sa !== sb && sa !== sc && sb !== sc) {
      const ra = rankOf(a), rb = rankOf(b), rc = rankOf(c);
      const lo = Math.min(ra, rb, rc), hi = Math.max(ra, rb, rc);
      if (hi - lo === 2 && ra !== rb && ra !== rc && rb !== rc) return 'mixed-shifted-pungs';
      if (ra === rb && rb === rc) return 'triple-pung';
      return null;
    }
    return sa === sb && sb === sc && b === a + 1 && c === b + 1 ? 'pure-shifted-pungs' : null;
  }
  if (isWind(a) && isWind(b) && isWind(c)) return 'big-three-winds';
  if (a === RED && b === RED + 1 && c === WHITE) return 'big-three-dragons';
  return null;
}

function fourPungFan(t: readonly Tile[]): FanId | null {
  if (isSuited(t[0]) && suitOf(t[0]) === suitOf(t[3]) && t[3] - t[0] === 3 && t[2] - t[1] === 1 && t[1] - t[0] === 1)
    return 'four-pure-shifted-pungs';
  if (t[0] === EAST && t[3] === NORTH) return 'big-four-winds';
  return null;
}

/** Four pungs as three (a, b, c) and the fourth (free), the first three in tile order first. */
const THREE_AND_ONE = [[0, 1, 2, 3], [0, 1, 3, 2], [0, 2, 3, 1], [1, 2, 3, 0]] as const;

/** The tiles of the arrangement's pungs and kongs, ascending. */
const pungTiles = (v: View): Tile[] => {
  const t: Tile[] = [];
  for (const p of v.pungs) t.push(p.tile);
  return t;
};

/** The pung-combination fans an arrangement scores (see the file comment). */
export function pungFans(v: View, out: FanCounter = []): FanCounter {
  if (v.pungs.length < 2) return out;
  const t = pungTiles(v);
  if (t.length === 4) {
    const four = fourPungFan(t);
    if (four) return counted(out, four);
    for (const [a, b, c, free] of THREE_AND_ONE) {
      const f = threePungFan(t[a], t[b], t[c]);
      if (!f) continue;
      out.push(f);
      for (let i = 0; i < 4; i++) {
        const g = i === free ? null : twoPungFan(t[i], t[free]);
        if (g) return counted(out, g);
      }
      return out;
    }
  } else if (t.length === 3) {
    const f = threePungFan(t[0], t[1], t[2]);
    if (f) return counted(out, f);
  }
  for (let i = 0; i < t.length; i++)
    for (let j = i + 1; j < t.length; j++) {
      const f = twoPungFan(t[i], t[j]);
      if (f) out.push(f);
    }
  return out;
}

/** Pung-combination fans present among any two or three pungs (for the excluded list). */
export function pungFansPresent(v: View): Set<FanId> {
  return fansPresent(pungTiles(v), twoPungFan, threePungFan);
}
