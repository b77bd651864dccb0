/**
 * The ways a counted fan uses the arrangement (`fans[].uses` of an explanation): the
 * sets it is made of, as indexes into the result's `arrangement`, and the tiles it is
 * about. Each fan's definition names one of these (its `uses`); evaluate/uses.ts
 * applies them to the arrangement the scorer chose, with what its exclusions decided.
 *
 * One Use per counted instance (Dragon Pung x2 has two). A fan about the whole hand
 * (Full Flush, All Simples, Concealed Hand...) uses every set; flowers and Chicken
 * Hand use none. In a special shape (seven pairs, thirteen orphans, honors and
 * knitted) the whole hand is one entry of the arrangement: a fan about sets uses it.
 */
import type { View } from './view.js';
import { twoChowFan, threeChowFan } from './group-chows.js';
import { twoPungFan, threePungFan } from './group-pungs.js';
import { type Tile, tileCode } from '../tiles.js';

export interface UseJson {
  /** Indexes into the result's `arrangement`. */
  sets: number[];
  /** Tile codes the fan is about (not the tiles of the sets above). */
  tiles: string[];
}

/** What a fan's uses are worked out from: the scorer's decision for one counted fan. */
export interface UseContext {
  v: View;
  id: string;
  /** How many times the fan counts. */
  count: number;
  /** The terminal and wind pungs the exclusions left to Pung of Terminals or Honors. */
  pothLeft: readonly Tile[];
  /** Arrangement indexes already taken by a combination fan (the account-once principle). */
  used: Set<number>;
}

export type UseRule = (c: UseContext) => UseJson[];

const use = (sets: number[], tiles: Tile[] = []): UseJson => ({ sets, tiles: tiles.map(tileCode) });

const isSpecial = (v: View): boolean => v.shape === 'seven-pairs' || v.shape === 'thirteen-orphans' || v.shape === 'honors-and-knitted';

/** Where in the result's `arrangement` set k of the View is (the knitted nine comes first). */
const at = (v: View, k: number): number => k + (v.knit ? 1 : 0);

/** Every index of the result's `arrangement`. */
function everySetOf(v: View): number[] {
  if (isSpecial(v)) return [0];
  const n = v.sets.length + (v.knit ? 1 : 0);
  return Array.from({ length: n }, (_, i) => i);
}

/** Indexes (into v.sets) of the View's sets passing `ok`, ascending by tile. */
function setsWhere(v: View, ok: (kind: string, tile: Tile, melded: boolean) => boolean): number[] {
  const ks: number[] = [];
  v.sets.forEach((s, k) => {
    if (ok(s.kind, s.tile, s.melded)) ks.push(k);
  });
  return ks.sort((a, b) => v.sets[a].tile - v.sets[b].tile || a - b);
}

const isPungKind = (kind: string) => kind === 'pung' || kind === 'kong';
const toUse = (v: View, ks: number[]): UseJson => use(ks.map((k) => at(v, k)));

/** A rule about sets: in a special shape, the one entry of the arrangement. */
const ofSets = (rule: UseRule): UseRule => (c) => (isSpecial(c.v) ? [use([0])] : rule(c));

/** Flowers, Chicken Hand: nothing in particular. */
export const nothing: UseRule = () => [];

/** The whole hand: every set (flushes, All Simples, Concealed Hand, All Pungs ...). */
export const wholeHand: UseRule = ({ v }) => [use(everySetOf(v))];

/** The winning tile only (how the hand was won: Self-Drawn, Last Tile ...). */
export const winningTile: UseRule = ({ v }) => [use([], [v.winTile])];

/** The whole hand and the winning tile (Melded Hand). */
export const wholeHandAndWinningTile: UseRule = ({ v }) => [use(everySetOf(v), [v.winTile])];

/** The set the winning tile completes for a wait fan (a concealed chow, or the pair). */
export function waitSet(v: View, fan: string): number[] {
  if (isSpecial(v)) return [0];
  const w = v.winTile;
  for (let k = 0; k < v.sets.length; k++) {
    const s = v.sets[k];
    if (s.melded || s.kind !== (fan === 'single-wait' ? 'pair' : 'chow')) continue;
    if (fan === 'single-wait' && s.tile === w) return [at(v, k)];
    if (fan === 'closed-wait' && s.tile + 1 === w) return [at(v, k)];
    if (fan === 'edge-wait' && (s.tile === w || s.tile + 2 === w)) return [at(v, k)];
  }
  return [];
}

/** A wait: the set the winning tile completes, and the tile. */
export const theWait: UseRule = ({ v, id }) => [use(waitSet(v, id), [v.winTile])];

