/**
 * `mcr advise` batches with chances over worker threads (batch/judges.ts) in the built
 * program (bin/mcr.js, from npm test's pretest): with a worker forced on from the first
 * line (MCR_WORKERS=2, MCR_WORKERS_AFTER=0) the output is the single-thread one
 * (MCR_WORKERS=1), byte for byte, stdout and stderr, with the same exit code; and
 * SIGTERM or SIGINT mid-batch ends it with 128 + the signal's number, whole lines out.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { goldenHands } from '../helpers/golden.js';
import { advise } from '../../src/advice/advise.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'mcr-advise-parallel-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const ONE = { MCR_WORKERS: '1' };
const TWO = { MCR_WORKERS: '2', MCR_WORKERS_AFTER: '0' };

function mcr(args: string[], env: Record<string, string>, input: string = '') {
  const r = spawnSync(process.execPath, ['bin/mcr.js', 'advise', ...args], {
    cwd: root,
    input,
    maxBuffer: 1 << 30,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined, COLUMNS: undefined, ...env },
  });
  return { code: r.status, stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8') };
}

/**
 * 14-tile hands near a win: golden winning hands, one concealed tile exchanged for
 * another (the same rule for every hand), with their winds.
 */
const WIN_OPTIONS = /^\+(win(:|$)|kong$|last$|wall-last$)/;
const near = goldenHands()
  .filter((_, i) => i % 41 === 0)
  .slice(0, 18)
  .flatMap((hand, i) => {
    const r = advise(hand.split(' ').filter((w) => !WIN_OPTIONS.test(w)).join(' '), { by: 'distance' });
    if (!r.ok) return [];
    const c = [...r.hand.concealed];
    c[(i * 5) % c.length] = ['1b', '9c', 'E', '5d', 'R', '2c'][i % 6];
    const melds = r.hand.melds.map((m) => (m.concealed ? `(${m.tiles.join('')})` : `[${m.tiles.join('')}]`));
    return [[...melds, c.join(' '), `+seat:${r.hand.seatWind}`, `+round:${r.hand.prevalentWind}`].join(' ')];
  });

/** The hands with a line that cannot be read, a blank line, a comment and a CRLF line among them. */
const mixed = near.flatMap((h, i) => (i === 3 ? [h, '123x', '', '# comment', h + '\r'] : i === 12 ? [h, '1b 2b'] : [h])).join('\n');

describe('mcr advise with a worker thread', { timeout: 300_000 }, () => {
  it('has hands enough, of several distances', () => {
    expect(near.length).toBeGreaterThanOrEqual(15);
  });

  it('--json and the text screens: the single-thread bytes, in order, and its exit code', () => {
    for (const args of [['--json'], ['--by', 'points']]) {
      const want = mcr(args, ONE, mixed);
      expect(want.code).toBe(2);
      expect(mcr(args, TWO, mixed)).toEqual(want);
    }
  });

  it('-f files (one missing, stdin among them): the same output, each record with its file and line', () => {
    const a = join(tmp, 'a.txt');
    writeFileSync(a, mixed);
    const args = ['--json', '-f', a, '-f', join(tmp, 'missing.txt'), '-f', '-'];
    const want = mcr(args, ONE, near.slice(0, 6).join('\n'));
    expect(want.stderr).toMatch(/missing\.txt/);
    const got = mcr(args, TWO, near.slice(0, 6).join('\n'));
    expect(got).toEqual(want);
    const rows = got.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { source: { file: string; line: number } });
    expect(rows.filter((r) => r.source.file === '-').map((r) => r.source.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const)
    it(`${signal} mid-batch ends it with ${code}, every line written whole`, async () => {
      const big = join(tmp, `big-${signal}.txt`);
      writeFileSync(big, Array.from({ length: 60 }, () => near.join('\n')).join('\n') + '\n');
      const child = spawn(process.execPath, ['bin/mcr.js', 'advise', '--json', '-f', big], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...TWO },
      });
      let out = '';
      // Never hangs the suite: a run that ignored the signal is killed, and fails below.
      const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.stdout.on('data', (d: Buffer) => {
        // The signal once lines have come out (the worker is at work by then).
        if (out === '' && d.length > 0) setTimeout(() => child.kill(signal), 300);
        out += d.toString();
      });
      const [exit, by] = await new Promise<[number | null, string | null]>((resolve) => child.on('close', (c, s) => resolve([c, s])));
      clearTimeout(killer);
      expect([exit, by]).toEqual([code, null]);
      const lines = out.split('\n');
      expect(lines.pop()).toBe('');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.length).toBeLessThan(60 * near.length);
      for (const l of lines) expect(JSON.parse(l)).toHaveProperty('schema', 'mcr-advice/1');
    });
});
