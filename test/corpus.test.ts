// The golden data set: every hand of ../shared/corpus (computed by an independent,
// established implementation) scored through the public score() API. This is what
// `node ../shared/tools/check-corpus.mjs` checks, as one test per file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { score } from '../src/index.js';

const corpus = (name: string) =>
  readFileSync(new URL(`../../shared/corpus/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));

const fanKey = (fans: { id: string; count?: number }[]) =>
  fans
    .map((f) => `${f.id}x${f.count ?? 1}`)
    .sort()
    .join(' ');

describe('reference corpus', () => {
  it('scores every hand of hands.jsonl as the reference does', () => {
    const wrong: string[] = [];
    const hands = corpus('hands.jsonl');
    expect(hands.length).toBeGreaterThan(10000);
    for (const c of hands) {
      const r = score(c.hand);
      const accepted = [fanKey(c.fans), ...(c.alsoAccept ?? []).map(fanKey)];
      const ok =
        r.ok && r.verdict === c.verdict && r.fanPoints === c.fanPoints && r.total === c.total && accepted.includes(fanKey(r.fans));
      if (!ok) wrong.push(`${c.id} ${c.hand}: ${r.ok ? `${r.verdict} ${r.fanPoints} ${fanKey(r.fans)}` : r.error.message}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('rejects or judges every line of bad-input.jsonl as the reference does', () => {
    const wrong: string[] = [];
    for (const c of corpus('bad-input.jsonl')) {
      const r = score(c.hand);
      const ok = c.expect === 'error' ? !r.ok : r.ok && r.verdict === 'not-a-winning-hand';
      if (!ok) wrong.push(`${c.id} ${c.hand}: expected ${c.expect}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
