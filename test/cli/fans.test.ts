/**
 * `mcr fans`: the reference list, one fan with its exclusions both ways, "did you
 * mean", --rules / MCR_RULES and --json, checked against the engine's own tables.
 */
import { describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';
import { fanEntries } from '../../src/commands/fans.js';
import { closestFans } from '../../src/fans/find.js';
import { notCountedWith } from '../../src/evaluate/exclusions.js';
import { FAN_IDS, FANS } from '../../src/fans/table.js';
import { PROFILES } from '../../src/rules/profiles.js';
import { textWidth } from '../../src/format/width.js';


const mcr = (args: string[], env: Record<string, string | undefined> = {}) => mcrIn(['fans', ...args], { env });

/** The table's cells, one string per row with its lines joined. */
const flat = (s: string) => s.replace(/[│\s]+/g, ' ');

describe('mcr fans: a number is the fan number, --points the points', () => {
  it('mcr fans 16 says it is fan number 16 and offers --points 16', async () => {
    const r = await mcr(['16']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n\n')[0].replace(/\s+/g, ' ')).toBe('Fan number 16 (the list\'s numbering); for the 16-point fans: mcr fans --points 16');
    expect(r.stdout).toContain('Four Pure Shifted Chows');
    // 70 is no fan's points: no note.
    expect((await mcr(['70'])).stdout.startsWith('Mixed Double Chow')).toBe(true);
  });

  it('--points 16 lists exactly the 16-point fans; a value no fan has is a usage error', async () => {
    const r = await mcr(['--points', '16', '--json']);
    const fans = JSON.parse(r.stdout).fans as { id: string; points: number }[];
    const expected = fanEntries(PROFILES['green-book']).filter((e) => e.points === 16).map((e) => e.id);
    expect(fans.map((f) => f.id)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    expect((await mcr(['--points', '16'])).stdout).toContain('The 16-point fans.');
    const bad = await mcr(['--points', '5']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('no fan is worth "5" points');
  });
});

describe('mcr fans', () => {
  it('lists every fan on one line: number, name, Chinese name, points', async () => {
    const r = await mcr([]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.filter((l) => /^ *(\d+|-) {2}\S/.test(l))).toHaveLength(FAN_IDS.length);
    expect(lines).toContain('28  Pure Straight                     清龙        16');
    expect(r.stdout).toMatch(/^ - {2}Melded and Concealed Kong +明暗杠 +- not played under green-book$/m);
    expect(lines.length).toBeLessThan(FAN_IDS.length + 6);
    for (const l of lines) expect(textWidth(l), l).toBeLessThanOrEqual(80);
    const narrow = (await mcr([], { COLUMNS: '40' })).stdout;
    for (const l of narrow.split('\n')) expect(textWidth(l), l).toBeLessThanOrEqual(40);
    expect(narrow).toContain('Greater Honors and Knitted');
  });

  it('--long: every fan with its number, names, points, what it is and what it is not counted with', async () => {
    const r = await mcr(['--long']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    for (const id of FAN_IDS) {
      expect(r.stdout).toContain(FANS[id].zh);
    }
    const text = flat(r.stdout);
    expect(text).toContain('28 Pure Straight 16 123 456 789 of one suit 清龙 not with: Short Straight, Two Terminal Chows');
    expect(text).toMatch(/- Melded and Concealed Kong - .*not played under green-book/);
    expect(r.stdout.split('\n').every((l) => textWidth(l) <= 80)).toBe(true);
  });

  it('--rules and MCR_RULES: the points and exclusions of that profile', async () => {
    for (const r of [await mcr(['--long', '--rules', 'mil']), await mcr(['--long'], { MCR_RULES: 'mil' })]) {
      expect(r.code).toBe(0);
      const text = flat(r.stdout);
      expect(text).toMatch(/The fans under mil/);
      expect(text).toMatch(/Two Concealed Kongs 6 /);
      expect(text).toMatch(/- Melded and Concealed Kong 5 /);
      expect(text).toMatch(/All Green 88 .* not with: One Voided Suit, Half Flush/);
    }
    expect(flat((await mcr(['--long'])).stdout)).toMatch(/Two Concealed Kongs 8 /);
    expect((await mcr(['--rules', 'wmo'])).code).toBe(2);
  });

  it('one fan by id, English or Chinese name or a prefix: its rule, points and exclusions both ways', async () => {
    const byName = await mcr(['pung', 'of', 'terminals', 'or', 'honors']);
    expect(byName.code).toBe(0);
    const lines = byName.stdout.replace(/\n {14}/g, ' ').split('\n');
    expect(lines[0]).toBe('Pung of Terminals or Honors  幺九刻  (no. 73)');
    expect(lines).toContain('Points        1 under green-book');
    expect(lines).toContain('It excludes   nothing');
    expect(lines.find((l) => l.startsWith('Excluded by'))).toContain("Prevalent Wind (for the prevalent wind's pung)");
    for (const q of ['pure-straight', '清龙', 'Pure Straight', 'pure str']) {
      const r = await mcr([q]);
      expect(r.stdout, q).toContain('It excludes   Short Straight, Two Terminal Chows');
    }
    expect((await mcr(['short straight'])).stdout).toMatch(/^Excluded by {3}.*Pure Straight/m);
  });

  it('by its number as listed (28, no. 28, #28) and by common words (flowers, 7 pairs)', async () => {
    for (const q of ['28', 'no. 28', '#28', 'No.28']) expect((await mcr([q])).stdout, q).toMatch(/^Pure Straight {2}清龙 {2}\(no\. 28\)/);
    expect((await mcr(['flowers'])).stdout).toMatch(/^Flower Tiles/);
    expect((await mcr(['7', 'pairs'])).stdout).toMatch(/^Seven Pairs/);
    expect((await mcr(['99'])).code).toBe(2);
  });

  it('points under the profile, and the default’s when they differ', async () => {
    expect((await mcr(['--rules', 'mil', 'two concealed kongs'])).stdout).toContain('Points        6 under mil (8 under green-book)');
    expect((await mcr(['melded and concealed kong'])).stdout).toContain('Points        not played under green-book');
  });

  it('several matches are listed; no match suggests the closest names, exit 2', async () => {
    const several = await mcr(['pure sh']);
    expect(several.code).toBe(0);
    expect(several.stdout).toContain('2 fans start with "pure sh"');
    expect(several.stdout).toMatch(/^pure-shifted-pungs {2}Pure Shifted Pungs {2}一色三节高 {2}24 points$/m);
    const none = await mcr(['purestrait']);
    expect(none.code).toBe(2);
    expect(none.stdout).toBe('');
    expect(flat(none.stderr)).toContain('no fan is called "purestrait"; did you mean Pure Straight,');
    // a slip of 40,000 characters is quoted in its first 48, not whole
    const long = await mcr(['q'.repeat(40_000)]);
    expect(long.code).toBe(2);
    expect(flat(long.stderr)).toContain(`no fan is called "${'q'.repeat(48)}…"`);
    expect(long.stderr.length).toBeLessThan(400);
    expect(closestFans('all grean')[0]).toBe('all-green');
    expect(closestFans('sevn pairs')[0]).toBe('seven-pairs');
    expect(closestFans('清隆')[0]).toBe('pure-straight');
    expect(closestFans('banana split')).toEqual([]);
  });

  it('--json (schema mcr-fans/1): the same entries, exclusions as notCountedWith(profile) has them', async () => {
    const all = JSON.parse((await mcr(['--json'])).stdout);
    expect(all).toMatchObject({ schema: 'mcr-fans/1', rules: 'green-book' });
    expect(all.fans).toHaveLength(FAN_IDS.length);
    const table = notCountedWith(PROFILES['green-book']);
    for (const f of all.fans) {
      if (!f.played) continue;
      const ids = (table[f.id as keyof typeof table] ?? []).map((e) => (typeof e === 'string' ? e : 'pung-of-terminals-or-honors'));
      expect(f.excludes.map((e: { id: string }) => e.id), f.id).toEqual(ids.filter((id) => id !== 'melded-and-concealed-kong'));
    }
    const one = JSON.parse((await mcr(['--json', '--rules', 'mil', '清龙'])).stdout);
    expect(one).toMatchObject({ schema: 'mcr-fans/1', rules: 'mil', query: '清龙', fans: [{ id: 'pure-straight', points: 16 }] });
    const none = await mcr(['--json', 'banana']);
    expect(none.code).toBe(2);
    expect(JSON.parse(none.stdout)).toMatchObject({ fans: [], didYouMean: expect.any(Array) });
  });

  it('exclusions both ways agree: A excludes B exactly when B is excluded by A', async () => {
    for (const p of Object.values(PROFILES)) {
      const entries = fanEntries(p);
      const byId = new Map(entries.map((e) => [e.id, e]));
      for (const e of entries) {
        for (const x of e.excludes) expect(byId.get(x.id)!.excludedBy.some((y) => y.id === e.id && y.only === x.only)).toBe(true);
        for (const x of e.excludedBy) expect(byId.get(x.id)!.excludes.some((y) => y.id === e.id)).toBe(true);
      }
    }
  });

  it('fits 60 columns too, and has help within 80', async () => {
    for (const args of [[], ['--long'], ['pung of terminals or honors'], ['zzz']]) {
      const r = await mcr(args, { COLUMNS: '60' });
      for (const l of (r.stdout + r.stderr).split('\n')) expect(textWidth(l), l).toBeLessThanOrEqual(60);
    }
    const help = (await mcr(['--help'])).stdout;
    expect(help).toMatch(/^Usage: mcr fans/);
    for (const l of help.split('\n')) expect(textWidth(l), l).toBeLessThanOrEqual(80);
  });
});
