/**
 * Reading a named pipe (`mcr -f FIFO`, `mcr session FIFO`, `mcr waits FIFO`): it waits
 * for a writer and reads it to its end, and a signal while it waits ends the program
 * with 128 + the signal's number (a blocked file read used to hold it: signals were
 * ignored). Real processes, real signals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let dir = '';
let n = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcr-fifo-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fifo(): string {
  const path = join(dir, `in-${n++}`);
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  return path;
}

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;

/** Whether process `pid` catches the signals mcr handles (SigCgt in /proc: its handlers are set). */
function catches(pid: number): boolean {
  try {
    const mask = BigInt('0x' + (/^SigCgt:\s*([0-9a-f]+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '0'));
    return Object.values(SIGNALS).every((n) => ((mask >> BigInt(n - 1)) & 1n) === 1n);
  } catch {
    return false;
  }
}

/** Whether process `pid` holds `path` open. */
function holds(pid: number, path: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === path;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/**
 * mcr ARGS FIFO started; `after` runs once it has its signal handlers and holds the
 * pipe open (or 3 s after its handlers, as a blocking open never shows); its exit
 * code and stdout.
 */
function mcr(args: string[], fifo: string, after: (kill: (s: NodeJS.Signals) => void) => void): Promise<{ code: number | null; signal: string | null; out: string }> {
  const child = spawn(process.execPath, ['bin/mcr.js', ...args, fifo], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  let handlersAt = 0;
  const poll = setInterval(() => {
    if (handlersAt === 0 && catches(child.pid!)) handlersAt = Date.now();
    if (child.exitCode !== null || (handlersAt > 0 && (holds(child.pid!, fifo) || Date.now() - handlersAt > 3000))) {
      clearInterval(poll);
      after((s) => child.kill(s));
    }
  }, 50);
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, out });
    }),
  );
}

const HAND = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';

describe.skipIf(process.platform === 'win32')('a named pipe as the input', () => {
  for (const [args, signal, code] of [
    [['-f'], 'SIGTERM', 143],
    [['--json', '-f'], 'SIGINT', 130],
    [['session'], 'SIGINT', 130],
    [['session', '--json'], 'SIGTERM', 143],
    [['waits', '-f'], 'SIGHUP', 129],
  ] as const) {
    it(`mcr ${args.join(' ')} FIFO with no writer: ${signal} ends it, exit ${code}`, async () => {
      const r = await mcr([...args], fifo(), (kill) => kill(signal));
      expect([r.code, r.signal]).toEqual([code, null]);
    });
  }

  it('mcr -f FIFO and mcr session FIFO wait for the writer and read it to its end', async () => {
    const a = fifo();
    const hand = await mcr(['--json', '-f'], a, () => writeFileSync(a, `${HAND}\n${HAND}\n`));
    expect(hand.code).toBe(0);
    expect(hand.out.trim().split('\n').map((l) => JSON.parse(l).verdict)).toEqual(['win', 'win']);
    const b = fifo();
    const log = await mcr(['session', '--json'], b, () => writeFileSync(b, `players A B C D\n1 win B self ${HAND.split(' +')[0]}\n`));
    expect(log.code).toBe(0);
    expect(JSON.parse(log.out).hands).toHaveLength(1);
  });
});
