// The organiser's day through the built binary (npm run build first): a reserve at
// init, check during a session, and the EMA export's notes and --strict.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOLDEN_DIR } from './helpers.js';

const mcr = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['bin/mcr.js', 'tournament', ...args], { encoding: 'utf8', env: { ...process.env, COLUMNS: '80', NO_COLOR: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('the organiser at the command line', () => {
  const root = mkdtempSync(join(tmpdir(), 'mcr-org-'));

  it('init: 36 players and a reserve substitute is no odd count', () => {
    const file = join(root, 'players.csv');
    writeFileSync(file, ['id,name,substitute', ...Array.from({ length: 36 }, (_, i) => `${i + 1},P ${i + 1},`), '37,Reserve,yes'].join('\n') + '\n');
    const r = mcr('init', join(root, 'open'), '--players', file, '--sessions', '7');
    expect(r.code).toBe(0);
    expect(r.out).toContain('36 players and 1 reserve');
    expect(r.out).not.toContain('Note:');
    const json = JSON.parse(mcr('init', join(root, 'open2'), '--players', file, '--sessions', '7', '--json').out);
    expect(json).toMatchObject({ players: 36, reserves: 1, note: null });
  });

  it('check: a session in progress exits 0 with the count; an earlier table missing exits 1', () => {
    const dir = join(root, 'golden');
    cpSync(GOLDEN_DIR, dir, { recursive: true });
    rmSync(join(dir, 'results', 's4-t3.txt'));
    const r = mcr('check', dir);
    expect(r.code).toBe(0);
    expect(r.out.replace(/\s+/g, ' ')).toContain('session 4 in progress: 3 of 4 tables in');
    rmSync(join(dir, 'results', 's2-t1.txt'));
    const late = mcr('check', dir);
    expect(late.code).toBe(1);
    expect(late.out).toContain('missing-result');
  });

  it('export --ema: countries mapped and guessed names said on stderr; --strict refuses, nothing written', () => {
    const dir = join(root, 'ema');
    cpSync(GOLDEN_DIR, dir, { recursive: true });
    const players = join(dir, 'players.csv');
    writeFileSync(players, readFileSync(players, 'utf8').replace('1,Ann Smith,04100000,NL,', '1,Ann Smith,04100000,Netherlands,'));
    const out = join(root, 'ema.csv');
    const r = mcr('export', dir, '--ema', '-o', out);
    expect(r.code).toBe(0);
    expect(r.err).toContain("player 1 (Ann Smith): 'Netherlands' as NL");
    expect(r.err).toContain("player 1 (Ann Smith): last name 'Smith', first name 'Ann'");
    const strictOut = join(root, 'strict.csv');
    const strict = mcr('export', dir, '--ema', '--strict', '-o', strictOut);
    expect(strict.code).toBe(2);
    expect(strict.err).toContain('guessed-name');
    expect(strict.err).toContain('Nothing written.');
    expect(existsSync(strictOut)).toBe(false);
  });
});
