/**
 * bench/advice-sim.mjs --summarize: the figures of a long run kept in pieces (logs)
 * are the run's own: a run's --json and the summary of its log agree, two logs of
 * two seed ranges sum, and the paired difference is of the same deals. Never a time.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mcr-advice-sim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sim = (args: string[]) => spawnSync(process.execPath, ['bench/advice-sim.mjs', ...args], { cwd: root, encoding: 'utf8' });

interface Figures {
  deals: number;
  policies: Record<string, { won: number; share: number; meanPoints: number; perDeal: number }>;
  difference?: Record<string, { won: { mean: number; se: number }; points: { mean: number; se: number } }>;
}

describe('bench/advice-sim.mjs --summarize', { timeout: 180_000 }, () => {
  it('gives a run’s own figures from its logs, pieces together, paired by seed', () => {
    const a = join(dir, 'a.ndjson'), b = join(dir, 'b.ndjson');
    const runs = [sim(['6', '--seed', '40', '--policies', 'advice,structural', '--json', '--log', a]), sim(['5', '--seed', '46', '--policies', 'advice,structural', '--json', '--log', b])];
    for (const r of runs) expect(r.status, r.stderr).toBe(0);
    const [ra, rb] = runs.map((r) => JSON.parse(r.stdout) as Figures);
    const one = sim(['--summarize', a, '--json']);
    expect(one.status, one.stderr).toBe(0);
    const sa = JSON.parse(one.stdout) as Figures;
    expect(sa.deals).toBe(6);
    for (const p of ['advice', 'structural']) {
      expect(sa.policies[p].won).toBe(ra.policies[p].won);
      expect(sa.policies[p].perDeal).toBeCloseTo(ra.policies[p].perDeal, 9);
    }
    const both = JSON.parse(sim(['--summarize', a, b, '--json']).stdout) as Figures;
    expect(both.deals).toBe(11);
    for (const p of ['advice', 'structural']) {
      expect(both.policies[p].won).toBe(ra.policies[p].won + rb.policies[p].won);
      expect(both.policies[p].perDeal * 11).toBeCloseTo(ra.policies[p].perDeal * 6 + rb.policies[p].perDeal * 5, 6);
    }
    // The paired difference: structural less advice, deal by deal.
    const recs = [a, b].flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { policy: string; seed: number; won: boolean; points: number }));
    const of = (p: string, s: number) => recs.find((r) => r.policy === p && r.seed === s)!;
    const seeds = [...new Set(recs.map((r) => r.seed))];
    const mean = seeds.reduce((t, s) => t + of('structural', s).points - of('advice', s).points, 0) / seeds.length;
    expect(both.difference!.structural.points.mean).toBeCloseTo(mean, 9);
  });
});
