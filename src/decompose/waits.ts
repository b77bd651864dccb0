/**
 * Whether the winning tile is the only tile that completes a hand: Edge, Closed and
 * Single Wait count only then.
 *
 * As in the reference implementation, a tile counts as completing the shape even
 * when all its copies are already in sight; the shapes looked at are the regular
 * one and, with 13 standing tiles, seven pairs.
 *
 * Also which tiles complete a hand one tile short (completingTiles), for ready-hand
 * analysis: the same group-by-group reasoning, and the special shapes.
 */
import { type Tile, type Counts } from '../tiles.js';
import { suitKey, suitSize, suitState, honorState, BAD, OK, PAIR } from './regular.js';
import { KNITS, honorsAndKnitted, isThirteenOrphans, knittedStraight } from './special.js';

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

/**
 * Every tile that completes the standing tiles `c` (one tile short of a winning
 * hand with `melds` melds: 13 - 3 * melds tiles) into a winning shape, ascending:
 * the regular shape, and with no melds seven pairs, thirteen orphans, honors and
 * knitted tiles, and with at most one meld the knitted straight. A tile held 4
 * times here is not tried; the caller leaves out tiles whose other copies are in
 * the melds. The same tiles as adding each of the 34 and checking every shape, but
 * only the tiles that can matter are looked at:
 *   - regular: each group's state is worked out once; a tile can only help its own
 *     group, and only when every other group already splits (so when one group does
 *     not, only that group's tiles are tried), and only a tile held or beside a held
 *     tile of its suit (an isolated tile spoils a suit);
 *   - seven pairs: the one tile held an odd number of times, when there is one;
 *   - thirteen orphans: the orphans, when every tile held is one;
 *   - honors and knitted: the honors not held, and the tiles not held of a knitted
 *     sequence that holds every suited tile held, when no tile is held twice;
 *   - knitted straight: the tiles of tryKnittedStraight.
 * `regular`, when given, holds the regular shape's tiles already (regularCompleting's
 * flags for the same counts), so they are not worked out again.
 */
export function completingTiles(c: Counts, melds: number, regular?: Readonly<Uint8Array>): Tile[] {
  const found = FOUND;
  if (regular) found.set(regular);
  else {
    found.fill(0);
    regularCompleting(c, 4 - melds, found);
  }
  if (melds === 0) {
    let odd = 0, oddTile = -1, allOrphans = true, allSingle = true;
    for (let t = 0; t < 34; t++) {
      if (c[t] === 0) continue;
      if (c[t] & 1) {
        odd++;
        oddTile = t;
      }
      if (!IS_ORPHAN[t]) allOrphans = false;
      if (c[t] > 1) allSingle = false;
    }
    if (odd === 1) found[oddTile] = 1; // the other counts are even: seven pairs
    if (allOrphans) for (const t of ORPHANS) tryTile(c, t, found, (d) => isThirteenOrphans(d, 14));
    if (allSingle) {
      // The new tile is an honor or a tile of a knitted sequence holding every suited tile held.
      for (let t = 27; t < 34; t++) if (c[t] === 0) tryTile(c, t, found, (d) => honorsAndKnitted(d, 14) > 0);
      for (const k of KNITS) {
        if (!holdsSuitedOnly(c, k)) continue;
        for (const t of k) if (c[t] === 0) tryTile(c, t, found, (d) => honorsAndKnitted(d, 14) > 0);
      }
    }
  }
  if (melds <= 1) tryKnittedStraight(c, melds, found);
  const out: Tile[] = [];
  for (let t = 0; t < 34; t++) if (found[t]) out.push(t);
  return out;
}

/** Is some tile, not held 4 times counting `meldCounts`, completing `c` (one tile short) into `setsNeeded` sets and a pair? */
export function regularReady(c: Counts, meldCounts: Readonly<Counts>, setsNeeded: number): boolean {
  const found = FOUND;
  found.fill(0);
  regularCompleting(c, setsNeeded, found);
  for (let t = 0; t < 34; t++) if (found[t] && c[t] + meldCounts[t] < 4) return true;
  return false;
}

/** Scratch flags of completingTiles and regularReady (never re-entered). */
const FOUND = new Uint8Array(34);
const ORPHANS: readonly Tile[] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
const IS_ORPHAN = (() => {
  const a = new Uint8Array(34);
  for (const t of ORPHANS) a[t] = 1;
  return a;
})();

/** Marks t in `found` when `c` with t added passes `check` (c put back; a fifth copy not tried). */
function tryTile(c: Counts, t: Tile, found: Uint8Array, check: (d: Counts) => boolean): void {
  if (found[t] || c[t] >= 4) return;
  c[t]++;
  if (check(c)) found[t] = 1;
  c[t]--;
}

/** Are all the suited tiles of `c` in the knitted sequence k? */
function holdsSuitedOnly(c: Readonly<Counts>, k: readonly Tile[]): boolean {
  for (let t = 0; t < 27; t++) if (c[t] > 0 && !k.includes(t)) return false;
  return true;
}

/**
 * Marks in `found` the tiles that complete `c` (one tile short, `melds` melds) into a
 * knitted straight, trying (with knittedStraight) only those that can: with all nine
 * tiles of a knitted sequence held, the tiles beside what is left once they are set
 * aside (an isolated tile makes neither a set nor a pair; the hand holds too few
 * tiles for a second complete sequence); with eight of a sequence held, its ninth.
 * Any other tile leaves the hand without a complete sequence.
 */
