// The "not counted with" column (each fan's definition, docs/RULES.md's table), entry by entry: for each
// "A excludes B" that can happen, a hand where A counts, B is not among the counted
// fans, and `excluded` says B was left out by A.
//
// Entries judged impossible (no hand has both fans in one arrangement):
//
// - Big Four Winds / Little Four Winds, Big Three Dragons / Little Three Dragons:
//   the "little" fan needs a pair of the fourth wind (third dragon), which the "big"
//   fan holds as a pung; a pung and a pair of one honor would be five tiles.
// - One Voided Suit ("exactly one of the three suits missing") under All Green, Nine
//   Gates, Seven Shifted Pairs and Full Flush: those hands use one suit, so two suits
//   are missing; under All Honors no suit is present at all.
// - Quadruple Chow / Pure Shifted Pungs, Four Pure Shifted Pungs / Pure Triple Chow,
//   Pure Triple Chow / Pure Shifted Pungs and Pure Shifted Pungs / Pure Triple Chow:
//   three (or four) chows plus three pungs are more than the four sets of a hand.
//   (Tiles like 333444555 can be read either way; that is a choice between two
//   arrangements, see principles.test.ts, not two fans of one arrangement.)
// - Four Pure Shifted Chows / Pure Double Chow: its four chows are all different.
// - Pure Terminal Chows / Seven Pairs: a concealed Pure Terminal Chows hand is always
//   also seven pairs (11 22 33 55 77 88 99), but as another arrangement; the hand is
//   scored as Pure Terminal Chows and Seven Pairs does not count (tested below; the
//   engine does not list it in `excluded`, which holds the fans of the chosen arrangement).
//
// Four Kongs / Three Kongs: four kongs hold three, so Three Kongs is present and
// listed as excluded by Four Kongs.
//
// The partial entries (Big Three Winds, Prevalent Wind and Seat Wind take the Pung of
// Terminals or Honors of their own pungs only; `mil`: Nine Gates takes one; Four
// Concealed Pungs turns Fully Concealed Hand into Self-Drawn) have their own tests at the end.
//
// COLUMN is the column of the default profile (green-book), read from the
// definitions; MIL_COLUMN holds the entries the `mil` profile adds (RULES.md's
// "(`mil`: also ...)" notes and the profiles table), each tested under --rules mil.
import { describe, expect, it } from 'vitest';
import { FANS, score, type FanId, type ScoreOk } from '../../src/index.js';
import { PROFILES, type Excludes, type RulesName } from '../../src/rules/profiles.js';
import { scoringRules } from '../../src/evaluate/rules.js';

type Rules = RulesName;

const POTH = 'pung-of-terminals-or-honors';

/** A profile's "not counted with" table as fan ids, an own-pungs entry as Pung of Terminals or Honors, without the fans it does not play. */
function columnOf(rules: Rules): Partial<Record<FanId, readonly FanId[]>> {
  const profile = PROFILES[rules];
  const table = scoringRules(profile).notCountedWith;
  return Object.fromEntries(
    (Object.entries(table) as [FanId, readonly Excludes[]][])
      .filter(([a]) => !(profile.notPlayed as readonly FanId[]).includes(a))
      .map(([a, bs]) => [a, [...new Set(bs.map((b) => (typeof b === 'string' ? b : POTH)))]]),
  );
}

/** The column of the default profile: each definition's notCountedWith (docs/RULES.md's column, test/fans/rules-table.test.ts). */
const COLUMN = columnOf('green-book');

/** What `mil` adds to it: RULES.md's "(`mil`: also ...)" notes, its own fan, and principle 7. */
const MIL_COLUMN: Partial<Record<FanId, readonly FanId[]>> = Object.fromEntries(
  Object.entries(columnOf('mil'))
    .map(([a, bs]) => [a, bs!.filter((b) => !(COLUMN[a as FanId] ?? []).includes(b))])
    .filter(([, bs]) => bs.length > 0),
);

type Pair = `${Rules}: ${FanId} > ${FanId}`;
const pair = (a: FanId, b: FanId, rules: Rules = 'green-book'): Pair => `${rules}: ${a} > ${b}`;

