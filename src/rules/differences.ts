/**
 * Where a rule profile differs from the default, as rows a referee can read out
 * (`mcr rules NAME`): made from the profiles' data, so the table can never say
 * something the scorer does not do.
 */
import { FAN_IDS, FANS, CONCEALED_BY_NATURE, NOT_COUNTED_WITH, type FanId } from '../fans/index.js';
import { DEFAULT_RULES, PROFILES, type Excludes, type OwnPungs, type RuleProfile } from './profiles.js';

export interface Difference {
  /** What the rule is about, e.g. "Two Concealed Kongs" or "All Green with Half Flush". */
  rule: string;
  /** What the default profile does. */
  base: string;
  /** What this profile does. */
  value: string;
}

const OWN_PUNGS_TEXT: Record<OwnPungs, string> = {
  'wind-pungs': 'not counted for its wind pungs',
  'prevalent-wind-pung': 'not counted for the prevalent wind pung',
  'seat-wind-pung': 'not counted for the seat wind pung',
  'nine-gates-pung': "not counted for the shape's own pung; a second one, made by the winning tile, counts",
};

const points = (p: RuleProfile, id: FanId): string =>
  p.notPlayed.includes(id) ? 'not played' : `${p.points[id] ?? FANS[id].points} points`;

/** What a profile's own entries say of fan `by` and fan `target` together. */
function together(p: RuleProfile, by: FanId, target: FanId): string {
  const target0 = (e: Excludes) => (typeof e === 'string' ? e : 'pung-of-terminals-or-honors');
  const added = (p.alsoExcludes[by] ?? []).find((e) => target0(e) === target);
  const removed = (p.doesNotExclude[by] ?? []).find((e) => target0(e) === target);
  if (added !== undefined) return typeof added === 'string' ? `${FANS[target].name} not counted` : OWN_PUNGS_TEXT[added.ownPungs];
  if (removed !== undefined) return 'both count';
  return '';
}

const SELF_DRAWN_TEXT = {
  'fully-concealed-hand': `Fully Concealed Hand (${FANS['fully-concealed-hand'].points}), not Self-Drawn`,
  'self-drawn': `Self-Drawn (${FANS['self-drawn'].points}), not Fully Concealed Hand`,
} as const;

/** The rows where `profile` differs from `base` (the default profile unless given). */
export function differences(profile: RuleProfile, base: RuleProfile = PROFILES[DEFAULT_RULES]): Difference[] {
  const rows: Difference[] = [];
  if (base.minimum !== profile.minimum)
    rows.push({ rule: 'the minimum (fan points, flowers not counted)', base: `${base.minimum} points`, value: `${profile.minimum} points` });
  for (const id of FAN_IDS) {
    const [b, v] = [points(base, id), points(profile, id)];
    if (b !== v) rows.push({ rule: FANS[id].name, base: b, value: v });
  }
  if (base.concealedBySelfDrawn !== profile.concealedBySelfDrawn) {
    rows.push({
      rule: `self-drawn without melds: ${CONCEALED_BY_NATURE.map((id) => FANS[id].name).join(', ')}`,
      base: SELF_DRAWN_TEXT[base.concealedBySelfDrawn],
      value: SELF_DRAWN_TEXT[profile.concealedBySelfDrawn],
    });
  }
  for (const by of FAN_IDS) {
    for (const target of FAN_IDS) {
      const [b, v] = [together(base, by, target), together(profile, by, target)];
      if (b === v) continue;
      // Not mentioned by a profile: as the base table says (RULES.md's column).
      const written = defaultTogether(by, target);
      const [bb, vv] = [b || written, v || written];
      if (bb !== vv) rows.push({ rule: `${FANS[by].name} with ${FANS[target].name}`, base: bb, value: vv });
    }
  }
  return rows;
}

/** What the base table (no profile changes) says of two fans together. */
function defaultTogether(by: FanId, target: FanId): string {
  return NOT_COUNTED(by).includes(target) ? `${FANS[target].name} not counted` : 'both count';
}

const NOT_COUNTED = (by: FanId): FanId[] =>
  (NOT_COUNTED_WITH[by] ?? []).map((e) => (typeof e === 'string' ? e : 'pung-of-terminals-or-honors'));
