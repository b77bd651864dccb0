import { describe, expect, it } from 'vitest';
import { parseSession } from '../../src/session/parse.js';
import { foulAmount, rankAndTablePoints, runSession } from '../../src/session/run.js';
import type { SessionResult } from '../../src/session/types.js';

const run = (text: string): SessionResult => runSession(parseSession(text));
const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
const row = (r: SessionResult, line: number) => {
  const h = r.hands.find((e) => e.line === line);
  if (!h) throw new Error(`no entry for line ${line}`);
  return h;
};
/** Ann, Bob, Cy, Di's changes on a line, as an array. */
const changes = (r: SessionResult, line: number) => ['Ann', 'Bob', 'Cy', 'Di'].map((p) => row(r, line).changes[p]);

// A full session: wins by discard and by self-draw in every round, draws, a false
// mahjong of each kind, a referee's payment, repeated fouls, an unrecorded hand and a
// tie for first place. Seats (E S W N) from the wind table, for the hands that score:
//   h1  Ann Bob Cy Di    h2  Bob Cy Di Ann    h4  Di Ann Bob Cy    h5  Bob Ann Di Cy
//   h6  Ann Di Cy Bob    h7  Di Cy Bob Ann    h9  Cy Di Bob Ann    h11 Bob Ann Cy Di
//   h13 Di Cy Ann Bob    h16 Bob Di Cy Ann
const FULL = `# Table 3, session 2
players Ann Bob Cy Di
1 win Bob self [123b] 456c 78d EEE 55d 9d
2 win Cy from Ann 123b456c789d EEE 5d 5d
3 draw
4 false Di [SSS] [777c] 567b 345c E E +flowers:3
4 foul Ann change-of-mind
4 win Ann from Bob 123c 456c 789c SSS 9b 9b
5 false Cy from Ann 123b456c789d EEE 5d 6d
5 pay Bob 20 to Cy
5 win Di self [RRR] [GGG] 22b 456d 78d 9d +flowers:1
6 foul Ann change-of-mind
6 draw
7 foul Bob change-of-mind
7 foul Ann wrong-tile-count
7 win Cy from Di 11b 22b 33b 44c 55c 66d 7d 7d
8 draw
9 foul Ann change-of-mind
9 win Bob from Ann 123b 456b 789b WWW 5c 5c
10 draw
11 win Ann self [111c] [999b] 11d 99d NNN 9d
12 draw
13 win Bob from Cy 123c 456c 789c NNN 9b 9b
14 draw
# hand 15: not recorded (scores 0)
16 win Cy self 123b 456b 789b 234c 5d 5d +flowers:1
`;

