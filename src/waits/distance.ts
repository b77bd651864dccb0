/**
 * Distance to ready ("shanten"): how many tiles of a hand must be exchanged (one
 * discarded, one drawn, each time) before the hand is ready, i.e. before at least
 * one tile would complete it. Ready is 0.
 *
 * Computed exactly, copy limits included, from this identity: a 13-tile hand H is
 * `d` exchanges from ready exactly when some complete hand C (its concealed part:
 * sets and a pair, or a special shape; with H's melds, and never more than 4 of a
 * tile counting those melds) shares 13 - d tiles with H. (Keep the shared tiles,
 * take all but one of C's other tiles: the hand is ready on the last one; and
 * conversely.) So
 *
 *   distance(H) = n - max over legal complete C of  sum_t min(H[t], C[t])
 *
 * where n = 13 - 3 * melds is the number of concealed tiles. For 14 tiles (a hand
 * that must discard) the same maximum gives the distance after the best discard:
 * n - min(n, max), and the hand is complete when the maximum is n + 1.
 *
 * The shapes (each gives its own maximum; the hand's distance is the least):
 *   - regular: 4 - melds sets and a pair. A dynamic programme over each suit (the
 *     chows started one and two tiles back, the sets and pair used so far) gives the
 *     best overlap for each number of sets and pairs inside the suit; the suits are
 *     then combined. Sets and pairs sharing no tile with H cost nothing and always
 *     exist (there are many unused tiles), so "at most" that many sets is enough.
 *     A 13-tile hand that a tile completes regularly (regularReady) shares all its
 *     tiles, and needs no programme.
 *   - seven pairs (no melds): the 7 best pair slots (a tile held 4 times is two pairs).
 *   - thirteen orphans (no melds): the orphans held, plus one if one is held twice.
 *   - honors and knitted tiles (no melds): 14 different tiles among the honors and
 *     one knitted sequence; the kinds held among those 16.
 *   - knitted straight (at most one meld): a knitted sequence of 9, plus 1 - melds
 *     sets and a pair from the rest (the regular programme on what is left).
 *
 * Per-suit results are cached by the suit's counts and copy limits, so analysing
 * the many neighbours of one hand (which draws help, which discards) is cheap.
 */
import { type Counts } from '../tiles.js';
import { KNITS } from '../decompose/special.js';
import { regularReady } from '../decompose/waits.js';

/** Overlap table of one suit: index k * 2 + p for k sets (0..4) and p pairs (0..1); -1 = impossible. */
type Table = Int8Array;

const NEG = -1;
const K = 5; // 0..4 sets
const SLOTS = K * 2;

/** The five shapes whose distance is reported. */
export interface ShapeDistances {
  regular: number;
  /** null when the shape is impossible (melds). */
  sevenPairs: number | null;
  thirteenOrphans: number | null;
  honorsAndKnitted: number | null;
  knittedStraight: number | null;
}

// ---------------------------------------------------------------- one suit

const suitCache = new Map<number, Table>();
const honorCache = new Map<number, Table>();
const CACHE_LIMIT = 200_000;

/** DP state index: c1 (chows from the tile before) * 50 + c2 (two before) * 10 + k * 2 + p. */
const STATES = 5 * 5 * K * 2;
const cur = new Int8Array(STATES);
const nxt = new Int8Array(STATES);

/**
 * Best overlap inside one suit of 9 tiles: h held, cap the most copies C may have
 * (4 minus the copies in melds).
 */
