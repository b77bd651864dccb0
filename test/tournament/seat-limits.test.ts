// Seating at the known limits: zero repeat meetings up to the sessions the
// constructions reach for sampled N, winds balanced, groups kept apart, the counting
// bound past the limit, the time bound and the limits. npm test samples N;
// test:full checks every N = 16..200, and `npm run bench` (section "seating") times it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seatIndices, quality, repeatBound, apartWeights, costBound, rng, MAX_SEAT_PLAYERS } from '../../src/tournament/seat.js';
import { assignWinds, assignWindsAfter } from '../../src/tournament/seat-winds.js';
import { construction, rgddBase } from '../../src/tournament/designs.js';
import { seat } from '../../src/tournament/api.js';
import { tiny } from './helpers.js';
import { FULL } from '../helpers/full.js';

/** Meetings of every pair, counted by brute force. */
function meetings(plan: number[][][]): Map<string, number> {
  const m = new Map<string, number>();
  for (const s of plan)
    for (const t of s)
      for (const p of t)
        for (const q of t)
          if (p < q) m.set(`${p} ${q}`, (m.get(`${p} ${q}`) ?? 0) + 1);
  return m;
}
const repeatsOf = (plan: number[][][]): number => [...meetings(plan).values()].reduce((s, k) => s + k - 1, 0);

/** Every player once per session. */
function valid(n: number, plan: number[][][]): boolean {
  return plan.every((s) => s.every((t) => t.length === 4) && [...s.flat()].sort((a, b) => a - b).join() === Array.from({ length: n }, (_, i) => i).join());
}

/** The most each player's E/S/W/N counts differ. */
function windSpread(n: number, plan: number[][][]): number {
  const c = Array.from({ length: n }, () => [0, 0, 0, 0]);
  for (const s of plan) for (const t of s) t.forEach((p, w) => c[p][w]++);
  return Math.max(...c.map((x) => Math.max(...x) - Math.min(...x)));
}

/** The sessions with no repeat meeting the program reaches for n players, at most 15 (docs/TOURNAMENT.md). */
function reached(n: number): number {
  const known = n === 20 ? 5 : Math.floor((n - 1) / 3);
  return Math.min(15, known);
}

describe('constructions at the limit (their sessions: seat.test.ts)', () => {
  it('the 4-RGDD base uses every orbit of difference classes once', () => {
    for (const m of [7, 11, 15]) {
      const b = rgddBase(m);
      expect(b).not.toBeNull();
      // the representatives' x values cover Z_m once
      const xs = [0, b?.x2, b?.x3, ...(b?.tables.flat().map(([, x]) => x) ?? [])].sort((p, q) => (p ?? 0) - (q ?? 0));
      expect(xs).toEqual(Array.from({ length: m }, (_, i) => i));
    }
    expect(rgddBase(9)).toBeNull();
  });
});

describe('seatIndices at the limits (property over sampled N and K)', () => {
  it('no repeat meeting up to the sessions reached, winds within 1 (0 for a multiple of 4)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 50 }), fc.double({ min: 0.3, max: 1, noNaN: true }), fc.integer({ min: 1, max: 99 }), (tables, share, seed) => {
        const n = tables * 4;
        const k = Math.max(1, Math.round(share * reached(n)));
        const { plan, quality: q } = seatIndices(n, { sessions: k, seed });
        expect(valid(n, plan)).toBe(true);
        expect(repeatsOf(plan)).toBe(0);
        expect(q.repeats).toBe(0);
        expect(windSpread(n, plan)).toBeLessThanOrEqual(k % 4 === 0 ? 0 : 1);
      }),
      { numRuns: 12 },
    );
  });

  it('reaches the limit itself for the dense cells (every N = 16..200 under test:full)', () => {
    const sizes = FULL ? Array.from({ length: 47 }, (_, i) => 16 + 4 * i) : [24, 28, 32, 36, 40, 44, 48, 52];
    for (const n of sizes) {
      const { plan } = seatIndices(n, { sessions: reached(n), seed: 1 });
      expect(repeatsOf(plan)).toBe(0);
    }
  });

  it('keeps teams apart where a construction has room (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(16, 20, 28, 36, 40, 48, 64), fc.integer({ min: 1, max: 99 }), (n, seed) => {
        // teams of 4 kept apart: one session fewer than the construction leaves a spare session for them
        const c = construction(n);
        const k = Math.min(6, (c?.sessions.length ?? 2) - 1);
        const apart = Array.from({ length: n / 4 / 2 }, (_, t) => [0, 1, 2, 3].map((i) => t * 4 + i));
        const { plan, quality: q } = seatIndices(n, { sessions: k, seed, apart });
        expect(q.violations).toBe(0);
        for (const g of apart) for (const p of g) for (const r of g) if (p < r) expect(meetings(plan).get(`${p} ${r}`) ?? 0).toBe(0);
        expect(repeatsOf(plan)).toBe(0);
      }),
      { numRuns: 7 },
    );
  });
});

