// `mcr play` with the player at the table (docs/PLAY.md), answers piped: the same
// seed and answers give the same record, every record replays, a bad answer is
// refused with a word and asked again, leaving early keeps the record.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mcrIn } from '../helpers/mcr.js';
import { englishWords } from '../i18n/english.js';

const mcr = (args: string[], input?: string, columns = '80') => mcrIn(args, { input, env: { COLUMNS: columns, NO_COLOR: '1' } });
const dir = mkdtempSync(join(tmpdir(), 'mcr-play-table-'));
/** Answers enough for a whole hand: "1" discards the first tile, passes a claim, goes on to the next hand. */
const ones = (n: number) => '1\n'.repeat(n);
/** The player's tiles on the first screen: the codes inside the drawn boxes (|5b|6b|E | or [5b][6b][E ]). */
const handOf = (stdout: string): string[] => {
  const after = stdout.slice(stdout.indexOf('Your hand'));
  const row = after.split('\n').find((l) => l.startsWith('|') || l.startsWith('['))!;
  return row.split(/[|[\]]/).map((c) => c.trim()).filter(Boolean);
};

describe('mcr play (you and three bots)', () => {
  it('plays whole hands from piped answers: the same answers give the same record, and it replays', async () => {
    const a = join(dir, 'a.ndjson');
    const b = join(dir, 'b.ndjson');
    const r = await mcr(['play', '--seed', '9', '--hands', '2', '--depth', '0', '-o', a], ones(400));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Hand 1/2 · round E');
    expect(r.stdout).toContain('Hand 2/2 · round E');
    // The tiles drawn as boxes, the tile just drawn set apart, a number under each.
    expect(r.stdout).toMatch(/\n\+--\+--\+--\+.*--\+  \+--\+\n\|\S{1,2} ?\|.*\|  \|\S{1,2} ?\|\n\+--\+/);
    expect(r.stdout).toMatch(/\n 1  2  3  4  5  6  7  8  9  10 11 12 13    14\n/);
    expect(r.stdout).toMatch(/Claim\? 1 pass +2 (pung|kong|chow|win)/);
    expect(r.stdout).toMatch(/Totals: you\s-?\d+, B/);
    await mcr(['play', '--seed', '9', '--hands', '2', '--depth', '0', '-o', b], ones(400));
    expect(readFileSync(b, 'utf8')).toBe(readFileSync(a, 'utf8'));
    const lines = readFileSync(a, 'utf8').trim().split('\n');
    expect(JSON.parse(lines[0])).toMatchObject({ schema: 'mcr-game/1', seed: 9, hands: 2, players: ['you', 'B', 'C', 'D'] });
    expect(JSON.parse(lines[lines.length - 1]).end).toBe('match');
    const replay = await mcr(['replay', a]);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toMatch(/2 hands, \d+ actions: every action legal/);
  });

  it('fits 40 columns', async () => {
    const r = await mcr(['play', '--seed', '8', '--depth', '0', '-o', join(dir, 'w.ndjson')], ones(300), '40');
    expect(r.code).toBe(0);
    const wide = r.stdout.split('\n').filter((l) => [...l].length > 40 && !/[\u4e00-\u9fff]/.test(l));
    expect(wide).toEqual([]);
  });

  it('refuses a bad answer with a word and asks again: the record is the one of the good answer alone', async () => {
    const good = join(dir, 'good.ndjson');
    const bad = join(dir, 'bad.ndjson');
    const first = await mcr(['play', '--seed', '7', '--depth', '0', '-o', good], '3\nq\n');
    const hand = handOf(first.stdout);
    expect(hand).toHaveLength(14);
    const absent = ['1b', '2b', '3b', '4b', '5b', '6b', '7b', '8b', '9b', '1c', '5c', '9c', 'E', 'S', 'R', 'G'].find((t) => !hand.includes(t))!;
    const r = await mcr(['play', '--seed', '7', '--depth', '0', '-o', bad], `zz\n99\n${absent}\nkong\nwin\n3\nq\n`);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Not understood: 'zz'. Try again.");
    expect(r.stdout).toContain('No tile 99: 1 to 14. Try again.');
    expect(r.stdout).toContain(`You do not hold ${absent}. Try again.`);
    expect(r.stdout).toContain('No kong now. Try again.');
    expect(r.stdout).toContain('No win now. Try again.');
    expect(readFileSync(bad, 'utf8')).toBe(readFileSync(good, 'utf8'));
    expect(readFileSync(good, 'utf8')).toContain(`{"seat":"E","do":"discard","tile":"${hand[2]}"}`);
    expect(readFileSync(good, 'utf8')).not.toContain('penalty');
  });

  it('a discard by its code is the same as by its number; ? shows the coach without acting', async () => {
    const byNumber = join(dir, 'n.ndjson');
    const byCode = join(dir, 'c.ndjson');
    const first = await mcr(['play', '--seed', '7', '--depth', '0', '-o', byNumber], '?\n2\nq\n');
    expect(first.stdout).toMatch(/Coach: the bots would: discard \S+/);
    const hand = handOf(first.stdout);
    await mcr(['play', '--seed', '7', '--depth', '0', '-o', byCode], `${hand[1].toUpperCase()}\nq\n`);
    expect(readFileSync(byCode, 'utf8')).toBe(readFileSync(byNumber, 'utf8'));
  });

  it('q, or the end of the input, leaves with the record kept: mcr replay checks it up to where it stopped and names it unfinished (exit 0)', async () => {
    const q = join(dir, 'q.ndjson');
    const eof = join(dir, 'eof.ndjson');
    const r = await mcr(['play', '--seed', '5', '--depth', '0', '-o', q], ones(5) + 'q\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('The hand was not finished');
    await mcr(['play', '--seed', '5', '--depth', '0', '-o', eof], ones(5));
    expect(readFileSync(eof, 'utf8')).toBe(readFileSync(q, 'utf8'));
    const lines = readFileSync(q, 'utf8').trim().split('\n');
    expect(lines.filter((l) => l.startsWith('{"seat":"E","do":"discard"')).length).toBeGreaterThanOrEqual(1);
    const replay = await mcr(['replay', q]);
    expect(replay.code).toBe(0);
    expect(replay.stderr).toBe('');
    const actions = lines.length - 2;
    expect(replay.stdout).toContain(`unfinished: the record stops in hand 1, after action ${actions}.\n`);
    expect(replay.stdout).toContain(`0 hands ended, ${actions} actions: every action legal`);
    const j = await mcr(['replay', '--json', q]);
    expect(JSON.parse(j.stdout.trim())).toMatchObject({ ok: true, hands: 0, actions, unfinished: { hand: 1, actions }, error: null });
    // Every action up to there was checked: one illegal action among them is named instead.
    const broken = lines.map((l) => (l === '{"seat":"E","do":"draw"}' ? '{"seat":"S","do":"draw"}' : l));
    expect(broken).not.toEqual(lines);
    const b = await mcr(['replay'], broken.join('\n') + '\n');
    expect(b.stderr).toMatch(/not-your-turn/);
  });

  it('--seat S seats you at South in the first hand (the record names the players so), and the record replays', async () => {
    const f = join(dir, 'south.ndjson');
    const r = await mcr(['play', '--seed', '7', '--depth', '0', '--seat', 's', '--hands', '2', '-o', f], ones(400));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Hand 1/2 · round E · wall');
    expect(r.stdout).toMatch(/Hand 1\/2 · round E · wall \d+ · you S\n/);
    expect(r.stdout).toMatch(/\nS you +-?\d+/);
    const lines = readFileSync(f, 'utf8').trim().split('\n');
    expect(JSON.parse(lines[0]).players).toEqual(['B', 'you', 'C', 'D']);
    expect(JSON.parse(lines[1]).seats).toEqual(['B', 'you', 'C', 'D']);
    // Your own discards are written for S in the first hand.
    const first = lines.findIndex((l) => l.startsWith('{"end"'));
    expect(lines.slice(2, first).some((l) => l.startsWith('{"seat":"S","do":"discard"'))).toBe(true);
    expect((await mcr(['replay', f])).code).toBe(0);
    const bad = await mcr(['play', '--seat', 'X']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--seat X; expected E, S, W or N/);
    expect((await mcr(['play', '--bots', '4', '--seat', 'S'])).code).toBe(2);
  });

  it('--lang zh: the table, the claims, the end of the hand in Chinese; the record the same as in English', async () => {
    const en = join(dir, 'en.ndjson');
    const zh = join(dir, 'zh.ndjson');
    await mcr(['play', '--seed', '9', '--depth', '0', '-o', en], ones(300));
    const r = await mcr(['play', '--lang', 'zh', '--seed', '9', '--depth', '0', '-o', zh], ones(300));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('第 1/1 局 · 圈风 东 · 牌墙');
    expect(r.stdout).toContain('你的手牌（摸到');
    expect(r.stdout).toMatch(/要鸣牌吗？ 1 过 +2 (碰|杠|吃|和)/);
    expect(r.stdout).toMatch(/总分：你\s-?\d+/);
    expect(englishWords(r.stdout)).toEqual([]);
    expect(readFileSync(zh, 'utf8')).toBe(readFileSync(en, 'utf8'));
  });

  it('without -o says that no record is kept; --bots 2 is refused', async () => {
    const r = await mcr(['play', '--seed', '5', '--depth', '0'], 'q\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('No record kept: play with -o FILE to keep one.');
    const b = await mcr(['play', '--bots', '2']);
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/--bots takes a whole number from 3 to 4, not '2'/);
  });
});
