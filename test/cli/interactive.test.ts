/**
 * `mcr -i`: the answers as a pure function, then the built binary with piped stdin,
 * and through a pseudo-terminal (util-linux `script`), where the prompt, line
 * editing and Ctrl-D are readline's.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { answer, promptOf, type Session } from '../../src/commands/interactive.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const WIN = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
const PAIRS = '2266b 223377c 88d E E +win:wall';

const session = (): Session => ({ rules: 'green-book', rulesGiven: false, color: new Chalk({ level: 0 }), width: 80 });

describe('mcr -i remembers', () => {
  const HAND = '[123b] 456c 78d EEE 55d 9d +win:wall';
  it('set round / seat / rules: defaults for the hands that do not give them, shown in the prompt', () => {
    const s = session();
    expect(promptOf(s)).toBe('mcr> ');
    expect(answer('set round S', s).out).toBe('defaults: round S, seat E (not set), rules green-book\n');
    answer('set seat w', s);
    answer('set rules mil', s);
    expect(promptOf(s)).toBe('mcr [round S, seat W, mil]> ');
    const a = answer(HAND, s);
    expect(a.out).toContain('Given     seat W, round S');
    expect(s.last).toBe(`${HAND} +seat:W +round:S`);
    // A hand's own option wins over the default.
    expect(answer(`${HAND} +round:E`, s).out).toContain('round E');
    expect(answer('set round off', s).out).toBe('defaults: round E (not set), seat W, rules mil\n');
    expect(answer('set round X', s).err).toContain('expected a wind');
  });

  it('why <fan> asks about the last hand', () => {
    const s = session();
    answer(HAND, s);
    const a = answer('why mixed straight', s);
    expect(a.err).toBe('');
    expect(a.out).toContain('Mixed Straight');
    expect(a.out).toBe(answer(`why ${HAND} mixed straight`, s).out);
  });

  it('clear and help are commands, not hands', () => {
    const s = session();
    expect(answer('clear', s)).toEqual({ out: '\u001b[H\u001b[2J', err: '', quit: false });
    expect(answer('help', s).out).toContain('set round|seat <wind>');
  });
});

describe('answer(line, session)', () => {
  it('a hand: the same screen as mcr "<hand>"', () => {
    const a = answer(WIN, session());
    expect(a.err).toBe('');
    expect(a.out).toMatch(/Mixed Straight/);
    expect(a.out).toMatch(/^WIN 11/);
    expect(a.out).toMatch(/rules green-book/);
    for (const line of a.out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('rules NAME switches the profile for the hands after it; an unknown name is refused', () => {
    const s = session();
    expect(answer('rules', s).out).toBe('rules: green-book (default)\n');
    expect(answer('rules mil', s).out).toBe('rules: mil\n');
    expect(answer(PAIRS, s).out).toMatch(/rules mil/);
    expect(answer(PAIRS, s).out).toMatch(/Self-Drawn/);
    expect(answer('rules wmo', s).err).toMatch(/unknown rules "wmo"/);
    expect(s.rules).toBe('mil');
  });

  it('why <hand> <fan>: the fan is the last words that name one', () => {
    const a = answer('why 123c 456c 789c 111b 2b 2b single wait', session());
    expect(a.err).toBe('');
    expect(a.out).toMatch(/Single Wait/);
    expect(a.out).toMatch(/wait-not-unique/);
    expect(a.out).toMatch(/3b/);
  });

  it('waits, help, a reading error, blank lines and quit', () => {
    const s = session();
    expect(answer('waits 1112345678999c', s).out).toMatch(/9 winning tiles/);
    expect(answer('help', s).out).toMatch(/waits <hand>/);
    for (const width of [80, 40]) for (const l of answer('help', { ...s, width }).out.split('\n')) expect(l.length, l).toBeLessThanOrEqual(width);
    const bad = answer('123x', s);
    expect(bad.out).toBe('');
    expect(bad.err).toMatch(/unknown-character/);
    expect(answer('   ', s)).toEqual({ out: '', err: '', quit: false });
    expect(answer('quit', s).quit).toBe(true);
  });
});

describe('mcr -i', () => {
  it('piped stdin: every line answered in order, errors on stderr, no prompt, exit 0', () => {
    const r = spawnSync(process.execPath, ['bin/mcr.js', '-i'], {
      cwd: root,
      input: `${WIN}\nrules mil\n123x\n${PAIRS}\nquit\n${WIN}\n`,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(/mcr> /);
    expect(r.stdout.match(/^Hand /gm)).toHaveLength(2); // the line after quit is not read
    expect(r.stdout.indexOf('Mixed Straight')).toBeLessThan(r.stdout.indexOf('rules: mil'));
    expect(r.stdout).toMatch(/rules mil/);
    expect(r.stderr).toMatch(/unknown-character/);
  });

  it('refuses a hand or --json beside it (usage, exit 2)', () => {
    const r = spawnSync(process.execPath, ['bin/mcr.js', '-i', '--json'], { cwd: root, input: '', encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/-i \(interactive\)/);
  });

  const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!hasScript)('on a terminal: a prompt, each hand answered, Ctrl-D ends (script(1) as the pseudo-terminal)', () => {
    const r = spawnSync('script', ['-qfec', `${process.execPath} bin/mcr.js -i`, '/dev/null'], {
      cwd: root,
      input: `${WIN}\n\u0004`,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', TERM: 'dumb' },
      timeout: 20_000,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/mcr> /);
    expect(r.stdout).toMatch(/Mixed Straight/);
  });
});
