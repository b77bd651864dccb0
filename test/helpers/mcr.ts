/**
 * The command line in-process: main() (src/cli.ts) with a context of fake streams, a
 * fake standard input and its own environment (commands/context.ts), as the built
 * program would run it, without starting a process. The environment is only what a
 * test gives (NO_COLOR=1 unless it says otherwise), never the test runner's.
 * test/cli/ keeps spawning the built bin/mcr.js where the binary itself is what is
 * proved: exit statuses, signals, pipes, the bundle, worker threads.
 */
import { Readable, Writable } from 'node:stream';
import { readFileSync } from 'node:fs';
import { main } from '../../src/cli.js';
import { createContext, type Context, type InStream } from '../../src/commands/context.js';
import { Output } from '../../src/io/output.js';

/** A stream that keeps what is written, as a terminal (isTTY, columns) or not. */
export class Sink extends Writable {
  private chunks: Buffer[] = [];
  constructor(
    readonly isTTY?: boolean,
    readonly columns?: number,
  ) {
    super();
  }
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    // Copied: the writer fills its buffers again once they are sent.
    this.chunks.push(Buffer.from(chunk));
    done();
  }
  /** Everything written, as UTF-8. */
  get text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

export interface RunOptions {
  /** Standard input's text (none: an empty input). */
  input?: string | Buffer;
  /** The environment, added to NO_COLOR=1; undefined takes a variable out. */
  env?: Record<string, string | undefined>;
  /** Standard input, stdout or stderr is a terminal (with `columns` for stdout). */
  stdinTTY?: boolean;
  stdoutTTY?: boolean;
  stderrTTY?: boolean;
  columns?: number;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

const version = (): string => (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** A context of fake streams (what is written kept in `stdout.text`, `stderr.text`), as a test's run has it. */
export function fakeContext(o: RunOptions = {}): { ctx: Context; stdout: Sink; stderr: Sink } {
  const stdout = new Sink(o.stdoutTTY, o.columns);
  const stderr = new Sink(o.stderrTTY, o.columns);
  const w = new Output({ stdout, stderr, exit: (code) => void code });
  const env: NodeJS.ProcessEnv = { NO_COLOR: '1' };
  for (const [k, v] of Object.entries(o.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const stdin = Readable.from(o.input === undefined ? [] : [Buffer.from(o.input)]) as unknown as InStream;
  stdin.isTTY = o.stdinTTY;
  return { ctx: createContext({ w, env, stdin, manualDir: '', version }), stdout, stderr };
}

/** `mcr ARGS` in-process: its exit code, stdout and stderr. */
export async function mcrIn(args: readonly string[], o: RunOptions = {}): Promise<RunResult> {
  const { ctx, stdout, stderr } = fakeContext(o);
  const earned = await main(['node', 'mcr', ...args], ctx);
  await ctx.w.flush();
  return { code: ctx.w.exitCode(earned), stdout: stdout.text, stderr: stderr.text };
}
