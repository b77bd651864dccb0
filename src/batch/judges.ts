/**
 * A line command's batch over worker threads (`mcr advise` with chances, whose lines
 * take tens of milliseconds to seconds each): the results come out in input order,
 * shown by the main thread as the single-thread run shows them, so the output is that
 * run's, byte for byte. Only the judging moves: a worker (worker.ts, serveJudge) reads
 * a line's text and answers its result object (structured clone: plain data).
 *
 * Until more than `after` lines have come, the main thread judges them itself. Then
 * the workers start (batch/parallel.ts's workerFile and WORKER_ARG, as the scorer's
 * batch) and warm up on copies of the line at hand (WARM_UP); then each line goes to the live worker with the fewest waiting unless every one
 * has DEPTH waiting, when the main thread judges it itself (with 2 cores: one worker
 * and the main thread). The main thread lets the event loop run after each line it
 * judges (a worker's answers, a signal), so a worker never waits long for more.
 *
 * - Bounded: at most `LIMIT` lines are out (sent, or judged and not yet shown); the
 *   reading waits (add()) until the oldest is shown.
 * - A worker that fails (an answer it could not make, or the thread ends) loses
 *   nothing: its lines are judged by the main thread, in their turn, where an
 *   exception goes where it goes in the single-thread run.
 * - Workers keep the process alive only while they have work (ref/unref), and are
 *   ended with the batch or when the output stops (a closed pipe, a signal).
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism, loadavg } from 'node:os';
import { tick, type Output } from '../io/output.js';
import { workerFile } from './parallel.js';
import { WORKER_ARG } from './worker-arg.js';
import type { JudgeJob, Judged, JudgeSetup } from './worker.js';

/** Lines waiting at a worker: enough to keep it busy between the main thread's turns. */
const DEPTH = 3;
/** Lines out at a time (at a worker, or judged and waiting for the ones before). */
const LIMIT = 32;

/**
 * Lines judged by the main thread before the worker threads start. A worker costs
 * about half a second of CPU before it judges at full speed (its isolate loads and
 * compiles the search again), a few lines with chances.
 */
export const JUDGES_AFTER = 4;

/**
 * Whether a core is free for a worker: the one-minute load average below the cores
 * less half a core. On the shared 2-core development machine (load average 5 to 15)
 * a worker found no free core: two threads took 1.3 to 1.5 times the CPU of one (the
 * worker compiles the search again) and were no quicker by the clock (0.6 to 0.9
 * times the rate of one thread), so without MCR_WORKERS a batch starts one only when
 * this holds.
 */
export function coreFree(load = loadavg()[0], cores = availableParallelism()): boolean {
  return load < cores - 0.5;
}

export interface JudgesOptions {
  /** Worker threads (the main thread judges a line when every one has DEPTH waiting). */
  workers: number;
  /** Lines judged before they start. */
  after: number;
  /** What the workers judge with (worker.ts's JUDGES), and its options. */
  setup: JudgeSetup;
  /** The worker's file (tests give their own). */
  file?: URL;
}

/** One line: its text for a worker (null: judged here, e.g. a line that could not be read), how to judge it here, what to do with its result. */
export interface JudgeLine<R> {
  text: string | null;
  here: () => R;
  show: (r: R) => void;
}

interface Entry<R> {
  line: JudgeLine<R>;
  /** 'out': at a worker; 'done': r holds the result; 'here': to be judged by the main thread in its turn. */
  state: 'out' | 'done' | 'here';
  r?: R;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Entry<unknown>>;
  alive: boolean;
  /** Warm-up lines not yet answered (WARM_UP): no line of the batch is sent before. */
  warming: number;
  /** Resolves when it has warmed up, or failed. */
  warm: Promise<void>;
}

/**
 * Lines a new worker judges for nothing (copies of the line at hand) before it gets
 * the batch's: its first lines take ten times as long (its isolate compiles the search
 * again), and the output, in input order, would wait for them.
 */
const WARM_UP = 2;
/** The seq of a warm-up line: its answer is dropped. */
const WARM_UP_SEQ = -1;

export class Judges<R> {
  private readonly slots: Slot[] = [];
  private started = false;
  private lines = 0;
  private seq = 0;
  private next = 0;
  private readonly entries = new Map<number, Entry<R>>();
  private waiters: (() => void)[] = [];

