/**
 * The one output writer of the command line: every command (one hand, a batch in text
 * or --json, --canonical, waits, session, help and error messages) writes through it.
 *
 * - Output is gathered in a buffer per stream and written in one go (never once per
 *   line): when the buffer is full, before a message on the other stream (so that on a
 *   terminal both read in input order), and at flush(). A --json result's bytes go
 *   straight into stdout's buffer (format/json.ts, jsonInto), no string made; written buffers
 *   are filled again once the stream is done with them, rather than fresh ones.
 * - Backpressure on both streams: flush() resolves only when every stream that asked
 *   to wait (a write returned false) has drained. A command reads its next chunk of
 *   input only after flush(), so memory stays bounded whatever the input size.
 * - One reaction to a stream that is closed or fails (EPIPE, ENOSPC, EIO, destroyed):
 *   `stopped` turns true, nothing more is written, and the command stops reading and
 *   working. A reader that went away (EPIPE) is quiet: the exit code stays the one the
 *   output already earned. Any other write error is said once on stderr (when it can
 *   take it) and the exit code is 2.
 * - Signals (SIGINT, SIGTERM, SIGHUP; watch()): the lines already made are written
 *   (only whole lines are ever buffered, so the last record is never cut), both
 *   streams are drained, and the process exits with 128 + the signal number. A second
 *   signal exits at once. SIGPIPE is left as Node has it (ignored: a closed pipe is
 *   an EPIPE write error, above).
 */
import { jsonInto, toJson, type Kind } from '../format/json-writer.js';
import { SCORE_JSON } from '../result.js';
import type { ScoreResult } from '../result.js';

/** Bytes of stdout gathered before a write (more only for one very long result). */
const OUT_BYTES = 1 << 20;
/** Bytes of stderr gathered before a write. */
const ERR_BYTES = 64 * 1024;

/**
 * Room kept free for the next JSON result: one that does not fit writes the buffer
 * out and starts again in an empty one, so a smaller margin only costs more restarts.
 */
const JSON_ROOM = 64 * 1024;

export const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;
export type HandledSignal = keyof typeof SIGNAL_NUMBERS;

/** What a stream needs to be written to (process.stdout and stderr, or a test's own). */
export type OutStream = Pick<NodeJS.WritableStream, 'write' | 'on' | 'off'> & {
  isTTY?: boolean;
  destroyed?: boolean;
  columns?: number;
};

/** Why the output stopped. */
export type Stop =
  | { kind: 'closed' }
  | { kind: 'failed'; message: string }
  | { kind: 'signal'; signal: HandledSignal };

/** Something drawn on the terminal's stderr that must be erased before other output (the progress line). */
export interface Overlay {
  clear(): void;
}

