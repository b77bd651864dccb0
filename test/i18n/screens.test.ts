/**
 * The referee's screen in both languages, golden: the hands of the README's and the
 * help's examples (and a false claim, a tile-count claim, a reading error), at 80 and
 * 40 columns, in test/i18n/screens/<lang>/. MCR_GOLDEN_UPDATE=1 writes them again
 * (only for an intended change). Every Chinese screen holds no English word outside
 * tile notation, option names, commands and proper names (test/i18n/english.ts).
 */
import { describe, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';
import { expectGolden } from './golden.js';

/** name -> the arguments (the README's referee screen, the help's examples, a false claim, a reading error). */
const CASES: Record<string, string[]> = {
  'readme-win': ['[123b] 456c 78d EEE 55d 9d +win:wall +seat:S'],
  'help-below-minimum': ['[SSS] [777c] 567b 345c E E +seat:N +round:N +flowers:3'],
  'thirteen-orphans': ['19b19c19dESWNRGP 1b +win:wall +wall-last +seat:N +round:W +flowers:4'],
  'discard-named': ['[234b] [234b] 666b GG 88b 8b +from:W'],
  'robbing-kong': ['123b 456c 789d 55d 23b 4b +kong +from:N'],
  'no-winning-shape': ['[222d] 33366b 4c 2344d 5c +win:wall +seat:E +round:N'],
  'claim-tile-count': ['--claim', '123b 456c 789d EE 55d +from:W'],
  'compact': ['--compact', '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S'],
  'reading-error': ['123x 456c'],
  'knitted': ['147b258c369d ESW NR +win:wall'],
};

describe.each(['en', 'zh'] as const)('the referee screen in %s', (lang) => {
  it.each(Object.entries(CASES).flatMap(([name, args]) => [80, 40].map((cols) => [`${name}-${cols}`, args, cols] as const)))(
    '%s',
    async (name, args, cols) => {
      const r = await mcrIn(['--lang', lang, ...args], { env: { COLUMNS: String(cols) } });
      expectGolden(lang, name, r.stdout + r.stderr, cols, args);
    },
  );
});
