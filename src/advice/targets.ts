/**
 * The complete hands near a hand: every concealed part C that makes a winning shape
 * with the hand's melds (four sets and a pair, seven pairs, thirteen orphans, honors
 * and knitted tiles, a knitted straight with a set and a pair) and that needs at most
 * `budget` tiles the hand does not hold ("missing" tiles, sum over t of
 * max(0, C[t] - h[t])). Never more than 4 of a tile counting the melds.
 *
 * This is the search space of the legal distance (advise.ts): a hand H is k
 * exchanges from a target T = C - w when T holds k tiles H does not, so every
 * target within k exchanges of a 13-tile hand comes from a C missing at most k + 1
 * tiles (k + 1 + 1 after a discard from 14 is already counted in h having 14 tiles).
 * Sets and pairs sharing no tile with h cost 3 and 2: with a small budget few of
 * them fit, which is what keeps the search small (the structural prune).
 *
 * Each C is returned once (a C reached by several splits is kept the first time).
 */
import { KNITS } from '../decompose/special.js';
import type { Counts } from '../tiles.js';

/** A complete concealed part near the hand, and the tiles it needs beyond the hand. */
export interface Target {
  counts: Uint8Array;
  missing: number;
}

/** The 55 sets, in tile order: a pung of t, then a chow from t. */
const SETS: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  for (let t = 0; t < 34; t++) {
    out.push([t, t, t]);
    if (t < 27 && t % 9 <= 6) out.push([t, t + 1, t + 2]);
  }
  return out;
})();

const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
const HONORS = [27, 28, 29, 30, 31, 32, 33];

/** What one search needs: the hand, the caps, the budget, and what it found. */
interface Search {
  h: Counts;
  /** 4 minus the copies in melds. */
  cap: Counts;
  budget: number;
  used: Uint8Array;
  /** Tiles of the hand still not used by C. */
  unused: number;
  seen: Set<string>;
  out: Target[];
}

const keyOf = (c: Uint8Array): string => String.fromCharCode.apply(null, c as unknown as number[]);

function emit(s: Search, missing: number): void {
  const key = keyOf(s.used);
  if (s.seen.has(key)) return;
  s.seen.add(key);
  s.out.push({ counts: s.used.slice(), missing });
}

/** Adds tile t to C: its cost (1 when the hand has no more copies), or -1 over the cap. */
function take(s: Search, t: number): number {
  if (s.used[t] >= s.cap[t]) return -1;
  const cost = s.used[t] >= s.h[t] ? 1 : 0;
  if (cost === 0) s.unused--;
  s.used[t]++;
  return cost;
}

function give(s: Search, t: number): void {
  s.used[t]--;
  if (s.used[t] < s.h[t]) s.unused++;
}

/** Adds the tiles; returns the cost, or -1 (nothing added) when a cap is passed. */
function takeAll(s: Search, tiles: readonly number[]): number {
  let cost = 0;
  for (let i = 0; i < tiles.length; i++) {
    const c = take(s, tiles[i]);
    if (c < 0) {
      for (let j = i - 1; j >= 0; j--) give(s, tiles[j]);
      return -1;
    }
    cost += c;
  }
  return cost;
}

function giveAll(s: Search, tiles: readonly number[]): void {
  for (let i = tiles.length - 1; i >= 0; i--) give(s, tiles[i]);
}

/**
 * `left` more sets from SETS[start..] (a set may repeat), then the pair. `missing`:
 * the cost so far. The tiles C still needs beyond those the hand can give cost at
 * least that many: a bound that cuts the search early.
 */
function sets(s: Search, start: number, left: number, missing: number): void {
  const need = 3 * left + 2 - s.unused;
  if (missing + (need > 0 ? need : 0) > s.budget) return;
  if (left === 0) {
    for (let p = 0; p < 34; p++) {
      if (s.used[p] + 2 > s.cap[p]) continue;
      const c = pairCost(s, p);
      if (missing + c > s.budget) continue;
      takePair(s, p);
      emit(s, missing + c);
      givePair(s, p);
    }
    return;
  }
  for (let i = start; i < SETS.length; i++) {
    const set = SETS[i];
    const c = takeAll(s, set);
    if (c < 0) continue;
    if (missing + c <= s.budget) sets(s, i, left - 1, missing + c);
    giveAll(s, set);
  }
}

