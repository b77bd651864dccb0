/**
 * The screens of `mcr why`, `mcr waits`, `mcr rules`, `mcr fans` (one fan, the long
 * list) and `mcr session` in both languages, golden: the manuals' examples
 * (docs/EXPLAIN.md, WAITS.md, SESSION.md, CLI.md), each case of `why`, Chinese input,
 * errors, at 80 and 40 columns, in test/i18n/screens/<lang>/. MCR_GOLDEN_UPDATE=1
 * writes them again (only for an intended change). Every line fits its width, and
 * every Chinese screen holds no English word outside tile notation, option names,
 * commands and proper names (test/i18n/english.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';
import { expectGolden } from './golden.js';
import { FAN_IDS, FANS } from '../../src/fans/table.js';

/** The words of the English fan names: the second-language column wraps a long one between its words. */
const ENGLISH_NAME_WORDS = [...new Set(FAN_IDS.flatMap((id) => FANS[id].name.split(' ')))].filter((w) => w.length > 1).sort((a, b) => b.length - a.length);

/** docs/SESSION.md's log (table3.txt), as the manual shows it. */
const SESSION_MD = readFileSync(fileURLToPath(new URL('../../docs/SESSION.md', import.meta.url)), 'utf8');
const start = SESSION_MD.indexOf('```text\n$ cat table3.txt\n') + 25;
const TABLE3 = SESSION_MD.slice(start, SESSION_MD.indexOf('```', start));
const BAD_LOG = [
  'players Ann Bob Cy Di',
  '1 win Ann self 123b 456c 789d 123c 5d 5d',
  '1 win Bob from Quinn 123b 456c 789d 123c 5d 5d',
  '2 false Cy 123b456c789d EEE 5d 5d',
  '2 foul Di change-of-mind',
  '2 pay Bob 2000 to Cy',
  '3 draw',
  'rules mil',
  '17 draw',
  '',
].join('\n');

const HAND = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';