/** The impossible entries of the header comment. */
const IMPOSSIBLE: readonly Pair[] = [
  pair('big-four-winds', 'little-four-winds'),
  pair('big-three-dragons', 'little-three-dragons'),
  pair('all-green', 'one-voided-suit'),
  pair('nine-gates', 'one-voided-suit'),
  pair('seven-shifted-pairs', 'one-voided-suit'),
  pair('full-flush', 'one-voided-suit'),
  pair('all-honors', 'one-voided-suit'),
  pair('quadruple-chow', 'pure-shifted-pungs'),
  pair('four-pure-shifted-pungs', 'pure-triple-chow'),
  pair('pure-triple-chow', 'pure-shifted-pungs'),
  pair('pure-shifted-pungs', 'pure-triple-chow'),
  pair('four-pure-shifted-chows', 'pure-double-chow'),
  pair('pure-terminal-chows', 'seven-pairs'),
];

/** Entries that happen but are checked differently (see their tests). */
const SEPARATE: readonly Pair[] = [pair('four-kongs', 'three-kongs')];

interface Case {
  /** The profile whose column the case tests (default green-book). */
  rules?: Rules;
  /** The fan whose column entries the hand shows. */
  fan: FanId;
  hand: string;
  /** Fans of fan's column that the hand has and that fan leaves out. */
  excludes: FanId[];
}

