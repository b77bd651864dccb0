/**
 * What makes each counted fan (`fans[].uses`): the sets of the arrangement it is
 * made of, as indexes into the result's `arrangement`, and the tiles it is about
 * (Tile Hog's four, a wait's or a situational fan's winning tile). Re-derived from
 * the chosen View after scoring, only when an explanation is asked for.
 *
 * One Use per counted instance (Dragon Pung x2 has two). A fan about the whole hand
 * (Full Flush, All Simples, Concealed Hand...) uses every set; flowers and Chicken
 * Hand use none.
 */
import type { FanId } from '../fans/table.js';
import type { View } from '../fans/view.js';
import type { Scored } from '../evaluate/best.js';
import { FAN_IDS } from '../fans/table.js';
import { twoChowFan, threeChowFan, CHOW_FAN_IDS } from '../fans/group-chows.js';
import { twoPungFan, threePungFan, PUNG_FAN_IDS } from '../fans/group-pungs.js';
import { type Tile, tileCode, isDragon, isWind, isTerminalOrWind } from '../tiles.js';

export interface UseJson {
  /** Indexes into the result's `arrangement`. */
  sets: number[];
  /** Tile codes the fan is about (not the tiles of the sets above). */
  tiles: string[];
}

const use = (sets: number[], tiles: Tile[] = []): UseJson => ({ sets, tiles: tiles.map(tileCode) });

const SPECIAL = new Set(['seven-pairs', 'thirteen-orphans', 'honors-and-knitted']);
const SITUATIONAL = new Set<FanId>([
  'self-drawn', 'last-tile', 'last-tile-draw', 'last-tile-claim', 'out-with-replacement-tile', 'robbing-the-kong',
]);
const CHOW_FANS = new Set<FanId>(CHOW_FAN_IDS);
const PUNG_FANS = new Set<FanId>(PUNG_FAN_IDS);
const FOUR_CHOW = new Set<FanId>(['quadruple-chow', 'four-pure-shifted-chows', 'pure-terminal-chows', 'three-suited-terminal-chows']);
const TWO_CHOW = new Set<FanId>(['pure-double-chow', 'mixed-double-chow', 'short-straight', 'two-terminal-chows']);
const TWO_PUNG = new Set<FanId>(['double-pung', 'two-dragon-pungs']);

/** Where in the result's `arrangement` set k of the View is (the knitted nine comes first). */
const at = (v: View, k: number): number => k + (v.knit ? 1 : 0);

/** Every index of the result's `arrangement`. */
function everySet(v: View): number[] {
  if (SPECIAL.has(v.shape)) return [0];
  const n = v.sets.length + (v.knit ? 1 : 0);
  return Array.from({ length: n }, (_, i) => i);
}

/** Indexes (into the arrangement) of the View's sets passing `ok`, ascending by tile. */
function setsWhere(v: View, ok: (kind: string, tile: Tile, melded: boolean) => boolean): number[] {
  const ks: number[] = [];
  v.sets.forEach((s, k) => {
    if (ok(s.kind, s.tile, s.melded)) ks.push(k);
  });
  ks.sort((a, b) => v.sets[a].tile - v.sets[b].tile || a - b);
  return ks.map((k) => at(v, k));
}

const isPungKind = (kind: string) => kind === 'pung' || kind === 'kong';

/** The set the winning tile completes for a wait fan (a concealed chow, or the pair). */
export function waitSet(v: View, fan: FanId): number[] {
  if (SPECIAL.has(v.shape)) return [0];
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

/**
 * Instances of a combination fan: groups of `size` sets (indexes into v.sets,
 * ascending by tile) that make it, `count` of them, preferring groups with a set no
 * earlier instance used (the account-once principle) and never the same group twice.
 */
function groups(
  pool: number[],
  size: number,
  makes: (tiles: Tile[]) => boolean,
  count: number,
  tileOf: (k: number) => Tile,
  used: Set<number>,
): number[][] {
  const all: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === size) {
      if (makes(chosen.map(tileOf))) all.push([...chosen]);
      return;
    }
    for (let i = from; i < pool.length; i++) pick(i + 1, [...chosen, pool[i]]);
  };
  pick(0, []);
  const fresh = all.filter((g) => g.some((k) => !used.has(k)));
  const out = [...fresh, ...all.filter((g) => !fresh.includes(g))].slice(0, count);
  for (const g of out) for (const k of g) used.add(k);
  return out;
}

/** The uses of every counted fan of a scored arrangement, in the order of s.fans. */
export function usesOf(s: Scored): UseJson[][] {
  const v = s.view;
  const used = new Set<number>(); // arrangement indexes already taken by a combination fan
  return s.fans.map((i, n) => fanUses(v, FAN_IDS[i], s.fanCounts[n], s, used));
}