/** name -> the arguments (and standard input). */
const CASES: Record<string, { args: string[]; input?: string }> = {
  'why-wait-not-unique': { args: ['why', '123c 456c 789c 111b 2b 2b', 'single'] },
  'why-other-arrangement': { args: ['why', '111222333b 456c 99d', 'pure triple chow'] },
  'why-excluded': { args: ['why', HAND, 'pung of terminals'] },
  'why-counted': { args: ['why', HAND, 'mixed straight'] },
  'why-chinese-name': { args: ['why', '111b 222b 333b 456c 9d 9d', '一色三节高'] },
  'why-needs-option': { args: ['why', '111b 222b 333b 456c 9d 9d', 'last tile draw'] },
  'why-not-present': { args: ['why', HAND, 'full flush'] },
  'why-not-played': { args: ['why', HAND, 'melded and concealed kong'] },
  'why-not-winning': { args: ['why', '[222d] 33366b 4c 2344d 5c', 'single'] },
  'why-unknown-fan': { args: ['why', '123b 456c 789d 234d 5c 5c', 'nonsense fan'] },
  'why-ambiguous-fan': { args: ['why', '123b 456c 789d 234d 5c 5c', 'pure'] },
  'why-reading-error': { args: ['why', '123x', 'single'] },
  // Each fan's own nearest miss (fans/ `miss`, the catalogs' why.miss): the generic reasons and the fans' own sentences.
  'why-miss-kinds': { args: ['why', HAND, 'all types'] },
  'why-miss-honors': { args: ['why', HAND, 'big three dragons'] },
  'why-miss-concealed-pungs': { args: ['why', HAND, 'three concealed pungs'] },
  'why-miss-melded-hand': { args: ['why', HAND, 'melded hand'] },
  'why-miss-has-melded': { args: ['why', HAND, 'fully concealed hand'] },
  'why-miss-all-pungs': { args: ['why', HAND, 'all pungs'] },
  'why-miss-all-chows': { args: ['why', '123b 456c 789d 234d 5c 5c', 'all chows'] },
  'why-miss-kongs': { args: ['why', HAND, 'four kongs'] },
  'why-miss-every-set': { args: ['why', HAND, 'outside hand'] },
  'why-miss-every-tile': { args: ['why', HAND, 'all simples'] },
  'why-miss-ways': { args: ['why', HAND, 'pure straight'] },
  'why-miss-chow-combo': { args: ['why', HAND, 'pure double chow'] },
  'why-miss-pung-combo': { args: ['why', HAND, 'double pung'] },
  'why-miss-chicken': { args: ['why', HAND, 'chicken hand'] },
  'why-miss-wait': { args: ['why', HAND, 'edge wait'] },
  'why-miss-wait-read-as': { args: ['why', '123b 456c 789d 234d 5c 5c', 'single wait'] },
  'why-miss-tile-hog': { args: ['why', HAND, 'tile hog'] },
  'why-miss-no-honors': { args: ['why', HAND, 'no honors'] },
  'why-miss-wind-pung': { args: ['why', '123b 456c 789d 234d 5c 5c +seat:S', 'seat wind'] },
  'why-miss-special-shape': { args: ['why', '1199b 1199c 1199d EE', 'all chows'] },
  'why-other-arrangement-shape': { args: ['why', '11223344556677b', 'all chows'] },
  'waits-discard': { args: ['waits', '123b 456c 789d 135c E 5c'] },
  'waits-discard-batch': { args: ['waits'], input: '123b 456c 789d 135c E 5c\n123b 456c 789d 135c E\n' },
  'waits-ready': { args: ['waits', '[123b] 456c 78d EEE 55d +seat:S'] },
  'waits-not-ready': { args: ['waits', '123b 456c 789d 135c E'] },
  'waits-flowers': { args: ['waits', '123b 456c 789d 13c 55d +flowers:2'] },
  'waits-note': { args: ['waits', '[123b] 456c 78d EEE 55d +seat:S +from:W +kong'] },
  'waits-batch': { args: ['waits'], input: '123b 456c 789d 135c E\n1112345678999b\n123b 456c 789d 13c 5c\n' },
  'rules': { args: ['rules'] },
  'rules-mil': { args: ['rules', 'mil'] },
  'rules-unknown': { args: ['rules', 'nope'] },
  'waits-unknown-rules': { args: ['waits', '--rules', 'house', '123b 456c 789d 135c E'] },
  'fans-one': { args: ['fans', 'pure straight'] },
  'fans-mil': { args: ['fans', '--rules', 'mil', 'two concealed kongs'] },
  'fans-prefix': { args: ['fans', 'pure sh'] },
  'fans-long': { args: ['fans', '--long'] },
  'session': { args: ['session'], input: TABLE3 },
  'session-errors': { args: ['session'], input: BAD_LOG },
};

describe.each(['en', 'zh'] as const)('the screens of why, waits, rules, fans and session in %s', (lang) => {
  it.each(Object.entries(CASES).flatMap(([name, c]) => [80, 40].map((cols) => [`${name}-${cols}`, c, cols] as const)))(
    '%s',
    async (name, c, cols) => {
      const r = await mcrIn(['--lang', lang, ...c.args], { env: { COLUMNS: String(cols) }, input: c.input });
      // What the user typed (a log's lines, shown under its errors) and the English column's fan names are kept.
      expectGolden(lang, name, r.stdout + r.stderr, cols, [...c.args, ...(c.input ?? '').split(/\s+/), ...ENGLISH_NAME_WORDS]);
    },
  );
});

describe('the manuals say what the English screens show', () => {
  it.each([
    ['docs/EXPLAIN.md', ['why', '123c 456c 789c 111b 2b 2b', 'single']],
    ['docs/EXPLAIN.md', ['why', '111222333b 456c 99d', 'pure triple chow']],
    ['docs/EXPLAIN.md', ['why', HAND, 'pung of terminals']],
    ['docs/WAITS.md', ['waits', '[123b] 456c 78d EEE 55d +seat:S']],
    ['docs/WAITS.md', ['waits', '123b 456c 789d 135c E']],
  ] as const)('%s: mcr %s', async (page, args) => {
    const md = readFileSync(fileURLToPath(new URL(`../../${page}`, import.meta.url)), 'utf8');
    const r = await mcrIn([...args], { env: { COLUMNS: '80' } });
    expect(md).toContain(r.stdout.trimEnd());
  });
});