function suitTable(h: Counts, cap: Counts, base: number): Table {
  let key = 0;
  for (let i = 0; i < 9; i++) key = key * 25 + h[base + i] * 5 + cap[base + i];
  const hit = suitCache.get(key);
  if (hit) return hit;

  // Only sets and pairs that share a tile kind with h are tried: any other can be
  // moved out of the suit as a free one without changing the overlap.
  cur.fill(NEG);
  cur[0] = 0;
  for (let i = 0; i < 9; i++) {
    nxt.fill(NEG);
    const hi = h[base + i];
    const ci = cap[base + i];
    const maxChow = i <= 6 && hi + h[base + i + 1] + h[base + i + 2] > 0 ? 4 : 0;
    const maxSame = hi > 0 ? 1 : 0;
    for (let c1 = 0; c1 <= 4; c1++) {
      for (let c2 = 0; c2 + c1 <= ci; c2++) {
        const s0 = c1 * 50 + c2 * 10;
        for (let k = 0; k < K; k++) {
          for (let p = 0; p < 2; p++) {
            const v = cur[s0 + k * 2 + p];
            if (v < 0) continue;
            const held = c1 + c2;
            for (let c0 = 0; c0 <= maxChow && k + c0 < K && held + c0 <= ci; c0++) {
              for (let u = 0; u <= maxSame && k + c0 + u < K; u++) {
                for (let q = 0; q <= (p ? 0 : maxSame); q++) {
                  const c = held + c0 + 3 * u + 2 * q;
                  if (c > ci) break;
                  const gain = c < hi ? c : hi;
                  const idx = c0 * 50 + c1 * 10 + (k + c0 + u) * 2 + p + q;
                  const w = v + gain;
                  if (w > nxt[idx]) nxt[idx] = w;
                }
              }
            }
          }
        }
      }
    }
    cur.set(nxt);
  }
  // Chows may not run past 9: only states with no pending chow are complete.
  const out = new Int8Array(SLOTS).fill(NEG);
  for (let s = 0; s < SLOTS; s++) out[s] = cur[s];
  if (suitCache.size >= CACHE_LIMIT) suitCache.clear();
  suitCache.set(key, out);
  return out;
}

/** Best overlap among the 7 honors: each a pung, a pair or nothing. */
function honorTable(h: Counts, cap: Counts): Table {
  let key = 0;
  for (let t = 27; t < 34; t++) key = key * 25 + h[t] * 5 + cap[t];
  const hit = honorCache.get(key);
  if (hit) return hit;
  let acc = new Int8Array(SLOTS).fill(NEG);
  acc[0] = 0;
  for (let t = 27; t < 34; t++) {
    const next = acc.slice();
    if (h[t] === 0) continue; // a pung or pair of a tile not held is a free one
    const pung = cap[t] >= 3 ? Math.min(h[t], 3) : -1;
    const pair = cap[t] >= 2 ? Math.min(h[t], 2) : -1;
    for (let k = 0; k < K; k++) {
      for (let p = 0; p < 2; p++) {
        const v = acc[k * 2 + p];
        if (v < 0) continue;
        if (pung >= 0 && k + 1 < K && v + pung > next[(k + 1) * 2 + p]) next[(k + 1) * 2 + p] = v + pung;
        if (pair >= 0 && p === 0 && v + pair > next[k * 2 + 1]) next[k * 2 + 1] = v + pair;
      }
    }
    acc = next;
  }
  if (honorCache.size >= CACHE_LIMIT) honorCache.clear();
  honorCache.set(key, acc);
  return acc;
}

/** out = a ⊕ b: the best sum for each total of sets and pairs (out is neither a nor b). */
function combine(a: Table, b: Table, out: Table): Table {
  out.fill(NEG);
  for (let k1 = 0; k1 < K; k1++) {
    for (let p1 = 0; p1 < 2; p1++) {
      const x = a[k1 * 2 + p1];
      if (x < 0) continue;
      for (let k2 = 0; k1 + k2 < K; k2++) {
        for (let p2 = 0; p1 + p2 < 2; p2++) {
          const y = b[k2 * 2 + p2];
          if (y < 0) continue;
          const i = (k1 + k2) * 2 + p1 + p2;
          if (x + y > out[i]) out[i] = x + y;
        }
      }
    }
  }
  return out;
}

/** Scratch tables of regularOverlap (never re-entered). */
const sumA = new Int8Array(SLOTS);
const sumB = new Int8Array(SLOTS);

