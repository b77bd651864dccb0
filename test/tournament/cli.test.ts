// mcr tournament end to end through the built binary (npm run build first): a
// 24-player, 5-session tournament as the README walks through it, and the exit codes.
import { describe, expect, it, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const mcr = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['bin/mcr.js', 'tournament', ...args], { encoding: 'utf8', env: { ...process.env, COLUMNS: '80', NO_COLOR: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const widest = (text: string) => Math.max(...text.split('\n').map((l) => [...l].length));

describe('a 24-player, 5-session tournament end to end', () => {
  const root = mkdtempSync(join(tmpdir(), 'mcr-tourney-'));
  const dir = join(root, 'spring-open');
  const playersFile = join(root, 'players.csv');

  beforeAll(() => {
    const rows = Array.from({ length: 24 }, (_, i) => `${i + 1},"Player ${i + 1}, Jr",0410${String(i).padStart(4, '0')},${['NL', 'DE', 'FR'][i % 3]}`);
    writeFileSync(playersFile, ['id,name,ema,country', ...rows].join('\n') + '\n');
  });

  it('runs init, seat, results, check, standings, EMA export', () => {
    const init = mcr('init', dir, '--players', playersFile, '--sessions', '5');
    expect(init.code).toBe(0);
    expect(init.out).toContain('24 players');
    expect(readFileSync(join(dir, 'tournament.toml'), 'utf8')).toMatch(/sessions = 5/);

    const seat = mcr('seat', dir, '--seed', '1');
    expect(seat.code).toBe(0);
    expect(seat.out).toMatch(/Repeat meetings\s+0/);
    expect(widest(seat.out)).toBeLessThanOrEqual(80);
    const plan = readFileSync(join(dir, 'seating.csv'), 'utf8').trim().split('\n');
    expect(plan[0]).toBe('session,table,E,S,W,N');
    expect(plan).toHaveLength(1 + 5 * 6);

    // every table hands in final scores: E wins 30, the others -10 each
    for (const row of plan.slice(1)) {
      const [s, t, ...ids] = row.split(',');
      writeFileSync(join(dir, 'results', `s${s}-t${t}.txt`), `players ${ids.join(' ')}\ntotals 30 -10 -10 -10\n`);
    }
    const check = mcr('check', dir);
    expect(check.out).toContain('No problems');
    expect(check.code).toBe(0);

    const text = mcr('standings', dir);
    expect(text.code).toBe(0);
    expect(text.out).toContain('standings after session 5 of 5');
    expect(widest(text.out)).toBeLessThanOrEqual(80);
    const json = JSON.parse(mcr('standings', dir, '--json').out);
    expect(json.schema).toBe('mcr-standings/1');
    expect(json.players).toHaveLength(24);
    const sum = json.players.reduce((a: number, p: { tablePoints: number }) => a + p.tablePoints, 0);
    expect(sum).toBeCloseTo(7 * 30, 9);
    expect(json.players[0]).toMatchObject({ place: 1, ranked: true });
    expect(Object.keys(json.players[0]).slice(0, 3)).toEqual(['place', 'tied', 'id']);

    const ema = mcr('export', dir, '--ema');
    expect(ema.code).toBe(0);
    const lines = ema.out.trim().split('\n');
    expect(lines[0]).toBe('Place,Last name,First name,EMA number,Country,Table points,Score');
    expect(lines).toHaveLength(25);
    expect(lines.slice(1).every((l) => /^\d+=?,Player \d+,Jr,0410\d{4},(NL|DE|FR),\d+\.\d\d,/.test(l))).toBe(true);
    const file = join(root, 'ema.csv');
    expect(mcr('export', dir, '--ema', '-o', file).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(ema.out);
    const emaJson = JSON.parse(mcr('export', dir, '--ema', '--json').out);
    expect(emaJson.rows[0].mersBase).toBe(1000);
  });

  it('writes CSV, Markdown, one self-contained HTML page, and cards', () => {
    expect(mcr('standings', dir, '--csv').out.split('\n')[0]).toMatch(/^place,id,name,ema,country,team,ranked,played,tablePoints,tablePointsExact,score,penalties,withdrew,s1,/);
    expect(mcr('standings', dir, '--md').out).toMatch(/\| Place \| Id \| Name \|/);
    const page = mcr('standings', dir, '--html').out;
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<meta name="viewport"');
    expect(page).not.toMatch(/(src|href)=|https?:|@import/);
    const cards = mcr('cards', dir);
    expect(cards.code).toBe(0);
    expect(cards.out).toContain('Session 5, table 6');
    expect(widest(cards.out)).toBeLessThanOrEqual(80);
    expect(mcr('cards', dir, '--html').out).toContain('table sheets');
  });

  it('exit codes: 1 for problems found, 2 for an unreadable file; nothing half-written', () => {
    const bad = join(dir, 'results', 's1-t1.txt');
    const before = readFileSync(bad, 'utf8');
    writeFileSync(bad, before.replace(/totals .*/, 'totals 30 -10 -10 -11'));
    const check = mcr('check', dir);
    expect(check.code).toBe(1);
    expect(check.out.replace(/\n\s+/g, " ")).toMatch(/s1-t1\.txt:2: the totals sum to -1, not 0;/);
    expect(mcr('standings', dir).code).toBe(1);
    writeFileSync(bad, before);

    const toml = join(dir, 'tournament.toml');
    const settings = readFileSync(toml, 'utf8');
    writeFileSync(toml, 'sessions = [\n');
    const broken = mcr('check', dir);
    expect(broken.code).toBe(2);
    expect(mcr('standings', dir, '-o', join(root, 'out.html'), '--html').code).toBe(2);
    expect(existsSync(join(root, 'out.html'))).toBe(false);
    writeFileSync(toml, settings);

    // seat refuses to replace a plan without --force
    const seat = mcr('seat', dir);
    expect(seat.code).toBe(2);
    expect(seat.err).toContain('already exists');
    expect(mcr('check', join(root, 'nowhere')).code).toBe(2);
    expect(readdirSync(root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('init checks the players and writes nothing when they are wrong', () => {
    const badPlayers = join(root, 'bad.csv');
    writeFileSync(badPlayers, 'id,name\n1,Ann\n1,Bob\n2, \n');
    const target = join(root, 'never');
    const r = mcr('init', target, '--players', badPlayers, '--sessions', '4');
    expect(r.code).toBe(2);
    expect(r.err).toContain('bad.csv:3:1: id 1 is already the id on line 2');
    expect(r.err).toContain('bad.csv:4:3: player 2 has a blank name');
    expect(existsSync(target)).toBe(false);
    // a count that is no multiple of 4: made, with how many substitutes are needed
    const odd = join(root, 'odd.csv');
    writeFileSync(odd, 'id,name\n1,A\n2,B\n3,C\n4,D\n5,E\n');
    const made = mcr('init', join(root, 'odd'), '--players', odd, '--sessions', '2');
    expect(made.code).toBe(0);
    expect(made.out).toContain('add 3 substitutes');
  });

  it('a folder that is not there: named once, the message wrapped within 80 columns, exit 2', () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'mcr-t-')), 'nowhere-to-be-found-at-all');
    const r = mcr('export', missing, '--ema');
    expect(r.code).toBe(2);
    expect(r.err.replace(/\n +/g, " ").startsWith(`${missing}: cannot read ${missing}: it does not exist`)).toBe(true);
    for (const line of r.err.trimEnd().split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
  });

  it('rejects options a command does not take, and unknown commands', () => {
    const seed = mcr('check', dir, '--seed', '3');
    expect(seed.code).toBe(2);
    expect(seed.err).toContain('--seed is not an option of mcr tournament check; it takes --json');
    expect(mcr('standings', dir, '--json', '--csv').code).toBe(2);
    expect(mcr('frobnicate', dir).err).toContain("mcr tournament has no command 'frobnicate'");
    expect(mcr('standigs', dir).err).toMatch(/did you mean `mcr tournament\s+standings`\?/);
    expect(mcr('--help').out).toContain('Usage: mcr tournament');
  });
});
