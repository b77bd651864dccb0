// Files that cannot lie (docs/TOURNAMENT.md), and the team ranking by best members:
// players.csv's fields, EMA numbers, country codes, byte-order marks, the cause first,
// misnamed and copied result files, EMA names, the outputs' places, decimals and BOM.
import { describe, expect, it } from 'vitest';
import { check, standings, emaExport, emaCsv } from '../../src/tournament/api.js';
import { standingsCsv, standingsText, standingsMarkdown, checkText } from '../../src/tournament/format.js';
import { splitName } from '../../src/tournament/names.js';
import { nearestCountry } from '../../src/tournament/countries.js';
import { session } from '../../src/session/api.js';
import { golden, tiny } from './helpers.js';
import { Chalk } from 'chalk';

const plain = new Chalk({ level: 0 });
const where = (files: Record<string, string>) => check(files).problems.map((p) => `${p.file}:${p.line ?? ''}:${p.column ?? ''} ${p.code}`);
const table = (s: number, t: number, ids: number[], totals: number[]) => ({
  [`results/s${s}-t${t}.txt`]: `players ${ids.join(' ')}\ntotals ${totals.join(' ')}\n`,
});

describe('players.csv', () => {
  it('a row with more or fewer fields than the header is an error with its line, never a shifted row', () => {
    const files = tiny(4, 1, {
      'players.csv': 'id,name,ema,country,team,substitute\n1,Ann Smith,04100001,NL,,\n41,Smith, John,21203198,DE,,\n3,Cy,04100003,NL\n4,Di,04100004,NL,,\n',
    });
    const r = check(files);
    expect(where(files).slice(0, 2)).toEqual(['players.csv:3: field-count', 'players.csv:4: field-count']);
    expect(r.problems[0].message).toBe('7 fields, the header has 6: quote a field that holds a comma ("Smith, John"); the row is not read');
    expect(r.problems[1].message).toContain('4 fields, the header has 6');
    // the shifted row is not read: no player 41 whose EMA number is "John"
    expect(emaExport(files).rows.map((x) => x.ema)).not.toContain(' John');
    expect(standings(files).players.map((p) => p.id)).toEqual([1, 4]);
  });

  it('checks EMA numbers for 8 digits (an error) and countries against ISO 3166 (a warning with the nearest code)', () => {
    const files = tiny(4, 1, {
      'players.csv': 'id,name,ema,country\n1,Ann Smith,0410001,NL\n2,Bob Jones,04100002,GER\n3,Cy Lee,04100003,LN\n4,Di Wu,04100004,UK\n',
    });
    const r = check(files);
    expect(r.problems.map((p) => [p.line, p.code])).toEqual([[2, 'bad-ema']]);
    expect(r.problems[0].message).toContain("player 1 (Ann Smith): EMA number '0410001'; expected 8 digits");
    const countries = r.warnings.filter((w) => w.code === 'unknown-country');
    expect(countries.map((w) => [w.line, w.message])).toEqual([
      [3, "player 2 (Bob Jones): country 'GER' is no ISO 3166-1 alpha-2 code; expected two capital letters, e.g. NL, DE, CN"],
      [4, "player 3 (Cy Lee): country 'LN' is no ISO 3166-1 alpha-2 code; did you mean NL?"],
    ]);
    expect(nearestCountry('DEU')).toBe('DE');
    expect(nearestCountry('Germany')).toBe('DE');
    expect(nearestCountry('nl')).toBe('NL');
    expect(nearestCountry('Netherlands')).toBe('NL');
    expect(nearestCountry('OX')).toBe('OM');
    expect(nearestCountry('NX')).toBe(''); // a dozen codes one letter away: none named
    // a warning does not make the check fail
    expect(check(tiny(4, 1, { 'players.csv': 'id,name,country\n1,A,XX\n2,B,NL\n3,C,NL\n4,D,NL\n' })).ok).toBe(true);
  });
});

describe('byte-order marks', () => {
  it('are accepted at the start of a result file and of a session log', () => {
    const files = tiny(4, 1, { 'results/s1-t1.txt': '\uFEFFplayers 1 2 3 4\ntotals 30 -10 -10 -10\n' });
    expect(check(files).problems).toEqual([]);
    expect(standings(files).players[0]).toMatchObject({ id: 1, score: 30 });
    const log = session('\uFEFFplayers A B C D\n1 draw\n');
    expect(log.errors).toEqual([]);
    expect(log.players).toEqual(['A', 'B', 'C', 'D']);
    expect(check({ ...tiny(4, 1), 'tournament.toml': '\uFEFFname = "T"\nsessions = 1\n' }).problems).toEqual([]);
  });
});

