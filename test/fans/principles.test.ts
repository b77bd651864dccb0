// The principles for combining fans (docs/RULES.md, "Principles for combining
// fans" and "Kong combinations"), one or more example hands each. Where RULES.md
// leaves a choice open, the reference corpus (test/golden/) decides;
// such tests name the corpus hand they follow.
import { describe, expect, it } from 'vitest';
import { FANS, score, type FanId, type ScoreOk } from '../../src/index.js';

function scored(line: string, rules: 'green-book' | 'mil' = 'green-book'): ScoreOk {
  const r = score(line, { rules });
  if (!r.ok) throw new Error(`${line}: ${r.error.message}`);
  return r;
}
const counts = (r: ScoreOk): Record<string, number> => Object.fromEntries(r.fans.map((f) => [f.id, f.count]));
const countOf = (r: ScoreOk, id: FanId): number => r.fans.find((f) => f.id === id)?.count ?? 0;
const sum = (r: ScoreOk, ids: readonly FanId[]): number => ids.reduce((n, id) => n + countOf(r, id), 0);
const pointsOf = (fans: Partial<Record<FanId, number>>): number =>
  (Object.entries(fans) as [FanId, number][]).reduce((n, [id, c]) => n + FANS[id].points * c, 0);

const TWO_CHOW_FANS: readonly FanId[] = ['pure-double-chow', 'mixed-double-chow', 'short-straight', 'two-terminal-chows'];
const WAIT_FANS: readonly FanId[] = ['edge-wait', 'closed-wait', 'single-wait'];

describe('account once (principle 4)', () => {
  it('four chows with four possible two-chow fans score three of them', () => {
    // 234b 567b 234c 567c and 55d: 234b-567b and 234c-567c are Short Straights,
    // 234b-234c and 567b-567c Mixed Double Chows. At most three count; a repeated fan is
    // the one dropped, as in the corpus hand [345b] 678b 3456777d 8d (MDC x2 + SS x1).
    const r = scored('[234b] 567b 234c 55d 56c 7c');
    expect(sum(r, TWO_CHOW_FANS)).toBe(3);
    expect(counts(r)).toEqual({ 'mixed-double-chow': 2, 'short-straight': 1, 'all-chows': 1, 'all-simples': 1 });
  });

  it('123b 123b 123c 123c: two Pure Double Chows and one Mixed Double Chow, not four', () => {
    // Six chow pairs make fans (two PDC, four MDC); three count. Corpus: [456b] [456b] 4556666c 4c.
    const r = scored('[123b] [123b] 12c 123c 55d 3c');
    expect(counts(r)).toEqual({ 'pure-double-chow': 2, 'mixed-double-chow': 1, 'all-chows': 1, 'edge-wait': 1 });
  });

  it('a three-chow fan and a fourth chow: the fourth adds one two-chow fan at most', () => {
    // 123b 456b 789b (Pure Straight) and another 456b: with 456b it is a Pure Double Chow,
    // with 123b and with 789b it would make Short Straights; only the Pure Double Chow counts.
    // Corpus: 12344566789b 77d 5b +win:wall (pure-straight + pure-double-chow).
    const r = scored('[456b] 12356789b EE 4b');
    expect(counts(r)).toEqual({ 'pure-straight': 1, 'pure-double-chow': 1, 'half-flush': 1 });
    expect(r.excluded).toContainEqual(expect.objectContaining({ id: 'short-straight', by: 'pure-straight' }));
  });
});

describe('non-identical (principle 3)', () => {
  it('a chow pairs with two identical chows for the same fan only once', () => {
    // 123b 123b 123c: 123c with either 123b is a Mixed Double Chow; it counts once.
    // Corpus: [123d] 1123344b 111c 2b +win:wall (pure-double-chow + mixed-double-chow x1).
    const r = scored('[123b] 123b 123c EE 55d 5d');
    expect(counts(r)).toEqual({ 'pure-double-chow': 1, 'mixed-double-chow': 1 });
  });
});

