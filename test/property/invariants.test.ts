/**
 * Scoring invariants on generated winning hands (generators.ts: regular hands with
 * melds and kongs, Nine Gates, seven pairs, thirteen orphans, honors and knitted
 * tiles, knitted straight with a set and a pair; legal options).
 */
import fc from 'fast-check';
import { deepStrictEqual } from 'node:assert/strict';
import { describe, it } from 'vitest';
import { score } from '../../src/index.js';
import type { ScoreOk } from '../../src/result.js';
import {
  check,
  checkExcludedBy,
  checkPayments,
  checkPoints,
  checkResult,
  checkScoredNotExcluded,
  type GenHand,
  normalize,
  relabelSuits,
  reorderConcealed,
  Rng,
  runs,
  winningHandArb,
  writeHand,
  writtenHandArb,
} from './generators.js';

/** score() of a generated hand written plainly; it must read. */
function scoreOk(h: GenHand): ScoreOk {
  const line = writeHand(h);
  const r = score(line);
  if (!r.ok) throw new Error(`${JSON.stringify(line)} does not read: ${r.error.code}: ${r.error.message}`);
  return r;
}

const ids = (r: ScoreOk) => new Set([...r.fans, ...r.excluded].map((f) => f.id));

/** The fan a special shape must score (the shape's own, or its bigger variant). */
const SHAPE_FANS: Partial<Record<GenHand['shape'], string[]>> = {
  'thirteen-orphans': ['thirteen-orphans'],
  'honors-and-knitted': ['greater-honors-and-knitted-tiles', 'lesser-honors-and-knitted-tiles'],
  'knitted-straight': ['knitted-straight'],
  'nine-gates': ['nine-gates'],
  'seven-pairs': ['seven-pairs', 'seven-shifted-pairs', /* a better regular reading: */ 'regular'],
};

describe('generated winning hands', () => {
  it('read, and score as complete hands with the shape generated (10,000 hands)', () => {
    fc.assert(
      fc.property(writtenHandArb, ({ hand, line }) => {
        const r = score(line);
        checkResult(r, line);
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
        check(r.verdict !== 'not-a-winning-hand', () => `${line}: ${r.reason}`);
        const want = SHAPE_FANS[hand.shape];
        if (want) {
          const shape = r.arrangement[0]?.kind === 'special' ? 'special' : 'regular';
          check(
            want.some((id) => (id === 'regular' ? shape === 'regular' : r.fans.some((f) => f.id === id))),
            () => `${line}: expected ${want.join(' or ')}, got ${r.fans.map((f) => f.id).join(', ')}`,
          );
        }
      }),
      runs(10_000, 0x5eed0201),
    );
  });

  it('the order the concealed tiles are written in (winning tile last) never changes the result (10,000 hands)', () => {
    fc.assert(
      fc.property(winningHandArb, fc.noShrink(fc.integer()), (h, seed) => {
        const other = reorderConcealed(h, new Rng(seed));
        deepStrictEqual(normalize(scoreOk(other)), normalize(scoreOk(h)), `${writeHand(h)} vs ${writeHand(other)}`);
      }),
      runs(10_000, 0x5eed0202),
    );
  });

  it('relabelling the suits b→c→d→b never changes the total, unless All Green or Reversible Tiles is involved (10,000 hands)', () => {
    fc.assert(
      fc.property(winningHandArb, (h) => {
        const a = scoreOk(h);
        const b = scoreOk(relabelSuits(h));
        const colours = ['all-green', 'reversible-tiles'];
        if (colours.some((id) => ids(a).has(id as never) || ids(b).has(id as never))) return;
        const what = `${writeHand(h)} → ${writeHand(relabelSuits(h))}`;
        check(b.total === a.total, () => `${what}: total ${a.total} → ${b.total}`);
        check(b.verdict === a.verdict, () => `${what}: ${a.verdict} → ${b.verdict}`);
      }),
      runs(10_000, 0x5eed0203),
    );
  });

  it('fanPoints is the sum of points × count, total adds the flowers (10,000 hands)', () => {
    fc.assert(
      fc.property(winningHandArb, (h) => checkPoints(scoreOk(h))),
      runs(10_000, 0x5eed0204),
    );
  });

  it('no fan is both scored and excluded (Pung of Terminals or Honors: per pung) (10,000 hands)', () => {
    fc.assert(
      fc.property(winningHandArb, (h) => checkScoredNotExcluded(scoreOk(h))),
      runs(10_000, 0x5eed0205),
    );
  });

  it('every excluded fan names a scoring fan that excludes it (10,000 hands)', () => {
    fc.assert(
      fc.property(winningHandArb, (h) => checkExcludedBy(scoreOk(h))),
      runs(10_000, 0x5eed0206),
    );
  });

  it('payments sum to zero (10,000 hands)', () => {
    fc.assert(
      fc.property(winningHandArb, (h) => checkPayments(scoreOk(h))),
      runs(10_000, 0x5eed0207),
    );
  });
});
