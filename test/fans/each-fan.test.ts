// One example hand for each fan of docs/RULES.md (and the one a profile adds).
//
// Each row is a hand that scores the fan, with the EXACT set of fans it counts
// (and how many times), so a row reads as a worked example: the fan, and what else
// such a hand unavoidably scores. Fans that are present but not counted (RULES.md's
// "not counted with" column) are the subject of exclusions.test.ts.
//
// Notation (docs/NOTATION.md): [..] melded set, (....) concealed kong, the last
// concealed tile is the winning tile; default: won on a discard, seat East, round East.
// Some rows are below the 8-point minimum: they are still complete hands and show
// which fans they score; the verdict is not what these tests are about.
import { describe, expect, it } from 'vitest';
import { FAN_IDS, FANS, score, type FanId, type ScoreOk } from '../../src/index.js';

interface Row {
  /** The profile the hand is scored under (default green-book). */
  rules?: string;
  hand: string;
  /** Every counted fan and its count (flowers as flower-tiles). */
  fans: Partial<Record<FanId, number>>;
}

const rows = {
  // ---- 88 points ----
  // Four wind pungs; the pair and nothing else is dots: Half Flush counts beside it.
  'big-four-winds': { hand: '[EEE] [SSS] [WWW] NN 55d N', fans: { 'big-four-winds': 1, 'half-flush': 1 } },
  'big-three-dragons': { hand: '[RRR] [GGG] 234b 55b PP P', fans: { 'big-three-dragons': 1, 'half-flush': 1 } },
  // 2 3 4 6 8 bamboo and green dragons; the two 234 chows also make a Pure Double Chow.
  // green-book: All Green may also score Half Flush (mil: not counted, see exclusions.test.ts).
  'all-green': { hand: '[234b] [234b] 666b GG 88b 8b', fans: { 'all-green': 1, 'half-flush': 1, 'pure-double-chow': 1 } },
  // 1112345678999 plus a 6: read as 11 123 456 678 999; 123 and 456 still make a Short Straight.
  'nine-gates': { hand: '1112345678999b 6b', fans: { 'nine-gates': 1, 'short-straight': 1 } },
  // Four melded kongs, self-drawn on the pair: the pair's Single Wait is taken by Four Kongs.
  'four-kongs': { hand: '[2222b] [5555c] [7777d] [8888b] E E +win:wall', fans: { 'four-kongs': 1, 'self-drawn': 1 } },
  'seven-shifted-pairs': { hand: '1122334455667d 7d', fans: { 'seven-shifted-pairs': 1 } },
  'thirteen-orphans': { hand: '19b 19c 19d E S W N R G P P', fans: { 'thirteen-orphans': 1 } },
  // ---- 64 points ----
  // 999d and 999b are a Double Pung, but All Terminals takes it (with All Pungs, the Pungs of Terminals or Honors, ...).
  // green-book: All Terminals may score Double Pung, here twice (999d 999b, 111b 111c); mil: not counted.
  'all-terminals': { hand: '[999d] [999b] [111b] 1199c 1c', fans: { 'all-terminals': 1, 'double-pung': 2 } },
  // Wind pungs E S W and a North pair; seat and round North, so no wind pung is the seat's or the round's.
  'little-four-winds': {
    hand: '[EEE] [SSS] 234b WW NN W +seat:N +round:N',
    fans: { 'little-four-winds': 1, 'half-flush': 1 },
  },
  'little-three-dragons': { hand: '[222d] 567d RRR GG PP G', fans: { 'little-three-dragons': 1, 'half-flush': 1 } },
  // Only honors; the red and green pungs are also Two Dragon Pungs (All Honors does not exclude it).
  'all-honors': {
    hand: '[EEE] [RRR] GGG SS NN N +seat:W +round:W',
    fans: { 'all-honors': 1, 'two-dragon-pungs': 1 },
  },
  // Four concealed pungs, won on a discard of the pair tile (a Single Wait).
  'four-concealed-pungs': { hand: '222b 444c 666d 888b E E', fans: { 'four-concealed-pungs': 1, 'single-wait': 1 } },
  // 123 123 789 789 55 of dots; won on 9d, which is no unique wait (6d would make 678 789).
  'pure-terminal-chows': { hand: '[123d] 1235577889d 9d', fans: { 'pure-terminal-chows': 1 } },
  // ---- 48 points ----
  // Four 345b chows: the Tile Hogs of 3b, 4b and 5b are part of it and not counted.
  'quadruple-chow': { hand: '[345b] [345b] 33445b NN 5b', fans: { 'quadruple-chow': 1, 'half-flush': 1 } },
  'four-pure-shifted-pungs': { hand: '[222c] [333c] [444c] 55c EE 5c', fans: { 'four-pure-shifted-pungs': 1, 'half-flush': 1 } },
  // ---- 32 points ----
  // 123 234 345 456 of bamboo (up by one).
  'four-pure-shifted-chows': { hand: '[123b] [234b] [345b] 45b EE 6b', fans: { 'four-pure-shifted-chows': 1, 'half-flush': 1 } },
  // Three melded kongs; the 34b wait is two-sided (2b or 5b), so no wait fan.
  'three-kongs': { hand: '[2222b] [5555c] [7777d] 34b EE 5b', fans: { 'three-kongs': 1 } },
  // Terminals and winds only, in three suits; no double pung (111b, 999c) and no wind the seat's or round's.
  'all-terminals-and-honors': {
    hand: '[111b] [999c] WWW 11d NN N +seat:S +round:E',
    fans: { 'all-terminals-and-honors': 1 },
  },
  // ---- 24 points ----
  'seven-pairs': { hand: '1166b 2277c 4488d E E', fans: { 'seven-pairs': 1 } },
  // All seven honors and seven knitted tiles (1-4-7 bamboo, 2-5 characters, 3-6 dots).
  'greater-honors-and-knitted-tiles': { hand: '147b 25c 36d E S W N R G P', fans: { 'greater-honors-and-knitted-tiles': 1 } },
  'all-even-pungs': { hand: '[222b] [444c] 666d 88b 88c 8b', fans: { 'all-even-pungs': 1 } },
  'full-flush': { hand: '[123c] 234c 678c 99c 55c 5c', fans: { 'full-flush': 1 } },
  'pure-triple-chow': { hand: '[678c] [678c] 23467c EE 8c', fans: { 'pure-triple-chow': 1, 'half-flush': 1 } },
  // 222 333 444 of characters; no dots: One Voided Suit.
  'pure-shifted-pungs': { hand: '[222c] [333c] 444c EE 56b 7b', fans: { 'pure-shifted-pungs': 1, 'one-voided-suit': 1 } },
  // Only 7 8 9. Four sets of 7-8-9 with no other fan is impossible: two 789 chows make a double
  // chow, two 777/888 pungs in different suits a Double Pung; here 999c is a terminal pung.
  'upper-tiles': {
    hand: '[789b] [777c] [888d] 77d 99c 9c',
    fans: { 'upper-tiles': 1, 'pung-of-terminals-or-honors': 1 },
  },
  'middle-tiles': { hand: '[456c] [444b] [555d] 66b 66d 6b', fans: { 'middle-tiles': 1 } },
  // Only 1 2 3 (as with Upper Tiles, something else comes along: the 111b pung).
  'lower-tiles': {
    hand: '[123d] [111b] [222b] 33c 33d 3c',
    fans: { 'lower-tiles': 1, 'pung-of-terminals-or-honors': 1 },
  },
  // ---- 16 points ----
  // 123 456 789 of bamboo, a fourth chow and a suited pair: All Chows.
  'pure-straight': { hand: '[123b] 45b 789b 234c 55d 6b', fans: { 'pure-straight': 1, 'all-chows': 1 } },
  // 123 789 dots, 123 789 characters, 55 bamboo.
  'three-suited-terminal-chows': { hand: '[123d] [123c] [789c] 55b 78d 9d', fans: { 'three-suited-terminal-chows': 1 } },
  // 123 234 345 of bamboo (up by one).
  'pure-shifted-chows': { hand: '[123b] [234b] 34b 789d 66c 5b', fans: { 'pure-shifted-chows': 1, 'all-chows': 1 } },
  // 345b 555c 456d 567d and 55b: a 5 everywhere.
  'all-fives': { hand: '[345b] [555c] 456d 67d 55b 5d', fans: { 'all-fives': 1 } },
  'triple-pung': { hand: '[222b] [222c] 222d EE 56b 7b', fans: { 'triple-pung': 1 } },
  // 222c 555c 777d stay concealed (the winning 5b completes the 345b chow); no melds: Concealed Hand.
  'three-concealed-pungs': { hand: '222c 555c 777d 34b EE 5b', fans: { 'three-concealed-pungs': 1, 'concealed-hand': 1 } },
  // ---- 12 points ----
  // Eight knitted tiles and six honors.
  'lesser-honors-and-knitted-tiles': { hand: '58b 147c 369d S N R G P W', fans: { 'lesser-honors-and-knitted-tiles': 1 } },
  // 258b 369c 147d knitted, plus the 456d chow and the red pair.
  'knitted-straight': { hand: '[456d] 258b 369c 47d RR 1d', fans: { 'knitted-straight': 1 } },
  'upper-four': { hand: '[777d] 666789b 99c 88d 8d', fans: { 'upper-four': 1 } },
  'lower-four': { hand: '[234c] [333d] 123b 44b 11c 4b', fans: { 'lower-four': 1 } },
  // E S W pungs (their Pungs of Terminals or Honors are part of it); seat and round North.
  'big-three-winds': {
    hand: '[EEE] [SSS] WWW 66c 34b 5b +seat:N +round:N',
    fans: { 'big-three-winds': 1, 'one-voided-suit': 1 },
  },
  // ---- 8 points ----
  // SCHEMA.md's example: 123b 456c 789d; East pung in the East round (seat South); self-drawn.
  'mixed-straight': {
    hand: '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S',
    fans: { 'mixed-straight': 1, 'prevalent-wind': 1, 'self-drawn': 1 },
  },
  // Dots 1 to 5, bamboo 4 5 6 8 and white only; no characters (One Voided Suit is part of it).
  'reversible-tiles': { hand: '[456b] [888b] 123d PP 34d 5d', fans: { 'reversible-tiles': 1 } },
  'mixed-triple-chow': { hand: '[345b] [345c] 777c EE 34d 5d', fans: { 'mixed-triple-chow': 1 } },
  // 333b 444c 555d.
  'mixed-shifted-pungs': { hand: '[789c] [444c] [333b] 55d SS 5d', fans: { 'mixed-shifted-pungs': 1 } },
  // Nothing else: 567b 234c 789c 456d PP, won on 2c (a two-sided 2c/5c wait), on a discard.
  'chicken-hand': { hand: '[567b] 34789c 456d PP 2c', fans: { 'chicken-hand': 1 } },
  // The same chicken hand, self-drawn as the last tile of the wall: Self-Drawn is part of it.
  'last-tile-draw': { hand: '[567b] 34789c 456d PP 2c +win:wall +wall-last', fans: { 'last-tile-draw': 1 } },
  // ... or won on the last discard.
  'last-tile-claim': { hand: '[567b] 34789c 456d PP 2c +wall-last', fans: { 'last-tile-claim': 1 } },
  // With a kong instead of the 567b chow, self-drawn on the kong's replacement tile.
  'out-with-replacement-tile': {
    hand: '[5555b] 34789c 456d PP 2c +win:wall +kong',
    fans: { 'out-with-replacement-tile': 1, 'melded-kong': 1 },
  },
  // The chicken hand won on a 2c another player added to his melded pung.
  'robbing-the-kong': { hand: '[567b] 34789c 456d PP 2c +kong', fans: { 'robbing-the-kong': 1 } },
  // It includes Concealed Kong and Two Concealed Pungs; the melded 678d chow rules out Concealed Hand.
  'two-concealed-kongs': { hand: '(2222b) (5555c) [678d] 34b EE 5b', fans: { 'two-concealed-kongs': 1 } },
  // ---- 6 points ----
  // 222d 555d melded, 777c concealed, 333b completed by the discard.
  'all-pungs': { hand: '[222d] [555d] 33b 777c EE 3b', fans: { 'all-pungs': 1 } },
  'half-flush': { hand: '[123c] [888c] 444c RR 56c 7c', fans: { 'half-flush': 1 } },
  // 789b 678c 567d (and a fourth chow, 456d, that pairs with none of them).
  'mixed-shifted-chows': { hand: '[678c] 789b 45667d GG 5d', fans: { 'mixed-shifted-chows': 1 } },
  // Bamboo, characters, dots, a wind (the East pair) and a dragon (the red pung, a Dragon Pung too).
  'all-types': { hand: '[234b] [567c] 345d EE RR R', fans: { 'all-types': 1, 'dragon-pung': 1 } },
  // Four melded sets, won on a discard onto the single white tile (the Single Wait is part of it).
  'melded-hand': { hand: '[123b] [456c] [777d] [567c] P P', fans: { 'melded-hand': 1 } },
  'two-dragon-pungs': { hand: '[888d] [RRR] [123b] 44c GG G', fans: { 'two-dragon-pungs': 1 } },
  // ---- 4 points ----
  // Every set holds a 1, 9 or honor: 123b 789c 999d RRR 11c.
  // mil only (green-book scores Two Melded Kongs and Concealed Kong): one melded and one concealed kong.
  'melded-and-concealed-kong': { rules: 'mil', hand: '[2222b] (5555c) 789d EE 34b 5b', fans: { 'melded-and-concealed-kong': 1 } },
  'outside-hand': {
    hand: '[123b] [789c] 999d 11c RR R',
    fans: { 'outside-hand': 1, 'dragon-pung': 1, 'pung-of-terminals-or-honors': 1 },
  },
  // No melds, self-drawn (it includes Self-Drawn and Concealed Hand).
  'fully-concealed-hand': { hand: '123b 567b 789c 45d PP 3d +win:wall', fans: { 'fully-concealed-hand': 1 } },
  'two-melded-kongs': { hand: '[2222b] [5555c] 789d EE 34b 5b', fans: { 'two-melded-kongs': 1 } },
  // The chicken hand again, the other three 2c being in sight.
  'last-tile': { hand: '[567b] 34789c 456d PP 2c +last', fans: { 'last-tile': 1 } },
  // ---- 2 points ----
  // Dragon Pung counts once here. It can never count twice: two dragon pungs are Two Dragon
  // Pungs, which excludes it (see exclusions.test.ts).
  'dragon-pung': { hand: '[234c] 56777b 77d RRR 7d', fans: { 'dragon-pung': 1 } },
  // South pung in the South round (seat East).
  'prevalent-wind': { hand: '[234c] 567b 789d SS 55b S +round:S', fans: { 'prevalent-wind': 1 } },
  // West pung, seat West (round East).
  'seat-wind': { hand: '[234c] 567b 789d WW 55b W +seat:W', fans: { 'seat-wind': 1 } },
  // No melds, won on a discard.
  'concealed-hand': { hand: '123b 567b 789c 45d PP 3d', fans: { 'concealed-hand': 1 } },
  'all-chows': { hand: '[123b] 567b 789c 45d 22c 3d', fans: { 'all-chows': 1 } },
  // Four 2c (222c and 234c) and four 5d (555d and 567d), neither as a kong: Tile Hog x2.
  'tile-hog': { hand: '[222c] [555d] 88b 234c 56d 7d', fans: { 'tile-hog': 2, 'all-simples': 1 } },
  // 222b+222c and 555b+555c: Double Pung x2 (and four pungs: All Pungs).
  'double-pung': {
    hand: '[222b] [222c] [555b] 55c EE 5c',
    fans: { 'all-pungs': 1, 'double-pung': 2, 'one-voided-suit': 1 },
  },
  // 777b and 222d concealed; the winning 5b completes a chow.
  'two-concealed-pungs': { hand: '[123c] 34777b 222d NN 5b', fans: { 'two-concealed-pungs': 1 } },
  'concealed-kong': { hand: '(2222b) [789d] 567c 34b EE 5b', fans: { 'concealed-kong': 1 } },
  'all-simples': { hand: '[234b] [567c] 444d 88d 67b 8b', fans: { 'all-simples': 1 } },
  // ---- 1 point ----
  'pure-double-chow': { hand: '[123d] 444b 345c 23d NN 1d', fans: { 'pure-double-chow': 1 } },
  // 234b+234c and 678b+678c: Mixed Double Chow x2 (four chows and a suited pair: All Chows).
  'mixed-double-chow': { hand: '[234b] [678b] 234c 99d 67c 8c', fans: { 'mixed-double-chow': 2, 'all-chows': 1 } },
  // 123d 456d.
  'short-straight': { hand: '[123d] 33b 789c 456d EE 3b', fans: { 'short-straight': 1 } },
  // 123b 789b.
  'two-terminal-chows': { hand: '[123b] 789b 555c EE 45d 6d', fans: { 'two-terminal-chows': 1 } },
  // 111b and 999c: Pung of Terminals or Honors x2.
  'pung-of-terminals-or-honors': { hand: '[111b] [999c] 234d EE 67d 8d', fans: { 'pung-of-terminals-or-honors': 2 } },
  'melded-kong': { hand: '[2222b] 567c 789d EE 34b 5b', fans: { 'melded-kong': 1 } },
  // Characters and dots, no bamboo.
  'one-voided-suit': { hand: '[123c] [456d] 34577c GG 7c', fans: { 'one-voided-suit': 1 } },
  'no-honors': { hand: '[123d] 678b 2225588c 8c', fans: { 'no-honors': 1 } },
  // 12d waits only for 3d: no 4d or 5d stands beside it to make the wait two-sided.
  'edge-wait': { hand: '[456b] 345c 678d EE 12d 3d', fans: { 'edge-wait': 1 } },
  // 13d with 345d waits only for 2d.
  'closed-wait': { hand: '[456b] 678c 345d EE 13d 2d', fans: { 'closed-wait': 1 } },
  // Four chows and a lone East: only another East completes it.
  'single-wait': { hand: '[456b] 678c 345d 123d E E', fans: { 'single-wait': 1 } },
  // A two-sided 23d (1d or 4d) self-drawn: Self-Drawn only (a melded chow: no Fully Concealed Hand).
  'self-drawn': { hand: '[456b] 678c 345d EE 23d 4d +win:wall', fans: { 'self-drawn': 1 } },
  // The same hand on a discard scores nothing but the Chicken Hand; three flowers do not change that.
  'flower-tiles': { hand: '[456b] 678c 345d EE 23d 4d +flowers:3', fans: { 'chicken-hand': 1, 'flower-tiles': 3 } },
} satisfies Record<FanId, Row>;