const CASES: Case[] = [
  // Four wind pungs, seat and round East: the East pung is Prevalent and Seat Wind, all four
  // are Pungs of Terminals or Honors, any three make Big Three Winds.
  { fan: 'big-four-winds', hand: '[EEE] [SSS] [WWW] NN 55d N', excludes: ['big-three-winds', 'all-pungs', 'prevalent-wind', 'seat-wind', POTH] },
  // Three dragon pungs: each is a Dragon Pung, any two are Two Dragon Pungs.
  { fan: 'big-three-dragons', hand: '[RRR] [GGG] 234b 55b PP P', excludes: ['dragon-pung', 'two-dragon-pungs'] },
  // Bamboo and the green dragon: a Half Flush (counted under green-book: see below).
  { rules: 'mil', fan: 'all-green', hand: '[234b] [234b] 666b GG 88b 8b', excludes: ['half-flush'] },
  // 11 123 456 678 999: one suit, no honors, concealed on a discard, and the 999 pung.
  { fan: 'nine-gates', hand: '1112345678999b 6b', excludes: ['full-flush', 'concealed-hand', 'no-honors', POTH] },
  // Four melded kongs (any two make Two Melded Kongs), won on the pair's only tile.
  { fan: 'four-kongs', hand: '[2222b] [5555c] [7777d] [8888b] E E +win:wall', excludes: ['two-melded-kongs', 'melded-kong', 'single-wait', 'all-pungs'] },
  // Two of the four kongs concealed: Two Concealed Kongs and Concealed Kong.
  { fan: 'four-kongs', hand: '(2222b) (5555c) [7777d] [8888b] E E +win:wall', excludes: ['two-concealed-kongs', 'concealed-kong'] },
  { fan: 'seven-shifted-pairs', hand: '1122334455667d 7d', excludes: ['seven-pairs', 'full-flush', 'concealed-hand', 'single-wait', 'no-honors'] },
  { fan: 'thirteen-orphans', hand: '19b 19c 19d E S W N R G P P', excludes: ['all-types', 'concealed-hand', 'single-wait', 'all-terminals-and-honors'] },
  // 999d 999b 111b 111c and 99c: also a Double Pung (999d, 999b).
  { fan: 'all-terminals', hand: '[999d] [999b] [111b] 1199c 1c', excludes: ['all-terminals-and-honors', 'all-pungs', 'outside-hand', POTH, 'no-honors'] },
  { rules: 'mil', fan: 'all-terminals', hand: '[999d] [999b] [111b] 1199c 1c', excludes: ['double-pung'] },
  { fan: 'little-four-winds', hand: '[EEE] [SSS] 234b WW NN W +seat:N +round:N', excludes: ['big-three-winds', POTH] },
  { fan: 'little-three-dragons', hand: '[222d] 567d RRR GG PP G', excludes: ['two-dragon-pungs', 'dragon-pung'] },
  // E R G N pungs and a South pair (seat and round West): the East and North pungs are
  // Pungs of Terminals or Honors, every set holds an honor (Outside Hand).
  { fan: 'all-honors', hand: '[EEE] [RRR] GGG SS NN N +seat:W +round:W', excludes: ['all-terminals-and-honors', 'all-pungs', 'outside-hand', POTH] },
  { fan: 'four-concealed-pungs', hand: '222b 444c 666d 888b E E', excludes: ['all-pungs', 'three-concealed-pungs', 'two-concealed-pungs', 'concealed-hand'] },
  { rules: 'mil', fan: 'four-concealed-pungs', hand: '222b 444c 666d 888b E E +win:wall', excludes: ['fully-concealed-hand'] },
  { rules: 'mil', fan: 'melded-and-concealed-kong', hand: '[2222b] (5555c) 789d EE 34b 5b', excludes: ['two-melded-kongs', 'melded-kong', 'concealed-kong'] },
  { rules: 'mil', fan: 'seven-pairs', hand: '1166b 2277c 4488d E E +win:wall', excludes: ['fully-concealed-hand'] },
  { rules: 'mil', fan: 'seven-shifted-pairs', hand: '1122334455667d 7d +win:wall', excludes: ['fully-concealed-hand'] },
  { rules: 'mil', fan: 'thirteen-orphans', hand: '19b 19c 19d E S W N R G P P +win:wall', excludes: ['fully-concealed-hand'] },
  { rules: 'mil', fan: 'greater-honors-and-knitted-tiles', hand: '147b 25c 36d E S W N R G P +win:wall', excludes: ['fully-concealed-hand'] },
  { rules: 'mil', fan: 'lesser-honors-and-knitted-tiles', hand: '58b 147c 369d S N R G P W +win:wall', excludes: ['fully-concealed-hand'] },
  { rules: 'mil', fan: 'nine-gates', hand: '1112345678999b 6b +win:wall', excludes: ['fully-concealed-hand'] },
  // 123 123 789 789 55 of dots: 123d twice is a Pure Double Chow, 123d with 789d Two Terminal Chows.
  { fan: 'pure-terminal-chows', hand: '[123d] 1235577889d 9d', excludes: ['full-flush', 'all-chows', 'pure-double-chow', 'two-terminal-chows', 'no-honors'] },
  // Four 345b: any three are a Pure Triple Chow, and 3b 4b 5b are four each (Tile Hog).
  { fan: 'quadruple-chow', hand: '[345b] [345b] 33445b NN 5b', excludes: ['pure-triple-chow', 'pure-double-chow', 'tile-hog'] },
  { fan: 'four-pure-shifted-pungs', hand: '[222c] [333c] [444c] 55c EE 5c', excludes: ['pure-shifted-pungs', 'all-pungs'] },
  // Up by one: 123 234 345 456, where 123 and 456 make a Short Straight.
  { fan: 'four-pure-shifted-chows', hand: '[123b] [234b] [345b] 45b EE 6b', excludes: ['pure-shifted-chows', 'short-straight'] },
  // Up by two: 123 345 567 789, where 123 and 789 are Two Terminal Chows.
  { fan: 'four-pure-shifted-chows', hand: '[123b] [345b] [567b] 78b EE 9b', excludes: ['two-terminal-chows'] },
  { fan: 'three-kongs', hand: '[2222b] [5555c] [7777d] 34b EE 5b', excludes: ['two-melded-kongs', 'melded-kong'] },
  { fan: 'three-kongs', hand: '(2222b) (5555c) [7777d] 34b EE 5b', excludes: ['two-concealed-kongs', 'concealed-kong'] },
  { fan: 'all-terminals-and-honors', hand: '[111b] [999c] WWW 11d NN N +seat:S +round:E', excludes: ['all-pungs', 'outside-hand', POTH] },
  { fan: 'seven-pairs', hand: '1166b 2277c 4488d E E', excludes: ['concealed-hand', 'single-wait'] },
  { fan: 'greater-honors-and-knitted-tiles', hand: '147b 25c 36d E S W N R G P', excludes: ['lesser-honors-and-knitted-tiles', 'all-types', 'concealed-hand'] },
  { fan: 'all-even-pungs', hand: '[222b] [444c] 666d 88b 88c 8b', excludes: ['all-pungs', 'all-simples', 'no-honors'] },
  { fan: 'full-flush', hand: '[123c] 234c 678c 99c 55c 5c', excludes: ['no-honors'] },
  { fan: 'pure-triple-chow', hand: '[678c] [678c] 23467c EE 8c', excludes: ['pure-double-chow'] },
  { fan: 'upper-tiles', hand: '[789b] [777c] [888d] 77d 99c 9c', excludes: ['upper-four', 'no-honors'] },
  { fan: 'middle-tiles', hand: '[456c] [444b] [555d] 66b 66d 6b', excludes: ['all-simples', 'no-honors'] },
  { fan: 'lower-tiles', hand: '[123d] [111b] [222b] 33c 33d 3c', excludes: ['lower-four', 'no-honors'] },
  // 123b 456b 789b: 123-456 and 456-789 are Short Straights, 123-789 Two Terminal Chows.
  { fan: 'pure-straight', hand: '[123b] 45b 789b 234c 55d 6b', excludes: ['short-straight', 'two-terminal-chows'] },
  { fan: 'three-suited-terminal-chows', hand: '[123d] [123c] [789c] 55b 78d 9d', excludes: ['all-chows', 'two-terminal-chows', 'mixed-double-chow', 'no-honors'] },
  { fan: 'all-fives', hand: '[345b] [555c] 456d 67d 55b 5d', excludes: ['all-simples', 'no-honors'] },
  { fan: 'triple-pung', hand: '[222b] [222c] 222d EE 56b 7b', excludes: ['double-pung'] },
  { fan: 'three-concealed-pungs', hand: '222c 555c 777d 34b EE 5b', excludes: ['two-concealed-pungs'] },
  { fan: 'lesser-honors-and-knitted-tiles', hand: '58b 147c 369d S N R G P W', excludes: ['all-types', 'concealed-hand'] },
  { fan: 'upper-four', hand: '[777d] 666789b 99c 88d 8d', excludes: ['no-honors'] },
  { fan: 'lower-four', hand: '[234c] [333d] 123b 44b 11c 4b', excludes: ['no-honors'] },
  { fan: 'big-three-winds', hand: '[EEE] [SSS] WWW 66c 34b 5b +seat:N +round:N', excludes: [POTH] },
  // Bamboo and dots only: a voided suit.
  { fan: 'reversible-tiles', hand: '[456b] [888b] 123d PP 34d 5d', excludes: ['one-voided-suit'] },
  { fan: 'mixed-triple-chow', hand: '[345b] [345c] 777c EE 34d 5d', excludes: ['mixed-double-chow'] },
  { fan: 'last-tile-draw', hand: '[567b] 34789c 456d PP 2c +win:wall +wall-last', excludes: ['self-drawn'] },
  { fan: 'out-with-replacement-tile', hand: '[5555b] 34789c 456d PP 2c +win:wall +kong', excludes: ['self-drawn'] },
  // A robbed tile is the last of its kind (NOTATION.md: +kong with +last is accepted).
  { fan: 'robbing-the-kong', hand: '[567b] 34789c 456d PP 2c +kong +last', excludes: ['last-tile'] },
  { fan: 'two-concealed-kongs', hand: '(2222b) (5555c) [678d] 34b EE 5b', excludes: ['concealed-kong', 'two-concealed-pungs'] },
  { fan: 'melded-hand', hand: '[123b] [456c] [777d] [567c] P P', excludes: ['single-wait'] },
  // Two dragon pungs are never two Dragon Pungs: Dragon Pung x2 does not happen.
  { fan: 'two-dragon-pungs', hand: '[888d] [RRR] [123b] 44c GG G', excludes: ['dragon-pung'] },
  { fan: 'fully-concealed-hand', hand: '123b 567b 789c 45d PP 3d +win:wall', excludes: ['self-drawn', 'concealed-hand'] },
  { fan: 'two-melded-kongs', hand: '[2222b] [5555c] 789d EE 34b 5b', excludes: ['melded-kong'] },
  { fan: 'prevalent-wind', hand: '[234c] 567b 789d SS 55b S +round:S', excludes: [POTH] },
  { fan: 'seat-wind', hand: '[234c] 567b 789d WW 55b W +seat:W', excludes: [POTH] },
  { fan: 'all-chows', hand: '[123b] 567b 789c 45d 22c 3d', excludes: ['no-honors'] },
  { fan: 'all-simples', hand: '[234b] [567c] 444d 88d 67b 8b', excludes: ['no-honors'] },
];

