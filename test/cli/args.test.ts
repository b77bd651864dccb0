import { describe, expect, it } from 'vitest';
import { commandArgs, COMMON_OPTIONS } from '../../src/commands/args.js';
import type { Output } from '../../src/io/output.js';

function writer() {
  const got = { out: '', err: '' };
  const w = { out: (s: string) => (got.out += s), err: (s: string) => (got.err += s) } as unknown as Output;
  return { w, got };
}

describe('commandArgs (every subcommand reads its arguments with it)', () => {
  it('parses the options and the words', () => {
    const { w, got } = writer();
    const p = commandArgs(['--json', '--rules', 'mil', 'a', 'b'], { options: COMMON_OPTIONS }, 'HELP', w);
    expect(p).toMatchObject({ values: { json: true, rules: 'mil' }, positionals: ['a', 'b'] });
    expect(got).toEqual({ out: '', err: '' });
  });

  it('an unknown option: the error and the help on stderr, exit 2', () => {
    const { w, got } = writer();
    expect(commandArgs(['--jsno'], { options: COMMON_OPTIONS }, 'HELP', w)).toBe(2);
    expect(got.err).toMatch(/^error: Unknown option '--jsno'.*\nHELP\n$/s);
    expect(got.out).toBe('');
  });

  it('--help, or the help when asked for: on stdout, exit 0', () => {
    const a = writer();
    expect(commandArgs(['-h'], { options: COMMON_OPTIONS }, 'HELP', a.w)).toBe(0);
    expect(a.got.out).toBe('HELP\n');
    const b = writer();
    expect(commandArgs([], { options: COMMON_OPTIONS }, 'HELP\n', b.w, (p) => p.positionals.length === 0)).toBe(0);
    expect(b.got.out).toBe('HELP\n');
  });
});
