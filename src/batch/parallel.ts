/**
 * A --json batch over worker threads, output in input order (README "Speed").
 *
 * The main thread reads the input and cuts it into pieces of whole lines (pieces.ts).
 * Until more than `after` lines have come, it scores them itself, as the single-thread
 * path does. Then the workers start (worker.ts), and warm up on a copy of the piece
 * at hand (WARM_UP) while the main thread goes on alone; then each piece goes to the worker with
 * the fewest waiting, unless every worker has two waiting, when the main thread scores
 * it itself (so with 2 cores: one worker and the main thread). A piece scored away
 * from the main thread's writer comes out as one buffer, written strictly in input
 * order once the pieces before it are written; their counts are added in the same order.
 *
 * - Bounded: at most `2 * workers + 4` pieces are out at a time; the reading waits
 *   (push()) until the oldest is written. Output buffers go back to be filled again.
 * - A worker that fails (an exception, or the thread dies) loses nothing: its pieces are
 *   scored again by the main thread, in their place; no more are sent to it.
 * - Workers keep the process alive only while they have work (ref/unref), and are ended
 *   with the batch, or when the output stops (a closed pipe, a signal).
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { Output } from '../io/output.js';
import { scorePiece, Pieces, type Piece } from './pieces.js';
import type { Feed } from './feed.js';
import type { Batch, BatchOptions } from './run.js';
import { WORKER_ARG } from './worker-arg.js';
import { runJob, type Done, type Job, type WorkerSetup } from './worker.js';

/** The bundle (scripts/bundle.mjs) defines this: its workers run bin/mcr.js, as the main thread. */
declare const MCR_WORKER_ENTRY: string | undefined;

/** The file a worker runs: bin/mcr.js from the bundle, else dist/batch/worker-entry.js. */
export const workerFile = (): URL =>
  new URL(typeof MCR_WORKER_ENTRY === 'string' ? MCR_WORKER_ENTRY : './worker-entry.js', import.meta.url);

/**
 * Lines read before the worker threads start. A worker costs about a second of CPU
 * before it scores at full speed (its own isolate compiles and optimises the scorer
 * again), so a batch shorter than this is scored faster by the main thread alone.
 */
export const WORKERS_AFTER = 50_000;

/**
 * Threads that score a --json batch, the main thread included: MCR_WORKERS when set,
 * at most one a core (`cores`: os.availableParallelism()); else 2 when there are two
 * cores or more (one worker beside the main thread), 1 on one core (the single-thread
 * path). Two, not one a core: on the quiet 2-core development machine one worker made
 * 1,000,000 lines 1.1 to 1.4 times quicker (wall; about 40% more CPU, since the worker
 * compiles the scorer again) and kept the peak RSS under 190 MB, while two workers took
 * more CPU and memory (233 MB) for no gain there; more cores are unmeasured.
 */
export function threadCount(env: NodeJS.ProcessEnv, cores = availableParallelism()): number {
  const n = Number(env.MCR_WORKERS);
  if (env.MCR_WORKERS !== undefined && Number.isInteger(n) && n >= 1) return Math.min(n, Math.max(cores, 2));
  return cores >= 2 ? 2 : 1;
}

/** Lines before workers start: MCR_WORKERS_AFTER when set, else `otherwise` (the scorer's WORKERS_AFTER). */
export function workersAfter(env: NodeJS.ProcessEnv, otherwise = WORKERS_AFTER): number {
  const n = Number(env.MCR_WORKERS_AFTER);
  return env.MCR_WORKERS_AFTER !== undefined && Number.isInteger(n) && n >= 0 ? n : otherwise;
}

export interface ParallelOptions {
  /** Worker threads (besides the main thread, which scores a piece when every worker has two waiting). */
  workers: number;
  /** Lines read before they start. */
  after: number;
  /** Bytes of input a piece takes (pieces.ts; tests give fewer). */
  pieceBytes?: number;
  /** The worker's file (tests give their own). */
  file?: URL;
}

interface Slot {
  worker: Worker;
  /** The jobs sent to it and not yet answered, by seq. */
  jobs: Map<number, Job>;
  alive: boolean;
  /** Warm-up pieces not yet answered (WARM_UP): no piece of the batch is sent before. */
  warming: number;
}

/**
 * Pieces a new worker scores for nothing before it gets the batch's: its first pieces
 * are slow (its isolate compiles the scorer again), and the main thread, which scores
 * meanwhile, would soon wait for them to be written in order.
 */
const WARM_UP = 3;
/** Bytes of each piece's shared output memory: about 25 bytes of JSON a byte of hand. */
const SHARED_BYTES = 2 * 1024 * 1024;

/** The seq of a warm-up piece: its answer is dropped. */
const WARM_UP_SEQ = -1;

type Ready = { kind: 'done'; done: Extract<Done, { ok: true }> } | { kind: 'here'; run: () => void };

export class ParallelFeed implements Feed {
  private readonly slots: Slot[] = [];
  private started = false;
  /** Lines of input seen (workers start after opts.after). */
  private lines = 0;
  /** The next piece's number, and the next to be written. */
  private seq = 0;
  private next = 0;
  /** Answered pieces (and pieces the main thread scores) waiting for their turn. */
  private readonly ready = new Map<number, Ready>();
  /** Output memory (shared with the workers, worker.ts) written and back, to be filled again. */
  private readonly spare: SharedArrayBuffer[] = [];
  private waiters: (() => void)[] = [];
  private pieces: Pieces;
  private file = '-';
  private readonly limit: number;
  private readonly setup: WorkerSetup;

