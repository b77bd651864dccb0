/**
 * A fuzz run of the built program: 10,000 generated lines (100,000 in npm run
 * test:full) through `mcr --json` on
 * stdin. The output must have exactly one parseable JSON line per input line (blank
 * and # lines aside), in order, each the result for its line, and the process must
 * exit with 0, 1 or 2: the worst line's code.
 *
 * The lines are generated from a fixed seed (MCR_FUZZ_SEED to try another), so a
 * failure reproduces: the message names the line number and the line. Run after
 * `npm run build` (npm test does it): the test spawns bin/mcr.js, which loads dist/.
 */
import { spawn } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_CHARS } from '../../src/batch/lines.js';
import type { ScoreResult } from '../../src/result.js';
import {
  check,
  checkResult,
  corpus,
  mutate,
  randomStyle,
  Rng,
  width,
  winningHand,
  writeHand,
} from '../property/generators.js';
import { FULL } from '../helpers/full.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const LINES = Number(process.env.MCR_FUZZ_LINES ?? (FULL ? 100_000 : 10_000));
const SEED = Number(process.env.MCR_FUZZ_SEED ?? 0x5eed0401);

/** Characters for junk lines: anything but the line breaks \n and \r. */
const JUNK = [
  ...'0123456789bcdsmpESWNRGPCF[]()+: ',
  ...'0123456789bcdESWN[]+',
  ...'xyz#-_=:;.,!?*&^%$@~`"\'\\/|<>{}',
  '+win:wall', '+seat:S', '+from:', '+flowers:9', '+last', '+kong', '+wall-last',
  '\0', '\x01', '\x07', '\b', '\t', '\v', '\f', '\x1b', '\x1b[31m', '\x7f', '\x85', '\x9b',
  '🀄', '🀄\uFE0F', '🀢', '🀀', '🀫', '中', '發', 'Ｅ', '５', 'é', 'e\u0301', '\u200D', '\u00A0',
  '\u2028', '\u2029', '\u3000', '\uFEFF', '👍🏽', '🇨🇳', '\uFFFD', '\uFFFF',
];

function junk(rng: Rng, length: number): string {
  let s = '';
  while (s.length < length) s += rng.pick(JUNK);
  return s;
}

/** Invalid UTF-8 in the middle of a line: lone continuation bytes, truncated and overlong sequences, surrogates. */
const BAD_BYTES = [[0x80], [0xff], [0xc3], [0xe2, 0x82], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xfe, 0xfe]];

/** A line that counts (not blank, not a # comment, whatever a reader takes for whitespace). */
function counted(line: string): string {
  const t = line.trim();
  const a = line.replace(/^[ \t]+/, '');
  return t === '' || t.startsWith('#') || a === '' || a.startsWith('#') ? 'x' + line : line;
}

interface Input {
  /** What is written to stdin, without the newline. */
  bytes: Buffer;
  /** The line as the result's input must echo it; null when it can not be known (invalid UTF-8). */
  text: string | null;
  /** Blank or comment: no output expected. */
  skipped: boolean;
}

function generateLines(n: number, seed: number): Input[] {
  const rng = new Rng(seed);
  const hands = corpus();
  const out: Input[] = [];
  const text = (line: string, skipped = false): Input => ({ bytes: Buffer.from(line, 'utf8'), text: line, skipped });
  // The first line is a corpus hand, so that no reader takes junk for a byte-order mark.
  out.push(text(hands[0]));
  while (out.length < n) {
    const kind = rng.weighted<string>([
      [28, 'corpus'],
      [25, 'edited'],
      [25, 'generated'],
      [17, 'junk'],
      [2, 'skipped'],
      [1, 'padded'],
      [0.5, 'bad-utf8'],
      [0.2, 'long'],
      [0.5, 'crlf'],
      [0.5, 'cr-inside'],
      [0.3, 'bom'],
    ]);
    switch (kind) {
      case 'corpus':
        out.push(text(rng.pick(hands)));
        break;
      case 'edited': {
        let line = rng.pick(hands);
        for (let k = rng.range(1, 3); k > 0; k--) line = mutate(line, rng);
        out.push(text(counted(line)));
        break;
      }
      case 'generated':
        out.push(text(counted(writeHand(winningHand(rng), randomStyle(rng), rng))));
        break;
      case 'junk':
        out.push(text(counted(junk(rng, rng.int(80)))));
        break;
      case 'skipped':
        out.push(text(rng.pick(['', ' ', '\t', '  \t ', '#', '# a comment', '  # indented comment', '#123b 456c']), true));
        break;
      case 'padded':
        out.push(text(' '.repeat(rng.int(200)) + rng.pick(hands) + '\t'.repeat(rng.int(3))));
        break;
      case 'bad-utf8': {
        const line = rng.pick(hands);
        const at = rng.int(line.length + 1);
        out.push({
          bytes: Buffer.concat([Buffer.from('1b' + line.slice(0, at)), Buffer.from(rng.pick(BAD_BYTES)), Buffer.from(line.slice(at))]),
          text: null,
          skipped: false,
        });
        break;
      }
      case 'long':
        out.push(text(counted(junk(rng, rng.range(1_000, 12_000)))));
        break;
      case 'crlf': {
        // A CRLF line end: the \r is not part of the line.
        const line = rng.pick(hands);
        out.push({ bytes: Buffer.from(line + '\r'), text: line, skipped: false });
        break;
      }
      case 'cr-inside': {
        // A \r that does not end the line is part of it (an unknown character).
        const line = rng.pick(hands);
        const at = rng.range(1, line.length - 1);
        out.push(text(line.slice(0, at) + '\r' + line.slice(at)));
        break;
      }
      case 'bom':
        out.push(text('\uFEFF' + rng.pick(hands)));
        break;
    }
  }
  return out;
}

