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

/** The three other seats, in playing order after `seat`. */
const othersAfter = (seat: Wind): Wind[] => {
  const i = WINDS.indexOf(seat);
  return [1, 2, 3].map((k) => WINDS[(i + k) % 4]);
};

export function payments(hand: Hand, verdict: Verdict, total: number): PaymentJson[] {
  const me = hand.seatWind;
  const others = othersAfter(me);

  if (verdict !== 'win') {
    const penalty = PENALTY[verdict];
    return [
      { seat: me, role: 'claimer', amount: -3 * penalty },
      ...others.map((seat): PaymentJson => ({ seat, role: 'other', amount: penalty })),
    ];
  }

  let rows: PaymentJson[];
  if (hand.win === 'wall') {
    rows = others.map((seat) => ({ seat, role: 'other', amount: -(total + BASE_PAYMENT) }));
  } else if (hand.discarder !== null) {
    const discarder = hand.discarder;
    rows = others.map((seat) =>
      seat === discarder
        ? { seat, role: 'discarder', amount: -(total + BASE_PAYMENT) }
        : { seat, role: 'other', amount: -BASE_PAYMENT },
    );
  } else {
    rows = [
      { seat: null, role: 'discarder', amount: -(total + BASE_PAYMENT) },
      { seat: null, role: 'other', amount: -BASE_PAYMENT },
      { seat: null, role: 'other', amount: -BASE_PAYMENT },
    ];
  }
  const won = -rows.reduce((sum, r) => sum + r.amount, 0);
  return [{ seat: me, role: 'winner', amount: won }, ...rows];
}
