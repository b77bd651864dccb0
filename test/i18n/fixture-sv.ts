/**
 * A third language as a catalog file and nothing more: Swedish for the words of the
 * verdict and the labels, English for the rest (a fixture: the test shows that a
 * language is one file typed Catalog, which the compiler holds to every key).
 */
import { en } from '../../src/i18n/en.js';
import type { Catalog } from '../../src/i18n/types.js';

export const sv: Catalog = {
  ...en,
  name: 'Svenska',
  htmlLang: 'sv',
  list: (xs) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} och ${xs[xs.length - 1]}`),
  screen: {
    ...en.screen,
    win: (total) => `VINST ${total}`,
    verdictWin: 'VINST',
    hand: 'Hand',
    total: 'Summa',
    net: 'Netto',
    sets: 'Grupper',
  },
};
