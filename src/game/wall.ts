/**
 * The 144 tiles, the wall built and broken by the dice (docs/RULES.md "Playing a
 * hand": "The wall"), the deal's order, and the game tiles' codes.
 *
 * The wall is four sides of 18 stacks of two, side 0 in front of East, then South,
 * West, North (counter-clockwise). Each side's stacks are numbered from its right
 * end as its player sees it; going left along a side leads into the side of the
 * player on the left (East's wall into North's). The first two dice pick the side,
 * all four count the stacks from its right end; the head is the stack after the
 * count, the tail the stack counted last. The result is the tiles in the order the
 * head gives them (each stack's upper tile first); replacements come from the end
 * of that order (a choice: the tail stack's lower tile first).
 */
import { tileCode, TILE_COUNT } from '../tiles.js';
import { FIRST_FLOWER, GAME_TILES, WALL_SIZE, type GameTile } from './types.js';

/** A game tile's code: 1b..P as the notation writes them, F1..F8 for the flowers and seasons. */
export const gameTileCode = (t: GameTile): string => (t >= FIRST_FLOWER ? `F${t - FIRST_FLOWER + 1}` : tileCode(t));

const BY_CODE = new Map<string, GameTile>(Array.from({ length: GAME_TILES }, (_, t) => [gameTileCode(t), t]));

/** A game tile from its code, or -1. */
export const gameTileFromCode = (code: string): GameTile => BY_CODE.get(code) ?? -1;

export const isFlower = (t: GameTile): boolean => t >= FIRST_FLOWER;

/** Copies of each game tile in a full set: 4 of the 34, 1 of each flower. */
export const copiesOf = (t: GameTile): number => (t < TILE_COUNT ? 4 : 1);

/** The 144 tiles in code order. */
export function allTiles(): GameTile[] {
  const out: GameTile[] = [];
  for (let t = 0; t < GAME_TILES; t++) for (let k = 0; k < copiesOf(t); k++) out.push(t);
  return out;
}

/** What is wrong with a wall (not 144 tiles, a fifth copy, a missing tile), or null. */
export function wallProblem(wall: readonly GameTile[]): string | null {
  if (wall.length !== WALL_SIZE) return `${wall.length} tiles; expected ${WALL_SIZE}`;
  const counts = new Array<number>(GAME_TILES).fill(0);
  for (const t of wall) {
    if (!Number.isInteger(t) || t < 0 || t >= GAME_TILES) return `a tile that is none of the 144`;
    counts[t]++;
    if (counts[t] > copiesOf(t)) return `${counts[t] === 5 ? 'a fifth' : 'another'} copy of ${gameTileCode(t)}; a set has ${copiesOf(t)}`;
  }
  return null;
}

/** Dice: four throws 1..6 (East's two, then the opened side's player's two). */
export type Dice = [number, number, number, number];

/** The side (0 East .. 3 North) the first two dice open: 5 or 9 East, 2, 6 or 10 South, ... */
export const openedSide = (dice: Dice): number => (dice[0] + dice[1] - 1) % 4;

/**
 * The head order of a wall built from `shuffled` (144 tiles laid out side by side,
 * stack by stack, upper tile first, each side from its right end) and broken by the dice.
 */
export function breakWall(shuffled: readonly GameTile[], dice: Dice): GameTile[] {
  const side = openedSide(dice);
  const count = dice[0] + dice[1] + dice[2] + dice[3];
  const out: GameTile[] = [];
  for (let k = 0; k < 72; k++) {
    // k-th stack after the break, going left: 18 stacks a side, on into the side on the left.
    const p = count + k;
    const s = (side + 3 * Math.floor(p / 18)) % 4;
    const stack = s * 18 + (p % 18);
    out.push(shuffled[2 * stack], shuffled[2 * stack + 1]);
  }
  return out;
}

/** A shuffled wall and the dice from a generator (mulberry32 of src/random.ts): Fisher-Yates, then four dice. */
export function buildWall(rng: () => number): { wall: GameTile[]; dice: Dice } {
  const tiles = allTiles();
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const x = tiles[i];
    tiles[i] = tiles[j];
    tiles[j] = x;
  }
  const die = () => 1 + Math.floor(rng() * 6);
  const dice: Dice = [die(), die(), die(), die()];
  return { wall: breakWall(tiles, dice), dice };
}
