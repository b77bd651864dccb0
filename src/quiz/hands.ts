/**
 * Winning hands made to a plan, for the quiz (docs/QUIZ.md "Levels"): a plan names
 * some sets (a Mixed Triple Chow, a Full Flush's suit, seven pairs ...), the builder
 * fills the rest at random from the tiles left (never a fifth copy), melds some sets,
 * picks the winning tile among the concealed ones and the situation (self-drawn or
 * not, seat, round, flowers), and writes the line in mcr notation. Whether the line
 * has the fans the plan aims at is for the scorer to say: the generator keeps only
 * the hands whose score fits the level (generate.ts).
 */
import { rankOf, suited, tileCode, WINDS, type Tile } from '../tiles.js';
import type { Rng } from './rng.js';

export type SetKind = 'chow' | 'pung' | 'kong' | 'pair';

/** One set of a plan: its kind and its lowest tile; `concealed` keeps it out of the melds. */
export interface PlannedSet {
  kind: SetKind;
  first: Tile;
  concealed?: boolean;
}

/** How the builder fills and dresses a hand. */
export interface Style {
  /** Chance that a set it adds is a chow (otherwise a pung). */
  chow: number;
  /** Chance that a pung it adds, or one of the plan's, is a kong. */
  kong: number;
  /** Chance that each set not marked concealed is melded. */
  meld: number;
  /** The suits (0 b, 1 c, 2 d) the sets it adds may use; honours when `honors` > 0. */
  suits: readonly number[];
  /** Chance that a pung or pair it adds is of honours. */
  honors: number;
  /** Chance of a self-drawn win. */
  wall: number;
  /** Chance of one or two flowers. */
  flowers: number;
}

export const DEFAULT_STYLE: Style = { chow: 0.6, kong: 0.05, meld: 0.35, suits: [0, 1, 2], honors: 0.25, wall: 0.3, flowers: 0.15 };

const HONORS: readonly Tile[] = [27, 28, 29, 30, 31, 32, 33];

/** The tiles left to take (4 of each at first). */
class Wall {
  readonly left = new Array<number>(34).fill(4);
  take(tiles: readonly Tile[]): boolean {
    const need = new Map<Tile, number>();
    for (const t of tiles) need.set(t, (need.get(t) ?? 0) + 1);
    for (const [t, n] of need) if (this.left[t] < n) return false;
    for (const t of tiles) this.left[t]--;
    return true;
  }
}

export const setTiles = (s: PlannedSet): Tile[] => {
  const t = s.first;
  if (s.kind === 'chow') return [t, t + 1, t + 2];
  return new Array<Tile>(s.kind === 'pair' ? 2 : s.kind === 'pung' ? 3 : 4).fill(t);
};

/** Whether a set's tiles are real tiles of one suit (a chow inside 1..9). */
const fits = (s: PlannedSet): boolean =>
  s.first >= 0 && s.first < 34 && (s.kind !== 'chow' || (s.first < 27 && rankOf(s.first) <= 7));

/** A set the builder adds: a chow or a pung of the style's suits, or an honour pung. */
function randomSet(r: Rng, style: Style): PlannedSet {
  if (style.honors > 0 && r.chance(style.honors)) return { kind: 'pung', first: r.pick(HONORS) };
  const suit = r.pick(style.suits);
  if (r.chance(style.chow)) return { kind: 'chow', first: suited(suit, 1 + r.int(7)) };
  return { kind: 'pung', first: suited(suit, 1 + r.int(9)) };
}

function randomPair(r: Rng, style: Style): PlannedSet {
  if (style.honors > 0 && r.chance(style.honors)) return { kind: 'pair', first: r.pick(HONORS) };
  return { kind: 'pair', first: suited(r.pick(style.suits), 1 + r.int(9)) };
}

/** Tiles written as mcr notation groups: `123b 55d EEE`. */
export const suitedGroup = (tiles: readonly Tile[]): string => {
  let out = '';
  for (let s = 0; s < 3; s++) {
    const ranks = tiles.filter((t) => t < 27 && Math.floor(t / 9) === s).map(rankOf);
    if (ranks.length) out += (out ? ' ' : '') + ranks.sort((a, b) => a - b).join('') + 'bcd'[s];
  }
  const honors = tiles.filter((t) => t >= 27).sort((a, b) => a - b);
  if (honors.length) out += (out ? ' ' : '') + honors.map(tileCode).join('');
  return out;
};

