import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { sessionCommand } from '../../src/session/command.js';
import { formatSessionJson, formatSessionText, formatTablePoints } from '../../src/session/format.js';
import { parseSession } from '../../src/session/parse.js';
import { runSession } from '../../src/session/run.js';

const plain = new Chalk({ level: 0 });
const coloured = new Chalk({ level: 1 });
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[/;

// The example log, verbatim.
const EXAMPLE = `# comment
players Ann Bob Cy Di
1 win Bob self [123b] 456c 78d EEE 55d 9d
2 win Cy from Ann 123b456c789d EEE 5d 5d
3 draw
4 false Di 123b456c789d EEE 5d 6d
4 foul Ann change-of-mind
5 pay Bob 20 to Cy
`;

describe('the text score sheet', () => {
  const result = runSession(parseSession(EXAMPLE));
  const wide = formatSessionText(result, plain, 200);
  const text = formatSessionText(result, plain);

  it('names the players A to D', () => {
    expect(text).toContain('A Ann, B Bob, C Cy, D Di');
  });

  it('has one row per line: hand, round, player, what, points, then seat / change / running total per player', () => {
    expect(wide.split('\n').slice(3, 11)).toEqual([
      'Hand Rd Player What                                 Pts        Ann        Bob         Cy         Di',
      '─'.repeat(99),
      '   1 E  Bob    self-drawn                            11  E -19 -19  S +57  57  W -19 -19  N -19 -19',
      '   2 E  Cy     from Ann                              13  N -21 -40  E  -8  49  S +37  18  W  -8 -27',
      '   3 E  -      draw                                      W   0 -40  N   0  49  E   0  18  S   0 -27',
      '   4 E  Di     false: no winning hand, pays 20 each      S +20 -20  W +20  69  N +20  38  E -60 -87',
      '   4 E  Ann    foul change-of-mind 1st: warning          S   0 -20  W   0  69  N   0  38  E   0 -87',
      '   5 S  Bob    pays 20 to Cy (referee)                   S   0 -20  E -20  49  N +20  58  W   0 -87',
    ]);
  });

  it('fits 80 columns by default: the What column wraps under itself', () => {
    const lines = text.split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
    const at = lines.findIndex((l) => l.startsWith('   4 E  Di'));
    expect(lines[at]).toBe('   4 E  Di     false: no winning      S +20 -20  W +20  69  N +20  38  E -60 -87');
    expect(lines[at + 1]).toBe('                hand, pays 20');
    expect(lines[at + 2]).toBe('                each');
  });

  it('a width too narrow for columns: a block per log line, still no line wider', () => {
    for (const width of [20, 33, 47]) {
      const narrow = formatSessionText(result, plain, width);
      expect(Math.max(...narrow.split('\n').map((l) => l.length)), `width ${width}`).toBeLessThanOrEqual(width);
      expect(narrow.replace(/\s+/g, ' ')).toContain('5 S Bob: pays 20 to Cy (referee)');
    }
    const long = `players ${'Annabelle'.repeat(12)} Bob 中文名字中文名字中文名字中文名字 Di\n1 win Bob self [123b] 456c 78d EEE 55d 9d\n`;
    const sheet = formatSessionText(runSession(parseSession(long)), plain, 60);
    const widths = sheet.split('\n').map((l) => Array.from(l).reduce((n, ch) => n + (/[\u4e00-\u9fff]/.test(ch) ? 2 : 1), 0));
    expect(Math.max(...widths)).toBeLessThanOrEqual(60);
    expect(sheet).toContain('中文名字');
  });

  it('ends with ranks, totals and table points, and says the session stopped early', () => {
    expect(text).toContain(
      [
        'Rank  Player  Total  Table points',
        '─'.repeat(33),
        '   1  Cy         58          4.00',
        '   2  Bob        49          2.00',
        '   3  Ann       -20          1.00',
        '   4  Di        -87          0.00',
      ].join('\n'),
    );
    expect(text).toContain('The session stopped after hand 5 of 16.');
  });

  it('marks tied ranks with = and shares table points', () => {
    const tied = formatSessionText(runSession(parseSession('players Ann Bob Cy Di\n1 win Bob self [123b] 456c 78d EEE 55d 9d')), plain);
    expect(tied).toContain('  2=  Ann       -19          1.00');
    expect(formatTablePoints(7 / 3)).toBe('2.33');
    expect(formatTablePoints(1.5)).toBe('1.50');
    expect(formatTablePoints(4)).toBe('4.00');
    expect(formatTablePoints(1.75)).toBe('1.75');
  });

  it('is plain without colour and coloured with it, the colour codes taking no width', () => {
    expect(text).not.toMatch(ANSI);
    const colored = formatSessionText(result, coloured);
    expect(colored).toMatch(ANSI);
    // eslint-disable-next-line no-control-regex
    expect(colored.replace(/\u001b\[[0-9;]*m/g, '')).toBe(text);
  });

  // No time is asserted (tests never do): a quadratic sheet (cli-table3 took 19 s for
  // 10,000 lines) fails as the test's timeout.
  it('is linear in the log: 20,000 pay lines, every line within 80 columns', { timeout: 60_000 }, () => {
    const log =
      'players Ann Bob Cy Di\n' + Array.from({ length: 20_000 }, (_, i) => `${1 + Math.floor(i / 1250)} pay Ann 1 to Bob`).join('\n');
    const sheet = formatSessionText(runSession(parseSession(log)), plain);
    const lines = sheet.split('\n');
    expect(lines.filter((l) => l.includes("Ann: pays 1 to Bob (referee)"))).toHaveLength(20_000); // too wide for columns: blocks
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
  });
});

describe('the JSON object', () => {
  const json = JSON.parse(formatSessionJson(runSession(parseSession(EXAMPLE))));

  it('has the documented keys, players in order, player-keyed changes, totals and table points', () => {
    expect(Object.keys(json)).toEqual([
      'schema', 'ok', 'rules', 'players', 'lastHand', 'hands', 'totals', 'ranks', 'tablePoints', 'errors',
    ]);
    expect(json.schema).toBe('mcr-session/1');
    expect(json.players).toEqual(['Ann', 'Bob', 'Cy', 'Di']);
    expect(json.hands).toHaveLength(6);
    expect(json.hands[0].changes).toEqual({ Ann: -19, Bob: 57, Cy: -19, Di: -19 });
    expect(json.hands[0].seats).toEqual({ Ann: 'E', Bob: 'S', Cy: 'W', Di: 'N' });
    expect(json.hands[0].score.schema).toBe('mcr-score/1');
    expect(json.hands[0].score.fans.map((f: { id: string }) => f.id)).toEqual(['mixed-straight', 'prevalent-wind', 'self-drawn']);
    expect(json.totals).toEqual({ Ann: -20, Bob: 49, Cy: 58, Di: -87 });
    expect(json.tablePoints).toEqual({ Ann: 1, Bob: 2, Cy: 4, Di: 0 });
    expect(json.errors).toEqual([]);
  });

  it('every hand entry has the same keys', () => {
    const keys = [
      'line', 'hand', 'prevalent', 'seats', 'kind', 'player', 'how', 'from', 'to', 'points', 'verdict',
      'penalty', 'foul', 'amount', 'input', 'score', 'changes', 'running',
    ];
    for (const h of json.hands) expect(Object.keys(h)).toEqual(keys);
  });
});

describe('sessionCommand (what mcr session prints and returns)', () => {
  it('a clean log: the sheet on stdout, nothing on stderr, exit 0', async () => {
    const out = await sessionCommand(EXAMPLE, { json: false, color: plain, width: 120 });
    expect(out.exitCode).toBe(0);
    expect(out.stderr).toBe('');
    expect(out.stdout).toContain('pays 20 to Cy (referee)');
    expect(out.stdout.endsWith('\n')).toBe(true);
  });

  it('errors: every one on stderr with line, column and caret; the sheet still printed; exit 2', async () => {
    const log = EXAMPLE + '6 win Bob self 123x\n7 foul Zed late\n';
    const out = await sessionCommand(log, { json: false, color: plain, width: 120 });
    expect(out.exitCode).toBe(2);
    expect(out.stdout).toContain('2 errors in the log (2 lines)');
    expect(out.stdout).toContain('pays 20 to Cy (referee)');
    expect(out.stderr).toContain('line 9, column 19:\n  6 win Bob self 123x\n                    ^\nerror: unknown character');
    expect(out.stderr).toContain("line 10, column 8:\n  7 foul Zed late\n         ^\nerror: unknown player 'Zed'");
  });

  it('--json: one object on stdout, errors inside it, exit code as in text mode', async () => {
    const out = await sessionCommand('players Ann Bob Cy Di\n1 draw\n2 drow\n', { json: true, color: plain });
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toBe('');
    const json = JSON.parse(out.stdout);
    expect(json.ok).toBe(false);
    expect(json.errors).toEqual([
      {
        line: 3,
        column: 3,
        code: 'bad-keyword',
        message: "'drow' at column 3; expected win, draw, false, foul or pay",
        source: '2 drow',
      },
    ]);
  });
});

describe('docs/SESSION.md, the session score sheet', () => {
  it('its full example log reads without errors and scores as its sample sheet shows', async () => {
    const { readFileSync } = await import('node:fs');
    const section = readFileSync(new URL('../../docs/SESSION.md', import.meta.url), 'utf8');
    const log = section.slice(section.indexOf('```text\n$ cat table3.txt\n') + 25, section.indexOf('```', section.indexOf('```text\n') + 8));
    expect(log).toMatch(/^# Table 3/);
    const r = runSession(parseSession(log));
    expect(r.errors).toEqual([]);
    expect(r.totals).toEqual({ Ann: -5, Bob: 8, Cy: 16, Di: -19 });
    expect(section).toContain('   1  Cy         16          4.00');
    const sample = section.slice(section.indexOf('$ mcr session table3.txt\n') + 25, section.indexOf('```', section.indexOf('$ mcr session table3.txt')));
    expect(sample).toBe(formatSessionText(r, plain) + '\n');
  });
});
