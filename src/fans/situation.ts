/**
 * How the hand was won (two families): self-drawn or on a discard, with or without
 * melds; and the special wins (the wall's last tile, a kong's replacement tile, a robbed kong, the
 * last tile of its kind). The options of the line (+win, +wall-last, +kong, +last)
 * give them; evaluate/candidates.ts checks that the hand can hold them.
 */
import { family, yes } from './define.js';
import { wholeHand, wholeHandAndWinningTile, winningTile } from './uses.js';

export const SITUATION = family('situation', null, {
  'melded-hand': {
    no: 53, name: 'Melded Hand', zh: '全求人', points: 6, what: 'four melded sets, won on a discard onto a single tile',
    needs: 'four melded sets and a win on a discard onto a single tile',
    detect: (v) => yes(v.shape === 'regular' && v.meldedSets === 4 && !v.selfDrawn),
    notCountedWith: ['single-wait'],
    uses: wholeHandAndWinningTile,
  },
  'fully-concealed-hand': {
    no: 56, name: 'Fully Concealed Hand', zh: '不求人', points: 4, what: 'no melds, self-drawn',
    needs: 'no melded sets and a self-drawn win',
    // Also the hands concealed by nature; a profile may have them score Self-Drawn instead (principle 7).
    detect: (v) => yes(v.selfDrawn && v.meldedSets === 0),
    notCountedWith: ['self-drawn', 'concealed-hand'],
    uses: wholeHand,
  },
  'concealed-hand': {
    no: 62, name: 'Concealed Hand', zh: '门前清', points: 2, what: 'no melds (concealed kongs allowed), won on a discard',
    needs: 'no melded sets (concealed kongs allowed) and a win on a discard',
    detect: (v) => yes(v.meldedSets === 0),
    uses: wholeHand,
  },
  'self-drawn': {
    no: 80, name: 'Self-Drawn', zh: '自摸', points: 1, what: 'self-drawn',
    detect: (v) => yes(v.selfDrawn),
    uses: winningTile,
  },
});

export const SPECIAL_WINS = family('special-wins', (v) => v.lastTile || v.kong || v.hand.wallLast, {
  'last-tile-draw': {
    no: 44, name: 'Last Tile Draw', zh: '妙手回春', points: 8, what: 'self-drawn last tile of the wall',
    detect: (v) => yes(v.selfDrawn && v.hand.wallLast),
    notCountedWith: ['self-drawn'],
    uses: winningTile,
  },
  'last-tile-claim': {
    no: 45, name: 'Last Tile Claim', zh: '海底捞月', points: 8, what: 'won on the final discard',
    detect: (v) => yes(!v.selfDrawn && v.hand.wallLast),
    uses: winningTile,
  },
  'out-with-replacement-tile': {
    no: 46, name: 'Out with Replacement Tile', zh: '杠上开花', points: 8, what: "won on a kong's replacement tile",
    detect: (v) => yes(v.selfDrawn && v.kong),
    notCountedWith: ['self-drawn'],
    uses: winningTile,
  },
  'robbing-the-kong': {
    no: 47, name: 'Robbing the Kong', zh: '抢杠和', points: 8, what: 'won on a tile added to a melded pung',
    detect: (v) => yes(!v.selfDrawn && v.kong),
    notCountedWith: ['last-tile'],
    uses: winningTile,
  },
  'last-tile': {
    no: 58, name: 'Last Tile', zh: '和绝张', points: 4, what: 'the winning tile is the last of its kind',
    detect: (v) => yes(v.lastTile),
    uses: winningTile,
  },
});