/** Each tile held four times outside a kong, with the sets it is in (Tile Hog). */
export const eachFour: UseRule = ({ v }) => {
  const out: UseJson[] = [];
  for (let t = 0; t < 34; t++) {
    if (v.counts[t] !== 4 || v.sets.some((x) => x.kind === 'kong' && x.tile === t)) continue;
    const sets = isSpecial(v) ? [0] : setsWhere(v, (kind, tile) => (kind === 'chow' ? t >= tile && t <= tile + 2 : tile === t)).map((k) => at(v, k));
    out.push(use(sets, [t, t, t, t]));
  }
  return out;
};

/** The knitted nine (the first entry of the arrangement). */
export const theKnit: UseRule = () => [use([0])];

/**
 * Instances of a combination fan: groups of `size` sets (indexes into v.sets,
 * ascending by tile) that make it, `count` of them, preferring groups with a set no
 * earlier instance used (the account-once principle) and never the same group twice.
 */
function groups(c: UseContext, pool: number[], size: number, makes: (tiles: Tile[]) => string | null): UseJson[] {
  const { v, used } = c;
  const all: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === size) {
      if (makes(chosen.map((k) => v.sets[k].tile)) === c.id) all.push([...chosen]);
      return;
    }
    for (let i = from; i < pool.length; i++) pick(i + 1, [...chosen, pool[i]]);
  };
  pick(0, []);
  const fresh = all.filter((g) => g.some((k) => !used.has(at(v, k))));
  const out = [...fresh, ...all.filter((g) => !fresh.includes(g))].slice(0, c.count).map((g) => toUse(v, g));
  return remember(c, out);
}

function remember(c: UseContext, list: UseJson[]): UseJson[] {
  for (const u of list) for (const i of u.sets) c.used.add(i);
  return list;
}

const chowsOf = (v: View) => setsWhere(v, (kind) => kind === 'chow');
const pungsOf = (v: View, ok: (t: Tile) => boolean = () => true) => setsWhere(v, (kind, t) => isPungKind(kind) && ok(t));
const pairOf = (v: View) => v.sets.findIndex((x) => x.kind === 'pair');

/** Two or three chows that make the fan (group-chows.ts). */
export const chowsMaking = (size: 2 | 3): UseRule =>
  ofSets((c) => groups(c, chowsOf(c.v), size, (t) => (size === 2 ? twoChowFan(t[0], t[1]) : threeChowFan(t[0], t[1], t[2]))));

/** Two or three pungs that make the fan (group-pungs.ts). */
export const pungsMaking = (size: 2 | 3): UseRule =>
  ofSets((c) => groups(c, pungsOf(c.v), size, (t) => (size === 2 ? twoPungFan(t[0], t[1]) : threePungFan(t[0], t[1], t[2]))));

/** All four chows (and the pair, for the terminal chows fans). */
export const allChows = (withPair: boolean): UseRule =>
  ofSets((c) => remember(c, [toUse(c.v, withPair ? [...chowsOf(c.v), pairOf(c.v)] : chowsOf(c.v))]));

/** All four pungs. */
export const allPungs: UseRule = ofSets((c) => remember(c, [toUse(c.v, pungsOf(c.v))]));

/** The pungs of these tiles and the pair (Little Four Winds, Little Three Dragons). */
export const pungsAndPair = (ok: (t: Tile) => boolean): UseRule => ofSets(({ v }) => [toUse(v, [...pungsOf(v, ok), pairOf(v)])]);

/** Each pung of these tiles, one instance each (Dragon Pung). */
export const eachPung = (ok: (t: Tile) => boolean): UseRule => ofSets(({ v }) => pungsOf(v, ok).map((k) => toUse(v, [k])));

/** The pung of one tile of the View (the prevalent or the seat wind's). */
export const pungOf = (tile: (v: View) => Tile): UseRule => ofSets(({ v }) => [toUse(v, pungsOf(v, (t) => t === tile(v)))]);

/** The pungs the exclusions left counted (Pung of Terminals or Honors). */
export const pungsLeft: UseRule = ofSets(({ v, pothLeft, count }) =>
  pungsOf(v, (t) => pothLeft.includes(t)).slice(0, count).map((k) => toUse(v, [k])),
);

/** The first `n` concealed pungs and kongs. */
export const concealedPungs = (n: number): UseRule =>
  ofSets(({ v }) => {
    const concealed = new Set(v.pungs.filter((p) => p.concealed).map((p) => p.tile));
    return [toUse(v, pungsOf(v, (t) => concealed.has(t)).slice(0, n))];
  });

/** The kongs: every kong, or only the concealed or the melded ones. */
export const kongs = (which: 'all' | 'concealed' | 'melded'): UseRule =>
  ofSets(({ v }) => [
    toUse(v, setsWhere(v, (kind, _t, melded) => kind === 'kong' && (which === 'all' || melded === (which === 'melded')))),
  ]);
