/**
 * closest() (src/nearest.ts) with its length cap: the same answers as comparing every
 * key (brute force, below), and a query far longer than any name is near none without
 * being compared to them all (`why(hand, 'x'.repeat(60000))` answered at once).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closest, editDistance, fold } from '../src/nearest.js';
import { closestFans } from '../src/fans/find.js';
import { why } from '../src/index.js';
import { FAN_IDS, FANS } from '../src/fans/index.js';

/** closest() without the cap: every key compared. */
function bruteClosest<T>(query: string, entries: readonly { item: T; keys: readonly string[] }[], most = 3): T[] {
  const q = fold(query);
  if (q === '') return [];
  const limit = Math.max(2, Math.floor(q.length / 2));
  return entries
    .map(({ item, keys }) => ({ item, d: Math.min(...keys.map(fold).map((k) => Math.min(editDistance(q, k), editDistance(q, k.slice(0, q.length)) + 0.5))) }))
    .filter((s) => s.d <= limit)
    .sort((a, b) => a.d - b.d)
    .slice(0, most)
    .map((s) => s.item);
}

const ENTRIES = FAN_IDS.map((id) => ({ item: id, keys: [id, FANS[id].name] }));

describe('closest', () => {
  it('agrees with comparing every key, for queries around the cap', () => {
    const longest = Math.max(...ENTRIES.flatMap((e) => e.keys.map((k) => fold(k).length)));
    const names = ENTRIES.flatMap((e) => e.keys);
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.integer({ min: 0, max: 3 * longest }), fc.string({ maxLength: 3 }), (name, pad, noise) => {
        const query = (name + noise + 'q'.repeat(pad)).slice(0, 4 * longest);
        expect(closest(query, ENTRIES)).toEqual(bruteClosest(query, ENTRIES));
      }),
      { numRuns: 40 },
    );
    // Short entries, where the cap matters most: a key of 3 and queries up to 12.
    const small = [{ item: 'a', keys: ['abc'] }, { item: 'b', keys: ['xyzw'] }];
    for (let n = 1; n <= 12; n++) for (const q of ['a'.repeat(n), 'abc' + 'z'.repeat(n), 'xyz'.repeat(n)]) expect(closest(q, small)).toEqual(bruteClosest(q, small));
  });

  it('a query of 60,000 characters is near no fan, and why() says so', () => {
    expect(closestFans('x'.repeat(60_000))).toEqual([]);
    expect(closestFans('pure straight' + 'x'.repeat(40_000))).toEqual([]);
    const r = why('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S', 'x'.repeat(60_000));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('unknown-fan');
  });
});
