// Distance to ready against a brute-force search over tile exchanges, on hands
// built a known number of exchanges away from a ready hand; and the properties
// that make a function the exchange distance, on random hands of any distance.
import { describe, expect, it } from 'vitest';
import { distance, shapeDistances } from '../../src/waits/distance.js';
import { waits } from '../../src/waits/index.js';
import { tileCode } from '../../src/tiles.js';
import { SHAPES, readyByShape, withinExchanges, type Shape } from './brute.js';
import {
  countsOf,
  exchange,
  honorsKnittedHand,
  int,
  knittedStraightHand,
  line,
  nineGatesHand,
  orphansHand,
  randomHand,
  regularHand,
  rng,
  sevenPairsHand,
  withoutOne,
  type GenHand,
  type Rng,
} from './gen.js';

const makers: [Shape, (r: Rng) => GenHand | null][] = [
  ['regular', (r) => regularHand(r, int(r, 3) === 0 ? 1 + int(r, 4) : 0)],
  ['regular', nineGatesHand],
  ['sevenPairs', sevenPairsHand],
  ['thirteenOrphans', orphansHand],
  ['honorsAndKnitted', honorsKnittedHand],
  ['knittedStraight', (r) => knittedStraightHand(r, int(r, 2) as 0 | 1)],
];

/** The exchange distance by brute force, knowing it is at most `bound` (<= 2). */
function bruteDistance(h: GenHand, bound: number, shape: Shape | null = null): number {
  const { standing, meld } = countsOf(h);
  for (let d = 0; d < bound; d++) if (withinExchanges(standing, meld, h.melds.length, d, shape)) return d;
  return bound;
}

describe('distance to ready against brute force', () => {
  it('hands 0, 1 or 2 exchanges from a ready hand of every shape', () => {
    const r = rng(2024);
    let n = 0;
    const seen = [0, 0, 0];
    for (let i = 0; i < 900; i++) {
      const full = makers[i % makers.length][1](r);
      if (!full) continue;
      const k = i % 3;
      const h = exchange(r, withoutOne(r, full), k);
      const { standing, meld } = countsOf(h);
      const d = distance(standing, meld, h.melds.length);
      expect(d, line(h)).toBeLessThanOrEqual(k);
      expect(d, line(h)).toBe(bruteDistance(h, k));
      seen[d]++;
      n++;
    }
    expect(n).toBeGreaterThan(850);
    expect(Math.min(...seen)).toBeGreaterThan(100);
  });

  it('each shape on its own: hands 0 or 1 exchange from ready in that shape', () => {
    const r = rng(99);
    for (let i = 0; i < 600; i++) {
      const [shape, make] = makers[i % makers.length];
      const full = make(r);
      if (!full) continue;
      const k = i % 2;
      const h = exchange(r, withoutOne(r, full), k);
      const { standing, meld } = countsOf(h);
      const d = shapeDistances(standing, meld, h.melds.length)[shape];
      expect(d, `${shape} ${line(h)}`).toBe(bruteDistance(h, k, shape));
    }
  });

  it('copy limits: a wait on a tile of which the hand holds all four is no wait', () => {
    const cases: [string, number][] = [
      ['1111b 234c 567c 888d', 1], // the single 1b would need a fifth 1b
      ['[111b] [555c] [999d] [EEE] 1b', 1], // the fourth 1b is held: no pair for it
      ['[555c] [999d] [EEE] 123b 5c', 1],
      ['[555c] [999d] [EEE] 123b 6c', 0],
      ['(5555d) 123b 456c 46d EE', 1], // the closed wait on 5d is dead
      ['(5555d) 123b 456c 67d EE', 0],
    ];
    for (const [l, want] of cases) {
      const r = waits(l);
      if (!r.ok) throw new Error(`${l}: ${r.error.message}`);
      expect(r.distance, l).toBe(want);
      expect(r.ready, l).toBe(want === 0);
    }
  });
});

describe('distance behaves as the exchange distance on random hands', () => {
  // A function f is the exchange distance exactly when f = 0 on ready hands only,
  // one exchange never lowers f by more than 1, and from every hand with f > 0 some
  // exchange lowers it by 1. Checked on random hands (mostly 2 to 5 from ready).
  it('zero exactly when ready; one exchange moves it by at most 1, and some exchange lowers it', () => {
    const r = rng(5);
    const hist = new Map<number, number>();
    for (let i = 0; i < 150; i++) {
      const h = randomHand(r, int(r, 4) === 0 ? 1 + int(r, 2) : 0);
      if (!h) continue;
      const { standing: c, meld } = countsOf(h);
      const m = h.melds.length;
      const d = distance(c, meld, m);
      hist.set(d, (hist.get(d) ?? 0) + 1);
      expect(d === 0, line(h)).toBe(readyByShape(c, meld, m));
      let lower = false;
      for (let out = 0; out < 34; out++) {
        if (c[out] === 0) continue;
        c[out]--;
        for (let into = 0; into < 34; into++) {
          if (into === out || c[into] + meld[into] >= 4) continue;
          c[into]++;
          const e = distance(c, meld, m);
          c[into]--;
          expect(Math.abs(e - d), line(h)).toBeLessThanOrEqual(1);
          if (e === d - 1) lower = true;
        }
        c[out]++;
      }
      expect(lower || d === 0, line(h)).toBe(true);
    }
    expect(Math.max(...hist.keys())).toBeGreaterThanOrEqual(4);
  });
});

