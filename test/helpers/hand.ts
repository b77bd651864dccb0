import type { Hand } from '../../src/hand/types.js';

/** A Hand built in code: NOTATION.md's defaults (discard, seat and round E, no options), then `over`. */
export const makeHand = (over: Partial<Hand> = {}): Hand => ({
  concealed: [],
  melds: [],
  winningTile: 0,
  win: 'discard',
  seatWind: 'E',
  prevalentWind: 'E',
  discarder: null,
  flowers: 0,
  last: false,
  wallLast: false,
  kong: false,
  ...over,
});
