/**
 * The output writer (io/output.ts) on streams of the test's own. Its stdout buffer, on a stream which like a
 * real one may read a buffer only when it sends it, after write() has returned: the
 * bytes sent must be exactly the results' lines in order, JSON ones written as bytes
 * (jsonInto) and text ones as strings, whatever their sizes.
 */
import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { Output } from '../../src/io/output.js';
import { score, waits } from '../../src/index.js';
import { formatJson } from '../../src/result.js';
import { WAITS_JSON } from '../../src/waits/json.js';
import { formatWaitsJson } from '../../src/waits/json.js';
import { goldenHands } from '../helpers/golden.js';

/** A stream that sends (copies) what it was given on a later turn, then calls back. */
function lateStream() {
  const sent: Buffer[] = [];
  let pending: [Buffer | string, (() => void) | undefined][] = [];
  let buffers = 0;
  let writes = 0;
  const seen = new Set<ArrayBufferLike>();
  const stream = {
    isTTY: false,
    on: () => stream,
    off: () => stream,
    write(data: Buffer | string, done?: () => void): boolean {
      writes++;
      if (typeof data !== 'string' && !seen.has(data.buffer)) seen.add(data.buffer), buffers++;
      pending.push([data, done]);
      setImmediate(() => {
        for (const [d, cb] of pending) {
          sent.push(Buffer.from(d)); // read only now
          cb?.();
        }
        pending = [];
      });
      return true;
    },
  };
  return { stream: stream as unknown as NodeJS.WriteStream, sent, buffers: () => buffers, writes: () => writes };
}

const hands = goldenHands();

