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
  const lines = text.split('\n');

  it('says the verdict first: the total and who pays what', () => {
    expect(lines[0]).toBe('WIN 11 — won on 9d, self-drawn by S: W, N and E pay 19 each');
  });

  it('shows the hand in canonical notation and the arrangement with melded sets in brackets', () => {
    expect(lines[1]).toBe('Hand      [123b] 456c 5578d EEE 9d +win:wall +seat:S');
    expect(text).toMatch(/^Sets {6}\[123b\] 456c 789d EEE 55d$/m);
  });

  it('spells out what the line gives and what was assumed by default', () => {
    expect(lines[2]).toBe('Given     seat S, self-drawn');
    expect(lines[3]).toBe('Defaults  round E, no flowers, no +last, +wall-last or +kong, rules green-book');
  });

  it('lists the scoring fans highest first with name, 中文 and points', () => {
    const rows = lines.filter((l) => /^│ (Mixed Straight|Prevalent Wind|Self-Drawn) /.test(l));
    expect(rows.map((l) => l.split('│').map((c) => c.trim()).filter(Boolean))).toEqual([
      ['Mixed Straight', '花龙', '8'],
      ['Prevalent Wind', '圈风刻', '2', 'Pung of Terminals or Honors 1'],
      ['Self-Drawn', '自摸', '1'],
    ]);
  });

  it('lists excluded fans, with their points, on the row of the fan that excludes them', () => {
    expect(text).toMatch(/│ Fan\s+│ 中文\s+│ Points │ Not counted with it\s+│/);
    expect(text).toMatch(/│ Prevalent Wind\s*│ 圈风刻\s*│\s*2 │ Pung of Terminals or Honors 1 │/);
  });

  it('shows an excluded fan set aside more than once as xN, several excluded by one fan in a list', () => {
    const r: ScoreOk = {
      ...win,
      excluded: [{ ...win.excluded[0], count: 2 }, { id: 'self-drawn', name: 'Self-Drawn', zh: '自摸', points: 1, count: 1, by: 'prevalent-wind' }],
    };
    expect(formatText(r, { color: plain })).toMatch(/│ Prevalent Wind\s*│ 圈风刻\s*│\s*2 │ Pung of Terminals or Honors 1x2, Self-Drawn 1 │/);
  });

  it('without exclusions the table has no fourth column', () => {
    expect(formatText({ ...win, excluded: [] }, { color: plain })).toMatch(/^│ Fan\s+│ 中文\s+│ Points │$/m);
  });

  it('a fan counted more than once shows its count and subtotal', () => {
    const r: ScoreOk = { ...win, fans: [...win.fans, { id: 'flower-tiles', name: 'Flower Tiles', zh: '花牌', points: 1, count: 2 }] };
    expect(formatText(r, { color: plain })).toMatch(/│ Flower Tiles x2\s*│ 花牌\s*│\s*1x2 = 2 │/);
  });

  it('ends with the net amount of each seat, then the total with the verdict again (in sight on a short screen)', () => {
    expect(lines.at(-2)).toBe('Net       S +57 W -19 N -19 E -19');
    expect(lines.at(-1)).toBe('Total     11: WIN (11 fan points + 0 flowers)');
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

  it('a named rule profile is given, not a default', () => {
    const t = formatText({ ...win, rules: 'mil' }, { color: plain, rulesGiven: true });
    expect(t).toMatch(/^Given {5}seat S, self-drawn, rules mil$/m);
    expect(t).not.toMatch(/^Defaults.*rules/m);
  });
});

