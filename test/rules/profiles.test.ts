/**
 * A rule profile is data: a profile made here (a house rule) scores through the same
 * engine with no engine change, and `differences` reports it from the data alone.
 */
import { describe, expect, it } from 'vitest';
import { bestArrangement } from '../../src/evaluate/best.js';
import { scoringRules } from '../../src/evaluate/rules.js';
import { notCountedWith } from '../../src/evaluate/exclusions.js';
import { FAN_IDS } from '../../src/fans/table.js';
import { parseLine } from '../../src/notation/parse.js';
import { differences } from '../../src/rules/differences.js';
import { PROFILES, RULES_NAMES, DEFAULT_RULES, type RuleProfile } from '../../src/rules/profiles.js';

const HOUSE: RuleProfile = {
  ...PROFILES['green-book'],
  name: 'house',
  title: 'a club house rule',
  about: 'Chicken Hand is worth 10; Melded and Concealed Kong is played; Half Flush excludes One Voided Suit.',
  notPlayed: [],
  points: { 'chicken-hand': 10 },
  alsoExcludes: { 'half-flush': ['one-voided-suit'] },
};

const fansOf = (line: string, profile: RuleProfile) => {
  const p = parseLine(line);
  if (!p.ok) throw new Error(line);
  const rules = scoringRules(profile);
  const best = bestArrangement(p.hand, rules)!;
  return Object.fromEntries(best.fans.map((i, k) => [FAN_IDS[i], best.fanCounts[k] * rules.points[i]]));
};

describe('rule profiles as data', () => {
  it('green-book is the default and the first name', () => {
    expect(DEFAULT_RULES).toBe('green-book');
    expect(RULES_NAMES).toEqual(['green-book', 'mil']);
  });

  it('a new profile changes points, played fans and exclusions without touching the engine', () => {
    expect(fansOf('[123d] [345b] [666c] 55d SS 5d +seat:N +round:W', HOUSE)).toEqual({ 'chicken-hand': 10 });
    expect(fansOf('[2222b] (5555c) 789d EE 34b 5b', HOUSE)).toMatchObject({ 'melded-and-concealed-kong': 5 });
    expect(fansOf('[2222b] (5555c) 789d EE 34b 5b', PROFILES['green-book'])).toMatchObject({ 'two-melded-kongs': 4, 'concealed-kong': 2 });
    expect(notCountedWith(HOUSE)['half-flush']).toEqual(['one-voided-suit']);
    expect(notCountedWith(PROFILES['green-book'])['half-flush']).toBeUndefined();
  });

  it('differences() reads them from the data', () => {
    expect(differences(HOUSE)).toEqual([
      { rule: 'Chicken Hand', base: '8 points', value: '10 points' },
      { rule: 'Melded and Concealed Kong', base: 'not played', value: '5 points' },
      { rule: 'Half Flush with One Voided Suit', base: 'both count', value: 'One Voided Suit not counted' },
    ]);
    expect(differences(PROFILES['green-book'])).toEqual([]);
  });

  it('mil: principle 7 turns into exclusions of Fully Concealed Hand by each hand concealed by nature', () => {
    const mil = notCountedWith(PROFILES.mil);
    for (const id of ['seven-pairs', 'thirteen-orphans', 'nine-gates', 'four-concealed-pungs'] as const)
      expect(mil[id]).toContain('fully-concealed-hand');
    expect(notCountedWith(PROFILES['green-book'])['seven-pairs']).not.toContain('fully-concealed-hand');
  });
});