function tryKnittedStraight(c: Counts, melds: number, found: Uint8Array): void {
  const check = (d: Counts) => knittedStraight(d, 1 - melds) !== null;
  for (const k of KNITS) {
    let n = 0, missing = -1;
    for (let i = 0; i < 9 && i - n < 2; i++) {
      if (c[k[i]] > 0) n++;
      else missing = k[i];
    }
    if (n === 8) tryTile(c, missing, found, check);
    else if (n === 9) {
      for (const t of k) c[t]--;
      const beside: Tile[] = [];
      for (let t = 0; t < 34; t++) if (near(c, t)) beside.push(t);
      for (const t of k) c[t]++;
      for (const t of beside) tryTile(c, t, found, check);
    }
  }
}

/** The groups' sizes, states and completing tiles while regularCompleting works (never re-entered). */
const GROUP_SIZE = new Array<number>(10).fill(0);
const GROUP_STATE = new Array<number>(10).fill(0);
const GROUP_WAITS = new Array<number>(10).fill(0);

/**
 * Marks in `found` (not cleared first) every tile that makes `c` (one tile short)
 * `setsNeeded` sets and a pair. A caller that needs both this and completingTiles
 * (ready-hand analysis) works it out once and hands it to completingTiles.
 *
 * A tile changes only its own group, so it completes the hand when every other
 * group already splits (at most one group does not: only that group's tiles are
 * then looked at), its group with it splits (suitWaits), and the pair is in exactly
 * one group afterwards.
 */
export function regularCompleting(c: Counts, setsNeeded: number, found: Uint8Array): void {
  let total = 0, bad = 0, badGroup = -1, pairs = 0;
  for (let g = 0; g < 10; g++) {
    let size: number, state: number, waits: number;
    if (g < 3) {
      const entry = suitWaits(c, g); // sets GROUP_SIZE[g]
      size = GROUP_SIZE[g];
      state = (entry >> STATE_SHIFT) & 3;
      waits = entry & RANKS;
    } else {
      size = c[g + 24];
      state = honorState(size);
      waits = size === 1 || size === 2 ? 1 : 0; // a pair, or a pung
    }
    GROUP_SIZE[g] = size;
    GROUP_STATE[g] = state;
    GROUP_WAITS[g] = waits;
    total += size;
    if (state === BAD) {
      bad++;
      badGroup = g;
    } else if (state === PAIR) pairs++;
  }
  if (total !== 3 * setsNeeded + 1 || bad > 1) return;
  for (let g = bad === 1 ? badGroup : 0; g < (bad === 1 ? badGroup + 1 : 10); g++) {
    const otherPairs = pairs - (GROUP_STATE[g] === PAIR ? 1 : 0);
    // The group with a tile added holds the pair when its size is 2 more than a multiple of 3.
    const pairAfter = (GROUP_SIZE[g] + 1) % 3 === 2 ? 1 : 0;
    if (otherPairs + pairAfter !== 1) continue;
    const waits = GROUP_WAITS[g];
    if (waits === 0) continue;
    const first = firstOf(g);
    for (let r = 0; r < 9; r++) if (waits & (1 << r)) found[first + r] = 1;
  }
}

/**
 * One suit's state (OK, PAIR, BAD) and the ranks that, added (never a fifth copy),
 * leave it splitting (into sets, or sets and the pair, as its size says): STATE_SHIFT
 * and RANKS below. Its size goes to GROUP_SIZE[s].
 *
 * Kept in a small cache by the suit's counts (base 5, so a suit holding more than 4
 * of a tile, never one of a hand that was read, is worked out each time): one slot
 * per key hash, a new key taking the slot over. 32,768 slots, 192 KB in all, small
 * enough to stay in the processor's cache; a table with a slot for every one of the
 * 5^9 keys was three times slower, its entries spread over 4 MB.
 */
function suitWaits(c: Readonly<Counts>, s: number): number {
  let key = 0, size = 0, over = false;
  for (let t = s * 9 + 8; t >= s * 9; t--) {
    const n = c[t];
    if (n > 4) over = true;
    key = key * 5 + n;
    size += n;
  }
  GROUP_SIZE[s] = size;
  if (over) return suitWaitsOf(c, s);
  const slot = (key ^ (key >>> 11)) & (SLOTS - 1);
  if (SLOT_KEY[slot] === key + 1) return SLOT_ENTRY[slot];
  const entry = suitWaitsOf(c, s);
  SLOT_KEY[slot] = key + 1;
  SLOT_ENTRY[slot] = entry;
  return entry;
}

const RANKS = 0x1ff;
const STATE_SHIFT = 9;
/** The cache of suitWaits: SLOTS slots, each the key + 1 it holds (0: empty) and its entry. */
const SLOTS = 1 << 15;
const SLOT_KEY = new Int32Array(SLOTS);
const SLOT_ENTRY = new Uint16Array(SLOTS);

function suitWaitsOf(c: Readonly<Counts>, s: number): number {
  const key = suitKey(c, s);
  const size = suitSize(c, s);
  let ranks = 0;
  for (let r = 0; r < 9; r++) {
    if (c[s * 9 + r] >= 4) continue;
    if (suitState(key + POW6[r], size + 1) !== BAD) ranks |= 1 << r;
  }
  return (suitState(key, size) << STATE_SHIFT) | ranks;
}
