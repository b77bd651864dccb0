// One escaping rule for every JSON output: asciiJson writes exactly what the scoring
// writer (format/json.ts) writes, and parses back to the same value.
import { describe, expect, it } from 'vitest';
import { asciiJson } from '../../src/format/ascii-json.js';
import { cannotRead } from '../../src/format/cannot-read.js';
import { formatJson } from '../../src/format/json.js';
import { score } from '../../src/index.js';

describe('asciiJson', () => {
  it('is byte for byte the scoring writer\'s rule (zh names, Unicode tiles, surrogate pairs)', () => {
    for (const line of ['[123b] 456c 78d EEE 55d 9d +win:wall +seat:S', '🀇🀈🀉 456c 78d EEE 55d 9d', '123é', '🀢🀣 1b']) {
      const written = formatJson(score(line));
      expect(asciiJson(JSON.parse(written))).toBe(written);
    }
  });

  it('ASCII only, lower-case hex, and the same value read back', () => {
    const v = { name: 'Bøb 陈', tile: '🀇', quote: '"\\\n', control: '\u0001', del: '\u007f', nbsp: '\u00a0' };
    const s = asciiJson(v);
    expect(s).toMatch(/^[\x00-\x7f]*$/);
    expect(s).toContain('B\\u00f8b \\u9648');
    expect(s).toContain('\\ud83c\\udc07');
    expect(JSON.parse(s)).toEqual(v);
  });
});

describe('cannotRead', () => {
  it('one style: "mcr: cannot read FILE: what (CODE)"; "-" is standard input', () => {
    const err = (code: string, message: string) => Object.assign(new Error(message), { code });
    expect(cannotRead('nope.txt', err('ENOENT', "ENOENT: no such file or directory, open 'nope.txt'"))).toBe(
      'mcr: cannot read nope.txt: no such file or directory (ENOENT)',
    );
    expect(cannotRead('-', err('EIO', 'EIO: i/o error, read'))).toBe('mcr: cannot read standard input: input/output error (EIO)');
    expect(cannotRead('x', err('EWHATEVER', 'something odd'))).toBe('mcr: cannot read x: something odd (EWHATEVER)');
    expect(cannotRead('x', new Error('plain'))).toBe('mcr: cannot read x: plain');
  });
});
