/**
 * Who pays whom for one claim (RULES.md "Payments" and "False mahjong").
 *
 *   win on a discard   discarder pays total + 8, each other player pays 8
 *   self-drawn win     each of the three others pays total + 8
 *   below-minimum      the claimer pays 10 to each other player
 *   not-a-winning-hand the claimer pays 20 to each other player
 *
 * Rows start at the winner (or claimer) and go round the table E → S → W → N → E,
 * so they always sum to 0. A discard win with an unknown discarder (no +from) has
 * one row 'discarder' and two rows 'other', all with seat null.
 */
import type { Hand } from './hand/types.js';
import type { PaymentJson, Verdict } from './result.js';
import { WINDS, type Wind } from './tiles.js';

/** Paid by every losing player on top of (or instead of) the hand's total. */
export const BASE_PAYMENT = 8;
/** False mahjong penalties, paid by the claimer to each other player. */
export const PENALTY: Record<Exclude<Verdict, 'win'>, number> = {
  'below-minimum': 10,
  'not-a-winning-hand': 20,
};

/**
 * The three other seats, in playing order after each seat (indexed like WINDS).
 * Made once: payments() runs for every hand scored.
 */
const OTHERS_AFTER: readonly (readonly [Wind, Wind, Wind])[] = WINDS.map((_, i) => [
  WINDS[(i + 1) % 4],
  WINDS[(i + 2) % 4],
  WINDS[(i + 3) % 4],
]);

/** The three other seats after `seat`; a seat that is no wind (a Hand built in code) counts as North, as it always has. */
const othersAfter = (seat: Wind): readonly [Wind, Wind, Wind] => OTHERS_AFTER[WINDS.indexOf(seat)] ?? OTHERS_AFTER[3];

/**
 * Fresh rows on every call (callers may change them), written out without map or
 * spread: this runs for every hand. The winner's row is minus the sum of the others,
 * added up as (0 + first) + second + third, in row order.
 */
export function payments(hand: Hand, verdict: Verdict, total: number): PaymentJson[] {
  const me = hand.seatWind;
  const others = othersAfter(me);
  const a = others[0];
  const b = others[1];
  const c = others[2];

  if (verdict !== 'win') {
    const penalty = PENALTY[verdict];
    return [
      { seat: me, role: 'claimer', amount: -3 * penalty },
      { seat: a, role: 'other', amount: penalty },
      { seat: b, role: 'other', amount: penalty },
      { seat: c, role: 'other', amount: penalty },
    ];
  }

  const full = -(total + BASE_PAYMENT);
  if (hand.win === 'wall') {
    return [
      { seat: me, role: 'winner', amount: -(0 + full + full + full) },
      { seat: a, role: 'other', amount: full },
      { seat: b, role: 'other', amount: full },
      { seat: c, role: 'other', amount: full },
    ];
  }
  const d = hand.discarder;
  if (d === null) {
    return [
      { seat: me, role: 'winner', amount: -(0 + full - BASE_PAYMENT - BASE_PAYMENT) },
      { seat: null, role: 'discarder', amount: full },
      { seat: null, role: 'other', amount: -BASE_PAYMENT },
      { seat: null, role: 'other', amount: -BASE_PAYMENT },
    ];
  }
  const pa = a === d ? full : -BASE_PAYMENT;
  const pb = b === d ? full : -BASE_PAYMENT;
  const pc = c === d ? full : -BASE_PAYMENT;
  return [
    { seat: me, role: 'winner', amount: -(0 + pa + pb + pc) },
    { seat: a, role: a === d ? 'discarder' : 'other', amount: pa },
    { seat: b, role: b === d ? 'discarder' : 'other', amount: pb },
    { seat: c, role: c === d ? 'discarder' : 'other', amount: pc },
  ];
}
