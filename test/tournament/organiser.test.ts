// The organiser's day (issue 39, items 1 to 5): reserves listed from the start, check
// during an event, withdrawn players marked, substitutes seated by their points (in
// seat.test.ts), and an EMA file that never guesses silently.
import { describe, expect, it } from 'vitest';
import { Chalk } from 'chalk';
import { check, emaExport, emaCsv, seat, standings } from '../../src/tournament/api.js';
import { standingsCsv, standingsHtml, standingsMarkdown, standingsText, checkText, emaNotes } from '../../src/tournament/format.js';
import { certainCountry, nearestCountry } from '../../src/tournament/countries.js';
import { splitName } from '../../src/tournament/names.js';
import { golden, tiny } from './helpers.js';

const plain = new Chalk({ level: 0 });

/** n players, then `subs` substitutes (substitute = yes). */
function withSubs(n: number, subs: number, k: number): Record<string, string> {
  const rows = [
    'id,name,substitute',
    ...Array.from({ length: n }, (_, i) => `${i + 1},Player ${i + 1},`),
    ...Array.from({ length: subs }, (_, i) => `${n + i + 1},Sub ${i + 1},yes`),
  ];
  return { ...tiny(n, k), 'players.csv': rows.join('\n') + '\n' };
}

describe('reserves: substitutes listed from the start', () => {
  it('a substitute no table needs is a reserve: not seated, counted apart', () => {
    const files = withSubs(12, 1, 3);
    const r = seat(files, { seed: 1 });
    expect(r.problems).toEqual([]);
    expect(r).toMatchObject({ ok: true, players: 12, reserves: 1 });
    expect(r.tables.flatMap((t) => t.seats)).not.toContain(13);
    const c = check(files);
    expect(c).toMatchObject({ players: 12, reserves: 1 });
    expect(checkText(c, 'open', plain, 80)).toContain('12 players and 1 reserve');
  });

  it('substitutes fill a table first (15 players and 1 substitute: 16 seated), the rest wait', () => {
    const r = seat(withSubs(15, 2, 2), { seed: 1 });
    expect(r).toMatchObject({ ok: true, players: 16, reserves: 1 });
    expect(r.tables.flatMap((t) => t.seats)).toContain(16);
    expect(r.tables.flatMap((t) => t.seats)).not.toContain(17);
  });

  it('the count to fill is of the players who play: 14 and 1 reserve lacks 1, not 3', () => {
    const r = seat(withSubs(14, 1, 2));
    expect(r.ok).toBe(false);
    expect(r.problems[0].message).toContain('15 players play session 1');
    expect(r.problems[0].message).toContain('expected 16: add 1 substitute');
  });
});

describe('check during an event', () => {
  const without = (...tables: string[]) => Object.fromEntries(Object.entries(golden()).filter(([k]) => !tables.includes(k)));

  it('a table of the session in progress not yet in is progress, not a problem (exit 0 with the count)', () => {
    const r = check(without('results/s4-t2.txt'));
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.progress).toEqual({ session: 4, results: 3, planned: 4 });
    expect(checkText(r, 'open', plain, 200)).toContain('session 4 in progress: 3 of 4 tables in');
  });

  it('a table missing from an earlier session while later ones are in stays an error', () => {
    const r = check(without('results/s3-t1.txt', 'results/s4-t2.txt'));
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => [p.file, p.code])).toEqual([['results/s3-t1.txt', 'missing-result']]);
    expect(r.progress).toEqual({ session: 4, results: 3, planned: 4 });
  });

  it('every session complete: no progress line', () => {
    expect(check(golden()).progress).toBeNull();
  });
});

describe('withdrawn players in the standings', () => {
  // Player 1 withdrew after session 3 (players.csv sessions 1-3); sessions 1 to 3 played.
  const files = (() => {
    const g = golden();
    const players = g['players.csv'].trimEnd().split('\n').map((l, i) => `${l},${i === 0 ? 'sessions' : i === 1 ? '1-3' : ''}`);
    return { ...Object.fromEntries(Object.entries(g).filter(([k]) => !k.startsWith('results/s4-'))), 'players.csv': players.join('\n') + '\n' };
  })();

  it('are marked, with the sessions they played, on the screen, in CSV, HTML and Markdown', () => {
    const r = standings(files);
    const ann = r.players.find((p) => p.id === 1);
    expect(ann).toMatchObject({ withdrew: 3, played: 3 });
    expect(r.players.filter((p) => p.withdrew !== null).map((p) => p.id)).toEqual([1]);
    expect(standingsText(r, plain, 100)).toContain('Ann Smith (withdrew after session 3, played 3)');
    const csv = standingsCsv(r).split('\n');
    const withdrew = csv[0].split(',').indexOf('withdrew');
    expect(withdrew).toBeGreaterThan(0);
    expect(csv.find((l) => l.split(',')[1] === '1')?.split(',')[withdrew]).toBe('3');
    expect(csv.find((l) => l.split(',')[1] === '2')?.split(',')[withdrew]).toBe('');
    expect(standingsMarkdown(r)).toContain('Ann Smith (withdrew after session 3, played 3)');
    expect(standingsHtml(r)).toContain('Ann Smith <small>(withdrew after session 3, played 3)</small>');
  });

  it('a player who plays to the last session is not marked', () => {
    expect(standings(golden()).players.every((p) => p.withdrew === null)).toBe(true);
  });
});

