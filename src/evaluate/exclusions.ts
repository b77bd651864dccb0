/**
 * The "not counted with" column of RULES.md as data: when a fan counts, the fans
 * listed for it do not, and the result keeps which fan excluded which.
 *
 * Entries marked (corpus) are not in RULES.md's column but follow from its text or
 * from the reference corpus, which is the arbiter where RULES.md is silent.
 *
 * A fan's entries apply only while the fan itself counts: fans are visited from the
 * highest (RULES.md order), so a fan another one excludes excludes nothing itself.
 * For example Four Concealed Pungs excludes Fully Concealed Hand, which then no
 * longer excludes Self-Drawn: RULES.md's "(scores Self-Drawn)".
 */
import { FAN_IDS, type FanId } from '../fans/table.js';
import { fanIndex } from '../fans/counter.js';
import type { View } from '../fans/view.js';
import { CHOW_FAN_IDS, chowFansPresent } from '../fans/group-chows.js';
import { PUNG_FAN_IDS, pungFansPresent } from '../fans/group-pungs.js';
import { type Tile, windTile, isTerminalOrWind, isWind } from '../tiles.js';

const POTH = 'pung-of-terminals-or-honors';

/** Only the Pung of Terminals or Honors of the excluding fan's own pungs. */
interface OwnPungs {
  ownPungs: (v: View) => Tile[];
}
type Excludes = FanId | OwnPungs;

const windPungs = (v: View) => v.pungs.filter((p) => isWind(p.tile)).map((p) => p.tile);
const firstTerminalPung = (v: View) => v.pungs.filter((p) => isTerminalOrWind(p.tile)).slice(0, 1).map((p) => p.tile);

export const NOT_COUNTED_WITH: Partial<Record<FanId, readonly Excludes[]>> = {
  'big-four-winds': ['big-three-winds', 'all-pungs', 'prevalent-wind', 'seat-wind', POTH, 'little-four-winds'],
  'big-three-dragons': ['dragon-pung', 'two-dragon-pungs', 'little-three-dragons'],
  'all-green': ['half-flush', 'one-voided-suit'],
  // the shape's own pung of terminals; (corpus) Fully Concealed Hand: scores Self-Drawn
  'nine-gates': ['full-flush', 'concealed-hand', 'no-honors', 'one-voided-suit', { ownPungs: firstTerminalPung }, 'fully-concealed-hand'],
  // (corpus) All Pungs; Concealed Kong and Two Concealed Kongs: "Four Kongs replace the kong fans"
  'four-kongs': ['three-kongs', 'two-melded-kongs', 'melded-kong', 'single-wait', 'all-pungs', 'two-concealed-kongs', 'concealed-kong'],
  'seven-shifted-pairs': ['seven-pairs', 'full-flush', 'concealed-hand', 'single-wait', 'no-honors', 'one-voided-suit'],
  // (corpus) All Terminals and Honors
  'thirteen-orphans': ['all-types', 'concealed-hand', 'single-wait', 'all-terminals-and-honors'],
  'all-terminals': ['all-terminals-and-honors', 'all-pungs', 'outside-hand', POTH, 'no-honors', 'double-pung'],
  'little-four-winds': ['big-three-winds', POTH],
  'little-three-dragons': ['two-dragon-pungs', 'dragon-pung'],
  'all-honors': ['all-terminals-and-honors', 'all-pungs', 'outside-hand', POTH, 'one-voided-suit'],
  'four-concealed-pungs': ['all-pungs', 'three-concealed-pungs', 'two-concealed-pungs', 'concealed-hand', 'fully-concealed-hand'],
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
  'big-three-winds': [{ ownPungs: windPungs }],
  'reversible-tiles': ['one-voided-suit'],
  'mixed-triple-chow': ['mixed-double-chow'],
  'last-tile-draw': ['self-drawn'],
  'out-with-replacement-tile': ['self-drawn'],
  'robbing-the-kong': ['last-tile'],
  'two-concealed-kongs': ['concealed-kong', 'two-concealed-pungs'],
  'melded-hand': ['single-wait'],
  'two-dragon-pungs': ['dragon-pung'],
  'fully-concealed-hand': ['self-drawn', 'concealed-hand'],
  'two-melded-kongs': ['melded-kong'],
  'prevalent-wind': [{ ownPungs: (v) => [windTile(v.hand.prevalentWind)] }],
  'seat-wind': [{ ownPungs: (v) => [windTile(v.hand.seatWind)] }],
  'all-chows': ['no-honors'],
  'all-simples': ['no-honors'],
};

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
  by: FanId;
}

const POTH_INDEX = fanIndex(POTH);

/** One rule of the table by fan index: every rule has the same three fields (one object shape for the hot loop). */
interface Rule {
  target: number;
  /** The target is a chow or pung combination fan (listed when present even if not counted). */
  combination: boolean;
  ownPungs: OwnPungs['ownPungs'] | null;
}
/** The table by fan index, for the hot path: RULES[fan] is null for a fan that excludes nothing. */
const COMBINATION = new Set<FanId>([...CHOW_FAN_IDS, ...PUNG_FAN_IDS]);
const RULES: (readonly Rule[] | null)[] = FAN_IDS.map((id) => {
  const rules = NOT_COUNTED_WITH[id];
  if (!rules) return null;
  return rules.map((r) =>
    typeof r === 'string'
      ? { target: fanIndex(r), combination: COMBINATION.has(r), ownPungs: null }
      : { target: POTH_INDEX, combination: false, ownPungs: r.ownPungs },
  );
});

/**
 * Applies the table to raw counts (indexed like FAN_IDS; changed in place), the
 * fans found (`found`: the indexes with a count, ascending) excluding in turn, and
 * returns what was excluded and by which fan. Combination fans present in the
 * arrangement but not counted (found inside a bigger one, presentCombinations) are listed
 * as excluded too.
 */
export function applyExclusions(v: View, counts: number[], found: readonly number[]): Exclusion[] {
  const excluded: Exclusion[] = [];
  let listed: number[] | null = null; // fans already listed as excluded (a combination fan is listed once)
  let pothTiles: Tile[] | null = null; // the terminal and wind pungs not yet scored by another fan
  for (const by of found) {
    const rules = RULES[by];
    if (rules === null || counts[by] <= 0) continue;
    for (let r = 0; r < rules.length; r++) {
      const { target, combination, ownPungs } = rules[r];
      if (ownPungs === null) {
        if (counts[target] > 0 || (combination && !listed?.includes(target) && presentCombinations(v).has(FAN_IDS[target]))) {
          excluded.push({ id: FAN_IDS[target], by: FAN_IDS[by] });
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
          excluded.push({ id: POTH, by: FAN_IDS[by] });
          counts[POTH_INDEX] = pothTiles.length;
        }
      }
    }
  }
  return excluded;
}