describe('check puts the cause first', () => {
  it('one bad setting is one error, and check stops there', () => {
    const g = { ...golden(), 'tournament.toml': golden()['tournament.toml'].replace('sessions = 4', 'sessions = "seven"') };
    const r = check(g);
    expect(r.problems.map((p) => p.code)).toEqual(['bad-setting']);
    expect(r).toMatchObject({ unreadable: true, followOn: 0 });
  });

  it('a duplicate id is one error; what follows from it is counted in one line', () => {
    const g = { ...golden() };
    // player 16's row given id 15 by a slip: 16 is then unknown in every session
    g['players.csv'] = g['players.csv'].replace(/\n16,/, '\n15,');
    const r = check(g);
    expect(r.problems.map((p) => `${p.file}:${p.line} ${p.code}`)).toEqual(['players.csv:17 duplicate-id']);
    expect(r.followOn).toBeGreaterThanOrEqual(4);
    const text = checkText(r, 'dir', plain, 200);
    expect(text).toMatch(/and \d+ more problems that follow from this one/);
    expect(text.split('\n').filter((l) => l.includes('[unknown-id]'))).toEqual([]);
    // the answer first and again at the end
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\d+ problems: 15 players/);
    expect(lines[lines.length - 1]).toBe(lines[0]);
    // with nothing to list, one line
    expect(checkText({ ...check(golden()), warnings: [] }, 'dir', plain, 200).trimEnd().split('\n')).toEqual(['No problems: 16 players, 4 sessions, 16 result files.']);
  });
});


