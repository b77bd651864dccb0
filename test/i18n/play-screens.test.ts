/**
 * The screens of `mcr -i`, `mcr play` (a whole hand at the table, the coach's `?`,
 * --bots 4), `mcr replay` (each hand, the summary, the first illegal action with the
 * rule it breaks) and `mcr review` (its screen, --html, its errors) in Chinese, golden
 * in test/i18n/screens/zh/ at 80 and 40 columns (-i in English too). MCR_GOLDEN_UPDATE=1
 * writes them again (only for an intended change). Every line fits its width, and no
 * Chinese screen holds an English word outside tile notation, option names, commands
 * and proper names (test/i18n/english.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';
import { expectGolden } from './golden.js';
import { englishWords } from './english.js';

const DIR = mkdtempSync(join(tmpdir(), 'mcr-zh-play-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));
const GOOD = join(DIR, 'bots.ndjson');
const BAD = join(DIR, 'bad.ndjson');

beforeAll(async () => {
  await mcrIn(['play', '--bots', '4', '--seed', '5', '--hands', '1', '--depth', '0', '-o', GOOD]);
  // The first discard of the record made a tile its player does not hold: the rule not-held.
  const lines = readFileSync(GOOD, 'utf8').split('\n');
  const k = lines.findIndex((l) => l.includes('"do":"discard"'));
  lines[k] = lines[k].replace(/"tile":"[^"]*"/, '"tile":"F8"');
  writeFileSync(BAD, lines.join('\n'));
}, 60_000);

/** The words typed at the prompt (-i): the commands, kept as they are. */
const TYPED = ['waits', 'why', 'rules', 'set', 'round', 'seat', 'foo', 'clear', 'help', 'quit', 'nope', 'off'];
const SESSION = [
  'help',
  '123b 456c 789d 234d 5c 5c',
  'why single wait',
  'why full flush',
  'waits 123b 456c 789d 135c E',
  'waits 123b 456c 789d 135c E 5c',
  'set',
  'set round S',
  'set seat x',
  'set foo x',
  'rules',
  'rules nope',
  '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S',
  '123x',
  'quit',
  '',
].join('\n');

/** A whole hand at the table: the coach asked first, then always the first tile or choice. */
const HAND = '?\n' + '1\n'.repeat(300);

const CASES: Record<string, { args: () => string[]; input?: string; langs?: readonly ('en' | 'zh')[] }> = {
  'interactive': { args: () => ['-i'], input: SESSION, langs: ['en', 'zh'] },
  'play-hand': { args: () => ['play', '--seed', '9', '--depth', '0', '-o', join(DIR, 'hand.ndjson')], input: HAND },
  'play-leave': { args: () => ['play', '--seed', '7', '--depth', '0'], input: '?\n1\nzz\n99\nwin\nq\n' },
  'play-bots': { args: () => ['play', '--bots', '4', '--seed', '5', '--hands', '1', '--depth', '0', '-o', join(DIR, 'again.ndjson')] },
  'replay': { args: () => ['replay', GOOD] },
  'replay-illegal': { args: () => ['replay', BAD] },
  'review': { args: () => ['review', GOOD, '--seat', 'S', '--draws', '2'] },
  'review-illegal': { args: () => ['review', BAD, '--seat', 'S'] },
  'review-no-seat': { args: () => ['review', GOOD, '--seat', 'Q'] },
};

describe('the screens of -i, play, replay and review', () => {
  it.each(
    Object.entries(CASES).flatMap(([name, c]) => (c.langs ?? ['zh']).flatMap((lang) => [80, 40].map((cols) => [`${lang} ${name}-${cols}`, lang, name, c, cols] as const))),
  )(
    '%s',
    async (_, lang, name, c, cols) => {
      const r = await mcrIn(['--lang', lang, ...c.args()], { env: { COLUMNS: String(cols) }, input: c.input });
      const shown = (r.stdout + r.stderr).split(DIR).join('DIR');
      // What is typed (piped answers are echoed), the commands and the players' names are the user's.
      expectGolden(lang, `${name}-${cols}`, shown, cols, [...(c.input ?? '').split('\n').filter((l) => l.length > 1), ...TYPED]);
    },
    120_000,
  );

  it('review --html in Chinese: the page says zh-CN and its text has no English word', async () => {
    const r = await mcrIn(['--lang', 'zh', 'review', GOOD, '--seat', 'S', '--draws', '2', '--html']);
    expect(r.stdout).toContain('<html lang="zh-CN">');
    const text = r.stdout.replace(/<style>[\s\S]*?<\/style>/, ' ').replace(/<[^>]*>/g, ' ').replace(/&\w+;/g, ' ').split(DIR).join('DIR');
    expectGolden('zh', 'review-html', text, Infinity, []);
    expect(englishWords(text)).toEqual([]);
  }, 120_000);

  it('-i takes 帮助, 退出 and the winds 东南西北 at its prompt', async () => {
    const r = await mcrIn(['--lang', 'zh', '-i'], { input: 'set seat 南\n帮助\n退出\n123b 456c 789d 234d 5c 5c\n' });
    expect(r.stdout).toContain('门风南');
    expect(r.stdout).toContain('命令：');
    // 退出 ended the prompt: the hand after it is not scored.
    expect(r.stdout).not.toContain('和牌 13 番');
  });
});
