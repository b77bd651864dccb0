/**
 * Fans of winds and dragons. The honor combinations (Big Four Winds, Big Three
 * Dragons, Big Three Winds, Two Dragon Pungs) are counted with the other pung
 * combinations by group-pungs.ts.
 */
import { type Tile, isDragon, isWind } from '../tiles.js';
import type { View } from './view.js';
import { family, yes } from './define.js';
import { allPungs, eachPung, pungOf, pungsAndPair, pungsMaking } from './uses.js';

/** Has the arrangement a pung (or kong) of tile t? */
function hasPungOf(v: View, t: Tile): boolean {
  for (const p of v.pungs) if (p.tile === t) return true;
  return false;
}

export const HONORS = family('honors', (v) => v.windPungs + v.dragonPungs > 0, {
  'big-four-winds': {
    no: 1, name: 'Big Four Winds', zh: '大四喜', points: 88, what: 'pungs/kongs of all four winds',
    combination: 'pungs',
    notCountedWith: ['big-three-winds', 'all-pungs', 'prevalent-wind', 'seat-wind', 'pung-of-terminals-or-honors', 'little-four-winds'],
    uses: allPungs,
  },
  'big-three-dragons': {
    no: 2, name: 'Big Three Dragons', zh: '大三元', points: 88, what: 'pungs/kongs of all three dragons',
    combination: 'pungs',
    notCountedWith: ['dragon-pung', 'two-dragon-pungs', 'little-three-dragons'],
    uses: pungsMaking(3),
  },
  'little-four-winds': {
    no: 9, name: 'Little Four Winds', zh: '小四喜', points: 64, what: 'three wind pungs and a pair of the fourth wind',
    detect: (v) => yes(v.windPungs === 3 && isWind(v.pair)),
    notCountedWith: ['big-three-winds', 'pung-of-terminals-or-honors'],
    uses: pungsAndPair(isWind),
  },
  'little-three-dragons': {
    no: 10, name: 'Little Three Dragons', zh: '小三元', points: 64, what: 'two dragon pungs and a pair of the third',
    detect: (v) => yes(v.dragonPungs === 2 && isDragon(v.pair)),
    notCountedWith: ['two-dragon-pungs', 'dragon-pung'],
    uses: pungsAndPair(isDragon),
  },
  'big-three-winds': {
    no: 38, name: 'Big Three Winds', zh: '三风刻', points: 12, what: 'three wind pungs',
    combination: 'pungs',
    notCountedWith: [{ ownPungs: 'wind-pungs' }],
    uses: pungsMaking(3),
  },
  'two-dragon-pungs': {
    no: 54, name: 'Two Dragon Pungs', zh: '双箭刻', points: 6, what: 'two dragon pungs',
    combination: 'pungs',
    notCountedWith: ['dragon-pung'],
    uses: pungsMaking(2),
  },
  'dragon-pung': {
    no: 59, name: 'Dragon Pung', zh: '箭刻', points: 2, what: 'a dragon pung (each)',
    detect: (v) => v.dragonPungs,
    uses: eachPung(isDragon),
  },
  'prevalent-wind': {
    no: 60, name: 'Prevalent Wind', zh: '圈风刻', points: 2, what: "pung of the round's wind",
    needs: "a pung of the round's wind",
    detect: (v) => yes(hasPungOf(v, v.prevalentTile)),
    notCountedWith: [{ ownPungs: 'prevalent-wind-pung' }],
    uses: pungOf((v) => v.prevalentTile),
  },
  'seat-wind': {
    no: 61, name: 'Seat Wind', zh: '门风刻', points: 2, what: "pung of the winner's seat wind",
    needs: "a pung of the winner's seat wind",
    detect: (v) => yes(hasPungOf(v, v.seatTile)),
    notCountedWith: [{ ownPungs: 'seat-wind-pung' }],
    uses: pungOf((v) => v.seatTile),
  },
});