  constructor(
    private readonly batch: Batch,
    private readonly batchOpts: BatchOptions,
    private readonly w: Output,
    private readonly opts: ParallelOptions,
  ) {
    // Two waiting at each worker, and a few scored here while a worker is slow (as at its start).
    this.limit = 2 * opts.workers + 4;
    this.pieces = new Pieces(opts.pieceBytes);
    this.setup = { mcrWorker: true, opts: { ...batchOpts, text: undefined } };
  }

  open(file: string): void {
    this.file = file;
    this.pieces = new Pieces(this.opts.pieceBytes);
  }

  push(chunk: Buffer): Promise<void> {
    for (const piece of this.pieces.push(chunk)) this.add(piece);
    return this.room();
  }

  unreadable(e: unknown): void {
    const file = this.file;
    this.here(() => this.batch.unreadable(file, e));
  }

  close(): void {
    for (const piece of this.pieces.end()) this.add(piece);
  }

  async finish(): Promise<void> {
    while (this.next < this.seq && !this.w.stopped) await new Promise<void>((resolve) => this.waiters.push(resolve));
    // Not waited for: an unref'd worker's exit event would not keep the process alive.
    for (const s of this.slots) void s.worker.terminate();
  }

  /** Resolves when fewer than `limit` pieces are out (or the output stopped). */
  private async room(): Promise<void> {
    while (this.seq - this.next >= this.limit && !this.w.stopped) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private add(piece: Piece): void {
    const file = this.file;
    if (piece.kind === 'bytes') this.lines += piece.lines;
    if (!this.started && this.lines > this.opts.after && piece.kind === 'bytes') this.start(piece);
    const slot = piece.kind === 'bytes' ? this.idlest() : null;
    if (slot === null) return this.here(() => scorePiece(piece, file, this.batch));
    const job: Job = { seq: this.seq++, file, piece, buffer: this.spare.pop() ?? new SharedArrayBuffer(SHARED_BYTES) };
    if (slot.jobs.size >= 2) {
      // Every worker has work waiting: this piece is scored here, into a buffer of its
      // own until its turn.
      const d = runJob(this.setup.opts, job);
      this.ready.set(job.seq, d.ok ? { kind: 'done', done: d } : { kind: 'here', run: () => scorePiece(piece, file, this.batch) });
      return this.drain();
    }
    slot.jobs.set(job.seq, job);
    if (slot.jobs.size === 1) slot.worker.ref();
    slot.worker.postMessage(job);
  }

  /** Work the main thread does itself, in its turn. */
  private here(run: () => void): void {
    this.ready.set(this.seq++, { kind: 'here', run });
    this.drain();
  }

  /** The live, warmed-up worker with the fewest jobs, or null (none yet, or all failed). */
  private idlest(): Slot | null {
    let best: Slot | null = null;
    for (const s of this.slots) if (s.alive && s.warming <= 0 && (best === null || s.jobs.size < best.jobs.size)) best = s;
    return best;
  }

  /** The workers, each warmed up on a copy of this piece. */
  private start(warmUp: Piece): void {
    this.started = true;
    const setup = this.setup;
    for (let i = 0; i < this.opts.workers; i++) {
      const worker = new Worker(this.opts.file ?? workerFile(), { workerData: setup, argv: [WORKER_ARG] });
      const slot: Slot = { worker, jobs: new Map(), alive: true, warming: WARM_UP };
      worker.unref();
      worker.on('message', (d: Done) => (d.seq === WARM_UP_SEQ ? slot.warming-- : this.answered(slot, d)));
      worker.on('error', () => this.lost(slot));
      worker.on('exit', () => this.lost(slot));
      for (let k = 0; k < WARM_UP; k++) worker.postMessage({ seq: WARM_UP_SEQ, file: this.file, piece: warmUp, buffer: null } satisfies Job);
      this.slots.push(slot);
    }
  }

  private answered(slot: Slot, d: Done): void {
    const job = slot.jobs.get(d.seq);
    if (job === undefined) return;
    slot.jobs.delete(d.seq);
    if (slot.jobs.size === 0) slot.worker.unref();
    if (d.ok) this.ready.set(d.seq, { kind: 'done', done: d });
    else this.ready.set(d.seq, { kind: 'here', run: () => scorePiece(job.piece, job.file, this.batch) });
    this.drain();
  }

  /** A worker that failed or ended: its pieces are scored here, in their turn. */
  private lost(slot: Slot): void {
    if (!slot.alive) return;
    slot.alive = false;
    for (const job of slot.jobs.values()) this.ready.set(job.seq, { kind: 'here', run: () => scorePiece(job.piece, job.file, this.batch) });
    slot.jobs.clear();
    slot.worker.unref();
    this.drain();
  }

  /** Writes what is ready in input order, up to the first piece still out. */
  private drain(): void {
    for (let r = this.ready.get(this.next); r !== undefined; r = this.ready.get(this.next)) {
      this.ready.delete(this.next++);
      if (this.w.stopped) continue;
      if (r.kind === 'here') {
        r.run();
        continue;
      }
      const { buffer, length, done, tally } = r.done;
      this.batch.absorb(done, tally);
      const again = () => buffer instanceof SharedArrayBuffer && this.spare.length < this.limit && this.spare.push(buffer);
      if (length > 0) this.w.bytes(new Uint8Array(buffer, 0, length), again);
      else again();
    }
    for (const wake of this.waiters.splice(0)) wake();
  }
}
