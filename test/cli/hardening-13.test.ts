/**
 * The smaller defects of issue 38, item 13 (the page's are in test/web/): --depth ''
 * refused, seeds the generator can not honour refused, a very long number answered,
 * piped answers echoed with control characters escaped, and full-width formula
 * characters neutralised in CSV (csv-stringify's escape_formulas already does: a guard).
 */
import { describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';
import { quiz } from '../../src/quiz/generate.js';
import { checkAnswer } from '../../src/quiz/check.js';
import { spreadsheetCsv } from '../../src/tournament/spreadsheet.js';
import { emaCsv } from '../../src/tournament/api.js';

describe('issue 38, item 13', () => {
  it("--depth '' and --depth ' ' are refused, not read as 0", async () => {
    for (const d of ['', ' ']) {
      const r = await mcrIn(['advise', '--depth', d, '123b 456c 789d 135c E'], {});
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--depth .*expected 0, 1, 2 or 3/);
    }
    expect((await mcrIn(['advise', '--depth', '0', '123b 456c 789d 135c E'])).code).not.toBe(2);
  });

  it('a seed past 32 bits (or below 0) is refused: seed 1 and 2^32 + 1 would ask the same', async () => {
    for (const seed of [2 ** 32 + 1, -1]) {
      const r = quiz({ seed, count: 1 });
      expect(r.ok).toBe(false);
      const cli = await mcrIn(['quiz', '--seed', String(seed), '--count', '1', '--no-save']);
      expect(cli.code).toBe(2);
      expect(cli.stderr).toMatch(/from 0 to 4294967295/);
    }
    expect(quiz({ seed: 2 ** 32 - 1, count: 1 }).ok).toBe(true);
  });

  it('a 100,000-digit total is not it, said without Infinity', () => {
    const made = quiz({ seed: 7, count: 1, kinds: ['count'], level: 'starter' });
    if (!made.ok) throw new Error(made.error.message);
    const c = checkAnswer(made.questions[0], 0, '9'.repeat(100_000));
    expect(c.correct).toBe(false);
    expect(c.message).not.toMatch(/Infinity/);
    expect(c.message).toMatch(/\(a number of 100000 digits\) is not it/);
    // Leading zeros are no digits of the number.
    const total = made.questions[0].answer.total!;
    expect(checkAnswer(made.questions[0], 0, `000${total}`).correct).toBe(true);
  });

  it('piped answers are echoed with control characters escaped', async () => {
    const r = await mcrIn(['quiz', '--seed', '1', '--count', '1', '--no-save'], { input: '\u001b]0;owned\u0007\u001b[2J\n' });
    expect(r.stdout).not.toMatch(/\u001b/);
    expect(r.stdout).toContain('\\x1b]0;owned\\x07\\x1b[2J');
  });

  it('a field starting with a full-width = + - or @ is neutralised as the ASCII ones are', () => {
    for (const c of ['＝', '＋', '－', '＠', '=', '+']) expect(spreadsheetCsv([[`${c}SUM(A1)`]])).toBe(`'${c}SUM(A1)\n`);
    const ema = emaCsv({ rows: [{ place: 1, tied: false, lastName: '＝cmd', firstName: '＠x', ema: '', country: '', tablePoints: 4, score: 1 }] } as never);
    expect(ema).toContain("'＝cmd");
    expect(ema).toContain("'＠x");
  });
});
