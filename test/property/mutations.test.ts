/**
 * Corpus hands with edits a referee or a player could make: drop, add, duplicate or
 * change one tile, meld or option (up to three edits), or one character anywhere.
 * The result is a verdict or a reading error, never an exception, never a hang. No
 * time is asserted (tests never do): a hang fails as the test's timeout, and the
 * slowest hands are timed by bench/worst-case.mjs.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { score } from '../../src/index.js';
import { checkResult, corpus, mutate, Rng, runs } from './generators.js';

const scoreChecked = (line: string): void => checkResult(score(line), line);

const corpusLine = fc.nat({ max: 11_999 }).map((k) => corpus()[k % corpus().length]);

/** One to three edits of tiles, melds or options. */
const edited = fc
  .tuple(corpusLine, fc.noShrink(fc.integer()), fc.integer({ min: 1, max: 3 }))
  .map(([line, seed, edits]) => {
    const rng = new Rng(seed);
    let out = line;
    for (let k = 0; k < edits; k++) out = mutate(out, rng);
    return out;
  });

const CHARS = [...'0123456789bcdsmpESWNRGPCF[]()+: -x#\t', '\0', '\uD83C', '🀄', '🀢', '\uFE0F', '\u00A0', 'é', '\n'];

/** One character dropped, inserted, replaced or doubled. */
const charEdited = fc
  .tuple(corpusLine, fc.nat(), fc.constantFrom(...CHARS), fc.constantFrom('drop', 'insert', 'replace', 'double'))
  .map(([line, at, ch, op]) => {
    const k = at % (line.length + 1);
    switch (op) {
      case 'drop':
        return line.slice(0, k) + line.slice(k + 1);
      case 'insert':
        return line.slice(0, k) + ch + line.slice(k);
      case 'replace':
        return line.slice(0, k) + ch + line.slice(k + 1);
      default:
        return line.slice(0, k) + line.slice(k, k + 1) + line.slice(k);
    }
  });

describe('edited corpus hands', () => {
  it('give a verdict or a reading error: tile, meld and option edits (12,000 lines)', () => {
    fc.assert(fc.property(edited, scoreChecked), runs(12_000, 0x5eed0301));
  });

  it('give a verdict or a reading error: character edits (10,000 lines)', () => {
    fc.assert(fc.property(charEdited, scoreChecked), runs(10_000, 0x5eed0302));
  });
});
