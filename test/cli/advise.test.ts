/**
 * mcr advise end to end through the built bin/mcr.js: the first line, the fold,
 * --all, --json, a batch, errors, and `mcr waits` with 14 tiles giving the same answer.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { textWidth } from '../../src/format/width.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function mcr(args: string[], input?: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ['bin/mcr.js', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined, COLUMNS: '80', MCR_RULES: '', ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const HAND = '123b 456c 789d 135c E 5c';

describe('mcr advise', () => {
  it('the best discard and its legal distance on the first line, the answer again at the end, 80 columns', () => {
    const r = mcr(['advise', '--by', 'distance', HAND]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('DISCARD E  legally ready: 4 live copies win with 8 or more');
    expect(lines.at(-1)).toBe('Best: discard E, legally ready.');
    expect(r.stdout).toContain('route  win on 2c: Mixed Straight 8');
    for (const l of lines) expect(textWidth(l)).toBeLessThanOrEqual(80);
    // Three discards in full, the rest folded into lines by legal distance.
    expect(lines.filter((l) => l.startsWith('Discard ')).length).toBe(2);
    expect(r.stdout).toContain('(9 more discards folded: --all shows each)');
  });

  it('--all shows every discard; a narrow screen wraps', () => {
    const all = mcr(['advise', '--by', 'distance', '--all', HAND]);
    expect(all.stdout.split('\n').filter((l) => l.startsWith('Discard ')).length).toBe(11);
    expect(all.stdout).not.toContain('folded');
    const narrow = mcr(['advise', '--by', 'distance', HAND], undefined, { COLUMNS: '40' });
    for (const l of narrow.stdout.split('\n')) expect(textWidth(l)).toBeLessThanOrEqual(40);
  });

  it('--json: one mcr-advice/1 object, ASCII only', () => {
    const r = mcr(['advise', '--json', `${HAND} +seen:2c`]);
    expect(r.stdout).toMatch(/^[\x20-\x7e]*\n$/);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ schema: 'mcr-advice/1', ok: true, tiles: 14, best: 'E', seen: ['2c'] });
    expect(j.discards[0].waits).toEqual([{ tile: '2c', live: 3, discard: { fanPoints: 14, enough: true }, selfDrawn: { fanPoints: 16, enough: true } }]);
  });

  it('a batch: one result per line, errors on stderr, the worst exit code', () => {
    const r = mcr(['advise', '--json'], `${HAND}\n123x\n123b 456c 789d 135c E\n`);
    const out = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(out.map((o) => [o.ok, o.source.line])).toEqual([[true, 1], [false, 2], [true, 3]]);
    expect(r.code).toBe(2);
    const text = mcr(['advise', '--by', 'distance'], `${HAND}\n123b 456c 789d 135c E\n`);
    expect(text.stdout.trimEnd().split('\n')).toEqual([
      '123b 1345556c 789d E  →  discard E: legally ready: 4 live copies win with 8 or',
      '    more',
      '123b 134556c 789d E  →  1 exchange from legally ready: 15 useful copies to draw',
    ]);
  });

  it('reading errors point at the column, +win is refused, --depth is checked', () => {
    const r = mcr(['advise', `${HAND} +seen:2q`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('(unknown-character)');
    expect(mcr(['advise', `${HAND} +win:wall`]).stderr).toContain('(win-option)');
    expect(mcr(['advise', '--depth', '7', HAND]).code).toBe(2);
  });

  it('mcr waits with 14 tiles gives the advice, --json keeps mcr-waits/1', () => {
    const a = mcr(['advise', '--by', 'distance', HAND]);
    const w = mcr(['waits', HAND]);
    expect(w.stdout.trimEnd()).toBe(a.stdout.trimEnd());
    expect(JSON.parse(mcr(['waits', '--json', HAND]).stdout).schema).toBe('mcr-waits/1');
  });

  it('ranks by chance by default: the best discard and its chance first and last, every discard in one table, the route with shares', () => {
    const line = '6c 9b 7d 8d 2d 3b 3b S 7b 8b 3b 6c 6d 6c +draws:12';
    const r = mcr(['advise', line]);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^DISCARD 2d {2}\d+\.\d% to win within 12 draws/);
    expect(lines.at(-1)).toMatch(/^Best: discard 2d, \d+\.\d% to win within 12 draws\.$/);
    const table = lines.filter((l) => /^ {2}\S+ +~?\d+(\.\d+)?% /.test(l));
    expect(table.map((l) => l.trim().split(' ')[0])).toEqual(['2d', 'S', '9b', '6d', '8d', '7d']);
    expect(r.stdout).toContain('(4 more discards: --all shows each)');
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(/ aim .+?: \d+% of the wins/);
    for (const l of lines) expect(textWidth(l)).toBeLessThanOrEqual(80);
    // By points the expected gain decides; the JSON gains the chances, additive.
    const j = JSON.parse(mcr(['advise', '--json', '--by', 'points', line]).stdout);
    expect(j.by).toBe('points');
    expect(j.draws).toBe(12);
    const evs = j.discards.map((d: { chances: { eitherWay: { ev: number } } }) => d.chances.eitherWay.ev);
    expect(evs).toEqual([...evs].sort((a: number, b: number) => b - a));
    expect(j.discards[0].chances.byTurn.win).toHaveLength(12);
  });

  it('the chance screen fits 40 columns without colour; +wall:K and --draws give the draws', () => {
    const narrow = mcr(['advise', '1b 5b 9b 2c 6c 7c 3d 8d 9d E S R P N'], undefined, { COLUMNS: '40', NO_COLOR: '1' });
    for (const l of narrow.stdout.split('\n')) expect(textWidth(l)).toBeLessThanOrEqual(40);
    expect(narrow.stdout).toMatch(/~\d+% to win within 18 draws/);
    expect(narrow.stdout).not.toContain('\x1b[');
    expect(JSON.parse(mcr(['advise', '--json', `${HAND} +wall:30`]).stdout).draws).toBe(8);
    expect(JSON.parse(mcr(['advise', '--json', '--draws', '3', HAND]).stdout).draws).toBe(3);
    expect(mcr(['advise', '--by', 'luck', HAND]).code).toBe(2);
    expect(mcr(['advise', `${HAND} +draws:x`]).stderr).toContain('(bad-option)');
  });

  it('is listed in mcr --help', () => {
    expect(mcr(['--help']).stdout).toContain('mcr advise "<14 tiles>"');
  });
});
