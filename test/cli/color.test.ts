/**
 * One colour rule for every command: --color or FORCE_COLOR force it even into a
 * pipe (for less -R); NO_COLOR and --no-color win. Through the built binary.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ANSI = /\u001b\[[0-9;]*m/;

function mcr(args: string[], env: Record<string, string | undefined>, input?: string) {
  const r = spawnSync(process.execPath, ['bin/mcr.js', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...env },
  });
  return r.stdout + r.stderr;
}

const LOG = 'players Ann Bob Cy Di\n1 win Bob self [123b] 456c 78d EEE 55d 9d\n';
const COMMANDS: [string, string[], string?][] = [
  ['scoring', ['[123b] 456c 78d EEE 55d 9d +win:wall +seat:S']],
  ['waits', ['waits', '1112345678999c']],
  ['session', ['session'], LOG],
  ['fans', ['fans', 'pure straight']],
  ['why', ['why', '123c 456c 789c 111b 2b 2b', 'single']],
];

describe.each(COMMANDS)('%s', (_, args, input) => {
  it('plain into a pipe; coloured with FORCE_COLOR=1 or --color; plain again with NO_COLOR or --no-color', () => {
    expect(mcr(args, {}, input)).not.toMatch(ANSI);
    expect(mcr(args, { FORCE_COLOR: '1' }, input)).toMatch(ANSI);
    expect(mcr([...args, '--color'], {}, input)).toMatch(ANSI);
    expect(mcr(args, { FORCE_COLOR: '1', NO_COLOR: '1' }, input)).not.toMatch(ANSI);
    expect(mcr([...args, '--no-color'], { FORCE_COLOR: '1' }, input)).not.toMatch(ANSI);
  });
});
