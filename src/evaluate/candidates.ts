/**
 * Every way the hand's tiles can be read as a winning shape: the special shapes
 * first, then each regular split of the concealed tiles. Each candidate becomes a
 * View (fans/view.ts) for the detectors.
 */
import type { Hand } from '../hand/types.js';
import { type Tile, windTile, isDragon, isWind, isTerminalOrWind } from '../tiles.js';
import type { TileSet } from '../decompose/sets.js';
import { regularSplits, setOrderKey, type ConcealedSplit } from '../decompose/regular.js';
import {
  isSevenPairs,
  isThirteenOrphans,
  honorsAndKnitted,
  knittedStraight,
  isNineGates,
  findKnit,
} from '../decompose/special.js';
import { isOnlyWinningTile } from '../decompose/waits.js';
import type { Shape, View } from '../fans/view.js';
import { chowFans } from '../fans/group-chows.js';
import { pungFans } from '../fans/group-pungs.js';
import { TILE_TRAITS, type FanId } from '../fans/index.js';
import { KIND_BIT } from '../fans/suits.js';
import { waitFan } from '../fans/waits.js';

/** Facts about the hand that do not depend on the arrangement. */
export interface HandFacts {
  hand: Hand;
  /** Standing (concealed) tiles with the winning tile. */
  standing: Uint8Array;
  /** How many tiles stand (hand.concealed.length, which countsFacts does not read). */
  tiles: number;
  /** All tiles, melds included, a kong as 4. */
  all: Uint8Array;
  meldSets: TileSet[];
  meldedSets: number;
  meldedKongs: number;
  concealedKongs: number;
  kinds: number;
  traits: number;
  selfDrawn: boolean;
  winTile: Tile;
  lastTile: boolean;
  kong: boolean;
  /** Tiles held four times, melds included. */
  fours: number;
  prevalentTile: Tile;
  seatTile: Tile;
  /** Whether exactly one tile completes the hand: computed when first needed (uniqueWait). */
  unique?: boolean;
}

export interface Candidate {
  shape: Shape;
  /** Concealed sets and pair (regular, knitted straight). */
  split: ConcealedSplit | null;
  knit: readonly Tile[] | null;
  honors: number;
  nineGates: boolean;
}

/** The number of tiles held exactly four times, after a tile's n-th copy is counted. */
const foursAfter = (fours: number, n: number): number => (n === 4 ? fours + 1 : n === 5 ? fours - 1 : fours);

export function handFacts(hand: Hand): HandFacts {
  const standing = new Uint8Array(34);
  const all = new Uint8Array(34);
  // One pass over the tiles (14 to 18, rather than the 34 kinds): counts, and what
  // they have in common (fours, kinds, common traits; or-ing and and-ing a
  // tile's bits again changes nothing).
  let fours = 0, kinds = 0, traits = ~0;
  const concealed = hand.concealed;
  for (let i = 0; i < concealed.length; i++) {
    const t = concealed[i];
    standing[t]++;
    fours = foursAfter(fours, ++all[t]);
    kinds |= KIND_BIT[t];
    traits &= TILE_TRAITS[t];
  }
  return withMelds(hand, standing, concealed.length, all, fours, kinds, traits);
}

/**
 * handFacts of a hand whose standing tiles are given as counts (the winning tile
 * among them), for the chances' points path: `hand.concealed` is not read, and
 * `standing` is kept (not copied; it is `all` too when there is no meld): it must
 * not change while the facts are in use.
 */
export function countsFacts(hand: Hand, standing: Uint8Array): HandFacts {
  // Without melds all the tiles stand: `all` is `standing` itself.
  const copy = hand.melds.length > 0;
  const all = copy ? new Uint8Array(34) : standing;
  let fours = 0, kinds = 0, traits = ~0, tiles = 0;
  for (let t = 0; t < 34; t++) {
    const n = standing[t];
    if (n === 0) continue;
    if (copy) all[t] = n;
    tiles += n;
    if (n === 4) fours++;
    kinds |= KIND_BIT[t];
    traits &= TILE_TRAITS[t];
  }
  return withMelds(hand, standing, tiles, all, fours, kinds, traits);
}

