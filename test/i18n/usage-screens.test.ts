/**
 * The usage errors of mcr play, replay, review and the whole numbers of every command's
 * options, in the run's language: each is a usage error (exit 2) that says what was
 * expected, and under --lang zh holds no English word (test/i18n/english.ts).
 */
import { describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';
import { englishWords } from './english.js';

/** The arguments, and what the English message says. */
const CASES: readonly [readonly string[], string][] = [
  [['play', 'extra'], "takes no words (got 'extra')"],
  [['play', '--bots', '5'], '--bots takes a whole number from 3 to 4'],
  [['play', '--hands', 'x'], '--hands takes a whole number from 1 to 10000'],
  [['play', '--depth', '7'], '--depth takes a whole number from 0 to 3'],
  [['play', '--seed', '-1'], '--seed takes a whole number from 0 to 4294967295'],
  [['play', '--bots', '4', '--seat', 'S'], '--seat is your seat at the table'],
  [['play', '--seat', 'Q'], '--seat Q; expected E, S, W or N'],
  [['replay', 'a.ndjson', 'b.ndjson'], 'give one record file'],
  [['review', 'a.ndjson', 'b.ndjson', '--seat', 'E'], 'give one record file'],
  [['review', 'a.ndjson'], '--seat S: the seat to review'],
  [['review', 'a.ndjson', '--seat', 'E', '-o', 'x.txt'], '-o x.txt: -o writes the --html page'],
  [['review', 'a.ndjson', '--seat', 'E', '--draws', '99'], '--draws takes a whole number from 0 to 30'],
  [['web', '--port', 'x'], '--port takes a whole number from 0 to 65535'],
];

describe('usage errors in the run’s language', () => {
  it.each(CASES)('mcr %s', async (args, english) => {
    const en = await mcrIn(['--lang', 'en', ...args]);
    expect(en.code).toBe(2);
    expect(en.stderr.replace(/\s+/g, ' ')).toContain(english);
    const zh = await mcrIn(['--lang', 'zh', ...args]);
    expect(zh.code).toBe(2);
    expect(zh.stderr).toMatch(/^错误：/);
    expect(englishWords(zh.stderr, args)).toEqual([]);
  });
});
