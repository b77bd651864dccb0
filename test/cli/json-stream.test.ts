/**
 * `mcr --json` batch output, byte for byte: the program writes each result's bytes
 * straight into its output buffer (jsonInto); the stream must be exactly what
 * writing formatJson's string + '\n' as UTF-8 gives, over
 * many buffers' worth of results, reading errors, non-ASCII and long results.
 * (sink.test.ts has the buffer's edge cases.)
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSkipped, LineSplitter } from '../../src/batch/lines.js';
import { score } from '../../src/index.js';
import { formatJson, SCHEMA_ID, type ScoreResult } from '../../src/result.js';
import { goldenHands } from '../helpers/golden.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const corpus = (name: string): string[] => goldenHands(name === 'hands.jsonl' ? 'green-book/hands.jsonl' : name);

/** What `mcr --json` printed for `input` before it wrote bytes: each line as the batch reads it. */
function expected(input: Buffer): Buffer {
  const splitter = new LineSplitter();
  let out = '';
  for (const line of [...splitter.push(input), ...splitter.end()]) {
    if (isSkipped(line)) continue;
    // mcr reads a wrong tile count as a typing slip (claim: false), unless --claim.
    const r: ScoreResult = line.error ? { schema: SCHEMA_ID, input: line.text, ok: false, error: line.error } : score(line.text, { claim: false });
    r.source = { file: '-', line: line.no };
    out += formatJson(r) + '\n';
  }
  return Buffer.from(out, 'utf8');
}

describe('mcr --json writes the same bytes as before', { timeout: 120_000 }, () => {
  it('every corpus line, reading errors, non-ASCII, and results of up to 120 KB', () => {
    const hands = corpus('hands.jsonl');
    const lines: string[] = [...hands, ...corpus('bad-input.jsonl')];
    // Long results (each non-ASCII character is six bytes escaped, an astral one
    // twelve) between runs of ordinary ones of every length.
    for (let i = 0; i < 40; i++) {
      lines.push(`1b +${'中'.repeat(9_990)}`, '😀'.repeat(5_000 + 100 * i), ...hands.slice(i * 37, i * 37 + i));
    }
    lines.push(
      '🀇🀈🀉 456c 78d EEE 55d 9d',
      '123é',
      '\ufeff[123b] 456c 78d EEE 55d 9d +win:wall +seat:S',
      '[123b] 456c 78d EEE 55d 9d\r',
      '"quoted" \\ \t \x1b \x7f',
      '# a comment',
      '',
      '1b'.repeat(6_000),
    );
    const input = Buffer.concat([
      Buffer.from(lines.join('\n') + '\n', 'utf8'),
      Buffer.from([0x61, 0x62, 0xff, 0xfe, 0x0a]), // not UTF-8
      Buffer.from('[SSS] [777c] 567b 345c E E +win:discard +seat:N +round:N +flowers:3', 'utf8'), // no newline at the end
    ]);
    const r = spawnSync(process.execPath, ['bin/mcr.js', '--json'], { cwd: root, input, maxBuffer: 1 << 30 });
    expect(r.status).toBe(2);
    expect(r.stderr.toString()).toBe('');
    const want = expected(input);
    expect(r.stdout.length).toBe(want.length);
    expect(r.stdout.equals(want)).toBe(true);
  });
});
