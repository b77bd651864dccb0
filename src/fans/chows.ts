/**
 * Fans made of chows. The combinations (two, three or four chows) are counted
 * together by group-chows.ts under the account-once and non-identical principles
 * (RULES.md 3 and 4); index.ts makes their detectors read what it found (View.combos).
 */
import { type Tile, tileCode } from '../tiles.js';
import { family, yes } from './define.js';
import { allChows, chowsMaking, wholeHand } from './uses.js';

/** 123 456 789 (first tiles 0 3 6 of a suit) in suits a, b, c. */
const straight = (a: number, b: number, c: number): Tile[] => [a * 9, b * 9 + 3, c * 9 + 6];

export const CHOWS = family('chows', (v) => v.chows.length > 0, {
  'pure-terminal-chows': {
    no: 13, name: 'Pure Terminal Chows', zh: '一色双龙会', points: 64, what: 'two 123 and two 789 chows and a 55 pair, one suit',
    combination: 'chows',
    notCountedWith: ['seven-pairs', 'full-flush', 'all-chows', 'pure-double-chow', 'two-terminal-chows', 'no-honors'],
    uses: allChows(true),
  },
  'quadruple-chow': {
    no: 14, name: 'Quadruple Chow', zh: '一色四同顺', points: 48, what: 'four identical chows',
    combination: 'chows',
    notCountedWith: ['pure-triple-chow', 'pure-shifted-pungs', 'pure-double-chow', 'tile-hog'],
    uses: allChows(false),
  },
  'four-pure-shifted-chows': {
    no: 16, name: 'Four Pure Shifted Chows', zh: '一色四步高', points: 32, what: 'four chows of one suit, each up by one, or each up by two',
    combination: 'chows',
    notCountedWith: ['pure-shifted-chows', 'short-straight', 'two-terminal-chows', 'pure-double-chow'],
    uses: allChows(false),
  },
  'pure-triple-chow': {
    no: 23, name: 'Pure Triple Chow', zh: '一色三同顺', points: 24, what: 'three identical chows',
    combination: 'chows',
    notCountedWith: ['pure-shifted-pungs', 'pure-double-chow'],
    uses: chowsMaking(3),
  },
  'pure-straight': {
    no: 28, name: 'Pure Straight', zh: '清龙', points: 16, what: '123 456 789 of one suit',
    combination: 'chows',
    notCountedWith: ['short-straight', 'two-terminal-chows'],
    ways: { chows: [straight(0, 0, 0), straight(1, 1, 1), straight(2, 2, 2)], needs: '123 456 789 of one suit' },
    uses: chowsMaking(3),
  },
  'three-suited-terminal-chows': {
    no: 29, name: 'Three-Suited Terminal Chows', zh: '三色双龙会', points: 16, what: '123 and 789 in one suit, 123 and 789 in a second, 55 pair in the third',
    combination: 'chows',
    notCountedWith: ['all-chows', 'two-terminal-chows', 'mixed-double-chow', 'no-honors'],
    uses: allChows(true),
  },
  'pure-shifted-chows': {
    no: 30, name: 'Pure Shifted Chows', zh: '一色三步高', points: 16, what: 'three chows of one suit, each up by one, or each up by two',
    combination: 'chows',
    uses: chowsMaking(3),
  },
  'mixed-straight': {
    no: 39, name: 'Mixed Straight', zh: '花龙', points: 8, what: '123 456 789 across the three suits',
    combination: 'chows',
    ways: {
      chows: [straight(0, 1, 2), straight(0, 2, 1), straight(1, 0, 2), straight(1, 2, 0), straight(2, 0, 1), straight(2, 1, 0)],
      needs: '123, 456 and 789, each in a different suit',
    },
    uses: chowsMaking(3),
  },
  'mixed-triple-chow': {
    no: 41, name: 'Mixed Triple Chow', zh: '三色三同顺', points: 8, what: 'same chow in all three suits',
    needs: 'the same chow in all three suits',
    combination: 'chows',
    notCountedWith: ['mixed-double-chow'],
    uses: chowsMaking(3),
  },
  'mixed-shifted-chows': {
    no: 51, name: 'Mixed Shifted Chows', zh: '三色三步高', points: 6, what: 'chows in three suits, each up by one',
    combination: 'chows',
    uses: chowsMaking(3),
  },
  'all-chows': {
    no: 63, name: 'All Chows', zh: '平和', points: 2, what: 'four chows and a suited pair',
    detect: (v) => yes(v.chows.length + (v.knit ? 3 : 0) === 4 && v.pair >= 0 && v.pair < 27),
    notCountedWith: ['no-honors'],
    uses: wholeHand,
    ofSets: true,
    miss: ({ v, needs, sets, say }) => say.allChows(needs, sets((k) => k === 'chow').length + (v.knit ? 3 : 0), v.pair >= 27 ? tileCode(v.pair).repeat(2) : null),
  },
  'pure-double-chow': {
    no: 69, name: 'Pure Double Chow', zh: '一般高', points: 1, what: 'two identical chows',
    combination: 'chows',
    uses: chowsMaking(2),
  },
  'mixed-double-chow': {
    no: 70, name: 'Mixed Double Chow', zh: '喜相逢', points: 1, what: 'the same chow in two suits',
    combination: 'chows',
    uses: chowsMaking(2),
  },
  'short-straight': {
    no: 71, name: 'Short Straight', zh: '连六', points: 1, what: 'two chows of one suit making six in a row',
    combination: 'chows',
    uses: chowsMaking(2),
  },
  'two-terminal-chows': {
    no: 72, name: 'Two Terminal Chows', zh: '老少副', points: 1, what: '123 and 789 of one suit',
    combination: 'chows',
    uses: chowsMaking(2),
  },
});
