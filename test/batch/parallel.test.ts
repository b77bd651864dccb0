/**
 * The parallel --json batch (batch/parallel.ts, pieces.ts, worker.ts) against the
 * single-thread one (batch/feed.ts), on streams of the test's own: the same bytes in
 * the same order, the same counts and exit code, whatever the chunks, the pieces and
 * the workers (real ones from dist/, built by npm test's pretest, and ones that fail).
 */
import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { SerialFeed, type Feed } from '../../src/batch/feed.js';
import { LineSplitter, type Line } from '../../src/batch/lines.js';
import { ParallelFeed, threadCount, workersAfter, WORKERS_AFTER, type ParallelOptions } from '../../src/batch/parallel.js';
import { Pieces, scorePiece } from '../../src/batch/pieces.js';
import { Batch, type BatchOptions } from '../../src/batch/run.js';
import { Output } from '../../src/io/output.js';
import { goldenHands } from '../helpers/golden.js';

const realWorker = new URL('../../dist/batch/worker-entry.js', import.meta.url);
const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);

/** Golden hands with every kind of line a batch meets between them; no final newline. */
function mixedInput(): Buffer {
  const parts: Buffer[] = [];
  goldenHands()
    .slice(0, 3000)
    .forEach((hand, i) => {
      parts.push(Buffer.from(hand));
      if (i % 97 === 0) parts.push(Buffer.from('123x'));
      if (i % 199 === 0) parts.push(Buffer.from([0xff, 0x20, 0x31, 0x62]));
      if (i % 299 === 0) parts.push(Buffer.from('# a comment'), Buffer.from(''), Buffer.from('   '));
      if (i % 401 === 0) parts.push(Buffer.from(hand + '\r'), Buffer.from('\ufeff' + hand));
      if (i === 1000) parts.push(Buffer.from('1b'.repeat(150_000)));
      if (i === 1500) parts.push(Buffer.from(' '.repeat(300_000) + '# long comment'));
      if (i === 2000) parts.push(Buffer.from('1b'.repeat(25_000)));
    });
  return Buffer.concat(parts.flatMap((p, i) => (i === 0 ? [p] : [Buffer.from('\n'), p])));
}

function sink() {
  const sent: Buffer[] = [];
  const stream = {
    isTTY: false,
    on: () => stream,
    off: () => stream,
    write(data: Buffer | string, done?: () => void): boolean {
      sent.push(Buffer.from(data)); // a copy: the writer may fill the memory again after done()
      setImmediate(() => done?.());
      return true;
    },
  };
  return { stream: stream as unknown as NodeJS.WriteStream, text: () => Buffer.concat(sent).toString('utf8') };
}

type Make = (batch: Batch, opts: BatchOptions, w: Output) => Feed;

/** The inputs through a feed as cli.ts does, in chunks of `chunk` bytes. */
async function feedAll(make: Make, inputs: [string, Buffer][], chunk: number, summaryOnly = false) {
  const out = sink();
  const err = sink();
  const w = new Output({ stdout: out.stream, stderr: err.stream });
  const opts: BatchOptions = { json: true, summaryOnly, canonical: false };
  const batch = new Batch(opts, w);
  const feed = make(batch, opts, w);
  for (const [file, bytes] of inputs) {
    feed.open(file);
    for (let i = 0; i < bytes.length; i += chunk) {
      await feed.push(bytes.subarray(i, i + chunk));
      await w.flush();
    }
    batch.inputRead();
    feed.close();
  }
  await feed.finish();
  batch.end();
  await w.flush();
  return { out: out.text(), err: err.text(), code: batch.exitCode, tally: JSON.stringify(batch.tally), done: batch.done };
}

const serial: Make = (batch) => new SerialFeed(batch);
const parallel =
  (o: Partial<ParallelOptions>): Make =>
  (batch, opts, w) =>
    new ParallelFeed(batch, opts, w, { workers: 2, after: 0, pieceBytes: 4096, file: realWorker, ...o });

describe('Pieces: an input cut into pieces reads as the same lines', () => {
  const input = mixedInput();
  const splitterLines = (): Line[] => {
    const s = new LineSplitter();
    return [...s.push(input), ...s.end()];
  };
  for (const [chunk, pieceBytes] of [
    [1_000, 700],
    [7_777, 4_096],
    [65_536, 48 * 1024],
    [400_000, 100_000],
  ]) {
    it(`chunks of ${chunk} bytes, pieces of ${pieceBytes}`, () => {
      const pieces = new Pieces(pieceBytes);
      const all = [];
      for (let i = 0; i < input.length; i += chunk) all.push(...pieces.push(input.subarray(i, i + chunk)));
      all.push(...pieces.end());
      const lines: Line[] = [];
      const batch = { line: (l: Line) => lines.push(l) } as unknown as Batch;
      for (const p of all) scorePiece(p, '-', batch);
      expect(lines).toEqual(splitterLines());
      // Small chunks: the lines too long to hold came out on their own, as Lines.
      if (chunk < 10_000) expect(all.filter((p) => p.kind === 'line').length).toBe(2);
    });
  }
});

