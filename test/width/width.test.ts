/**
 * Every screen within the terminal's width: the formatters at 80 and 60 columns, and
 * the built program at COLUMNS=80 and COLUMNS=60 (no line longer, colour codes
 * stripped, wide characters counted as two cells).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { formatError, formatText } from '../../src/format/text.js';
import { fill, fitColumns, terminalWidth, textWidth, widestLine, wrap } from '../../src/format/width.js';
import { formatSummary } from '../../src/batch/text.js';
import { Tally } from '../../src/batch/summary.js';
import { score } from '../../src/score.js';
import { analyseWaits } from '../../src/waits/analyse.js';
import { formatWaitsText } from '../../src/waits/text.js';
import { rulesText } from '../../src/commands/rules.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const plain = new Chalk({ level: 0 });
const colour = new Chalk({ level: 1 });

/** Hands that make long screens: many fans, many exclusions, kongs, flowers, special shapes, false claims. */
export const HANDS = [
  '123b 456c 789d EEE 55d',
  '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S',
  '147b 258c 3d ESWNRG P',
  '[SSS] [777c] 567b 345c E E +seat:N +round:N +flowers:3',
  '[1111b] [2222b] (3333b) [4444b] 5b 5b +win:wall +kong +flowers:8 +seat:W +round:S',
  '[EEEE] [SSSS] [WWWW] (NNNN) P P +win:wall +kong +wall-last',
  '19b19c19dESWNRGP 1b +win:wall +wall-last +seat:N +round:W +flowers:4',
  '1112345678999c 5c +win:wall',
  '22334455667788b +win:wall',
  '[234b] [234b] 666b GG 88b 8b +from:W',
  '123b 456c 55789d EEE 5d',
  '[234b] 89b 11456c 67d 7b',
  '1b 1b 1b 2b 2b 2b 3b 3b 3b 4b 4b 4b 5b 5b',
];

const BAD = ['123x', '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S +round:E +from:W +flowers:3 +last +wall-last +kong 9x', '1b'.repeat(60) + 'q'];

function expectWithin(text: string, width: number, what: string): void {
  for (const line of text.split('\n')) {
    expect(textWidth(line), `${what} at ${width}: ${JSON.stringify(line)}`).toBeLessThanOrEqual(width);
  }
}

describe('format/width.ts', () => {
  it('terminalWidth: COLUMNS, else a terminal’s columns, else 80', () => {
    expect(terminalWidth({ isTTY: true, columns: 132 }, {})).toBe(132);
    expect(terminalWidth({ isTTY: false, columns: 132 }, {})).toBe(80);
    expect(terminalWidth({}, {})).toBe(80);
    expect(terminalWidth({ isTTY: true, columns: 132 }, { COLUMNS: '60' })).toBe(60);
    expect(terminalWidth({ isTTY: true, columns: 100 }, { COLUMNS: 'wide' })).toBe(100);
    expect(terminalWidth({}, { COLUMNS: '5' })).toBe(30);
  });

  it('textWidth counts cells: CJK two, colour codes none', () => {
    expect(textWidth('中文 ab')).toBe(7);
    expect(textWidth(colour.red('abc'))).toBe(3);
  });

  it('wrap breaks at spaces with a hanging indent, keeps double spaces, cuts words longer than a line', () => {
    expect(wrap('aaa bbb  ccc ddd', 9, 2)).toEqual(['aaa bbb', '  ccc ddd']);
    expect(wrap('xy  z', 10)).toEqual(['xy  z']);
    expect(wrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrap('b', 10, 6, 'Label ')).toEqual(['Label b']);
  });

  it('fill puts pieces on a line two spaces apart, and starts a new indented line for one that does not fit', () => {
    expect(fill(['aaaa', 'bbbb', 'cc'], 12)).toEqual(['aaaa  bbbb', '    cc']);
    expect(fill(['aaaa', 'bb'], 12)).toEqual(['aaaa  bb']);
  });

  it('fitColumns narrows the columns that may give way, widest first', () => {
    const rows = [['a'.repeat(30), 'b'.repeat(30), 'c']];
    expect(fitColumns(rows, 100, [0, 1])).toEqual([32, 32, 3]);
    const w = fitColumns(rows, 40, [0, 1]);
    expect(w.reduce((a, b) => a + b, 0) + 4).toBe(40);
    expect(w[2]).toBe(3);
  });
});