describe('formatText: who pays, on the first line', () => {
  const onDiscard = (discarder: 'S' | null): ScoreOk => {
    const hand = { ...win.hand, seatWind: 'E' as const, win: 'discard' as const, discarder };
    const rows: ScoreOk['payments'] =
      discarder === null
        ? [
            { seat: 'E', role: 'winner', amount: 35 },
            { seat: null, role: 'discarder', amount: -19 },
            { seat: null, role: 'other', amount: -8 },
            { seat: null, role: 'other', amount: -8 },
          ]
        : [
            { seat: 'E', role: 'winner', amount: 35 },
            { seat: 'S', role: 'discarder', amount: -19 },
            { seat: 'W', role: 'other', amount: -8 },
            { seat: 'N', role: 'other', amount: -8 },
          ];
    const input = discarder ? '[123b] 456c 78d EEE 55d 9d +from:S' : '[123b] 456c 78d EEE 55d 9d';
    return { ...win, input, hand, payments: rows };
  };

  it("a discard from a named seat: the discarder's share and the others'", () => {
    const t = formatText(onDiscard('S'), { color: plain }).split('\n');
    expect(t[0]).toBe("WIN 11 — won on 9d, on S's discard: S pays 19, W and N pay 8");
    expect(t[2]).toBe('Given     won on a discard, discarder S');
    expect(t[3]).toMatch(/^Defaults  seat E, round E, no flowers/);
  });

  it('a discard from a seat not named: said so, and shown as a default', () => {
    const t = formatText(onDiscard(null), { color: plain }).split('\n');
    expect(t[0]).toBe('WIN 11 — won on 9d, on a discard (discarder not named): the discarder pays 19, the other two 8 each');
    expect(t[2]).toBe('Defaults  seat E, round E, won on a discard, discarder not named, no flowers, no +last, +wall-last or +kong, rules green-book');
    expect(t.at(-2)).toBe('Net       E +35 discarder -19 other -8 other -8');
  });

  it('flags given, and +last implied by the melds, are listed as given', () => {
    const r: ScoreOk = { ...win, input: win.input + ' +kong', hand: { ...win.hand, kong: true, last: true } };
    expect(formatText(r, { color: plain }).split('\n')[2]).toBe('Given     seat S, self-drawn, +last (implied by the melds), +kong');
  });
});

describe('formatText: false claims', () => {
  it('below the minimum: points out of 8 on the first line, flowers apart, the claimer pays', () => {
    const lines = formatText(belowMinimum, { color: plain }).split('\n');
    expect(lines[0]).toBe('BELOW MINIMUM 3 of 8 (+3 flowers, which do not count) — false claim on E: N pays 10 to each other player');
    expect(lines).toContain('Given     seat N, round N, won on a discard, 3 flowers');
    expect(lines.at(-2)).toBe('Net       N -30 E +10 S +10 W +10');
    expect(lines.at(-1)).toBe('Total     6: BELOW MINIMUM (3 fan points + 3 flowers)');
  });

  it('not a winning hand: the reason on the first line, no fan tables, the penalty', () => {
    const text = formatText(notWinning, { color: plain });
    expect(text.split('\n')[0]).toBe(
      'NOT A WINNING HAND — the hand has 13 tiles; a complete hand has 14 — false claim on 7b: E pays 20 to each other player',
    );
    expect(text).not.toContain('Sets');
    expect(text).not.toContain('┌');
    expect(text.split('\n').slice(-2)).toEqual(['Net       E -60 S +20 W +20 N +20', 'Total     0: NOT A WINNING HAND']);
  });

  it('a wrong tile count says to check the tiles typed before the penalty', () => {
    const r: ScoreOk = { ...notWinning, reason: '15 tiles; a winning hand has 14, kongs counting 3', reasonCode: 'tile-count' };
    const first = formatText(r, { color: plain }).split('\n')[0];
    expect(first).toBe(
      'NOT A WINNING HAND — 15 tiles; a winning hand has 14, kongs counting 3: check the tiles typed; if the claim stands, E pays 20 to each other player',
    );
    expect(first.indexOf('check the tiles typed')).toBeLessThan(first.indexOf('pays'));
    expect(formatText({ ...r, reasonCode: 'no-winning-shape' }, { color: plain })).not.toContain('check the tiles');
  });
});

describe('formatText: compact', () => {
  it('is one line with the hand, the verdict and total, the payments and the fans', () => {
    const line = formatText(win, { color: plain, compact: true });
    expect(line).not.toContain('\n');
    expect(line).toBe(
      '[123b] 456c 5578d EEE 9d +win:wall +seat:S  WIN 11  won on 9d, self-drawn  [S +57 W -19 N -19 E -19]  Mixed Straight 8, Prevalent Wind 2, Self-Drawn 1',
    );
  });

  it('within a width, what does not fit goes on indented lines', () => {
    expect(formatText(win, { color: plain, compact: true, width: 80 }).split('\n')).toEqual([
      '[123b] 456c 5578d EEE 9d +win:wall +seat:S  WIN 11  won on 9d, self-drawn',
      '    [S +57 W -19 N -19 E -19]  Mixed Straight 8, Prevalent Wind 2, Self-Drawn 1',
    ]);
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