function scored(line: string, rules: Rules = 'green-book'): ScoreOk {
  const r = score(line, { rules });
  if (!r.ok) throw new Error(`${line}: ${r.error.message}`);
  return r;
}
const countOf = (r: ScoreOk, id: FanId): number => r.fans.find((f) => f.id === id)?.count ?? 0;
const counts = (r: ScoreOk): Record<string, number> => Object.fromEntries(r.fans.map((f) => [f.id, f.count]));

describe('the "not counted with" column covers every entry', () => {
  it('each entry is tested, or listed as impossible (with the reason in the header) or separately tested', () => {
    const tested = new Set(CASES.flatMap((c) => c.excludes.map((b) => pair(c.fan, b, c.rules))));
    const listed = new Set<Pair>([...tested, ...IMPOSSIBLE, ...SEPARATE]);
    const column = [
      ...Object.entries(COLUMN).flatMap(([a, bs]) => bs!.map((b) => pair(a as FanId, b))),
      ...Object.entries(MIL_COLUMN).flatMap(([a, bs]) => bs!.map((b) => pair(a as FanId, b, 'mil'))),
    ];
    expect(column.filter((p) => !listed.has(p))).toEqual([]);
    // and nothing is listed that the column does not hold, or twice
    expect([...listed].filter((p) => !column.includes(p))).toEqual([]);
    expect(tested.size + IMPOSSIBLE.length + SEPARATE.length).toBe(column.length);
  });
});

