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
  walk(counts, 0, setsNeeded, -1, 0, out);
  return out;
}

/**
 * The sets chosen so far on the walk, KEYS[0..chosen), as their setOrderKey (tile * 2,
 * + 1 for a chow): made into TileSets only for a split that completes. One array for
 * every walk (never re-entered), each level writing past the levels above it.
 */
const KEYS: number[] = [0, 0, 0, 0, 0, 0, 0, 0];

function walk(c: Counts, from: number, need: number, pair: number, chosen: number, out: ConcealedSplit[]): void {
  let t = from;
  while (t < 34 && c[t] === 0) t++;
  if (t === 34) {
    // The sets were chosen lowest tile first, a pung before chows of the same tile:
    // already in setOrderKey order.
    if (pair >= 0 && chosen === need) {
      const sets: TileSet[] = [];
      for (let i = 0; i < chosen; i++) sets.push(fromOrderKey(KEYS[i]));
      out.push({ sets, pair });
    }
    return;
  }
  const n = c[t];
  for (let p = 0; p <= (pair < 0 && n >= 2 ? 1 : 0); p++) {
    for (let k = 0; k <= (n - 2 * p >= 3 ? 1 : 0); k++) {
      const chows = n - 2 * p - 3 * k;
      if (chosen + k + chows > need) continue;
      if (chows > 0 && (!canChowFrom(t) || c[t + 1] < chows || c[t + 2] < chows)) continue;
      c[t] = 0;
      if (chows > 0) {
        c[t + 1] -= chows;
        c[t + 2] -= chows;
      }
      let next = chosen;
      if (k) KEYS[next++] = t * 2;
      for (let i = 0; i < chows; i++) KEYS[next++] = t * 2 + 1;
      walk(c, t + 1, need, p ? t : pair, next, out);
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
const fromOrderKey = (key: number): TileSet => ({ kind: key & 1 ? 'chow' : 'pung', tile: key >> 1, melded: false });

/**
 * True when `counts` (34 entries) splits into `setsNeeded` sets and a pair.
 *
 * Each suit splits on its own, so the answer comes from one small question per
 * suit, "does it split into sets, or into sets and a pair?", remembered by the suit's
 * nine counts (a suit's answer never changes). Honors split only into pungs and a pair.
 */
export function isRegularComplete(counts: Readonly<Counts>, setsNeeded: number): boolean {
  let total = 0;
  let pairs = 0;
  for (let s = 0; s < 3; s++) {
    const n = suitSize(counts, s);
    const g = suitState(suitKey(counts, s), n);
    if (g === BAD) return false;
    if (g === PAIR) pairs++;
    total += n;
  }
  for (let t = 27; t < 34; t++) {
    const g = honorState(counts[t]);
    if (g === BAD) return false;
    if (g === PAIR) pairs++;
    total += counts[t];
  }
  return pairs === 1 && total === 3 * setsNeeded + 2;
}

/** A group of tiles (one suit, or one honor) splits into sets (OK), sets and the pair (PAIR), or not at all (BAD). */
export const OK = 0;
export const PAIR = 1;
export const BAD = 2;

/** A suit's counts as one number: base-6 digits, rank 1 lowest (a count reaches 5 when a wait is tried). */
export function suitKey(counts: Readonly<Counts>, s: number): number {
  let key = 0;
  for (let t = s * 9 + 8; t >= s * 9; t--) key = key * 6 + counts[t];
  return key;
}
export function suitSize(counts: Readonly<Counts>, s: number): number {
  let n = 0;
  for (let t = s * 9; t < s * 9 + 9; t++) n += counts[t];
  return n;
}
/** The state of a suit holding `n` tiles with key `key`. */
export function suitState(key: number, n: number): number {
  const r = n % 3;
  if (r === 1) return BAD;
  if (r === 0) return n === 0 || suitSplits(key) & SETS ? OK : BAD;
  return suitSplits(key) & SETS_AND_PAIR ? PAIR : BAD;
}
/** The state of an honor held `n` times. */
export const honorState = (n: number): number => (n === 0 || n === 3 ? OK : n === 2 ? PAIR : BAD);

const SETS = 1;
const SETS_AND_PAIR = 2;
const KNOWN = 4;
/**
 * Every suit's answer, by key, worked out the first time it is asked: one byte per
 * key (KNOWN | SETS | SETS_AND_PAIR, 0 while unknown). 6^9 keys make 10 MB of
 * address space, but the memory is zeroed on demand by the system and only the
 * pages of keys actually seen become resident; a lookup is one array read.
 */
const suitMemo = new Uint8Array(6 ** 9);
/** Scratch counts for working out one suit (splitsSuit restores them). */
const scratch = new Array<number>(9).fill(0);

/** For one suit's key (suitKey): SETS and/or SETS_AND_PAIR. */
function suitSplits(key: number): number {
  let flags = suitMemo[key];
  if (flags === 0) {
    for (let i = 0, k = key; i < 9; i++, k = Math.floor(k / 6)) scratch[i] = k % 6;
    flags = KNOWN | (splitsSuit(scratch, 0, false) ? SETS : 0) | (splitsSuit(scratch, 0, true) ? SETS_AND_PAIR : 0);
    suitMemo[key] = flags;
  }
  return flags;
}

/** Does one suit's counts `c` (ranks 0..8, restored) split into sets, plus a pair when `pair`? */
function splitsSuit(c: number[], from: number, pair: boolean): boolean {
  let r = from;
  while (r < 9 && c[r] === 0) r++;
  if (r === 9) return !pair;
  const n = c[r];
  for (let p = 0; p <= (pair && n >= 2 ? 1 : 0); p++) {
    for (let k = 0; k <= (n - 2 * p >= 3 ? 1 : 0); k++) {
      const chows = n - 2 * p - 3 * k;
      if (chows > 0 && (r > 6 || c[r + 1] < chows || c[r + 2] < chows)) continue;
      c[r] = 0;
      if (chows > 0) {
        c[r + 1] -= chows;
        c[r + 2] -= chows;
      }
      const ok = splitsSuit(c, r + 1, pair && p === 0);
      c[r] = n;
      if (chows > 0) {
        c[r + 1] += chows;
        c[r + 2] += chows;
      }
      if (ok) return true;
    }
  }
  return false;
}