describe('wait fans (principle 5)', () => {
  it('a two-sided wait scores no wait fan', () => {
    // 23d waits for 1d or 4d.
    const r = scored('[456b] 678c 345d EE 23d 4d');
    expect(sum(r, WAIT_FANS)).toBe(0);
    expect(counts(r)).toEqual({ 'chicken-hand': 1 });
  });

  it('a tile that ends a 12 is no Edge Wait when another tile also completes the hand', () => {
    // 12d 345d won on 3d reads as 12+3, but 12345d also waits for 6d (123 456).
    const r = scored('[456b] 678c 345d EE 12d 3d');
    expect(sum(r, WAIT_FANS)).toBe(0);
    expect(counts(r)).toEqual({ 'chicken-hand': 1 });
  });

  it('an edge and a closed reading of a unique wait score one wait fan', () => {
    // 1122344b waits only for 3b: 123 123 44 (3b as the edge of 12) or 11 234 234 (3b in the middle).
    const r = scored('[567c] [789d] 1122344b 3b');
    expect(sum(r, WAIT_FANS)).toBe(1);
    expect(countOf(r, 'edge-wait') + countOf(r, 'closed-wait')).toBe(1);
    expect(r.fanPoints).toBe(pointsOf({ 'all-chows': 1, 'pure-double-chow': 1 }) + 1);
  });

  it('a closed and a single reading score one wait fan', () => {
    // 2334d waits only for 3d: the middle of 2_4 beside a 33 pair, or the pair of a 234 chow.
    const r = scored('[456b] [678c] 789d 2334d 3d');
    expect(sum(r, WAIT_FANS)).toBe(1);
    expect(r.fanPoints).toBe(pointsOf({ 'all-chows': 1 }) + 1);
  });

  it('an edge and a single reading score one wait fan', () => {
    // 1233c waits only for 3c: 12_ beside a 33 pair, or the pair of a 123 chow.
    const r = scored('[456b] [678c] [345d] 1233c 3c');
    expect(sum(r, WAIT_FANS)).toBe(1);
    expect(r.fanPoints).toBe(pointsOf({ 'all-chows': 1 }) + 1);
  });
});

describe('kong combinations', () => {
  it('two melded kongs: Two Melded Kongs, 4', () => {
    const r = scored('[2222b] [5555c] 789d EE 34b 5b');
    expect(counts(r)).toEqual({ 'two-melded-kongs': 1 });
    expect(r.fanPoints).toBe(4);
  });

  it('one melded and one concealed kong: Two Melded Kongs + Concealed Kong, 6', () => {
    const r = scored('[2222b] (5555c) 789d EE 34b 5b');
    expect(counts(r)).toEqual({ 'two-melded-kongs': 1, 'concealed-kong': 1 });
    expect(r.fanPoints).toBe(6);
  });

  it('two concealed kongs: Two Concealed Kongs, 8 (no Concealed Kong, no Two Concealed Pungs)', () => {
    const r = scored('(2222b) (5555c) [678d] 34b EE 5b');
    expect(counts(r)).toEqual({ 'two-concealed-kongs': 1 });
    expect(r.fanPoints).toBe(8);
  });

  it('two concealed kongs and a concealed pung: Two Concealed Kongs + Three Concealed Pungs', () => {
    // The 777c pung is concealed because the hand is self-drawn.
    // Corpus: (4444d) (2222c) 123555b N N (three-concealed-pungs + two-concealed-kongs + ...).
    const r = scored('(2222b) (5555c) [678d] 77c EE 7c +win:wall');
    expect(counts(r)).toEqual({ 'two-concealed-kongs': 1, 'three-concealed-pungs': 1, 'self-drawn': 1 });
  });

  it('three kongs, two of them concealed: Three Kongs, and only the concealed-pung fan beside it', () => {
    // Corpus: [6666c] (2222d) (5555b) 89b 55d 7b (three-kongs + two-concealed-pungs + ...).
    const r = scored('(2222b) (5555c) [7777d] 34b EE 5b');
    expect(counts(r)).toEqual({ 'three-kongs': 1, 'two-concealed-pungs': 1 });
  });

  it('four kongs, three of them concealed: Four Kongs + Three Concealed Pungs', () => {
    // Corpus: (3333c) [6666d] (SSSS) (GGGG) 4d 4d +win:wall (four-kongs + three-concealed-pungs + ...).
    const r = scored('[2222b] (5555c) (7777d) (8888b) E E +win:wall');
    expect(counts(r)).toEqual({ 'four-kongs': 1, 'three-concealed-pungs': 1, 'self-drawn': 1 });
  });
});

describe('concealed pungs and the winning tile', () => {
  it('a pung completed by a discard is not concealed', () => {
    // 222b and 555c are concealed; 888d takes the discarded 8d.
    const r = scored('[678c] 222b 555c EE 88d 8d');
    expect(counts(r)).toEqual({ 'two-concealed-pungs': 1 });
  });

  it('the same pung completed by a self-drawn tile is concealed', () => {
    const r = scored('[678c] 222b 555c EE 88d 8d +win:wall');
    expect(counts(r)).toEqual({ 'three-concealed-pungs': 1, 'self-drawn': 1 });
  });

  it('a discard that can be read as completing a chow leaves the pung beside it concealed', () => {
    // 23444b won on 4b: 234b + 444b; the 4b is taken as the chow's, so 444b and 666d are
    // concealed pungs. Corpus: [123c] 23444b 666d PP 4b +flowers:5 (tile-hog + two-concealed-pungs).
    const r = scored('[123c] 23444b 666d PP 4b');
    expect(counts(r)).toEqual({ 'tile-hog': 1, 'two-concealed-pungs': 1 });
  });
});