describe('a full session, every total computed by hand', () => {
  const r = run(FULL);

  it('reads without errors', () => {
    expect(r.errors).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.players).toEqual(['Ann', 'Bob', 'Cy', 'Di']);
    expect(r.lastHand).toBe(16);
    expect(r.hands).toHaveLength(23); // one entry per event line
  });

  it('hand 1: Bob (South, East round) self-draws: Mixed Straight 8 + Prevalent Wind 2 + Self-Drawn 1 = 11', () => {
    // each other pays 11 + 8 = 19
    expect(row(r, 3)).toMatchObject({ hand: 1, prevalent: 'E', kind: 'win', player: 'Bob', how: 'self', points: 11 });
    expect(row(r, 3).seats).toEqual({ Ann: 'E', Bob: 'S', Cy: 'W', Di: 'N' });
    expect(changes(r, 3)).toEqual([-19, 57, -19, -19]);
  });

  it("hand 2: Cy (South) wins on Ann's discard (North): 8 + 2 + Concealed Hand 2 + Single Wait 1 = 13", () => {
    // Ann pays 13 + 8 = 21, Bob and Di 8 each; Cy gets 37
    expect(row(r, 4)).toMatchObject({ hand: 2, player: 'Cy', how: 'discard', from: 'Ann', points: 13 });
    expect(row(r, 4).input).toBe('123b456c789d EEE 5d 5d +win:discard +seat:S +round:E +from:N');
    expect(changes(r, 4)).toEqual([-21, -8, 37, -8]);
    expect(row(r, 4).running).toEqual({ Ann: -40, Bob: 49, Cy: 18, Di: -27 });
  });

  it('hand 3: a draw scores 0 for everyone', () => {
    expect(row(r, 5)).toMatchObject({ hand: 3, kind: 'draw', player: null });
    expect(changes(r, 5)).toEqual([0, 0, 0, 0]);
  });

  it('hand 4: a false claim below the minimum (3 fan points) costs Di 10 to each other player', () => {
    // Pung of Terminals or Honors 1 (SSS; Di is East) + One Voided Suit 1 + Single Wait 1 = 3 < 8
    expect(row(r, 6)).toMatchObject({ kind: 'false', player: 'Di', verdict: 'below-minimum', penalty: 10, points: 3 });
    expect(changes(r, 6)).toEqual([10, 10, 10, -30]);
    expect(row(r, 6).running).toEqual({ Ann: -30, Bob: 59, Cy: 28, Di: -57 });
  });

  it("hand 4: Ann's first change-of-mind is a warning; then she wins on Bob's discard with her seat wind", () => {
    expect(row(r, 7)).toMatchObject({ kind: 'foul', player: 'Ann', foul: { kind: 'change-of-mind', count: 1 }, penalty: 0 });
    expect(changes(r, 7)).toEqual([0, 0, 0, 0]);
    // Ann is South: Pure Straight 16 + Seat Wind 2 + Concealed Hand 2 + One Voided Suit 1 + Single Wait 1 = 22
    expect(row(r, 8)).toMatchObject({ player: 'Ann', from: 'Bob', points: 22 });
    expect(changes(r, 8)).toEqual([46, -30, -8, -8]);
    expect(row(r, 8).running).toEqual({ Ann: 16, Bob: 29, Cy: 20, Di: -65 });
  });

  it('hand 5: a claim that is no winning hand costs 20 each; a referee payment; Di self-draws with a flower', () => {
    expect(row(r, 9)).toMatchObject({ kind: 'false', player: 'Cy', verdict: 'not-a-winning-hand', penalty: 20, points: null });
    expect(changes(r, 9)).toEqual([20, 20, -60, 20]);
    expect(row(r, 10)).toMatchObject({ kind: 'pay', player: 'Bob', to: 'Cy', amount: 20 });
    expect(changes(r, 10)).toEqual([0, -20, 20, 0]);
    // Di is West, South round: Two Dragon Pungs 6 + Short Straight 1 + One Voided Suit 1
    // + Self-Drawn 1 = 9, + 1 flower = 10; each pays 18
    expect(row(r, 11)).toMatchObject({ hand: 5, prevalent: 'S', player: 'Di', points: 10 });
    expect(changes(r, 11)).toEqual([-18, -18, -18, 54]);
    expect(row(r, 11).running).toEqual({ Ann: 18, Bob: 11, Cy: -38, Di: 9 });
  });

  it('fouls escalate per player and per kind: warning, 5, 10 each', () => {
    // Ann's 2nd change-of-mind: 5 to each other player
    expect(row(r, 12)).toMatchObject({ hand: 6, foul: { kind: 'change-of-mind', count: 2 }, penalty: 5 });
    expect(changes(r, 12)).toEqual([-15, 5, 5, 5]);
    // Bob's first change-of-mind and Ann's first wrong-tile-count: warnings
    expect(row(r, 14)).toMatchObject({ player: 'Bob', foul: { count: 1 }, penalty: 0 });
    expect(row(r, 15)).toMatchObject({ player: 'Ann', foul: { kind: 'wrong-tile-count', count: 1 }, penalty: 0 });
    expect(changes(r, 14)).toEqual([0, 0, 0, 0]);
    expect(changes(r, 15)).toEqual([0, 0, 0, 0]);
    // Ann's 3rd change-of-mind: 10 each
    expect(row(r, 18)).toMatchObject({ hand: 9, foul: { count: 3 }, penalty: 10 });
    expect(changes(r, 18)).toEqual([-30, 10, 10, 10]);
  });

  it("hand 7: Seven Pairs 24 + No Honors 1 = 25 on Di's discard", () => {
    expect(changes(r, 16)).toEqual([-8, -8, 49, -33]);
    expect(row(r, 16).running).toEqual({ Ann: -5, Bob: 8, Cy: 16, Di: -19 });
  });

  it('hand 9: Bob is West in the West round: both wind fans (16 + 2 + 2 + 2 + 1 + 1 = 24)', () => {
    expect(row(r, 19)).toMatchObject({ prevalent: 'W', player: 'Bob', from: 'Ann', points: 24 });
    expect(row(r, 19).seats.Bob).toBe('W');
    expect(changes(r, 19)).toEqual([-32, 48, -8, -8]);
    expect(row(r, 19).running).toEqual({ Ann: -67, Bob: 66, Cy: 18, Di: -17 });
  });

  it('hand 11: All Terminals and Honors 32 + Double Pung 2 + Two Concealed Pungs 2 + Self-Drawn 1 = 37', () => {
    // South in the West round: NNN is neither wind; each pays 45
    expect(row(r, 21)).toMatchObject({ player: 'Ann', points: 37 });
    expect(changes(r, 21)).toEqual([135, -45, -45, -45]);
    expect(row(r, 21).running).toEqual({ Ann: 68, Bob: 21, Cy: -27, Di: -62 });
  });

  it('hand 13: Bob is North in the North round (24), on Cy\u2019s discard', () => {
    expect(row(r, 23)).toMatchObject({ prevalent: 'N', points: 24 });
    expect(changes(r, 23)).toEqual([-8, 48, -32, -8]);
    expect(row(r, 23).running).toEqual({ Ann: 60, Bob: 69, Cy: -59, Di: -70 });
  });

  it('hand 16: Cy self-draws 23 + 1 flower = 24; 32 each', () => {
    // Pure Straight 16 + Fully Concealed Hand 4 + All Chows 2 + Single Wait 1 = 23
    expect(row(r, 26)).toMatchObject({ hand: 16, player: 'Cy', points: 24 });
    expect(changes(r, 26)).toEqual([-32, -32, 96, -32]);
  });

  it('final totals, ranks and table points: Bob and Cy tie for first and share 4 + 2', () => {
    // Ann 60 - 32 = 28, Bob 69 - 32 = 37, Cy -59 + 96 = 37, Di -70 - 32 = -102
    expect(r.totals).toEqual({ Ann: 28, Bob: 37, Cy: 37, Di: -102 });
    expect(r.ranks).toEqual({ Ann: 3, Bob: 1, Cy: 1, Di: 4 });
    expect(r.tablePoints).toEqual({ Ann: 1, Bob: 3, Cy: 3, Di: 0 });
  });

  it('every line and the totals sum to zero; running totals add up the changes', () => {
    const running: Record<string, number> = { Ann: 0, Bob: 0, Cy: 0, Di: 0 };
    for (const h of r.hands) {
      expect(sum(h.changes)).toBe(0);
      for (const p of r.players) running[p] += h.changes[p];
      expect(h.running).toEqual(running);
    }
    expect(sum(r.totals)).toBe(0);
    expect(r.totals).toEqual(running);
  });
});