describe('result files', () => {
  it('a misnamed file is named with what it probably means', () => {
    const files = tiny(4, 2, { 'results/S1-T1.TXT': 'players 1 2 3 4\ntotals 0 0 0 0\n', 'results/s2-t01.txt': 'players 1 2 3 4\ntotals 1 0 0 -1\n', 'results/notes.txt': '' });
    const r = check(files);
    expect(r.problems.map((p) => [p.file, p.code])).toEqual([
      ['results/notes.txt', 'bad-file-name'],
      ['results/s2-t01.txt', 'bad-file-name'],
      ['results/S1-T1.TXT', 'bad-file-name'],
    ].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
    expect(r.problems.find((p) => p.file === 'results/S1-T1.TXT')?.message).toContain('did you mean results/s1-t1.txt?');
    expect(r.problems.find((p) => p.file === 'results/s2-t01.txt')?.message).toContain('did you mean results/s2-t1.txt?');
    expect(r.problems.find((p) => p.file === 'results/notes.txt')?.message).not.toContain('did you mean');
  });

  it('a file identical to another table\'s is said to be so, and not counted', () => {
    const files = tiny(8, 1, { ...table(1, 1, [1, 2, 3, 4], [30, -10, -10, -10]), 'results/s1-t2.txt': 'players 1 2 3 4\ntotals 30 -10 -10 -10   # copied\n' });
    const r = check(files);
    expect(r.problems.map((p) => [p.file, p.code])).toEqual([['results/s1-t2.txt', 'same-as-other']]);
    expect(r.problems[0].message).toContain('is the same as results/s1-t1.txt');
    expect(standings(files).players.find((p) => p.id === 1)?.played).toBe(1);
  });
});

describe('EMA export names', () => {
  it('uses last_name and first_name columns when given', () => {
    const files = tiny(4, 1, {
      'players.csv': 'id,name,last_name,first_name\n1,Ann van Dijk,Van Dijk,Ann\n2,李娜,李,娜\n3,Bo,,\n4,Cy Di,,\n',
    });
    const e = emaExport(files);
    expect(e.rows.map((x) => [x.lastName, x.firstName])).toEqual([
      ['Van Dijk', 'Ann'],
      ['李', '娜'],
      ['Bo', ''],
      ['Di', 'Cy'],
    ]);
    // check lists every name whose split was guessed (3 and 4), and no other
    expect(check(files).warnings.filter((w) => w.code === 'guessed-name').map((w) => w.line)).toEqual([4, 5]);
  });

  it('guesses: particles stay with the last name, a CJK name is read family name first', () => {
    const cases: [string, string, string][] = [
      ['Ann Marie Smith', 'Smith', 'Ann Marie'],
      ['Ludwig van Beethoven', 'van Beethoven', 'Ludwig'],
      ['Jan van der Berg', 'van der Berg', 'Jan'],
      ['Maria de la Cruz', 'de la Cruz', 'Maria'],
      ['Otto von Bismarck', 'von Bismarck', 'Otto'],
      ['Paulo da Silva', 'da Silva', 'Paulo'],
      ['Van Morrison', 'Morrison', 'Van'],
      ['李娜', '李', '娜'],
      ['欧阳娜娜', '欧阳', '娜娜'],
      ['李 小龙', '李', '小龙'],
      ['김민수', '김', '민수'],
      ['Madonna', 'Madonna', ''],
    ];
    for (const [name, last, first] of cases) expect(splitName(name), name).toEqual({ lastName: last, firstName: first, guessed: true });
    expect(splitName('Chen, Wei')).toEqual({ lastName: 'Chen', firstName: 'Wei', guessed: false });
  });
});

describe('outputs', () => {
  const subs = tiny(8, 1, {
    'players.csv': 'id,name,substitute\n1,A,\n2,B,\n3,C,\n4,D,\n5,E,\n6,F,\n7,G,\n8,H,yes\n',
    ...table(1, 1, [1, 2, 3, 4], [30, 30, 30, -90]),
    ...table(1, 2, [5, 6, 7, 8], [40, -10, -10, -20]),
  });

  it('substitutes are given no place, in every output', () => {
    const r = standings(subs);
    expect(r.players.map((p) => p.place)).toEqual([1, 2, 2, 2, 5, 5, 7, null]);
    expect(standingsCsv(r).split('\n').find((l) => l.includes(',H,'))?.startsWith(',8,H,')).toBe(true);
    expect(standingsText(r, plain, 80)).toMatch(/\n\s+-\s+8\s+H\s/);
  });

  it('table points with two decimals everywhere: text, CSV, Markdown, the EMA file', () => {
    const r = standings(subs);
    expect(standingsText(r, plain, 80)).toMatch(/\s1\s+5\s+E\s+1\s+4\.00\s+40\n/);
    expect(standingsText(r, plain, 80)).toMatch(/2=\s+1\s+A\s+1\s+2\.33\s+30/);
    expect(standingsCsv(r).split('\n')[1]).toBe('1,5,E,,,,yes,1,4.00,4,40,0,,40');
    expect(standingsMarkdown(r)).toContain('| 1 | 5 | E |  | 1 | 4.00 | 40 |');
    expect(emaCsv(emaExport(subs)).split('\n').slice(1, 3)).toEqual(['1,E,,,,4.00,40', '2=,A,,,,2.33,30']);
  });

  it('--bom: a byte-order mark before the CSV, none otherwise', () => {
    const r = standings(subs);
    expect(standingsCsv(r, true).startsWith('\uFEFFplace,')).toBe(true);
    expect(standingsCsv(r).startsWith('place,')).toBe(true);
    expect(emaCsv(emaExport(subs), true).startsWith('\uFEFFPlace,')).toBe(true);
  });
});

describe('teams by a fixed number of best members (team_size)', () => {
  // Team X: 1 (4 points), 2 (2), 3 (1), 4 (0); team Y: 5 (4), 6 (1.5), 7 (1.5), 8 (0).
  const files = (size: string) =>
    tiny(8, 1, {
      'tournament.toml': `name = "T"\nsessions = 1\n${size}`,
      'players.csv': 'id,name,team\n1,A,X\n2,B,X\n3,C,X\n4,D,X\n5,E,Y\n6,F,Y\n7,G,Y\n8,H,Y\n',
      ...table(1, 1, [1, 2, 3, 4], [40, 10, -10, -40]),
      ...table(1, 2, [5, 6, 7, 8], [40, -10, -10, -20]),
    });

  it('counts the best team_size members by the ranking, not every member', () => {
    const all = standings(files(''));
    expect(all.teams.map((t) => [t.team, t.tablePointsExact, t.score])).toEqual([
      ['X', '7', 0],
      ['Y', '7', 0],
    ]);
    const best2 = standings(files('team_size = 2\n'));
    // X: 4 + 2 = 6, score 50; Y: 4 + 3/2 = 11/2 (6 before 7 by id, both -10)
    expect(best2.teams.map((t) => [t.place, t.team, t.tablePointsExact, t.score, t.counted])).toEqual([
      [1, 'X', '6', 50, [1, 2]],
      [2, 'Y', '11/2', 30, [5, 6]],
    ]);
    expect(standingsText(best2, plain, 80)).toMatch(/1\s+X\s+2\/4\s+6\.00\s+50/);
    expect(check(files('team_size = 0\n')).problems.map((p) => p.code)).toEqual(['bad-setting']);
  });
});