function scored(line: string, rules?: string): ScoreOk {
  const r = score(line, { rules });
  if (!r.ok) throw new Error(`${line}: ${r.error.message}`);
  return r;
}

const countsOf = (r: ScoreOk): Record<string, number> => Object.fromEntries(r.fans.map((f) => [f.id, f.count]));

describe('one example hand per fan', () => {
  it('the table has a row for every fan of RULES.md, in its order, and the one mil adds', () => {
    expect(Object.keys(rows)).toEqual([...FAN_IDS]);
    expect(FAN_IDS.filter((id) => FANS[id].no === null)).toEqual(['melded-and-concealed-kong']);
  });

  for (const [fan, row] of Object.entries(rows) as [FanId, Row][]) {
    it(`${fan}: ${FANS[fan].name} (${FANS[fan].points})`, () => {
      expect(row.fans[fan]).toBeGreaterThanOrEqual(1);
      const r = scored(row.hand, row.rules);
      expect(r.verdict).not.toBe('not-a-winning-hand');
      expect(countsOf(r)).toEqual(row.fans);
      // Points are those of RULES.md (FANS) times the count; flowers do not count toward fanPoints.
      let points = 0;
      for (const [id, n] of Object.entries(row.fans) as [FanId, number][]) {
        if (id !== 'flower-tiles') points += FANS[id].points * n;
      }
      expect(r.fanPoints).toBe(points);
      expect(r.total).toBe(points + (row.fans['flower-tiles'] ?? 0));
      // Each fan entry carries its table data.
      for (const f of r.fans) expect([f.name, f.zh, f.points]).toEqual([FANS[f.id].name, FANS[f.id].zh, FANS[f.id].points]);
    });
  }
});