  constructor(
    private readonly w: Output,
    private readonly opts: JudgesOptions,
  ) {}

  /** A line, in input order; resolves when there is room for the next one. */
  async add(line: JudgeLine<R>): Promise<void> {
    if (this.w.stopped) return;
    if (line.text !== null && !this.started && ++this.lines > this.opts.after) this.start(line.text);
    const seq = this.seq++;
    const slot = line.text === null ? null : this.idlest();
    const entry: Entry<R> = { line, state: 'here' };
    this.entries.set(seq, entry);
    if (slot !== null && line.text !== null) {
      entry.state = 'out';
      slot.jobs.set(seq, entry as Entry<unknown>);
      if (slot.jobs.size === 1) slot.worker.ref();
      slot.worker.postMessage({ seq, text: line.text } satisfies JudgeJob);
    } else {
      entry.r = line.here();
      entry.state = 'done';
      // A worker's answers (and a signal) between two lines judged here.
      if (this.started) await tick();
    }
    this.drain();
    while (this.seq - this.next >= LIMIT && !this.w.stopped) await this.wait();
  }

  /** Resolves when the workers started have warmed up (or failed): tests send them lines for sure. */
  async warmedUp(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.warm));
  }

  /** Every line shown (or the output stopped); the workers ended. */
  async finish(): Promise<void> {
    this.drain();
    while (this.next < this.seq && !this.w.stopped) await this.wait();
    // Not waited for: an unref'd worker's exit would not keep the process alive.
    for (const s of this.slots) void s.worker.terminate();
  }

  /** Resolves at a worker's next answer (or loss); then shows what it can. */
  private async wait(): Promise<void> {
    await new Promise<void>((resolve) => this.waiters.push(resolve));
    this.drain();
  }

  /** The live worker with the fewest lines waiting, if it has fewer than DEPTH; else null. */
  private idlest(): Slot | null {
    let best: Slot | null = null;
    for (const s of this.slots) if (s.alive && s.warming <= 0 && (best === null || s.jobs.size < best.jobs.size)) best = s;
    return best !== null && best.jobs.size < DEPTH ? best : null;
  }

  /** The workers, each warmed up on copies of this line. */
  private start(warmUp: string): void {
    this.started = true;
    for (let i = 0; i < this.opts.workers; i++) {
      const worker = new Worker(this.opts.file ?? workerFile(), { workerData: this.opts.setup, argv: [WORKER_ARG] });
      let warmed = (): void => {};
      const slot: Slot = { worker, jobs: new Map(), alive: true, warming: WARM_UP, warm: new Promise((resolve) => (warmed = resolve)) };
      worker.unref();
      worker.on('message', (d: Judged) => (d.seq !== WARM_UP_SEQ ? this.answered(slot, d) : --slot.warming === 0 && warmed()));
      worker.on('error', () => (this.lost(slot), warmed()));
      worker.on('exit', () => (this.lost(slot), warmed()));
      for (let k = 0; k < WARM_UP; k++) worker.postMessage({ seq: WARM_UP_SEQ, text: warmUp } satisfies JudgeJob);
      this.slots.push(slot);
    }
  }

  private answered(slot: Slot, d: Judged): void {
    const entry = slot.jobs.get(d.seq);
    if (entry === undefined) return;
    slot.jobs.delete(d.seq);
    if (slot.jobs.size === 0) slot.worker.unref();
    if (d.ok) {
      entry.r = d.r;
      entry.state = 'done';
    } else entry.state = 'here';
    this.wake();
  }

  /** A worker that failed or ended: its lines are judged here, in their turn. */
  private lost(slot: Slot): void {
    if (!slot.alive) return;
    slot.alive = false;
    for (const entry of slot.jobs.values()) entry.state = 'here';
    slot.jobs.clear();
    slot.worker.unref();
    this.wake();
  }

  private wake(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  /**
   * Shows what is ready, in input order, up to the first line still at a worker. Only
   * from the main flow (add, finish), never from an event: a line judged here after
   * all may throw, as it would in the single-thread run.
   */
  private drain(): void {
    for (let e = this.entries.get(this.next); e !== undefined && e.state !== 'out'; e = this.entries.get(this.next)) {
      if (this.w.stopped) return;
      if (e.state === 'here') e.r = e.line.here();
      this.entries.delete(this.next++);
      e.line.show(e.r as R);
    }
  }
}