describe('A excludes B: A counts, B does not, and `excluded` names A', () => {
  for (const c of CASES) {
    for (const b of c.excludes) {
      it(`${c.rules ?? 'green-book'}: ${c.fan} excludes ${b}  (${c.hand})`, () => {
        expect((c.rules === 'mil' ? MIL_COLUMN : COLUMN)[c.fan]).toContain(b);
        const r = scored(c.hand, c.rules);
        expect(r.verdict).not.toBe('not-a-winning-hand');
        expect(countOf(r, c.fan)).toBeGreaterThan(0);
        expect(countOf(r, b)).toBe(0);
        expect(r.excluded).toContainEqual(
          expect.objectContaining({ id: b, name: FANS[b].name, zh: FANS[b].zh, by: c.fan, count: expect.any(Number) }),
        );
      });
    }
  }
});

describe('entries that need a closer look', () => {
  it('Pure Terminal Chows / Seven Pairs: the hand is also seven pairs, and scores as Pure Terminal Chows', () => {
    // 11 22 33 55 77 88 99 of bamboo; as chows: 123 123 789 789 55.
    const r = scored('1122335577889b 9b');
    expect(counts(r)).toEqual({ 'pure-terminal-chows': 1, 'concealed-hand': 1 });
    expect(countOf(r, 'seven-pairs')).toBe(0);
  });

  it('Four Kongs / Three Kongs: four kongs do not also score Three Kongs, which is listed as excluded', () => {
    const r = scored('[2222b] [5555c] [7777d] [8888b] E E +win:wall');
    expect(counts(r)).toEqual({ 'four-kongs': 1, 'self-drawn': 1 });
    expect(countOf(r, 'three-kongs')).toBe(0);
    expect(r.excluded).toContainEqual(expect.objectContaining({ id: 'three-kongs', by: 'four-kongs' }));
  });
});

