// `mcr play --bots 4` and `mcr replay` from the command line, in-process (docs/PLAY.md).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mcrIn } from '../helpers/mcr.js';

const mcr = (args: string[], input?: string) => mcrIn(args, { input, env: { COLUMNS: '80' } });

describe('mcr play --bots 4', () => {
  it('writes the same record for the same seed, to stdout or a file, and mcr replay checks it', async () => {
    const a = await mcr(['play', '--bots', '4', '--seed', '11', '--hands', '1', '--depth', '0']);
    expect(a.code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'mcr-play-'));
    const file = join(dir, 'match.ndjson');
    const b = await mcr(['play', '--bots', '4', '--seed', '11', '--hands', '1', '--depth', '0', '-o', file]);
    expect(b.code).toBe(0);
    expect(b.stdout).toMatch(/^1 hand, seed 11: A -?\d+, B/);
    expect(readFileSync(file, 'utf8')).toBe(a.stdout);
    const lines = a.stdout.trim().split('\n');
    expect(JSON.parse(lines[0])).toMatchObject({ schema: 'mcr-game/1', seed: 11, hands: 1 });
    const r = await mcr(['replay', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^hand 1: /);
    expect(r.stdout).toMatch(/every action legal, every score the scorer's/);
    const j = await mcr(['replay', '--json'], a.stdout);
    const out = j.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(out[0]).toMatchObject({ schema: 'mcr-replay/1', hand: 1 });
    expect(out[out.length - 1]).toMatchObject({ schema: 'mcr-replay/1', ok: true, hands: 1, error: null });
  });

  it('--quiet prints nothing; without --seed the seed taken from the clock is printed on stderr', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcr-play-'));
    const q = await mcr(['play', '--bots', '4', '--seed', '3', '--hands', '1', '--depth', '0', '--quiet', '-o', join(dir, 'q.ndjson')]);
    expect([q.code, q.stdout, q.stderr]).toEqual([0, '', '']);
    expect(readFileSync(join(dir, 'q.ndjson'), 'utf8')).toMatch(/^\{"schema":"mcr-game\/1","seed":3,/);
    const c = await mcr(['play', '--bots', '4', '--hands', '1', '--depth', '0', '-o', join(dir, 'c.ndjson')]);
    const seed = Number(/^seed (\d+)\n$/.exec(c.stderr)?.[1]);
    expect(JSON.parse(readFileSync(join(dir, 'c.ndjson'), 'utf8').split('\n')[0]).seed).toBe(seed);
  });

  it('refuses --bots other than 3 or 4, and a bad --hands (nothing written)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcr-play-'));
    const file = join(dir, 'x.ndjson');
    const r = await mcr(['play', '--bots', '1', '-o', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--bots takes a whole number from 3 to 4, not '1'/);
    const h = await mcr(['play', '--bots', '4', '--hands', '0', '-o', file]);
    expect(h.code).toBe(2);
    expect(h.stderr).toMatch(/--hands takes a whole number from 1 to 10000, not '0'/);
    expect(existsSync(file)).toBe(false);
  });
});

describe('mcr replay', () => {
  it('names the first illegal action with its line, hand, action and rule (exit 1)', async () => {
    const a = await mcr(['play', '--bots', '4', '--seed', '11', '--hands', '1', '--depth', '0']);
    const lines = a.stdout.trim().split('\n');
    const i = lines.findIndex((l) => l.includes('"discard"'));
    lines[i] = lines[i].replace(/"tile":"[^"]*"/, '"tile":"F9"');
    const r = await mcr(['replay'], lines.join('\n'));
    expect(r.code).toBe(1);
    // Wrapped to the width (80), its lines after the first indented by two.
    expect(r.stderr.replace(/\n  /g, ' ')).toBe(`stdin:${i + 1}: hand 1, action ${i - 1}: record-form: F9 is no tile (1b..9d, E S W N R G P, F1..F8)\n`);
    const j = await mcr(['replay', '--json'], lines.join('\n'));
    const last = JSON.parse(j.stdout.trim().split('\n').pop()!);
    expect(last).toMatchObject({ ok: false, error: { line: i + 1, hand: 1, action: i - 1, rule: 'record-form' } });
  });

  it('a record cut short, an empty input, a file that is not there', async () => {
    const a = await mcr(['play', '--bots', '4', '--seed', '11', '--hands', '1', '--depth', '0']);
    const cut = a.stdout.trim().split('\n').slice(0, -1).join('\n');
    // A record that stops before its end line is an unfinished one: replayed to where it stops, exit 0.
    const u = await mcr(['replay'], cut);
    expect(u.code).toBe(0);
    expect(u.stdout).toMatch(/\nunfinished: the record stops between hands\.\n1 hand ended, \d+ actions: every action legal/);
    const half = a.stdout.trim().split('\n').slice(0, 10).join('\n');
    expect((await mcr(['replay'], half)).stdout).toMatch(/^unfinished: the record stops in hand 1, after action 8\.\n/);
    // ... but a line cut in the middle is no line of the record.
    expect((await mcr(['replay'], a.stdout.slice(0, a.stdout.indexOf('"wall"') + 12))).code).toBe(1);
    expect((await mcr(['replay'], '')).code).toBe(1);
    expect((await mcr(['replay', '/nonexistent/x.ndjson'])).code).toBe(2);
  });
});