/**
 * The most tiles of `h` that `sets` sets and one pair can share, never using more
 * than cap[t] copies of a tile. Sets and the pair not sharing a tile with h are free.
 */
export function regularOverlap(h: Counts, cap: Counts, sets: number): number {
  combine(suitTable(h, cap, 0), suitTable(h, cap, 9), sumA);
  combine(sumA, suitTable(h, cap, 18), sumB);
  const all = combine(sumB, honorTable(h, cap), sumA);
  let best = 0;
  for (let k = 0; k <= sets; k++) for (let p = 0; p < 2; p++) if (all[k * 2 + p] > best) best = all[k * 2 + p];
  return best;
}

/**
 * regularOverlap for at most one set and a pair, worked out directly (the knitted
 * straight's set and pair beside its nine tiles, six times per hand): each set with
 * the best pair that can go with it. A set touches at most three kinds of tile, so
 * the best pair elsewhere is among the four best pairs.
 */
export function setAndPairOverlap(h: Counts, cap: Counts, sets: 0 | 1): number {
  // Each tile's share as the pair, and the four best pairs (gain > 0), best first
  // (ties in tile order).
  const gain = pairGain;
  const top = topPairs;
  top.fill(-1);
  for (let u = 0; u < 34; u++) {
    const g = cap[u] >= 2 ? (h[u] < 2 ? h[u] : 2) : 0;
    gain[u] = g;
    if (g === 0) continue;
    if (top[3] >= 0 && gain[top[3]] === 2) break; // four pairs sharing 2: none better
    for (let i = 0; i < 4; i++) {
      if (top[i] < 0 || g > gain[top[i]]) {
        for (let j = 3; j > i; j--) top[j] = top[j - 1];
        top[i] = u;
        break;
      }
    }
  }
  const bestPair = top[0] < 0 ? 0 : gain[top[0]];
  if (sets === 0) return bestPair;
  let best = bestPair; // no set that shares a tile
  // A set shares at most 3 and the pair 2: once 5 is reached, nothing is better.
  for (let t = 0; t < 34 && best < 5; t++) {
    // A pung of t, and a pair of another tile.
    if (h[t] > 0 && cap[t] >= 3) {
      let pair = 0;
      for (let i = 0; i < 4; i++) {
        const u = top[i];
        if (u >= 0 && u !== t) {
          pair = gain[u];
          break;
        }
      }
      const v = (h[t] < 3 ? h[t] : 3) + pair;
      if (v > best) best = v;
    }
    // A chow from t, and a pair of another tile or of one of its own (3 copies then).
    if (t < 27 && t % 9 <= 6 && cap[t] >= 1 && cap[t + 1] >= 1 && cap[t + 2] >= 1) {
      const set = (h[t] > 0 ? 1 : 0) + (h[t + 1] > 0 ? 1 : 0) + (h[t + 2] > 0 ? 1 : 0);
      if (set === 0) continue;
      let pair = 0;
      for (let i = 0; i < 4; i++) {
        const u = top[i];
        if (u >= 0 && (u < t || u > t + 2)) {
          pair = gain[u];
          break;
        }
      }
      for (let x = t; x <= t + 2; x++) if (cap[x] >= 3 && h[x] > 1) pair = Math.max(pair, (h[x] < 3 ? h[x] : 3) - 1);
      if (set + pair > best) best = set + pair;
    }
  }
  return best;
}

/** Scratch of setAndPairOverlap (never re-entered). */
const pairGain = new Uint8Array(34);
const topPairs = new Int8Array(4);

// ---------------------------------------------------------------- special shapes

const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

function sevenPairsOverlap(h: Counts): number {
  // The 7 best pair slots: a tile held twice or more gives a slot sharing 2, once 1; a
  // tile held 4 times gives a second slot sharing 2, 3 times one sharing 1 (a second
  // pair of a tile never shares more than its first, so the best 7 are consistent).
  let twos = 0, ones = 0;
  for (let t = 0; t < 34; t++) {
    const n = h[t];
    if (n === 0) continue;
    if (n === 1) ones++;
    else if (n === 2) twos++;
    else if (n === 3) {
      twos++;
      ones++;
    } else twos += 2;
  }
  const pairs = twos < 7 ? twos : 7;
  const singles = ones < 7 - pairs ? ones : 7 - pairs;
  return 2 * pairs + singles;
}

