// The golden data set (test/golden/, refreshed by npm run golden:update): every hand
// scored through the public score() API under each rule profile's folder, as
// the reference corpus's own checker does (npm run corpus), one test per file.
import { describe, expect, it } from 'vitest';
import { score } from '../src/index.js';
import { golden, GOLDEN_PROFILES } from './helpers/golden.js';

const fanKey = (fans: { id: string; count?: number }[]) =>
  fans
    .map((f) => `${f.id}x${f.count ?? 1}`)
    .sort()
    .join(' ');

describe('reference corpus', () => {
  for (const rules of GOLDEN_PROFILES) {
    it(`scores every hand of ${rules}/hands.jsonl as the reference does under --rules ${rules}`, () => {
      const wrong: string[] = [];
      const hands = golden(`${rules}/hands.jsonl`);
      expect(hands.length).toBeGreaterThan(10000);
      for (const c of hands) {
        const r = score(c.hand, { rules });
        const accepted = [fanKey(c.fans!), ...(c.alsoAccept ?? []).map(fanKey)];
        const ok =
          r.ok &&
          r.rules === rules &&
          r.verdict === c.verdict &&
          r.fanPoints === c.fanPoints &&
          r.total === c.total &&
          accepted.includes(fanKey(r.fans));
        if (!ok) wrong.push(`${c.id} ${c.hand}: ${r.ok ? `${r.verdict} ${r.fanPoints} ${fanKey(r.fans)}` : r.error.message}`);
      }
      expect(wrong.slice(0, 10)).toEqual([]);
    });
  }

  it('rejects or judges every line of bad-input.jsonl as the reference does', () => {
    const wrong: string[] = [];
    for (const c of golden('bad-input.jsonl')) {
      const r = score(c.hand);
      const ok = c.expect === 'error' ? !r.ok : r.ok && r.verdict === 'not-a-winning-hand';
      if (!ok) wrong.push(`${c.id} ${c.hand}: expected ${c.expect}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
