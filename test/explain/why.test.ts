/**
 * mcr why: one hand per explanation case, each answer worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { why, whyContext, whyFan, type WhyOk } from '../../src/explain/why.js';

const ok = (line: string, fan: string, rules?: string): WhyOk => {
  const r = why(line, fan, rules ? { rules } : undefined);
  if (!r.ok) throw new Error(`why failed: ${r.error.message}`);
  return r;
};

const MIXED = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';

describe('why: one case each', () => {
  it('counted: Mixed Straight with the three chows that make it', () => {
    const r = ok(MIXED, 'mixed straight');
    expect(r.case).toBe('counted');
    expect(r.count).toBe(1);
    expect(r.uses).toEqual([{ sets: [0, 1, 2], tiles: [] }]);
    expect(r.text).toBe('Mixed Straight counts 8 points: [123b] 456c 789d.');
  });

  it('counted, a fan of the whole hand: what makes it, from its definition (not "the whole hand")', () => {
    const line = '123b 456b 789d 234d 5b 5b +from:W';
    expect(ok(line, 'all chows').text).toBe('All Chows counts 2 points: four chows and a suited pair.');
    expect(ok(line, 'one voided suit').text).toBe('One Voided Suit counts 1 point: exactly one of the three suits missing.');
  });

  it('excluded: the EEE pung of terminals or honors, by Prevalent Wind, with the rule', () => {
    const r = ok(MIXED, 'pung of terminals');
    expect(r.case).toBe('excluded');
    expect(r.excludedBy).toEqual([{ by: 'prevalent-wind', count: 1 }]);
    expect(r.rule?.fan).toBe('prevalent-wind');
    expect(r.text).toContain('Prevalent Wind counts (EEE)');
  });

  it('excluded follows the profile: Half Flush with All Green counts under green-book, not under mil', () => {
    const hand = '223344b 666b GGG 88b';
    expect(ok(hand, 'half flush').case).toBe('counted');
    const mil = ok(hand, 'half flush', 'mil');
    expect(mil.case).toBe('excluded');
    expect(mil.rule).toEqual({ fan: 'all-green', notCountedWith: ['One Voided Suit', 'Half Flush'] });
  });

  it('other-arrangement: Pure Triple Chow reads 123b x3 (29) against the shifted pungs (45)', () => {
    const r = ok('111222333b 456c 99d', 'pure triple chow');
    expect(r.case).toBe('other-arrangement');
    expect(r.other?.total).toBe(29);
    expect(r.chosen?.total).toBe(45);
    expect(r.other?.arrangement.map((s) => s.tiles.join(''))).toEqual(['1b2b3b', '1b2b3b', '1b2b3b', '4c5c6c', '9d9d']);
    expect(r.chosen?.fans.map((f) => f.id)).toContain('pure-shifted-pungs');
  });

  it('wait-not-unique: the single wait on 2b, when 3b would also complete 1112b', () => {
    const r = ok('123c 456c 789c 111b 2b 2b', 'single');
    expect(r.case).toBe('wait-not-unique');
    expect(r.completes).toEqual(['3b']);
    expect(r.text).toContain('but 3b would also complete it');
  });

  it('not-present, one wait fan only: 5c could be a single wait, but Closed Wait (5c in 456c) counts instead', () => {
    const line = '123b 456c 789d 234d 5c 5c +from:W';
    const r = ok(line, 'single');
    expect(r.case).toBe('not-present');
    expect(r.text).toBe(
      'Single Wait is not counted: the wait could be read as a single wait (5c completing the pair 55c), ' +
        'but Closed Wait (5c in 456c) was counted instead, since at most one wait fan counts.',
    );
    expect(ok(line, 'closed').case).toBe('counted');
  });

  it('needs-option: Self-Drawn needs +win:wall; Last Tile can not hold with another 2b standing', () => {
    const self = ok('123c 456c 789c 111b 2b 2b', 'self-drawn');
    expect(self).toMatchObject({ case: 'needs-option', option: '+win:wall', possible: true });
    const last = ok('123c 456c 789c 111b 2b 2b', 'last tile');
    expect(last).toMatchObject({ case: 'needs-option', option: '+last', possible: false });
  });

  it('needs-option: the kong wins, as their definitions say (a kong to replace; a tile held nowhere else to rob)', () => {
    const noKong = ok('123c 456c 789c 111b 2b 2b', 'out with replacement');
    expect(noKong).toMatchObject({ case: 'needs-option', option: '+kong +win:wall', possible: false });
    expect(noKong.text).toBe(
      "Out with Replacement Tile needs +kong +win:wall (won on a kong's replacement tile); this hand can not have it: it has no kong.",
    );
    const rob = ok('123c 456c 789c 111b 2b 2b', 'robbing');
    expect(rob).toMatchObject({ case: 'needs-option', option: '+kong', possible: false });
    expect(ok('123c 456c 789c 55b 2b 3b 4b', 'robbing')).toMatchObject({ case: 'needs-option', option: '+kong', possible: true });
    expect(ok('(1111b) 456c 789c 123d 5d 5d', 'out with replacement')).toMatchObject({ option: '+kong +win:wall', possible: true });
  });

  it('needs-option: Seat Wind with an East pung would count with +seat:E', () => {
    expect(ok(MIXED, 'seat wind')).toMatchObject({ case: 'needs-option', option: '+seat:E', possible: true });
  });

  it('not-present: Mixed Straight, naming the chow its nearest way lacks', () => {
    expect(ok('123b 456c 123d 999d 5d 5d', 'mixed straight').text).toBe(
      'Mixed Straight needs 123, 456 and 789, each in a different suit; this hand has the chows 123b, 456c and 123d: 789d would make it.',
    );
  });

  it('not-present: Pure Straight, with 789c missing from 123c 456c 789d', () => {
    const r = ok('123c 456c 789d 111b 2b2b', 'pure straight');
    expect(r.case).toBe('not-present');
    expect(r.text).toBe(
      'Pure Straight needs 123 456 789 of one suit; this hand has the chows 123c, 456c and 789d: 789c would make it.',
    );
  });

  it('not-present: Full Flush names the suits the hand has', () => {
    expect(ok('123c 456c 789c 111b 2b 2b', 'full flush').text).toContain('bamboo (5) and characters (9)');
  });

  it('not-played: Melded and Concealed Kong under green-book; counted under mil', () => {
    const hand = '[5555b] (7777c) 123d 456d 9d 9d';
    expect(ok(hand, 'melded and concealed kong').case).toBe('not-played');
    const mil = ok(hand, 'melded and concealed kong', 'mil');
    expect(mil.case).toBe('counted');
    expect(mil.uses).toEqual([{ sets: [0, 1], tiles: [] }]);
    expect(ok(hand, 'two melded kongs').case).toBe('counted');
  });

  it('not-winning: a hand of 15 tiles', () => {
    expect(ok('1233334b 456c 789c 9b 9b', 'tile hog').case).toBe('not-winning');
  });

  it('unknown and ambiguous fans: the candidates', () => {
    const a = why(MIXED, 'pure');
    expect(a.ok).toBe(false);
    if (!a.ok) {
      expect(a.error.code).toBe('ambiguous-fan');
      expect(a.candidates).toContain('pure-straight');
    }
    const u = why(MIXED, 'triple chow');
    expect(u.ok).toBe(false);
    if (!u.ok) {
      expect(u.error.code).toBe('unknown-fan');
      expect(u.candidates[0]).toBe('pure-triple-chow');
    }
    // a 60,000-character slip is quoted in its first 48 characters
    const long = why(MIXED, 'z'.repeat(60_000));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.error.message).toBe(`no fan is called "${'z'.repeat(48)}…" (mcr fans lists them)`);
  });

  it('a context answers for every fan, and a reading error for each', () => {
    const ctx = whyContext('123x');
    expect(whyFan(ctx, 'tile-hog').ok).toBe(false);
  });
});

describe('why on the golden bad inputs', () => {
  it('a reading error where score() has one (same code), else not-winning for every fan asked', async () => {
    const { golden } = await import('../helpers/golden.js');
    const { score } = await import('../../src/score.js');
    const { explain } = await import('../../src/explain/explain.js');
    for (const c of golden('bad-input.jsonl')) {
      const s = score(c.hand);
      const w = why(c.hand, 'single wait');
      const e = explain(c.hand, { arrangements: true });
      if (!s.ok) {
        expect(w.ok ? null : w.error.code).toBe(s.error.code);
        expect(e.ok ? null : e.error.code).toBe(s.error.code);
      } else if (s.verdict === 'not-a-winning-hand') {
        expect(w.ok && w.case).toBe('not-winning');
        expect(e.ok && e.arrangements).toEqual([]);
      }
    }
  });
});
