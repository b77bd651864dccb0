// Changes during the event: reseat after session K for withdrawals,
// substitutes and late arrivals; the sessions column of players.csv; seat
// --by-standings. Properties over random withdrawals: the sessions played never
// change, and no new repeat meeting appears where the limit allows.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reseat, withSessionsColumn } from '../../src/tournament/reseat.js';
import { parseSessions, formatSessions } from '../../src/tournament/seat-sessions.js';
import { seat, seatingCsv, check, standings } from '../../src/tournament/api.js';
import { readTournament } from '../../src/tournament/read.js';
import { seated, tiny } from './helpers.js';


/** Meetings of every pair in a list of tables. */
function pairs(tables: { seats: number[] }[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of tables)
    for (const p of t.seats)
      for (const q of t.seats)
        if (p < q) m.set(`${p} ${q}`, (m.get(`${p} ${q}`) ?? 0) + 1);
  return m;
}
const repeats = (tables: { seats: number[] }[]): number => [...pairs(tables).values()].reduce((s, k) => s + k - 1, 0);

describe('reseat after session K', () => {
  it('keeps the sessions played, seats the substitute for the withdrawn player, records both', () => {
    const files = seated(24, 6, 1, 3);
    const r = reseat(files, { after: 2, withdraw: [7], substitute: [25] });
    expect(r.ok).toBe(true);
    const before = readTournament(files).seating ?? [];
    for (const s of [1, 2])
      expect(r.tables.filter((t) => t.session === s).map((t) => t.seats)).toEqual(before.filter((t) => t.session === s).map((t) => t.seats));
    for (const s of [3, 4, 5, 6]) {
      const ids = r.tables.filter((t) => t.session === s).flatMap((t) => t.seats);
      expect(ids).toHaveLength(24);
      expect(ids).not.toContain(7);
      expect(ids).toContain(25);
    }
    expect(r.newRepeats).toBe(0);
    expect(r.quality?.windSpread).toBeLessThanOrEqual(1);
    expect(r.playerSessions).toEqual([
      { id: 7, sessions: '1-2' },
      { id: 25, sessions: '3-6' },
    ]);
    // players.csv records it; check accepts the withdrawn player's missing seats
    const after = { ...files, 'players.csv': r.playersCsv as string, 'seating.csv': seatingCsv(r.tables) };
    expect(readTournament(after).players.find((p) => p.id === 7)?.sessions).toEqual([1, 2]);
    expect(check(after).problems.filter((p) => p.code === 'not-seated')).toEqual([]);
    // without the column, check says player 7 has no seat from session 3
    expect(check({ ...after, 'players.csv': files['players.csv'] }).problems.filter((p) => p.code === 'not-seated')).toHaveLength(4);
  });

  it('--after 0 re-plans every session for the players who play', () => {
    const files = seated(16, 3, 1, 4);
    const r = reseat(files, { after: 0, withdraw: [2], substitute: [17] });
    expect(r.ok).toBe(true);
    for (const s of [1, 2, 3]) expect(r.tables.filter((t) => t.session === s).flatMap((t) => t.seats).sort((a, b) => a - b)).toEqual([1, ...Array.from({ length: 15 }, (_, i) => i + 3)]);
    expect(r.newRepeats).toBe(0);
  });

  it('a late arrival joins in place of a substitute who played until then', () => {
    const files = seated(20, 5, 0, 1);
    // player 21 arrives after session 1; player 20 was a substitute holding the seat
    const late = files['players.csv'].replace('20,Player 20,', '20,Player 20,yes') + '21,Late Arrival,\n';
    const r = reseat({ ...files, 'players.csv': late }, { after: 1, withdraw: [20], join: [21] });
    expect(r.ok).toBe(true);
    expect(r.playerSessions).toEqual([
      { id: 20, sessions: '1' },
      { id: 21, sessions: '2-5' },
    ]);
  });

  it('refuses what cannot be: unknown ids, a count off four, sessions with results, a ranked player as --substitute', () => {
    const files = seated(16, 4, 1, 1);
    expect(reseat(files, { after: 1, withdraw: [99] }).problems[0].code).toBe('unknown-id');
    expect(reseat(files, { after: 1, withdraw: [3] }).problems[0].code).toBe('not-multiple-of-4');
    expect(reseat(files, { after: 1, withdraw: [3], substitute: [2] }).problems[0].code).toBe('not-a-substitute');
    expect(reseat(files, { after: 1, withdraw: [3], join: [17] }).problems[0].code).toBe('is-a-substitute');
    expect(reseat(files, { after: 4, withdraw: [3], substitute: [17] }).problems[0].code).toBe('bad-session');
    const t2 = seat(files).tables.find((t) => t.session === 2 && t.table === 1)?.seats ?? [];
    const result = `players ${t2.join(' ')}\ntotals 30 -10 -10 -10\n`;
    expect(reseat({ ...files, 'results/s2-t1.txt': result }, { after: 1, withdraw: [3], substitute: [17] }).problems[0].code).toBe('session-played');
  });

  it('random withdrawals: the sessions played never change, no new repeat meeting where the limit allows (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(16, 24, 32, 40),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(1, 2, 4),
        fc.integer({ min: 1, max: 99 }),
        (n, k, afterRaw, leave, seed) => {
          const after = Math.min(afterRaw, k - 1);
          const files = seated(n, k, leave, seed);
          // four who leave without substitutes: a table fewer
          const chosen = Array.from({ length: leave }, (_, i) => 1 + ((seed * 7 + i * 5) % n));
          const withdraw = [...new Set(chosen)];
          if (leave === 4 && withdraw.length < 4) return;
          const subs = leave === 4 ? [] : Array.from({ length: withdraw.length }, (_, i) => n + i + 1);
          const r = reseat(files, { after, withdraw, substitute: subs, seed });
          expect(r.ok).toBe(true);
          const before = readTournament(files).seating ?? [];
          const played = (tables: { session: number; table: number; seats: number[] }[]) =>
            tables.filter((t) => t.session <= after).map((t) => `${t.session}/${t.table}:${t.seats.join(' ')}`);
          expect(played(r.tables)).toEqual(played(before));
          // every later session seats the players present once each
          for (let s = after + 1; s <= k; s++) {
            const ids = r.tables.filter((t) => t.session === s).flatMap((t) => t.seats).sort((a, b) => a - b);
            expect(new Set(ids).size).toBe(n - withdraw.length + subs.length);
            for (const w of withdraw) expect(ids).not.toContain(w);
          }
          // repeats by brute force: the whole plan's less the played sessions'
          const added = repeats(r.tables) - repeats(r.tables.filter((t) => t.session <= after));
          expect(r.newRepeats).toBe(added);
          // 3k meetings a player among n + subs - 1 others: well below the limit, none is needed
          if (3 * k <= (n - 1) / 2) expect(added).toBe(0);
          expect(r.quality?.windSpread).toBeLessThanOrEqual(after % 4 === 0 ? 1 : 2);
        },
      ),
      { numRuns: 16 },
    );
  });

  it('standings count each player\'s own sessions', () => {
    const files = seated(16, 3, 1, 2);
    const r = reseat(files, { after: 1, withdraw: [4], substitute: [17] });
    const after: Record<string, string> = { ...files, 'players.csv': r.playersCsv as string, 'seating.csv': seatingCsv(r.tables) };
    for (const t of r.tables) after[`results/s${t.session}-t${t.table}.txt`] = `players ${t.seats.join(' ')}\ntotals 30 -10 -10 -10\n`;
    const st = standings(after);
    expect(st.players.find((p) => p.id === 4)?.played).toBe(1);
    expect(st.players.find((p) => p.id === 17)?.played).toBe(2);
    expect(st.players.find((p) => p.id === 1)?.played).toBe(3);
    expect(check(after).ok).toBe(true);
  });
});

describe('players.csv sessions column', () => {
  it('parses and writes ranges (round trip property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 30 }), (list) => {
        const sorted = [...list].sort((a, b) => a - b);
        expect(parseSessions(formatSessions(list))).toEqual(sorted);
      }),
    );
    expect(parseSessions('')).toBeNull();
    expect(parseSessions('none')).toEqual([]);
    expect(parseSessions('3-1')).toMatch(/expected session numbers/);
    expect(formatSessions([1, 2, 3, 5, 7, 8])).toBe('1-3,5,7-8');
  });

  it('rewrites only the sessions column, keeping quoted names', () => {
    const text = 'id,name,country\n1,"Smith, Ann",NL\n2,Bo,DE\n';
    expect(withSessionsColumn(text, new Map([[2, '1-3']]))).toBe('id,name,country,sessions\n1,"Smith, Ann",NL,\n2,Bo,DE,1-3\n');
  });

  it('a bad sessions field is a problem with its line', () => {
    const t = readTournament({ ...tiny(4, 2), 'players.csv': 'id,name,sessions\n1,A,\n2,B,x\n3,C,\n4,D,\n' });
    expect(t.problems.map((p) => [p.line, p.code])).toEqual([[3, 'bad-sessions']]);
  });
});
