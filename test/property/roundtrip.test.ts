/**
 * Every valid hand: parse → canonical → parse gives the same hand, and score() of
 * the canonical form is score() of the original (input aside). Valid hands come
 * from the winning-hand generator written in every style the notation allows
 * (digit runs or single tiles, aliases, Unicode tiles and flowers, any spacing,
 * options in any order, defaults written out), from the corpus, and from corpus
 * lines with one edit that still read.
 */
import fc from 'fast-check';
import { deepStrictEqual } from 'node:assert/strict';
import { describe, it } from 'vitest';
import { score } from '../../src/index.js';
import { canonical } from '../../src/notation/format.js';
import { parseLine } from '../../src/notation/parse.js';
import type { Hand } from '../../src/hand/types.js';
import type { ScoreResult } from '../../src/result.js';
import {
  check,
  corpus,
  type GenHand,
  meldTiles,
  mutate,
  normalize,
  Rng,
  runs,
  sameHand,
  writtenHandArb,
} from './generators.js';

/** The Hand parseLine should make of a generated hand. */
function expectedHand(g: GenHand): Hand {
  const w = g.concealed[g.concealed.length - 1];
  const melds = g.melds.map((m) => ({ kind: m.kind, tiles: meldTiles(m), concealed: m.concealed }));
  const implied = melds.some((m) => m.kind === 'pung' && !m.concealed && m.tiles[0] === w);
  return {
    concealed: g.concealed,
    melds,
    winningTile: w,
    win: g.options.win,
    seatWind: g.options.seat,
    prevalentWind: g.options.round,
    discarder: g.options.from,
    flowers: g.options.flowers,
    last: g.options.last || implied,
    wallLast: g.options.wallLast,
    kong: g.options.kong,
  };
}

function roundTrips(line: string): void {
  const first = parseLine(line);
  if (!first.ok) throw new Error(`expected ${JSON.stringify(line)} to read: ${first.error.message}`);
  const text = canonical(first.hand);
  const again = parseLine(text);
  check(again.ok, () => `canonical form ${JSON.stringify(text)} does not read`);
  check(sameHand(first.hand, again.hand), () => `${JSON.stringify(line)} → ${JSON.stringify(text)}: another hand`);
  // The canonical form is a fixed point.
  check(canonical(again.hand) === text, () => `${JSON.stringify(text)} is not canonical`);
}

function sameScore(line: string): void {
  const parsed = parseLine(line);
  if (!parsed.ok) return;
  const text = canonical(parsed.hand);
  // `assumed` aside: the canonical form omits a default typed out (+seat:E), which
  // then is assumed rather than given.
  const withoutAssumed = (r: ScoreResult) => (r.ok ? { ...r, assumed: undefined } : r);
  deepStrictEqual(
    normalize(withoutAssumed(score(text))),
    normalize(withoutAssumed(score(line))),
    `${JSON.stringify(line)} → ${JSON.stringify(text)}`,
  );
}

/** Corpus lines with one edit, kept only when they still read. */
const readableMutation = fc
  .tuple(fc.nat({ max: 11_999 }), fc.noShrink(fc.integer()))
  .map(([k, seed]) => mutate(corpus()[k % corpus().length], new Rng(seed)))
  .filter((line) => parseLine(line).ok);

describe('canonical form', () => {
  it('generated winning hands read back as generated, in any writing style (10,000 hands)', () => {
    fc.assert(
      fc.property(writtenHandArb, ({ hand, line }) => {
        const r = parseLine(line);
        if (!r.ok) throw new Error(`${JSON.stringify(line)} does not read: ${r.error.message}`);
        check(sameHand(r.hand, expectedHand(hand)), () => `${JSON.stringify(line)} reads as another hand`);
      }),
      runs(10_000, 0x5eed0101),
    );
  });

  it('parse → canonical → parse gives the same hand (10,000 generated + 4,000 edited corpus lines)', () => {
    fc.assert(
      fc.property(writtenHandArb, ({ line }) => roundTrips(line)),
      runs(10_000, 0x5eed0102),
    );
    fc.assert(fc.property(readableMutation, roundTrips), runs(4_000, 0x5eed0103));
  });

  it('parse → canonical → parse gives the same hand for every corpus line', () => {
    for (const line of corpus()) roundTrips(line);
  });

  it('score of the canonical form equals score of the original (10,000 generated + 4,000 edited corpus lines)', () => {
    fc.assert(
      fc.property(writtenHandArb, ({ line }) => sameScore(line)),
      runs(10_000, 0x5eed0104),
    );
    fc.assert(fc.property(readableMutation, sameScore), runs(4_000, 0x5eed0105));
  });
});