/** The facts of the standing tiles counted (`all` holds them so far) with the hand's melds. */
function withMelds(hand: Hand, standing: Uint8Array, standingTiles: number, all: Uint8Array, fours: number, kinds: number, traits: number): HandFacts {
  const win = hand.winningTile;
  const meldSets: TileSet[] = [];
  let meldedSets = 0, meldedKongs = 0, concealedKongs = 0, winInMelds = 0;
  for (const m of hand.melds) {
    const tiles = m.tiles;
    for (let i = 0; i < tiles.length; i++) {
      const t = tiles[i];
      fours = foursAfter(fours, ++all[t]);
      kinds |= KIND_BIT[t];
      traits &= TILE_TRAITS[t];
      if (t === win) winInMelds++;
    }
    meldSets.push({ kind: m.kind, tile: tiles[0], melded: !m.concealed });
    if (!m.concealed) meldedSets++;
    if (m.kind === 'kong') m.concealed ? concealedKongs++ : meldedKongs++;
  }
  const selfDrawn = hand.win === 'wall';
  // The winning tile can be the last of its kind only if no other copy stands in
  // the hand; it is when the player says so, or when the melds show the other three.
  const lastTile = (hand.last || winInMelds === 3) && standing[win] === 1;
  // A replacement tile needs a kong; a robbed kong's tile is nowhere else in the hand.
  const kong = hand.kong && (selfDrawn ? meldedKongs + concealedKongs > 0 : winInMelds === 0 && standing[win] === 1);
  return {
    hand, standing, tiles: standingTiles, all, meldSets, meldedSets, meldedKongs, concealedKongs, kinds,
    traits, selfDrawn, winTile: win, lastTile, kong,
    fours, prevalentTile: windTile(hand.prevalentWind), seatTile: windTile(hand.seatWind), unique: undefined,
  };
}

/**
 * The facts of the same tiles (standing, melds) won another way, or with another of
 * them as the winning tile: only the winning tile, how it was won and the +last,
 * +kong options may differ from `f.hand`'s. The counts are shared with `f`, and the
 * uniqueness of the wait once known when the winning tile is the same.
 */
export function sameTilesWon(f: HandFacts, hand: Hand): HandFacts {
  const win = hand.winningTile;
  const winInMelds = f.all[win] - f.standing[win];
  const selfDrawn = hand.win === 'wall';
  // As handFacts works them out.
  const lastTile = (hand.last || winInMelds === 3) && f.standing[win] === 1;
  const kong = hand.kong && (selfDrawn ? f.meldedKongs + f.concealedKongs > 0 : winInMelds === 0 && f.standing[win] === 1);
  return {
    hand, standing: f.standing, tiles: f.tiles, all: f.all, meldSets: f.meldSets, meldedSets: f.meldedSets, meldedKongs: f.meldedKongs,
    concealedKongs: f.concealedKongs, kinds: f.kinds, traits: f.traits, selfDrawn, winTile: win,
    lastTile, kong, fours: f.fours, prevalentTile: f.prevalentTile, seatTile: f.seatTile,
    unique: win === f.winTile ? f.unique : undefined,
  };
}

/**
 * The candidates in the order the best-arrangement rule visits them: a special
 * shape first (when there is one), then the regular splits in tile order. As in the
 * reference implementation, regular splits are looked at only when no special
 * shape fits, or when the special shape is plain seven pairs.
 */
