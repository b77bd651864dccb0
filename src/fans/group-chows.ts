/**
 * Fans made of chows. The two-chow and three-chow fans are counted together, under
 * the account-once and non-identical principles (RULES.md 3 and 4), the way the
 * reference implementation counts them:
 * - a four-chow fan (Quadruple Chow, Four Pure Shifted Chows) takes all four chows;
 * - else the first three chows (in tile order) that make a three-chow fan take it,
 *   and the fourth chow adds at most one two-chow fan with them;
 * - else the two-chow fans of every pair of chows count, at most three with four
 *   chows (one less for each chow that pairs with none) and two with three chows,
 *   dropping repeated fans first, from Two Terminal Chows up to Pure Double Chow.
 */
import type { FanId } from './index.js';
import type { View } from './view.js';
import { type Tile, suitOf, rankOf } from '../tiles.js';

/** Where the combination counters write the fans they find: each fan once for each time it counts. */
export type FanCounter = FanId[];

/** Adds a fan to the counter, once, and returns the counter. */
export function counted(out: FanCounter, fan: FanId): FanCounter {
  out.push(fan);
  return out;
}

type TwoChowFan = 'pure-double-chow' | 'mixed-double-chow' | 'short-straight' | 'two-terminal-chows';
/** Two-chow fans in the order the account-once rule keeps them. */
const TWO_CHOW_FANS: readonly TwoChowFan[] = ['pure-double-chow', 'mixed-double-chow', 'short-straight', 'two-terminal-chows'];

/** The fan two chows (first tiles; a first tile's rank is 1..7) make, if any. */
export function twoChowFan(a: Tile, b: Tile): TwoChowFan | null {
  if (suitOf(a) !== suitOf(b)) return rankOf(a) === rankOf(b) ? 'mixed-double-chow' : null;
  if (a === b) return 'pure-double-chow';
  if (Math.abs(a - b) === 3) return 'short-straight';
  if (Math.abs(a - b) === 6 && (rankOf(a) === 1 || rankOf(b) === 1)) return 'two-terminal-chows';
  return null;
}

/** The fan three chows (first tiles, ascending) make, if any. */
export function threeChowFan(a: Tile, b: Tile, c: Tile): FanId | null {
  const sa = suitOf(a), sb = suitOf(b), sc = suitOf(c);
  const ra = rankOf(a), rb = rankOf(b), rc = rankOf(c);
  if (sa !== sb && sa !== sc && sb !== sc) {
    const lo = Math.min(ra, rb, rc), hi = Math.max(ra, rb, rc);
    if (hi - lo === 2 && ra !== rb && ra !== rc && rb !== rc) return 'mixed-shifted-chows';
    if (ra === rb && rb === rc) return 'mixed-triple-chow';
    if (lo === 1 && hi === 7 && ra + rb + rc === 12) return 'mixed-straight';
    return null;
  }
  if (sa !== sb || sb !== sc) return null;
  if (ra === 1 && rb === 4 && rc === 7) return 'pure-straight';
  if ((rb - ra === 2 && rc - rb === 2) || (rb - ra === 1 && rc - rb === 1)) return 'pure-shifted-chows';
  if (a === b && b === c) return 'pure-triple-chow';
  return null;
}

/** The fan four chows (first tiles, ascending) make, if any. */
function fourChowFan(t: readonly Tile[]): FanId | null {
  if (suitOf(t[0]) !== suitOf(t[3])) return null;
  const d = t[1] - t[0];
  if ((d === 1 || d === 2) && t[2] - t[1] === d && t[3] - t[2] === d) return 'four-pure-shifted-chows';
  if (d === 0 && t[2] === t[0] && t[3] === t[0]) return 'quadruple-chow';
  return null;
}

/** Pure Terminal Chows / Three-Suited Terminal Chows: 123 and 789 twice with a pair of 5s. */
function terminalChowsFan(t: readonly Tile[], pair: Tile): FanId | null {
  if (pair < 0 || pair >= 27 || rankOf(pair) !== 5) return null;
  const ps = suitOf(pair);
  let low = 0, high = 0, lowSuits = 0, highSuits = 0, inPairSuit = 0;
  for (const c of t) {
    if (rankOf(c) === 1) { low++; lowSuits |= 1 << suitOf(c); }
    else if (rankOf(c) === 7) { high++; highSuits |= 1 << suitOf(c); }
    else return null;
    if (suitOf(c) === ps) inPairSuit++;
  }
  if (low !== 2 || high !== 2) return null;
  if (inPairSuit === 4) return 'pure-terminal-chows';
  const others = 7 & ~(1 << ps);
  return inPairSuit === 0 && lowSuits === others && highSuits === others ? 'three-suited-terminal-chows' : null;
}

