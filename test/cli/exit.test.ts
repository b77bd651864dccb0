/**
 * The exit path: no uncaught error ends in exit status 0. The decision is a pure
 * function (exitStatus in src/cli.ts); the built program proves it in a real process:
 * run() for a winning hand (which earns 0), then an error thrown outside it.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exitStatus } from '../../src/cli.js';
import { Output } from '../../src/io/output.js';
import { Sink } from '../helpers/mcr.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const WIN = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';

describe('exitStatus', () => {
  const quiet = new Output({ stdout: new Sink(), stderr: new Sink() });

  it('the code earned when the command finished and nothing went wrong', () => {
    for (const earned of [0, 1, 2] as const) expect(exitStatus(0, earned, quiet)).toBe(earned);
  });

  it('an uncaught error or unhandled rejection (Node exits with 1, or 7...) is at least 2, whatever was earned', () => {
    for (const earned of [0, 1, null] as const) {
      expect(exitStatus(1, earned, quiet)).toBe(2);
      expect(exitStatus(7, earned, quiet)).toBe(7);
    }
  });

  it('a command that never finished is 2; a signal keeps 128 + its number', () => {
    expect(exitStatus(0, null, quiet)).toBe(2);
    const stopped = new Output({ stdout: new Sink(), stderr: new Sink(), exit: () => {} });
    stopped.signal('SIGTERM');
    expect(exitStatus(143, null, stopped)).toBe(143);
    expect(exitStatus(143, 0, stopped)).toBe(143);
  });
});

describe('mcr waits: ready and able to win (0), ready but under the minimum on every wait (3), not ready (1)', () => {
  const waits = (hand: string) => spawnSync(process.execPath, ['bin/mcr.js', 'waits', hand], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

  it('each exit code from the built program; a failed output is 2 whatever was earned', () => {
    expect(waits('123b 456c 789d 234d 5c').status).toBe(0);
    const under = waits('[123b] [456c] [234d] 678d 5c');
    expect(under.stdout).toMatch(/^READY/m);
    expect(under.status).toBe(3);
    expect(waits('123b 456c 789d 135cE').status).toBe(1);
    const failed = new Output({ stdout: new Sink(), stderr: new Sink(), exit: () => {} });
    failed.failed('stdout', Object.assign(new Error('no space'), { code: 'ENOSPC' }));
    expect(exitStatus(0, 3, failed)).toBe(2);
  });
});

describe('the built program: an error outside the command never exits 0', () => {
  const after = (crash: string) =>
    spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `const { run } = await import('./dist/cli.js'); run(['node', 'mcr', ${JSON.stringify(WIN)}]); ${crash}`],
      { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );

  it('the run alone: exit 0', () => {
    const r = after('');
    expect(r.stdout).toMatch(/^WIN 11/);
    expect(r.status).toBe(0);
  });

  it('an error thrown after the answer was written: exit 2, the stack on stderr', () => {
    // Thrown once stdout has taken the answer (a pipe is written at once).
    const r = after(
      "const write = process.stdout.write.bind(process.stdout); process.stdout.write = (...a) => { setImmediate(() => { throw new Error('boom'); }); return write(...a); };",
    );
    expect(r.stdout).toMatch(/^WIN 11/);
    expect(r.stderr).toContain('boom');
    expect(r.status).toBe(2);
  });

  it('a promise rejected and never handled: exit 2', () => {
    const r = after("void Promise.reject(new Error('late'));");
    expect(r.stderr).toContain('late');
    expect(r.status).toBe(2);
  });
});
