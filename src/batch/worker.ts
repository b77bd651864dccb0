/**
 * A worker thread of a parallel --json batch (batch/parallel.ts): pieces of input in,
 * each piece's output bytes and counts out. The lines go through the same Batch as in
 * the main thread (run.ts, scorePiece), writing into a growable buffer with the same
 * JSON writer (format/json.ts), so the bytes are those of the single-thread run.
 *
 * Started from bin/mcr.js (the bundle, src/bin.ts) or dist/batch/worker-entry.js.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { jsonInto } from '../format/json-writer.js';
import { SCORE_JSON } from '../result.js';
import type { ScoreResult } from '../result.js';
import { scorePiece, type Piece } from './pieces.js';
import { Batch, type BatchOptions, type Writer } from './run.js';
import type { TallyCounts } from './summary.js';
import { describeError } from '../errors.js';

/**
 * main → worker: a piece of input, and shared memory to write its output into (used
 * again). Shared, never transferred: transferring an ArrayBuffer detaches it, and the
 * first detach anywhere in an isolate makes V8 check every typed array access for it
 * from then on (its detaching protector), which slowed the JSON writer of both threads.
 */
export interface Job {
  seq: number;
  file: string;
  piece: Piece;
  buffer: SharedArrayBuffer | null;
}

/**
 * worker → main: the piece's output (bytes 0..length of buffer) and counts, or why it
 * failed. The buffer is the job's shared one, or (a piece whose output outgrew it, or
 * without one) memory of the worker's, copied by postMessage.
 */
export type Done =
  | { seq: number; ok: true; buffer: SharedArrayBuffer | ArrayBuffer; length: number; done: number; tally: TallyCounts }
  | { seq: number; ok: false; message: string };

/** What a worker is started with. */
export interface WorkerSetup {
  mcrWorker: true;
  opts: BatchOptions;
}

/**
 * What a worker of a line command's batch (batch/judges.ts) is started with: the
 * judge (JUDGES) and its options.
 */
export interface JudgeSetup {
  mcrWorker: true;
  judge: keyof typeof JUDGES;
  options: unknown;
}

/** main → worker: a line's text (judges.ts). */
export interface JudgeJob {
  seq: number;
  text: string;
}

/** worker → main: its result (plain data), or that it could not be made (the main thread judges it again). */
export type Judged = { seq: number; ok: true; r: unknown } | { seq: number; ok: false };

/** The judges a line command's workers run, loaded only in those workers. */
const JUDGES = {
  advise: async () => {
    const { advise } = await import('../advice/advise.js');
    return (text: string, options: unknown) => advise(text, options as Parameters<typeof advise>[1]);
  },
};

/** A Writer into one growable buffer: --json output only (a --json batch writes no stderr). */
export class BytesWriter implements Writer {
  buf: Buffer;
  at = 0;

  /** buf: memory of this thread's, filled again (grown when a piece needs more). */
  constructor(buf: Buffer) {
    this.buf = buf;
  }

  out(text: string): void {
    this.room(3 * text.length);
    this.at += this.buf.write(text, this.at);
  }

  json(r: ScoreResult): void {
    for (;;) {
      const end = jsonInto(SCORE_JSON, r, this.buf, this.at);
      if (end >= 0 && end < this.buf.length) {
        this.buf[end] = 0x0a;
        this.at = end + 1;
        return;
      }
      this.room(2 * this.buf.length);
    }
  }

  err(): void {
    throw new Error('a --json batch writes nothing on stderr');
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.buf.length) return;
    const bigger = Buffer.allocUnsafeSlow(Math.max(2 * this.buf.length, this.at + bytes));
    this.buf.copy(bigger, 0, 0, this.at);
    this.buf = bigger;
  }
}

/**
 * The thread's own output memory, filled again for each piece. The JSON is written
 * here and then copied into the job's shared memory, not written there: V8's code for
 * typed arrays over shared memory is slower, and one isolate writing into both kinds
 * makes the JSON writer slower for both (measured: 12,000 results 65 ms plain, 76 ms
 * shared, 115 ms mixed).
 */
let scratch: Buffer | null = null;

/** One job: the piece through a Batch of its own. */
export function runJob(opts: BatchOptions, job: Job): Done {
  try {
    const w = new BytesWriter(scratch ?? Buffer.allocUnsafeSlow(2 * 1024 * 1024));
    const batch = new Batch(opts, w);
    scorePiece(job.piece, job.file, batch);
    scratch = w.buf;
    const { hands, wins, belowMinimum, notWinning, errors, best } = batch.tally;
    const out = job.buffer !== null && job.buffer.byteLength >= w.at ? new Uint8Array(job.buffer, 0, w.at) : new Uint8Array(w.at);
    out.set(w.buf.subarray(0, w.at));
    const buffer = out.buffer as SharedArrayBuffer | ArrayBuffer;
    return { seq: job.seq, ok: true, buffer, length: w.at, done: batch.done, tally: { hands, wins, belowMinimum, notWinning, errors, best } };
  } catch (e) {
    return { seq: job.seq, ok: false, message: describeError(e, true) };
  }
}

/** The worker's loop: answers each job in turn. False when not in a worker thread. */
export function serve(): boolean {
  const port = parentPort;
  if (port === null) return false;
  const setup = workerData as WorkerSetup | JudgeSetup;
  if ('judge' in setup) {
    // Registered at once (messages are not lost while the judge loads), answered in order.
    const judge = JUDGES[setup.judge]();
    port.on('message', (job: JudgeJob) => {
      void judge.then(
        (f) => {
          try {
            port.postMessage({ seq: job.seq, ok: true, r: f(job.text, setup.options) } satisfies Judged);
          } catch {
            // It threw, or its result could not be cloned.
            port.postMessage({ seq: job.seq, ok: false } satisfies Judged);
          }
        },
        () => port.postMessage({ seq: job.seq, ok: false } satisfies Judged),
      );
    });
    return true;
  }
  const { opts } = setup;
  port.on('message', (job: Job) => {
    const done = runJob(opts, job);
    port.postMessage(done);
  });
  return true;
}
