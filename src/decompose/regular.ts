/**
 * Regular hands: every distinct way of splitting the concealed tiles into sets
 * (chows and pungs) and one pair.
 *
 * At each step the lowest remaining tile t must be covered by sets that start at t:
 * the pair (0 or 1), a pung (0 or 1) and n chows t,t+1,t+2, with 2*pair + 3*pung + n
 * equal to the copies of t. Choosing all of them at once (instead of one set at a
 * time) makes every arrangement come out exactly once, with no de-duplication.
 */
import { type Tile, type Counts } from '../tiles.js';
import type { TileSet } from './sets.js';

/** How the concealed tiles split: `sets` sorted by the tie-break order, then the pair. */
export interface ConcealedSplit {
  sets: TileSet[];
  pair: Tile;
}

const canChowFrom = (t: Tile): boolean => t < 27 && t % 9 <= 6;

/**
 * All splits of `counts` (34 entries, modified during the walk and restored) into
 * `setsNeeded` sets and one pair.
 */
export function regularSplits(counts: Counts, setsNeeded: number): ConcealedSplit[] {
  const out: ConcealedSplit[] = [];
  const sets: TileSet[] = [];
  walk(counts, 0, setsNeeded, -1, sets, out);
  return out;
}

function walk(c: Counts, from: number, need: number, pair: number, sets: TileSet[], out: ConcealedSplit[]): void {
  let t = from;
  while (t < 34 && c[t] === 0) t++;
  if (t === 34) {
    if (pair >= 0 && sets.length === need) out.push({ sets: sortSets(sets), pair });
    return;
  }
  const n = c[t];
  for (let p = 0; p <= (pair < 0 && n >= 2 ? 1 : 0); p++) {
    for (let k = 0; k <= (n - 2 * p >= 3 ? 1 : 0); k++) {
      const chows = n - 2 * p - 3 * k;
      if (sets.length + k + chows > need) continue;
      if (chows > 0 && (!canChowFrom(t) || c[t + 1] < chows || c[t + 2] < chows)) continue;
      c[t] = 0;
      if (chows > 0) {
        c[t + 1] -= chows;
        c[t + 2] -= chows;
      }
      const mark = sets.length;
      if (k) sets.push({ kind: 'pung', tile: t, melded: false });
      for (let i = 0; i < chows; i++) sets.push({ kind: 'chow', tile: t, melded: false });
      walk(c, t + 1, need, p ? t : pair, sets, out);
      sets.length = mark;
      c[t] = n;
      if (chows > 0) {
        c[t + 1] += chows;
        c[t + 2] += chows;
      }
    }
  }
}

/**
 * Order of sets inside a split, and of splits among themselves (see evaluate/best.ts):
 * by lowest tile, a pung before a chow of the same tile.
 */
export const setOrderKey = (s: TileSet): number => s.tile * 2 + (s.kind === 'chow' ? 1 : 0);

function sortSets(sets: TileSet[]): TileSet[] {
  return sets.slice().sort((a, b) => setOrderKey(a) - setOrderKey(b));
}

/** True when `counts` (34 entries, restored on return) splits into `setsNeeded` sets and a pair. */
export function isRegularComplete(counts: Counts, setsNeeded: number): boolean {
  return complete(counts, 0, setsNeeded, false);
}

function complete(c: Counts, from: number, need: number, hasPair: boolean): boolean {
  let t = from;
  while (t < 34 && c[t] === 0) t++;
  if (t === 34) return hasPair && need === 0;
  const n = c[t];
  for (let p = 0; p <= (!hasPair && n >= 2 ? 1 : 0); p++) {
    for (let k = 0; k <= (n - 2 * p >= 3 ? 1 : 0); k++) {
      const chows = n - 2 * p - 3 * k;
      if (k + chows > need) continue;
      if (chows > 0 && (!canChowFrom(t) || c[t + 1] < chows || c[t + 2] < chows)) continue;
      c[t] = 0;
      if (chows > 0) {
        c[t + 1] -= chows;
        c[t + 2] -= chows;
      }
      const ok = complete(c, t + 1, need - k - chows, hasPair || p === 1);
      c[t] = n;
      if (chows > 0) {
        c[t + 1] += chows;
        c[t + 2] += chows;
      }
      if (ok) return true;
    }
  }
  return false;
}
