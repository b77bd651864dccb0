// isOnlyWinningTile (is the winning tile the only one that completes the hand?)
// against brute force: each of the 34 tiles added to the hand without the winning
// tile, and the whole hand checked for the regular shape (isRegularComplete) or
// seven pairs. isOnlyWinningTile looks only at the winning tile's group and the
// pair's; this checks that shortcut on every tile of thousands of complete hands.
import { describe, expect, it } from 'vitest';
import { isOnlyWinningTile } from '../../src/decompose/waits.js';
import { isRegularComplete, regularSplits } from '../../src/decompose/regular.js';
import { isSevenPairs } from '../../src/decompose/special.js';
import { countsOf, int, nineGatesHand, regularHand, rng } from '../waits/gen.js';

/** Every tile that completes `c` (one tile short) into `setsNeeded` sets and a pair, or seven pairs. */
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

describe('isOnlyWinningTile', () => {
  it('agrees with brute force for every tile of generated complete hands', () => {
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
        const expected = brute(without, setsNeeded, sevenPairs).length === 1;
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

  it('counts the tile that completes seven pairs, when there are no melds', () => {
    // 3333 4 5 bamboo, 55 characters, 11 22 33 dots, won on 4b (333b 345b 55c 123d
    // 123d). Without 4b, only 4b makes sets; but 5b makes seven pairs.
    const c = countsFrom([2, 2, 2, 2, 3, 4, 13, 13, 18, 18, 19, 19, 20, 20]);
    expect(isOnlyWinningTile(c, 3, 13, false)).toBe(true);
    expect(isOnlyWinningTile(c, 3, 13, true)).toBe(false);
  });
});
