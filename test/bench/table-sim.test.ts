/**
 * bench/table-sim.mjs, the four-seat simulation of docs/ADVICE.md: each deal's record
 * holds together (one winner or none, payments summing to zero, the winner paid by the
 * others as RULES.md says, the chance seat rotating), the same seeds give the same
 * deals, and `--summarize` of the log gives the run's own figures. Never a time.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mcr-table-sim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sim = (args: string[]) => spawnSync(process.execPath, ['bench/table-sim.mjs', ...args], { cwd: root, encoding: 'utf8' });

interface Deal {
  k: number;
  c: number;
  winner: number;
  won: number[];
  gain: number[];
  net: number[];
}

describe('bench/table-sim.mjs', { timeout: 180_000 }, () => {
  it('plays seeded four-seat deals whose records add up, the same every time', () => {
    const logs = [join(dir, 'a.ndjson'), join(dir, 'b.ndjson')];
    // One worker and two: the deals do not depend on how they are shared out.
    const runs = logs.map((log, i) => sim(['2', '--seed', '7', '--jobs', String(i + 1), '--json', '--log', log]));
    for (const r of runs) expect(r.status, r.stderr).toBe(0);
    const deals = logs.map((l) =>
      readFileSync(l, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((x) => JSON.parse(x) as Deal)
        .sort((a, b) => a.k - b.k),
    );
    expect(deals[0]).toEqual(deals[1]);
    expect(deals[0].map((d) => d.k)).toEqual([0, 1]);
    for (const d of deals[0]) {
      expect(d.c).toBe(d.k % 4);
      expect(d.net.reduce((a, b) => a + b, 0)).toBe(0);
      if (d.winner < 0) {
        expect(d.net).toEqual([0, 0, 0, 0]);
        continue;
      }
      expect(d.won).toEqual([0, 1, 2, 3].map((s) => (s === d.winner ? 1 : 0)));
      const losers = d.net.filter((_, s) => s !== d.winner);
      // Self-drawn: three equal payments of 8 + points; on a discard: 8 + points from one, 8 from the others.
      const selfDrawn = losers.every((x) => x === losers[0]) && losers[0] < -8;
      if (!selfDrawn) expect(losers.filter((x) => x === -8)).toHaveLength(2);
      expect(d.gain[d.winner]).toBe(d.net[d.winner]);
      expect(d.net[d.winner]).toBeGreaterThanOrEqual(selfDrawn ? 3 * 16 : 8 + 8 + 16);
    }
    const out = JSON.parse(runs[0].stdout) as { deals: number; chance: { won: number }; advice: { won: number } };
    const summary = sim(['--summarize', logs[0], '--json']);
    expect(summary.status, summary.stderr).toBe(0);
    const again = JSON.parse(summary.stdout) as typeof out;
    expect(again.deals).toBe(2);
    expect(again.chance).toEqual(out.chance);
    expect(again.advice).toEqual(out.advice);
    const won = deals[0].filter((d) => d.winner === d.c).length;
    expect(out.chance.won).toBe(won);
  });
});
