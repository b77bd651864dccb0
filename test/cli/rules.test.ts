/**
 * Rule profiles end to end (docs/RULES.md "Rule profiles"): `mcr --rules mil "<hand>"` and `mcr "<hand>"`
 * differ exactly where RULES.md's profiles table says, one test per row in both
 * directions, from the command line in-process (test/helpers/mcr.ts) with NO_COLOR=1; MCR_RULES, unknown
 * names, `mcr rules`, and the rules of waits and session.
 */
import { describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';
import { score, waits } from '../../src/index.js';
import { differences } from '../../src/rules/differences.js';
import { PROFILES } from '../../src/rules/profiles.js';


const mcr = (args: string[], opts: { input?: string; env?: Record<string, string | undefined> } = {}) =>
  mcrIn(args, { input: opts.input, env: { COLUMNS: '80', ...opts.env } });

interface Fan {
  id: string;
  count: number;
}
const json = async (args: string[], env?: Record<string, string>) => {
  const r = await mcr(['--json', ...args], { env });
  return JSON.parse(r.stdout) as { rules: string; fans: Fan[]; excluded: (Fan & { by: string })[]; fanPoints: number };
};
const fans = (r: { fans: Fan[] }) => Object.fromEntries(r.fans.map((f) => [f.id, f.count]));

describe('the profiles table, row by row, both ways', () => {
  it('one melded + one concealed kong: green-book Two Melded Kongs + Concealed Kong (6); mil Melded and Concealed Kong (5)', async () => {
    const hand = '[2222b] (5555c) 789d EE 34b 5b';
    const gb = await json([hand]);
    const mil = await json(['--rules', 'mil', hand]);
    expect(gb.rules).toBe('green-book');
    expect(mil.rules).toBe('mil');
    expect(fans(gb)).toMatchObject({ 'two-melded-kongs': 1, 'concealed-kong': 1 });
    expect(fans(gb)['melded-and-concealed-kong']).toBeUndefined();
    expect(fans(mil)).toMatchObject({ 'melded-and-concealed-kong': 1 });
    expect(fans(mil)['two-melded-kongs']).toBeUndefined();
    expect(fans(mil)['concealed-kong']).toBeUndefined();
    expect(gb.fanPoints - mil.fanPoints).toBe(1);
  });

  it('two concealed kongs: green-book 8, mil 6', async () => {
    const hand = '(2222b) (5555c) [678d] 34b EE 5b';
    const pts = (r: Awaited<ReturnType<typeof json>>) => r.fans.find((f) => f.id === 'two-concealed-kongs');
    expect(pts(await json([hand]))).toMatchObject({ points: 8 });
    expect(pts(await json(['--rules', 'mil', hand]))).toMatchObject({ points: 6 });
  });

  it('self-drawn Seven Pairs: green-book Fully Concealed Hand (not Self-Drawn); mil Self-Drawn (not Fully Concealed Hand)', async () => {
    const hand = '2266b 223377c 88d E E +win:wall';
    const gb = await json([hand]);
    const mil = await json(['--rules', 'mil', hand]);
    expect(fans(gb)).toEqual({ 'seven-pairs': 1, 'fully-concealed-hand': 1 });
    expect(gb.excluded).toContainEqual(expect.objectContaining({ id: 'self-drawn', by: 'fully-concealed-hand' }));
    expect(fans(mil)).toEqual({ 'seven-pairs': 1, 'self-drawn': 1 });
    expect(mil.excluded).toContainEqual(expect.objectContaining({ id: 'fully-concealed-hand', by: 'seven-pairs' }));
  });

  it('All Green: green-book also Half Flush; mil Half Flush not counted', async () => {
    const hand = '[234b] [234b] 666b GG 88b 8b';
    expect(fans(await json([hand]))).toMatchObject({ 'all-green': 1, 'half-flush': 1 });
    const mil = await json(['--rules', 'mil', hand]);
    expect(fans(mil)['half-flush']).toBeUndefined();
    expect(mil.excluded).toContainEqual(expect.objectContaining({ id: 'half-flush', by: 'all-green' }));
  });

  it('Nine Gates: green-book no Pung of Terminals or Honors; mil the second terminal pung counts', async () => {
    const hand = '1112345678999b 5b'; // 111 234 55 678 999
    const gb = await json([hand]);
    expect(fans(gb)['pung-of-terminals-or-honors']).toBeUndefined();
    expect(gb.excluded).toContainEqual(expect.objectContaining({ id: 'pung-of-terminals-or-honors', by: 'nine-gates', count: 2 }));
    const mil = await json(['--rules', 'mil', hand]);
    expect(fans(mil)['pung-of-terminals-or-honors']).toBe(1);
    expect(mil.excluded).toContainEqual(expect.objectContaining({ id: 'pung-of-terminals-or-honors', by: 'nine-gates', count: 1 }));
  });

  it('All Terminals: green-book Double Pung (twice here); mil not counted', async () => {
    const hand = '[999d] [999b] [111b] 1199c 1c';
    expect(fans(await json([hand]))).toEqual({ 'all-terminals': 1, 'double-pung': 2 });
    const mil = await json(['--rules', 'mil', hand]);
    expect(fans(mil)).toEqual({ 'all-terminals': 1 });
    expect(mil.excluded).toContainEqual(expect.objectContaining({ id: 'double-pung', by: 'all-terminals' }));
  });

  it('a hand no row is about scores the same under both', async () => {
    const hand = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
    const { rules: a, ...gb } = await json([hand]);
    const { rules: b, ...mil } = await json(['--rules', 'mil', hand]);
    expect([a, b]).toEqual(['green-book', 'mil']);
    expect(mil).toEqual(gb);
  });
});

describe('choosing the rules', () => {
  const hand = '2266b 223377c 88d E E +win:wall';

  it('MCR_RULES sets the default; --rules wins over it', async () => {
    expect((await json([hand], { MCR_RULES: 'mil' })).rules).toBe('mil');
    expect((await json(['--rules', 'green-book', hand], { MCR_RULES: 'mil' })).rules).toBe('green-book');
    expect((await json([hand], { MCR_RULES: '' })).rules).toBe('green-book');
  });

  it('the text screen names the rules it used', async () => {
    // Unnamed, the profile is one of the defaults the screen lists; named, it is given.
    const screen = async (args: string[], env?: Record<string, string>) => (await mcr(args, { env })).stdout.replace(/\n {10}/g, ' ');
    expect(await screen([hand])).toMatch(/^Defaults .*rules green-book$/m);
    expect(await screen(['--rules', 'mil', hand])).toMatch(/^Given .*rules mil$/m);
    expect(await screen([hand], { MCR_RULES: 'mil' })).toMatch(/^Given .*rules mil$/m);
  });

  it('an unknown name is a usage error that lists the known ones, exit 2, nothing scored', async () => {
    for (const r of [await mcr(['--rules', 'wmo', hand]), await mcr([hand], { env: { MCR_RULES: 'wmo' } })]) {
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      // The message wraps within 80 columns.
      expect(r.stderr.replace(/\s+/g, ' ')).toMatch(/unknown rules "wmo"; the known rules are green-book \(default\), mil/);
    }
    expect((await mcr([hand], { env: { MCR_RULES: 'wmo' } })).stderr.replace(/\s+/g, ' ')).toMatch(/from MCR_RULES/);
  });

  it('batch lines are all scored under the rules named', async () => {
    const r = await mcr(['--json', '--rules', 'mil'], { input: `${hand}\n${hand}\n` });
    const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(rows.map((x) => [x.rules, x.fanPoints])).toEqual([['mil', 25], ['mil', 25]]);
  });

  it('the library: score(line, { rules }) and waits(line, { rules }); an unknown name is an error result', async () => {
    expect(score(hand)).toMatchObject({ ok: true, rules: 'green-book', fanPoints: 28 });
    expect(score(hand, { rules: 'mil' })).toMatchObject({ ok: true, rules: 'mil', fanPoints: 25 });
    const bad = score(hand, { rules: 'nope' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'unknown-rules', column: null } });
    expect(!bad.ok && bad.error.message).toMatch(/green-book \(default\), mil/);
    expect(waits('2266b 223377c 88d E', { rules: 'nope' })).toMatchObject({ ok: false, error: { code: 'unknown-rules' } });
  });
});

