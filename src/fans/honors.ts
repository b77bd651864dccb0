/**
 * Fans of winds and dragons. The honor combinations (Big Four Winds, Big Three
 * Dragons, Big Three Winds, Two Dragon Pungs) are counted with the other pung
 * combinations by group-pungs.ts.
 */
import { type Tile, isDragon, isWind, tileCode, WINDS } from '../tiles.js';
import type { Hand } from '../hand/types.js';
import type { View } from './view.js';
import { family, yes, type FanDef, type MissContext } from './define.js';
import { allPungs, eachPung, pungOf, pungsAndPair, pungsMaking } from './uses.js';

/** Has the arrangement a pung (or kong) of tile t? */
function hasPungOf(v: View, t: Tile): boolean {
  for (const p of v.pungs) if (p.tile === t) return true;
  return false;
}

const WIND_TILES: readonly Tile[] = [27, 28, 29, 30];
const DRAGON_TILES: readonly Tile[] = [31, 32, 33];
/** The tiles of these kinds the hand holds, written as held (`EEE`, `RR`). */
const held = (c: MissContext, kinds: readonly Tile[]) => kinds.filter((t) => c.v.counts[t] > 0).map((t) => tileCode(t).repeat(c.v.counts[t]));

/** `why`: the winds or dragons the hand holds, and its pungs. */
const holds = (kinds: readonly Tile[], kind: 'winds' | 'dragons') => (c: MissContext) =>
  c.say.holds(c.needs, kind, held(c, kinds), c.sets((k) => k === 'pung' || k === 'kong'));
const holdsWinds = holds(WIND_TILES, 'winds');
const holdsDragons = holds(DRAGON_TILES, 'dragons');
const noWindPung = (c: MissContext) => c.say.noWindPung(c.needs, held(c, WIND_TILES));

/** `why`: a wind pung of the hand (in any arrangement) would count with another +seat or +round. */
const windOption = (flag: '+seat' | '+round', of: (h: Hand) => string): NonNullable<FanDef['option']> => (h, _v, c) => {
  const winds = new Set<Tile>();
  for (const v of c.views) for (const p of v.pungs) if (isWind(p.tile)) winds.add(p.tile);
  if (winds.size === 0) return null;
  const options = [...winds].map((t) => `${flag}:${WINDS[t - 27]}`);
  const pungs = c.list([...winds].map((t) => tileCode(t).repeat(3)));
  return {
    options,
    what: of(h),
    possible: true,
    says: `a pung of ${of(h)}; this hand's wind pung${winds.size > 1 ? 's are' : ' is'} ${pungs}, so it would count with ${c.list(options, 'or')}`,
  };
};

export const HONORS = family('honors', (v) => v.windPungs + v.dragonPungs > 0, {
  'big-four-winds': {
    no: 1, name: 'Big Four Winds', zh: '大四喜', points: 88, what: 'pungs/kongs of all four winds',
    combination: 'pungs',
    notCountedWith: ['big-three-winds', 'all-pungs', 'prevalent-wind', 'seat-wind', 'pung-of-terminals-or-honors', 'little-four-winds'],
    uses: allPungs,
    miss: holdsWinds,
  },
  'big-three-dragons': {
    no: 2, name: 'Big Three Dragons', zh: '大三元', points: 88, what: 'pungs/kongs of all three dragons',
    combination: 'pungs',
    notCountedWith: ['dragon-pung', 'two-dragon-pungs', 'little-three-dragons'],
    uses: pungsMaking(3),
    miss: holdsDragons,
  },
  'little-four-winds': {
    no: 9, name: 'Little Four Winds', zh: '小四喜', points: 64, what: 'three wind pungs and a pair of the fourth wind',
    detect: (v) => yes(v.windPungs === 3 && isWind(v.pair)),
    notCountedWith: ['big-three-winds', 'pung-of-terminals-or-honors'],
    uses: pungsAndPair(isWind),
    miss: holdsWinds,
  },
  'little-three-dragons': {
    no: 10, name: 'Little Three Dragons', zh: '小三元', points: 64, what: 'two dragon pungs and a pair of the third',
    detect: (v) => yes(v.dragonPungs === 2 && isDragon(v.pair)),
    notCountedWith: ['two-dragon-pungs', 'dragon-pung'],
    uses: pungsAndPair(isDragon),
    miss: holdsDragons,
  },
  'big-three-winds': {
    no: 38, name: 'Big Three Winds', zh: '三风刻', points: 12, what: 'three wind pungs',
    combination: 'pungs',
    notCountedWith: [{ ownPungs: 'wind-pungs' }],
    uses: pungsMaking(3),
    miss: holdsWinds,
  },
  'two-dragon-pungs': {
    no: 54, name: 'Two Dragon Pungs', zh: '双箭刻', points: 6, what: 'two dragon pungs',
    combination: 'pungs',
    notCountedWith: ['dragon-pung'],
    uses: pungsMaking(2),
    miss: holdsDragons,
  },
  'dragon-pung': {
    no: 59, name: 'Dragon Pung', zh: '箭刻', points: 2, what: 'a dragon pung (each)',
    detect: (v) => v.dragonPungs,
    uses: eachPung(isDragon),
    miss: holdsDragons,
  },
  'prevalent-wind': {
    no: 60, name: 'Prevalent Wind', zh: '圈风刻', points: 2, what: "pung of the round's wind",
    needs: "a pung of the round's wind",
    detect: (v) => yes(hasPungOf(v, v.prevalentTile)),
    notCountedWith: [{ ownPungs: 'prevalent-wind-pung' }],
    uses: pungOf((v) => v.prevalentTile),
    option: windOption('+round', (h) => `the round's wind (${h.prevalentWind})`),
    miss: noWindPung,
  },
  'seat-wind': {
    no: 61, name: 'Seat Wind', zh: '门风刻', points: 2, what: "pung of the winner's seat wind",
    needs: "a pung of the winner's seat wind",
    detect: (v) => yes(hasPungOf(v, v.seatTile)),
    notCountedWith: [{ ownPungs: 'seat-wind-pung' }],
    uses: pungOf((v) => v.seatTile),
    option: windOption('+seat', (h) => `the winner's seat wind (${h.seatWind})`),
    miss: noWindPung,
  },
});
