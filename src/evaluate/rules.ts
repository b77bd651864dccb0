/**
 * A rule profile (rules/profiles.ts) made ready for scoring: the points of every fan,
 * which fans it plays, and its "not counted with" table by fan index. Made once per
 * profile and kept.
 */
import { FAN_IDS, FANS, type FanId, type FanInfo, type Excludes } from '../fans/index.js';
import type { RuleProfile } from '../rules/profiles.js';
import { exclusionTable, notCountedWith, type ExclusionTable } from './exclusions.js';

export interface ScoringRules {
  profile: RuleProfile;
  /** Points of each fan, indexed like FAN_IDS. */
  points: readonly number[];
  /** Whether the profile plays each fan, indexed like FAN_IDS. */
  played: readonly boolean[];
  /** Each fan's names and this profile's points, indexed like FAN_IDS. */
  infos: readonly FanInfo[];
  /** Its "not counted with" table: the base table and the profile's changes. */
  notCountedWith: Partial<Record<FanId, readonly Excludes[]>>;
  /** The same by fan index, for the scorer. */
  exclusions: ExclusionTable;
}

const MADE = new WeakMap<RuleProfile, ScoringRules>();

export function scoringRules(profile: RuleProfile): ScoringRules {
  let rules = MADE.get(profile);
  if (!rules) {
    const infos = FAN_IDS.map((id) => {
      const points = profile.points[id];
      return points === undefined ? FANS[id] : { ...FANS[id], points };
    });
    rules = {
      profile,
      points: infos.map((f) => f.points),
      played: FAN_IDS.map((id) => !profile.notPlayed.includes(id)),
      infos,
      notCountedWith: notCountedWith(profile),
      exclusions: exclusionTable(profile),
    };
    MADE.set(profile, rules);
  }
  return rules;
}
