import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeHand } from './helpers/hand.js';
import { BASE_PAYMENT, PENALTY, payments } from '../src/payments.js';
import type { PaymentJson, Verdict } from '../src/result.js';
import { WINDS, type Wind } from '../src/tiles.js';

const hand = makeHand;

const sum = (rows: PaymentJson[]): number => rows.reduce((s, r) => s + r.amount, 0);

describe('payments: self-drawn', () => {
  it('each of the three others pays total + 8, in seat order from the winner', () => {
    const rows = payments(hand({ win: 'wall', seatWind: 'S' }), 'win', 11);
    expect(rows).toEqual([
      { seat: 'S', role: 'winner', amount: 57 },
      { seat: 'W', role: 'other', amount: -19 },
      { seat: 'N', role: 'other', amount: -19 },
      { seat: 'E', role: 'other', amount: -19 },
    ]);
    expect(sum(rows)).toBe(0);
  });
});

describe('payments: won on a discard', () => {
  it('with +from: the discarder pays total + 8, the others 8, every row has its seat', () => {
    const rows = payments(hand({ seatWind: 'N', discarder: 'S' }), 'win', 10);
    expect(rows).toEqual([
      { seat: 'N', role: 'winner', amount: 34 },
      { seat: 'E', role: 'other', amount: -8 },
      { seat: 'S', role: 'discarder', amount: -18 },
      { seat: 'W', role: 'other', amount: -8 },
    ]);
    expect(sum(rows)).toBe(0);
  });

  it('without +from: discarder and others have no seat, the winner keeps his', () => {
    const rows = payments(hand({ seatWind: 'W' }), 'win', 8);
    expect(rows).toEqual([
      { seat: 'W', role: 'winner', amount: 32 },
      { seat: null, role: 'discarder', amount: -16 },
      { seat: null, role: 'other', amount: -8 },
      { seat: null, role: 'other', amount: -8 },
    ]);
    expect(sum(rows)).toBe(0);
  });

  it('flowers are paid: the total passed in is what the discarder pays on', () => {
    const rows = payments(hand({ seatWind: 'E', discarder: 'W', flowers: 3 }), 'win', 11);
    expect(rows.find((r) => r.role === 'discarder')).toEqual({ seat: 'W', role: 'discarder', amount: -19 });
    expect(rows[0]).toEqual({ seat: 'E', role: 'winner', amount: 35 });
  });
});

describe('payments: false mahjong', () => {
  it('below the minimum: the claimer pays 10 to each other player', () => {
    const rows = payments(hand({ seatWind: 'N', discarder: 'E' }), 'below-minimum', 6);
    expect(rows).toEqual([
      { seat: 'N', role: 'claimer', amount: -30 },
      { seat: 'E', role: 'other', amount: 10 },
      { seat: 'S', role: 'other', amount: 10 },
      { seat: 'W', role: 'other', amount: 10 },
    ]);
    expect(sum(rows)).toBe(0);
  });

  it('not a winning hand: the claimer pays 20 to each other player, self-drawn or not', () => {
    for (const win of ['wall', 'discard'] as const) {
      const rows = payments(hand({ seatWind: 'E', win }), 'not-a-winning-hand', 0);
      expect(rows).toEqual([
        { seat: 'E', role: 'claimer', amount: -60 },
        { seat: 'S', role: 'other', amount: 20 },
        { seat: 'W', role: 'other', amount: 20 },
        { seat: 'N', role: 'other', amount: 20 },
      ]);
      expect(sum(rows)).toBe(0);
    }
  });
});

describe('payments: invariants', () => {
  const wind = fc.constantFrom<Wind>(...WINDS);
  const verdict = fc.constantFrom<Verdict>('win', 'below-minimum', 'not-a-winning-hand');
  it('four rows, summing to 0, first row the winner/claimer at the seat wind', () => {
    fc.assert(
      fc.property(
        wind,
        wind,
        fc.boolean(),
        fc.boolean(),
        verdict,
        fc.integer({ min: 0, max: 400 }),
        (seat, from, wall, known, v, total) => {
          const discarder = !wall && known && from !== seat ? from : null;
          const rows = payments(hand({ seatWind: seat, win: wall ? 'wall' : 'discard', discarder }), v, total);
          expect(rows).toHaveLength(4);
          expect(sum(rows)).toBe(0);
          expect(rows[0].seat).toBe(seat);
          expect(rows[0].role).toBe(v === 'win' ? 'winner' : 'claimer');
          const seats = rows.map((r) => r.seat).filter((s) => s !== null);
          expect(new Set(seats).size).toBe(seats.length);
        },
      ),
    );
  });
});

describe('payments: the same rows as before they were written out one by one', () => {
  // payments() as it was (map and spread), the reference for every case.
  const before = (h: ReturnType<typeof hand>, verdict: Verdict, total: number): PaymentJson[] => {
    const me = h.seatWind;
    const i = WINDS.indexOf(me);
    const others = [1, 2, 3].map((k) => WINDS[(i + k) % 4]);
    if (verdict !== 'win') {
      const penalty = PENALTY[verdict];
      return [
        { seat: me, role: 'claimer', amount: -3 * penalty },
        ...others.map((seat): PaymentJson => ({ seat, role: 'other', amount: penalty })),
      ];
    }
    let rows: PaymentJson[];
    if (h.win === 'wall') {
      rows = others.map((seat) => ({ seat, role: 'other', amount: -(total + BASE_PAYMENT) }));
    } else if (h.discarder !== null) {
      const discarder = h.discarder;
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
    const won = -rows.reduce((s, r) => s + r.amount, 0);
    return [{ seat: me, role: 'winner', amount: won }, ...rows];
  };

  it('every seat, discarder (the winner too, or none), way of winning, verdict and total', () => {
    const seats = [...WINDS, 'X' as Wind];
    for (const seatWind of seats)
      for (const discarder of [...seats, null])
        for (const win of ['wall', 'discard'] as const)
          for (const verdict of ['win', 'below-minimum', 'not-a-winning-hand'] as const)
            for (const total of [0, 1, 8, 88, 400, -8, 2.5]) {
              const h = hand({ seatWind, discarder, win });
              const rows = payments(h, verdict, total);
              expect(rows).toEqual(before(h, verdict, total));
              rows.forEach((r, k) => expect(Object.is(r.amount, before(h, verdict, total)[k].amount)).toBe(true));
            }
  });

  it('fresh rows on every call', () => {
    const h = hand({ win: 'wall' });
    const a = payments(h, 'win', 8);
    a[0].amount = 0;
    a.pop();
    expect(payments(h, 'win', 8)).toEqual(before(h, 'win', 8));
  });
});