describe('14 tiles: discards', () => {
  it('the distance of 14 tiles is the least over its discards, and each discard is analysed', () => {
    const r = rng(14);
    for (let i = 0; i < 200; i++) {
      const full = makers[i % makers.length][1](r);
      if (!full) continue;
      const h = exchange(r, full, int(r, 3));
      const { standing: c, meld } = countsOf(h);
      const m = h.melds.length;
      const res = waits(line(h));
      if (!res.ok) throw new Error(line(h));
      expect(res.tiles).toBe(14);
      const each = new Map<number, number>();
      for (let t = 0; t < 34; t++) {
        if (!c[t]) continue;
        c[t]--;
        each.set(t, distance(c, meld, m));
        c[t]++;
      }
      const best = Math.min(...each.values());
      expect(res.distance, line(h)).toBe(best);
      expect(distance(c, meld, m), line(h)).toBe(best);
      expect(res.ready).toBe(best === 0);
      expect(res.discards.length).toBe(each.size);
      expect(res.discards[0].distance).toBe(best);
      for (const dj of res.discards) {
        expect(dj.waits.length > 0, `${line(h)} discard ${dj.tile}`).toBe(dj.distance === 0);
        expect(dj.draws.length > 0, `${line(h)} discard ${dj.tile}`).toBe(dj.distance > 0);
      }
    }
  });

  it('says when 14 tiles already make a complete hand', () => {
    const r = waits('123b 456c 789d 23d 55d 4d');
    expect(r.ok && r.complete).toBe(true);
    const s = waits('123b 456c 789d 23d 55d E');
    expect(s.ok && s.complete).toBe(false);
  });
});

describe('draws that bring a hand closer', () => {
  it('are the tiles after which some discard leaves the hand nearer to ready', () => {
    const r = rng(3);
    for (let i = 0; i < 150; i++) {
      const full = makers[i % makers.length][1](r);
      if (!full) continue;
      const h = exchange(r, withoutOne(r, full), 1 + int(r, 3));
      const res = waits(line(h));
      if (!res.ok) throw new Error(line(h));
      if (res.ready) continue;
      const { standing: c, meld } = countsOf(h);
      const m = h.melds.length;
      const want: string[] = [];
      for (let t = 0; t < 34; t++) {
        if (c[t] + meld[t] >= 4) continue;
        c[t]++;
        let best = Infinity;
        for (let out = 0; out < 34; out++) {
          if (!c[out]) continue;
          c[out]--;
          best = Math.min(best, distance(c, meld, m));
          c[out]++;
        }
        c[t]--;
        if (best < res.distance) want.push(tileCode(t));
      }
      expect(res.draws.length, line(h)).toBeGreaterThan(0);
      expect(res.draws.map((d) => d.tile), line(h)).toEqual(want);
    }
  });
});

describe('setAndPairOverlap', () => {
  it('equals regularOverlap with at most one set (or none) and a pair, on 50,000 random small hands and caps', async () => {
    const { regularOverlap, setAndPairOverlap } = await import('../../src/waits/distance.js');
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const wrong: string[] = [];
    for (let n = 0; n < 50_000; n++) {
      const h = new Uint8Array(34);
      const cap = new Uint8Array(34);
      for (let t = 0; t < 34; t++) cap[t] = rnd() < 0.15 ? Math.floor(rnd() * 4) : 4;
      const tiles = 1 + Math.floor(rnd() * 6);
      for (let i = 0; i < tiles; i++) {
        const t = rnd() < 0.7 ? Math.floor(rnd() * 9) + 9 * Math.floor(rnd() * 2) : Math.floor(rnd() * 34);
        if (h[t] < cap[t]) h[t]++;
      }
      for (const sets of [0, 1] as const)
        if (regularOverlap(h, cap, sets) !== setAndPairOverlap(h, cap, sets) && wrong.length < 5)
          wrong.push(`${sets}: ${h.join('')} / ${cap.join('')}`);
    }
    expect(wrong).toEqual([]);
  });
});
