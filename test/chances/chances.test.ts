// chances(line): reading, errors as values, the kinds of figure and their labels, the
// figures' own consistency (byTurn against P, shares, determinism), and advise()'s
// ranking by chance or points (docs/ADVICE.md "Chances").
import { describe, expect, it } from 'vitest';
import { chances, DEFAULT_DRAWS } from '../../src/chances/chances.js';
import { advise } from '../../src/advice/advise.js';
import { readDraws, drawsOfWall } from '../../src/notation/draws.js';
import { sparkline } from '../../src/advice/text.js';

const READY = '6c 9b 7d 8d 2d 3b 3b S 7b 8b 3b 6c 6d 6c';
const FAR = '1b 5b 9b 2c 6c 7c 3d 8d 9d E S R P N';

describe('chances()', () => {
  it('never throws: errors are values', () => {
    expect(chances(42 as unknown as string).ok).toBe(false);
    const bad = chances(READY, { draws: 99 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('bad-option');
    const line = chances(`${READY} +draws:x`);
    expect(line.ok || line.error.code).toBe('bad-option');
    const twice = chances(`${READY} +draws:3 +wall:20`);
    expect(twice.ok || twice.error.code).toBe('duplicate-option');
    const win = chances(`${READY} +win:wall`);
    expect(win.ok || win.error.code).toBe('win-option');
    expect(chances(READY, { rules: 'nope' }).ok).toBe(false);
  });

  it('N from +draws, +wall (ceil(K/4)), the option, or the default', () => {
    const of = (l: string, o?: { draws?: number }) => {
      const r = chances(l, o);
      if (!r.ok) throw new Error(r.error.message);
      return r.draws;
    };
    expect(of(`${READY} +draws:5`)).toBe(5);
    expect(of(`${READY} +wall:30`)).toBe(8);
    expect(of(`${READY} +wall:30`, { draws: 2 })).toBe(2);
    expect(of(READY)).toBe(DEFAULT_DRAWS);
    expect(drawsOfWall(0)).toBe(0);
    expect(drawsOfWall(4)).toBe(1);
    expect(drawsOfWall(5)).toBe(2);
    const r = readDraws('123b +draws:4 +seat:S');
    expect(r).toEqual({ line: `123b${' '.repeat(10)}+seat:S`, draws: 4 });
  });

  it('exact for N <= 3, restricted beyond; byTurn ends on P; shares of the wins; the same twice', () => {
    for (const N of [0, 1, 3, 12]) {
      const r = chances(READY, { draws: N });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.discards).toHaveLength(10);
      for (const d of r.discards) {
        expect(d.eitherWay.kind).toBe(N <= 3 ? 'exact' : 'restricted');
        expect(d.eitherWay.pSe).toBeNull();
        expect(d.byTurn.win).toHaveLength(N);
        if (N > 0) expect(d.byTurn.win[N - 1]).toBeCloseTo(d.eitherWay.p, 12);
        for (let k = 1; k < N; k++) expect(d.byTurn.win[k]).toBeGreaterThanOrEqual(d.byTurn.win[k - 1] - 1e-15);
        for (let k = 0; k < N; k++) expect(d.byTurn.ready[k]).toBeGreaterThanOrEqual(d.byTurn.win[k] - 1e-12);
        // Either way wins at least as often as self-drawn only.
        expect(d.eitherWay.p).toBeGreaterThanOrEqual(d.selfDrawn.p - 1e-12);
        const shares = d.route.reduce((n, s) => n + s.share, 0);
        expect(shares).toBeLessThanOrEqual(1 + 1e-9);
        if (d.eitherWay.p > 0 && N > 0) expect(d.route.length).toBeGreaterThan(0);
        if (N === 0) expect(d.eitherWay.p).toBe(0);
      }
      const ps = r.discards.map((d) => d.eitherWay.p);
      expect(ps).toEqual([...ps].sort((a, b) => b - a));
      expect(chances(READY, { draws: N })).toEqual(r);
    }
    const r = chances(READY, { draws: 18 });
    if (!r.ok) throw new Error('');
    // docs/ADVICE.md's example, re-decided: 2d over S by chance.
    expect(r.best).toBe('2d');
    const s = r.discards.find((d) => d.tile === 'S')!;
    expect(s.distance).toBe(0);
    expect(s.useful.map((u) => u.tile)).toEqual(['2d']);
    expect(s.usefulCopies).toBe(3);
  });

  it('far hands get an estimate with its standard error, seeded', () => {
    const r = chances(FAR, { samples: 60 });
    if (!r.ok) throw new Error(r.error.message);
    for (const d of r.discards) {
      expect(d.eitherWay.kind).toBe('estimate');
      expect(d.eitherWay.pSe).not.toBeNull();
      expect(d.distanceExact).toBe(false);
    }
    expect(chances(FAR, { samples: 60 })).toEqual(r);
    expect(chances(FAR, { samples: 60, seed: 2 })).not.toEqual(r);
  });

  it('a 13-tile hand is weighed as it is', () => {
    const r = chances('6c 9b 7d 8d 3b 3b 7b 8b 3b 6c 6d 6c 2d', { draws: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.discards).toHaveLength(1);
    expect(r.discards[0].tile).toBeNull();
    expect(r.discards[0].selfDrawn.p).toBeCloseTo(3 / r.unseen, 12);
  });
});

describe('advise() by chance or points', () => {
  it('adds the chances and ranks by them; without `by` nothing changes', () => {
    const plain = advise(READY);
    const by = advise(READY, { by: 'chance', draws: 12 });
    if (!plain.ok || !by.ok) throw new Error('');
    expect(plain.best).toBe('S');
    expect(plain.discards[0].chances).toBeUndefined();
    expect(by.best).toBe('2d');
    expect(by.by).toBe('chance');
    expect(by.draws).toBe(12);
    const ps = by.discards.map((d) => d.chances!.eitherWay.p);
    expect(ps).toEqual([...ps].sort((a, b) => b - a));
    const pts = advise(READY, { by: 'points', draws: 12 });
    if (!pts.ok) throw new Error('');
    const evs = pts.discards.map((d) => d.chances!.eitherWay.ev);
    expect(evs).toEqual([...evs].sort((a, b) => b - a));
    expect(advise(READY, { by: 'luck' as 'chance' }).ok).toBe(false);
  });

  it('the sparkline: one cell per group of turns, eight levels, scaled to the best', () => {
    expect(sparkline([0, 0.5, 1, 1], 1, 4)).toBe(' ▄██');
    expect(sparkline([], 1, 3)).toBe('   ');
    expect(sparkline([0.1, 0.2], 0, 2)).toBe('  ');
  });
});
