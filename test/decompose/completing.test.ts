// completingTiles (which tiles complete a hand one tile short?) and regularReady
// (does a tile, never a fifth copy, complete it regularly?) against brute force:
// each of the 34 tiles added (never a fifth copy) and every winning shape checked
// with the scorer's own shape checks, on ready hands of every shape, hands a tile
// or two from ready, and random hands.
import { describe, expect, it } from 'vitest';
import { completingTiles, regularReady } from '../../src/decompose/waits.js';
import { isRegularComplete } from '../../src/decompose/regular.js';
import { honorsAndKnitted, isSevenPairs, isThirteenOrphans, knittedStraight } from '../../src/decompose/special.js';
import {
  countsOf,
  exchange,
  honorsKnittedHand,
  int,
  knittedStraightHand,
  nineGatesHand,
  orphansHand,
  randomHand,
  regularHand,
  rng,
  sevenPairsHand,
  shiftedPairsHand,
  withoutOne,
  type GenHand,
  type Rng,
} from '../waits/gen.js';

function brute(c: Uint8Array, melds: number): number[] {
  const out: number[] = [];
  for (let t = 0; t < 34; t++) {
    if (c[t] >= 4) continue;
    const d = c.slice();
    d[t]++;
    const n = 14 - 3 * melds;
    if (
      isRegularComplete(d, 4 - melds) ||
      (melds === 0 && (isSevenPairs(d, n) || isThirteenOrphans(d, n) || honorsAndKnitted(d, n) > 0)) ||
      (melds <= 1 && knittedStraight(d, 1 - melds) !== null)
    )
      out.push(t);
  }
  return out;
}

const makers: ((r: Rng) => GenHand | null)[] = [
  (r) => regularHand(r, int(r, 5)),
  (r) => regularHand(r, 0),
  sevenPairsHand,
  shiftedPairsHand,
  orphansHand,
  honorsKnittedHand,
  (r) => knittedStraightHand(r, 0),
  (r) => knittedStraightHand(r, 1),
  nineGatesHand,
];

describe('completingTiles', () => {
  it('finds the same tiles as trying all 34 with every shape check', () => {
    const r = rng(1616);
    let tried = 0, withTiles = 0;
    for (let i = 0; i < 20_000; i++) {
      const full = makers[i % makers.length](r);
      if (!full) continue;
      let h = withoutOne(r, full);
      const k = int(r, 4);
      if (k === 1) h = exchange(r, h, 1);
      if (k === 2) h = randomHand(r, int(r, 3)) ?? h;
      const { standing, meld } = countsOf(h);
      const melds = h.melds.length;
      const before = standing.slice();
      const expected = brute(standing, melds);
      expect(completingTiles(standing, melds), `${h.concealed.join(',')} with ${melds} melds`).toEqual(expected);
      expect(standing).toEqual(before); // counts put back
      const regular = (t: number) => {
        const d = standing.slice();
        d[t]++;
        return standing[t] + meld[t] < 4 && isRegularComplete(d, 4 - melds);
      };
      expect(regularReady(standing, meld, 4 - melds), `${h.concealed.join(',')} regular`).toBe(
        Array.from({ length: 34 }, (_, t) => t).some(regular),
      );
      tried++;
      if (expected.length > 0) withTiles++;
    }
    expect(tried).toBeGreaterThan(15_000);
    expect(withTiles).toBeGreaterThan(8_000);
  });

  it('thirteen different orphans: all thirteen; seven pairs: the single', () => {
    const c = new Uint8Array(34);
    for (const t of [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]) c[t] = 1;
    expect(completingTiles(c, 0)).toEqual([0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]);
    const p = new Uint8Array(34);
    for (const t of [1, 1, 4, 4, 9, 9, 12, 12, 20, 20, 27, 27, 31]) p[t]++;
    expect(completingTiles(p, 0)).toEqual([31]);
  });

  it('a suit holding more than 4 of a tile (no hand read has one) is still judged, past the per-suit table', () => {
    // 11111b 234b 567b 99b: 9b makes 111b 11b 234b 567b 999b; 1b would be a sixth copy.
    const c = new Uint8Array(34);
    for (const t of [0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 8, 8]) c[t]++;
    expect(completingTiles(c, 0)).toEqual(brute(c, 0));
    expect(completingTiles(c, 0)).toContain(8);
    // The same suit with 4 copies and a meld: the table path, the same answer as brute force.
    const d = new Uint8Array(34);
    for (const t of [0, 0, 0, 0, 1, 2, 3, 4, 5, 8]) d[t]++;
    expect(completingTiles(d, 1)).toEqual(brute(d, 1));
  });
});
