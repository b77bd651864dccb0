// The proof of the table (docs/PLAY.md "Proof"), on a sample of seeded bot hands;
// npm run test:full plays many more (MCR_TEST_FULL=1).
import { describe, expect, it } from 'vitest';
import { playChecked } from './helpers.js';

import { FULL } from '../helpers/full.js';

describe('seeded bot hands keep every rule of the table', () => {
  it('tiles, counts, claims, wins, payments after every action', () => {
    const seeds = FULL ? 300 : 3;
    let wins = 0, claims = 0, actions = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const c = playChecked(seed, 4);
      wins += c.wins;
      claims += c.claims;
      actions += c.actions;
    }
    expect(actions).toBeGreaterThan(seeds * 4 * 50);
    expect(wins).toBeGreaterThan(0);
    expect(claims).toBeGreaterThan(0);
  });
});
