// mcr tournament check, as the library's check(files): every problem with file:line.
import { describe, expect, it } from 'vitest';
import { check } from '../../src/tournament/api.js';
import { golden, tiny } from './helpers.js';

const where = (files: Record<string, string>) => check(files).problems.map((p) => `${p.file}:${p.line ?? ''}:${p.column ?? ''} ${p.code}`);

describe('check', () => {
  it('finds a player twice in one session, and one missing', () => {
    const g = { ...golden() };
    // line 3 is session 1 table 2: 13 6 2 15 -> 13 6 2 4 (4 is also at table 1)
    g['seating.csv'] = g['seating.csv'].replace('1,2,13,6,2,15', '1,2,13,6,2,4');
    // The cause first: the player seated twice is listed; what follows from
    // it (15 has no seat, the table's result no longer matches the plan) is counted.
    expect(where(g)).toEqual(['seating.csv:3: seated-twice']);
    expect(check(g)).toMatchObject({ ok: false, followOn: 2 });
  });

  it('finds a result in another seat order than the plan, and an unknown id', () => {
    const g = { ...golden() };
    g['results/s2-t1.txt'] = g['results/s2-t1.txt'].replace('players 3 15 10 9', 'players 15 3 10 9');
    g['results/s2-t2.txt'] = g['results/s2-t2.txt'].replace('players 11 2 14 8', 'players 11 2 14 99');
    expect(where(g)).toEqual(['results/s2-t1.txt:2: seat-order', 'results/s2-t2.txt:2:17 unknown-id']);
  });

  it('finds totals that do not sum to zero, and a hand the session scorer rejects (its message)', () => {
    const g = { ...golden() };
    g['results/s4-t1.txt'] = g['results/s4-t1.txt'].replace('totals 36 -12 -12 -12', 'totals 36 -12 -12 -11');
    g['results/s1-t3.txt'] = g['results/s1-t3.txt'].replace('1 win 3 self [123b] 456c 78d EEE 55d 9d', '1 win 3 self [123b] 456c 78d EEE 55d 1d');
    const r = check(g);
    expect(r.ok).toBe(false);
    expect(r.unreadable).toBe(false);
    expect(where(g)).toEqual(['results/s1-t3.txt:3:14 not-a-win', 'results/s4-t1.txt:3: not-zero-sum']);
    expect(r.problems[0].message).toContain('expected a winning hand');
  });

  it('finds a result with more hands than tournament.toml allows', () => {
    const g = { ...golden() };
    g['tournament.toml'] = g['tournament.toml'].replace('hands = 16', 'hands = 12');
    expect(where(g)).toEqual(['results/s1-t3.txt:: too-many-hands']);
  });

  it('finds a missing result in a session that has begun', () => {
    const g = { ...golden() };
    delete g['results/s3-t4.txt'];
    expect(where(g)).toEqual(['results/s3-t4.txt:: missing-result']);
  });

  it('reports bad files with line and column: TOML, CSV, ids', () => {
    expect(where({ ...tiny(4, 1), 'tournament.toml': 'name = "x"\nsessions = [1,\n' })).toEqual(['tournament.toml:3:1 bad-toml']);
    expect(check({ ...tiny(4, 1), 'tournament.toml': 'sessions = 0\n' }).unreadable).toBe(true);
    expect(where({ ...tiny(4, 1), 'tournament.toml': 'sessions = 0\n' })).toEqual(['tournament.toml:1: bad-setting']);
    const players = 'id,name\n1,"Smith, Ann"\n1,Bob\nx,Cy\n4,\n';
    expect(where({ ...tiny(4, 1), 'players.csv': players })).toEqual([
      'players.csv:3:1 duplicate-id',
      'players.csv:4:1 bad-id',
      'players.csv:5:3 blank-name',
    ]);
    expect(where({ ...tiny(4, 1), 'players.csv': 'id,name\n1,"Ann\n' })[0]).toMatch(/^players\.csv:\d*: bad-csv$/);
    expect(where({ ...tiny(4, 1), 'players.csv': 'number,name\n1,Ann\n' })).toEqual(['players.csv:1:1 bad-header']);
  });

  it('is clean for the worked example', () => {
    expect(check(golden())).toMatchObject({ schema: 'mcr-check/1', ok: true, problems: [] });
  });
});