/** The uses of one counted fan (see the file comment). */
export function fanUses(v: View, id: FanId, count: number, s: Scored, used = new Set<number>()): UseJson[] {
  const win = v.winTile;
  const all = everySet(v);
  if (id === 'flower-tiles' || id === 'chicken-hand') return [];
  if (SITUATIONAL.has(id)) return [use([], [win])];
  if (id === 'edge-wait' || id === 'closed-wait' || id === 'single-wait') return [use(waitSet(v, id), [win])];
  if (id === 'melded-hand') return [use(all, [win])];
  if (id === 'tile-hog') {
    const out: UseJson[] = [];
    for (let t = 0; t < 34; t++) {
      if (v.counts[t] !== 4 || v.sets.some((x) => x.kind === 'kong' && x.tile === t)) continue;
      const sets = SPECIAL.has(v.shape)
        ? [0]
        : setsWhere(v, (kind, tile) => (kind === 'chow' ? t >= tile && t <= tile + 2 : tile === t));
      out.push(use(sets, [t, t, t, t]));
    }
    return out;
  }
  if (SPECIAL.has(v.shape)) return [use([0])];
  if (id === 'knitted-straight') return [use([0])];

  const chowsK = setsWhere(v, (kind) => kind === 'chow').map((i) => i - at(v, 0));
  const pungsK = setsWhere(v, (kind) => isPungKind(kind)).map((i) => i - at(v, 0));
  const tileOf = (k: number) => v.sets[k].tile;
  const toUse = (ks: number[]) => use(ks.map((k) => at(v, k)));
  const pairK = v.sets.findIndex((x) => x.kind === 'pair');
  const usedK = new Set([...used].map((i) => i - at(v, 0)));
  const remember = (list: UseJson[]) => {
    for (const u of list) for (const i of u.sets) used.add(i);
    return list;
  };

  if (CHOW_FANS.has(id)) {
    if (FOUR_CHOW.has(id)) return remember([toUse(id.includes('terminal') ? [...chowsK, pairK] : chowsK)]);
    const size = TWO_CHOW.has(id) ? 2 : 3;
    const makes = (t: Tile[]) => (size === 2 ? twoChowFan(t[0], t[1]) : threeChowFan(t[0], t[1], t[2])) === id;
    return remember(groups(chowsK, size, makes, count, tileOf, usedK).map(toUse));
  }
  if (PUNG_FANS.has(id)) {
    if (id === 'big-four-winds' || id === 'four-pure-shifted-pungs') return remember([toUse(pungsK)]);
    const size = TWO_PUNG.has(id) ? 2 : 3;
    const makes = (t: Tile[]) => (size === 2 ? twoPungFan(t[0], t[1]) : threePungFan(t[0], t[1], t[2])) === id;
    return remember(groups(pungsK, size, makes, count, tileOf, usedK).map(toUse));
  }
  const pungsOf = (ok: (t: Tile) => boolean) => pungsK.filter((k) => ok(tileOf(k)));
  switch (id) {
    case 'little-four-winds':
      return [toUse([...pungsOf(isWind), pairK])];
    case 'little-three-dragons':
      return [toUse([...pungsOf(isDragon), pairK])];
    case 'dragon-pung':
      return pungsOf(isDragon).map((k) => toUse([k]));
    case 'prevalent-wind':
      return [toUse(pungsOf((t) => t === v.prevalentTile))];
    case 'seat-wind':
      return [toUse(pungsOf((t) => t === v.seatTile))];
    case 'pung-of-terminals-or-honors': {
      const counted = new Set(s.fans.map((i) => FAN_IDS[i]));
      const mine = pungsOf(
        (t) =>
          isTerminalOrWind(t) &&
          !(counted.has('big-three-winds') && isWind(t)) &&
          !(counted.has('prevalent-wind') && t === v.prevalentTile) &&
          !(counted.has('seat-wind') && t === v.seatTile),
      );
      return mine.slice(0, count).map((k) => toUse([k]));
    }
    case 'four-concealed-pungs':
    case 'three-concealed-pungs':
    case 'two-concealed-pungs': {
      const n = id === 'four-concealed-pungs' ? 4 : id === 'three-concealed-pungs' ? 3 : 2;
      const concealed = new Set(v.pungs.filter((p) => p.concealed).map((p) => p.tile));
      return [toUse(pungsOf((t) => concealed.has(t)).slice(0, n))];
    }
    case 'four-kongs':
    case 'three-kongs':
    case 'two-melded-kongs':
    case 'melded-and-concealed-kong':
      return [use(setsWhere(v, (kind) => kind === 'kong'))];
    case 'two-concealed-kongs':
    case 'concealed-kong':
      return [use(setsWhere(v, (kind, _t, melded) => kind === 'kong' && !melded))];
    case 'melded-kong':
      return [use(setsWhere(v, (kind, _t, melded) => kind === 'kong' && melded))];
    default:
      // A fan about every set or every tile of the hand (flushes, All Simples,
      // Outside Hand, All Pungs, All Chows, Concealed Hand, ...).
      return [use(all)];
  }
}
