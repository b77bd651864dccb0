/**
 * The rule profiles: which reading of the 81 fans a result is scored under, as data
 * (RULES.md "Rule profiles"). The engine (evaluate/) takes one profile and knows
 * none by name; a profile says only where it differs from the base tables
 * (each fan's definition in fans/: its points and "not counted with" list), which
 * read like RULES.md. Adding a profile (a strict 1998 reading, a club's house rule)
 * means adding one entry to PROFILES.
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

export type RulesName = keyof typeof PROFILES;

/** The default profile: what scores a hand when no rules are named. */
export const DEFAULT_RULES: RulesName = 'green-book';

/** The profile names, the default first. */
export const RULES_NAMES = Object.keys(PROFILES) as RulesName[];

/** The profile of that name, or null. */
export function ruleProfile(name: string): RuleProfile | null {
  return Object.prototype.hasOwnProperty.call(PROFILES, name) ? PROFILES[name as RulesName] : null;
}

/**
 * The profile `rules` names, or `rules` itself when it is a profile object (a house
 * rule the caller made, e.g. `{ ...PROFILES['green-book'], name: 'club', ... }`); the
 * default profile when undefined; null for a name that is no profile or a value that is
 * not one. Pure, never throws.
 */
export function profileOf(rules: string | RuleProfile | undefined): RuleProfile | null {
  if (rules === undefined) return PROFILES[DEFAULT_RULES];
  if (typeof rules === 'string') return ruleProfile(rules);
  return isProfile(rules) ? rules : null;
}

const names = (x: unknown): boolean => Array.isArray(x) && x.every((e) => typeof e === 'string' || (typeof e === 'object' && e !== null));
const record = (x: unknown): boolean => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Has `p` every field of a RuleProfile, of its type? */
function isProfile(p: unknown): p is RuleProfile {
  if (!record(p)) return false;
  const r = p as Record<string, unknown>;
  return (
    typeof r.name === 'string' && typeof r.title === 'string' && typeof r.label === 'string' && typeof r.about === 'string' &&
    typeof r.minimum === 'number' && Number.isFinite(r.minimum) &&
    names(r.notPlayed) && record(r.points) && record(r.alsoExcludes) && record(r.doesNotExclude) &&
    (r.concealedBySelfDrawn === 'fully-concealed-hand' || r.concealedBySelfDrawn === 'self-drawn')
  );
}

/** What `rules` was, for the message of an unknown one. */
export const rulesAsked = (rules: unknown): string =>
  typeof rules === 'string' ? rules : typeof rules === 'object' && rules !== null ? 'an object that is no rule profile' : String(rules);

/**
 * The fewest fan points a win needs under the profile a result names (its `rules`):
 * what a screen says beside a verdict. A profile object not in PROFILES scores with
 * its own minimum (the verdict and `reason` say it); its screens read the default's.
 */
export const minimumOf = (rules: string | undefined): number => ((rules !== undefined && ruleProfile(rules)) || PROFILES[DEFAULT_RULES]).minimum;

/**
 * The profile names as a choice in words, the default marked: `green-book (default)
 * or mil`; `quoted`: `"green-book" or "mil"` (as a TOML file writes them).
 */
export function rulesChoice(how: { quoted?: boolean } = {}): string {
  const names = RULES_NAMES.map((n) => (how.quoted ? JSON.stringify(n) : n === DEFAULT_RULES ? `${n} (default)` : n));
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** The sentence for a name that is no profile. */
export const unknownRulesMessage = (name: string): string =>
  `unknown rules ${JSON.stringify(name)}; the known rules are ${RULES_NAMES.map((n) => (n === DEFAULT_RULES ? `${n} (default)` : n)).join(', ')}`;
