import type { Hand } from '../../src/hand/types.js';

const sorted = (t: readonly number[]): number[] => t.slice().sort((a, b) => a - b);
const meldKey = (m: Hand['melds'][number]): string => `${m.kind}:${m.concealed}:${m.tiles.join(',')}`;

/** Same hand up to the order of concealed tiles and of melds (the winning tile must match). */
export function sameHand(a: Hand, b: Hand): boolean {
  return (
    sorted(a.concealed).join() === sorted(b.concealed).join() &&
    a.winningTile === b.winningTile &&
    a.concealed[a.concealed.length - 1] === b.concealed[b.concealed.length - 1] &&
    a.melds.map(meldKey).sort().join('|') === b.melds.map(meldKey).sort().join('|') &&
    a.win === b.win &&
    a.seatWind === b.seatWind &&
    a.prevalentWind === b.prevalentWind &&
    a.discarder === b.discarder &&
    a.flowers === b.flowers &&
    a.last === b.last &&
    a.wallLast === b.wallLast &&
    a.kong === b.kong
  );
}
