// completingTiles (which tiles complete a hand one tile short) against brute force:
// each of the 34 tiles added, and the whole hand checked for the regular shape
// (isRegularComplete) or seven pairs. completingTiles looks only at the groups a
// tile can fix; this checks that shortcut on thousands of generated hands.
import { describe, expect, it } from 'vitest';
import { completingTiles, isOnlyWinningTile, isUniqueWait } from '../../src/decompose/waits.js';
import { isRegularComplete, regularSplits } from '../../src/decompose/regular.js';
import { isSevenPairs } from '../../src/decompose/special.js';
import { countsOf, exchange, int, regularHand, rng, sevenPairsHand, withoutOne, nineGatesHand, type GenHand } from '../waits/gen.js';

function brute(c: Uint8Array, setsNeeded: number, sevenPairs: boolean): number[] {
  const out: number[] = [];
  for (let t = 0; t < 34; t++) {
    const d = c.slice();
    d[t]++;
    const total = d.reduce((a, b) => a + b, 0);
    if (isRegularComplete(d, setsNeeded) || (sevenPairs && isSevenPairs(d, total))) out.push(t);
  }
  return out;
}

const countsFrom = (tiles: number[]) => {
  const c = new Uint8Array(34);
  for (const t of tiles) c[t]++;
  return c;
};

describe('completingTiles', () => {
  it('finds a tile of a group holding sets and a pair when another group holds the other pair', () => {
    // 1111 222 3333 bamboo (sets and a pair: 22 + 111 123 333) and 44 characters:
    // 2b completes (bamboo all sets), and so does 4c (444, bamboo keeps the pair).
    const c = countsFrom([0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 12, 12]);
    expect(completingTiles(c, 4, true)).toEqual([1, 12]);
    expect(isUniqueWait(c, 4, true)).toBe(false);
  });

  it('agrees with brute force on generated hands one tile short (and a few tiles off)', () => {
    const r = rng(20261130);
    let checked = 0;
    for (let i = 0; i < 6000; i++) {
      const melds = int(r, 5);
      const kind = int(r, 10);
      const whole: GenHand | null = kind === 0 ? sevenPairsHand(r) : kind === 1 ? nineGatesHand(r) : regularHand(r, melds);
      if (!whole) continue;
      let h = withoutOne(r, whole);
      if (int(r, 4) === 0) h = exchange(r, h, 1 + int(r, 2));
      const { standing } = countsOf(h);
      const setsNeeded = 4 - h.melds.length;
      const sevenPairs = h.melds.length === 0;
      expect(completingTiles(standing, setsNeeded, sevenPairs), h.concealed.join(',')).toEqual(
        brute(standing, setsNeeded, sevenPairs),
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(5000);
  });
});

describe('isOnlyWinningTile', () => {
  it('says what isUniqueWait says of the tiles without the winning tile, for every tile of complete hands', () => {
    const r = rng(1130);
    let checked = 0, unique = 0;
    for (let i = 0; i < 4000; i++) {
      const melds = int(r, 5);
      const h = int(r, 8) === 0 ? nineGatesHand(r) : regularHand(r, melds);
      if (!h) continue;
      const { standing } = countsOf(h);
      const setsNeeded = 4 - h.melds.length;
      const splits = regularSplits(standing, setsNeeded);
      if (splits.length === 0) continue;
      const sevenPairs = h.melds.length === 0;
      for (let win = 0; win < 34; win++) {
        if (standing[win] === 0) continue;
        const without = standing.slice();
        without[win]--;
        const expected = isUniqueWait(without, setsNeeded, sevenPairs);
        const before = standing.slice();
        expect(isOnlyWinningTile(standing, win, splits[0].pair, sevenPairs), `${h.concealed.join(',')} won on ${win}`).toBe(expected);
        expect(standing).toEqual(before); // counts put back
        checked++;
        if (expected) unique++;
      }
    }
    expect(checked).toBeGreaterThan(20_000);
    expect(unique).toBeGreaterThan(1000);
  });

  it('finds another tile in the group of the pair', () => {
    // 1111 2222 3333 bamboo and 44 characters, won on 2b. Without 2b the bamboo hold
    // sets and a pair (22 + 111 123 333), so 4c completes too (444c).
    const c = countsFrom([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 12, 12]);
    expect(isOnlyWinningTile(c, 1, 12, true)).toBe(false);
    // 123 456 789 bamboo, 111 characters, 5d pair, won on 5d: only 5d.
    expect(isOnlyWinningTile(countsFrom([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 22, 22]), 22, 22, true)).toBe(true);
  });
});
