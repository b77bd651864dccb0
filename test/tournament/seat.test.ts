// Seating plans: constructions with no repeat meetings, the search, wind balance,
// groups kept apart, determinism, and re-seating one session by standings.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seatIndices, seatSteps, assignWinds, quality, apartWeights, costBound } from '../../src/tournament/seat.js';
import { construction, cyclic, field } from '../../src/tournament/designs.js';
import { rng } from '../../src/tournament/seat.js';
import { runSteps } from '../../src/tournament/seat-clock.js';
import { seat, standings } from '../../src/tournament/api.js';
import { golden, tiny } from './helpers.js';

const teamWeights = (n: number, groups: number[][]): Uint8Array => {
  const w = new Uint8Array(n * n);
  for (const g of groups) for (const p of g) for (const q of g) if (p !== q) w[p * n + q] = 1;
  return w;
};

/** Every player once per session, tables of four. */
function expectValid(n: number, plan: number[][][], k: number): void {
  expect(plan).toHaveLength(k);
  for (const s of plan) {
    expect(s).toHaveLength(n / 4);
    for (const t of s) expect(t).toHaveLength(4);
    expect([...s.flat()].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
  }
}

/** The most meetings of a pair in sessions of tables. */
function maxMeetings(n: number, sessions: number[][][]): number {
  const m = new Map<number, number>();
  let most = 0;
  for (const s of sessions)
    for (const t of s)
      for (const p of t)
        for (const q of t)
          if (p < q) {
            const k = (m.get(p * n + q) ?? 0) + 1;
            m.set(p * n + q, k);
            most = Math.max(most, k);
          }
  return most;
}

describe('constructions', () => {
  it('GF(q) is a field for the prime powers used', () => {
    for (const q of [4, 5, 8, 9, 16, 25]) {
      const f = field(q);
      expect(f).not.toBeNull();
      // every non-zero element has an inverse
      for (let a = 1; a < q; a++) expect(Array.from({ length: q }, (_, b) => f?.mul(a, b)).filter((x) => x === 1)).toHaveLength(1);
    }
    expect(field(6)).toBeNull();
  });

  it.each([
    [16, 5],
    [20, 5],
    [28, 9],
    [32, 10],
    [36, 11],
    [48, 15],
    [44, 14],
    [40, 13],
    [52, 17],
    [64, 21],
    [76, 25],
    [100, 25],
    [184, 61],
  ])('%i players: %i sessions with no repeat meeting', (n, k) => {
    const c = construction(n);
    expect(c?.sessions).toHaveLength(k);
    expectValid(n, c?.sessions ?? [], k);
    expect(maxMeetings(n, c?.sessions ?? [])).toBe(1);
  });

  /** The construction for n players: k sessions in which every pair meets once, but the twins (its groups of 2), who never meet; brute force. */
  function expectTwins(n: number, k: number, name: string): number[][][] {
    const c = construction(n);
    expect(c?.name).toContain(name);
    const sessions = c?.sessions ?? [];
    expectValid(n, sessions, k);
    const met = new Map<string, number>();
    for (const s of sessions) for (const t of s) for (const p of t) for (const q of t) if (p < q) met.set(`${p} ${q}`, (met.get(`${p} ${q}`) ?? 0) + 1);
    const twins = new Set((c?.groups ?? []).map(([a, b]) => `${Math.min(a, b)} ${Math.max(a, b)}`));
    expect(twins.size).toBe(n / 2);
    for (let p = 0; p < n; p++)
      for (let q = p + 1; q < n; q++) expect(met.get(`${p} ${q}`) ?? 0).toBe(twins.has(`${p} ${q}`) ? 0 : 1);
    return sessions;
  }

  it('32 players: ten sessions in which each player meets everyone but its twin once (two affine planes doubled)', () => {
    expectTwins(32, 10, '2^16');
  });

  it('44 players: fourteen sessions in which each player meets everyone but its twin once (two base sessions over Z_7)', () => {
    const sessions = expectTwins(44, 14, '2^22');
    // each base session is invariant under mu: (x, j) -> (2x, j + 2), the fixed players 42, 43 kept
    const mu = (p: number): number => (p >= 42 ? p : ((Math.floor(p / 7) + 2) % 6) * 7 + ((2 * p) % 7));
    const key = (s: number[][]): string => s.map((t) => [...t].sort((a, b) => a - b).join()).sort().join(' ');
    for (const base of [sessions[0], sessions[7]]) expect(key(base.map((t) => t.map(mu)))).toBe(key(base));
  });

  it('finds a cyclic plan for 48 players', () => {
    const c = runSteps(cyclic(48, 12, 4, rng(2), { end: Infinity, out: false }));
    expectValid(48, c ?? [], 12);
    expect(maxMeetings(48, c ?? [])).toBe(1);
  });
});

describe('seatIndices', () => {
  it.each([
    [16, 5],
    [24, 7],
    [40, 10],
    [48, 12],
    [100, 10],
    [200, 10],
  ])('%i players over %i sessions: no repeat meeting, winds within 1', (n, k) => {
    const { plan, quality: q } = seatIndices(n, { sessions: k, seed: 2 });
    expectValid(n, plan, k);
    expect(q).toMatchObject({ repeats: 0, maxMeetings: 1, violations: 0 });
    expect(q.windSpread).toBeLessThanOrEqual(1);
  });

  it('balances winds exactly when the sessions are a multiple of 4', () => {
    for (const [n, k] of [[24, 4], [32, 8], [20, 4]]) expect(seatIndices(n, { sessions: k, seed: 2 }).quality.windSpread).toBe(0);
  });

  it('past the limit: repeats as few as the search finds, each pair at most ceil(3K/(N-1))', () => {
    const q = seatIndices(16, { sessions: 6, seed: 1 }).quality;
    // each player meets 18 others in 6 sessions but there are 15: at least 3 extra each
    expect(q.repeats).toBe(24);
    expect(q.maxMeetings).toBe(q.meetingBound);
  });

  it('is deterministic for a seed, and another seed gives another plan', () => {
    const a = seatIndices(24, { sessions: 4, seed: 9 }).plan;
    expect(seatIndices(24, { sessions: 4, seed: 9 }).plan).toEqual(a);
    expect(seatIndices(24, { sessions: 4, seed: 10 }).plan).not.toEqual(a);
  });

  it('keeps groups apart: in a construction\'s spare sets, else by the search', () => {
    const teams = (count: number, size: number) => Array.from({ length: count }, (_, t) => Array.from({ length: size }, (_, i) => t * size + i));
    // 32 players, 8 teams of 4, 10 sessions: each player meets all but its twin, so a
    // team meets at least 4 times (two twin pairs); zero repeats kept
    const q32 = seatIndices(32, { sessions: 10, seed: 1, apart: teams(8, 4) }).quality;
    expect(q32).toMatchObject({ repeats: 0, violations: 32, method: expect.stringContaining('2^16') });
    expect(costBound(32, 10, apartWeights(32, teams(8, 4)))).toBe(32);
    // the construction reaches the bound, so no search runs after it (a search yields now and then)
    const steps = seatSteps(32, { sessions: 10, seed: 1, apart: teams(8, 4) });
    let yields = 0;
    while (!steps.next().done) yields++;
    expect(yields).toBe(0);
    // 16 players, 4 teams of 4, 4 sessions: the affine plane's fifth session holds the teams
    expect(seatIndices(16, { sessions: 4, seed: 1, apart: teams(4, 4) }).quality).toMatchObject({ violations: 0, repeats: 0 });
    // 20 players, 4 teams of 5, 5 sessions: the transversal design's groups
    expect(seatIndices(20, { sessions: 5, seed: 1, apart: teams(4, 5) }).quality).toMatchObject({ violations: 0, repeats: 0 });
    // 24 players, 6 teams of 4: no construction; the search keeps the teams apart
    const q = seatIndices(24, { sessions: 4, seed: 1, apart: teams(6, 4) }).quality;
    expect(q.violations + q.repeats).toBeLessThanOrEqual(1);
    // without the constraint, the same plan would have teammates meet
    expect(quality(20, seatIndices(20, { sessions: 5, seed: 1 }).plan, teamWeights(20, teams(4, 5)), '').violations).toBeGreaterThan(0);
  });

  it('gives valid plans for every N and K tried (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 1000 }), (tables, k, seed) => {
        const n = tables * 4;
        const { plan, quality: q } = seatIndices(n, { sessions: k, seed, effort: 100 });
        expectValid(n, plan, k);
        expect(q.windSpread).toBeLessThanOrEqual(1);
        if (k % 4 === 0) expect(q.windSpread).toBe(0);
      }),
      { numRuns: 15 },
    );
  });

  it('assigns winds so that a table holds each wind once', () => {
    const tables = construction(16)?.sessions ?? [];
    const plan = assignWinds(16, tables);
    plan.forEach((s, si) => s.forEach((t, ti) => expect([...t].sort()).toEqual([...tables[si][ti]].sort())));
    expect(quality(16, plan, new Uint8Array(256), 'x').windSpread).toBe(1);
  });
});