/** One stream's side: a buffer of pending bytes, written in one go. */
class Channel {
  private buf: Buffer;
  private used = 0;
  /**
   * Buffers the stream is done with, filled again rather than fresh ones: the first
   * writes into new memory each fault its pages in, which cost as much as the
   * formatting itself.
   */
  private spare: Buffer[] = [];
  /**
   * The stream asked to wait (a write returned false) and has not said 'drain' yet.
   * Followed from the write on, not from drained(): bytes written between two
   * flush() calls (a worker's output, batch/parallel.ts) may see the 'drain' come
   * before anyone waits for it.
   */
  private full = false;
  private drainWaiters: (() => void)[] = [];
  /** Writes given to the stream that it has not called back yet. */
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    readonly stream: OutStream,
    private readonly size: number,
    private readonly before: () => void,
    private readonly canWrite: () => boolean,
  ) {
    this.buf = Buffer.allocUnsafe(size);
  }

  get pending(): number {
    return this.used;
  }

  text(text: string): void {
    // UTF-8 takes at most 3 bytes for each UTF-16 unit.
    if (this.used + 3 * text.length > this.buf.length) {
      this.writeOut();
      if (3 * text.length > this.buf.length) return this.write(text);
    }
    this.used += this.buf.write(text, this.used);
  }

  json<T>(r: T, kind: Kind<T>): void {
    if (this.buf.length - this.used < JSON_ROOM) this.writeOut();
    let end = jsonInto(kind, r, this.buf, this.used);
    if (end < 0 || end >= this.buf.length) {
      // Too long for the room left: write out what is pending and try an empty buffer;
      // a result that does not fit even that goes as a string.
      this.writeOut();
      end = jsonInto(kind, r, this.buf, 0);
      if (end < 0 || end >= this.buf.length) return this.text(toJson(kind, r) + '\n');
    }
    this.buf[end] = 0x0a;
    this.used = end + 1;
  }

  /**
   * Whole lines made elsewhere: copied into the buffer when they fit in its room, else
   * given to the stream as they are after what is pending; sent() when the stream is
   * done with them.
   */
  bytes(data: Uint8Array, sent: () => void): void {
    if (data.length <= this.buf.length - this.used && data.length < JSON_ROOM) {
      this.buf.set(data, this.used);
      this.used += data.length;
      return sent();
    }
    this.writeOut();
    this.write(data, sent);
  }

  /** Gives the stream what is pending. */
  writeOut(): void {
    if (this.used === 0) return;
    const written = this.buf;
    // Another buffer: the stream may hold on to the one written until it is sent, and
    // gives it back then (two are kept at most).
    const used = this.used;
    this.used = 0;
    this.buf = this.spare.pop() ?? Buffer.allocUnsafe(this.size);
    this.write(written.subarray(0, used), () => {
      if (this.spare.length < 2) this.spare.push(written);
    });
  }

  /** Drops what is pending (the stream is gone). */
  discard(): void {
    this.used = 0;
  }

  private write(data: string | Uint8Array, sent?: () => void): void {
    if (!this.canWrite() || this.stream.destroyed) return;
    this.before();
    this.inFlight++;
    let ok: boolean;
    try {
      ok = this.stream.write(data, () => {
        sent?.();
        this.settled();
      });
    } catch {
      // A stream that throws rather than reporting its error: taken as closed.
      this.settled();
      ok = true;
    }
    if (!ok && !this.full) {
      this.full = true;
      void this.waitFor('drain').then(() => {
        this.full = false;
        for (const w of this.drainWaiters.splice(0)) w();
      });
    }
  }

  private settled(): void {
    if (--this.inFlight > 0) return;
    for (const w of this.idleWaiters.splice(0)) w();
  }

  /** Resolves when the stream can take more (after 'drain'), or is gone. */
  drained(): Promise<void> {
    if (!this.full) return Promise.resolve();
    return new Promise((resolve) => this.drainWaiters.push(resolve));
  }

  /** Resolves when the stream has sent everything given to it, or is gone. */
  idle(): Promise<void> {
    if (this.inFlight === 0 || this.stream.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.waitFor(null).then(resolve, resolve);
    });
  }

  /** Resolves on the event (if any), or when the stream closes or fails. */
  private waitFor(event: 'drain' | null): Promise<void> {
    const s = this.stream;
    return new Promise((resolve) => {
      if (s.destroyed) return resolve();
      const done = () => {
        if (event) s.off(event, done);
        s.off('close', done).off('error', done);
        resolve();
      };
      if (event) s.on(event, done);
      s.on('close', done).on('error', done);
    });
  }
}

export interface OutputOptions {
  stdout?: OutStream;
  stderr?: OutStream;
  /** How the process ends after a signal (tests give their own). */
  exit?: (code: number) => void;
}

export class Output {
  private readonly o: Channel;
  private readonly e: Channel;
  private stop: Stop | null = null;
  private overlay: Overlay | null = null;
  private readonly exit: (code: number) => void;
  private readonly stopListeners: (() => void)[] = [];

  constructor(opts: OutputOptions = {}) {
    const stdout = opts.stdout ?? process.stdout;
    const stderr = opts.stderr ?? process.stderr;
    this.exit = opts.exit ?? ((code) => process.exit(code));
    const open = () => this.stop === null;
    // The progress line (on stderr) is erased before anything else is written to the terminal.
    this.o = new Channel(stdout, OUT_BYTES, () => {
      if (stdout.isTTY) this.overlay?.clear();
    }, open);
    this.e = new Channel(stderr, ERR_BYTES, () => this.overlay?.clear(), open);
  }

  get stdout(): OutStream {
    return this.o.stream;
  }

  get stderr(): OutStream {
    return this.e.stream;
  }

  /** The progress line (drawn on stderr by the batch), erased before other output. */
  setOverlay(overlay: Overlay | null): void {
    this.overlay = overlay;
  }

  // Text on one stream first writes out what is pending on the other, so that on a
  // terminal (or with 2>&1) both read in the order they were made.

  /** Text for stdout (whole lines). */
  out(text: string): void {
    if (this.stop !== null) return;
    if (this.e.pending > 0) this.e.writeOut();
    this.o.text(text);
  }