describe('mcr waits and mcr session under a profile', () => {
  it('waits scores every win under --rules (self-drawn seven pairs: 28 green-book, 25 mil)', async () => {
    const self = async (args: string[]) => JSON.parse((await mcr(['waits', '--json', ...args, '2266b 223377c 88d E'])).stdout);
    const gb = await self([]);
    const mil = await self(['--rules', 'mil']);
    expect([gb.rules, mil.rules]).toEqual(['green-book', 'mil']);
    expect(gb.waits[0].selfDrawn.fanPoints).toBe(28);
    expect(mil.waits[0].selfDrawn.fanPoints).toBe(25);
    expect((await mcr(['waits', '--rules', 'mil', '2266b 223377c 88d E'])).stdout).toMatch(/^Rules\s+mil$/m);
  });

  const log = (head: string) => `${head}players Ann Bob Cy Di\n1 win Ann self 2266b 223377c 88d E E\n`;

  it('session: a "rules NAME" line names the log\'s rules; --rules when it has none', async () => {
    const run = async (text: string, args: string[] = []) => JSON.parse((await mcr(['session', '--json', ...args], { input: text })).stdout);
    expect(await run(log(''))).toMatchObject({ ok: true, rules: 'green-book', hands: [{ points: 28 }] });
    expect(await run(log('rules mil\n'))).toMatchObject({ ok: true, rules: 'mil', hands: [{ points: 25 }] });
    expect(await run(log(''), ['--rules', 'mil'])).toMatchObject({ ok: true, rules: 'mil', hands: [{ points: 25 }] });
    expect((await mcr(['session'], { input: log('rules mil\n') })).stdout).toMatch(/^Rules: mil$/m);
  });

  it('session: a rules line with another profile than --rules, an unknown one, or after a hand is an error', async () => {
    const conflict = await mcr(['session', '--json', '--rules', 'green-book'], { input: log('rules mil\n') });
    expect(conflict.code).toBe(2);
    expect(JSON.parse(conflict.stdout).errors).toMatchObject([{ line: 1, code: 'rules-conflict' }]);
    const unknown = JSON.parse((await mcr(['session', '--json'], { input: log('rules wmo\n') })).stdout);
    expect(unknown.errors).toMatchObject([{ line: 1, code: 'bad-rules', column: 7 }]);
    const late = JSON.parse((await mcr(['session', '--json'], { input: `${log('')}rules mil\n` })).stdout);
    expect(late.errors).toMatchObject([{ line: 3, code: 'rules-late' }]);
  });
});

