/**
 * Session logs at their limits: penalties stay exact integers, and the
 * parser is linear in runs of blanks.
 */
import { describe, expect, it } from 'vitest';
import { parseSession, trimBlanksEnd } from '../../src/session/parse.js';
import { foulAmount, MAX_EXACT, runSession } from '../../src/session/run.js';

const fouls = (n: number, kind = 'x') => 'players Ann Bob Cy Di\n' + `1 foul Ann ${kind}\n`.repeat(n);

describe('foul penalties stay exact', () => {
  it('the rules give no cap (RULES.md "Fouls": 5, then 10, 20, ... doubling)', () => {
    expect([1, 2, 3, 4, 5].map(foulAmount)).toEqual([0, 5, 10, 20, 40]);
  });

  it('the line that would take a total past 2^53 - 1 is a beyond-exact error, and so is every later repeat', () => {
    const r = runSession(parseSession(fouls(1_100)));
    expect(r.ok).toBe(false);
    expect(r.hands).toHaveLength(50);
    expect(r.errors).toHaveLength(1_050);
    expect(r.errors[0]).toMatchObject({ line: 52, code: 'beyond-exact', column: null, source: '1 foul Ann x' });
    expect(r.errors[0].message).toContain("Ann's total past 9,007,199,254,740,991");
    expect(Object.values(r.totals).every((t) => Number.isSafeInteger(t))).toBe(true);
    expect(Object.values(r.totals).reduce((a, b) => a + b, 0)).toBe(0);
    expect(r.hands.every((h) => Number.isSafeInteger(h.penalty) && Math.abs(h.running.Ann) <= MAX_EXACT)).toBe(true);
    // The rejected foul is not counted: the next line is the same (51st) foul again.
    expect(r.errors[1].line).toBe(53);
    expect(JSON.stringify(r)).not.toMatch(/Infinity|null,"running"/);
  });

  it('a penalty that is itself past the exact range is an error naming the foul', () => {
    // The four players taking turns keep the totals near 0, so the count reaches 52.
    const log = 'players Ann Bob Cy Di\n' + '1 foul Ann y\n1 foul Bob y\n1 foul Cy y\n1 foul Di y\n'.repeat(60);
    const r = runSession(parseSession(log));
    expect(r.hands).toHaveLength(4 * 51);
    expect(r.errors[0]).toMatchObject({ line: 2 + 4 * 51, code: 'beyond-exact' });
    expect(r.errors[0].message).toMatch(/^Ann's 52nd y foul would cost 5 × 2\^50 points each, beyond what is counted exactly/);
    expect(r.errors.every((e) => e.code === 'beyond-exact')).toBe(true);
    expect(Object.values(r.totals)).toEqual([0, 0, 0, 0]);
  });
});

describe('the parser is linear in runs of blanks', () => {
  it('trimBlanksEnd drops trailing spaces and tabs only', () => {
    expect(trimBlanksEnd('1 draw \t ')).toBe('1 draw');
    expect(trimBlanksEnd('  a  b')).toBe('  a  b');
    expect(trimBlanksEnd(' \t')).toBe('');
    expect(trimBlanksEnd('x\u00a0')).toBe('x\u00a0');
  });

  // No time is asserted (tests never do): the quadratic reading this guards against
  // took minutes, so it fails as the test's timeout.
  it('a line with 1,000,000 blanks inside is read (it once took minutes)', { timeout: 60_000 }, () => {
    const log = parseSession('players A B C D\n1' + ' '.repeat(1_000_000) + 'draw   \n2 pay A 5' + '\t'.repeat(100_000) + 'to B');
    expect(log.errors).toEqual([]);
    expect(log.events.map((e) => e.kind)).toEqual(['draw', 'pay']);
  });

  it('columns still count code points across blanks and astral characters', () => {
    const log = parseSession('players A B C D\n1 foul 🀄' + ' '.repeat(3) + 'x');
    expect(log.errors[0]).toMatchObject({ code: 'unknown-player', column: 8 });
  });
});
