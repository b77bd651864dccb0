import type { HandJson } from '../result.js';
import type { WaitsHandJson } from '../waits/types.js';
import { tileCode, type Tile } from '../tiles.js';
import type { Hand } from './types.js';

/**
 * The codes of tiles. A plain loop into an array made at its size: this runs for
 * every hand and meld of every result; map() with a callback costs several times
 * more, and an array grown by push() starts with room for 17.
 */
export function codes(tiles: readonly Tile[]): string[] {
  const out = new Array<string>(tiles.length);
  for (let i = 0; i < tiles.length; i++) out[i] = tileCode(tiles[i]);
  return out;
}

function meldsJson(hand: Hand): HandJson['melds'] {
  const melds = hand.melds;
  const out: HandJson['melds'] = new Array(melds.length);
  for (let i = 0; i < melds.length; i++) {
    const m = melds[i];
    out[i] = { kind: m.kind, tiles: codes(m.tiles), concealed: m.concealed };
  }
  return out;
}

/** A hand as SCHEMA.md's `hand` object; `last` is the effective +last (given or implied). */
export function handJson(hand: Hand, last: boolean): HandJson {
  return {
    concealed: codes(hand.concealed),
    melds: meldsJson(hand),
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

/** The same less the winning tile and how it was won (`mcr waits`: there is none yet). */
export function waitsHandJson(hand: Hand, last: boolean): WaitsHandJson {
  const { winningTile: _tile, win: _how, ...rest } = handJson(hand, last);
  return rest;
}
