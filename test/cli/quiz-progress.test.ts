/**
 * The quiz's progress file (issue 38, items 5 and 11), with the built binary: a FIFO
 * or a device in its place is set aside with a word (no hang), a file over the cap is
 * not read, runs at once lose no answer, Ctrl-C and SIGTERM keep the answers given,
 * and a relative XDG_STATE_HOME is ignored.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readProgress } from '../../src/quiz/progress.js';
import { PROGRESS_MAX_BYTES, progressPath } from '../../src/quiz/progress-file.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'bin', 'mcr.js');
const env = (state: string): NodeJS.ProcessEnv => ({ ...process.env, NO_COLOR: '1', COLUMNS: '80', XDG_STATE_HOME: state });

/** `mcr quiz ARGS` with `input`, killed after `ms` (a hang is then a failed run, not a stuck test). */
function run(args: string[], input: string, state: string, ms = 60_000): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'quiz', ...args], { cwd: root, env: env(state) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
    child.stdin.end(input);
  });
}

const stateDir = (): string => mkdtempSync(join(tmpdir(), 'mcr-quiz-progress-'));
const kept = (state: string) => readProgress(readFileSync(join(state, 'mcr', 'quiz.json'), 'utf8'));

describe('the progress file is read safely (item 5)', () => {
  it('a FIFO in its place: set aside with a word, not read, not written; the quiz runs', async () => {
    const state = stateDir();
    mkdirSync(join(state, 'mcr'));
    const fifo = join(state, 'mcr', 'quiz.json');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const r = await run(['--seed', '1', '--count', '1'], 's\n', state, 30_000);
    expect(r.signal).toBe(null);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/progress file .* set aside \(it is not a regular file\): not read, not written/);
    expect(r.stdout).toMatch(/0 of 1 right/);
  });

  it('/dev/urandom (by a link) in its place: set aside at once', async () => {
    const state = stateDir();
    mkdirSync(join(state, 'mcr'));
    symlinkSync('/dev/urandom', join(state, 'mcr', 'quiz.json'));
    const r = await run(['--stats'], '', state, 30_000);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/set aside \(it is not a regular file\)/);
  });

  it('a regular file over the cap: set aside, not read, left as it is', async () => {
    const state = stateDir();
    mkdirSync(join(state, 'mcr'));
    const big = JSON.stringify({ schema: 'mcr-quiz-progress/1', turn: 7, kinds: {}, fans: {}, pad: 'x'.repeat(PROGRESS_MAX_BYTES) });
    writeFileSync(join(state, 'mcr', 'quiz.json'), big);
    const r = await run(['--seed', '1', '--count', '1'], 's\n', state);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/set aside \(it is larger than \d+ bytes\)/);
    expect(readFileSync(join(state, 'mcr', 'quiz.json'), 'utf8')).toBe(big);
  });
});

describe('answers are kept (item 11)', () => {
  it("16 runs at once: every answer counted (merged under a lock)", async () => {
    const state = stateDir();
    const runs = await Promise.all(Array.from({ length: 16 }, (_, i) => run(['--seed', String(i + 1), '--count', '1'], 's\n', state, 120_000)));
    for (const r of runs) {
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
    }
    expect(kept(state).turn).toBe(16);
    expect(existsSync(join(state, 'mcr', 'quiz.json.lock'))).toBe(false);
  }, 180_000);

  it('a lock left by a process that is gone is taken over', async () => {
    const state = stateDir();
    mkdirSync(join(state, 'mcr'));
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(join(state, 'mcr', 'quiz.json.lock'), dead);
    const r = await run(['--seed', '1', '--count', '1'], 's\n', state);
    expect(r.stderr).toBe('');
    expect(kept(state).turn).toBe(1);
  });

  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    it(`${signal} after an answer: the answer is kept, exit ${code}`, async () => {
      const state = stateDir();
      const child = spawn(process.execPath, [bin, 'quiz', '--seed', '3', '--count', '3'], { cwd: root, env: env(state) });
      let stdout = '';
      const ended = new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (d: Buffer) => {
          stdout += d.toString();
          if (/Question 2 of 3/.test(stdout)) resolve();
        });
        child.stdin.write('s\n');
      });
      child.kill(signal);
      expect(await ended).toBe(code);
      expect(kept(state).turn).toBe(1);
    });
  }

  it('a relative XDG_STATE_HOME is ignored (the XDG rules): HOME is used', () => {
    expect(progressPath({ XDG_STATE_HOME: 'state', HOME: '/home/h' })).toBe('/home/h/.local/state/mcr/quiz.json');
    expect(progressPath({ XDG_STATE_HOME: 'state' })).toBe(null);
    expect(progressPath({ XDG_STATE_HOME: '/s', HOME: '/home/h' })).toBe('/s/mcr/quiz.json');
  });
});