describe('timed sessions and table points', () => {
  it('a session may stop before hand 16, and hands may go unrecorded', () => {
    const r = run('players Ann Bob Cy Di\n1 win Bob self [123b] 456c 78d EEE 55d 9d\n# time called\n');
    expect(r.ok).toBe(true);
    expect(r.lastHand).toBe(1);
    // Ann, Cy and Di tie for second at -19: they share 2 + 1 + 0
    expect(r.totals).toEqual({ Ann: -19, Bob: 57, Cy: -19, Di: -19 });
    expect(r.ranks).toEqual({ Ann: 2, Bob: 1, Cy: 2, Di: 2 });
    expect(r.tablePoints).toEqual({ Ann: 1, Bob: 4, Cy: 1, Di: 1 });
  });

  it('ties share the points of the places they take up', () => {
    expect(rankAndTablePoints([10, 5, 5, -20])).toEqual({ ranks: [1, 2, 2, 4], tablePoints: [4, 1.5, 1.5, 0] });
    expect(rankAndTablePoints([9, 9, -3, -15])).toEqual({ ranks: [1, 1, 3, 4], tablePoints: [3, 3, 1, 0] });
    expect(rankAndTablePoints([0, 0, 0, 0]).tablePoints).toEqual([1.75, 1.75, 1.75, 1.75]);
    const three = rankAndTablePoints([7, 7, 7, -21]);
    expect(three.ranks).toEqual([1, 1, 1, 4]);
    expect(three.tablePoints[0]).toBeCloseTo(7 / 3);
    expect(rankAndTablePoints([-1, 2, 1, -2])).toEqual({ ranks: [3, 1, 2, 4], tablePoints: [1, 4, 2, 0] });
  });

  it('a log with players and no hands: all 0, four-way tie', () => {
    const r = run('players Ann Bob Cy Di\n');
    expect(r).toMatchObject({ ok: true, lastHand: 0, hands: [], totals: { Ann: 0, Bob: 0, Cy: 0, Di: 0 } });
    expect(r.tablePoints).toEqual({ Ann: 1.75, Bob: 1.75, Cy: 1.75, Di: 1.75 });
  });

  it('foul amounts double from 5 after the warning', () => {
    expect([1, 2, 3, 4, 5, 6].map(foulAmount)).toEqual([0, 5, 10, 20, 40, 80]);
  });

  it('the fourth repeat of a foul costs 20 each; another player’s count is separate', () => {
    const log = ['players Ann Bob Cy Di', ...[1, 2, 3, 4].map((n) => `${n} foul Di slow-play`), '5 foul Cy slow-play'];
    const r = run(log.join('\n'));
    expect(r.hands.map((h) => h.penalty)).toEqual([0, 5, 10, 20, 0]);
    expect(r.totals).toEqual({ Ann: 35, Bob: 35, Cy: 35, Di: -105 });
  });
});