/**
 * A hand drawn for a question: its melds as written, its concealed tiles but the
 * winning tile, the winning tile, and the options (how it was won, seat, round,
 * flowers).
 */
export interface Drawn {
  melds: string[];
  concealed: Tile[];
  win: Tile;
  options: string[];
}

/** The claim: melds, concealed tiles, the winning tile last, options. */
export const claimLine = (d: Drawn): string =>
  [...d.melds, suitedGroup(d.concealed), tileCode(d.win), ...d.options].filter(Boolean).join(' ');

/** The same hand before its winning tile: 13 tiles and the options but how it was won. */
export const readyLine = (d: Drawn): string =>
  [...d.melds, suitedGroup(d.concealed), ...d.options.filter((o) => !o.startsWith('+win'))].filter(Boolean).join(' ');

/** How a finished hand was won: written as options after the tiles. */
function situation(r: Rng, style: Style): string[] {
  const opts: string[] = [];
  if (r.chance(style.wall)) opts.push('+win:wall');
  const seat = r.pick(WINDS);
  if (seat !== 'E' || r.chance(0.5)) opts.push(`+seat:${seat}`);
  const round = r.pick(WINDS);
  if (round !== 'E' || r.chance(0.5)) opts.push(`+round:${round}`);
  if (r.chance(style.flowers)) opts.push(`+flowers:${1 + r.int(2)}`);
  return opts;
}

/**
 * A regular winning hand (four sets and a pair) from a plan: the plan's sets first,
 * then random ones up to four sets and a pair. Null when the plan's tiles run out
 * (a fifth copy) or a set does not fit.
 */
export function regularHand(r: Rng, plan: readonly PlannedSet[], style: Style = DEFAULT_STYLE): Drawn | null {
  const wall = new Wall();
  const sets: PlannedSet[] = [];
  let pair: PlannedSet | null = null;
  for (const s0 of plan) {
    const s = s0.kind === 'pung' && r.chance(style.kong) ? { ...s0, kind: 'kong' as const } : s0;
    if (!fits(s) || !wall.take(setTiles(s))) return null;
    if (s.kind === 'pair') {
      if (pair) return null;
      pair = s;
    } else sets.push(s);
  }
  for (let tries = 0; sets.length < 4; tries++) {
    if (tries > 40) return null;
    let s = randomSet(r, style);
    if (s.kind === 'pung' && r.chance(style.kong)) s = { ...s, kind: 'kong' };
    if (wall.take(setTiles(s))) sets.push(s);
  }
  for (let tries = 0; !pair; tries++) {
    if (tries > 40) return null;
    const p = randomPair(r, style);
    if (wall.take(setTiles(p))) pair = p;
  }
  const melded = sets.map((s) => !s.concealed && r.chance(style.meld));
  // The pair stays concealed: the winning tile is taken among the concealed tiles.
  const concealed: Tile[] = [];
  const melds: string[] = [];
  sets.forEach((s, i) => {
    const tiles = setTiles(s);
    if (s.kind === 'kong') {
      const written = suitedGroup(tiles);
      melds.push(melded[i] ? `[${written}]` : `(${written})`);
    } else if (melded[i]) melds.push(`[${suitedGroup(tiles).replace(/ /g, '')}]`);
    else concealed.push(...tiles);
  });
  concealed.push(...setTiles(pair));
  // The winning tile: any concealed tile.
  const win = concealed.splice(r.int(concealed.length), 1)[0];
  return { melds, concealed, win, options: situation(r, style) };
}

/** A hand of fourteen tiles given in full (seven pairs, orphans, knitted): any one of them won, and a situation. */
export function fullHand(r: Rng, tiles: readonly Tile[], style: Style = DEFAULT_STYLE): Drawn | null {
  const wall = new Wall();
  if (tiles.length !== 14 || !wall.take(tiles)) return null;
  const rest = tiles.slice();
  const win = rest.splice(r.int(rest.length), 1)[0];
  return { melds: [], concealed: rest, win, options: situation(r, style) };
}