describe('partial exclusions', () => {
  it('Big Three Winds takes only its own wind pungs from Pung of Terminals or Honors', () => {
    // E S W pungs and a 999c pung; seat and round North.
    const r = scored('[EEE] [SSS] WWW 99c 55b 9c +seat:N +round:N');
    expect(counts(r)).toEqual({ 'big-three-winds': 1, 'all-pungs': 1, [POTH]: 1, 'one-voided-suit': 1 });
    expect(r.excluded).toContainEqual(expect.objectContaining({ id: POTH, by: 'big-three-winds' }));
  });

  it('Prevalent Wind takes only the pung of the round wind (a 111b pung still counts)', () => {
    const r = scored('[SSS] [111b] 234c 55d 67c 8c +round:S');
    expect(counts(r)).toEqual({ 'prevalent-wind': 1, [POTH]: 1 });
    expect(r.excluded).toContainEqual(expect.objectContaining({ id: POTH, by: 'prevalent-wind' }));
  });

  it('Seat Wind takes only the pung of the seat wind (a 111b pung still counts)', () => {
    const r = scored('[SSS] [111b] 234c 55d 67c 8c +seat:S');
    expect(counts(r)).toEqual({ 'seat-wind': 1, [POTH]: 1 });
    expect(r.excluded).toContainEqual(expect.objectContaining({ id: POTH, by: 'seat-wind' }));
  });

  it('a pung of the seat wind in its own round scores both wind fans, and its Pung of Terminals or Honors once less', () => {
    // RULES.md: "the winner's seat wind and the prevalent wind both score when the pung matches".
    const r = scored('[EEE] [111b] 234c 55d 67c 8c');
    expect(counts(r)).toEqual({ 'prevalent-wind': 1, 'seat-wind': 1, [POTH]: 1 });
  });

  it('Nine Gates won on a 6: its one terminal pung (999) is the shape\'s own and does not count (both profiles)', () => {
    for (const rules of ['green-book', 'mil'] as const) {
      const r = scored('1112345678999b 6b', rules);
      expect(countOf(r, POTH)).toBe(0);
      expect(r.excluded).toContainEqual(expect.objectContaining({ id: POTH, by: 'nine-gates' }));
    }
  });

  it('green-book: Nine Gates excludes every Pung of Terminals or Honors, also one the winning tile makes', () => {
    const r = scored('1112345678999b 5b');
    expect(counts(r)).toEqual({ 'nine-gates': 1, 'two-concealed-pungs': 1 });
    expect(r.excluded).toContainEqual(expect.objectContaining({ id: POTH, by: 'nine-gates', count: 2 }));
  });

  // Won on 2, 5 or 8 the hand holds both 111 and 999 as pungs (111 22 345 678 999,
  // 111 234 55 678 999, 111 234 567 88 999): Nine Gates takes one, the other counts.
  // Both are concealed pungs, and Nine Gates does not exclude Two Concealed Pungs.
  it.each([
    ['1112345678999b 2b', { 'nine-gates': 1, 'two-concealed-pungs': 1, 'short-straight': 1, [POTH]: 1 }],
    ['1112345678999b 5b', { 'nine-gates': 1, 'two-concealed-pungs': 1, [POTH]: 1 }],
    ['1112345678999b 8b', { 'nine-gates': 1, 'two-concealed-pungs': 1, 'short-straight': 1, [POTH]: 1 }],
  ])('mil: Nine Gates keeps the second terminal pung: %s', (hand, fans) => {
    const r = scored(hand, 'mil');
    expect(counts(r)).toEqual(fans);
    expect(r.excluded).toContainEqual(expect.objectContaining({ id: POTH, by: 'nine-gates' }));
  });

  it('green-book: Four Concealed Pungs self-drawn scores Fully Concealed Hand, which excludes Self-Drawn', () => {
    const r = scored('222b 444c 666d 888b E E +win:wall');
    expect(counts(r)).toEqual({ 'four-concealed-pungs': 1, 'single-wait': 1, 'fully-concealed-hand': 1 });
    expect(r.excluded).toContainEqual(expect.objectContaining({ id: 'self-drawn', by: 'fully-concealed-hand' }));
  });

  it('mil: Four Concealed Pungs self-drawn: no Fully Concealed Hand, but Self-Drawn counts', () => {
    const r = scored('222b 444c 666d 888b E E +win:wall', 'mil');
    expect(counts(r)).toEqual({ 'four-concealed-pungs': 1, 'single-wait': 1, 'self-drawn': 1 });
    expect(r.excluded).toContainEqual(expect.objectContaining({ id: 'fully-concealed-hand', by: 'four-concealed-pungs' }));
    // Fully Concealed Hand, itself not counted, takes nothing away.
    expect(r.excluded.filter((e) => e.by === 'fully-concealed-hand')).toEqual([]);
  });
});