describe('false claims', () => {
  // Melded Hand needs a discard: 10 fan points on a discard, 6 self-drawn.
  const HAND = '[123b] [456c] [RRR] [SSS] 9b 9b';

  it('"self" scores the claim as self-drawn: below the minimum, 10 each', () => {
    const r = run(`players Ann Bob Cy Di\n1 false Cy self ${HAND}`);
    expect(r.ok).toBe(true);
    expect(r.hands[0]).toMatchObject({ verdict: 'below-minimum', how: 'self', penalty: 10, points: 6 });
    expect(r.hands[0].input).toBe(`${HAND} +win:wall +seat:W +round:E`);
    expect(r.totals).toEqual({ Ann: 10, Bob: 10, Cy: -30, Di: 10 });
  });

  it('without self or from, a hand that is a valid win either way is an error naming both readings', () => {
    const r = run(`players Ann Bob Cy Di\n1 false Cy ${HAND}`);
    expect(r.hands).toEqual([]);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatchObject({ line: 2, column: 12, code: 'valid-win' });
    expect(r.errors[0].message).toContain('10 fan points on a discard, 6 fan points self-drawn (below the minimum)');
    expect(r.errors[0].message).toContain(`record a win as "1 win Cy self ${HAND}"`);
  });

  it('"from <player>" gives the discarder; the penalty does not depend on it', () => {
    const r = run('players Ann Bob Cy Di\n2 false Ann from Bob 123b456c789d EEE 5d 6d');
    expect(r.hands[0]).toMatchObject({ how: 'discard', from: 'Bob', verdict: 'not-a-winning-hand', penalty: 20 });
    expect(r.hands[0].input).toBe('123b456c789d EEE 5d 6d +win:discard +seat:N +round:E +from:E');
  });

  it('a false claim, then the same hand won by someone else', () => {
    const r = run(
      'players Ann Bob Cy Di\n1 false Ann 123b456c789d EEE 5d 6d\n1 win Bob self [123b] 456c 78d EEE 55d 9d',
    );
    // Ann -60 then -19; Bob +20 then +57; Cy and Di +20 then -19
    expect(r.totals).toEqual({ Ann: -79, Bob: 77, Cy: 1, Di: 1 });
  });
});