/** Each two-chow fan's place in TWO_CHOW_FANS. */
const TWO_CHOW_INDEX = Object.fromEntries(TWO_CHOW_FANS.map((f, i) => [f, i])) as Readonly<Record<TwoChowFan, number>>;
/** keepAtMost's counts of each two-chow fan (scratch, filled in each call). */
const KEPT = new Int8Array(4);

/** Keep at most `max` two-chow fans, dropping repeats first (see the file comment). */
function keepAtMost(found: readonly (TwoChowFan | null)[], max: number, into: FanCounter): void {
  const n = KEPT;
  n.fill(0);
  let total = 0;
  for (const f of found) if (f) { n[TWO_CHOW_INDEX[f]]++; total++; }
  for (let limit = 1; limit >= 0 && total > max; limit--) {
    for (let i = 3; i >= 0 && total > max; i--) {
      while (n[i] > limit && total > max) { n[i]--; total--; }
    }
  }
  for (let i = 0; i < 4; i++) for (let k = 0; k < n[i]; k++) into.push(TWO_CHOW_FANS[i]);
}

/** Four chows as three (a, b, c) and the fourth (d), the first three in tile order first. */
const THREE_AND_ONE = [[0, 1, 2, 3], [0, 1, 3, 2], [0, 2, 3, 1], [1, 2, 3, 0]] as const;
/** The six pairs of four chows. */
const PAIRS = [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]] as const;
/** For each chow, the indexes in PAIRS of the pairs it is in. */
const PAIRS_OF = [[0, 1, 2], [0, 3, 4], [1, 3, 5], [2, 4, 5]] as const;

/** The chow fans an arrangement scores, by the rules in the file comment. */
export function chowFans(v: View, out: FanCounter = []): FanCounter {
  const t = v.chows;
  if (t.length === 4) {
    const special = terminalChowsFan(t, v.pair) ?? fourChowFan(t);
    if (special) return counted(out, special);
    for (const [a, b, c, d] of THREE_AND_ONE) {
      const f = threeChowFan(t[a], t[b], t[c]);
      if (!f) continue;
      out.push(f);
      // The fourth chow adds the first two-chow fan (in TWO_CHOW_FANS order) it makes with any of the three.
      const ab = twoChowFan(t[a], t[d]), bd = twoChowFan(t[b], t[d]), cd = twoChowFan(t[c], t[d]);
      for (const x of TWO_CHOW_FANS) {
        if (x === ab || x === bd || x === cd) return counted(out, x);
      }
      return out;
    }
    const pairs = PAIRS.map(([a, b]) => twoChowFan(t[a], t[b]));
    let max = 3;
    for (const of of PAIRS_OF) if (pairs[of[0]] === null && pairs[of[1]] === null && pairs[of[2]] === null) max--;
    if (max > 0) keepAtMost(pairs, max, out);
  } else if (t.length === 3) {
    const f = threeChowFan(t[0], t[1], t[2]);
    if (f) return counted(out, f);
    keepAtMost([twoChowFan(t[0], t[1]), twoChowFan(t[0], t[2]), twoChowFan(t[1], t[2])], 2, out);
  } else if (t.length === 2) {
    const f = twoChowFan(t[0], t[1]);
    if (f) out.push(f);
  }
  return out;
}

/**
 * Chow fans present anywhere among the chows (any two, any three), whether they
 * count or not: used to show which counted fan excludes them.
 */
export function chowFansPresent(v: View): Set<FanId> {
  return fansPresent(v.chows, twoChowFan, threeChowFan);
}

/**
 * The fans any two or any three of the sets `t` make (by `two` and `three`), in
 * the order first found: chowFansPresent and group-pungs' pungFansPresent.
 */
export function fansPresent(
  t: readonly Tile[],
  two: (a: Tile, b: Tile) => FanId | null,
  three: (a: Tile, b: Tile, c: Tile) => FanId | null,
): Set<FanId> {
  const out = new Set<FanId>();
  for (let i = 0; i < t.length; i++)
    for (let j = i + 1; j < t.length; j++) {
      const f = two(t[i], t[j]);
      if (f) out.add(f);
      for (let k = j + 1; k < t.length; k++) {
        const g = three(t[i], t[j], t[k]);
        if (g) out.add(g);
      }
    }
  return out;
}
