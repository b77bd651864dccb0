import { describe, expect, it } from 'vitest';
import { cannotRead } from '../../src/format/cannot-read.js';

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
