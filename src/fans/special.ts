/**
 * Special shapes (RULES.md "Winning hands"): the hands that are not four sets and a
 * pair, Nine Gates, and the two fans counted apart from any arrangement (Chicken
 * Hand, Flower Tiles).
 */
import { isSevenShiftedPairs } from '../decompose/special.js';
import { family, yes } from './define.js';
import { nothing, theKnit, wholeHand } from './uses.js';

export const SPECIAL = family('special', (v) => v.shape !== 'regular' || v.nineGates, {
  'seven-pairs': {
    no: 19, name: 'Seven Pairs', zh: '七对', points: 24, what: 'seven pairs (four identical tiles may be two pairs)',
    detect: (v) => yes(v.shape === 'seven-pairs'),
    notCountedWith: ['concealed-hand', 'single-wait'],
    concealedByNature: true,
    uses: wholeHand,
  },
  'seven-shifted-pairs': {
    no: 6, name: 'Seven Shifted Pairs', zh: '连七对', points: 88, what: 'seven consecutive pairs of one suit',
    detect: (v) => yes(v.shape === 'seven-pairs' && isSevenShiftedPairs(v.counts)),
    notCountedWith: ['seven-pairs', 'full-flush', 'concealed-hand', 'single-wait', 'no-honors', 'one-voided-suit'],
    concealedByNature: true,
    uses: wholeHand,
  },
  'thirteen-orphans': {
    no: 7, name: 'Thirteen Orphans', zh: '十三幺', points: 88, what: 'all terminals and honors, one doubled',
    detect: (v) => yes(v.shape === 'thirteen-orphans'),
    // (corpus) All Terminals and Honors
    notCountedWith: ['all-types', 'concealed-hand', 'single-wait', 'all-terminals-and-honors'],
    concealedByNature: true,
    uses: wholeHand,
  },
  'greater-honors-and-knitted-tiles': {
    no: 20, name: 'Greater Honors and Knitted Tiles', zh: '七星不靠', points: 24, what: 'all seven honors plus seven knitted suit tiles',
    detect: (v) => yes(v.honors === 7),
    notCountedWith: ['lesser-honors-and-knitted-tiles', 'all-types', 'concealed-hand'],
    concealedByNature: true,
    uses: wholeHand,
  },
  'lesser-honors-and-knitted-tiles': {
    no: 34, name: 'Lesser Honors and Knitted Tiles', zh: '全不靠', points: 12, what: '14 singles: honors and knitted suit tiles',
    detect: (v) => yes(v.honors >= 5),
    notCountedWith: ['all-types', 'concealed-hand'],
    concealedByNature: true,
    uses: wholeHand,
  },
  'knitted-straight': {
    no: 35, name: 'Knitted Straight', zh: '组合龙', points: 12, what: '147 258 369 in three different suits',
    detect: (v) => yes(v.knit !== null),
    uses: theKnit,
  },
  'nine-gates': {
    no: 4, name: 'Nine Gates', zh: '九莲宝灯', points: 88, what: 'concealed 1112345678999 of one suit plus any tile of it',
    detect: (v) => yes(v.nineGates),
    notCountedWith: ['full-flush', 'concealed-hand', 'no-honors', 'one-voided-suit', 'pung-of-terminals-or-honors'],
    concealedByNature: true,
    uses: wholeHand,
  },
  // Counted apart, by evaluate/: Chicken Hand after the exclusions, when nothing else
  // counts; Flower Tiles from the hand's flowers.
  'chicken-hand': {
    no: 43, name: 'Chicken Hand', zh: '无番和', points: 8, what: 'a hand that scores nothing else (flowers aside)',
    needs: 'no other fan',
    detect: () => 0,
    counted: 'no other fan is present (flowers aside)',
    miss: (c) => c.say.chicken(c.name, c.counted.map(c.nameOf)),
    uses: nothing,
  },
  'flower-tiles': {
    no: 81, name: 'Flower Tiles', zh: '花牌', points: 1, what: 'each flower or season (not toward the minimum)',
    detect: () => 0,
    fromOptions: (h, c) => {
      const n = h?.flowers ?? 0;
      const what = 'the number of flowers and seasons the player has shown';
      if (n > 0) return { count: n, says: `${n} point${n === 1 ? '' : 's'}, one for each flower (+flowers:${n}); they do not count toward the minimum of ${c.minimum}.` };
      return { options: ['+flowers:N'], what, possible: true, says: `+flowers:N, ${what}; none were given` };
    },
    uses: nothing,
  },
});