describe('the best arrangement is scored', () => {
  it('111222333b as three pungs (Pure Shifted Pungs, 43) rather than three chows (Pure Triple Chow, 26)', () => {
    const fans = { 'pure-shifted-pungs': 1, 'three-concealed-pungs': 1, 'pung-of-terminals-or-honors': 1, 'no-honors': 1, 'single-wait': 1 };
    const r = scored('[789c] 111222333b 5d 5d');
    expect(counts(r)).toEqual(fans);
    expect(r.fanPoints).toBe(43);
    // The other reading, 123b x3 with 789c and 5d 5d: Pure Triple Chow, No Honors, Single Wait.
    expect(r.fanPoints).toBeGreaterThan(pointsOf({ 'pure-triple-chow': 1, 'no-honors': 1, 'single-wait': 1 }));
    expect(r.arrangement.filter((s) => s.kind === 'pung').map((s) => s.tiles[0])).toEqual(['1b', '2b', '3b']);
  });

  it('seven pairs (25) rather than 123 123 456 456 77 (7)', () => {
    const r = scored('112233b 445566c 7d 7d');
    expect(counts(r)).toEqual({ 'seven-pairs': 1, 'no-honors': 1 });
    expect(r.fanPoints).toBeGreaterThan(
      pointsOf({ 'pure-double-chow': 2, 'all-chows': 1, 'concealed-hand': 1, 'single-wait': 1 }),
    );
  });

  it('Pure Terminal Chows (66) rather than seven pairs of one suit (48)', () => {
    const r = scored('1122335577889b 9b');
    expect(counts(r)).toEqual({ 'pure-terminal-chows': 1, 'concealed-hand': 1 });
    expect(r.fanPoints).toBeGreaterThan(pointsOf({ 'seven-pairs': 1, 'full-flush': 1 }));
  });
});

describe('special shapes', () => {
  it('seven pairs may hold four of a tile: two pairs, and a Tile Hog', () => {
    const r = scored('1111b 2277c 4488d E E');
    expect(counts(r)).toEqual({ 'seven-pairs': 1, 'tile-hog': 1 });
  });

  it('Lesser Honors and Knitted Tiles with all nine knitted tiles also scores Knitted Straight', () => {
    // Corpus: 369b 258c 147d W N R P E (lesser-honors-and-knitted-tiles + knitted-straight).
    const r = scored('147b 258c 369d E S W N R');
    expect(counts(r)).toEqual({ 'lesser-honors-and-knitted-tiles': 1, 'knitted-straight': 1 });
  });

  it('with eight knitted tiles it does not', () => {
    const r = scored('58b 147c 369d S N R G P W');
    expect(counts(r)).toEqual({ 'lesser-honors-and-knitted-tiles': 1 });
  });

  // Principle 7: the shapes concealed by nature score Fully Concealed Hand when
  // self-drawn without melds (green-book); under mil they score Self-Drawn only, e.g.
  // 2266b 223377c 88d E E +win:wall -> seven-pairs + self-drawn. A knitted straight with a
  // set and a pair is not one of those shapes and scores Fully Concealed Hand in both.
  it.each([
    ['2266b 223377c 88d E E +win:wall', { 'seven-pairs': 1, 'fully-concealed-hand': 1 }],
    ['1112345678999c 6c +win:wall', { 'nine-gates': 1, 'short-straight': 1, 'fully-concealed-hand': 1 }],
    ['19b 19c 19d E S W N R G P P +win:wall', { 'thirteen-orphans': 1, 'fully-concealed-hand': 1 }],
    ['144567b 28c 369d GG 5c +win:wall', { 'knitted-straight': 1, 'fully-concealed-hand': 1 }],
  ])('green-book: self-drawn special shape %s', (hand, fans) => {
    expect(counts(scored(hand))).toEqual(fans);
  });
  it.each([
    ['2266b 223377c 88d E E +win:wall', { 'seven-pairs': 1, 'self-drawn': 1 }],
    ['1112345678999c 6c +win:wall', { 'nine-gates': 1, 'short-straight': 1, 'self-drawn': 1 }],
    ['19b 19c 19d E S W N R G P P +win:wall', { 'thirteen-orphans': 1, 'self-drawn': 1 }],
    ['144567b 28c 369d GG 5c +win:wall', { 'knitted-straight': 1, 'fully-concealed-hand': 1 }],
  ])('mil: self-drawn special shape %s', (hand, fans) => {
    expect(counts(scored(hand, 'mil'))).toEqual(fans);
  });
});