function orphansOverlap(h: Counts): number {
  let kinds = 0;
  let twice = 0;
  for (const t of ORPHANS) {
    if (h[t] > 0) kinds++;
    if (h[t] > 1) twice = 1;
  }
  return kinds + twice;
}

/** Scratch: the kinds of each knit's 9 tiles held (knitKinds; never re-entered). */
const kindsHeld = new Int8Array(KNITS.length);

/** Fills kindsHeld for h and returns the most kinds any knit has (honorsKnittedOverlap, knittedStraightOverlap and bestOverlap's bound use them). */
function knitKinds(h: Counts): number {
  let most = 0;
  for (let i = 0; i < KNITS.length; i++) {
    const k = KNITS[i];
    let n = 0;
    for (let j = 0; j < 9; j++) if (h[k[j]] > 0) n++;
    kindsHeld[i] = n;
    if (n > most) most = n;
  }
  return most;
}

/** `knitMost`: knitKinds(h). */
function honorsKnittedOverlap(h: Counts, knitMost: number): number {
  let honors = 0;
  for (let t = 27; t < 34; t++) if (h[t] > 0) honors++;
  return Math.min(honors + knitMost, 14);
}

const rest = new Uint8Array(34);
const restCap = new Uint8Array(34);

/** The knits' tile counts for knittedStraightOverlap, and their order (most tiles held first). */
const knitHeld = new Int8Array(KNITS.length);
const knitOrder = new Int8Array(KNITS.length);

/** kindsHeld must hold knitKinds(h). */
function knittedStraightOverlap(h: Counts, cap: Counts, melds: number): number {
  // Each knit's share is its tiles held; the set and pair beside it add at most 5
  // (one set and a pair) or 2 (the pair). Knits are tried most tiles first, and one
  // that can not beat the best so far even with that much is skipped.
  for (let i = 0; i < KNITS.length; i++) {
    let n = kindsHeld[i];
    for (const t of KNITS[i]) {
      if (cap[t] < 1) {
        n = -1; // a knit tile all of whose copies are in melds
        break;
      }
    }
    knitHeld[i] = n;
    // Insertion into knitOrder: most tiles first, ties in knit order.
    let j = i;
    for (; j > 0 && knitHeld[knitOrder[j - 1]] < n; j--) knitOrder[j] = knitOrder[j - 1];
    knitOrder[j] = i;
  }
  const beside = melds === 0 ? 5 : 2;
  let best = -1;
  rest.set(h);
  restCap.set(cap);
  for (const i of knitOrder) {
    const knit = knitHeld[i];
    if (knit < 0 || knit + beside <= best) break;
    // The tiles beside knit i: the hand less one of each of its tiles (put back after).
    const k = KNITS[i];
    for (const t of k) {
      if (h[t] > 0) rest[t]--;
      restCap[t]--;
    }
    const v = knit + setAndPairOverlap(rest, restCap, melds === 0 ? 1 : 0);
    for (const t of k) {
      rest[t] = h[t];
      restCap[t] = cap[t];
    }
    if (v > best) best = v;
  }
  return best;
}

// ---------------------------------------------------------------- distances

/**
 * The overlap maximum of each shape for concealed counts `h` (13 - 3 * melds tiles,
 * or one more), with `meldCounts` the copies of each tile in the melds (a kong as 4).
 * -1 when the shape is impossible.
 */
export interface Overlaps {
  regular: number;
  sevenPairs: number;
  thirteenOrphans: number;
  honorsAndKnitted: number;
  knittedStraight: number;
}

const capScratch = new Uint8Array(34);

