// scoreTrustedBothWays (the same tiles scored won on a discard and by self-draw, for
// ready-hand analysis) gives exactly what scoreHand gives of its two results, and
// sameTilesWon the facts handFacts works out for the other way: on complete hands of every shape,
// hands that do not win, and random options (inconsistent ones included).
import { describe, expect, it } from 'vitest';
import { scoreHand, scoreTrustedBothWays, type SameTiles } from '../src/score.js';
import { validate } from '../src/hand/validate.js';
import type { ScoreResult } from '../src/result.js';
import { FULL } from './helpers/full.js';
import { candidates, handFacts, sameCandidates, sameTilesWon } from '../src/evaluate/candidates.js';
import { parseLine } from '../src/notation/parse.js';
import type { Hand } from '../src/hand/types.js';
import { scoringRules } from '../src/evaluate/rules.js';
import { ruleProfile } from '../src/rules/profiles.js';

const GREEN_BOOK = scoringRules(ruleProfile('green-book')!);
import {
  honorsKnittedHand,
  int,
  knittedStraightHand,
  line,
  nineGatesHand,
  orphansHand,
  randomHand,
  randomOptions,
  regularHand,
  rng,
  sevenPairsHand,
  type GenHand,
  type Rng,
} from './waits/gen.js';

/** What scoreTrustedBothWays gives of a result: the fields ready-hand analysis reads of a win, in the result's order; null when it does not win. */
function winFields(r: ScoreResult) {
  if (!r.ok || r.verdict === 'not-a-winning-hand') return null;
  const { verdict, reason, fanPoints, total, fans, excluded, arrangement, payments } = r;
  return { verdict, reason, fanPoints, total, fans, excluded, arrangement, payments };
}

const makers: ((r: Rng) => GenHand | null)[] = [
  (r) => regularHand(r, int(r, 5)),
  sevenPairsHand,
  orphansHand,
  honorsKnittedHand,
  (r) => knittedStraightHand(r, 0),
  (r) => knittedStraightHand(r, 1),
  nineGatesHand,
  (r) => {
    const h = randomHand(r, int(r, 3));
    if (h) h.concealed.push(int(r, 34));
    return h;
  },
];

/** `n` tries of the makers in turn, options on a share `withOptions` of them: each generated hand that reads, with its line. */
function* readHands(seed: number, n: number, withOptions: number): Generator<{ r: Rng; base: Hand; l: string }> {
  const r = rng(seed);
  for (let i = 0; i < n; i++) {
    const g = makers[i % makers.length](r);
    if (!g) continue;
    g.options = r() < withOptions ? randomOptions(r) : [];
    const l = line(g);
    const p = parseLine(l);
    if (p.ok) yield { r, base: p.hand, l };
  }
}

describe('sameTilesWon', () => {
  it("gives handFacts' facts for the same tiles won the other way", () => {
    let n = 0;
    for (const { r, base, l } of readHands(2016, 2000, 0.6)) {
      const discard: Hand = { ...base, concealed: base.concealed, win: 'discard' };
      const wall: Hand = { ...base, win: 'wall', discarder: r() < 0.8 ? null : base.discarder, kong: r() < 0.5 && base.kong };
      expect(sameTilesWon(handFacts(discard), wall), l).toEqual(handFacts(wall));
      expect(sameTilesWon(handFacts(wall), discard), l).toEqual(handFacts(discard));
      n++;
    }
    expect(n).toBeGreaterThan(1500);
  });
});

describe('scoreTrustedBothWays', () => {
  it("gives the win fields of scoreHand's results both ways for valid hands, null for no win", () => {
    let wins = 0, nonWins = 0;
    for (const { r, base, l } of readHands(1616, 2000, 0.6)) {
      const discard: Hand = { ...base, concealed: base.concealed, win: 'discard' };
      const wall: Hand = { ...base, win: 'wall', discarder: null, kong: r() < 0.5 && base.kong };
      // Trusted: only hands validate() passes (what the analysis proves of its own).
      if (validate(discard).kind !== 'ok' || validate(wall).kind !== 'ok') continue;
      const [a, b] = scoreTrustedBothWays(discard, wall, GREEN_BOOK);
      expect(JSON.stringify(a), `${l} on a discard`).toBe(JSON.stringify(winFields(scoreHand(discard, ''))));
      expect(JSON.stringify(b), `${l} self-drawn`).toBe(JSON.stringify(winFields(scoreHand(wall, ''))));
      if (a) wins++;
      else nonWins++;
    }
    expect(wins).toBeGreaterThan(500);
    expect(nonWins).toBeGreaterThan(20);
  });
});

describe('the same tiles with another winning tile', () => {
  it('sameTilesWon and sameCandidates give what handFacts and candidates do; scoreTrustedBothWays sharing them, what scoreHand does', () => {
    let shared = 0, nineGates = 0;
    for (const { base, l: written } of readHands(1617, FULL ? 1200 : 400, 0.4)) {
      const tiles: SameTiles = { facts: null, list: null, views: null };
      const first = handFacts(base);
      const firstList = candidates(first);
      // Each different concealed tile as the winning tile, written last (as waits writes it).
      for (const w of new Set(base.concealed)) {
        const concealed = base.concealed.slice();
        concealed.splice(concealed.lastIndexOf(w), 1);
        concealed.push(w);
        const discard: Hand = { ...base, concealed, winningTile: w, win: 'discard' };
        const wall: Hand = { ...discard, win: 'wall', discarder: null };
        const l = `${written} winning on tile ${w}`;
        const facts = sameTilesWon(first, discard);
        expect(facts, l).toEqual(handFacts(discard));
        const list = sameCandidates(firstList, facts);
        expect(list, l).toEqual(candidates(handFacts(discard)));
        if (list[0]?.nineGates !== firstList[0]?.nineGates) nineGates++;
        if (validate(discard).kind !== 'ok' || validate(wall).kind !== 'ok') continue;
        if (tiles.facts) shared++;
        const [a, b] = scoreTrustedBothWays(discard, wall, GREEN_BOOK, tiles);
        expect(JSON.stringify(a), `${l} on a discard`).toBe(JSON.stringify(winFields(scoreHand(discard, ''))));
        expect(JSON.stringify(b), `${l} self-drawn`).toBe(JSON.stringify(winFields(scoreHand(wall, ''))));
      }
    }
    expect(shared).toBeGreaterThan(FULL ? 3000 : 1000);
    expect(nineGates).toBeGreaterThan(FULL ? 20 : 6);
  });
});
