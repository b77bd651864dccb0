// Hardening of the tournament folder, through the library: formula injection (2),
// control characters and HTML in names (4), rejected results not ranked (6), one rule
// for penalties and exact totals (9), ranking names that are Object's own (13), and
// arguments that are null or whose getters throw (15).
import { describe, expect, it } from 'vitest';
import { Chalk } from 'chalk';
import { check, standings, emaExport, emaCsv, cards, seat } from '../../src/tournament/api.js';
import { standingsCsv, standingsText, standingsMarkdown, cardsText, cardsMarkdown } from '../../src/tournament/format.js';
import { formatSessionText } from '../../src/session/format.js';
import { session } from '../../src/session/api.js';
import * as library from '../../src/index.js';
import { golden, tiny } from './helpers.js';

const plain = new Chalk({ level: 0 });
const table = (s: number, t: number, ids: number[], totals: number[]) => ({
  [`results/s${s}-t${t}.txt`]: `players ${ids.join(' ')}\ntotals ${totals.join(' ')}\n`,
});
const four = (players: string, extra: Record<string, string> = {}) =>
  tiny(4, 1, { 'players.csv': players, ...table(1, 1, [1, 2, 3, 4], [30, 30, -30, -30]), ...extra });

describe('formula injection (33.2)', () => {
  const files = four('id,name,ema,country\n1,"=HYPERLINK(""http://x"",""y"")",-1+1,NL\n2,+Bob,@0410000,NL\n3,"\tCy",04100003,NL\n4,Di,04100004,NL\n');

  it('standings --csv and export --ema write no field a spreadsheet runs', () => {
    for (const csv of [standingsCsv(standings(files)), emaCsv(emaExport(files))]) {
      for (const line of csv.trim().split('\n').slice(1))
        for (const field of line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/))
          if (!/^-?\d+(\.\d+)?$/.test(field)) expect(field.replace(/^"/, ''), line).not.toMatch(/^[=+\-@\t\r]/);
    }
    expect(emaCsv(emaExport(files))).toContain(`'=HYPERLINK`);
  });

  it('shared places are written 2=, never =2', () => {
    const csv = standingsCsv(standings(files)).split('\n');
    expect(csv.slice(1, 5).map((l) => l.split(',')[0])).toEqual(['1=', '1=', '3=', '3=']);
    expect(emaCsv(emaExport(files)).split('\n')[1].startsWith('1=,')).toBe(true);
  });
});

describe('control characters and HTML in names (33.4)', () => {
  const files = four('id,name\n1,"Ann\u001b]0;pwned\u0007"\n2,"Bob\nSmith"\n3,"<script>alert(1)</script>"\n4,Di\u001b[2J\n', {
    'seating.csv': 'session,table,E,S,W,N\n1,1,1,2,3,4\n',
  });

  it('standings, cards and the session sheet show them escaped', () => {
    const outputs = [standingsText(standings(files), plain, 80), cardsText(cards(files), 80)];
    for (const out of outputs) {
      expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
      expect(out).toContain('Ann\\x1b]0;pwned\\x07');
      expect(out).toContain('Bob\\nSmith');
    }
    const sheet = formatSessionText(session('players A\u001b[31m B C D\n1 draw\n'), plain, 80, { B: 'Bo\u0007b' });
    expect(sheet).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    expect(sheet).toContain('A\\x1b[31m');
    expect(sheet).toContain('B Bo\\x07b');
  });

  it('a quoted newline in a name does not break a table row', () => {
    const text = standingsText(standings(files), plain, 80);
    const rows = text.split('\n').filter((l) => /^\s+\d+=?\s+\d+\s/.test(l));
    expect(rows).toHaveLength(4);
  });

  it('--md escapes HTML as --html does', () => {
    for (const md of [standingsMarkdown(standings(files)), cardsMarkdown(cards(files))]) {
      expect(md).not.toContain('<script>');
      expect(md).toContain('&lt;script&gt;');
    }
  });
});

describe('results that check rejects are not ranked (33.6)', () => {
  const base = () => golden();
  const cases: [string, (g: Record<string, string>) => void, string][] = [
    ['a copy as a table that does not exist', (g) => (g['results/s1-t9.txt'] = g['results/s2-t1.txt'].replace('players 3 15 10 9', 'players 3 15 10 9 ')), 'results/s1-t9.txt'],
    ['a player from another table', (g) => (g['results/s2-t1.txt'] = g['results/s2-t1.txt'].replace('players 3 15 10 9', 'players 3 15 10 1')), 'results/s2-t1.txt'],
    ['a wrong seat order', (g) => (g['results/s2-t1.txt'] = g['results/s2-t1.txt'].replace('players 3 15 10 9', 'players 15 3 10 9')), 'results/s2-t1.txt'],
  ];
  for (const [what, change, file] of cases) {
    it(`${what}: left out, said, not ok`, () => {
      const g = base();
      change(g);
      expect(check(g).problems.map((p) => p.file)).toContain(file);
      const r = standings(g);
      expect(r.ok).toBe(false);
      expect(r.problems.map((p) => p.file)).toContain(file);
      // player 3 played 4 sessions; the rejected file is not a fifth, nor counted at all
      const three = r.players.find((p) => p.id === 3);
      const clean = standings(base()).players.find((p) => p.id === 3);
      expect(three?.played).toBe(file === 'results/s1-t9.txt' ? 4 : 3);
      expect(three?.score).toBe(file === 'results/s1-t9.txt' ? clean?.score : (clean?.score ?? 0) - 25);
      expect(emaExport(g).ok).toBe(false);
    });
  }
});

describe('penalties and exact totals (33.9)', () => {
  const files = tiny(4, 3, { ...table(1, 1, [1, 2, 3, 4], [30, -10, -10, -10]), 'penalties.csv': 'session,player,points,reason\n1,1,5,late\n3,2,7,announced\n' });

  it('one rule: a penalty counts once the standings reach its session, with or without --after', () => {
    const all = standings(files);
    const after1 = standings(files, { after: 1 });
    expect(all.players).toEqual(after1.players);
    expect(all.players.find((p) => p.id === 2)?.penalties).toBe(0);
    expect(standings(files, { after: 3 }).players.find((p) => p.id === 2)?.penalties).toBe(7);
  });

  it('totals past 2^53 are refused, as session logs refuse them (beyond-exact)', () => {
    const big = 4503599627370496; // 2^52: two sessions of it pass 2^53
    const huge = tiny(4, 2, { ...table(1, 1, [1, 2, 3, 4], [big, -big, 0, 0]), ...table(2, 1, [1, 2, 3, 4], [big, 0, -big, 0]) });
    const r = standings(huge);
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => [p.code, p.fatal])).toEqual([['beyond-exact', true]]);
    expect(r.problems[0].message).toContain("player 1's score passes 9007199254740991");
  });
});

