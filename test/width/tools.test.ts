/** The lookup of the programs some tests need (test/helpers/tools.ts): on the PATH, CHROMIUM first. */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { chromium, onPath, tmux } from '../helpers/tools.js';

const dir = mkdtempSync(join(tmpdir(), 'mcr-tools-'));
const empty = mkdtempSync(join(tmpdir(), 'mcr-tools-empty-'));
const program = (name: string) => {
  const file = join(dir, name);
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, 0o755);
  return file;
};
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(empty, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('the tests find chromium and tmux on the PATH', () => {
  it('onPath: the first executable of the names, in PATH order; a plain file does not count', () => {
    const browser = program('chromium-browser');
    writeFileSync(join(dir, 'chromium'), 'not executable');
    expect(onPath(['chromium', 'chromium-browser'], `${empty}${delimiter}${dir}`)).toBe(browser);
    expect(onPath(['tmux'], `${empty}${delimiter}${dir}`)).toBeNull();
  });

  it('without them: null and one line saying what is skipped and how to run it; CHROMIUM wins over the PATH', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('MCR_REQUIRE_TOOLS', '');
    vi.stubEnv('CHROMIUM', '');
    vi.stubEnv('PATH', empty);
    expect(chromium()).toBeNull();
    expect(chromium()).toBeNull();
    expect(tmux()).toBeNull();
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'skipped: no chromium; apt-get install chromium to run the page tests',
      'skipped: no tmux; apt-get install tmux to run the terminal screens',
    ]);
    const mine = program('my-browser');
    vi.stubEnv('CHROMIUM', mine);
    expect(chromium()).toBe(mine);
    vi.stubEnv('PATH', dir);
    vi.stubEnv('CHROMIUM', '');
    expect(chromium()).toBe(join(dir, 'chromium-browser'));
    warn.mockRestore();
  });

  it('with MCR_REQUIRE_TOOLS=1 (.ci/run) a missing one is a failure', () => {
    vi.stubEnv('MCR_REQUIRE_TOOLS', '1');
    vi.stubEnv('PATH', empty);
    expect(() => tmux()).toThrow(/tmux is required here/);
  });
});