describe('mcr rules', () => {
  it('lists the profiles, the default marked', async () => {
    const r = await mcr(['rules']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^green-book \(default\)\s+World Mahjong Organization/m);
    expect(r.stdout).toMatch(/^mil\s+Mahjong International League/m);
  });

  it('mcr rules mil: a row for each difference, within 80 columns', async () => {
    const r = await mcr(['rules', 'mil']);
    expect(r.code).toBe(0);
    for (const row of [
      /^Two Concealed Kongs\s+8 points\s+6 points$/m,
      /^Melded and Concealed Kong\s+not played\s+5 points$/m,
      /^self-drawn without melds:\s+Fully Concealed Hand \(4\),\s+Self-Drawn \(1\)/m,
      /^All Green with Half Flush\s+both count\s+Half Flush not counted$/m,
      /^Nine Gates with Pung of\s+Pung of Terminals or\s+not counted for the$/m,
      /^All Terminals with Double\s+both count\s+Double Pung not counted$/m,
    ])
      expect(r.stdout).toMatch(row);
    for (const line of r.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('--json, the default against itself, and an unknown name', async () => {
    const j = JSON.parse((await mcr(['rules', '--json', 'mil'])).stdout);
    expect(j).toMatchObject({ schema: 'mcr-rules/1', default: 'green-book', name: 'mil' });
    expect(j.differences).toContainEqual({ rule: 'Two Concealed Kongs', 'green-book': '8 points', mil: '6 points' });
    expect(j.differences).toHaveLength(differences(PROFILES.mil).length);
    expect((await mcr(['rules', 'green-book'])).stdout).toMatch(/The same as green-book \(the default\) everywhere/);
    const bad = await mcr(['rules', 'wmo']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/unknown rules "wmo"/);
  });
});
