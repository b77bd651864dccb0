/**
 * The "not counted with" column of RULES.md as data: when a fan counts, the fans
 * listed for it do not, and the result keeps which fan excluded which.
 *
 * The base table is each fan's `notCountedWith` (fans/, gathered as NOT_COUNTED_WITH
 * in fans/index.ts), read like RULES.md (the default profile, `green-book`); a rule
 * profile (rules/profiles.ts) adds and removes entries, and exclusionTable() makes
 * the table one profile scores with.
 *
 * A fan's entries apply only while the fan itself counts: fans are visited from the
 * highest (RULES.md order), so a fan another one excludes excludes nothing itself.
 * For example (`mil`) Four Concealed Pungs excludes Fully Concealed Hand, which then
 * no longer excludes Self-Drawn: RULES.md's "(scores Self-Drawn)".
 */
import { FAN_IDS, NOT_COUNTED_WITH, CONCEALED_BY_NATURE, COMBINATIONS, type FanId, type Excludes } from '../fans/index.js';
import type { OwnPungs } from '../fans/define.js';
import type { View } from '../fans/view.js';
import { chowFansPresent } from '../fans/group-chows.js';
import { pungFansPresent } from '../fans/group-pungs.js';
import { type Tile, isTerminalOrWind, isWind } from '../tiles.js';
import type { RuleProfile } from '../rules/profiles.js';

const POTH = 'pung-of-terminals-or-honors';

/** The pungs each OwnPungs selector names: only their Pung of Terminals or Honors is excluded. */
const OWN_PUNGS: Record<OwnPungs, (v: View) => Tile[]> = {
  'wind-pungs': (v) => v.pungs.filter((p) => isWind(p.tile)).map((p) => p.tile),
  'prevalent-wind-pung': (v) => [v.prevalentTile],
  'seat-wind-pung': (v) => [v.seatTile],
  'nine-gates-pung': (v) => v.pungs.filter((p) => isTerminalOrWind(p.tile)).slice(0, 1).map((p) => p.tile),
};

const sameEntry = (a: Excludes, b: Excludes): boolean =>
  typeof a === 'string' || typeof b === 'string' ? a === b : a.ownPungs === b.ownPungs;

/** The "not counted with" table one profile scores with: the base table and the profile's changes. */
export function notCountedWith(profile: RuleProfile): Partial<Record<FanId, readonly Excludes[]>> {
  const table: Partial<Record<FanId, Excludes[]>> = {};
  for (const id of FAN_IDS) {
    const base = NOT_COUNTED_WITH[id] ?? [];
    const removed = profile.doesNotExclude[id] ?? [];
    const added: Excludes[] = [...(profile.alsoExcludes[id] ?? [])];
    if (profile.concealedBySelfDrawn === 'self-drawn' && CONCEALED_BY_NATURE.includes(id)) added.push('fully-concealed-hand');
    const list = base.filter((e) => !removed.some((r) => sameEntry(e, r)));
    for (const e of added) if (!list.some((x) => sameEntry(x, e))) list.push(e);
    if (list.length > 0) table[id] = list;
  }
  return table;
}

/** Combination fans present among any sets of the arrangement, counted or not. */
function presentCombinations(v: View): ReadonlySet<string> {
  const set = chowFansPresent(v);
  for (const id of pungFansPresent(v)) set.add(id);
  return set;
}

export interface Exclusion {
  id: FanId;
  /** id's index in FAN_IDS (and in ScoringRules.infos), for the result's names and points. */
  fan: number;
  by: FanId;
  /** How many instances of the fan `by` set aside (1 for a combination present but not counted). */
  count: number;
}

const POTH_INDEX = FAN_IDS.indexOf(POTH);

/** One rule of the table by fan index: every rule has the same three fields (one object shape for the hot loop). */
interface Rule {
  target: number;
  /** The target is a chow or pung combination fan (listed when present even if not counted). */
  combination: boolean;
  ownPungs: ((v: View) => Tile[]) | null;
}
/** The table by fan index, for the hot path: table[fan] is null for a fan that excludes nothing. */
export type ExclusionTable = readonly (readonly Rule[] | null)[];

/** notCountedWith(profile) by fan index, for applyExclusions. */
export function exclusionTable(profile: RuleProfile): ExclusionTable {
  const table = notCountedWith(profile);
  return FAN_IDS.map((id) => {
    const rules = table[id];
    if (!rules) return null;
    return rules.map((r) =>
      typeof r === 'string'
        ? { target: FAN_IDS.indexOf(r), combination: COMBINATIONS.has(r), ownPungs: null }
        : { target: POTH_INDEX, combination: false, ownPungs: OWN_PUNGS[r.ownPungs] },
    );
  });
}

/** What the exclusions took away, and the pungs they left to Pung of Terminals or Honors. */
export interface Excluded {
  excluded: Exclusion[];
  /**
   * The terminal and wind pungs still counted as Pung of Terminals or Honors, when an
   * `ownPungs` entry took some away; null when none did (every such pung counts, or
   * a whole-fan entry took the fan away).
   */
  pothLeft: Tile[] | null;
}

/**
 * Applies the table to the fans found (`found`: their indexes, ascending; `counts`:
 * how many times each, lowered in place), each fan still counted excluding in turn,
 * and returns what was excluded and by which fan. Combination fans present in the
 * arrangement but not counted (found inside a bigger one, presentCombinations) are
 * listed as excluded too. `lean` (the points path, chances/points.ts): the counts
 * only, nothing listed (those combination fans were not counted: the counts are the
 * same).
 */
export function applyExclusions(v: View, found: readonly number[], counts: number[], table: ExclusionTable, lean = false): Excluded {
  const excluded: Exclusion[] = [];
  let listed: number[] | null = null; // fans already listed as excluded (a combination fan is listed once)
  let pothTiles: Tile[] | null = null; // the terminal and wind pungs not yet scored by another fan
  let present: ReadonlySet<string> | null = null; // worked out when first needed
  for (let b = 0; b < found.length; b++) {
    const by = found[b];
    const rules = table[by];
    if (rules === null || counts[b] <= 0) continue;
    for (let r = 0; r < rules.length; r++) {
      const { target, combination, ownPungs } = rules[r];
      if (ownPungs === null) {
        const at = found.indexOf(target);
        const n = at < 0 ? 0 : counts[at];
        if (lean) {
          if (n > 0) counts[at] = 0;
        } else if (n > 0 || (combination && !listed?.includes(target) && (present ??= presentCombinations(v)).has(FAN_IDS[target]))) {
          excluded.push({ id: FAN_IDS[target], fan: target, by: FAN_IDS[by], count: n > 0 ? n : 1 });
          (listed ??= []).push(target);
          if (at >= 0) counts[at] = 0;
        }
      } else {
        const at = found.indexOf(POTH_INDEX);
        if (at < 0 || counts[at] <= 0) continue;
        if (pothTiles === null) {
          pothTiles = [];
          for (const p of v.pungs) if (isTerminalOrWind(p.tile)) pothTiles.push(p.tile);
        }
        const before = pothTiles.length;
        for (const t of ownPungs(v)) {
          const k = pothTiles.indexOf(t);
          if (k >= 0) pothTiles.splice(k, 1);
        }
        if (pothTiles.length < before) {
          if (!lean) excluded.push({ id: POTH, fan: POTH_INDEX, by: FAN_IDS[by], count: before - pothTiles.length });
          counts[at] = pothTiles.length;
        }
      }
    }
  }
  return { excluded, pothLeft: pothTiles };
}
