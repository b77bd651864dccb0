/**
 * `node bench/run.mjs --against DIR`: the rate figures measured for this build and an
 * earlier one in alternating runs, each printed with the earlier build's figure and
 * the ratio. Checks the lines are there (and the refusal of a directory without a
 * build), never the times.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bench = (args: string[]) =>
  spawnSync(process.execPath, ['bench/run.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, MCR_BENCH_RUNS: '1' },
  });

describe('bench --against', { timeout: 120_000 }, () => {
  it('prints the earlier build beside each rate figure, with the ratio', () => {
    // This build against itself: the comparison lines appear (their numbers are not checked).
    const r = bench(['in-process', 'waits', '--against', root]);
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    const at = (label: string) => lines.findIndex((l) => l.startsWith(label));
    for (const label of ['score() in-process warm', 'waits() in-process, 10000 13-tile', 'waits() in-process, 12000 14-tile']) {
      const i = at(label);
      expect(i, label).toBeGreaterThanOrEqual(0);
      expect(lines[i + 1]).toMatch(/^ {2}the earlier build \(--against\) +[\d,]+ hands\/s +this \/ earlier \d+\.\d\d/);
      // The ratio is the median of the rounds' ratios, whose range is printed beside it.
      const m = /this \/ earlier (\d+\.\d\d).*; rounds (\d+\.\d\d)\.\.(\d+\.\d\d)\)/.exec(lines[i + 1]);
      expect(m, lines[i + 1]).not.toBeNull();
      const [ratio, low, high] = m!.slice(1).map(Number);
      expect(ratio).toBeGreaterThanOrEqual(low);
      expect(ratio).toBeLessThanOrEqual(high);
    }
  });

  it('refuses a directory that holds no build, with exit code 2', () => {
    const empty = mkdtempSync(join(tmpdir(), 'mcr-bench-against-'));
    try {
      const r = bench(['why', '--against', empty]);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('--against needs a directory with a built mcr');
      expect(r.stdout).toBe('');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
