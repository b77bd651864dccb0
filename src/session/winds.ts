/**
 * The session's wind table (RULES.md "A session (one table, 16 hands)").
 *
 * Players are numbered 0..3 for A, B, C, D: East, South, West, North at hand 1.
 * Four rounds of four hands; the prevalent wind is the round's (E, S, W, N). After
 * every hand the seat winds rotate (South becomes East, so the next player in the
 * round's starting order is East), and at the start of each round the players
 * change seats. The table this gives (each cell: the players holding E S W N):
 *
 *   hands  prevalent  hand 1 of round  hand 2   hand 3   hand 4
 *   1-4    E          A B C D          B C D A  C D A B  D A B C
 *   5-8    S          B A D C          A D C B  D C B A  C B A D
 *   9-12   W          C D B A          D B A C  B A C D  A C D B
 *   13-16  N          D C A B          C A B D  A B D C  B D C A
 */
import { WINDS, type Wind } from '../tiles.js';

/** A player as an index 0..3 (A, B, C, D in the players line). */
export type PlayerIndex = 0 | 1 | 2 | 3;

export const HANDS_PER_SESSION = 16;
export const HANDS_PER_ROUND = 4;

/** Who sits East, South, West, North at the first hand of each round. */
const ROUND_START: readonly (readonly PlayerIndex[])[] = [
  [0, 1, 2, 3], // A B C D
  [1, 0, 3, 2], // B A D C
  [2, 3, 1, 0], // C D B A
  [3, 2, 0, 1], // D C A B
];

export const isHandNumber = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= HANDS_PER_SESSION;

/** The prevalent (round) wind of hand 1..16. */
export function prevalentWind(hand: number): Wind {
  checkHand(hand);
  return WINDS[Math.floor((hand - 1) / HANDS_PER_ROUND)];
}

/** The players holding East, South, West, North in hand 1..16 (index = wind). */
export function seating(hand: number): PlayerIndex[] {
  checkHand(hand);
  const round = Math.floor((hand - 1) / HANDS_PER_ROUND);
  const k = (hand - 1) % HANDS_PER_ROUND;
  const start = ROUND_START[round];
  return WINDS.map((_, w) => start[(w + k) % 4]);
}

/** The seat wind of `player` in hand 1..16. */
export function seatWind(hand: number, player: PlayerIndex): Wind {
  return WINDS[seating(hand).indexOf(player)];
}

/** The player holding `wind` in hand 1..16. */
export function playerAt(hand: number, wind: Wind): PlayerIndex {
  return seating(hand)[WINDS.indexOf(wind)];
}

function checkHand(hand: number): void {
  // Callers check hand numbers first (isHandNumber); this is a programming error.
  if (!isHandNumber(hand)) throw new RangeError(`hand number ${hand} is not 1 to ${HANDS_PER_SESSION}`);
}
