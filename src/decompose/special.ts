/**
 * The special shapes of RULES.md "Winning hands": seven pairs (and seven shifted
 * pairs), thirteen orphans, honors and knitted tiles, the knitted straight with one
 * more set and a pair, and nine gates. Each takes count arrays and says whether the
 * tiles make the shape; none of them allocates on the common path.
 */
import { type Tile, isHonor, suited, EAST, type Counts } from '../tiles.js';
import { regularSplits, type ConcealedSplit } from './regular.js';

/** Seven pairs: 14 concealed tiles, every count even (four of a tile are two pairs). */
export function isSevenPairs(c: Readonly<Counts>, concealedCount: number): boolean {
  if (concealedCount !== 14) return false;
  for (let t = 0; t < 34; t++) if (c[t] & 1) return false;
  return true;
}

/** Seven shifted pairs: seven pairs of seven consecutive tiles of one suit. */
export function isSevenShiftedPairs(c: Readonly<Counts>): boolean {
  for (let s = 0; s < 3; s++) {
    for (let first = 1; first <= 3; first++) {
      let ok = true;
      for (let r = first; r < first + 7 && ok; r++) ok = c[suited(s, r)] === 2;
      if (ok) return true;
    }
  }
  return false;
}

const ORPHANS: readonly Tile[] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/** Thirteen orphans: one of each terminal and honor plus one more of them. */
export function isThirteenOrphans(c: Readonly<Counts>, concealedCount: number): boolean {
  if (concealedCount !== 14) return false;
  let sum = 0;
  for (const t of ORPHANS) {
    if (c[t] < 1 || c[t] > 2) return false;
    sum += c[t];
  }
  return sum === 14;
}

/** The six knitted sequences: 1-4-7 / 2-5-8 / 3-6-9 each in a different suit. */
export const KNITS: readonly (readonly Tile[])[] = (() => {
  const perms = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  return perms.map((suits) => suits.flatMap((s, i) => [suited(s, 1 + i), suited(s, 4 + i), suited(s, 7 + i)]));
})();

/** The knitted sequence all of whose nine tiles are in `c`, or null. */
export function findKnit(c: Readonly<Counts>): readonly Tile[] | null {
  for (const k of KNITS) {
    let all = true;
    for (let i = 0; i < 9 && all; i++) all = c[k[i]] > 0;
    if (all) return k;
  }
  return null;
}

/**
 * Honors and knitted tiles: 14 different tiles, honors and suited tiles of one
 * knitted sequence. Returns the number of honors (5..7), or 0 when it is not the shape.
 */
export function honorsAndKnitted(c: Readonly<Counts>, concealedCount: number): number {
  if (concealedCount !== 14) return 0;
  let honors = 0;
  for (let t = 0; t < 34; t++) {
    if (c[t] > 1) return 0;
    if (c[t] === 1 && isHonor(t)) honors++;
  }
  if (honors < 5) return 0;
  const fits = KNITS.some((k) => {
    for (let t = 0; t < 27; t++) if (c[t] && !k.includes(t)) return false;
    return true;
  });
  return fits ? honors : 0;
}

/**
 * Knitted straight: the nine knitted tiles among the concealed tiles, and the rest
 * making `setsNeeded` (0 or 1) more sets and a pair. As in the reference
 * implementation, the shape counts only when the rest splits one way.
 */
export function knittedStraight(
  c: Readonly<Counts>,
  setsNeeded: number,
): { knit: readonly Tile[]; split: ConcealedSplit } | null {
  const knit = findKnit(c);
  if (!knit) return null;
  const rest = c.slice();
  for (const t of knit) rest[t]--;
  const splits = regularSplits(rest, setsNeeded);
  return splits.length === 1 ? { knit, split: splits[0] } : null;
}

/**
 * Nine gates: no melds, and the concealed tiles less the winning tile are
 * 1112345678999 of the winning tile's suit.
 */
export function isNineGates(c: Readonly<Counts>, concealedCount: number, win: Tile): boolean {
  if (concealedCount !== 14 || win >= EAST) return false;
  const s = (win / 9) | 0;
  for (let t = 0; t < 34; t++) {
    const want = ((t / 9) | 0) === s && t < 27 ? (t % 9 === 0 || t % 9 === 8 ? 3 : 1) : 0;
    if (c[t] - (t === win ? 1 : 0) !== want) return false;
  }
  return true;
}
