/**
 * What a fan's definition holds (one per fan, in the family files beside this one:
 * special.ts, chows.ts, pungs.ts, honors.ts, suits.ts (the every-tile and the suit
 * families), kongs.ts, waits.ts, situation.ts). fans/index.ts gathers them and
 * derives FAN_IDS, FANS, the detectors and the "not counted with" table.
 */
import type { Tile } from '../tiles.js';
import type { Hand } from '../hand/types.js';
import type { TileSet } from '../decompose/sets.js';
import type { View } from './view.js';
import type { UseRule } from './uses.js';

/** How many times a fan is present in an arrangement, before any exclusion. */
export type Detector = (v: View) => number;

/** A set of a regular arrangement (or its pair), for the "every set" fans. */
export type SetTest = (kind: string, tile: Tile) => boolean;

/**
 * Pungs whose Pung of Terminals or Honors a fan takes away (only those: the fan
 * "is not counted with" the Pung of Terminals or Honors of its own pungs).
 */
export type OwnPungs =
  | 'wind-pungs' // Big Three Winds: its three wind pungs
  | 'prevalent-wind-pung' // Prevalent Wind: the pung of the round's wind
  | 'seat-wind-pung' // Seat Wind: the pung of the winner's seat wind
  | 'nine-gates-pung'; // Nine Gates: the shape's own terminal pung (the first), not one the winning tile makes

/** An entry of a "not counted with" list: a fan, or the Pung of Terminals or Honors of the fan's own pungs. */
export type ExcludesOf<Id extends string> = Id | { ownPungs: OwnPungs };

export type FamilyName = 'special' | 'chows' | 'pungs' | 'honors' | 'tiles' | 'suits' | 'kongs' | 'waits' | 'situation' | 'special-wins';

export interface FanDef<Id extends string = string> {
  /** Number in RULES.md (1..81); null for a fan only a rule profile plays. */
  no: number | null;
  name: string;
  zh: string;
  /** Points in the base table (RULES.md); rules/profiles.ts says where a profile differs. */
  points: number;
  /** What it is, as RULES.md says it. */
  what: string;
  /** What it needs, where `what` does not read after "<name> needs" (explanations). */
  needs?: string;
  /** Its check. A fan with `everyTile` has none: index.ts makes it from the tile test. */
  detect?: Detector;
  /** Every tile of the hand passes this test (All Green, All Simples, Upper Tiles ...; for a fan with `everySet`, the tiles it can hold at all). */
  everyTile?: (t: Tile) => boolean;
  /** Every set and the pair of a regular arrangement passes this test (Outside Hand ...): checked when `everyTile` holds. */
  everySet?: SetTest;
  /**
   * For a fan made of given chows (the straights): each way to make it, as the first
   * tiles of its chows, and what it needs said that way (`why` names the chows the
   * nearest way lacks).
   */
  ways?: { chows: readonly (readonly Tile[])[]; needs: string };
  /** A fan about the sets of a regular arrangement (All Pungs, All Chows): a special shape has none, `why` says so. */
  ofSets?: true;
  /** A combination of chows or of pungs, counted by group-chows.ts or group-pungs.ts. */
  combination?: 'chows' | 'pungs';
  /** RULES.md's "not counted with" column (the base table; profiles add and remove entries). */
  notCountedWith?: readonly ExcludesOf<Id>[];
  /** A hand concealed by nature (principle 7; a profile's concealedBySelfDrawn rule). */
  concealedByNature?: true;
  /** Which sets of the arrangement, and which tiles, each counted instance uses (explanations). */
  uses: UseRule;
  /**
   * A fan the line's options give: the options it needs that the line lacks, for `why`
   * (null: not a matter of options here). `c.views` holds every arrangement of the
   * tiles (the first the one scored).
   */
  option?: (h: Hand, v: View, c: Words & { views: readonly View[] }) => OptionNeed | null;
  /**
   * A fan the line's options give whatever the tiles (Flower Tiles): `why` answers
   * from the hand's options before it looks at the tiles, the count it has (with what
   * follows "<name> counts N points") or the option it needs (h null: no hand read).
   */
  fromOptions?: (h: Hand | null, c: Words & { minimum: number }) => { count: number; says: string } | OptionNeed;
  /** What `why` says after "<name> counts N points:" where the sets it uses do not say it (Chicken Hand). */
  counted?: string;
  /**
   * Why it is not present, in words, where the generic reasons (its sets, its tiles,
   * its ways) do not say it: what follows "<name> needs <needs>" in `why`'s
   * not-present answer (null: the generic one).
   */
  miss?: (c: MissContext) => string | null;
  /** A wait fan: does the winning tile make this wait in this concealed set (`why`'s wait-not-unique)? */
  makesWait?: (s: TileSet, win: Tile) => boolean;
}

/** Ways to write things in words, which explain/why.ts hands to a definition's hooks. */
export interface Words {
  /** "a, b and c" (`and`: the last joining word). */
  list(items: readonly string[], and?: string): string;
  /** A fan's name by its id. */
  nameOf(id: string): string;
}

/**
 * The sentences of `why`'s nearest miss, in a language (the catalogs' `why.miss`:
 * i18n/en.ts and the others). Each takes what the hand has, already written (sets
 * as `123b`, tiles as codes, fan names in the language), and writes the sentence;
 * `needs` is the start, "<name> needs <what>", that `needs` below made.
 */