interface Run {
  code: number | null;
  stderr: string;
  /** Number of output lines. */
  count: number;
  /** The first problem found, if any. */
  problem: string | null;
  worst: number;
  /** Results by verdict or error code, to see that the run reached every kind of line. */
  tally: Map<string, number>;
}

/** Runs `mcr --json` on the lines, checking each output line as it arrives (no 150 MB buffer). */
function run(lines: Input[]): Promise<Run> {
  const expected = lines.filter((l) => !l.skipped);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/mcr.js', '--json'], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const decoder = new StringDecoder('utf8');
    let pending = '';
    let count = 0;
    let worst = 0;
    let problem: string | null = null;
    let stderr = '';
    const tally = new Map<string, number>();
    const take = (out: string) => {
      const k = count++;
      if (problem) return;
      const input = expected[k];
      const where = () => `output line ${k + 1} (for ${input ? JSON.stringify(input.text ?? input.bytes.toString('hex')).slice(0, 200) : 'no input line'})`;
      try {
        check(input !== undefined, 'more output lines than input lines');
        const r = JSON.parse(out) as ScoreResult;
        const tooLong = input.text !== null && width(input.text) > MAX_LINE_CHARS;
        if (input.text === null) {
          // The line's input shows its bad bytes as U+FFFD.
          check(!r.ok && r.error.code === 'invalid-utf8', 'invalid UTF-8 read as text');
        } else if (tooLong) {
          // Its input holds the first characters only.
          check(!r.ok && r.error.code === 'line-too-long', 'a line over the limit was read');
          check(r.input.endsWith('…') && input.text.startsWith(r.input.slice(0, -1).replace(/^\uFEFF/, '')), 'input of a line too long');
        } else {
          check(r.ok || r.error.code !== 'line-too-long', 'a line within the limit was not read');
          // A byte-order mark at the start of a line is dropped (batch/lines.ts).
          checkResult(r, input.text.replace(/^\uFEFF/, ''));
        }
        worst = Math.max(worst, !r.ok ? 2 : r.verdict === 'win' ? 0 : 1);
        const kind = r.ok ? r.verdict : r.error.code;
        tally.set(kind, (tally.get(kind) ?? 0) + 1);
      } catch (e) {
        problem = `${where()}: ${e instanceof Error ? e.message : String(e)}\n  output: ${out.slice(0, 300)}`;
      }
    };
    child.stdout.on('data', (chunk: Buffer) => {
      const parts = (pending + decoder.write(chunk)).split('\n');
      pending = parts.pop()!;
      for (const p of parts) take(p);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 10_000) stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const rest = pending + decoder.end();
      if (rest !== '') take(rest);
      resolve({ code, stderr, count, problem, worst, tally });
    });
    child.stdin.on('error', () => {}); // an early exit shows in the checks, not as EPIPE
    child.stdin.end(Buffer.concat(lines.flatMap((l) => [l.bytes, Buffer.from('\n')])));
  });
}

describe('mcr --json on 100,000 generated lines', () => {
  it('prints one result per line, in order, and exits with the worst line’s code', async () => {
    const lines = generateLines(LINES, SEED);
    const expected = lines.filter((l) => !l.skipped).length;
    const r = await run(lines);
    expect(r.problem, r.stderr).toBeNull();
    expect(r.count, `output lines (stderr: ${r.stderr.slice(0, 500)})`).toBe(expected);
    expect([0, 1, 2]).toContain(r.code);
    expect(r.code).toBe(r.worst);
    // The run reached every kind of line.
    for (const kind of ['win', 'below-minimum', 'not-a-winning-hand', 'unknown-character', 'too-many-copies', 'line-too-long', 'invalid-utf8']) {
      expect(r.tally.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
  }, 120_000);
});
