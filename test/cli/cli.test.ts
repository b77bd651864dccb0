/**
 * Scoring from the command line, in-process (test/helpers/mcr.ts: main() with a fake
 * context): stdout, stderr and the exit code. test/cli/contract.test.ts runs the built
 * binary for the exit statuses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';


const mcr = (args: string[], input?: string) => mcrIn(args, { input });

const WIN = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
const BELOW = '[SSS] [777c] 567b 345c E E +win:discard +seat:N +round:N +flowers:3';
const NOT_WINNING = '[222d] 33366b 4c 2344d 5c +win:wall +seat:E +round:N';
const BAD = '123x';
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[/;

describe('mcr <hand>', () => {
  it('a win: the referee screen on stdout, exit 0', async () => {
    const r = await mcr([WIN]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toMatch(ANSI);
    expect(r.stdout.split('\n')[0]).toBe('WIN 11 — won on 9d, self-drawn by S: W, N and E pay 19 each');
    expect(r.stdout).toContain('[123b] 456c 789d EEE 55d');
    expect(r.stdout).toMatch(/Mixed Straight\s*│ 花龙\s*│\s*8 │/);
    expect(r.stdout).toMatch(/Prevalent Wind \(round E\s+│ 圈风刻\s*│\s*2 │/);
    expect(r.stdout).toMatch(/Self-Drawn\s*│ 自摸\s*│\s*1 │/);
    expect(r.stdout).toMatch(/^Net\s+S \+57 W -19 N -19 E -19$/m);
    // The verdict again in the last line.
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('Total     11: WIN (11 fan points + 0 flowers)');
  });

  it('the words of an unquoted hand are joined with spaces', async () => {
    const r = await mcr(WIN.split(' '));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe((await mcr([WIN])).stdout);
  });

  it('--json: one line in schema mcr-score/1', async () => {
    const r = await mcr(['--json', WIN]);
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ schema: 'mcr-score/1', input: WIN, ok: true, verdict: 'win', fanPoints: 11, total: 11 });
    expect(j.fans.map((f: { id: string }) => f.id)).toEqual(['mixed-straight', 'prevalent-wind', 'self-drawn']);
    expect(j.payments.reduce((s: number, p: { amount: number }) => s + p.amount, 0)).toBe(0);
  });

  it('below the minimum: exit 1, the points out of 8 and the penalty', async () => {
    const r = await mcr([BELOW]);
    expect(r.code).toBe(1);
    expect(r.stdout.replace(/\n {2}/g, ' ')).toMatch(/^BELOW MINIMUM 3 of 8 .*false claim on E: N pays 10 to each/);
    expect(r.stdout).toMatch(/^Total\s+6: BELOW MINIMUM \(3 fan points \+ 3 flowers\)$/m);
    expect(r.stdout).toMatch(/^Net\s+N -30 E \+10 S \+10 W \+10$/m);
    const j = JSON.parse((await mcr(['--json', BELOW])).stdout);
    expect(j).toMatchObject({ verdict: 'below-minimum', fanPoints: 3, total: 6 });
  });

  it('a wrong tile count: a typing slip (exit 2, the count and the likely slip, no payments); --claim: a false claim', async () => {
    const r = await mcr(['123m456m789m234p55s9s']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('15 tiles: one too many; is the winning tile written twice?');
    expect(r.stderr).toContain('(tile-count)');
    const compact = await mcr(['--compact', '123m456m789m234p55s9s']);
    expect([compact.code, compact.stderr]).toEqual([2, r.stderr]);
    const claimed = await mcr(['--claim', '123m456m789m234p55s9s']);
    expect(claimed.code).toBe(1);
    expect(claimed.stdout).toMatch(/^NOT A WINNING HAND — 15 tiles/);
    expect(claimed.stdout).toMatch(/^Net\s+E -60 S \+20 W \+20 N \+20$/m);
  });

  it('a line ending with a set: the note; --strict: an error at the set', async () => {
    const r = await mcr(['[123b] 456c 789d 55d [EEE]']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Note\s+won on 5d: the last concealed tile; write the winning tile last$/m);
    const strict = await mcr(['--strict', '[123b] 456c 789d 55d [EEE]']);
    expect(strict.code).toBe(2);
    expect(strict.stderr).toContain('(winning-tile-not-last)');
  });

  it('not a winning hand: exit 1, the reason and the penalty', async () => {
    const r = await mcr([NOT_WINNING]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^NOT A WINNING HAND — /);
    expect(r.stdout).toMatch(/^Net\s+E -60 S \+20 W \+20 N \+20$/m);
    expect(JSON.parse((await mcr(['--json', NOT_WINNING])).stdout).verdict).toBe('not-a-winning-hand');
  });

  it('a reading error: exit 2, the input with a caret and the message on stderr, nothing on stdout', async () => {
    const r = await mcr([BAD]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.split('\n');
    const i = lines.findIndex((l) => l.trim() === BAD);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(lines[i + 1].indexOf('^')).toBe(lines[i].indexOf('x'));
    expect(r.stderr).toMatch(/error: .*x/);
  });

  it('a reading error with --json: the ok:false object on stdout, exit 2', async () => {
    const r = await mcr(['--json', BAD]);
    expect(r.code).toBe(2);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ schema: 'mcr-score/1', input: BAD, ok: false });
    expect(j.error.column).toBe(4);
  });
});

describe('mcr options', () => {
  it('--compact: one hand as a batch line, within 80 columns', async () => {
    const r = await mcr(['--compact', WIN]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')).toEqual([
      '[123b] 456c 5578d EEE 9d +win:wall +seat:S  WIN 11  won on 9d, self-drawn',
      '    [S +57 W -19 N -19 E -19]',
      '    Mixed Straight 8, Prevalent Wind 2 (round E assumed), Self-Drawn 1',
      '',
    ]);
    // In a batch, the same after the line number.
    expect((await mcr([], `${WIN}\n`)).stdout.replace(/\n {4}/g, '  ')).toContain(`line 1  ${r.stdout.replace(/\n {4}/g, '  ')}`);
  });

  it('an option typed with its default value is shown as given, not as a default', async () => {
    // (The first line wraps at 80: joined again here.)
    const typed = (await mcr(['123b 456c 789d EEE 55d +seat:E +round:E +win:discard +flowers:0'])).stdout.replace(/\n {2}(?=\S)/, ' ').split('\n');
    expect(typed[2]).toBe('Given     seat E, round E, won on a discard, no flowers');
    expect(typed[3]).toBe('Defaults  discarder not named, no +last, +wall-last or +kong, rules green-book');
    const bare = (await mcr(['123b 456c 789d EEE 55d'])).stdout.replace(/\n {2}(?=\S)/, ' ').replace(/\n {10}/g, ' ').split('\n');
    expect(bare[2]).toBe('Defaults  seat E (the score depends on it), round E (the score depends on it), won on a discard, discarder not named, no flowers, no +last, +wall-last or +kong, rules green-book');
  });

  it('COLUMNS sets the width of the screen', async () => {
    const r = await mcrIn(['147b 258c 3d ESWNRG P'], { env: { COLUMNS: '60' } });
    const widths = r.stdout.trimEnd().split('\n').map((l) => [...l].length);
    expect(Math.max(...widths)).toBe(60);
  });

  it('--help shows the notation and worked examples', async () => {
    const r = await mcr(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: mcr');
    expect(r.stdout).toMatch(/Notation/);
    expect(r.stdout).toContain('[5555d] melded kong');
    expect(r.stdout).toMatch(/Examples:[\s\S]*\$ mcr "\[123b\] 456c 78d EEE 55d 9d \+win:wall \+seat:S"/);
  });

  it('--version prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    const r = await mcr(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('an unknown option is a usage error: exit 2', async () => {
    const r = await mcr(['--frobnicate', WIN]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('unknown option');
  });
});

describe('mcr < lines', () => {
  it('scores every non-blank, non-comment line; the worst line sets the exit code', async () => {
    const r = await mcr(['--json'], `# a session\n${WIN}\n\n${BELOW}\n`);
    expect(r.code).toBe(1);
    const rows = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(rows.map((j) => j.verdict)).toEqual(['win', 'below-minimum']);
  });

  it('a reading error anywhere makes it exit 2; text errors go to stderr with the line number', async () => {
    const r = await mcr([], `${WIN}\n${BAD}\n${NOT_WINNING}\n`);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('WIN');
    expect(r.stdout).toContain('NOT A WINNING HAND');
    expect(r.stderr).toContain('line 2:');
    expect(r.stderr).toContain('^');
  });

  it('all wins: exit 0', async () => {
    expect((await mcr([], `${WIN}\r\n${WIN}\r\n`)).code).toBe(0);
  });
});