describe('Output: the stdout buffer', () => {
  it('sends every line in order, over many buffers, results of every size among them', async () => {
    const { stream, sent } = lateStream();
    const sink = new Output({ stdout: stream, stderr: stream });
    let want = '';
    for (let i = 0; i < 4000; i++) {
      // Mostly ordinary results; now and then one of 66 to 127 KB (astral characters
      // are twelve bytes escaped: some meet a buffer with less room left than that,
      // and go to the next one), or a line of text with non-ASCII in it.
      const line = i % 13 === 7 ? `${'😀'.repeat(5_500 + 97 * (i % 53))}` : hands[i];
      if (i % 29 === 3) {
        const text = `text line ${i}: 中文 é\n`;
        sink.out(text);
        want += text;
      } else {
        const r = score(line);
        sink.json(r);
        want += formatJson(r) + '\n';
      }
      if (i % 400 === 399) {
        // The end of a chunk of input: pending results written, the stream gets its turn.
        await sink.flush();
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    await sink.flush();
    await new Promise((resolve) => setImmediate(resolve));
    const got = Buffer.concat(sent);
    expect(got.length).toBe(Buffer.byteLength(want));
    expect(got.equals(Buffer.from(want, 'utf8'))).toBe(true);
  });

  it('fills the buffers again once they are sent, rather than new ones', async () => {
    const { stream, sent, buffers, writes } = lateStream();
    const sink = new Output({ stdout: stream, stderr: stream });
    let bytes = 0;
    for (let i = 0; i < 6000; i++) {
      const r = score(hands[i]);
      sink.json(r);
      bytes += formatJson(r).length + 1;
      if (i % 500 === 499) {
        await sink.flush();
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    await sink.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(sent).length).toBe(bytes);
    expect(writes()).toBeGreaterThan(10);
    expect(buffers()).toBeLessThanOrEqual(3);
  });
});

describe("Output: another schema's JSON", () => {
  it('writes mcr-waits/1 lines straight into the buffer, in order with text and scoring lines, as formatWaitsJson makes them', async () => {
    const { stream, sent } = lateStream();
    const sink = new Output({ stdout: stream, stderr: stream });
    let want = '';
    for (let i = 0; i < 600; i++) {
      // Ready hands (a corpus hand less its last tile) and now and then a line too
      // long for any buffer, which goes as a string (toJson).
      const line = i % 97 === 50 ? '😀'.repeat(400_000) : hands[i].replace(/ [^ +]+( \+|$)/, '$1');
      const r = waits(line);
      sink.json(r, WAITS_JSON);
      want += formatWaitsJson(r) + '\n';
      if (i % 7 === 3) {
        sink.json(score(hands[i]));
        want += formatJson(score(hands[i])) + '\n';
      }
      if (i % 100 === 99) {
        await sink.flush();
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    await sink.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(sent).equals(Buffer.from(want, 'utf8'))).toBe(true);
  });
});

/** A stream that takes writes only when the test releases them (a reader that has stopped reading). */
function heldStream(highWaterMark = 1024) {
  const chunks: Buffer[] = [];
  const held: (() => void)[] = [];
  const stream = new Writable({
    highWaterMark,
    write(chunk: Buffer, _enc, cb) {
      chunks.push(Buffer.from(chunk));
      held.push(cb);
    },
  });
  const release = () => {
    while (held.length > 0) (held.shift() as () => void)();
  };
  return { stream: stream as unknown as NodeJS.WriteStream, chunks, release, text: () => Buffer.concat(chunks).toString() };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('Output: backpressure, closed streams, signals', () => {
  it('waits for stderr too: flush() resolves only once stderr has drained', async () => {
    const out = heldStream();
    const err = heldStream();
    const w = new Output({ stdout: out.stream, stderr: err.stream });
    for (let i = 0; i < 5000; i++) w.err(`line ${i}: error: unknown character 'x' at column 4\n`);
    let done = false;
    const flushed = w.flush().then(() => (done = true));
    await turn();
    await turn();
    expect(done).toBe(false);
    err.release();
    await flushed;
    expect(done).toBe(true);
    expect(err.text().split('\n')).toHaveLength(5001);
  });

  it('keeps the order of the two streams as they were written', async () => {
    const both = heldStream(1 << 20);
    const w = new Output({ stdout: both.stream, stderr: both.stream });
    const want: string[] = [];
    for (let i = 0; i < 300; i++) {
      const line = `${i % 3 === 0 ? 'err' : 'out'} ${i}\n`;
      if (i % 3 === 0) w.err(line);
      else w.out(line);
      want.push(line);
    }
    const flushed = w.flush();
    both.release();
    await flushed;
    both.release();
    expect(both.text()).toBe(want.join(''));
  });

  it('a reader that went away (EPIPE): stopped, quiet, nothing more written, the exit code as earned', async () => {
    const out = heldStream();
    const err = heldStream();
    const w = new Output({ stdout: out.stream, stderr: err.stream });
    w.watch([]);
    w.out('first\n');
    await w.flush();
    out.stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(w.stopped).toBe(true);
    expect(w.stopReason).toEqual({ kind: 'closed' });
    w.out('second\n');
    w.err('an error\n');
    await w.flush();
    out.release();
    err.release();
    expect(out.text()).toBe('first\n');
    expect(err.text()).toBe('');
    expect(w.exitCode(1)).toBe(1);
  });

  it('any other write error (ENOSPC): stopped, said once on stderr, exit code 2', async () => {
    const out = heldStream();
    const err = heldStream();
    const w = new Output({ stdout: out.stream, stderr: err.stream }).watch([]);
    out.stream.emit('error', Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    out.stream.emit('error', Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    err.release();
    expect(w.stopped).toBe(true);
    expect(err.text()).toBe('mcr: cannot write the output: ENOSPC: no space left on device, write\n');
    expect(w.exitCode(0)).toBe(2);
  });

  it('a signal: the whole lines made are sent, then exit 128 + the signal; a second one exits at once', async () => {
    const out = heldStream();
    const exits: number[] = [];
    const w = new Output({ stdout: out.stream, stderr: heldStream().stream, exit: (c) => exits.push(c) });
    const lines = Array.from({ length: 2000 }, (_, i) => `{"n":${i}}\n`);
    for (const l of lines.slice(0, 1000)) w.out(l);
    void w.flush(); // the reader is not reading: this waits
    for (const l of lines.slice(1000)) w.out(l); // made, still in the buffer
    w.signal('SIGTERM');
    w.out('after the signal\n');
    await turn();
    expect(exits).toEqual([]);
    out.release();
    await turn();
    expect(exits).toEqual([143]);
    expect(out.text()).toBe(lines.join(''));
    expect(w.exitCode(0)).toBe(143);

    const again = new Output({ stdout: heldStream().stream, stderr: heldStream().stream, exit: (c) => exits.push(c) });
    again.out('x\n');
    again.signal('SIGINT');
    again.signal('SIGINT');
    expect(exits).toEqual([143, 130]);
  });
});

describe('Output: backpressure across flushes', () => {
  it("a 'drain' that comes between two flushes is not missed: the next flush() resolves", async () => {
    // A stream that always asks to wait, and says 'drain' on its next turn: bytes written
    // outside a flush (a worker's piece, batch/parallel.ts) see the drain come first.
    const stream = Object.assign(new EventEmitter(), {
      isTTY: false,
      write(_data: unknown, done?: () => void): boolean {
        process.nextTick(() => {
          done?.();
          stream.emit('drain');
        });
        return false;
      },
    });
    const w = new Output({ stdout: stream as unknown as NodeJS.WriteStream, stderr: stream as unknown as NodeJS.WriteStream });
    let sent = false;
    w.bytes(new Uint8Array(200_000), () => (sent = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toBe(true);
    // Without the drain followed from the write, this waits for a drain that already came.
    await w.flush();
    expect(w.stopped).toBe(false);
  });
});
