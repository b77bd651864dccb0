/**
 * The rule profiles, as data (docs/RULES.md "Rule profiles"): each one says only where
 * it differs from the base tables (each fan's definition in fans/: its points and "not
 * counted with" list), and its own facts (its name, the minimum). Adding a profile (a
 * strict 1998 reading, a club's house rule) is adding one entry to PROFILES; profiles.ts
 * reads every name and fact from here.
 */
import type { FanId, Excludes } from '../fans/index.js';

/**
 * What a "not counted with" entry takes away: a fan, or only the Pung of Terminals
 * or Honors of the excluding fan's own pungs (fans/define.ts OwnPungs).
 */
export type { Excludes };
export type { OwnPungs } from '../fans/define.js';

export interface RuleProfile {
  /** The name given to --rules and score(line, { rules }); the result's `rules` field. */
  name: string;
  /** One line: whose rules these are. */
  title: string;
  /** Its name on a switch (the page's rules choice). */
  label: string;
  /** Which rules it follows and why (README "Rules notes", `mcr rules NAME`). */
  about: string;
  /** The fewest points a win needs, flowers not counted (8 in MCR). */
  minimum: number;
  /** Fans of the base table this profile does not play: never scored, never listed. */
  notPlayed: readonly FanId[];
  /** Points that differ from the base table. */
  points: Partial<Record<FanId, number>>;
  /** "not counted with" entries added to a fan's list in the base table. */
  alsoExcludes: Partial<Record<FanId, readonly Excludes[]>>;
  /** "not counted with" entries of the base table this profile takes out. */
  doesNotExclude: Partial<Record<FanId, readonly Excludes[]>>;
  /**
   * Principle 7: what a hand concealed by nature (Seven Pairs, Seven Shifted Pairs,
   * Thirteen Orphans, both Honors and Knitted hands, Nine Gates, Four Concealed
   * Pungs) scores when self-drawn without melded sets: Fully Concealed Hand (which
   * includes Self-Drawn), or only Self-Drawn (each such fan then excludes Fully
   * Concealed Hand).
   */
  concealedBySelfDrawn: 'fully-concealed-hand' | 'self-drawn';
}

export const PROFILES = {
  'green-book': {
    name: 'green-book',
    label: 'Green book',
    title: "World Mahjong Organization, Mahjong Competition Rules (2006, the 'Green Book')",
    about:
      'The rules as the source article and the Green Book state them, as European (EMA) tournaments play them: ' +
      'kongs 4 / 6 / 8 (one melded and one concealed kong score Two Melded Kongs and Concealed Kong), ' +
      'hands concealed by nature score Fully Concealed Hand when self-drawn, and no exclusion beyond the written ones.',
    minimum: 8,
    notPlayed: ['melded-and-concealed-kong'],
    points: {},
    alsoExcludes: {},
    doesNotExclude: {},
    concealedBySelfDrawn: 'fully-concealed-hand',
  },
  mil: {
    name: 'mil',
    label: 'MIL',
    title: 'Mahjong International League practice (the Chinese community reading)',
    about:
      'The reading of the most used Chinese calculators and online platforms: Melded and Concealed Kong (5) and ' +
      'Two Concealed Kongs 6; hands concealed by nature score Self-Drawn, not Fully Concealed Hand; All Green does not ' +
      'count Half Flush, All Terminals does not count Double Pung; Nine Gates keeps a second terminal pung made by the ' +
      'winning tile.',
    minimum: 8,
    notPlayed: [],
    points: { 'two-concealed-kongs': 6 },
    alsoExcludes: {
      'all-green': ['half-flush'],
      'all-terminals': ['double-pung'],
      'nine-gates': [{ ownPungs: 'nine-gates-pung' }],
    },
    doesNotExclude: {
      'nine-gates': ['pung-of-terminals-or-honors'],
    },
    concealedBySelfDrawn: 'self-drawn',
  },
} as const satisfies Record<string, RuleProfile>;

