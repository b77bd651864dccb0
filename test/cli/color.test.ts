/**
 * One colour rule for every command: --color or FORCE_COLOR force it even into a
 * pipe (for less -R); NO_COLOR and --no-color win. In-process (test/helpers/mcr.ts),
 * each run with its own environment.
 */
import { describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';

const ANSI = /\u001b\[[0-9;]*m/;

const mcr = async (args: string[], env: Record<string, string | undefined>, input?: string) => {
  const r = await mcrIn(args, { input, env: { NO_COLOR: undefined, ...env } });
  return r.stdout + r.stderr;
};

const LOG = 'players Ann Bob Cy Di\n1 win Bob self [123b] 456c 78d EEE 55d 9d\n';
const COMMANDS: [string, string[], string?][] = [
  ['scoring', ['[123b] 456c 78d EEE 55d 9d +win:wall +seat:S']],
  ['waits', ['waits', '1112345678999c']],
  ['session', ['session'], LOG],
  ['fans', ['fans', 'pure straight']],
  ['why', ['why', '123c 456c 789c 111b 2b 2b', 'single']],
];

describe.each(COMMANDS)('%s', (_, args, input) => {
  it('plain into a pipe; coloured with FORCE_COLOR=1 or --color; plain again with NO_COLOR or --no-color', async () => {
    expect(await mcr(args, {}, input)).not.toMatch(ANSI);
    expect(await mcr(args, { FORCE_COLOR: '1' }, input)).toMatch(ANSI);
    expect(await mcr([...args, '--color'], {}, input)).toMatch(ANSI);
    expect(await mcr(args, { FORCE_COLOR: '1', NO_COLOR: '1' }, input)).not.toMatch(ANSI);
    expect(await mcr([...args, '--no-color'], { FORCE_COLOR: '1' }, input)).not.toMatch(ANSI);
  });
});