describe('ParallelFeed: the single-thread output, byte for byte', { timeout: 60_000 }, () => {
  const input = mixedInput();
  const small = Buffer.from(goldenHands().slice(0, 500).join('\n') + '\n');

  it('real workers, several inputs, chunks cut anywhere', async () => {
    const inputs: [string, Buffer][] = [
      ['a.txt', input],
      ['-', small],
      ['b.txt', input],
    ];
    const want = await feedAll(serial, inputs, 7_777);
    for (const o of [{ workers: 1 }, { workers: 2 }, { workers: 3, after: 2_000 }]) {
      const got = await feedAll(parallel(o), inputs, 7_777);
      expect(got).toEqual(want);
    }
    // Every hand line has its line: the errors are in their place too.
    expect(want.out.split('\n').length - 1).toBe(want.done);
    expect(want.code).toBe(2);
  });

  it('--summary-only: the same counts and best hand from the workers', async () => {
    const inputs: [string, Buffer][] = [['a.txt', input]];
    const want = await feedAll(serial, inputs, 65_536, true);
    expect(await feedAll(parallel({ workers: 2 }), inputs, 65_536, true)).toEqual(want);
    expect(want.out).toMatch(/^\{"schema":"mcr-summary\/1",/);
  });

  it('a worker that answers every piece with a failure: the main thread scores them, nothing lost', async () => {
    const inputs: [string, Buffer][] = [['a.txt', input]];
    const want = await feedAll(serial, inputs, 7_777);
    expect(await feedAll(parallel({ workers: 2, file: fixture('refusing-worker.mjs') }), inputs, 7_777)).toEqual(want);
  });

  it('a worker that dies with pieces waiting: they are scored here, in their place', async () => {
    const inputs: [string, Buffer][] = [['a.txt', input]];
    const want = await feedAll(serial, inputs, 7_777);
    expect(await feedAll(parallel({ workers: 1, file: fixture('dying-worker.mjs') }), inputs, 7_777)).toEqual(want);
    expect(await feedAll(parallel({ workers: 2, file: fixture('dying-worker.mjs') }), inputs, 7_777)).toEqual(want);
  });

  it('a worker file that cannot start: the main thread scores everything', async () => {
    const inputs: [string, Buffer][] = [['a.txt', small]];
    const want = await feedAll(serial, inputs, 4_096);
    expect(await feedAll(parallel({ workers: 2, file: fixture('no-such-worker.mjs') }), inputs, 4_096)).toEqual(want);
  });
});

describe('threads: MCR_WORKERS and MCR_WORKERS_AFTER', () => {
  it('MCR_WORKERS sets the threads (at most one a core, 2 on one core); without it, 2 on two cores or more, 1 on one', () => {
    expect(threadCount({ MCR_WORKERS: '1' })).toBe(1);
    expect(threadCount({ MCR_WORKERS: '2' })).toBe(2);
    expect(threadCount({ MCR_WORKERS: '999' })).toBe(Math.max(availableParallelism(), 2));
    expect(threadCount({ MCR_WORKERS: '999' }, 8)).toBe(8);
    expect(threadCount({ MCR_WORKERS: '1' }, 8)).toBe(1);
    expect(threadCount({}, 1)).toBe(1);
    expect(threadCount({}, 2)).toBe(2);
    expect(threadCount({}, 16)).toBe(2);
    expect(threadCount({})).toBe(availableParallelism() >= 2 ? 2 : 1);
    for (const bad of ['0', '-2', '1.5', 'two', '']) {
      expect(threadCount({ MCR_WORKERS: bad }, 1)).toBe(1);
      expect(threadCount({ MCR_WORKERS: bad }, 4)).toBe(2);
    }
  });

  it('MCR_WORKERS_AFTER sets the lines read before workers start', () => {
    expect(workersAfter({})).toBe(WORKERS_AFTER);
    expect(workersAfter({ MCR_WORKERS_AFTER: '0' })).toBe(0);
    expect(workersAfter({ MCR_WORKERS_AFTER: 'x' })).toBe(WORKERS_AFTER);
  });
});