export interface MissSay {
  /** "<name> needs <what>": the fan's id, its name, what it needs in English (the definition's). */
  needs(id: string, name: string, english: string): string;
  /** A special shape, by its English name (Seven Pairs ...), has no sets. */
  shape(needs: string, shape: string): string;
  /** Present among the hand's chows or pungs, but the counted combination fans use them. */
  usedByCombos(name: string, combination: 'chows' | 'pungs', combos: readonly string[]): string;
  /** A fan of given chows (the straights): the hand's chows and those the nearest way lacks (none when it is far). */
  ways(needs: string, chows: readonly string[], lacks: readonly string[]): string;
  chowCombo(needs: string, chows: readonly string[]): string;
  pungCombo(needs: string, pungs: readonly string[]): string;
  /** The sets or the pair an every-set fan's test fails. */
  everySet(needs: string, bad: readonly string[]): string;
  /** The tiles an every-tile fan's test fails. */
  everyTile(needs: string, tiles: string): string;
  none(needs: string): string;
  /** The winds or dragons held (tiles written), and the pungs. */
  holds(needs: string, kind: 'winds' | 'dragons', held: readonly string[], pungs: readonly string[]): string;
  noWindPung(needs: string, held: readonly string[]): string;
  kongs(needs: string, kongs: readonly string[]): string;
  /** The concealed pungs; `onDiscard`: the tile whose discard made a pung melded (null: none). */
  concealedPungs(needs: string, concealed: readonly string[], onDiscard: string | null): string;
  meldedHand(needs: string, melded: number, selfDrawn: boolean): string;
  hasMelded(needs: string, melded: readonly string[]): string;
  /** How many tiles of each kind: bamboo, characters, dots, winds, dragons. */
  kinds(needs: string, counts: readonly number[]): string;
  missingKinds(needs: string, counts: readonly number[]): string;
  tileHog(needs: string): string;
  honorsHeld(needs: string, held: readonly string[]): string;
  /** All Chows: the chows, and the honour pair (null: a suited one). */
  allChows(needs: string, chows: number, honorPair: string | null): string;
  allPungs(needs: string, pungs: number, chows: readonly string[]): string;
  chicken(name: string, counted: readonly string[]): string;
  /** A wait fan: where the winning tile is, and the other tiles that complete the hand. */
  waitIn(needs: string, win: string, holding: readonly string[], more: readonly string[]): string;
  /** A wait fan read as another: the fan, the wait it could be, its sets; the wait read, its sets, and whether it was counted. */
  waitReadAs(name: string, fan: string, win: string, sets: readonly string[], read: string, as: readonly string[], counted: boolean): string;
}

/** What a definition's `miss` reads: the arrangement scored, written (explain/why.ts makes it). */
export interface MissContext extends Words {
  /** The sentences, in the language asked. */
  say: MissSay;
  v: View;
  /** The fan's name under the profile. */
  name: string;
  /** "<name> needs <needs or what>". */
  needs: string;
  /** A regular arrangement (or a knitted straight with its sets). */
  regular: boolean;
  /** The ids of the fans counted in the arrangement scored. */
  counted: readonly string[];
  /** The sets of the arrangement (v.sets, by kind and index) passing `ok`, each written (`123b`, `[555c]`). */
  sets(ok: (kind: string, k: number) => boolean): string[];
  /** The tiles other than the winning one that would complete the hand (worked out when asked). */
  others(): readonly Tile[];
}

/** The options a fan needs that a line does not give. */
export interface OptionNeed {
  /** The options missing, as written in a line (+win:wall, +kong ...). */
  options: string[];
  /** What they mean. */
  what: string;
  /** Whether this hand could have the fan at all, and if not, why not. */
  possible: boolean;
  why?: string;
  /** The whole answer after "<name> needs", where "<options> (<what>); this hand could ..." does not read. */
  says?: string;
}

/**
 * A family of fans: its definitions (each marked with the family's name) and what
 * an arrangement must have for any of them to be present (`when`; none: any
 * arrangement may have one). The scorer asks a family's detectors only when its
 * `when` holds, which spares most arrangements most of the calls;
 * test/fans/families.test.ts checks on every corpus hand that a family skipped
 * would have found nothing.
 */
export interface Family<T> {
  name: FamilyName;
  when: ((v: View) => boolean) | null;
  /**
   * Its fans read how the tile was won (self-drawn or on a discard, the kong option,
   * which pungs that makes concealed). The other families' fans are the same either
   * way, so the scorer finds them once for the same tiles won both ways (ready-hand
   * analysis); test/fans/families.test.ts checks that on every corpus hand.
   */
  howWon: boolean;
  fans: T;
}

/** A family (see Family). `const` keeps the ids written in the definitions exact. */
export function family<const T extends Record<string, FanDef>>(
  name: FamilyName,
  when: ((v: View) => boolean) | null,
  defs: T,
  howWon: 'reads how the tile was won' | null = null,
): Family<{ [K in keyof T]: T[K] & { family: FamilyName } }> {
  const fans: Record<string, FanDef & { family: FamilyName }> = {};
  for (const [id, def] of Object.entries(defs)) fans[id] = { ...def, family: name };
  return { name, when, howWon: howWon !== null, fans: fans as { [K in keyof T]: T[K] & { family: FamilyName } } };
}

/** 1 when b holds, else 0: a detector for a fan counted at most once. */
export const yes = (b: boolean): number => (b ? 1 : 0);