/**
 * Seven pairs: tiles from `start`, `left` pairs still to place (a tile may give two
 * pairs). A pair costs 2 minus the copies the hand still has of it (at least 0); the
 * `left` cheapest pairs from `start` on bound what the rest costs.
 */
function pairs(s: Search, start: number, left: number, missing: number): void {
  if (left === 0) {
    emit(s, missing);
    return;
  }
  // The cheapest `left` pair slots from start: the hand's pairs, then its single tiles, then 2 each.
  let free = 0, ones = 0;
  for (let t = start; t < 34; t++) {
    const rest = s.h[t] - s.used[t];
    if (rest >= 4) free += 2;
    else if (rest >= 2) {
      free++;
      if (rest === 3) ones++;
    } else if (rest === 1) ones++;
  }
  const z = Math.min(free, left);
  const o = Math.min(ones, left - z);
  if (missing + o + 2 * (left - z - o) > s.budget) return;
  for (let t = start; t < 34; t++) {
    if (s.used[t] + 2 > s.cap[t]) continue;
    const c = pairCost(s, t);
    if (missing + c > s.budget) continue;
    takePair(s, t);
    pairs(s, t, left - 1, missing + c);
    givePair(s, t);
  }
}

const pairCost = (s: Search, t: number): number => {
  const rest = s.h[t] - s.used[t];
  return rest >= 2 ? 0 : rest === 1 ? 1 : 2;
};

function takePair(s: Search, t: number): void {
  take(s, t);
  take(s, t);
}

function givePair(s: Search, t: number): void {
  give(s, t);
  give(s, t);
}

/**
 * Every complete concealed part within `budget` missing tiles of the concealed
 * counts `h` (13 or 14 tiles less 3 per meld), with `melds` melds whose copies are
 * `meldCounts`. The order is by shape, then by set; callers sort by `missing`.
 */
export function targetsNear(h: Counts, meldCounts: Counts, melds: number, budget: number): Target[] {
  const cap = new Uint8Array(34);
  let size = 0;
  for (let t = 0; t < 34; t++) {
    cap[t] = 4 - meldCounts[t];
    size += h[t];
  }
  const s: Search = { h, cap, budget, used: new Uint8Array(34), unused: size, seen: new Set(), out: [] };
  sets(s, 0, 4 - melds, 0);
  if (melds === 0) {
    pairs(s, 0, 7, 0);
    // Thirteen orphans: one of each, and one of them twice.
    let base = 0;
    for (const t of ORPHANS) base += take(s, t);
    for (const t of ORPHANS) {
      const c = take(s, t);
      if (base + c <= budget) emit(s, base + c);
      give(s, t);
    }
    giveAll(s, ORPHANS);
    // Honors and knitted tiles: 14 of a knit's 9 tiles and the 7 honors (all 16 but
    // two); each tile the hand lacks costs 1.
    for (const knit of KNITS) {
      const all = [...knit, ...HONORS];
      let cost = 0;
      for (const t of all) if (h[t] === 0) cost++;
      for (let a = 0; a < all.length; a++) {
        for (let b = a + 1; b < all.length; b++) {
          const c = cost - (h[all[a]] === 0 ? 1 : 0) - (h[all[b]] === 0 ? 1 : 0);
          if (c > budget) continue;
          for (let i = 0; i < all.length; i++) if (i !== a && i !== b) s.used[all[i]]++;
          emit(s, c);
          for (let i = 0; i < all.length; i++) if (i !== a && i !== b) s.used[all[i]]--;
        }
      }
    }
  }
  if (melds <= 1) {
    // Knitted straight: a knit's 9 tiles, then 1 - melds sets and a pair.
    for (const knit of KNITS) {
      const c = takeAll(s, knit);
      if (c < 0) continue;
      if (c <= budget) sets(s, 0, 1 - melds, c);
      giveAll(s, knit);
    }
  }
  return s.out;
}
