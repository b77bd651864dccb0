/**
 * An error nothing caught ends the program with 2 (an internal error), never 0: the
 * exit handler of cli.ts run() sets the code the output earned, and used to turn a
 * crash (`mcr web` killed by one request) into a success. Real processes.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/** run() of the built CLI with `argv`, then `crash` (JavaScript) a moment later. */
function crashAfter(argv: string[], crash: string) {
  const script = `const m = await import(${JSON.stringify(CLI)}); m.run(['node', 'mcr', ...${JSON.stringify(argv)}]); setTimeout(() => { ${crash} }, 50);`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
}

describe('an uncaught error', () => {
  it('after a command that earned 0: exit 2, the error on stderr', () => {
    const r = crashAfter(['--version'], "throw new Error('boom')");
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+/);
    expect(r.stderr).toContain('boom');
    expect(r.status).toBe(2);
  });

  it('an unhandled rejection: exit 2', () => {
    const r = crashAfter(['--version'], "Promise.reject(new Error('rejected'))");
    expect(r.stderr).toContain('rejected');
    expect(r.status).toBe(2);
  });

  it('while mcr web serves: exit 2, not 0', () => {
    const r = crashAfter(['web', '--port', '0'], "throw new Error('boom in a handler')");
    expect(r.stdout).toContain('served read-only');
    expect(r.status).toBe(2);
  });
});
