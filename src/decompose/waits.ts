/**
 * Which tiles complete a hand. Used for the wait fans (Edge, Closed and Single Wait
 * count only when exactly one tile completes the hand) and for ready-hand analysis.
 *
 * As in the reference implementation, a tile counts as completing the shape even
 * when all its copies are already in sight; the shapes looked at are the regular
 * one and, with 13 standing tiles, seven pairs.
 */
import { type Tile, type Counts } from '../tiles.js';
import { suitState, honorState, BAD, OK, PAIR } from './regular.js';

const POW6 = Array.from({ length: 9 }, (_, r) => 6 ** r);

/** Could tile t be useful to these counts (itself or a neighbour in its suit is held)? */
function near(c: Readonly<Counts>, t: Tile): boolean {
  if (c[t] > 0) return true;
  if (t >= 27) return false;
  const r = t % 9;
  return (r >= 1 && c[t - 1] > 0) || (r >= 2 && c[t - 2] > 0) || (r <= 7 && c[t + 1] > 0) || (r <= 6 && c[t + 2] > 0);
}

/**
 * Tiles that complete the standing tiles `c` (counts, not changed) into
 * `setsNeeded` sets and a pair, or seven pairs when `sevenPairs` is set.
 * Stops after `limit` tiles (2 is enough to know a wait is not unique).
 *
 * A tile changes only its own group (its suit, or itself for an honor), so each
 * group's state is worked out once and only the tile's group again for each tile.
 */
export function completingTiles(c: Readonly<Counts>, setsNeeded: number, sevenPairs: boolean, limit = 34): Tile[] {
  let total = 0;
  let odd = 0; // tiles held an odd number of times, for seven pairs
  // Group states: suits 0..2, then one group per honor (27..33 → 3..9).
  let bad = 0, pairs = 0, badGroup = -1;
  for (let g = 0; g < 10; g++) {
    let state: number;
    if (g < 3) {
      let key = 0, size = 0;
      for (let t = g * 9 + 8; t >= g * 9; t--) {
        key = key * 6 + c[t];
        size += c[t];
        odd += c[t] & 1;
      }
      keys[g] = key;
      sizes[g] = size;
      total += size;
      state = suitState(key, size);
    } else {
      const n = c[g + 24];
      total += n;
      odd += n & 1;
      state = honorState(n);
    }
    states[g] = state;
    if (state === BAD) {
      bad++;
      badGroup = g;
    } else if (state === PAIR) pairs++;
  }
  // A tile changes only its own group, so it can complete a regular hand only when
  // every other group already splits: with one group that splits no way, a tile of
  // that group; with none, a tile of a group holding sets and a pair (it becomes
  // sets, leaving the other group's pair). Adding to a group of sets spoils it.
  const regular = total + 1 === 3 * setsNeeded + 2 && bad <= 1;
  // Seven pairs: the one tile held an odd number of times completes them.
  const sevenPairsShort = sevenPairs && total === 13 && odd === 1;

  const out: Tile[] = [];
  for (let g = 0; g < 10 && out.length < limit; g++) {
    const mayComplete = regular && (bad === 1 ? g === badGroup : states[g] === PAIR);
    if (!mayComplete && !sevenPairsShort) continue;
    const first = g < 3 ? g * 9 : g + 24;
    const last = g < 3 ? first + 8 : first;
    for (let t = first; t <= last && out.length < limit; t++) {
      const sevenPairsOk = sevenPairsShort && (c[t] & 1) === 1;
      let regularOk = false;
      if (mayComplete && near(c, t)) {
        const after = g < 3 ? suitState(keys[g] + POW6[t - first], sizes[g] + 1) : honorState(c[t] + 1);
        regularOk = after !== BAD && pairs - (states[g] === PAIR ? 1 : 0) + (after === PAIR ? 1 : 0) === 1;
      }
      if (regularOk || sevenPairsOk) out.push(t);
    }
  }
  return out;
}

/** Scratch for completingTiles (never re-entered): each suit's key and size, each group's state. */
const keys = [0, 0, 0];
const sizes = [0, 0, 0];
const states = new Array<number>(10).fill(0);

/** True when exactly one tile completes the standing tiles `c` (the winning tile removed). */
export function isUniqueWait(c: Counts, setsNeeded: number, sevenPairs: boolean): boolean {
  return completingTiles(c, setsNeeded, sevenPairs, 2).length === 1;
}

/**
 * Is `win` the only tile that completes the hand? `c` holds the standing tiles with
 * `win` among them, and they make a regular hand whose pair is `pair` (any
 * arrangement's: the pair's group is the one holding 3n + 2 tiles). The same answer
 * as isUniqueWait on the tiles without `win`, found with less work:
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
      const after = stateWith(c, gWin, key, size, t);
      if (after !== BAD && otherPairs + (after === PAIR ? 1 : 0) === 1) return false;
    }
    if (otherPairs === 1 && stateWith(c, gWin, key, size, -1) === PAIR) {
      const pairKey = groupKey(c, gPair);
      const pairSize = groupSize(c, gPair);
      for (let t = firstOf(gPair); t <= lastOf(gPair); t++) {
        if (near(c, t) && stateWith(c, gPair, pairKey, pairSize, t) === OK) return false;
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

/** Groups as in completingTiles: suits 0..2, then one per honor (3..9). */
const groupOf = (t: Tile): number => (t < 27 ? (t / 9) | 0 : t - 24);
const firstOf = (g: number): Tile => (g < 3 ? g * 9 : g + 24);
const lastOf = (g: number): Tile => (g < 3 ? g * 9 + 8 : g + 24);
function groupKey(c: Readonly<Counts>, g: number): number {
  if (g >= 3) return 0;
  let key = 0;
  for (let t = g * 9 + 8; t >= g * 9; t--) key = key * 6 + c[t];
  return key;
}
function groupSize(c: Readonly<Counts>, g: number): number {
  if (g >= 3) return c[g + 24];
  let n = 0;
  for (let t = g * 9; t < g * 9 + 9; t++) n += c[t];
  return n;
}
/** The state of group g (key and size as above) with tile t added (-1: nothing added). */
function stateWith(c: Readonly<Counts>, g: number, key: number, size: number, t: number): number {
  if (g >= 3) return honorState(size + (t >= 0 ? 1 : 0));
  return t >= 0 ? suitState(key + POW6[t - g * 9], size + 1) : suitState(key, size);
}
