import { describe, expect, it } from 'vitest';
import { WINDS } from '../../src/tiles.js';
import { isHandNumber, playerAt, prevalentWind, seatWind, seating } from '../../src/session/winds.js';

// RULES.md "A session (one table, 16 hands)", copied cell by cell: who holds East,
// South, West, North in each hand.
const RULES_TABLE: Record<number, { prevalent: string; seats: string }> = {
  1: { prevalent: 'E', seats: 'A B C D' },
  2: { prevalent: 'E', seats: 'B C D A' },
  3: { prevalent: 'E', seats: 'C D A B' },
  4: { prevalent: 'E', seats: 'D A B C' },
  5: { prevalent: 'S', seats: 'B A D C' },
  6: { prevalent: 'S', seats: 'A D C B' },
  7: { prevalent: 'S', seats: 'D C B A' },
  8: { prevalent: 'S', seats: 'C B A D' },
  9: { prevalent: 'W', seats: 'C D B A' },
  10: { prevalent: 'W', seats: 'D B A C' },
  11: { prevalent: 'W', seats: 'B A C D' },
  12: { prevalent: 'W', seats: 'A C D B' },
  13: { prevalent: 'N', seats: 'D C A B' },
  14: { prevalent: 'N', seats: 'C A B D' },
  15: { prevalent: 'N', seats: 'A B D C' },
  16: { prevalent: 'N', seats: 'B D C A' },
};

const letters = (hand: number) => seating(hand).map((p) => 'ABCD'[p]).join(' ');
const HANDS = Array.from({ length: 16 }, (_, i) => i + 1);

describe('the session wind table', () => {
  it.each(HANDS)('hand %i: prevalent wind and seats as in RULES.md', (hand) => {
    expect(prevalentWind(hand)).toBe(RULES_TABLE[hand].prevalent);
    expect(letters(hand)).toBe(RULES_TABLE[hand].seats);
  });

  it('A, B, C, D are East, South, West, North at hand 1', () => {
    expect([0, 1, 2, 3].map((p) => seatWind(1, p as 0 | 1 | 2 | 3))).toEqual(['E', 'S', 'W', 'N']);
  });

  it('within a round, South of one hand is East of the next (East becomes North, South East, ...)', () => {
    for (const hand of HANDS) {
      if (hand % 4 === 0) continue;
      const now = seating(hand);
      const next = seating(hand + 1);
      expect(next).toEqual([now[1], now[2], now[3], now[0]]);
    }
  });

  it('every hand seats each player once, and every player holds every wind four times', () => {
    const held = new Map<string, number>();
    for (const hand of HANDS) {
      expect([...seating(hand)].sort()).toEqual([0, 1, 2, 3]);
      for (const p of [0, 1, 2, 3] as const) {
        const key = `${p}${seatWind(hand, p)}`;
        held.set(key, (held.get(key) ?? 0) + 1);
      }
    }
    expect(held.size).toBe(16);
    expect([...held.values()].every((n) => n === 4)).toBe(true);
  });

  it('playerAt and seatWind are inverse', () => {
    for (const hand of HANDS) for (const w of WINDS) expect(seatWind(hand, playerAt(hand, w))).toBe(w);
  });

  it('hand numbers are 1 to 16', () => {
    expect([0, 1, 16, 17, 2.5, -1].map(isHandNumber)).toEqual([false, true, true, false, false, false]);
    expect(() => seating(17)).toThrow(RangeError);
  });
});
