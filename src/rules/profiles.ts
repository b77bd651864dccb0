/**
 * The rule profiles: which reading of the fans a result is scored under. The table
 * (table.ts) is data; this module reads it: the names, the default, a profile by name
 * or as an object, the sentences that list them. The engine (evaluate/) takes one
 * profile and knows none by name.
 */
import { PROFILES, type RuleProfile } from './table.js';

export { PROFILES, type RuleProfile, type Excludes, type OwnPungs } from './table.js';

export type RulesName = keyof typeof PROFILES;

/** The default profile: what scores a hand when no rules are named. */
export const DEFAULT_RULES: RulesName = 'green-book';

/** The profile names, the default first. */
export const RULES_NAMES = Object.keys(PROFILES) as RulesName[];

/** The profile of that name, or null. */
export function ruleProfile(name: string): RuleProfile | null {
  // Only a string is a name (String() of a deeply nested array would overflow the stack).
  if (typeof name !== 'string') return null;
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
export const minimumOf = (rules: string | undefined): number => ((typeof rules === 'string' && ruleProfile(rules)) || PROFILES[DEFAULT_RULES]).minimum;

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