describe('ranking names that are Object\'s own (33.13)', () => {
  for (const name of ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty']) {
    it(`${name}: a bad-setting or bad-ranking problem, no crash`, () => {
      const files = tiny(4, 1, { 'tournament.toml': `name = "T"\nsessions = 1\nranking = "${name}"\n` });
      expect(check(files).problems.map((p) => p.code)).toEqual(['bad-setting']);
      const r = standings(tiny(4, 1), { ranking: name });
      expect(r.problems.map((p) => p.code)).toEqual(['bad-ranking']);
      expect(emaExport(tiny(4, 1), { ranking: name }).ok).toBe(false);
    });
  }
});

describe('no argument makes the library throw (33.15)', () => {
  const hostile = new Proxy({}, { get: () => { throw new Error('boom'); }, ownKeys: () => { throw new Error('boom'); } });
  const throwing = { get after(): number { throw new Error('getter'); }, get ranking(): string { throw new Error('getter'); }, get seed(): number { throw new Error('getter'); } };

  it('null, undefined, a number, a hostile object as the files: the error result', () => {
    for (const bad of [null, undefined, 42, 'text', [], hostile]) {
      const files = bad as never;
      expect(library.standings(files).ok).toBe(false);
      expect(library.seat(files).ok).toBe(false);
      expect(library.cards(files).ok).toBe(false);
      expect(library.emaExport(files).ok).toBe(false);
      expect(library.checkTournament(files)).toMatchObject({ ok: false, unreadable: true });
    }
    expect(library.checkTournament({ 'tournament.toml': null, 'players.csv': 5 } as never).problems.map((p) => p.code)).toContain('bad-files');
  });

  it('options whose getters throw: the error result', () => {
    expect(standings(golden(), throwing as never).problems.map((p) => p.code)).toContain('bad-option');
    expect(emaExport(golden(), throwing as never).ok).toBe(false);
    expect(seat(golden(), throwing as never)).toMatchObject({ ok: false });
    expect(standings(golden(), null as never).ok).toBe(true);
    expect(standings(golden(), { after: -1 }).problems.map((p) => p.code)).toEqual(['bad-option']);
  });
});
