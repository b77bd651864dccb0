// `mcr tournament seat` and `reseat` through the built binary (npm run build first):
// signals during the search end the process with 130/143, the
// existing seating.csv is refused before any search and --time bounds it (item 12),
// reseat writes seating.csv and players.csv, --by-standings K.
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, appendFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, COLUMNS: '80', NO_COLOR: '1' };
const mcr = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['bin/mcr.js', 'tournament', ...args], { encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

/** A new tournament folder of n players (ids 1..n) over k sessions. */
function folder(n: number, k: number): string {
  const root = mkdtempSync(join(tmpdir(), 'mcr-seat-'));
  const players = join(root, 'players.csv');
  writeFileSync(players, ['id,name', ...Array.from({ length: n }, (_, i) => `${i + 1},Player ${i + 1}`)].join('\n') + '\n');
  const dir = join(root, 'event');
  expect(mcr('init', dir, '--players', players, '--sessions', String(k)).code).toBe(0);
  return dir;
}

/** Runs `mcr tournament seat DIR ...` and sends `signal` once the search runs; the exit code. */
function interrupted(dir: string, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/mcr.js', 'tournament', 'seat', dir, '--time', '600'], { env, stdio: 'ignore' });
    // 44 players over 100 sessions search for minutes: the signal comes during the search
    const timer = setTimeout(() => child.kill(signal), 2000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

describe('seat: signals, the time bound, an existing plan', () => {
  const big = folder(44, 100);

  it('exits 143 on SIGTERM and 130 on SIGINT during the search', async () => {
    expect(await interrupted(big, 'SIGTERM')).toBe(143);
    expect(await interrupted(big, 'SIGINT')).toBe(130);
  }, 60_000);

  it('--time bounds the search: the best plan so far, with a note', () => {
    const r = mcr('seat', big, '--time', '0.5');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Note\s+the search stopped at its time bound/);
    expect(readFileSync(join(big, 'seating.csv'), 'utf8').trim().split('\n')).toHaveLength(1 + 100 * 11);
    expect(mcr('seat', big, '--force', '--time', 'soon').code).toBe(2);
    expect(mcr('seat', big, '--force', '--time', '0').err).toContain('expected seconds');
  });

  it('refuses an existing seating.csv before searching (a long search would time the test out)', () => {
    const r = mcr('seat', big, '--time', '600');
    expect(r.code).toBe(2);
    expect(r.err).toContain('already exists');
  }, 30_000);
});

describe('reseat and --by-standings', () => {
  it('reseat --after 1 --withdraw 3 --substitute 17: both files, check clean', () => {
    const dir = folder(16, 4);
    expect(mcr('seat', dir).code).toBe(0);
    const before = readFileSync(join(dir, 'seating.csv'), 'utf8').split('\n');
    appendFileSync(join(dir, 'players.csv'), '17,Sub Stitute,,,,yes\n');
    const r = mcr('reseat', dir, '--after', '1', '--withdraw', '3', '--substitute', '17');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/New repeat meetings\s+0/);
    const after = readFileSync(join(dir, 'seating.csv'), 'utf8').split('\n');
    expect(after.slice(0, 5)).toEqual(before.slice(0, 5));
    const later = after.slice(5).filter((l) => l !== '').flatMap((l) => l.split(',').slice(2));
    expect(later).toHaveLength(3 * 16);
    expect(later).not.toContain('3');
    expect(later).toContain('17');
    const players = readFileSync(join(dir, 'players.csv'), 'utf8');
    expect(players).toMatch(/^id,name,ema,country,team,substitute,sessions$/m);
    expect(players).toMatch(/^3,Player 3,,,,,1$/m);
    expect(players).toMatch(/^17,Sub Stitute,,,,yes,2-4$/m);
    expect(mcr('check', dir).code).toBe(0);
    const json = JSON.parse(mcr('reseat', dir, '--after', '2', '--withdraw', '17', '--join', '3', '--json').out);
    expect(json).toMatchObject({ schema: 'mcr-reseat/1', ok: true, after: 2, newRepeats: 0 });
    // player 3 back from session 3, the substitute for session 2 only
    expect(json.playerSessions).toEqual([
      { id: 3, sessions: '1,3-4' },
      { id: 17, sessions: '2' },
    ]);
    expect(mcr('check', dir).code).toBe(0);
    expect(mcr('reseat', dir, '--after', '1').code).toBe(2);
    expect(mcr('reseat', dir, '--after', '1', '--withdraw', 'x').code).toBe(2);
  });

  it('--by-standings K is --session K --by standings (and --by snake with it)', () => {
    const dir = folder(16, 3);
    expect(mcr('seat', dir).code).toBe(0);
    const copy = join(dir, 'plan.csv');
    copyFileSync(join(dir, 'seating.csv'), copy);
    for (const by of ['standings', 'snake']) {
      copyFileSync(copy, join(dir, 'seating.csv'));
      expect(mcr('seat', dir, '--session', '2', '--by', by).code).toBe(0);
      const one = readFileSync(join(dir, 'seating.csv'), 'utf8');
      copyFileSync(copy, join(dir, 'seating.csv'));
      const extra = by === 'snake' ? ['--by', 'snake'] : [];
      expect(mcr('seat', dir, '--by-standings', '2', ...extra).code).toBe(0);
      expect(readFileSync(join(dir, 'seating.csv'), 'utf8')).toBe(one);
    }
    expect(mcr('seat', dir, '--by-standings', '2', '--session', '3').code).toBe(2);
  });
});

describe('seat: 32 players at the limit', () => {
  it('10 sessions with no repeat meeting; teams of 4 kept apart as far as counting allows, and said so', () => {
    const root = mkdtempSync(join(tmpdir(), 'mcr-seat32-'));
    const players = join(root, 'players.csv');
    writeFileSync(players, ['id,name,team', ...Array.from({ length: 32 }, (_, i) => `${i + 1},Player ${i + 1},T${Math.floor(i / 4)}`)].join('\n') + '\n');
    const dir = join(root, 'event');
    expect(mcr('init', dir, '--players', players, '--sessions', '10').code).toBe(0);
    appendFileSync(join(dir, 'tournament.toml'), 'apart = ["team"]\n');
    const r = mcr('seat', dir);
    expect(r.code).toBe(0);
    const flat = r.out.replace(/\s+/g, ' ');
    expect(flat).toContain('Repeat meetings 0: no two players meet twice');
    // each player meets 30 of 31 others: a team of 4 meets at least 4 times (two twin pairs), 8 teams 32
    expect(flat).toContain('Kept apart 32 meetings of players to keep apart (the fewest possible by counting, with no repeat meeting)');
    expect(flat).toContain('4-RGDD of type 2^16');
  });
});