  /**
   * A --json record as its line, its bytes straight into the buffer: a scoring
   * result unless another schema is given (format/json.ts declares them).
   */
  json(r: ScoreResult): void;
  json<T>(r: T, kind: Kind<T>): void;
  json(r: unknown, kind: Kind<unknown> = SCORE_JSON as Kind<unknown>): void {
    if (this.stop !== null) return;
    if (this.e.pending > 0) this.e.writeOut();
    this.o.json(r, kind);
  }

  /**
   * Whole lines for stdout made elsewhere (a worker's share of a --json batch,
   * batch/parallel.ts), written without a copy; sent() once the stream is done with
   * the bytes, so that their memory can be used again.
   */
  bytes(data: Uint8Array, sent: () => void): void {
    if (this.stop !== null) return;
    if (this.e.pending > 0) this.e.writeOut();
    this.o.bytes(data, sent);
  }

  /** Text for stderr (whole lines). */
  err(text: string): void {
    if (this.stop !== null) return;
    if (this.o.pending > 0) this.o.writeOut();
    this.e.text(text);
  }

  /** Writes at once to stderr, bypassing the buffers (the progress line). */
  errNow(text: string): void {
    if (this.stop !== null) return;
    this.o.writeOut();
    this.e.writeOut();
    try {
      this.e.stream.write(text);
    } catch {
      // Nowhere left to say it.
    }
  }

  /** Set once a stream closed or failed, or a signal came: stop reading and working. */
  get stopped(): boolean {
    return this.stop !== null;
  }

  get stopReason(): Stop | null {
    return this.stop;
  }

  /**
   * Calls `listener` once the output stops (at once if it has): for a command that
   * waits on something other than its output (`mcr web`'s server).
   */
  onStop(listener: () => void): void {
    if (this.stop !== null) listener();
    else this.stopListeners.push(listener);
  }

  private stopWith(stop: Stop): void {
    const first = this.stop === null;
    this.stop = stop;
    if (first) for (const l of this.stopListeners.splice(0)) l();
  }

  /** Writes what is pending; resolves when both streams can take more (or are gone). */
  async flush(): Promise<void> {
    // Only one of them has anything pending (see out and err).
    this.o.writeOut();
    this.e.writeOut();
    await Promise.all([this.o.drained(), this.e.drained()]);
  }

  /** The exit code: 128 + the signal after one, at least 2 after a write error, else the one earned. */
  exitCode(earned: number): number {
    const s = this.stop;
    if (s?.kind === 'signal') return 128 + SIGNAL_NUMBERS[s.signal];
    if (s?.kind === 'failed') return earned >= 128 ? earned : 2;
    return earned;
  }

  /** A stream reported an error: stop; say it unless the reader went away. */
  failed(stream: 'stdout' | 'stderr', e: NodeJS.ErrnoException): void {
    if (this.stop?.kind === 'signal' || this.stop?.kind === 'failed') return;
    const quiet = e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED';
    this.o.discard();
    this.e.discard();
    this.stopWith(quiet ? { kind: 'closed' } : { kind: 'failed', message: e.message });
    if (!quiet && stream === 'stdout' && !this.e.stream.destroyed) {
      try {
        this.e.stream.write(`mcr: cannot write the output: ${e.message}\n`);
      } catch {
        // Nowhere left to say it.
      }
    }
  }

  /**
   * A signal: write the whole lines already made, wait until both streams have sent
   * them, and exit with 128 + its number. A second signal exits at once.
   */
  signal(signal: HandledSignal): void {
    const code = 128 + SIGNAL_NUMBERS[signal];
    if (this.stop?.kind === 'signal') return this.exit(code);
    this.o.writeOut();
    this.e.writeOut();
    if (this.stop === null) this.overlay?.clear();
    this.stopWith({ kind: 'signal', signal });
    void Promise.all([this.o.idle(), this.e.idle()]).then(() => this.exit(code));
  }

  /** Listens to both streams' errors and to the signals (the program does this once). */
  watch(signals: readonly HandledSignal[] = ['SIGINT', 'SIGTERM', 'SIGHUP']): this {
    this.o.stream.on('error', (e: NodeJS.ErrnoException) => this.failed('stdout', e));
    this.e.stream.on('error', (e: NodeJS.ErrnoException) => this.failed('stderr', e));
    for (const s of signals) process.on(s, () => this.signal(s));
    return this;
  }
}

/** Lets the event loop run (stream errors, signals) during a long stretch of work. */
export const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