describe('errors name the line and column, and the rest of the log is still scored', () => {
  const LOG = [
    'players Ann Bob Cy Di', //                              1
    '1 win Bob self [123b] 456c 78d EEE 55d 9d', //          2  ok: Bob +57
    '2 win Cy from Ann 123b456c789d EEE 5d 5x', //           3  x: column 40
    '2 win Cy from Cy 123b456c789d EEE 5d 5d', //            4  same-player at 15
    '3 win Bob self 123b456c789d EEE 5d 5d +seat:W', //      5  Bob is North: conflicts
    '3 win Bob self 123b456c789d EEE 5d 5d +seat:N', //      6  repeats: still an error
    '3 drwa', //                                             7
    '2 draw', //                                             8  goes down
    '17 draw', //                                            9
    '4 win Ann from Di 123b 456c 789d SSS 2d 3d', //         10 not a winning hand
    '4 draw', //                                             11 hand 4 already has a win
    '5 pay Bob 0 to Cy', //                                  12
    '5 pay Bob 10 Cy', //                                    13
    '5 foul Eve late', //                                    14
    '5 foul Ann late again', //                              15
    '6 win Bob self 111b 1b 1b 1b 1b 123c 456c 78c 9c', //   16 5th 1b at column 24
    '7 win Di self 123b456c789d EEE 5d 5d+from:E', //        17 glued +from at 37
    '7 win Di self [SSS] [777c] 567b 345c E E', //           18 below the minimum
    '8 win Cy 123b456c789d EEE 5d 5d', //                    19 neither self nor from
    '8 false Cy 123b456c789d EEE 5d 6d +round:E', //         20
    'players W X Y Z', //                                    21 second players line
    'hello', //                                              22
    '9 draw', //                                             23 ok
    '9 false Di 123b456c789d EEE 5d 6d', //                  24 after the draw
  ].join('\n');
  const r = run(LOG);
  const at = (line: number) => r.errors.filter((e) => e.line === line).map((e) => [e.code, e.column]);

  it('reports one error for every bad line, in line order', () => {
    expect(r.errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24]);
    expect(r.ok).toBe(false);
  });

  it('scores the good lines', () => {
    expect(r.hands.map((h) => h.line)).toEqual([2, 23]);
    expect(r.totals).toEqual({ Ann: -19, Bob: 57, Cy: -19, Di: -19 });
  });

  it('a hand reading error points into the log line, message included', () => {
    expect(at(3)).toEqual([['unknown-character', 40]]);
    expect(r.errors[0].message).toContain('at column 40');
    expect(r.errors[0].source).toBe('2 win Cy from Ann 123b456c789d EEE 5d 5x');
    expect(at(16)).toEqual([['too-many-copies', 24]]);
    expect(r.errors.find((e) => e.line === 16)?.message).toContain('the 5th is at column 24');
  });

  it('winds and how the tile came are the log’s: +seat, +round, +from, +win typed in a hand are errors', () => {
    expect(at(5)).toEqual([['log-option', 39]]);
    expect(r.errors.find((e) => e.line === 5)?.message).toMatch(/\+seat:W at column 39 conflicts with the wind table \(Bob is North in hand 3\)/);
    expect(at(6)).toEqual([['log-option', 39]]);
    expect(r.errors.find((e) => e.line === 6)?.message).toContain('+seat:N at column 39 repeats the wind table');
    expect(at(17)).toEqual([['log-option', 37]]);
    expect(at(20)).toEqual([['log-option', 35]]);
  });

  it('line shapes, names, numbers and amounts', () => {
    expect(at(4)).toEqual([['same-player', 15]]);
    expect(at(7)).toEqual([['bad-keyword', 3]]);
    expect(at(8)).toEqual([['hand-number-down', 1]]);
    expect(at(9)).toEqual([['bad-hand-number', 1]]);
    expect(at(12)).toEqual([['bad-amount', 11]]);
    expect(at(13)).toEqual([['missing', 14]]);
    expect(at(14)).toEqual([['unknown-player', 8]]);
    expect(at(15)).toEqual([['extra-text', 17]]);
    expect(at(19)).toEqual([['missing', 10]]);
    expect(at(21)).toEqual([['players-late', 1]]);
    expect(at(22)).toEqual([['bad-line', 1]]);
  });

  it('a win that is no win, and lines after a hand has ended', () => {
    expect(at(10)).toEqual([['not-a-win', 19]]);
    expect(r.errors.find((e) => e.line === 10)?.message).toContain('record it as "4 false Ann from Di 123b 456c 789d SSS 2d 3d"');
    expect(at(11)).toEqual([['hand-over', 3]]);
    expect(at(18)).toEqual([['not-a-win', 15]]);
    // Di is East in the South round: Prevalent Wind 2 (SSS) + One Voided Suit 1 + Single Wait 1 + Self-Drawn 1
    expect(r.errors.find((e) => e.line === 18)?.message).toContain('5 fan points, below the minimum of 8');
    expect(at(24)).toEqual([['hand-over', 3]]);
  });
});

