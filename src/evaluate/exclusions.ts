/**
 * The "not counted with" column of RULES.md as data: when a fan counts, the fans
 * listed for it do not, and the result keeps which fan excluded which.
 *
 * NOT_COUNTED_WITH is the base table, read like RULES.md (the default profile,
 * `green-book`); a rule profile (rules/profiles.ts) adds and removes entries, and
 * exclusionTable() makes the table one profile scores with.
 *
 * Entries marked (corpus) are not in RULES.md's column but follow from its text or
 * from the reference corpus, which is the arbiter where RULES.md is silent.
 *
 * A fan's entries apply only while the fan itself counts: fans are visited from the
 * highest (RULES.md order), so a fan another one excludes excludes nothing itself.
 * For example (`mil`) Four Concealed Pungs excludes Fully Concealed Hand, which then
 * no longer excludes Self-Drawn: RULES.md's "(scores Self-Drawn)".
 */
import { FAN_IDS, type FanId } from '../fans/table.js';
import { fanIndex } from '../fans/counter.js';
import type { View } from '../fans/view.js';
import { CHOW_FAN_IDS, chowFansPresent } from '../fans/group-chows.js';
import { PUNG_FAN_IDS, pungFansPresent } from '../fans/group-pungs.js';
import { type Tile, isTerminalOrWind, isWind } from '../tiles.js';
import type { Excludes, OwnPungs, RuleProfile } from '../rules/profiles.js';

const POTH = 'pung-of-terminals-or-honors';

/** The pungs each OwnPungs selector names: only their Pung of Terminals or Honors is excluded. */
const OWN_PUNGS: Record<OwnPungs, (v: View) => Tile[]> = {
  'wind-pungs': (v) => v.pungs.filter((p) => isWind(p.tile)).map((p) => p.tile),
  'prevalent-wind-pung': (v) => [v.prevalentTile],
  'seat-wind-pung': (v) => [v.seatTile],
  'nine-gates-pung': (v) => v.pungs.filter((p) => isTerminalOrWind(p.tile)).slice(0, 1).map((p) => p.tile),
};

export const NOT_COUNTED_WITH: Partial<Record<FanId, readonly Excludes[]>> = {
  'big-four-winds': ['big-three-winds', 'all-pungs', 'prevalent-wind', 'seat-wind', POTH, 'little-four-winds'],
  'big-three-dragons': ['dragon-pung', 'two-dragon-pungs', 'little-three-dragons'],
  'all-green': ['one-voided-suit'],
  'nine-gates': ['full-flush', 'concealed-hand', 'no-honors', 'one-voided-suit', POTH],
  // (corpus) All Pungs; Concealed Kong and Two Concealed Kongs: "Four Kongs replace the kong fans"
  'four-kongs': ['three-kongs', 'two-melded-kongs', 'melded-kong', 'single-wait', 'all-pungs', 'two-concealed-kongs', 'concealed-kong'],
  'seven-shifted-pairs': ['seven-pairs', 'full-flush', 'concealed-hand', 'single-wait', 'no-honors', 'one-voided-suit'],
  // (corpus) All Terminals and Honors
  'thirteen-orphans': ['all-types', 'concealed-hand', 'single-wait', 'all-terminals-and-honors'],
  'all-terminals': ['all-terminals-and-honors', 'all-pungs', 'outside-hand', POTH, 'no-honors'],
  'little-four-winds': ['big-three-winds', POTH],
  'little-three-dragons': ['two-dragon-pungs', 'dragon-pung'],
  'all-honors': ['all-terminals-and-honors', 'all-pungs', 'outside-hand', POTH, 'one-voided-suit'],
  'four-concealed-pungs': ['all-pungs', 'three-concealed-pungs', 'two-concealed-pungs', 'concealed-hand'],
  'pure-terminal-chows': ['seven-pairs', 'full-flush', 'all-chows', 'pure-double-chow', 'two-terminal-chows', 'no-honors'],
  'quadruple-chow': ['pure-triple-chow', 'pure-shifted-pungs', 'pure-double-chow', 'tile-hog'],
  'four-pure-shifted-pungs': ['pure-shifted-pungs', 'pure-triple-chow', 'all-pungs'],
  'four-pure-shifted-chows': ['pure-shifted-chows', 'short-straight', 'two-terminal-chows', 'pure-double-chow'],
  'three-kongs': ['two-melded-kongs', 'melded-kong', 'two-concealed-kongs', 'concealed-kong'],
  'all-terminals-and-honors': ['all-pungs', 'outside-hand', POTH],
  'seven-pairs': ['concealed-hand', 'single-wait'],
  'greater-honors-and-knitted-tiles': ['lesser-honors-and-knitted-tiles', 'all-types', 'concealed-hand'],
  'all-even-pungs': ['all-pungs', 'all-simples', 'no-honors'],
  'full-flush': ['no-honors', 'one-voided-suit'],
  'pure-triple-chow': ['pure-shifted-pungs', 'pure-double-chow'],
  'pure-shifted-pungs': ['pure-triple-chow'],
  'upper-tiles': ['upper-four', 'no-honors'],
  'middle-tiles': ['all-simples', 'no-honors'],
  'lower-tiles': ['lower-four', 'no-honors'],
  'pure-straight': ['short-straight', 'two-terminal-chows'],
  'three-suited-terminal-chows': ['all-chows', 'two-terminal-chows', 'mixed-double-chow', 'no-honors'],
  'all-fives': ['all-simples', 'no-honors'],
  'triple-pung': ['double-pung'],
  'three-concealed-pungs': ['two-concealed-pungs'],
  'lesser-honors-and-knitted-tiles': ['all-types', 'concealed-hand'],
  'upper-four': ['no-honors'],
  'lower-four': ['no-honors'],
  'big-three-winds': [{ ownPungs: 'wind-pungs' }],
  'reversible-tiles': ['one-voided-suit'],
  'mixed-triple-chow': ['mixed-double-chow'],
  'last-tile-draw': ['self-drawn'],
  'out-with-replacement-tile': ['self-drawn'],
  'robbing-the-kong': ['last-tile'],
  'two-concealed-kongs': ['concealed-kong', 'two-concealed-pungs'],
  'melded-hand': ['single-wait'],
  'two-dragon-pungs': ['dragon-pung'],
  // A profile's own fan (mil): it replaces the kong fans of one melded and one concealed kong.
  'melded-and-concealed-kong': ['two-melded-kongs', 'melded-kong', 'concealed-kong'],
  'fully-concealed-hand': ['self-drawn', 'concealed-hand'],
  'two-melded-kongs': ['melded-kong'],
  'prevalent-wind': [{ ownPungs: 'prevalent-wind-pung' }],
  'seat-wind': [{ ownPungs: 'seat-wind-pung' }],
  'all-chows': ['no-honors'],
  'all-simples': ['no-honors'],
};

