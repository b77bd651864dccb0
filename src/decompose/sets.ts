import type { Tile } from '../tiles.js';

/** The kinds of set a regular hand is made of. */
export type SetKind = 'chow' | 'pung' | 'kong' | 'pair';

/** One set of an arrangement. `tile` is the lowest tile (a chow's first). */
export interface TileSet {
  kind: SetKind;
  tile: Tile;
  /** Claimed from a discard and shown: written in [ ]. Concealed kongs are not melded. */
  melded: boolean;
}

/** The tiles of a set, lowest first. */
export function setTiles(s: TileSet): Tile[] {
  switch (s.kind) {
    case 'chow':
      return [s.tile, s.tile + 1, s.tile + 2];
    case 'pung':
      return [s.tile, s.tile, s.tile];
    case 'kong':
      return [s.tile, s.tile, s.tile, s.tile];
    case 'pair':
      return [s.tile, s.tile];
  }
}
