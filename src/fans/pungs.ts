/**
 * Fans made of pungs and kongs (a kong counts as a pung for them). The suited
 * combinations are counted together by group-pungs.ts (as the honor ones in
 * honors.ts); index.ts makes their detectors read what it found (View.combos).
 */
import { tileCode } from '../tiles.js';
import { family, yes, type MissContext } from './define.js';
import { concealedPungs, pungsLeft, pungsMaking, allPungs, wholeHand } from './uses.js';

/** `why`: the concealed pungs the hand has, and a pung the discard completes (melded by it). */
const concealedHeld = (c: MissContext) => {
  const v = c.v;
  const concealed = v.pungs.filter((p) => p.concealed).map((p) => tileCode(p.tile).repeat(p.kong ? 4 : 3));
  const onDiscard = !v.selfDrawn && v.pungs.some((p) => p.tile === v.winTile && !p.melded && !p.concealed);
  return c.say.concealedPungs(c.needs, concealed, onDiscard ? tileCode(v.winTile) : null);
};

export const PUNGS = family('pungs', (v) => v.pungs.length > 0, {
  'four-concealed-pungs': {
    no: 12, name: 'Four Concealed Pungs', zh: '四暗刻', points: 64, what: 'four concealed pungs/kongs',
    detect: (v) => yes(v.concealedPungs === 4),
    notCountedWith: ['all-pungs', 'three-concealed-pungs', 'two-concealed-pungs', 'concealed-hand'],
    concealedByNature: true,
    uses: concealedPungs(4),
    miss: concealedHeld,
  },
  'four-pure-shifted-pungs': {
    no: 15, name: 'Four Pure Shifted Pungs', zh: '一色四节高', points: 48, what: 'four pungs of one suit, numbers up by one',
    combination: 'pungs',
    notCountedWith: ['pure-shifted-pungs', 'pure-triple-chow', 'all-pungs'],
    uses: allPungs,
  },
  'pure-shifted-pungs': {
    no: 24, name: 'Pure Shifted Pungs', zh: '一色三节高', points: 24, what: 'three pungs of one suit, numbers up by one',
    combination: 'pungs',
    notCountedWith: ['pure-triple-chow'],
    uses: pungsMaking(3),
  },
  'triple-pung': {
    no: 32, name: 'Triple Pung', zh: '三同刻', points: 16, what: 'pungs of the same number in all three suits',
    combination: 'pungs',
    notCountedWith: ['double-pung'],
    uses: pungsMaking(3),
  },
  'three-concealed-pungs': {
    no: 33, name: 'Three Concealed Pungs', zh: '三暗刻', points: 16, what: 'three concealed pungs/kongs',
    detect: (v) => yes(v.concealedPungs >= 3),
    notCountedWith: ['two-concealed-pungs'],
    uses: concealedPungs(3),
    miss: concealedHeld,
  },
  'mixed-shifted-pungs': {
    no: 42, name: 'Mixed Shifted Pungs', zh: '三色三节高', points: 8, what: 'pungs in three suits, numbers up by one',
    combination: 'pungs',
    uses: pungsMaking(3),
  },
  'all-pungs': {
    no: 49, name: 'All Pungs', zh: '碰碰和', points: 6, what: 'four pungs/kongs and a pair',
    detect: (v) => yes((v.shape === 'regular' || v.shape === 'knitted-straight') && v.pungs.length === 4),
    uses: wholeHand,
    ofSets: true,
    miss: (c) => c.say.allPungs(c.needs, c.sets((k) => k === 'pung' || k === 'kong').length, c.sets((k) => k === 'chow')),
  },
  'double-pung': {
    no: 65, name: 'Double Pung', zh: '双同刻', points: 2, what: 'two pungs of the same number in different suits',
    combination: 'pungs',
    uses: pungsMaking(2),
  },
  'two-concealed-pungs': {
    no: 66, name: 'Two Concealed Pungs', zh: '双暗刻', points: 2, what: 'two concealed pungs/kongs',
    detect: (v) => yes(v.concealedPungs >= 2),
    uses: concealedPungs(2),
    miss: concealedHeld,
  },
  'pung-of-terminals-or-honors': {
    no: 73, name: 'Pung of Terminals or Honors', zh: '幺九刻', points: 1, what: 'a pung of 1s, 9s or a wind not already scored (each)',
    // Each terminal or wind pung; the exclusions take away those other fans have
    // scored (the `ownPungs` entries), and the pungs they leave are the ones used.
    detect: (v) => v.terminalOrWindPungs,
    uses: pungsLeft,
  },
}, 'reads how the tile was won');