/** Principle 7: the hands concealed by nature (a profile's concealedBySelfDrawn rule is about these). */
export const CONCEALED_BY_NATURE: readonly FanId[] = [
  'seven-pairs',
  'seven-shifted-pairs',
  'thirteen-orphans',
  'greater-honors-and-knitted-tiles',
  'lesser-honors-and-knitted-tiles',
  'nine-gates',
  'four-concealed-pungs',
];

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

/** Combination fans present among any sets of the arrangement, counted or not (worked out once per View). */
function presentCombinations(v: View): ReadonlySet<FanId> {
  if (v.present === null) {
    const set = chowFansPresent(v);
    for (const id of pungFansPresent(v)) set.add(id);
    v.present = set;
  }
  return v.present;
}

export interface Exclusion {
  id: FanId;
  /** id's index in FAN_IDS (and in ScoringRules.infos), for the result's names and points. */
  fan: number;
  by: FanId;
  /** How many instances of the fan `by` set aside (1 for a combination present but not counted). */
  count: number;
}

const POTH_INDEX = fanIndex(POTH);

/** One rule of the table by fan index: every rule has the same three fields (one object shape for the hot loop). */
interface Rule {
  target: number;
  /** The target is a chow or pung combination fan (listed when present even if not counted). */
  combination: boolean;
  ownPungs: ((v: View) => Tile[]) | null;
}
/** The table by fan index, for the hot path: table[fan] is null for a fan that excludes nothing. */
export type ExclusionTable = readonly (readonly Rule[] | null)[];

const COMBINATION = new Set<FanId>([...CHOW_FAN_IDS, ...PUNG_FAN_IDS]);

/** notCountedWith(profile) by fan index, for applyExclusions. */
export function exclusionTable(profile: RuleProfile): ExclusionTable {
  const table = notCountedWith(profile);
  return FAN_IDS.map((id) => {
    const rules = table[id];
    if (!rules) return null;
    return rules.map((r) =>
      typeof r === 'string'
        ? { target: fanIndex(r), combination: COMBINATION.has(r), ownPungs: null }
        : { target: POTH_INDEX, combination: false, ownPungs: OWN_PUNGS[r.ownPungs] },
    );
  });
}

/**
 * Applies the table to raw counts (indexed like FAN_IDS; changed in place), the
 * fans found (`found`: the indexes with a count, ascending) excluding in turn, and
 * returns what was excluded and by which fan. Combination fans present in the
 * arrangement but not counted (found inside a bigger one, presentCombinations) are listed
 * as excluded too.
 */
export function applyExclusions(v: View, counts: number[], found: readonly number[], table: ExclusionTable): Exclusion[] {
  const excluded: Exclusion[] = [];
  let listed: number[] | null = null; // fans already listed as excluded (a combination fan is listed once)
  let pothTiles: Tile[] | null = null; // the terminal and wind pungs not yet scored by another fan
  for (const by of found) {
    const rules = table[by];
    if (rules === null || counts[by] <= 0) continue;
    for (let r = 0; r < rules.length; r++) {
      const { target, combination, ownPungs } = rules[r];
      if (ownPungs === null) {
        if (counts[target] > 0 || (combination && !listed?.includes(target) && presentCombinations(v).has(FAN_IDS[target]))) {
          excluded.push({ id: FAN_IDS[target], fan: target, by: FAN_IDS[by], count: counts[target] > 0 ? counts[target] : 1 });
          (listed ??= []).push(target);
          counts[target] = 0;
        }
      } else if (counts[POTH_INDEX] > 0) {
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
          excluded.push({ id: POTH, fan: POTH_INDEX, by: FAN_IDS[by], count: before - pothTiles.length });
          counts[POTH_INDEX] = pothTiles.length;
        }
      }
    }
  }
  return excluded;
}
