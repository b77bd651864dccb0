/**
 * At the command line: mistyped subcommands get a "did you mean" instead of
 * being read as a hand, colour can be forced for a pipe (less -R), and hands typed the
 * common ways are read. In-process (test/helpers/mcr.ts), each run with its own environment.
 */
import { describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';


const mcr = (args: string[], env: Record<string, string | undefined> = {}) => mcrIn(args, { env: { NO_COLOR: undefined, ...env } });

const HAND = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[/;

describe('mistyped subcommands', () => {
  it('mcr help is the help (exit 0, stdout); mcr help <command> that command\'s', async () => {
    const r = await mcr(['help']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe((await mcr(['--help'])).stdout);
    expect((await mcr(['help', 'waits'])).stdout).toBe((await mcr(['waits', '--help'])).stdout);
    const bad = await mcr(['help', 'wiats']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('did you mean `mcr help waits`?');
  });

  it('mcr wait "<hand>": did you mean mcr waits, instead of scoring "wait ..." as a hand', async () => {
    const r = await mcr(['wait', '[123b] 456c 78d EEE 55d']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('did you mean `mcr waits`?');
    expect(r.stderr).not.toContain('^'); // not a reading error with a caret
  });

  it('names the nearest subcommand, also with other options and in a quoted hand', async () => {
    expect((await mcr(['sesion', 'log.txt'])).stderr).toContain('did you mean `mcr session`?');
    expect((await mcr(['--json', 'rule'])).stderr).toContain('did you mean `mcr rules`?');
    expect((await mcr(['fan'])).stderr).toContain('did you mean `mcr fans`?');
    expect((await mcr(['wait 123b 456c'])).stderr).toContain('did you mean `mcr waits`?');
  });

  it('still reads hands that start with letters', async () => {
    const r = await mcr(['EEE', '123b', '456c', '789d', '55d', '+seat:S']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });
});

describe('forcing colour', () => {
  it('is plain text when stdout is not a terminal', async () => {
    expect((await mcr([HAND])).stdout).not.toMatch(ANSI);
  });

  it('--color colours a pipe', async () => {
    const r = await mcr(['--color', HAND]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(ANSI);
  });

  it('FORCE_COLOR=1, 2 or 3 colours a pipe; FORCE_COLOR=0 does not', async () => {
    for (const v of ['1', '2', '3']) expect((await mcr([HAND], { FORCE_COLOR: v })).stdout, v).toMatch(ANSI);
    expect((await mcr([HAND], { FORCE_COLOR: '0' })).stdout).not.toMatch(ANSI);
  });

  it('colours a reading error on stderr too', async () => {
    const r = await mcr(['--color', '123x']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(ANSI);
  });

  it('NO_COLOR and --no-color still win', async () => {
    expect((await mcr(['--color', HAND], { NO_COLOR: '1' })).stdout).not.toMatch(ANSI);
    expect((await mcr([HAND], { FORCE_COLOR: '1', NO_COLOR: '1' })).stdout).not.toMatch(ANSI);
    expect((await mcr(['--color', '--no-color', HAND])).stdout).not.toMatch(ANSI);
    expect((await mcr(['--no-color', '--color', HAND])).stdout).not.toMatch(ANSI);
    expect((await mcr(['--no-color', HAND], { FORCE_COLOR: '1' })).stdout).not.toMatch(ANSI);
  });

  it('--color and the forms players type are in the help', async () => {
    const help = (await mcr(['--help'])).stdout;
    expect(help).toContain('--color');
    expect(help).toContain('1z-7z');
  });
});

describe('hands as players type them, at the command line', () => {
  it('--canonical prints back what was understood', async () => {
    const r = await mcr(['--canonical', '123m 456p 789s 111z 5p 5p']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('789b 123c 4556d EEE 5d\n');
    expect((await mcr(['--canonical', '東東東 １２３b 456b 789b 5d 5d +TSUMO'])).stdout).toBe('123456789b 5d EEE 5d +win:wall\n');
  });

  it('scores a hand typed with z honours like the canonical one', async () => {
    const a = JSON.parse((await mcr(['--json', '123m 456p 789s 111z 5p 5p'])).stdout);
    const b = JSON.parse((await mcr(['--json', '789b 123c 456d EEE 5d 5d'])).stdout);
    expect(a.ok).toBe(true);
    expect(a.total).toBe(b.total);
    expect(a.fans).toEqual(b.fans);
  });
});