/**
 * A hand of 13 tiles (melds as 3) that a tile completes regularly: it shares all its
 * tiles with that hand. The functions below take this as `ready` when the caller
 * knows it already (ready-hand analysis works the regular waits out anyway).
 */
export function readyRegular(h: Counts, meldCounts: Counts, melds: number): boolean {
  let size = 0;
  for (let t = 0; t < 34; t++) size += h[t];
  return size === concealedCount(melds) && regularReady(h, meldCounts, 4 - melds);
}

export function overlaps(h: Counts, meldCounts: Counts, melds: number, ready = readyRegular(h, meldCounts, melds)): Overlaps {
  for (let t = 0; t < 34; t++) capScratch[t] = 4 - meldCounts[t];
  const special = melds === 0;
  const knitMost = melds <= 1 ? knitKinds(h) : 0;
  return {
    regular: ready ? concealedCount(melds) : regularOverlap(h, capScratch, 4 - melds),
    sevenPairs: special ? sevenPairsOverlap(h) : -1,
    thirteenOrphans: special ? orphansOverlap(h) : -1,
    honorsAndKnitted: special ? honorsKnittedOverlap(h, knitMost) : -1,
    knittedStraight: melds <= 1 ? knittedStraightOverlap(h, capScratch, melds) : -1,
  };
}

/** The best of the shapes' overlaps: bestOverlap, once overlaps are worked out. */
export const largestOverlap = (o: Overlaps): number =>
  Math.max(o.regular, o.sevenPairs, o.thirteenOrphans, o.honorsAndKnitted, o.knittedStraight);

/** The best overlap over all shapes (see overlaps). */
export function bestOverlap(h: Counts, meldCounts: Counts, melds: number, ready = readyRegular(h, meldCounts, melds)): number {
  if (ready) return concealedCount(melds); // no shape shares more
  for (let t = 0; t < 34; t++) capScratch[t] = 4 - meldCounts[t];
  let best = regularOverlap(h, capScratch, 4 - melds);
  const knitMost = melds <= 1 ? knitKinds(h) : 0;
  if (melds === 0) {
    best = Math.max(best, sevenPairsOverlap(h), orphansOverlap(h), honorsKnittedOverlap(h, knitMost));
  }
  if (melds <= 1) {
    // A knitted straight shares at most its 9 tiles plus the set and pair beside it.
    if (knitMost + 5 - 3 * melds > best) best = Math.max(best, knittedStraightOverlap(h, capScratch, melds));
  }
  return best;
}

/** Concealed tiles of a hand with `melds` melds, before the winning tile. */
export const concealedCount = (melds: number): number => 13 - 3 * melds;

/** Distance from an overlap maximum, for a hand of n (13) or n + 1 (14) concealed tiles. */
export const distanceFrom = (overlap: number, melds: number): number => {
  const n = concealedCount(melds);
  return overlap < 0 ? Infinity : n - Math.min(n, overlap);
};

/** The distance of a 13-tile hand (or of a 14-tile hand after its best discard). */
export function distance(h: Counts, meldCounts: Counts, melds: number, ready = readyRegular(h, meldCounts, melds)): number {
  return distanceFrom(bestOverlap(h, meldCounts, melds, ready), melds);
}

/** The distance of each shape. */
export function shapeDistances(h: Counts, meldCounts: Counts, melds: number): ShapeDistances {
  return shapeDistancesOf(overlaps(h, meldCounts, melds), melds);
}

/** The distance of each shape, from its overlap maximum (overlaps). */
export function shapeDistancesOf(o: Overlaps, melds: number): ShapeDistances {
  const d = (v: number) => (v < 0 ? null : distanceFrom(v, melds));
  return {
    regular: distanceFrom(o.regular, melds),
    sevenPairs: d(o.sevenPairs),
    thirteenOrphans: d(o.thirteenOrphans),
    honorsAndKnitted: d(o.honorsAndKnitted),
    knittedStraight: d(o.knittedStraight),
  };
}
