import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { score, scoreHand } from '../src/score.js';
import { formatJson } from '../src/result.js';
import { formatText } from '../src/format/text.js';
import { dependence } from '../src/assumed.js';
import { parseLine } from '../src/notation/parse.js';
import { textWidth } from '../src/format/width.js';
import type { ScoreOk } from '../src/result.js';

const plain = new Chalk({ level: 0 });
const ok = (line: string): ScoreOk => {
  const r = score(line);
  if (!r.ok) throw new Error(r.error.message);
  return r;
};
const screen = (line: string, width = Infinity) => formatText(ok(line), { color: plain, width });

describe('assumed: the defaulted winds a result depends on', () => {
  it('a claim that is a WIN only through seat E and round E lists both', () => {
    const r = ok('[EEE] [NNN] 123c 456c 5d 5d');
    expect(r.verdict).toBe('win');
    expect(r.assumed).toEqual(['seat', 'round']);
    // The same tiles with the winds given are a false claim, and depend on nothing.
    const given = ok('[EEE] [NNN] 123c 456c 5d 5d +seat:S +round:S');
    expect(given.verdict).toBe('below-minimum');
    expect(given.assumed).toEqual([]);
  });

  it('only the option left to its default is listed', () => {
    expect(ok('[EEE] [NNN] 123c 456c 5d 5d +seat:S').assumed).toEqual(['round']);
    expect(ok('[EEE] [NNN] 123c 456c 5d 5d +round:S').assumed).toEqual(['seat']);
  });

  it('a hand without three of a wind depends on no wind', () => {
    expect(ok('123b 456c 789d RRR 55d').assumed).toEqual([]);
    expect(ok('123b 456c 789d EE 555d 5d').assumed).toEqual([]);
  });

  it('a wind another seat would make a fan of counts, though no fan is lost', () => {
    // Seat E gives nothing for SSS; seat S would add Seat Wind.
    const r = ok('[SSS] 123c 456c 789c 5d 5d');
    expect(r.assumed).toEqual(['seat', 'round']);
  });

  it('is [] for a hand that is not a winning hand, absent from scoreHand and from reading errors', () => {
    expect(ok('EEE NNN 5d').assumed).toEqual([]);
    const read = parseLine('[EEE] [NNN] 123c 456c 5d 5d');
    if (!read.ok) throw new Error('unread');
    expect(scoreHand(read.hand, '')).not.toHaveProperty('assumed');
    expect(score('123x')).not.toHaveProperty('assumed');
  });

  it('is written after reasonCode in the JSON', () => {
    const json = formatJson(ok('[EEE] [NNN] 123c 456c 5d 5d'));
    expect(json).toContain(',"reasonCode":null,"assumed":["seat","round"],"hand":{');
    expect(JSON.parse(json).assumed).toEqual(['seat', 'round']);
    expect(JSON.parse(formatJson(ok('123b 456c 789d RRR 55d'))).assumed).toEqual([]);
  });

  it('marks the fans a default makes, not those another value would only turn into another fan', () => {
    const r = ok('[EEE] [NNN] 123c 456c 5d 5d');
    const read = parseLine(r.input);
    if (!read.ok) throw new Error('unread');
    const dep = dependence(read.hand, r, (h) => scoreHand(h, ''));
    expect(dep?.verdict).toEqual(['seat', 'round']);
    expect(Object.fromEntries(dep?.fans ?? [])).toEqual({ 'seat-wind': ['seat'], 'prevalent-wind': ['round'] });
  });
});

describe('assumed on the screen', () => {
  it('the first line says the verdict holds only with the defaults, and how to give them', () => {
    expect(screen('[EEE] [NNN] 123c 456c 5d 5d').split('\n')[0]).toBe(
      'WIN 8 only if seat E and round E: give +seat/+round — won on 5d, on a discard (discarder not named): the discarder pays 16, the other two 8 each',
    );
    expect(screen('[EEE] [NNN] 123c 456c 5d 5d +seat:E +round:E').split('\n')[0]).toMatch(/^WIN 8 — /);
  });

  it('the fans a default makes say so, in the table and in --compact', () => {
    const text = screen('[EEE] [NNN] 123c 456c 5d 5d');
    expect(text).toMatch(/│ Seat Wind \(seat E assumed\)\s+│ 门风刻/);
    expect(text).toMatch(/│ Prevalent Wind \(round E assumed\)\s+│ 圈风刻/);
    expect(text).toMatch(/│ Pung of Terminals or Honors\s+│/);
    expect(text).toMatch(/^Defaults  seat E \(the score depends on it\), round E \(the score depends on it\), won on a discard/m);
    const compact = formatText(ok('[EEE] [NNN] 123c 456c 5d 5d'), { color: plain, compact: true });
    expect(compact).toContain('WIN 8 only if seat E and round E  won on 5d, on a discard');
    expect(compact).toContain('Seat Wind 2 (seat E assumed)');
  });
});

describe('the winning tile, named', () => {
  it('the written order decides it, and the first line says which and how', () => {
    const first = (line: string) => screen(line).split('\n')[0];
    expect(first('123b 456c 789d EEE 5d 5d')).toMatch(/^WIN 15 — won on 5d, on a discard /);
    expect(first('123b 456c 55789d EEE +seat:S +round:S')).toMatch(/ — won on E, on a discard /);
    expect(first('123b 456c 789d EEE 5d 5d +win:wall')).toMatch(/ — won on 5d, self-drawn by E: /);
    expect(first('123b 456c 789d EEE 5d 5d +from:S')).toMatch(/ — won on 5d, on S's discard: /);
    expect(first('[EEE] [NNN] 123c 456c 5d 5d +seat:S +round:S')).toMatch(/ — false claim on 5d: /);
  });

  it('--compact names it, and how it came', () => {
    const compact = (line: string) => formatText(ok(line), { color: plain, compact: true });
    expect(compact('123b 456c 789d EEE 5d 5d')).toContain('WIN 15  won on 5d, on a discard');
    expect(compact('123b 456c 789d EEE 5d 5d +win:wall')).toContain('won on 5d, self-drawn');
    expect(compact('123b 456c 789d EEE 5d 5d +from:S +wall-last')).toContain("won on 5d, on S's discard, the last tile of the wall");
    expect(compact('EEE NNN 5d')).toContain('claimed on 5d, on a discard');
  });
});

describe('the fans at 40 columns', () => {
  it('become a list that wraps between words, never cutting a name', () => {
    const text = screen('[EEE] [NNN] 123c 456c 5d 5d', 40);
    expect(text).not.toContain('…');
    for (const line of text.split('\n')) expect(textWidth(line)).toBeLessThanOrEqual(40);
    expect(text).toContain('\nFans\n  Prevalent Wind (round E assumed)\n');
    expect(text).toContain('Pung of Terminals or Honors 幺九刻 1');
  });

  it('stay a table at 80 columns', () => {
    expect(screen('[EEE] [NNN] 123c 456c 5d 5d', 80)).toContain('│ Fan ');
  });
});
