/**
 * A win claimed at the table, scored by the scorer (src/score.ts) with every option
 * read from the play: won on a discard or self-drawn, the discarder, the wall's last
 * tile (+wall-last), the last of its kind (+last: the other three face up on the
 * table), a kong's replacement or a robbed kong (+kong), the seat and round winds,
 * the flowers laid out. Short of the minimum (or no winning hand) it is a false win,
 * and what it pays is the penalty.
 */
import { scoreHand } from '../score.js';
import { canonical } from '../notation/format.js';
import { payments } from '../payments.js';
import type { Hand, Meld } from '../hand/types.js';
import { tileCode, WINDS, type Tile } from '../tiles.js';
import { writeTiles } from '../format/tiles.js';
import type { GameMeld, HandState, Seat, WinRecord } from './types.js';

/** How the winning tile came: drawn by the winner, another's discard, or added to another's pung. */
export type WinWay = 'wall' | 'discard' | 'rob';

/** A set's tiles, lowest first. */
export const meldTiles = (m: GameMeld): Tile[] =>
  m.kind === 'chow' ? [m.tile, m.tile + 1, m.tile + 2] : new Array<Tile>(m.kind === 'kong' ? 4 : 3).fill(m.tile);

/** A set in notation: "[345b]", a concealed kong "(EEEE)". */
export const meldText = (m: GameMeld): string => {
  const body = writeTiles(meldTiles(m).map(tileCode));
  return m.concealed ? `(${body})` : `[${body}]`;
};

const meldOf = (m: GameMeld): Meld => ({ kind: m.kind, tiles: meldTiles(m), concealed: m.concealed });

/** The scorer's Hand of `seat` winning on `tile` (held already when self-drawn). */
export function winningHand(state: HandState, seat: Seat, tile: Tile, way: WinWay, from: Seat | null): Hand {
  const me = state.seats[seat];
  const concealed: Tile[] = [];
  for (let t = 0; t < 34; t++) {
    const n = me.counts[t] - (way === 'wall' && t === tile ? 1 : 0);
    for (let k = 0; k < n; k++) concealed.push(t);
  }
  concealed.push(tile);
  // The other copies face up: the discard itself (or the added tile) is not one of them.
  const visible = state.visible[tile] - (way === 'wall' ? 0 : 1);
  const empty = state.head >= state.tail;
  return {
    concealed,
    melds: me.melds.map(meldOf),
    winningTile: tile,
    win: way === 'wall' ? 'wall' : 'discard',
    seatWind: WINDS[seat],
    prevalentWind: state.prevalent,
    discarder: from === null ? null : WINDS[from],
    flowers: me.flowers.length,
    last: visible >= 3,
    wallLast: way !== 'rob' && empty,
    kong: way === 'rob' || (way === 'wall' && state.afterKong),
  };
}

/** The claim scored: a win, or a false win with its penalty (payments per seat E S W N, net). */
export function scoreWin(state: HandState, seat: Seat, tile: Tile, way: WinWay, from: Seat | null): WinRecord {
  const hand = winningHand(state, seat, tile, way, from);
  const line = canonical(hand);
  const r = scoreHand(hand, line, { rules: state.rules });
  const verdict = r.ok ? r.verdict : 'not-a-winning-hand';
  const total = r.ok ? r.total : hand.flowers;
  const rows = r.ok ? r.payments : payments(hand, verdict, total);
  const paid = [0, 0, 0, 0];
  for (const row of rows) if (row.seat !== null) paid[WINDS.indexOf(row.seat)] += row.amount;
  return { seat, from, line, verdict, fanPoints: r.ok ? r.fanPoints : 0, total, payments: paid, score: r.ok ? r : null };
}
