import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { formatError, formatText, writeArrangement } from '../../src/format/text.js';
import type { ScoreOk } from '../../src/result.js';
import { belowMinimum, notWinning, readFailure, win } from './fixtures.js';

const plain = new Chalk({ level: 0 });
const coloured = new Chalk({ level: 1 });
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[/;

describe('formatText: a win', () => {
  const text = formatText(win, { color: plain });

  it('shows the hand in canonical notation and the arrangement with melded sets in brackets', () => {
    expect(text).toContain('[123b] 456c 5578d EEE 9d +win:wall +seat:S');
    expect(text).toContain('[123b] 456c 789d EEE 55d');
  });

  it('lists the scoring fans highest first with name, 中文, points, count and subtotal', () => {
    const rows = text.split('\n').filter((l) => /^│ (Mixed Straight|Prevalent Wind|Self-Drawn) /.test(l));
    expect(rows.map((l) => l.split('│').map((c) => c.trim()).filter(Boolean))).toEqual([
      ['Mixed Straight', '花龙', '8', '1', '8'],
      ['Prevalent Wind', '圈风刻', '2', '1', '2'],
      ['Self-Drawn', '自摸', '1', '1', '1'],
    ]);
  });

  it('lists excluded fans with what excludes them', () => {
    expect(text).toMatch(/Pung of Terminals or Honors\s*│\s*1\s*│\s*excluded by Prevalent Wind/);
  });

  it('shows fan points, flower points and total, the verdict and the payments with signs', () => {
    expect(text).toMatch(/Fan points\s+11/);
    expect(text).toMatch(/Flower points\s+0/);
    expect(text).toMatch(/Total\s+11/);
    expect(text.split('\n')).toContain('WIN');
    expect(text).toMatch(/│ S\s+│ winner\s+│\s+\+57 │/);
    expect(text.match(/│ [WNE]\s+│ other\s+│\s+-19 │/g)).toHaveLength(3);
  });

  it('is plain text with a level-0 chalk and coloured with a level-1 chalk', () => {
    expect(text).not.toMatch(ANSI);
    const c = formatText(win, { color: coloured });
    expect(c).toMatch(ANSI);
    // eslint-disable-next-line no-control-regex
    expect(c.replace(/\u001b\[[0-9;]*m/g, '')).toBe(text);
  });

  it('takes a canonical form given by the caller', () => {
    expect(formatText(win, { color: plain, canonical: 'CANON' })).toMatch(/^Hand\s+CANON$/m);
  });
});

describe('formatText: false claims', () => {
  it('below the minimum: points out of 8, flowers apart, the claimer pays', () => {
    const text = formatText(belowMinimum, { color: plain });
    expect(text.split('\n')).toContain('BELOW MINIMUM (3 of 8)');
    expect(text).toMatch(/Fan points\s+3/);
    expect(text).toMatch(/Flower points\s+3/);
    expect(text).toMatch(/Total\s+6/);
    expect(text).toMatch(/│ N\s+│ claimer\s+│\s+-30 │/);
  });

  it('not a winning hand: the reason, no fan tables, the penalty', () => {
    const text = formatText(notWinning, { color: plain });
    expect(text).toContain('NOT A WINNING HAND: the hand has 13 tiles; a complete hand has 14');
    expect(text).not.toContain('Fan points');
    expect(text).not.toContain('Arrangement');
    expect(text).toMatch(/│ E\s+│ claimer\s+│\s+-60 │/);
  });

  it('an unknown discarder is shown by role with no seat', () => {
    const r: ScoreOk = {
      ...win,
      hand: { ...win.hand, win: 'discard' },
      payments: [
        { seat: 'S', role: 'winner', amount: 35 },
        { seat: null, role: 'discarder', amount: -19 },
        { seat: null, role: 'other', amount: -8 },
        { seat: null, role: 'other', amount: -8 },
      ],
    };
    expect(formatText(r, { color: plain })).toMatch(/│ -\s+│ discarder\s+│\s+-19 │/);
  });
});

describe('formatText: compact', () => {
  it('is one line with the verdict, total, fans and payments', () => {
    const line = formatText(win, { color: plain, compact: true });
    expect(line).not.toContain('\n');
    expect(line).toBe(
      '[123b] 456c 5578d EEE 9d +win:wall +seat:S  WIN  total 11: Mixed Straight 8, Prevalent Wind 2, Self-Drawn 1  [S +57 W -19 N -19 E -19]',
    );
  });
});

describe('notation on screen', () => {
  it('the Hand line is the canonical form of r.hand: melds first, sorted tiles, winning tile last, options', () => {
    const r: ScoreOk = {
      ...win,
      hand: {
        ...win.hand,
        concealed: ['R', 'R', 'R', '3b', '1b', '2b', 'W', 'W', 'W', '9c', '9c'],
        melds: [{ kind: 'kong', tiles: ['5d', '5d', '5d', '5d'], concealed: true }],
        winningTile: '9c',
        win: 'discard',
        seatWind: 'E',
        prevalentWind: 'S',
        discarder: 'N',
        flowers: 2,
        last: true,
        wallLast: true,
        kong: true,
      },
    };
    expect(formatText(r, { color: plain })).toMatch(
      /^Hand\s+\(5555d\) 123b 9c WWW RRR 9c \+round:S \+from:N \+flowers:2 \+last \+wall-last \+kong$/m,
    );
  });

  it('writeArrangement writes melded sets in brackets, concealed kongs in parentheses, special shapes by name', () => {
    expect(
      writeArrangement([
        { kind: 'kong', tiles: ['5d', '5d', '5d', '5d'], melded: false },
        { kind: 'kong', tiles: ['G', 'G', 'G', 'G'], melded: true },
        { kind: 'knitted', tiles: ['1b', '4b', '7b', '2c', '5c', '8c', '3d', '6d', '9d'], melded: false },
      ]),
    ).toBe('(5555d) [GGGG] 147b258c369d');
    expect(
      writeArrangement([
        {
          kind: 'special',
          name: 'Thirteen Orphans',
          tiles: ['1b', '9b', '1c', '9c', '1d', '9d', 'E', 'S', 'W', 'N', 'R', 'G', 'P', 'P'],
          melded: false,
        },
      ]),
    ).toBe('Thirteen Orphans: 19b 19c 19d E S W N R G PP');
  });
});

describe('formatError', () => {
  const err = (column: number | null) => ({ ...readFailure.error, column });
  const caretLine = (s: string) => s.split('\n')[1];

  it('shows the input with a caret under the column, then the message and code', () => {
    const text = formatError('123x', err(4), plain);
    expect(text.split('\n')).toEqual([
      '  123x',
      '     ^',
      "error: unknown character 'x' at column 4; expected a digit, a suit letter or an honor letter (unknown-character)",
    ]);
    expect(formatText(readFailure, { color: plain })).toBe(text);
  });

  it('counts columns in code points: a narrow tile takes one cell, 🀄 (wide) two', () => {
    // 🀇 U+1F007 is narrow in Unicode; 🀄 U+1F004 is wide.
    expect(caretLine(formatError('🀇🀇x', err(3), plain))).toBe('    ^');
    expect(caretLine(formatError('🀄🀄x', err(3), plain))).toBe('      ^');
    expect(caretLine(formatError('中x', err(2), plain))).toBe('    ^');
  });

  it('keeps tabs in the caret line, points past the end at the end, and shows no caret without a column', () => {
    expect(caretLine(formatError('1b\tx', err(4), plain))).toBe('    \t^');
    expect(caretLine(formatError('[123b', err(6), plain))).toBe('       ^');
    expect(formatError('1b', err(null), plain).split('\n')).toHaveLength(2);
  });

  it('does not pass control characters to the terminal', () => {
    expect(formatError('1b\u001b[2Jx', err(3), plain)).not.toContain('\u001b');
  });
});