export function candidates(f: HandFacts): Candidate[] {
  const melds = f.hand.melds.length;
  const n = f.tiles;
  const out: Candidate[] = [];
  let nineGates = false;
  if (melds === 0 && isSevenPairs(f.standing, n)) out.push(candidate('seven-pairs'));
  else if (melds === 0 && honorsAndKnitted(f.standing, n)) {
    out.push(candidate('honors-and-knitted', null, findKnit(f.standing), honorsAndKnitted(f.standing, n)));
  } else if (melds === 0 && isThirteenOrphans(f.standing, n)) out.push(candidate('thirteen-orphans'));
  else if (melds <= 1) {
    const ks = knittedStraight(f.standing, 1 - melds);
    if (ks) out.push(candidate('knitted-straight', ks.split, ks.knit));
    else if (melds === 0) nineGates = isNineGates(f.standing, n, f.winTile);
  }
  if (out.length === 0 || out[0].shape === 'seven-pairs') {
    const splits = regularSplits(f.standing, 4 - melds);
    if (splits.length > 1) splits.sort(compareSplits);
    for (const split of splits) out.push(candidate('regular', split, null, 0, nineGates));
  }
  return out;
}

/**
 * The candidates of `f` from `list`, the candidates of the same tiles with another
 * winning tile (sameTilesWon): they depend on the tiles only, but for the nine gates
 * mark, which candidates() works out from the winning tile when the first candidate
 * is regular (no special shape, no knitted straight) and there is no meld.
 */
export function sameCandidates(list: readonly Candidate[], f: HandFacts): readonly Candidate[] {
  if (list.length === 0 || list[0].shape !== 'regular' || f.hand.melds.length > 0) return list;
  const nineGates = isNineGates(f.standing, f.tiles, f.winTile);
  if (nineGates === list[0].nineGates) return list;
  return list.map((c) => candidate(c.shape, c.split, c.knit, c.honors, nineGates));
}

/** A Candidate (always built here, so that every one has the same fields in the same order). */
const candidate = (
  shape: Shape,
  split: ConcealedSplit | null = null,
  knit: readonly Tile[] | null = null,
  honors = 0,
  nineGates = false,
): Candidate => ({ shape, split, knit, honors, nineGates });

function compareSplits(a: ConcealedSplit, b: ConcealedSplit): number {
  for (let i = 0; i < a.sets.length; i++) {
    const d = setOrderKey(a.sets[i]) - setOrderKey(b.sets[i]);
    if (d) return d;
  }
  return 0;
}

/** Inserts n into the ascending list `list` (a few tiles or fan indexes). */
function insertSorted(list: number[], n: number): void {
  let i = list.length;
  list.push(n);
  while (i > 0 && list[i - 1] > n) {
    list[i] = list[i - 1];
    i--;
  }
  list[i] = n;
}

/**
 * Is the hand's wait unique (one tile completes it)? `pair`: the pair of a regular
 * arrangement of the hand (the answer is the same for each). Computed once per hand,
 * when first asked.
 */
export function uniqueWait(f: HandFacts, pair: Tile): boolean {
  f.unique ??= isOnlyWinningTile(f.standing, f.winTile, pair, f.hand.melds.length === 0);
  return f.unique;
}

const NO_COMBINATIONS: readonly FanId[] = [];

/** The sets of an arrangement as buildView gathers them (the View's fields of the same names). */
type SetsOf = Pick<View, 'sets' | 'chows' | 'pungs' | 'concealedPungs' | 'windPungs' | 'dragonPungs' | 'terminalOrWindPungs'>;

/** Adds a set of the arrangement; `concealed` says how a pung or kong counts. */
function addSet(acc: SetsOf, s: TileSet, concealed: boolean): void {
  acc.sets.push(s);
  if (s.kind === 'chow') insertSorted(acc.chows, s.tile);
  else if (s.kind === 'pung' || s.kind === 'kong') {
    if (isDragon(s.tile)) acc.dragonPungs++;
    else if (isWind(s.tile)) acc.windPungs++;
    if (isTerminalOrWind(s.tile)) acc.terminalOrWindPungs++;
    if (concealed) acc.concealedPungs++;
    // Kept ascending by tile: moved up one place each until the new one fits.
    const pungs = acc.pungs;
    const pung = { tile: s.tile, kong: s.kind === 'kong', melded: s.melded, concealed };
    let i = pungs.length;
    pungs.push(pung);
    while (i > 0 && pungs[i - 1].tile > s.tile) {
      pungs[i] = pungs[i - 1];
      i--;
    }
    pungs[i] = pung;
  }
}