/** The worked example before session 4 was played. */
const withoutSession4 = () => Object.fromEntries(Object.entries(golden()).filter(([k]) => !k.startsWith('results/s4-')));

/** Every player of the standings after K-1 by the ema ranking's keys (table points, then score), a substitute among them, equal players by id. */
const byPoints = (files: Record<string, string>, after: number): number[] =>
  [...standings(files, { after }).players].sort((a, b) => b.tablePoints - a.tablePoints || b.score - a.score || a.id - b.id).map((p) => p.id);

describe('seat(files)', () => {
  it('seats the players of players.csv by id, and says how many substitutes are missing', () => {
    const r = seat(tiny(16, 4), { seed: 3 });
    expect(r).toMatchObject({ schema: 'mcr-seating/1', ok: true, players: 16, sessions: 4 });
    expect(r.tables).toHaveLength(16);
    expect(r.quality?.repeats).toBe(0);
    const odd = seat(tiny(18, 4));
    expect(odd.ok).toBe(false);
    expect(odd.problems[0].message).toContain('add 2 substitutes');
  });

  it('does not re-seat a session that has results, unless forced', () => {
    const r = seat(golden(), { session: 4, by: 'standings' });
    expect(r.ok).toBe(false);
    expect(r.problems[0]).toMatchObject({ code: 'session-played' });
  });

  it('re-seats one session by standings: the top four together', () => {
    const files = withoutSession4();
    const r = seat(files, { session: 4, by: 'standings' });
    expect(r.ok).toBe(true);
    const order = byPoints(files, 3);
    const s4 = r.tables.filter((t) => t.session === 4);
    expect([...s4[0].seats].sort((a, b) => a - b)).toEqual(order.slice(0, 4).sort((a, b) => a - b));
    // the other sessions kept as they were
    expect(r.tables.filter((t) => t.session === 1)).toEqual(seat(files, { session: 4, by: 'random' }).tables.filter((t) => t.session === 1));
  });

  it('places a substitute by their points among the ranked players, not after them all', () => {
    const files = withoutSession4();
    const s = standings(files, { after: 3 });
    const sub = s.players.find((p) => !p.ranked);
    // Player 16 is the substitute, and has played: among the top four by points, last by the ranked-first order.
    expect(sub?.id).toBe(16);
    expect(sub?.played).toBe(3);
    expect(byPoints(files, 3).slice(0, 4)).toContain(16);
    const r = seat(files, { session: 4, by: 'standings' });
    expect(r.tables.find((t) => t.session === 4 && t.table === 1)?.seats).toContain(16);
  });

  it('does not re-seat from a plan with a problem (it would be rewritten without the bad row)', () => {
    const files = { ...golden(), 'seating.csv': golden()['seating.csv'].replace('2,1,3,15,10,9', '2,1,3,15,10,x') };
    const r = seat(files, { session: 4, by: 'standings' });
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => [p.file, p.line, p.code])).toEqual([['seating.csv', 6, 'bad-number']]);
  });

  it('re-seats by snake order: 1st, 8th, 9th and 16th together for four tables', () => {
    const files = withoutSession4();
    const r = seat(files, { session: 4, by: 'snake' });
    const order = byPoints(files, 3);
    const first = r.tables.find((t) => t.session === 4 && t.table === 1);
    expect([...(first?.seats ?? [])].sort((a, b) => a - b)).toEqual([order[0], order[7], order[8], order[15]].sort((a, b) => a - b));
  });
});
