/**
 * Kong fans: RULES.md "Kong combinations" (exactly two kongs: two melded 4; one
 * melded and one concealed: Two Melded Kongs + Concealed Kong; two concealed 8).
 */
import { family, yes, type MissContext } from './define.js';
import { kongs } from './uses.js';

/** `why`: the kongs the hand has. */
const kongsHeld = (c: MissContext) => c.say.kongs(c.needs, c.sets((k) => k === 'kong'));

export const KONGS = family('kongs', (v) => v.meldedKongs + v.concealedKongs > 0, {
  'four-kongs': {
    no: 5, name: 'Four Kongs', zh: '四杠', points: 88, what: 'four kongs',
    detect: (v) => yes(v.meldedKongs + v.concealedKongs === 4),
    // (corpus) All Pungs; Concealed Kong and Two Concealed Kongs: "Four Kongs replace the kong fans"
    notCountedWith: ['three-kongs', 'two-melded-kongs', 'melded-kong', 'single-wait', 'all-pungs', 'two-concealed-kongs', 'concealed-kong'],
    uses: kongs('all'),
    miss: kongsHeld,
  },
  'three-kongs': {
    no: 17, name: 'Three Kongs', zh: '三杠', points: 32, what: 'three kongs',
    detect: (v) => yes(v.meldedKongs + v.concealedKongs >= 3), // four kongs hold three: Four Kongs excludes it
    notCountedWith: ['two-melded-kongs', 'melded-kong', 'two-concealed-kongs', 'concealed-kong'],
    uses: kongs('all'),
    miss: kongsHeld,
  },
  'two-concealed-kongs': {
    no: 48, name: 'Two Concealed Kongs', zh: '双暗杠', points: 8, what: 'two concealed kongs',
    detect: (v) => yes(v.concealedKongs >= 2),
    notCountedWith: ['concealed-kong', 'two-concealed-pungs'],
    uses: kongs('concealed'),
    miss: kongsHeld,
  },
  // A profile's own fan (mil): one melded and one concealed kong as one fan; it
  // replaces the kong fans they would score.
  'melded-and-concealed-kong': {
    no: null, name: 'Melded and Concealed Kong', zh: '明暗杠', points: 5, what: 'exactly one melded and one concealed kong (mil only)',
    detect: (v) => yes(v.meldedKongs === 1 && v.concealedKongs === 1),
    notCountedWith: ['two-melded-kongs', 'melded-kong', 'concealed-kong'],
    uses: kongs('all'),
    miss: kongsHeld,
  },
  'two-melded-kongs': {
    no: 57, name: 'Two Melded Kongs', zh: '双明杠', points: 4, what: 'two melded kongs',
    detect: (v) => yes(v.meldedKongs + v.concealedKongs >= 2 && v.concealedKongs <= 1),
    notCountedWith: ['melded-kong'],
    uses: kongs('all'),
    miss: kongsHeld,
  },
  'concealed-kong': {
    no: 67, name: 'Concealed Kong', zh: '暗杠', points: 2, what: 'a concealed kong',
    detect: (v) => yes(v.concealedKongs >= 1),
    uses: kongs('concealed'),
    miss: kongsHeld,
  },
  'melded-kong': {
    no: 74, name: 'Melded Kong', zh: '明杠', points: 1, what: 'a melded kong',
    detect: (v) => yes(v.meldedKongs >= 1),
    uses: kongs('melded'),
    miss: kongsHeld,
  },
});