describe.each([80, 60])('screens at %i columns', (width) => {
  it('the scoring screen, plain and coloured, and --compact lines', () => {
    for (const hand of HANDS) {
      const r = score(hand);
      for (const color of [plain, colour]) {
        expectWithin(formatText(r, { color, width }), width, hand);
        expectWithin(formatText(r, { color, width, compact: true }), width, `${hand} (compact)`);
      }
    }
  });

  it('reading errors: the part of a long line around the caret, the message wrapped', () => {
    for (const bad of BAD) {
      const r = score(bad);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      const text = formatError(r.input, r.error, plain, width);
      expectWithin(text, width, bad);
      const [line, caret] = text.split('\n');
      // The caret still points at the character the error names.
      expect(line[caret.indexOf('^')]).toBe(bad[(r.error.column ?? 0) - 1]);
    }
  });

  it('the batch summary, with a long highest-scoring line', () => {
    const t = new Tally();
    for (const hand of HANDS) t.add(score(hand), 'a-rather-long-file-name-for-a-day-of-hands.txt', 7);
    expectWithin(formatSummary(t, plain, width), width, 'summary');
  });

  it('waits: ready hands, 14 tiles, not ready', () => {
    for (const hand of ['[123b] 456c 78d EEE 55d +seat:S', '1112345678999c', '123b 456c 789d EE 5d 7d 1c', '123b 456c 789d 135cE', '234b 345c 567d 678d 9b +flowers:2']) {
      const r = analyseWaits(hand);
      expectWithin(formatWaitsText(r, plain, { width }), width, `waits ${hand}`);
      expectWithin(formatWaitsText(r, plain, { width, compact: true }), width, `waits ${hand} (compact)`);
    }
  });

  it('rules', () => {
    expectWithin(rulesText(undefined, width), width, 'rules');
    expectWithin(rulesText('mil', width), width, 'rules mil');
  });
});

function mcr(args: string[], columns: number, input?: string) {
  const r = spawnSync(process.execPath, ['bin/mcr.js', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined, MCR_RULES: undefined, COLUMNS: String(columns) },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe.each([80, 60])('the program at COLUMNS=%i', (width) => {
  it('a hand, --compact, a batch with its summary, and its errors', () => {
    const runs = [
      mcr([HANDS[4]], width),
      mcr(['--compact', HANDS[6]], width),
      mcr([BAD[1]], width),
      mcr(['--rules', 'nonesuch', HANDS[0]], width),
      mcr([], width, [...HANDS, ...BAD].join('\n') + '\n'),
      mcr(['waits', '1112345678999c'], width),
      mcr(['waits'], width, '1112345678999c\n123b 456c 789d 135cE\n'),
      mcr(['rules', 'mil'], width),
    ];
    for (const r of runs) {
      expect(r.stdout + r.stderr).not.toBe('');
      expectWithin(r.stdout, width, 'stdout');
      expectWithin(r.stderr, width, 'stderr');
    }
  });

  it('the help', () => {
    if (width === 80) expect(widestLine(mcr(['--help'], width).stdout)).toBeLessThanOrEqual(80);
  });
});

describe('a hand fits an 80 x 24 screen, four kongs too', () => {
  it.each(HANDS.slice(0, 10))('%s', (hand) => {
    const text = mcr([hand], 80).stdout.trimEnd();
    expect(text.split('\n').length).toBeLessThanOrEqual(24);
  });
});