describe('past the limit', () => {
  it('the counting bound: N (3K - N + 1) / 2 repeats at least, and the search within reach of it', () => {
    expect(repeatBound(16, 5)).toBe(0);
    expect(repeatBound(16, 6)).toBe(24);
    expect(repeatBound(16, 100)).toBe(8 * (300 - 15));
    const { plan, quality: q } = seatIndices(16, { sessions: 6, seed: 1 });
    expect(q.repeatBound).toBe(24);
    expect(repeatsOf(plan)).toBeGreaterThanOrEqual(q.repeatBound);
    expect(q.repeats).toBe(repeatsOf(plan));
  });

  it('no plan beats the bound (brute force over small plans)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 99 }), (tables, k, seed) => {
        const n = 4 * tables;
        const { plan } = seatIndices(n, { sessions: k, seed, effort: 50 });
        expect(repeatsOf(plan)).toBeGreaterThanOrEqual(repeatBound(n, k));
      }),
      { numRuns: 20 },
    );
  });

  it('no plan beats the bound with players kept apart: repeats + meetings kept apart >= costBound (random plans, brute force)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 999 }), (tables, k, size, seed) => {
        const n = 4 * tables;
        const random = rng(seed);
        const order = (): number[] => {
          const a = Array.from({ length: n }, (_, i) => i);
          for (let i = n - 1; i > 0; i--) {
            const j = Math.floor(random() * (i + 1));
            [a[i], a[j]] = [a[j], a[i]];
          }
          return a;
        };
        const plan = Array.from({ length: k }, () => {
          const o = order();
          return Array.from({ length: tables }, (_, t) => o.slice(4 * t, 4 * t + 4));
        });
        const groups = Array.from({ length: Math.floor(n / size) }, (_, g) => Array.from({ length: size }, (_, i) => g * size + i));
        const w = apartWeights(n, groups);
        let apartMeetings = 0;
        for (const [pq, times] of meetings(plan)) {
          const [p, q] = pq.split(' ').map(Number);
          if (w[p * n + q]) apartMeetings += times;
        }
        expect(repeatsOf(plan) + apartMeetings).toBeGreaterThanOrEqual(costBound(n, k, w));
      }),
      { numRuns: 200 },
    );
  });
});

describe('the time bound and the limits', () => {
  it('stops at the time bound with the best plan so far and a note', () => {
    const { plan, quality: q } = seatIndices(44, { sessions: 100, seed: 1, time: 1 });
    expect(valid(44, plan)).toBe(true);
    expect(plan).toHaveLength(100);
    expect(q.note).toMatch(/time bound/);
    // without a bound, a small plan has no note
    expect(seatIndices(16, { sessions: 5 }).quality.note).toBeNull();
  });

  it('refuses more players than the documented limit', () => {
    const r = seat(tiny(MAX_SEAT_PLAYERS + 4, 2));
    expect(r.ok).toBe(false);
    expect(r.problems[0]).toMatchObject({ code: 'too-many-players' });
  });
});

describe('winds after sessions played', () => {
  /** The played sessions as the first of a plan with their winds, the later tables re-coloured. */
  const replay = (n: number, played: number, later: number, seed: number) => {
    const all = seatIndices(n, { sessions: played + later, seed, effort: 200 }).plan;
    const held = new Int32Array(n * 4);
    for (const s of all.slice(0, played)) for (const t of s) t.forEach((p, w) => held[p * 4 + w]++);
    const rest = assignWindsAfter(n, all.slice(played).map((s) => s.map((t) => [...t])), held);
    rest.forEach((s, si) => s.forEach((t, ti) => expect([...t].sort()).toEqual([...all[played + si][ti]].sort())));
    return [...all.slice(0, played), ...rest];
  };

  it('balances the whole event: within 1 after a multiple of 4 sessions, within 2 always (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(16, 24, 32), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 99 }), (n, played, later, seed) => {
        const plan = replay(n, played, later, seed);
        expect(windSpread(n, plan)).toBeLessThanOrEqual(played % 4 === 0 ? 1 : 2);
        expect(quality(n, plan, apartWeights(n, []), '').windSpread).toBe(windSpread(n, plan));
      }),
      { numRuns: 25 },
    );
  });

  it('the a/b chains repair what the colouring alone leaves unbalanced', () => {
    // the later sessions coloured on their own (runs of four from their start) against the same history
    let before = 0;
    let after = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const all = seatIndices(24, { sessions: 3, seed, effort: 200 }).plan;
      const held = new Int32Array(24 * 4);
      for (const s of all.slice(0, 1)) for (const t of s) t.forEach((p, w) => held[p * 4 + w]++);
      const alone = assignWinds(24, all.slice(1).map((s) => s.map((t) => [...t])));
      const c = (plan: number[][][]) => {
        const k = Array.from({ length: 24 }, (_, p) => [0, 1, 2, 3].map((w) => held[p * 4 + w]));
        for (const s of plan) for (const t of s) t.forEach((p, w) => k[p][w]++);
        return k.filter((x) => Math.max(...x) - Math.min(...x) > 1).length;
      };
      before += c(alone);
      after += c(assignWindsAfter(24, all.slice(1).map((s) => s.map((t) => [...t])), held));
    }
    expect(after).toBeLessThan(before);
  });
});
