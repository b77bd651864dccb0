// The tournament folder through the built binary (npm run build first): a FIFO in
// results/ (33.11), one writer at a time (33.7), init all or nothing (33.8), --bom
// (30), rejected results said with exit 1 (33.6), names on a result's session sheet (30).
import { describe, expect, it, beforeEach } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOLDEN_DIR } from './helpers.js';
import { makeFolder } from '../../src/tournament/make.js';

const env = { ...process.env, COLUMNS: '80', NO_COLOR: '1' };
const mcr = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['bin/mcr.js', ...args], { encoding: 'utf8', env, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr, signal: r.signal };
};
const run = (...args: string[]) =>
  new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['bin/mcr.js', ...args], { env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });

let dir = '';
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'mcr-folder-')), 'golden');
  cpSync(GOLDEN_DIR, dir, { recursive: true });
});

describe('a FIFO in results/ (33.11)', () => {
  it('is skipped with a message: check does not hang, exit 1', () => {
    const fifo = join(dir, 'results', 's4-t9.txt');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const r = mcr('tournament', 'check', dir);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(1);
    expect(r.out.replace(/\n\s+/g, ' ')).toContain('results/s4-t9.txt is a FIFO (named pipe), not read; expected a text file');
    const s = mcr('tournament', 'standings', dir);
    expect(s.code).toBe(1);
    expect(s.err).toContain('not-a-file');
  });
});

describe('one writer at a time (33.7)', () => {
  it('a lock held by a running process: seat refuses, nothing written, exit 2', () => {
    const plan = readFileSync(join(dir, 'seating.csv'), 'utf8');
    writeFileSync(join(dir, '.mcr-lock'), `${process.pid}\n`);
    const r = mcr('tournament', 'seat', dir, '--session', '4', '--by', 'snake', '--force');
    expect(r.code).toBe(2);
    expect(r.err).toContain(`another mcr command (process ${process.pid}) is writing in`);
    expect(readFileSync(join(dir, 'seating.csv'), 'utf8')).toBe(plan);
  });

  it('a lock left by a process that is gone is taken over, and given back', () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(join(dir, '.mcr-lock'), gone.stdout);
    const r = mcr('tournament', 'seat', dir, '--session', '4', '--by', 'snake', '--force');
    expect(r.code).toBe(0);
    expect(existsSync(join(dir, '.mcr-lock'))).toBe(false);
  });

  it('two re-seats at once: neither change is lost (each that exits 0 is in the plan)', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([
        run('tournament', 'seat', dir, '--session', '3', '--by', 'snake', '--force', '--json'),
        run('tournament', 'seat', dir, '--session', '4', '--by', 'random', '--seed', String(round + 2), '--force', '--json'),
      ]);
      const plan = readFileSync(join(dir, 'seating.csv'), 'utf8').trim().split('\n').slice(1);
      for (const [r, s] of [[a, 3], [b, 4]] as const) {
        expect([0, 2]).toContain(r.code);
        if (r.code !== 0) continue;
        const mine = JSON.parse(r.out).tables.filter((t: { session: number }) => t.session === s);
        for (const t of mine) expect(plan).toContain(`${t.session},${t.table},${t.seats.join(',')}`);
      }
    }
  });
});

describe('init writes everything or nothing (33.8)', () => {
  it('a write that fails (a full disk) leaves no folder and no staging folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mcr-init-'));
    const target = join(root, 'open');
    let writes = 0;
    const full = {
      ...fs,
      writeFile: (async (...args: Parameters<typeof fs.writeFile>) => {
        if (++writes === 2) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        return fs.writeFile(...args);
      }) as typeof fs.writeFile,
    };
    await expect(makeFolder(target, { 'players.csv': 'id,name\n', 'tournament.toml': 'sessions = 1\n', 'results/.keep': '' }, full)).rejects.toThrow('ENOSPC');
    expect(readdirSync(root)).toEqual([]);
    await makeFolder(target, { 'players.csv': 'id,name\n', 'tournament.toml': 'sessions = 1\n', 'results/.keep': '' });
    expect(readdirSync(target).sort()).toEqual(['players.csv', 'results', 'tournament.toml']);
    expect(readdirSync(root)).toEqual(['open']);
  });
});

describe('init keeps last_name and first_name', () => {
  it('rewrites players.csv with the columns the EMA file reads', () => {
    const root = mkdtempSync(join(tmpdir(), 'mcr-init-'));
    writeFileSync(join(root, 'p.csv'), 'id,name,last_name,first_name\n1,Ann van Dijk,Van Dijk,Ann\n2,Bo Li,,\n3,C D,,\n4,E F,,\n');
    expect(mcr('tournament', 'init', join(root, 't'), '--players', join(root, 'p.csv'), '--sessions', '1').code).toBe(0);
    expect(readFileSync(join(root, 't', 'players.csv'), 'utf8').split('\n').slice(0, 3)).toEqual([
      'id,name,last_name,first_name,ema,country,team,substitute',
      '1,Ann van Dijk,Van Dijk,Ann,,,,',
      '2,Bo Li,,,,,,',
    ]);
  });
});

describe('ranking names that are Object\'s own, through the CLI (33.13)', () => {
  it('--ranking constructor is a usage error; ranking = "toString" in tournament.toml a bad setting; no crash', () => {
    const r = mcr('tournament', 'standings', dir, '--ranking', 'constructor');
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown ranking 'constructor'");
    writeFileSync(join(dir, 'tournament.toml'), readFileSync(join(dir, 'tournament.toml'), 'utf8').replace('ranking = "ema"', 'ranking = "toString"'));
    const c = mcr('tournament', 'check', dir);
    expect(c.code).toBe(2);
    expect(c.out).toContain('[bad-setting]');
    expect(c.err).not.toContain('TypeError');
  });
});

describe('outputs through the CLI', () => {
  it('--bom puts a byte-order mark before the CSV of standings and export; none by default', () => {
    expect(mcr('tournament', 'standings', dir, '--csv', '--bom').out.startsWith('\uFEFFplace,')).toBe(true);
    expect(mcr('tournament', 'export', dir, '--ema', '--bom').out.startsWith('\uFEFFPlace,')).toBe(true);
    expect(mcr('tournament', 'export', dir, '--ema').out.startsWith('Place,')).toBe(true);
    expect(mcr('tournament', 'standings', dir, '--bom').code).toBe(2);
  });

  it('a result file check rejects is left out of standings and export, named, exit 1', () => {
    writeFileSync(join(dir, 'results', 's1-t9.txt'), readFileSync(join(dir, 'results', 's2-t1.txt'), 'utf8').replace('players 3 15 10 9', 'players 3 15 10  9'));
    for (const args of [['standings'], ['export', '--ema']]) {
      const r = mcr('tournament', ...args, dir);
      expect(r.code).toBe(1);
      expect(r.err.replace(/\n\s+/g, ' ')).toMatch(/not counted: results\/s1-t9\.txt/);
    }
  });

  it('mcr session on a result file shows the players\' names beside their ids', () => {
    const r = mcr('session', join(dir, 'results', 's1-t3.txt'));
    expect(r.out).toMatch(/Players: A \d+ [A-ZÉ][a-zé]+/);
    const first = /players (\d+)/.exec(readFileSync(join(dir, 'results', 's1-t3.txt'), 'utf8'))?.[1];
    const name = readFileSync(join(dir, 'players.csv'), 'utf8').split('\n').find((l) => l.startsWith(`${first},`))?.split(',')[1];
    expect(r.out.replace(/\n\s+/g, ' ')).toContain(`A ${first} ${name}`);
  });
});
