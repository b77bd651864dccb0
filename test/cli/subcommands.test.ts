/**
 * The subcommands from the command line: `mcr waits` and `mcr session`, in-process
 * (test/helpers/mcr.ts), with NO_COLOR=1.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';


const mcr = (args: string[], input?: string) => mcrIn(args, { input });

describe('mcr waits', () => {
  it('one hand: the nine waits of Nine Gates, exit 0', async () => {
    const r = await mcr(['waits', '1112345678999c']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/READY\s+9 winning tiles/);
    for (const t of ['1c', '5c', '9c']) expect(r.stdout).toMatch(new RegExp(`│ ${t} ×\\d\\s+│`));
  });

  it('--json: the mcr-waits/1 object with one entry per winning tile, in tile order', async () => {
    const r = await mcr(['waits', '--json', '[123b] 456c 78d EEE 55d +seat:S']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ schema: 'mcr-waits/1', ok: true, ready: true, distance: 0 });
    expect(j.waits.map((w: { tile: string }) => w.tile)).toEqual(['6d', '9d']);
    const nine = j.waits[1];
    expect(nine.discard).toMatchObject({ verdict: 'win', fanPoints: 10 });
    expect(nine.selfDrawn).toMatchObject({ verdict: 'win', fanPoints: 11 });
    expect(j.waits[0].discard.verdict).toBe('below-minimum');
  });

  it('a hand that is not ready: exit 1 and its distance', async () => {
    const r = await mcr(['waits', '--json', '147b 258c 369d ESW 1c']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, ready: false });
  });

  it('batch over stdin: one line per hand, reading errors on stderr with their line, exit 2', async () => {
    const r = await mcr(['waits'], '# waits\n1112345678999c\n\n123x\n[123b] 456c 78d EEE 55d\n');
    expect(r.code).toBe(2);
    // One line per hand, continued on indented lines within 80 columns.
    const lines = r.stdout.trimEnd().replace(/\n {4}/g, ' ').split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^1112345678999c\s+READY/);
    expect(lines[1]).toMatch(/6d×4 4\/5 not enough, 9d×4 12\/13/);
    expect(r.stderr).toMatch(/^line 4:\n {2}123x\n {5}\^/);
  });

  it('batch --json: one object per hand line, errors included', async () => {
    const r = await mcr(['waits', '--json'], '1112345678999c\n123x\n');
    expect(r.code).toBe(2);
    const objs = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(objs.map((o) => o.ok)).toEqual([true, false]);
    expect(objs[1].error).toMatchObject({ code: 'unknown-character', column: 4 });
  });

  it('+win is refused with its column', async () => {
    const r = await mcr(['waits', '1112345678999c +win:wall']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('win-option');
  });

  it('--help', async () => {
    const r = await mcr(['waits', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: mcr waits');
  });
});

describe('mcr session', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcr-session-'));
  const log = join(dir, 'log.txt');
  writeFileSync(
    log,
    [
      '# the issue example',
      'players Ann Bob Cy Di',
      '1 win Bob self [123b] 456c 78d EEE 55d 9d',
      '2 win Cy from Ann 123b456c789d EEE 5d 5d',
      '3 draw',
      '4 false Di 123b456c789d EEE 5d 6d',
      '4 foul Ann change-of-mind',
      '5 pay Bob 20 to Cy',
    ].join('\n') + '\n',
  );

  it('a log file: the score sheet and the table points, exit 0', async () => {
    const r = await mcr(['session', log]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    // Bob self-draws 11: +57, the others -19 each (RULES.md: each pays total + 8).
    expect(r.stdout).toMatch(/^ +1 E +Bob +self-drawn +11 +E -19 -19 +S \+57 +57 /m);
    expect(r.stdout).toMatch(/^ +1 +Cy +58 +4\.00$/m);
    expect(r.stdout).toMatch(/^ +4 +Di +-87 +0\.00$/m);
    // Not a terminal, no COLUMNS: 80 columns at most.
    expect(Math.max(...r.stdout.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
  });

  it('--json from stdin: players, totals and table points keyed by name, summing to zero', async () => {
    const r = await mcr(['session', '--json'], ['players Ann Bob Cy Di', '1 win Bob self [123b] 456c 78d EEE 55d 9d'].join('\n'));
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.players).toEqual(['Ann', 'Bob', 'Cy', 'Di']);
    expect(j.totals).toEqual({ Ann: -19, Bob: 57, Cy: -19, Di: -19 });
    expect(Object.values(j.tablePoints as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(7);
  });

  it('a log with errors: each reported with its line, the rest scored, exit 2', async () => {
    const r = await mcr(['session'], 'players Ann Bob Cy Di\n1 win Bob self 123x\n2 draw\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/line 2/);
    expect(r.stdout).toContain('draw');
  });

  it('a missing file: exit 2 with a message', async () => {
    const r = await mcr(['session', join(dir, 'nope.txt')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('cannot read');
  });
});

describe('mcr --help', () => {
  it('names the subcommands', async () => {
    const r = await mcr(['--help']);
    expect(r.stdout).toContain('mcr waits');
    expect(r.stdout).toContain('mcr session');
  });
});
