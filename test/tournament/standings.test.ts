// Ranking: table points exact and summing to 7 per table, shared places, the china
// order, custom keys from tournament.toml, file order not mattering, substitutes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tablePlaces, exactText } from '../../src/tournament/standings.js';
import { standings } from '../../src/tournament/api.js';
import { golden, tiny } from './helpers.js';

const table = (s: number, t: number, ids: number[], totals: number[]) => ({
  [`results/s${s}-t${t}.txt`]: `players ${ids.join(' ')}\ntotals ${totals.join(' ')}\n`,
});

describe('table points', () => {
  it('4/2/1/0, tied players sharing the places they tie for, exact', () => {
    expect(tablePlaces([30, 30, 30, -90]).twelfths.map(exactText)).toEqual(['7/3', '7/3', '7/3', '0']);
    expect(tablePlaces([0, 0, 0, 0]).twelfths.map(exactText)).toEqual(['7/4', '7/4', '7/4', '7/4']);
    expect(tablePlaces([10, -5, 0, -5]).twelfths.map(exactText)).toEqual(['4', '1/2', '2', '1/2']);
    expect(tablePlaces([10, -5, 0, -5]).places).toEqual([1, 3, 2, 3]);
  });

  it('sum to 7 at every table (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 4, maxLength: 4 }), (totals) => {
        expect(tablePlaces(totals).twelfths.reduce((a, b) => a + b, 0)).toBe(7 * 12);
      }),
    );
  });
});

describe('standings', () => {
  // Two tables, session 1: 1 and 5 both win their table with the same score.
  const files = tiny(8, 2, {
    ...table(1, 1, [1, 2, 3, 4], [40, 0, -10, -30]),
    ...table(1, 2, [5, 6, 7, 8], [40, -10, -10, -20]),
  });

  it('gives equal players the same place (=1), the next place after them 3', () => {
    const r = standings(files);
    expect(r.players.slice(0, 3).map((p) => [p.place, p.tied, p.id])).toEqual([
      [1, true, 1],
      [1, true, 5],
      [3, false, 2],
    ]);
  });

  it('china: then 1st places, 2nd ..., best session score, player id: no shared place', () => {
    const r = standings(files, { ranking: 'china' });
    expect(r.ranking.keys).toEqual(['tablePoints', 'score', 'firsts', 'seconds', 'thirds', 'fourths', 'bestSession', 'id']);
    expect(r.players.map((p) => p.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // 6 and 7 tied at their table (3/2 each, -10 each): id decides
    expect(r.players.find((p) => p.id === 6)?.place).toBeLessThan(r.players.find((p) => p.id === 7)?.place ?? 0);
  });

  it('takes a custom order of keys from tournament.toml', () => {
    // by score alone (then id): 3 (-10, 1 table point) comes before 6 and 7 (-10, 3/2 each)
    const custom = { ...files, 'tournament.toml': 'name = "T"\nsessions = 2\nranking = ["score", "id"]\n' };
    const r = standings(custom);
    expect(r.ranking).toEqual({ name: 'custom', keys: ['score', 'id'] });
    expect(r.players.map((p) => p.id)).toEqual([1, 5, 2, 3, 6, 7, 8, 4]);
  });

  it('does not depend on the order of players.csv or of the files (property)', () => {
    const base = standings(golden());
    const g = golden();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const lines = g['players.csv'].trim().split('\n');
        const body = lines.slice(1);
        let x = seed;
        for (let i = body.length - 1; i > 0; i--) {
          x = (x * 1103515245 + 12345) % 2147483648;
          const j = x % (i + 1);
          [body[i], body[j]] = [body[j], body[i]];
        }
        const keys = Object.keys(g).reverse();
        const shuffled: Record<string, string> = {};
        for (const k of keys) shuffled[k] = g[k];
        shuffled['players.csv'] = [lines[0], ...body].join('\n') + '\n';
        expect(standings(shuffled).players).toEqual(base.players);
      }),
      { numRuns: 10 },
    );
  });

  it('lists substitutes after the ranked players, not ranked', () => {
    const subs = { ...files, 'players.csv': files['players.csv'].replace('id,name', 'id,name,substitute').replace(/\n(\d+),(Player \d+)(?=\n)/g, '\n$1,$2,').replace('\n1,Player 1,\n', '\n1,Player 1,yes\n') };
    const r = standings(subs);
    expect(r.problems).toEqual([]);
    expect(r.players[0]).toMatchObject({ id: 5, place: 1, tied: false });
    // a substitute is given no place: listed last, place null
    expect(r.players[7]).toMatchObject({ id: 1, ranked: false, place: null, tied: false });
  });

  it('skips a table whose file has a problem, and says so', () => {
    const bad = { ...files, ...table(1, 2, [5, 6, 7, 8], [40, -10, -10, -10]) };
    const r = standings(bad);
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => [p.file, p.line, p.code])).toEqual([['results/s1-t2.txt', 2, 'not-zero-sum']]);
    expect(r.players.find((p) => p.id === 5)?.played).toBe(0);
  });

  it('takes penalties outside hands off the score, not the table points', () => {
    const r = standings({ ...files, 'penalties.csv': 'session,player,points,reason\n1,1,15,late\n' });
    expect(r.players.find((p) => p.id === 1)).toMatchObject({ score: 25, penalties: 15, tablePointsExact: '4', place: 2 });
  });
});
