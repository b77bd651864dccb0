import { describe, expect, it } from 'vitest';
import { colorFor, exitCodeFor, worstOf } from '../../src/cli.js';
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
