// mcr waits output: the JSON line (keys in a fixed order, round-trips to the
// result), the text screen (plain without colour) and the exit code.
import { Chalk } from 'chalk';
import { textWidth } from '../../src/format/width.js';
import { describe, expect, it } from 'vitest';
import { worstOf } from '../../src/batch/summary.js';
import { formatWaitsJson, formatWaitsText, waits, waitsExitCode, type WaitsResult } from '../../src/waits/index.js';

const plain = new Chalk({ level: 0 });
const colour = new Chalk({ level: 1 });
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[/;

const text = (l: string, compact = false) => formatWaitsText(waits(l), plain, { compact });

describe('formatWaitsJson', () => {
  it('is one line that reads back as the result, keys in the documented order', () => {
    for (const l of ['[123b] 456c 78d EEE 55d +seat:S', '123b 456c 789d 135cE', '123b 456c 789d 13d 55d E', '19b19c19dESWNRGP']) {
      const r = waits(l);
      const s = formatWaitsJson(r);
      expect(s).not.toContain('\n');
      const back = JSON.parse(s) as WaitsResult;
      expect(back).toEqual(JSON.parse(JSON.stringify(r)));
      expect(Object.keys(back)).toEqual([
        'schema', 'input', 'ok', 'rules', 'hand', 'tiles', 'ready', 'distance', 'shapes', 'waits', 'draws', 'discards', 'complete', 'notes',
      ]);
    }
  });

  it('gives each wait the SCHEMA.md fields of both wins', () => {
    const r = JSON.parse(formatWaitsJson(waits('[123b] 456c 78d EEE 55d +seat:S')));
    expect(r).toMatchObject({ schema: 'mcr-waits/1', ok: true, ready: true, distance: 0 });
    expect(r.waits.map((w: { tile: string }) => w.tile)).toEqual(['6d', '9d']);
    const nine = r.waits[1];
    expect(nine).toMatchObject({ tile: '9d', unseen: 4 });
    expect(Object.keys(nine.selfDrawn)).toEqual([
      'verdict', 'reason', 'fanPoints', 'total', 'enough', 'fans', 'excluded', 'arrangement', 'payments', 'received', 'ignored',
    ]);
    expect(nine.selfDrawn).toMatchObject({ verdict: 'win', fanPoints: 11, total: 11, enough: true, received: 57 });
    expect(nine.discard).toMatchObject({ verdict: 'win', fanPoints: 10, enough: true, received: 34 });
    expect(r.waits[0].discard).toMatchObject({ verdict: 'below-minimum', enough: false, received: null });
  });

  it('writes a reading error as ok: false with the error', () => {
    const r = JSON.parse(formatWaitsJson(waits('123b 456c 789d 23d 55d +win:wall')));
    expect(r).toEqual({
      schema: 'mcr-waits/1',
      input: '123b 456c 789d 23d 55d +win:wall',
      ok: false,
      error: { code: 'win-option', message: expect.stringContaining('+win'), column: 24 },
    });
  });
});

describe('formatWaitsText', () => {
  it('a ready hand: a row per tile and way, points, the 8-point check and the winnings', () => {
    const s = text('[123b] 456c 78d EEE 55d +seat:S');
    expect(s).toMatch(/^Hand +\[123b\] 456c 5578d EEE \+seat:S$/m);
    expect(s).toContain('READY  2 winning tiles, 8 copies unseen; reaching 8: 1 of 2 on a discard, 1 of 2 by self-draw');
    expect(s).toMatch(/│ 6d ×4 │ discard +│ +2 │ no +│ +- │ Prevalent Wind 2 +│/);
    expect(s).toMatch(/│ 9d ×4 │ discard +│ +10 │ yes │ +\+34 │ Mixed Straight 8, Prevalent Wind 2 +│/);
    expect(s).toMatch(/│ +│ self-drawn │ +11 │ yes │ +\+57 │/);
    expect(s).not.toMatch(ANSI);
  });

  it('marks a hand whose every wait is short of 8, and shows totals with flowers', () => {
    const s = text('234b 345c 567d 678d 9b +flowers:2');
    expect(s).toContain('none reaches 8 points either way');
    expect(s).toMatch(/│ Tile +│ Win +│ Points │ Total │ 8\+ +│ Receives │ Fans/);
    expect(s).toMatch(/│ 9b ×3 │ discard +│ +5 │ +7 │ no +│/);
  });

  it('a hand that is not ready: the distance, each shape, the draws', () => {
    const s = text('123b 456c 789d 135cE');
    expect(s).toContain(
      'NOT READY  1 tile from ready (four sets and a pair 1, seven pairs 5, thirteen orphans 9, honors and knitted 8, knitted straight 5)',
    );
    expect(s).toMatch(/^Closer on +6 tiles, 19 copies unseen: 1c×3 2c×4 4c×3 5c×2 7c×4 E×3$/m);
  });

  it('14 tiles: each discard, best first', () => {
    const s = text('123b 456c 789d 13d 55d E');
    expect(s).toMatch(/^Best +a discard leaves it READY$/m);
    const rows = s.split('\n').filter((l) => /^│ \S/.test(l) && !l.includes('Discard'));
    expect(rows[0]).toMatch(/│ E +│ +ready │ waits 2d ×4: discard 14, self-drawn 16 +│/);
    expect(rows[1]).toMatch(/│ 1d +│ +1 │ closer on/);
  });

  it('14 tiles: each wait of a ready discard on a line of its own, a win short of 8 marked', () => {
    const s = text('123b 456c 789d EEE 5d 9d');
    expect(s).toMatch(/│ 5d +│ +ready │ waits 6d ×4: discard 6 \(under 8\), self-drawn 8 +│\n│ +│ +│ and 9d ×2: discard 14, self-drawn 16 +│/);
    expect(s).not.toMatch(/\d\/\d/);
    expect(text('123b 456c 789d 23d 55d 4d')).toContain('already make a complete hand');
  });

  it('at 40 columns the waits become a list that wraps between words, never cutting a fan name', () => {
    const s = formatWaitsText(waits('123b 456c 789d EEE 5d'), plain, { width: 40 });
    expect(s).not.toContain('…');
    expect(s).not.toContain('┌');
    for (const line of s.split('\n')) expect(textWidth(line)).toBeLessThanOrEqual(40);
    expect(s).toContain('\n5d ×3\n  discard: 15 points, reaches 8,\n      receives +39; Mixed Straight 8,');
    // The 14-tile table's cells wrap between words too.
    const fourteen = formatWaitsText(waits('123b 456c 789d EEE 5d 9d'), plain, { width: 40 });
    expect(fourteen).not.toContain('…');
    for (const line of fourteen.split('\n')) expect(textWidth(line)).toBeLessThanOrEqual(40);
  });

  it('notes the options left out', () => {
    const s = text('123b 456c 789d 23d 55d +kong +from:W');
    expect(s).toContain('Note: +from names the discarder');
    expect(s).toContain('Note: +kong is left out of self-draws');
  });

  it('a reading error: the line, a caret under the column, the message and code', () => {
    expect(text('123b 456c 789d 23d 55d +win:wall').split('\n')).toEqual([
      '  123b 456c 789d 23d 55d +win:wall',
      '                         ^',
      expect.stringMatching(/^error: \+win at column 24: .* \(win-option\)$/),
    ]);
    expect(text('123b 456c').split('\n')[1]).toMatch(/^error: 6 tiles .* \(tile-count\)$/);
  });

  it('compact lines for batch runs', () => {
    expect(text('123b 456c 789d 23d 55d', true)).toBe('123b 456c 2355789d  READY  1d×4 13/15, 4d×4 12/14');
    expect(text('123b 456c 789d 135cE', true)).toBe('123b 134556c 789d E  NOT READY (1 from ready)  draws 1c×3 2c×4 4c×3 5c×2 7c×4 E×3');
    expect(text('234b 345c 567d 678d 9b', true)).toContain('9b×3 5/7 not enough');
  });

  it('colours only through the chalk instance it is given', () => {
    expect(formatWaitsText(waits('123b 456c 789d 23d 55d'), colour)).toMatch(ANSI);
  });
});

describe('waitsExitCode', () => {
  it('0 ready, 1 not ready, 2 unreadable', () => {
    expect(waitsExitCode(waits('123b 456c 789d 23d 55d'))).toBe(0);
    expect(waitsExitCode(waits('123b 456c 789d 135cE'))).toBe(1);
    expect(waitsExitCode(waits('123b 456c 789d 13d 55d E'))).toBe(0);
    expect(waitsExitCode(waits('123b 456c 789d 13d 59d E'))).toBe(1);
    expect(waitsExitCode(waits('123x'))).toBe(2);
  });

  it('3 ready but unable to win: every wait under the minimum either way (13 tiles, and 14 after every discard)', () => {
    const r = waits('[123b] [456c] [234d] 678d 5c');
    expect(r.ok && r.ready).toBe(true);
    expect(r.ok && r.waits.every((w) => !w.discard.enough && !w.selfDrawn.enough)).toBe(true);
    expect(waitsExitCode(r)).toBe(3);
    expect(waitsExitCode(waits('[123b] [456c] [234d] 678d 5c 6c'))).toBe(3);
    expect(waitsExitCode(waits('123b 456c 789d 234d 5c'))).toBe(0);
  });

  it('a batch: the worst line decides, 2 over 1 over 3 over 0', () => {
    expect([worstOf(0, 3), worstOf(3, 1), worstOf(1, 3), worstOf(2, 3), worstOf(3, 0)]).toEqual([3, 1, 1, 2, 3]);
  });
});
