/**
 * score() on any string at all: printable, control characters, lone surrogates,
 * Unicode tiles and flowers, odd whitespace, very long lines. It must return the
 * SCHEMA.md object, never throw and never fall back to `internal-error`; a reading
 * error has a known code and a column inside the line.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { score } from '../../src/index.js';
import { checkResult, runs } from './generators.js';

const char = (codes: readonly number[]) => fc.constantFrom(...codes.map((c) => String.fromCharCode(c)));
const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, k) => lo + k);

/** One "character" of a hostile line: mostly notation, with every kind of trouble mixed in. */
const unit = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...'0123456789bcdsmpESWNRGPCF[]()+: '.split('')) },
  { weight: 3, arbitrary: fc.constantFrom('+win:', 'wall', 'discard', '+seat:', '+round:', '+from:', '+flowers:', '+last', '+wall-last', '+kong') },
  { weight: 2, arbitrary: char([...range(0x00, 0x1f), ...range(0x7f, 0x9f)]) }, // C0 and C1 controls, NUL, DEL
  { weight: 1, arbitrary: char(range(0xd800, 0xdfff)) }, // lone surrogates
  { weight: 2, arbitrary: fc.integer({ min: 0x1f000, max: 0x1f02b }).map((c) => String.fromCodePoint(c)) }, // tiles, flowers, backs
  { weight: 1, arbitrary: fc.constantFrom('\uFE0F', '\uFE0E', '\u200D', '\u0301', '\u00A0', '\u2028', '\u2029', '\u3000', '\uFEFF', '\t', '\v', '\f') },
  { weight: 1, arbitrary: fc.constantFrom('x', 'e', 'r', '#', '-', '_', '０', '５', 'Ｅ', 'ß', '中', '發', '🀄\uFE0F', '👍🏽', '🇨🇳') },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) }, // any code point
);

const hostile = fc.array(unit, { maxLength: 80 }).map((a) => a.join(''));
const anyUnicode = fc.string({ unit: 'binary', maxLength: 120 });
const graphemes = fc.string({ unit: 'grapheme', maxLength: 60 });
const printableAscii = fc.string({ unit: 'binary-ascii', maxLength: 120 });
/** 1,000 to 20,000 characters: a hostile fragment repeated, sometimes around a real hand. */
const veryLong = fc
  .tuple(hostile, fc.integer({ min: 1000, max: 20000 }), fc.constantFrom('', '123b 456c 789d EEE 5d 5d', ' '))
  .map(([fragment, length, hand]) => {
    const f = fragment || ' ';
    const body = f.repeat(Math.ceil(length / f.length)).slice(0, length);
    return hand && body.length % 2 ? hand + body : body + hand;
  });

const anyLine = fc.oneof(
  { weight: 5, arbitrary: hostile },
  { weight: 3, arbitrary: anyUnicode },
  { weight: 1, arbitrary: graphemes },
  { weight: 2, arbitrary: printableAscii },
  { weight: 1, arbitrary: veryLong },
);

describe('score() on any string', () => {
  it('returns a well-formed result, never throws, never an internal error (12,000 lines)', () => {
    fc.assert(
      fc.property(anyLine, (line) => {
        checkResult(score(line), line);
      }),
      runs(12_000, 0x5eed0001),
    );
  });

  it('reads a 20,000-character line of each kind of junk without failing', () => {
    for (const piece of ['\0', '\uD800', '🀄', '1', '[', '+', ' ', 'E', '9b', '🀢', '\u0301', '+last ']) {
      const line = piece.repeat(Math.ceil(20_000 / piece.length));
      checkResult(score(line), line);
    }
  });
});
