/**
 * How the hand was won (two families): self-drawn or on a discard, with or without
 * melds; and the special wins (the wall's last tile, a kong's replacement tile, a robbed kong, the
 * last tile of its kind). The options of the line (+win, +wall-last, +kong, +last)
 * give them; evaluate/candidates.ts checks that the hand can hold them.
 */
import type { Hand } from '../hand/types.js';
import { tileCode } from '../tiles.js';
import { family, yes, type MissContext } from './define.js';
import { wholeHand, wholeHandAndWinningTile, winningTile } from './uses.js';

const self = (h: Hand) => h.win === 'wall';
/** Copies of the winning tile standing in the hand, and in its melds. */
const standing = (h: Hand) => h.concealed.filter((t) => t === h.winningTile).length;
const inMelds = (h: Hand) => h.melds.reduce((n, m) => n + m.tiles.filter((t) => t === h.winningTile).length, 0);
const kongs = (h: Hand) => h.melds.filter((m) => m.kind === 'kong').length;
/** The options of the list whose condition is met. */
const missing = (...opts: [boolean, string][]) => opts.filter(([lacks]) => lacks).map(([, o]) => o);

/** The melded sets of the arrangement, written. */
const meldedSets = (c: MissContext) => c.sets(() => true).filter((x) => x.startsWith('['));
/** `why`: the melded sets a concealed hand may not have. */
const hasMelded = (c: MissContext) => {
  const melded = meldedSets(c);
  return melded.length > 0 ? c.say.hasMelded(c.needs, melded) : null;
};

export const SITUATION = family('situation', null, {
  'melded-hand': {
    no: 53, name: 'Melded Hand', zh: '全求人', points: 6, what: 'four melded sets, won on a discard onto a single tile',
    needs: 'four melded sets and a win on a discard onto a single tile',
    detect: (v) => yes(v.shape === 'regular' && v.meldedSets === 4 && !v.selfDrawn),
    notCountedWith: ['single-wait'],
    uses: wholeHandAndWinningTile,
    miss: (c) => c.say.meldedHand(c.needs, meldedSets(c).length, c.v.selfDrawn),
  },
  'fully-concealed-hand': {
    no: 56, name: 'Fully Concealed Hand', zh: '不求人', points: 4, what: 'no melds, self-drawn',
    needs: 'no melded sets and a self-drawn win',
    // Also the hands concealed by nature; a profile may have them score Self-Drawn instead (principle 7).
    detect: (v) => yes(v.selfDrawn && v.meldedSets === 0),
    notCountedWith: ['self-drawn', 'concealed-hand'],
    option: (_h, v) => (v.meldedSets > 0 ? null : { options: ['+win:wall'], what: 'no melded sets, and the winning tile drawn from the wall', possible: true }),
    uses: wholeHand,
    miss: hasMelded,
  },
  'concealed-hand': {
    no: 62, name: 'Concealed Hand', zh: '门前清', points: 2, what: 'no melds (concealed kongs allowed), won on a discard',
    needs: 'no melded sets (concealed kongs allowed) and a win on a discard',
    detect: (v) => yes(v.meldedSets === 0),
    uses: wholeHand,
    miss: hasMelded,
  },
  'self-drawn': {
    no: 80, name: 'Self-Drawn', zh: '自摸', points: 1, what: 'self-drawn',
    detect: (v) => yes(v.selfDrawn),
    option: () => ({ options: ['+win:wall'], what: 'won by drawing the tile from the wall', possible: true }),
    uses: winningTile,
  },
}, 'reads how the tile was won');

export const SPECIAL_WINS = family('special-wins', (v) => v.lastTile || v.kong || v.hand.wallLast, {
  'last-tile-draw': {
    no: 44, name: 'Last Tile Draw', zh: '妙手回春', points: 8, what: 'self-drawn last tile of the wall',
    detect: (v) => yes(v.selfDrawn && v.hand.wallLast),
    notCountedWith: ['self-drawn'],
    option: (h) => ({ options: missing([!self(h), '+win:wall'], [!h.wallLast, '+wall-last']), what: 'won by drawing the last tile of the wall', possible: true }),
    uses: winningTile,
  },
  'last-tile-claim': {
    no: 45, name: 'Last Tile Claim', zh: '海底捞月', points: 8, what: 'won on the final discard',
    detect: (v) => yes(!v.selfDrawn && v.hand.wallLast),
    option: (h) => ({ options: missing([self(h), '+win:discard'], [!h.wallLast, '+wall-last']), what: 'won on the final discard of the hand', possible: true }),
    uses: winningTile,
  },
  'out-with-replacement-tile': {
    no: 46, name: 'Out with Replacement Tile', zh: '杠上开花', points: 8, what: "won on a kong's replacement tile",
    detect: (v) => yes(v.selfDrawn && v.kong),
    notCountedWith: ['self-drawn'],
    option: (h) => ({
      options: missing([!h.kong, '+kong'], [!self(h), '+win:wall']),
      what: "won on a kong's replacement tile",
      possible: kongs(h) > 0,
      why: 'it has no kong',
    }),
    uses: winningTile,
  },
  'robbing-the-kong': {
    no: 47, name: 'Robbing the Kong', zh: '抢杠和', points: 8, what: 'won on a tile added to a melded pung',
    detect: (v) => yes(!v.selfDrawn && v.kong),
    notCountedWith: ['last-tile'],
    option: (h) => ({
      options: missing([!h.kong, '+kong'], [self(h), '+win:discard']),
      what: 'won on the tile another player adds to a melded pung',
      possible: standing(h) === 1 && inMelds(h) === 0,
      why: `the hand holds another ${tileCode(h.winningTile)}`,
    }),
    uses: winningTile,
  },
  'last-tile': {
    no: 58, name: 'Last Tile', zh: '和绝张', points: 4, what: 'the winning tile is the last of its kind',
    detect: (v) => yes(v.lastTile),
    option: (h) => ({
      options: ['+last'],
      what: 'the winning tile is the last of its kind: the other three are in sight',
      possible: standing(h) === 1,
      why: `another ${tileCode(h.winningTile)} is among the concealed tiles`,
    }),
    uses: winningTile,
  },
}, 'reads how the tile was won');
