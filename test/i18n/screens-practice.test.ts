/**
 * The screens of `mcr advise`, `mcr quiz` and `mcr tournament` in Chinese, golden:
 * the examples of docs/ADVICE.md, docs/QUIZ.md and docs/TOURNAMENT.md, at 80 and 40
 * columns, in test/i18n/screens/zh/. MCR_GOLDEN_UPDATE=1 writes them again (only for
 * an intended change). Each fits its width, and holds no English word outside tile
 * notation, option names, commands and proper names (test/i18n/english.ts).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';
import { englishWords } from './english.js';
import { textWidth } from '../../src/format/width.js';

const DIR = fileURLToPath(new URL('./screens/zh/', import.meta.url));
const UPDATE = process.env.MCR_GOLDEN_UPDATE === '1';
const FOLDER = mkdtempSync(join(tmpdir(), 'mcr-zh-tournament-'));
const TOURNAMENT = join(FOLDER, 'golden16');
cpSync(fileURLToPath(new URL('../tournament/golden16/', import.meta.url)), TOURNAMENT, { recursive: true });
afterAll(() => rmSync(FOLDER, { recursive: true, force: true }));

/** name -> the arguments, standard input, and the words kept as they are (the players' names and the like). */
/** The words of the players' file and the tournament's name: theirs, in any language. */
const NAMES = [
  'tablePointsExact', // a field of --json
  ...readFileSync(join(TOURNAMENT, 'players.csv'), 'utf8').split(/[\s,"]+/),
  ...readFileSync(join(TOURNAMENT, 'tournament.toml'), 'utf8').split(/[\s="]+/),
].filter((w) => w.length > 1).sort((a, b) => b.length - a.length);

const CASES: Record<string, { args: string[]; input?: string; keep?: string[]; page?: 'md' | 'html' }> = {
  // docs/ADVICE.md
  'advise-ready-cannot-win': { args: ['advise', '--by', 'distance', '6c 9b 7d 8d 2d 3b 3b S 7b 8b 3b 6c 6d 6c'] },
  'advise-chances': { args: ['advise', '6c 9b 7d 8d 2d 3b 3b S 7b 8b 3b 6c 6d 6c'] },
  'advise-far': { args: ['advise', '1b 2b 3b 5b 7b 2c 3c 6c 6c 4d 5d 8d N P'] },
  'advise-melded': { args: ['advise', '--by', 'distance', '[123b] [567d] [234c] [EEE] 9d +seat:S +round:W'] },
  'advise-seen': { args: ['advise', '--by', 'distance', '[123b] [567d] [234c] [EEE] 9d +seat:S +round:W +seen:RRRRGGGGPPPP'] },
  'advise-help-example': { args: ['advise', '123b 456c 789d 135c E 5c'] },
  'advise-left-out': { args: ['advise', '--by', 'points', '123b 456c 789d 11c EE +last'] },
  'advise-batch': { args: ['advise'], input: '6c 9b 7d 8d 2d 3b 3b S 7b 8b 3b 6c 6d 6c\n123x\n123b 456c 789d 135c E 5c\n' },
  // docs/QUIZ.md: the seed of its example, answered at the prompt (是/否 and 不够/牌型 among them), and skipped
  'quiz-seed-1': { args: ['quiz', '--seed', '1', '--count', '6', '--no-save'], input: '10\n混一色，门风刻\n是\n不够\n5d\nxx\ns\n?\nq\n' },
  'quiz-piped': { args: ['quiz', '--seed', '1', '--count', '1', '--no-save'], input: '10\nmixed shifted chows, tile hog, no honors, self-drawn\n' },
  'quiz-valid': { args: ['quiz', '--seed', '3', '--count', '4', '--kind', 'valid', '--no-save'], input: '否\n牌型\n是\n否\n不够\n是\n' },
  'quiz-discard-fan': { args: ['quiz', '--seed', '7', '--count', '4', '--kind', 'discard,fan', '--level', 'traps', '--no-save'], input: '1b\n七对\nfoo\n123b 456c 789d 11c EE\n1b\n' },
  'quiz-skipped': { args: ['quiz', '--seed', '2', '--count', '5', '--no-save'], input: 's\ns\ns\ns\ns\ns\ns\n' },
  // docs/TOURNAMENT.md: the standings, the check, the cards (the players' names, countries and teams are theirs)
  'tournament-standings': { args: ['tournament', 'standings', TOURNAMENT], keep: NAMES },
  'tournament-standings-md': { args: ['tournament', 'standings', '--md', TOURNAMENT], keep: NAMES, page: 'md' },
  'tournament-cards': { args: ['tournament', 'cards', TOURNAMENT], keep: NAMES },
  'tournament-cards-md': { args: ['tournament', 'cards', '--md', TOURNAMENT], keep: NAMES, page: 'md' },
  'tournament-standings-html': { args: ['tournament', 'standings', '--html', TOURNAMENT], keep: NAMES, page: 'html' },
  'tournament-cards-html': { args: ['tournament', 'cards', '--html', TOURNAMENT], keep: NAMES, page: 'html' },
  // mcr web's messages (a server is not started: its usage errors)
  'web-arguments': { args: ['web', 'now'] },
  'web-empty-host': { args: ['web', '--host', ' '] },
};

describe('the practice and tournament screens in Chinese', () => {
  it.each(Object.entries(CASES).flatMap(([name, c]) => [80, 40].map((cols) => [`${name}-${cols}`, c, cols] as const)))(
    '%s',
    async (name, c, cols) => {
      const r = await mcrIn(['--lang', 'zh', ...c.args], { env: { COLUMNS: String(cols) }, input: c.input });
      const shown = (r.stdout + r.stderr).split(FOLDER).join('DIR');
      // The lines a person types are echoed (piped answers): they are the input's, not the screen's.
      const typed = new Set((c.input ?? '').split('\n').filter(Boolean));
      if (!c.page) for (const line of shown.split('\n')) if (![...typed].some((t) => line.endsWith(` ${t}`) || line === t)) expect(textWidth(line), line).toBeLessThanOrEqual(cols);
      const file = `${DIR}${name}.txt`;
      if (UPDATE || !existsSync(file)) {
        mkdirSync(DIR, { recursive: true });
        writeFileSync(file, shown);
      }
      expect(shown).toBe(readFileSync(file, 'utf8'));
      // A page (HTML, Markdown: no width): its text, without the markup, the style and the players' names.
      const text = (c.page === 'html' ? shown.replace(/<style>[\s\S]*?<\/style>/, ' ').replace(/<[^>]*>/g, ' ') : shown).replace(/&\w+;/g, ' ');
      if (c.page === 'html') expect(shown).toContain('<html lang="zh-CN">');
      expect(englishWords(text, [...c.args, ...[...typed].filter((t) => t.length > 1), ...(c.keep ?? [])])).toEqual([]);
    },
    60_000,
  );
});