describe('the EMA file never guesses silently', () => {
  const files = tiny(4, 1, {
    'players.csv': 'id,name,country\n1,Eva Lind,Sweden\n2,Max Bauer,DEU\n3,Kim Min-jun,KR\n4,José García López,ES\n',
  });

  it('maps a country for certain (its English name, an alpha-3 code) and says so', () => {
    const r = emaExport(files);
    expect(r.problems).toEqual([]);
    expect(r.countries).toEqual([
      { id: 1, name: 'Eva Lind', given: 'Sweden', code: 'SE' },
      { id: 2, name: 'Max Bauer', given: 'DEU', code: 'DE' },
    ]);
    expect(r.rows.map((x) => x.country).sort()).toEqual(['DE', 'ES', 'KR', 'SE']);
    expect(emaNotes(r).join('\n')).toContain("player 1 (Eva Lind): 'Sweden' as SE");
  });

  it('refuses a country that is not certain, with the nearest codes', () => {
    const r = emaExport(tiny(4, 1, { 'players.csv': 'id,name,country\n1,A B,Korea\n2,C D,NL\n3,E F,NL\n4,G H,NL\n' }));
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => [p.code, p.fatal])).toEqual([['unknown-country', true]]);
    expect(r.problems[0].message).toContain("player 1 (A B): country 'Korea'");
    expect(r.problems[0].message).toContain('KP or KR');
  });

  it('lists every guessed split with the split made; strict refuses while any remain', () => {
    const r = emaExport(files);
    expect(r.guessed.map((g) => [g.id, g.lastName, g.firstName])).toEqual([
      [1, 'Lind', 'Eva'],
      [2, 'Bauer', 'Max'],
      [3, 'Kim', 'Min-jun'],
      [4, 'García López', 'José'],
    ]);
    expect(emaNotes(r).join('\n')).toContain("player 3 (Kim Min-jun): last name 'Kim', first name 'Min-jun'");
    expect(emaCsv(r)).toContain('García López,José');
    const strict = emaExport(files, { strict: true });
    expect(strict.ok).toBe(false);
    expect(strict.problems.filter((p) => p.code === 'guessed-name' && p.fatal)).toHaveLength(4);
    // Names given in columns are no guess: strict exports them.
    const given = tiny(4, 1, { 'players.csv': 'id,name,last_name,first_name\n1,A,A,a\n2,B,B,b\n3,C,C,c\n4,"D, d",,\n' });
    expect(emaExport(given, { strict: true }).problems).toEqual([]);
  });

  it('certain countries and the splits a country hints', () => {
    expect(['Sweden', 'sweden', 'SWE', 'se', 'Netherlands', 'Vietnam', 'Germany'].map(certainCountry)).toEqual(['SE', 'SE', 'SE', 'SE', 'NL', 'VN', 'DE']);
    expect(['Korea', 'Swedn', 'XX'].map(certainCountry)).toEqual([null, null, null]);
    expect(nearestCountry('Korea')).toBe('KP or KR');
    expect(splitName('Nguyễn Văn An', '', '', 'VN')).toEqual({ lastName: 'Nguyễn', firstName: 'Văn An', guessed: true });
    expect(splitName('Tanaka Hiroshi', '', '', 'JP')).toEqual({ lastName: 'Tanaka', firstName: 'Hiroshi', guessed: true });
    expect(splitName('Ana María de la Cruz Pérez', '', '', 'MX')).toEqual({ lastName: 'de la Cruz Pérez', firstName: 'Ana María', guessed: true });
    expect(splitName('Ann Marie Smith', '', '', 'GB')).toEqual({ lastName: 'Smith', firstName: 'Ann Marie', guessed: true });
  });
});

describe('check names players', () => {
  it('a guessed split and a country by player id and name', () => {
    const r = check(tiny(4, 1, { 'players.csv': 'id,name,country\n1,Eva Lind,Swedn\n2,B,NL\n3,C,NL\n4,D,NL\n' }));
    const text = checkText(r, 'open', plain, 80);
    expect(text).toContain("player 1 (Eva Lind): country 'Swedn'");
    expect(text).toContain("player 1 (Eva Lind): last name 'Lind', first name 'Eva'");
  });
});
