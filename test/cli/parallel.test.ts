/**
 * The parallel --json batch of the built program (bin/mcr.js and dist/cli.js, from
 * npm test's pretest build): with workers forced on (MCR_WORKERS, and
 * MCR_WORKERS_AFTER=0 so that a small input uses them) the output is the
 * single-thread one (MCR_WORKERS=1), byte for byte, with the same stderr and exit code.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { goldenHands } from '../helpers/golden.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'mcr-parallel-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const ONE = { MCR_WORKERS: '1' };
const TWO = { MCR_WORKERS: '2', MCR_WORKERS_AFTER: '0' };
const THREE = { MCR_WORKERS: '3', MCR_WORKERS_AFTER: '1000' };

function mcr(args: string[], env: Record<string, string>, input: string | Buffer = '', entry = 'bin/mcr.js') {
  const r = spawnSync(process.execPath, [entry, ...args], {
    cwd: root,
    input,
    maxBuffer: 1 << 30,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined, COLUMNS: undefined, ...env },
  });
  return { code: r.status, stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8') };
}

const file = (name: string, content: string | Buffer): string => {
  const path = join(tmp, name);
  writeFileSync(path, content);
  return path;
};

const corpus = goldenHands();

/** The golden hands with error, blank, comment, CRLF and too-long lines among them; no final newline. */
const mixed = Buffer.concat(
  corpus.flatMap((hand, i) => {
    const lines = [Buffer.from(hand)];
    if (i % 501 === 0) lines.push(Buffer.from('123x'), Buffer.from([0xc3, 0x28]), Buffer.from('# comment'), Buffer.from(''));
    if (i % 777 === 0) lines.push(Buffer.from(hand + '\r'));
    if (i === 3000) lines.push(Buffer.from('1b'.repeat(200_000)));
    return lines.flatMap((l) => [l, Buffer.from('\n')]);
  }),
).subarray(0, -1);

describe('mcr --json with worker threads', { timeout: 120_000 }, () => {
  it('the golden corpus and error lines: the single-thread bytes, in order, from the bin and from dist/', () => {
    const want = mcr(['--json'], ONE, mixed);
    expect(want.code).toBe(2);
    expect(want.stdout.split('\n').length - 1).toBeGreaterThan(corpus.length);
    for (const env of [TWO, THREE]) expect(mcr(['--json'], env, mixed)).toEqual(want);
    expect(mcr(['--json'], TWO, mixed, 'dist/cli.js')).toEqual(want);
  });

  it('--summary-only: the same summary object', () => {
    const want = mcr(['--json', '--summary-only'], ONE, mixed);
    expect(JSON.parse(want.stdout).hands).toBeGreaterThan(corpus.length);
    expect(mcr(['--json', '--summary-only'], TWO, mixed)).toEqual(want);
  });

  it('-f files (one missing, stdin among them): the same output, each record with its file and line', () => {
    const a = file('a.txt', mixed);
    const b = file('b.txt', corpus.slice(0, 2000).join('\n') + '\n');
    const args = ['--json', '-f', a, '-f', join(tmp, 'missing.txt'), '-f', '-', '-f', b];
    const want = mcr(args, ONE, corpus.slice(0, 1500).join('\n'));
    expect(want.code).toBe(2);
    expect(want.stderr).toMatch(/missing\.txt/);
    const got = mcr(args, TWO, corpus.slice(0, 1500).join('\n'));
    expect(got).toEqual(want);
    const rows = got.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { input: string; source: { file: string; line: number } });
    const fromStdin = rows.filter((r) => r.source.file === '-');
    expect(fromStdin.map((r) => r.source.line)).toEqual(Array.from({ length: 1500 }, (_, i) => i + 1));
    const fromB = rows.filter((r) => r.source.file === b);
    expect(fromB.map((r) => [r.source.line, r.input])).toEqual(corpus.slice(0, 2000).map((h, i) => [i + 1, h]));
    expect(rows.filter((r) => r.source.file === a).at(-1)?.source.line).toBe(mixed.toString('latin1').split('\n').length);
  });

  it('a closed output pipe mid-batch: stops quietly, whole lines before it', () => {
    const big = file('big.txt', (corpus.join('\n') + '\n').repeat(6));
    const r = spawnSync('bash', ['-c', 'node bin/mcr.js --json < "$1" | head -c 3000000 | tail -c 2000; echo; echo "mcr exit ${PIPESTATUS[0]}"', '_', big], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...TWO },
    });
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(/^mcr exit [012]$/);
    expect(r.stderr).toBe('');
  });

  it('to a pipe read as fast as it comes: every line, and the exit code of the whole batch', () => {
    const input = file('mixed.txt', mixed);
    const want = file('want.ndjson', mcr(['--json'], ONE, mixed).stdout);
    for (let i = 0; i < 3; i++) {
      const r = spawnSync('bash', ['-c', 'node bin/mcr.js --json < "$1" | cmp - "$2"; echo "mcr exit ${PIPESTATUS[0]}, cmp ${PIPESTATUS[1]}"', '_', input, want], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ...TWO },
      });
      expect(r.stdout).toBe('mcr exit 2, cmp 0\n');
    }
  });

  it('text output and --canonical stay single-thread, and the same', () => {
    for (const args of [[], ['--canonical'], ['--canonical', '--json']]) expect(mcr(args, TWO, mixed)).toEqual(mcr(args, ONE, mixed));
  });
});
