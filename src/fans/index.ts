/**
 * Every fan, gathered from the family files (one definition per fan: special.ts,
 * chows.ts, pungs.ts, honors.ts, suits.ts, kongs.ts, waits.ts, situation.ts), and
 * what the engine derives from them: the FanId union, FAN_IDS in RULES.md's order,
 * FANS (names and points), the detectors, the tile traits of the every-tile fans and
 * the base "not counted with" table. Adding a fan means adding its definition to
 * its family; every Record<FanId, ...> kept elsewhere then asks for its entry.
 */
import type { Tile } from '../tiles.js';
import type { View } from './view.js';
import type { Detector, ExcludesOf, FamilyName, FanDef, SetTest } from './define.js';
import { SPECIAL } from './special.js';
import { CHOWS } from './chows.js';
import { PUNGS } from './pungs.js';
import { HONORS } from './honors.js';
import { TILES, SUITS, everySet } from './suits.js';
import { KONGS } from './kongs.js';
import { WAITS } from './waits.js';
import { SITUATION, SPECIAL_WINS } from './situation.js';

const ALL = {
  ...SPECIAL.fans, ...CHOWS.fans, ...PUNGS.fans, ...HONORS.fans, ...TILES.fans, ...SUITS.fans, ...KONGS.fans, ...WAITS.fans,
  ...SITUATION.fans, ...SPECIAL_WINS.fans,
};
const FAMILIES = [SPECIAL, CHOWS, PUNGS, HONORS, TILES, SUITS, KONGS, WAITS, SITUATION, SPECIAL_WINS];

export type FanId = keyof typeof ALL;
export type Excludes = ExcludesOf<FanId>;
export type FanDefinition = FanDef<FanId> & { family: FamilyName };

/** Every definition, by id: the compiler checks that each "not counted with" entry names a fan. */
export const DEFINITIONS: Readonly<Record<FanId, FanDefinition>> = ALL;

/**
 * The fans in RULES.md's order (highest points first, then by number; a profile's
 * own fan by its points): the display order, and the order in which fans exclude
 * others (evaluate/exclusions.ts).
 */
export const FAN_IDS: readonly FanId[] = (Object.keys(ALL) as FanId[]).sort(
  (a, b) => ALL[b].points - ALL[a].points || (ALL[a].no ?? 0) - (ALL[b].no ?? 0),
);

export interface FanInfo {
  /** Number in RULES.md (1..81); null for a fan only a rule profile plays. */
  no: number | null;
  name: string;
  zh: string;
  points: number;
  /** What it is, as RULES.md says it. */
  what: string;
}

/** Each fan's number, names, points (the default profile's) and what it is. */
export const FANS: Record<FanId, FanInfo> = Object.fromEntries(
  FAN_IDS.map((id) => {
    const { no, name, zh, points, what } = ALL[id];
    return [id, { no, name, zh, points, what }];
  }),
) as Record<FanId, FanInfo>;

/** The fans whose every tile passes a test, each with its bit in TILE_TRAITS and View.traits. */
const EVERY_TILE_FANS = FAN_IDS.filter((id) => DEFINITIONS[id].everyTile);
const traitBit = (id: FanId): number => 1 << EVERY_TILE_FANS.indexOf(id);

/** The every-tile fans each of the 34 tiles is fit for, as bits: the hand's traits are these and-ed over its tiles. */
export const TILE_TRAITS: readonly number[] = Array.from({ length: 34 }, (_, t: Tile) =>
  EVERY_TILE_FANS.reduce((bits, id) => (DEFINITIONS[id].everyTile!(t) ? bits | traitBit(id) : bits), 0),
);

/** Each fan's index in FAN_IDS. */
export const FAN_INDEX: ReadonlyMap<FanId, number> = new Map(FAN_IDS.map((id, i) => [id, i]));

/**
 * The every-tile fans by their bit in View.traits (bit k: TRAIT_FANS[k]): each one's
 * index in FAN_IDS and, for a fan with `everySet`, the test every set must pass too.
 * The scorer asks only the fans whose bit the hand's tiles have.
 */
export const TRAIT_FANS: readonly { fan: number; sets: SetTest | null }[] = EVERY_TILE_FANS.map((id) => ({
  fan: FAN_INDEX.get(id)!,
  sets: DEFINITIONS[id].everySet ?? null,
}));

/** An every-tile fan whose trait every tile has: 1 when its sets pass their test too (or it has none), else 0. */
export const setsPass = (v: View, sets: SetTest | null): number => (sets === null ? 1 : everySet(v, sets));

function detectorOf(id: FanId): Detector {
  const def = DEFINITIONS[id];
  if (def.everyTile) {
    const bit = traitBit(id);
    const sets = def.everySet ?? null;
    return (v) => ((v.traits & bit) !== 0 ? setsPass(v, sets) : 0);
  }
  if (def.combination) return (v) => v.combos.reduce((n, c) => (c === id ? n + 1 : n), 0);
  return def.detect!;
}

/** Each fan's detector: how many times it is present in an arrangement, before exclusions. */
export const DETECTORS: Record<FanId, Detector> = Object.fromEntries(FAN_IDS.map((id) => [id, detectorOf(id)])) as Record<FanId, Detector>;

/** The base "not counted with" table (RULES.md's column; the default profile's). */
export const NOT_COUNTED_WITH: Partial<Record<FanId, readonly Excludes[]>> = Object.fromEntries(
  FAN_IDS.filter((id) => DEFINITIONS[id].notCountedWith).map((id) => [id, DEFINITIONS[id].notCountedWith!]),
);

/**
 * Principle 7: the hands concealed by nature (a profile's concealedBySelfDrawn rule is
 * about these), in the order of the definitions (`mcr rules` lists them so).
 */
export const CONCEALED_BY_NATURE: readonly FanId[] = (Object.keys(ALL) as FanId[]).filter((id) => DEFINITIONS[id].concealedByNature);

/** The chow and pung combination fans (group-chows.ts, group-pungs.ts). */
export const COMBINATIONS: ReadonlySet<FanId> = new Set(FAN_IDS.filter((id) => DEFINITIONS[id].combination));

/**
 * The detectors by family, with the family's `when` (fans/define.ts Family): the
 * scorer asks a family's detectors only when it holds (and those of a family that does
 * not read how the tile was won once for both ways). The combination fans and the
 * every-tile fans are left out: the scorer reads the combination fans from
 * View.combos, counted together, and asks the every-tile fans by the hand's traits
 * (TRAIT_FANS).
 */
export const FAMILY_DETECTORS: readonly { when: ((v: View) => boolean) | null; howWon: boolean; fans: readonly FanId[] }[] = FAMILIES.map((f) => ({
  when: f.when,
  howWon: f.howWon,
  fans: (Object.keys(f.fans) as FanId[]).filter((id) => !COMBINATIONS.has(id) && !DEFINITIONS[id].everyTile),
})).filter((f) => f.fans.length > 0);
