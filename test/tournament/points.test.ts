// Table points with the same two decimals in every output (issue 30): the standings
// screen, --csv, --md, --html, the EMA file, and the session sheet; --json keeps numbers.
import { describe, expect, it } from 'vitest';
import { Chalk } from 'chalk';
import { emaCsv, emaExport, seatingCsv, standings } from '../../src/tournament/api.js';
import { standingsCsv, standingsHtml, standingsMarkdown, standingsText } from '../../src/tournament/format.js';
import { toJson } from '../../src/format/json-writer.js';
import { STANDINGS_JSON } from '../../src/tournament/json.js';
import { formatSessionText, formatTablePoints } from '../../src/session/format.js';
import { parseSession } from '../../src/session/parse.js';
import { runSession } from '../../src/session/run.js';
import { tiny } from './helpers.js';

const plain = new Chalk({ level: 0 });

// One table: 30, 10, -20, -20: table points 4, 2 and 0.5 each for the two who tie last.
const files = {
  ...tiny(4, 1),
  'seating.csv': seatingCsv([{ session: 1, table: 1, seats: [1, 2, 3, 4] }]),
  'results/s1-t1.txt': 'players 1 2 3 4\ntotals 30 10 -20 -20\n',
};
const r = standings(files);

describe('table points to two decimals everywhere', () => {
  it('the standings are the table as expected', () => {
    expect(r.players.map((p) => p.tablePoints)).toEqual([4, 2, 0.5, 0.5]);
  });

  it('the standings screen', () => {
    const text = standingsText(r, plain, 80);
    expect(text).toMatch(/\b4\.00\b/);
    expect(text).toMatch(/\b2\.00\b/);
    expect(text).toMatch(/\b0\.50\b/);
    // narrow: the same figures
    expect(standingsText(r, plain, 30)).toMatch(/\b0\.50\b/);
  });

  it('--csv', () => {
    const lines = standingsCsv(r).trim().split('\n');
    expect(lines[1].split(',')[8]).toBe('4.00');
    expect(lines[3].split(',')[8]).toBe('0.50');
    expect(lines[3].split(',')[9]).toBe('1/2');
  });

  it('--md and --html', () => {
    expect(standingsMarkdown(r)).toContain('| 4.00 |');
    expect(standingsMarkdown(r)).toContain('| 0.50 |');
    expect(standingsHtml(r)).toContain('>4.00</td>');
    expect(standingsHtml(r)).toContain('>0.50</td>');
  });

  it('--json keeps numbers', () => {
    const json = JSON.parse(toJson(STANDINGS_JSON, r));
    expect(json.players.map((p: { tablePoints: number }) => p.tablePoints)).toEqual([4, 2, 0.5, 0.5]);
  });

  it('the EMA results file', () => {
    const lines = emaCsv(emaExport(files)).trim().split('\n');
    expect(lines[1]).toMatch(/,4\.00,30$/);
    expect(lines[2]).toMatch(/,2\.00,10$/);
    expect(lines[3]).toMatch(/,0\.50,-20$/);
  });

  it('the session sheet (mcr session)', () => {
    expect([4, 2, 1.5, 0.5, 7 / 3, 0].map(formatTablePoints)).toEqual(['4.00', '2.00', '1.50', '0.50', '2.33', '0.00']);
    const sheet = formatSessionText(runSession(parseSession('players Ann Bob Cy Di\n1 win Bob self [123b] 456c 78d EEE 55d 9d')), plain);
    expect(sheet).toMatch(/ 1  Bob .* 4\.00\n/);
    expect(sheet).toMatch(/ 2= {2}Ann .* 1\.00\n/);
  });
});
