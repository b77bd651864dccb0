/**
 * Where a rule profile differs from the default, as rows a referee can read out
 * (`mcr rules NAME`): made from the profiles' data, so the table can never say
 * something the scorer does not do.
 */
import { FAN_IDS, FANS, CONCEALED_BY_NATURE, NOT_COUNTED_WITH, type FanId } from '../fans/index.js';
import { DEFAULT_RULES, PROFILES, type Excludes, type RuleProfile } from './profiles.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';

/** The words of the rows: the catalog's (i18n/), English for the JSON. */
type Words = Pick<Catalog, 'rules' | 'fan'>;

export interface Difference {
  /** What the rule is about, e.g. "Two Concealed Kongs" or "All Green with Half Flush". */
  rule: string;
  /** What the default profile does. */
  base: string;
  /** What this profile does. */
  value: string;
}

const points = (p: RuleProfile, id: FanId, t: Words): string =>
  p.notPlayed.includes(id) ? t.rules.notPlayed : t.rules.points(p.points[id] ?? FANS[id].points);

/** What a profile's own entries say of fan `by` and fan `target` together. */
function together(p: RuleProfile, by: FanId, target: FanId, t: Words): string {
  const target0 = (e: Excludes) => (typeof e === 'string' ? e : 'pung-of-terminals-or-honors');
  const added = (p.alsoExcludes[by] ?? []).find((e) => target0(e) === target);
  const removed = (p.doesNotExclude[by] ?? []).find((e) => target0(e) === target);
  if (added !== undefined) return typeof added === 'string' ? t.rules.notCounted(t.fan(FANS[target])) : t.rules.ownPungs[added.ownPungs];
  if (removed !== undefined) return t.rules.bothCount;
  return '';
}

/** What a profile's concealedBySelfDrawn counts, in words: "Fully Concealed Hand (4), not Self-Drawn". */
function selfDrawnText(counts: RuleProfile['concealedBySelfDrawn'], t: Words): string {
  const not = counts === 'self-drawn' ? 'fully-concealed-hand' : 'self-drawn';
  return t.rules.selfDrawnCounts(t.fan(FANS[counts]), FANS[counts].points, t.fan(FANS[not]));
}

/**
 * The rows where `profile` differs from `base` (the default profile unless given), in
 * the words of `t` (English unless given: the JSON's rows are English).
 */
export function differences(profile: RuleProfile, base: RuleProfile = PROFILES[DEFAULT_RULES], t: Words = en): Difference[] {
  const rows: Difference[] = [];
  if (base.minimum !== profile.minimum)
    rows.push({ rule: t.rules.minimum, base: t.rules.points(base.minimum), value: t.rules.points(profile.minimum) });
  for (const id of FAN_IDS) {
    const [b, v] = [points(base, id, t), points(profile, id, t)];
    if (b !== v) rows.push({ rule: t.fan(FANS[id]), base: b, value: v });
  }
  if (base.concealedBySelfDrawn !== profile.concealedBySelfDrawn) {
    rows.push({
      rule: t.rules.selfDrawnRule(CONCEALED_BY_NATURE.map((id) => t.fan(FANS[id])).join(t.rules.fanSep)),
      base: selfDrawnText(base.concealedBySelfDrawn, t),
      value: selfDrawnText(profile.concealedBySelfDrawn, t),
    });
  }
  for (const by of FAN_IDS) {
    for (const target of FAN_IDS) {
      const [b, v] = [together(base, by, target, t), together(profile, by, target, t)];
      if (b === v) continue;
      // Not mentioned by a profile: as the base table says (RULES.md's column).
      const written = defaultTogether(by, target, t);
      const [bb, vv] = [b || written, v || written];
      if (bb !== vv) rows.push({ rule: t.rules.with(t.fan(FANS[by]), t.fan(FANS[target])), base: bb, value: vv });
    }
  }
  return rows;
}

/** What the base table (no profile changes) says of two fans together. */
function defaultTogether(by: FanId, target: FanId, t: Words): string {
  return NOT_COUNTED(by).includes(target) ? t.rules.notCounted(t.fan(FANS[target])) : t.rules.bothCount;
}

const NOT_COUNTED = (by: FanId): FanId[] =>
  (NOT_COUNTED_WITH[by] ?? []).map((e) => (typeof e === 'string' ? e : 'pung-of-terminals-or-honors'));