/** Has the View a pung of tile t among its concealed sets (not a meld)? */
function concealedPungOf(v: View, t: Tile): boolean {
  for (const p of v.pungs) if (p.tile === t && !p.melded && !p.kong) return true;
  return false;
}

/**
 * The View of one candidate. `same`: this candidate's View for the same tiles won
 * another way (sameTilesWon), whose combination fans are taken over: they depend on
 * the sets' tiles only. `otherWay`: `same` has the same winning tile, won the other
 * way (self-drawn or on a discard); its sets are then taken over too, unless one of
 * them is a concealed pung of the winning tile, the one set whose counting the way
 * can change.
 */
export function buildView(f: HandFacts, cand: Candidate, same?: View, otherWay = false): View {
  const split = cand.split;
  const win = f.winTile;
  // Made with its sets empty, then filled in (addSet): one object rather than a
  // gathering one and the View.
  const view: View = {
    hand: f.hand,
    shape: cand.shape,
    sets: [],
    chows: [],
    pungs: [],
    pair: split ? split.pair : -1,
    knit: cand.knit,
    honors: cand.honors,
    counts: f.all,
    kinds: f.kinds,
    traits: f.traits,
    meldedSets: f.meldedSets,
    meldedKongs: f.meldedKongs,
    concealedKongs: f.concealedKongs,
    concealedPungs: 0,
    windPungs: 0,
    dragonPungs: 0,
    terminalOrWindPungs: 0,
    selfDrawn: f.selfDrawn,
    winTile: win,
    lastTile: f.lastTile,
    kong: f.kong,
    wait: null,
    nineGates: cand.nineGates,
    combos: NO_COMBINATIONS, // filled below
    fours: f.fours,
    prevalentTile: f.prevalentTile,
    seatTile: f.seatTile,
  };
  if (same && otherWay && !concealedPungOf(same, win)) {
    view.sets = same.sets;
    view.chows = same.chows;
    view.pungs = same.pungs;
    view.concealedPungs = same.concealedPungs;
    view.windPungs = same.windPungs;
    view.dragonPungs = same.dragonPungs;
    view.terminalOrWindPungs = same.terminalOrWindPungs;
    view.wait = same.wait;
    view.combos = same.combos;
    return view;
  }
  if (split) {
    for (const s of f.meldSets) addSet(view, s, !s.melded);
    // A pung completed by a discard is exposed, unless the winning tile can be read
    // as part of a concealed chow of this arrangement.
    let winInChow = false;
    for (const s of split.sets) if (s.kind === 'chow' && win >= s.tile && win <= s.tile + 2) winInChow = true;
    for (const s of split.sets) addSet(view, s, f.selfDrawn || s.tile !== win || winInChow);
    addSet(view, { kind: 'pair', tile: split.pair, melded: false }, false);
  }

  let wait: View['wait'] = null;
  if (cand.shape === 'seven-pairs' || cand.shape === 'thirteen-orphans') wait = 'single-wait';
  else if (cand.shape === 'regular' && split) {
    wait = waitFan(split.sets, split.pair, win);
    if (wait && !uniqueWait(f, split.pair)) wait = null;
  }
  else if (cand.shape === 'knitted-straight' && split) {
    // Wait fans only when the winning tile belongs to the set or pair beside the
    // knitted nine (corpus); with a meld, that pair was a single wait.
    const rest = f.standing.slice();
    for (const t of cand.knit!) rest[t]--;
    if (rest[win] > 0) {
      if (f.hand.melds.length > 0) wait = 'single-wait';
      else if (isOnlyWinningTile(rest, win, split.pair, false)) wait = waitFan(split.sets, split.pair, win);
    }
  }

  view.wait = wait;
  if (same) {
    view.combos = same.combos;
    return view;
  }
  // A combination takes two chows or two pungs: most arrangements have none to count.
  if (view.chows.length < 2 && view.pungs.length < 2) return view;
  view.combos = pungFans(view, chowFans(view));
  return view;
}
