import type { HandJson } from '../result.js';
import type { WaitsHandJson } from '../waits/types.js';
import { tileCode } from '../tiles.js';
import type { Hand } from './types.js';

const codes = (tiles: readonly number[]) => tiles.map(tileCode);

/** A hand as SCHEMA.md's `hand` object; `last` is the effective +last (given or implied). */
export function handJson(hand: Hand, last: boolean): HandJson {
  return {
    concealed: codes(hand.concealed),
    melds: hand.melds.map((m) => ({ kind: m.kind, tiles: codes(m.tiles), concealed: m.concealed })),
    winningTile: tileCode(hand.winningTile),
    win: hand.win,
    seatWind: hand.seatWind,
    prevalentWind: hand.prevalentWind,
    discarder: hand.discarder,
    flowers: hand.flowers,
    last,
    wallLast: hand.wallLast,
    kong: hand.kong,
  };
}

/**
 * The same less the winning tile and how it was won (`mcr waits`: there is none yet).
 * Written out rather than made from handJson: analysis builds one per hand.
 */
export function waitsHandJson(hand: Hand, last: boolean): WaitsHandJson {
  return {
    concealed: codes(hand.concealed),
    melds: hand.melds.map((m) => ({ kind: m.kind, tiles: codes(m.tiles), concealed: m.concealed })),
    seatWind: hand.seatWind,
    prevalentWind: hand.prevalentWind,
    discarder: hand.discarder,
    flowers: hand.flowers,
    last,
    wallLast: hand.wallLast,
    kong: hand.kong,
  };
}
