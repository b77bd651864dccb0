// The worked example: 16 players (player 16 a substitute), 4 sessions, teams of four,
// test/tournament/golden16/. Seating from `mcr tournament seat --seed 7` (then kept
// as data); 15 tables hand in final scores (`totals`, one with a referee's pay line),
// session 1 table 3 is the hand-by-hand sheet of test/session/session.test.ts (its
// totals computed by hand there: 3 and 11 37, 7 28, 5 -102). Player 5 has a 10-point
// penalty for lateness in penalties.csv.
//
// Checked by hand: each table's table points (4/2/1/0, ties sharing, e.g. S1T2 three
// tied for first 7/3 each, S2T3 and S4T4 all tied 7/4 each, S3T3 12 and 3 tied for
// 2nd 3/2 each), summed per player in twelfths:
//   id  sessions' table points        sum     score
//    5  0 + 7/4 + 4 + 4               39/4    -102+0+40+24 -10 = -48
//    3  3 + 3 + 3/2 + 7/4             37/4    37+25-30+0 = 32
//   11  3 + 4 + 1/2 + 1               17/2    37+12-20-16 = 13
//   12  1 + 7/4 + 3/2 + 4             33/4    -20+0-30+48 = -2
//    6  7/3 + 7/4 + 3 + 1             97/12   30+0+20-12 = 38
//    4  4 + 3/2 + 1/2 + 7/4           31/4    60-10-20+0 = 30
//   14  1/2 + 1 + 4 + 1               13/2    -5-4+100-12 = 79
//    2  7/3 + 2 + 0 + 7/4             73/12   30+8-20+0 = 18
//    7  1 + 4 + 0 + 1                 6       28+50-15-12 = 51
//    9  1 + 0 + 1 + 4                 6       -20-40-15+36 = -39
//   15  0 + 3 + 2 + 1                 6       -90+25+5-16 = -76
//   10  1/2 + 1 + 3 + 1               11/2    -5-10+20-8 = -3
//    1  2 + 0 + 2 + 1                 5       0-30-5-16 = -51
//   13  7/3 + 3/2 + 0 + 1             29/6    30-10-40-8 = -28
//    8  1 + 0 + 1 + 1                 3       -20-16-5-8 = -49
//   16  4 + 7/4 + 4 + 7/4 (substitute) 23/2   10+0+15+0 = 25
// All together 1344/12 = 112 = 16 tables x 7. Teams: D (13-16) 346/12, C 339/12,
// A 337/12, B 322/12.
import { describe, expect, it } from 'vitest';
import { standings, check, emaExport, emaCsv, cards } from '../../src/tournament/api.js';
import { golden } from './helpers.js';

const EXPECTED: [number | null, number, string, number][] = [
  [1, 5, '39/4', -48],
  [2, 3, '37/4', 32],
  [3, 11, '17/2', 13],
  [4, 12, '33/4', -2],
  [5, 6, '97/12', 38],
  [6, 4, '31/4', 30],
  [7, 14, '13/2', 79],
  [8, 2, '73/12', 18],
  [9, 7, '6', 51],
  [10, 9, '6', -39],
  [11, 15, '6', -76],
  [12, 10, '11/2', -3],
  [13, 1, '5', -51],
  [14, 13, '29/6', -28],
  [15, 8, '3', -49],
  [null, 16, '23/2', 25], // a substitute: listed last, no place
];

describe('the worked 16-player, 4-session tournament', () => {
  const r = standings(golden());

  it('has no problems', () => {
    expect(check(golden())).toMatchObject({ ok: true, problems: [], players: 16, sessions: 4, results: 16 });
    expect(r.ok).toBe(true);
  });

  it('gives the standings worked out by hand', () => {
    expect(r.schema).toBe('mcr-standings/1');
    expect(r.after).toBe(4);
    expect(r.players.map((p) => [p.place, p.id, p.tablePointsExact, p.score])).toEqual(EXPECTED);
    expect(r.players.find((p) => p.id === 6)?.tablePoints).toBeCloseTo(97 / 12, 10);
    expect(r.players.map((p) => p.ranked)).toEqual([...Array(15).fill(true), false]);
    expect(r.players.find((p) => p.id === 5)).toMatchObject({ penalties: 10, places: [3, 0, 0, 1], bestSession: 40, name: 'Émile Dubois' });
  });

  it('keeps each session: seat from the plan, table points exact', () => {
    const p2 = r.players.find((p) => p.id === 2);
    expect(p2?.sessions.map((s) => [s.session, s.table, s.seat, s.score, s.tablePointsExact, s.place])).toEqual([
      [1, 2, 'W', 30, '7/3', 1],
      [2, 2, 'S', 8, '2', 2],
      [3, 1, 'N', -20, '0', 4],
      [4, 4, 'E', 0, '7/4', 1],
    ]);
  });

  it('ranks the teams by their members\' table points', () => {
    expect(r.teams.map((t) => [t.place, t.team, t.tablePointsExact, t.score])).toEqual([
      [1, 'Team D', '173/6', 0],
      [2, 'Team C', '113/4', -31],
      [3, 'Team A', '337/12', 29],
      [4, 'Team B', '161/6', -8],
    ]);
  });

  it('counts only sessions up to --after', () => {
    const after1 = standings(golden(), { after: 1 });
    expect(after1.after).toBe(1);
    expect(after1.players.slice(0, 3).map((p) => [p.place, p.id, p.tablePointsExact])).toEqual([
      [1, 4, '4'],
      [2, 3, '3'],
      [2, 11, '3'],
    ]);
    expect(after1.players[1].tied).toBe(true);
  });

  it('exports the EMA results: ranked players only, MERS base rank', () => {
    const e = emaExport(golden());
    expect(e.players).toBe(15);
    expect(e.rows[0]).toMatchObject({ place: 1, lastName: 'Dubois', firstName: 'Émile', ema: '04100004', country: 'NL', mersBase: 1000 });
    expect(e.rows[7]).toMatchObject({ place: 8, lastName: 'Jones', mersBase: 500 });
    expect(e.rows[14].mersBase).toBe(0);
    // "Chen, Wei": last name before the comma
    expect(e.rows[1]).toMatchObject({ lastName: 'Chen', firstName: 'Wei' });
    const csv = emaCsv(e).split('\n');
    expect(csv[0]).toBe('Place,Last name,First name,EMA number,Country,Table points,Score');
    expect(csv[1]).toBe('1,Dubois,Émile,04100004,NL,9.75,-48');
    expect(csv).toHaveLength(17); // header, 15 rows, final newline
  });

  it('makes a card per player and a sheet per table', () => {
    const c = cards(golden());
    expect(c.players).toHaveLength(16);
    expect(c.players[0].seats.map((s) => `${s.session}:${s.table}${s.seat}`)).toEqual(['1:4W', '2:4E', '3:1S', '4:3N']);
    expect(c.tables[0].players.map((p) => `${p.seat} ${p.id}`)).toEqual(['E 4', 'S 9', 'W 8', 'N 12']);
  });
});
