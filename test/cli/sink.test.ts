/**
 * The batch output buffer (Sink in cli.ts) on a stream of the test's own, which like a
 * real one may read a buffer only when it sends it, after write() has returned: the
 * bytes sent must be exactly the results' lines in order, JSON ones written as bytes
 * (formatJsonInto) and text ones as strings, whatever their sizes.
 */
import { describe, expect, it } from 'vitest';
import { Sink } from '../../src/cli.js';
import { score } from '../../src/index.js';
import { formatJsonBefore } from '../format/json-before.js';
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

describe('Sink', () => {
  it('sends every line in order, over many buffers, results of every size among them', async () => {
    const { stream, sent } = lateStream();
    const sink = new Sink(null, stream);
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
        want += formatJsonBefore(r) + '\n';
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
    const sink = new Sink(null, stream);
    let bytes = 0;
    for (let i = 0; i < 6000; i++) {
      const r = score(hands[i]);
      sink.json(r);
      bytes += formatJsonBefore(r).length + 1;
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
