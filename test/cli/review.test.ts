// `mcr review FILE --seat S` from the built binary (docs/PLAY.md "mcr review"):
// --json is one mcr-review/1 object (the library's), --html -o one offline page
// with its SVG chart, the screen the answer first and last; a record that breaks a
// rule is named as mcr replay names it (exit 1); a bad seat, a missing --seat, -o
// without --json/--html are usage errors (exit 2); a record left early is reviewed.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mcrIn } from '../helpers/mcr.js';
import { playGame, review } from '../../src/index.js';

const mcr = (args: string[], input?: string, columns = '80') => mcrIn(args, { input, env: { COLUMNS: columns, NO_COLOR: '1' } });
const dir = mkdtempSync(join(tmpdir(), 'mcr-review-'));
const file = join(dir, 'bots.ndjson');
const record = playGame({ seed: 3, hands: 1, depth: 0 }).record;

beforeAll(() => writeFileSync(file, record.join('\n') + '\n'));

describe('mcr review', () => {
  it('--json: one mcr-review/1 object, the library\'s own', async () => {
    const r = await mcr(['review', file, '--seat', 'W', '--draws', '4', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toEqual(JSON.parse(JSON.stringify(review(record.join('\n'), { seat: 'W', draws: 4 }))));
    expect(j).toMatchObject({ schema: 'mcr-review/1', ok: true, seat: 'W', draws: 4, hands: [1] });
    const costs = j.decisions.map((d: { cost: number }) => d.cost);
    expect(costs).toEqual(costs.slice().sort((a: number, b: number) => b - a));
    expect(j.decisions).toHaveLength(record.filter((l) => l.startsWith('{"seat":"W","do":"discard"')).length);
  });

  it('--html -o: one offline page with the SVG chart and the tiles drawn; the screen in 40 columns, the answer first and last', async () => {
    const out = join(dir, 'r.html');
    const r = await mcr(['review', file, '--seat', 'C', '--draws', '4', '--html', '-o', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('<svg viewBox=');
    expect(html).toContain('<polyline ');
    expect(html).toContain('class="t s-');
    expect(html).not.toMatch(/(?:src|href)\s*=|https?:|@import|url\(|<script|<link/i);
    const s = await mcr(['review', file, '--seat', 'C', '--draws', '4'], undefined, '40');
    expect(s.code).toBe(0);
    const lines = s.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => [...l].length > 40)).toEqual([]);
    expect(lines[0]).toMatch(/^REVIEW C, hand 1: the best/);
    expect(lines[lines.length - 1]).toMatch(/chance lost in all\.$/);
  });

  it('errors: a record that breaks a rule (exit 1, its line named), a seat that is none, no --seat, -o alone (exit 2)', async () => {
    const i = record.findIndex((l) => l.startsWith('{"seat":"S","do":"discard"'));
    const bad = record.slice();
    bad[i] = bad[i].replace(/"tile":"[^"]*"/, '"tile":"F1"');
    const r = await mcr(['review', '--seat', 'S'], bad.join('\n'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^stdin:${i + 1}: not-held: `));
    expect((await mcr(['review', file, '--seat', 'Z'])).stderr).toMatch(/no-such-seat: Z is no seat wind/);
    expect((await mcr(['review', file, '--seat', 'Z'])).code).toBe(2);
    expect((await mcr(['review', file])).code).toBe(2);
    expect((await mcr(['review', file, '--seat', 'E', '-o', join(dir, 'x')])).code).toBe(2);
    expect((await mcr(['review', join(dir, 'none.ndjson'), '--seat', 'E'])).code).toBe(2);
  });

  it('a record of mcr play left early: reviewed up to where it stops, the seat by the player\'s name', async () => {
    const f = join(dir, 'left.ndjson');
    await mcr(['play', '--seed', '7', '--depth', '0', '--seat', 'N', '-o', f], '1\n1\n1\n1\nq\n');
    const r = await mcr(['review', f, '--seat', 'you', '--draws', '2', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ ok: true, unfinished: true, seat: 'you' });
    expect(j.decisions.length).toBeGreaterThan(0);
    expect(j.decisions.every((d: { seat: string; player: string }) => d.seat === 'N' && d.player === 'you')).toBe(true);
  });
});