describe('reading the log', () => {
  it('names and keywords ignore case; comments may follow a line; tabs and CRLF are fine', () => {
    const r = run('PLAYERS Ann Bob Cy Di\r\n1\tWIN bob SELF [123b] 456c 78d EEE 55d 9d   # nice hand\r\n2 Draw\r\n');
    expect(r.errors).toEqual([]);
    expect(r.hands.map((h) => [h.player, h.kind])).toEqual([
      ['Bob', 'win'],
      [null, 'draw'],
    ]);
  });

  it('hand options such as +flowers and +last may follow a hand', () => {
    const r = run('players Ann Bob Cy Di\n1 win Bob self [123b] 456c 78d EEE 55d 9d +flowers:2');
    expect(r.hands[0].points).toBe(13);
    expect(r.hands[0].input).toBe('[123b] 456c 78d EEE 55d 9d +flowers:2 +win:wall +seat:S +round:E');
  });

  it('columns count code points (Unicode tiles are one column)', () => {
    const r = run('players Ann Bob Cy Di\n1 win Cy from Bob 🀇🀈🀉 456c 789d EEE 5d 5x');
    // the hand starts at column 19; three tiles, then 456c 789d EEE 5d: the x is at 41 (44 in UTF-16 units)
    expect(r.errors[0]).toMatchObject({ code: 'unknown-character', column: 41 });
  });

  it('a log without players reports it once and scores nothing', () => {
    const r = run('# nothing\n1 draw\n2 win Bob self [123b] 456c 78d EEE 55d 9d\n');
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatchObject({ line: 2, code: 'no-players', column: null });
    expect(r.players).toEqual([]);
    expect(r.hands).toEqual([]);
    expect(run('').errors[0]).toMatchObject({ line: 1, code: 'no-players' });
  });

  it('a players line after the first hand is reported, and the log is still scored', () => {
    const r = run('1 win Bob self [123b] 456c 78d EEE 55d 9d\nplayers Ann Bob Cy Di');
    expect(r.errors.map((e) => [e.line, e.code])).toEqual([[2, 'players-late']]);
    expect(r.totals.Bob).toBe(57);
  });

  it('a players line needs four different names', () => {
    expect(run('players Ann Bob Cy').errors[0]).toMatchObject({ code: 'bad-players', column: 19 });
    expect(run('players Ann Bob Cy Di Ed').errors[0]).toMatchObject({ code: 'bad-players', column: 23 });
    expect(run('players Ann Bob ann Di').errors[0]).toMatchObject({ code: 'bad-players', column: 17 });
  });

  it('several lines may share a hand number; numbers may skip', () => {
    const r = run('players Ann Bob Cy Di\n2 foul Ann x\n2 foul Ann x\n2 draw\n2 foul Bob x\n9 draw');
    expect(r.errors).toEqual([]);
    expect(r.hands.map((h) => h.hand)).toEqual([2, 2, 2, 2, 9]);
  });
});
