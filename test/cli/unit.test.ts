import { describe, expect, it } from 'vitest';
import { exitCodeFor, worstOf } from '../../src/cli.js';
import { dragonWordHint, firstWordHint as hintNear } from '../../src/commands/score.js';
import { nearCommandName } from '../../src/commands/declarations.js';
import { colorFor } from '../../src/format/color.js';
import { belowMinimum, notWinning, readFailure, win } from '../format/fixtures.js';

describe('exitCodeFor', () => {
  it('0 for a win, 1 for a false claim, 2 for a reading error', () => {
    expect(exitCodeFor(win)).toBe(0);
    expect(exitCodeFor(belowMinimum)).toBe(1);
    expect(exitCodeFor(notWinning)).toBe(1);
    expect(exitCodeFor(readFailure)).toBe(2);
  });

  it('batch: the worst line decides', () => {
    expect([0, 1, 0].reduce(worstOf as (a: number, b: number) => number, 0)).toBe(1);
    expect(worstOf(2, 1)).toBe(2);
    expect(worstOf(0, 0)).toBe(0);
  });
});

describe('colorFor', () => {
  const tty = { isTTY: true };
  it('colours only a terminal, without NO_COLOR and without --no-color', () => {
    expect(colorFor(tty, true, {}).level).toBeGreaterThan(0);
    expect(colorFor(tty, true, { NO_COLOR: '' }).level).toBeGreaterThan(0);
    expect(colorFor(tty, true, { NO_COLOR: '1' }).level).toBe(0);
    expect(colorFor(tty, false, {}).level).toBe(0);
    expect(colorFor({ isTTY: false }, true, {}).level).toBe(0);
    expect(colorFor({}, true, {}).level).toBe(0);
  });
});

describe('colorFor: forcing', () => {
  const pipe = { isTTY: false };
  it('--color (forced) and FORCE_COLOR=1, 2, 3 or true colour a pipe', () => {
    expect(colorFor(pipe, true, {}, true).level).toBe(1);
    for (const v of ['1', '2', '3', 'true']) expect(colorFor(pipe, true, { FORCE_COLOR: v }).level, v).toBe(1);
  });

  it('FORCE_COLOR=0 or false turns colour off, unless --color; other values are ignored', () => {
    expect(colorFor({ isTTY: true }, true, { FORCE_COLOR: '0' }).level).toBe(0);
    expect(colorFor({ isTTY: true }, true, { FORCE_COLOR: 'false' }).level).toBe(0);
    expect(colorFor(pipe, true, { FORCE_COLOR: '0' }, true).level).toBe(1);
    expect(colorFor(pipe, true, { FORCE_COLOR: 'yes' }).level).toBe(0);
    expect(colorFor({ isTTY: true }, true, { FORCE_COLOR: '' }).level).toBe(1);
  });

  it('NO_COLOR (not empty) and --no-color win over both', () => {
    expect(colorFor(pipe, true, { NO_COLOR: '1' }, true).level).toBe(0);
    expect(colorFor(pipe, true, { NO_COLOR: '1', FORCE_COLOR: '1' }).level).toBe(0);
    expect(colorFor(pipe, false, { FORCE_COLOR: '3' }, true).level).toBe(0);
    expect(colorFor(pipe, true, { NO_COLOR: '', FORCE_COLOR: '1' }).level).toBe(1);
  });
});

describe('firstWordHint', () => {
  const firstWordHint = (word: string) => hintNear(word, nearCommandName);
  it('names the subcommand a word is near, or --help for help', () => {
    expect(firstWordHint('Help')).toContain('did you mean `mcr help`?');
    expect(firstWordHint('hlep')).toContain('did you mean `mcr help`?');
    expect(firstWordHint('wait')).toContain('did you mean `mcr waits`?');
    expect(firstWordHint('wiats')).toContain('did you mean `mcr waits`?');
    expect(firstWordHint('sesion')).toContain('did you mean `mcr session`?');
    expect(firstWordHint('sessions')).toContain('did you mean `mcr session`?');
    expect(firstWordHint('rule')).toContain('did you mean `mcr rules`?');
    expect(firstWordHint('fan')).toContain('did you mean `mcr fans`?');
    expect(firstWordHint('wy')).toContain('did you mean `mcr why`?');
  });

  it('leaves hand text alone, and words near no subcommand', () => {
    for (const w of ['EEE', 'RRR', 'ESWN', 'NNN', 'W', 'SS', 'PP', '123b', '[123b]', 'hello', 'x', 'wall']) {
      expect(firstWordHint(w), w).toBeNull();
    }
  });

  it('white, red and green written as players do get the letters mcr reads, not a command', () => {
    expect(firstWordHint('Wh')).toMatch(/^'Wh' is no tile in mcr notation: white is P, red R, green G \(e\.g\. PPP/);
    expect(firstWordHint('Rd')).toContain('e.g. RRR');
    expect(firstWordHint('Gr')).toContain('e.g. GGG');
    expect(firstWordHint('wh')).not.toContain('mcr why');
    expect(dragonWordHint('123b 456c 789d Rd Rd Rd 5d 5d')).toContain('e.g. RRR');
    expect(dragonWordHint('123b 456c 789d RRR 5d 5d')).toBeNull();
  });
});
