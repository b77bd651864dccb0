/**
 * The picker's hand: what the buttons built, written as notation, and read back from
 * what the library read (score(line).hand). Nothing of scoring: tiles are counted only
 * to refuse a fifth copy and to know whether to ask score() (14) or waits() (13).
 */
import type { HandJson } from '../src/index.js';

export type Wind = 'E' | 'S' | 'W' | 'N';
export const WINDS: readonly Wind[] = ['E', 'S', 'W', 'N'];
export const WIND_NAMES: Record<Wind, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };

/** The 34 tiles in the notation's order (NOTATION.md): bamboo, characters, dots, winds, dragons. */
const SUITS = [
  ['b', 'bamboo', 'bam'],
  ['c', 'characters', 'crak'],
  ['d', 'dots', 'dot'],
] as const;
const HONORS = [
  ['E', 'East'],
  ['S', 'South'],
  ['W', 'West'],
  ['N', 'North'],
  ['R', 'Red'],
  ['G', 'Green'],
  ['P', 'White'],
] as const;

export interface TileInfo {
  /** The tile as notation writes it: "5d", "E". */
  code: string;
  /** Big face on the button: "5", "E". */
  face: string;
  /** Small line under it: "dots", "East". */
  under: string;
  /** "5 dots", "East wind", "Red dragon". */
  name: string;
  /** "b" "c" "d" or "h". */
  suit: string;
  /** 1..9 for suited tiles, 0 for honors. */
  rank: number;
}

export const TILES: readonly TileInfo[] = [
  ...SUITS.flatMap(([s, word, short]) =>
    [1, 2, 3, 4, 5, 6, 7, 8, 9].map((r) => ({ code: `${r}${s}`, face: String(r), under: short, name: `${r} ${word}`, suit: s, rank: r })),
  ),
  ...HONORS.map(([h, word], i) => ({
    code: h,
    face: h,
    under: word,
    name: `${word} ${i < 4 ? 'wind' : 'dragon'}`,
    suit: 'h',
    rank: 0,
  })),
];
export const TILE_INDEX = new Map(TILES.map((t, i) => [t.code, i]));

export type MeldKind = 'chow' | 'pung' | 'kong' | 'concealed-kong';

export interface Meld {
  kind: MeldKind;
  /** The first tile (a chow's lowest). */
  tile: string;
}

export interface PickerHand {
  melds: Meld[];
  /** Standing tiles in the order entered: the last is the winning tile. */
  concealed: string[];
  win: 'discard' | 'wall';
  from: Wind | null;
  seat: Wind;
  round: Wind;
  flowers: number;
  last: boolean;
  wallLast: boolean;
  kong: boolean;
}

export const emptyHand = (): PickerHand => ({
  melds: [],
  concealed: [],
  win: 'discard',
  from: null,
  seat: 'E',
  round: 'E',
  flowers: 0,
  last: false,
  wallLast: false,
  kong: false,
});

/** The tiles of a meld. */
export function meldTiles(m: Meld): string[] {
  if (m.kind === 'chow') {
    const i = TILE_INDEX.get(m.tile)!;
    return [TILES[i].code, TILES[i + 1].code, TILES[i + 2].code];
  }
  return Array<string>(m.kind === 'pung' ? 3 : 4).fill(m.tile);
}

/** Copies of each tile in the hand, melds included. */
export function copies(h: PickerHand): Map<string, number> {
  const n = new Map<string, number>();
  for (const t of [...h.melds.flatMap(meldTiles), ...h.concealed]) n.set(t, (n.get(t) ?? 0) + 1);
  return n;
}

/** Tiles as a hand counts them: a kong counts 3. */
export const tileCount = (h: PickerHand): number => h.concealed.length + 3 * h.melds.length;

/** The tiles a meld of this kind would add, or null when no such meld starts at `tile`. */
export function meldFrom(kind: MeldKind, tile: string): Meld | null {
  const t = TILES[TILE_INDEX.get(tile)!];
  if (kind === 'chow' && (t.suit === 'h' || t.rank > 7)) return null;
  return { kind, tile };
}

/** Whether adding `tiles` keeps every tile at 4 copies or fewer. */
export function fits(h: PickerHand, tiles: readonly string[]): boolean {
  const n = copies(h);
  for (const t of tiles) {
    const k = (n.get(t) ?? 0) + 1;
    if (k > 4) return false;
    n.set(t, k);
  }
  return true;
}

/** Tiles in notation: runs of one suit share their letter ("5578d"), honors as letters. */
export function writeTiles(tiles: readonly string[]): string {
  const out: string[] = [];
  let digits = '';
  let suit = '';
  const flush = () => {
    if (digits) out.push(digits + suit);
    digits = '';
  };
  for (const t of tiles) {
    const info = TILES[TILE_INDEX.get(t)!];
    if (info.suit === 'h') {
      flush();
      out.push(info.code);
    } else {
      if (info.suit !== suit) flush();
      suit = info.suit;
      digits += String(info.rank);
    }
  }
  flush();
  return out.join(' ').replace(/\b([ESWNRGP]) (?=\1\b)/g, '$1');
}

const byTile = (a: string, b: string): number => TILE_INDEX.get(a)! - TILE_INDEX.get(b)!;

/** The standing tiles as shown and written: sorted, the winning tile (the last entered) kept last. */
export function standing(h: PickerHand): { sorted: string[]; winning: string | null } {
  if (h.concealed.length === 0) return { sorted: [], winning: null };
  return { sorted: h.concealed.slice(0, -1).sort(byTile), winning: h.concealed[h.concealed.length - 1] };
}

/** The hand as one line of notation; `waiting`: without the +win option (mcr waits shows both ways). */
export function notation(h: PickerHand, waiting = false): string {
  const parts = h.melds.map((m) => {
    const body = writeTiles(meldTiles(m));
    return m.kind === 'concealed-kong' ? `(${body})` : `[${body}]`;
  });
  const { sorted, winning } = standing(h);
  if (sorted.length > 0) parts.push(writeTiles(sorted));
  if (winning !== null) parts.push(writeTiles([winning]));
  if (h.win === 'wall' && !waiting) parts.push('+win:wall');
  if (h.seat !== 'E') parts.push(`+seat:${h.seat}`);
  if (h.round !== 'E') parts.push(`+round:${h.round}`);
  if (h.from !== null && (h.win === 'discard' || waiting)) parts.push(`+from:${h.from}`);
  if (h.flowers > 0) parts.push(`+flowers:${h.flowers}`);
  if (h.last) parts.push('+last');
  if (h.wallLast) parts.push('+wall-last');
  if (h.kong) parts.push('+kong');
  return parts.join(' ');
}

/** The picker's hand from what the library read of a line. */
export function fromJson(j: Omit<HandJson, 'winningTile' | 'win'> & { win?: HandJson['win'] }): PickerHand {
  return {
    melds: j.melds.map((m) => ({
      kind: m.kind === 'kong' && m.concealed ? 'concealed-kong' : m.kind,
      tile: [...m.tiles].sort(byTile)[0],
    })),
    concealed: [...j.concealed],
    win: j.win ?? 'discard',
    from: j.discarder,
    seat: j.seatWind,
    round: j.prevalentWind,
    flowers: j.flowers,
    last: j.last,
    wallLast: j.wallLast,
    kong: j.kong,
  };
}
