/** Property tests: parseLine never throws and its answers are well formed. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validate } from '../../src/hand/validate.js';
import { canonical } from '../../src/notation/format.js';
import { parseLine } from '../../src/notation/parse.js';
import { sameHand } from './helpers.js';

const CODES = new Set([
  'empty', 'no-winning-tile', 'unknown-character', 'missing-suffix', 'stray-suit-letter', 'zero-rank',
  'unclosed-bracket', 'unexpected-bracket', 'bad-meld', 'concealed-chow', 'bad-option', 'duplicate-option',
  'bad-wind', 'bad-flowers', 'tiles-after-options', 'too-many-copies', 'inconsistent-options',
]);

function wellFormed(line: string): void {
  const r = parseLine(line);
  const width = [...line].length;
  if (!r.ok) {
    expect(CODES.has(r.error.code)).toBe(true);
    expect(typeof r.error.message).toBe('string');
    if (r.error.column !== null) {
      expect(r.error.column).toBeGreaterThanOrEqual(1);
      expect(r.error.column).toBeLessThanOrEqual(width + 1);
    }
    return;
  }
  const v = validate(r.hand);
  expect(['ok', 'error', 'not-winning']).toContain(v.kind);
  expect(r.hand.concealed[r.hand.concealed.length - 1]).toBe(r.hand.winningTile);
  const back = parseLine(canonical(r.hand));
  expect(back.ok && sameHand(r.hand, back.hand)).toBe(true);
}

// Strings made mostly of notation characters, so that the reader goes deep.
const notationChar = fc.constantFrom(
  ...'0123456789bcdsmpESWNRGPCF[]()+: \t-x'.split(''),
  '🀄', '🀐', '🀢', '\uFE0F', '\uD800',
);
const notationish = fc.array(notationChar, { maxLength: 40 }).map((a) => a.join(''));
const option = fc.constantFrom(
  '+win:wall', '+win:discard', '+seat:S', '+round:W', '+from:N', '+from:E', '+flowers:3', '+last', '+wall-last', '+kong',
);
const group = fc.oneof(
  fc.constantFrom('123b', '55d', 'EEE', 'R', '[789c]', '[555d]', '(NNNN)', '9m', '🀄', '🀢', '4p', '[5555s]'),
);
const lineOfGroups = fc
  .tuple(fc.array(group, { minLength: 0, maxLength: 8 }), fc.array(option, { maxLength: 4 }))
  .map(([g, o]) => [...g, ...o].join(' '));

describe('parseLine on arbitrary input', () => {
  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => wellFormed(s)), { numRuns: 3000 });
  });

  it('never throws on notation-like strings', () => {
    fc.assert(fc.property(notationish, (s) => wellFormed(s)), { numRuns: 5000 });
  });

  it('reads lines of valid groups and options, and round-trips them', () => {
    fc.assert(fc.property(lineOfGroups, (s) => wellFormed(s)), { numRuns: 3000 });
  });
});
