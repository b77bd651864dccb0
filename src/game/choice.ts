/**
 * A player's seat at the table (docs/PLAY.md "On the page"): what the player is asked
 * now, and the deals of a match from its seed. Pure: the page (web/table.ts) asks
 * these and adds nothing of the rules; what is legal is the engine's (legalActions).
 */
import type { Tile, Wind } from '../tiles.js';
import { mulberry32 } from '../random.js';
import { legalActions } from './engine.js';
import { handSeats } from './match.js';
import { buildWall, type Dice } from './wall.js';
import type { Action, GameTile, HandState, Seat } from './types.js';

/** What a seat decides now: its turn (a discard, or the win or a kong when legal), or a claim on a discard (pass first). */
export type SeatChoice =
  | { kind: 'turn'; discards: Tile[]; win: Action | null; kongs: (Action & { type: 'kong' })[] }
  | { kind: 'claim'; tile: Tile; from: Seat; rob: boolean; actions: Action[] };

/**
 * The decision `seat` has now, or null when it has none (another seat acts, or all it
 * can do is forced: a flower laid out, a draw, a pass with no claim possible).
 * A claim is offered only when the rules allow one (a win worth the minimum, a pung
 * or kong of the discard, a chow from the player on the left); the win only when legal.
 */
export function seatChoice(state: HandState, seat: Seat): SeatChoice | null {
  const legal = legalActions(state, seat);
  if (state.phase === 'claims') {
    const claims = legal.filter((a) => a.type === 'win' || a.type === 'pung' || a.type === 'kong' || a.type === 'chow');
    if (claims.length === 0) return null;
    const w = state.window!;
    return { kind: 'claim', tile: w.tile, from: w.from, rob: w.rob, actions: [{ seat, type: 'pass' }, ...claims] };
  }
  if (state.phase !== 'turn' || state.actor !== seat || legal.some((a) => a.type === 'flower')) return null;
  return {
    kind: 'turn',
    discards: legal.flatMap((a) => (a.type === 'discard' ? [a.tile] : [])),
    win: legal.find((a) => a.type === 'win') ?? null,
    kongs: legal.filter((a): a is Action & { type: 'kong' } => a.type === 'kong'),
  };
}

/** What `seat` must do now without a choice (a flower laid out, a draw on its own turn), or null. */
export function forcedAction(state: HandState, seat: Seat): Action | null {
  if (state.phase === 'claims') return null;
  return legalActions(state, seat).find((a) => a.type === 'flower' || a.type === 'draw') ?? null;
}

/** One hand's deal: its number (1-based), the prevalent wind, the players (0..3) holding E S W N, the wall and its dice. */
export interface Deal {
  hand: number;
  round: Wind;
  seats: number[];
  wall: GameTile[];
  dice: Dice;
}

/**
 * The deals of a match from its seed, one per call, as `mcr play` and playGame() make
 * them (the same seed, the same walls): hand 1 first.
 */
export function dealer(seed: number): () => Deal {
  const rng = mulberry32(seed);
  let hand = 0;
  return () => {
    hand++;
    const { round, seats } = handSeats(hand);
    const { wall, dice } = buildWall(rng);
    return { hand, round, seats, wall, dice };
  };
}
