import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { canonicalLine } from '../../src/canonical.js';
import { LineSplitter } from '../../src/batch/lines.js';
import { Batch, type BatchOptions } from '../../src/batch/run.js';
import { Tally } from '../../src/batch/summary.js';
import { formatSummary, textFormat } from '../../src/batch/text.js';
import { score } from '../../src/index.js';

const WIN = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
const BIG_WIN = '19b19c19dESWNRGP 1b +win:wall';
const BELOW = '[SSS] [777c] 567b 345c E E +win:discard +seat:N +round:N +flowers:3';
/** 13 tiles: a typing slip (reading error tile-count), unless the lines are claims (--claim). */
const WRONG_COUNT = '[234b] 89b 11456c 67d 7b';
/** 14 tiles that make no winning shape. */
const NOT_WINNING = '[222d] 33366b 4c 2344d 5c +win:wall +seat:E +round:N';
const BAD = '123x';
const TOO_MANY = '1111b 1b 23456789c 1d';

const plain = new Chalk({ level: 0 });

/** The whole of `input` through a Batch: stdout and stderr text, and the Batch. */
function run(input: string, opts: Partial<BatchOptions> = {}) {
  let out = '';
  let err = '';
  const o: BatchOptions = { json: false, summaryOnly: false, canonical: false, ...opts };
  if (!o.json) o.text = textFormat({ out: { level: 0 }, err: { level: 0 } });
  const batch = new Batch(o, { out: (s) => (out += s), err: (s) => (err += s) });
  const lines = new LineSplitter();
  for (const l of [...lines.push(Buffer.from(input)), ...lines.end()]) batch.line(l, '-');
  batch.end();
  return { out, err, batch };
}

const jsonLines = (out: string) => out.trimEnd().split('\n').map((l) => JSON.parse(l));

describe('Batch --json', () => {
  it('one object per hand line, in order; blank and comment lines give nothing', () => {
    const { out, err, batch } = run(`# day 1\n${WIN}\n\n  \n${BAD}\n   # note\n${BELOW}\r\n`, { json: true });
    expect(err).toBe('');
    const rows = jsonLines(out);
    expect(rows.map((r) => r.input)).toEqual([WIN, BAD, BELOW]);
    expect(rows.map((r) => r.ok)).toEqual([true, false, true]);
    expect(rows[1].error.code).toBe('unknown-character');
    expect(batch.done).toBe(3);
    expect(batch.exitCode).toBe(2);
  });

  it('lines the splitter could not read are ok:false objects too', () => {
    const { out } = run(`${'1b'.repeat(6000)}\n${WIN}\n`, { json: true });
    const rows = jsonLines(out);
    expect(rows.map((r) => r.ok)).toEqual([false, true]);
    expect(rows[0]).toMatchObject({ schema: 'mcr-score/1', ok: false, error: { code: 'line-too-long', column: null } });
  });

  it('a wrong tile count is a reading error line; with claim, a false claim', () => {
    expect(jsonLines(run(`${WRONG_COUNT}\n`, { json: true }).out)[0]).toMatchObject({ ok: false, error: { code: 'tile-count' } });
    expect(run(`${WRONG_COUNT}\n`, { json: true }).batch.exitCode).toBe(2);
    const claimed = run(`${WRONG_COUNT}\n`, { json: true, claim: true });
    expect(jsonLines(claimed.out)[0]).toMatchObject({ ok: true, verdict: 'not-a-winning-hand', reasonCode: 'tile-count' });
    expect(claimed.batch.exitCode).toBe(1);
  });

  it('--summary-only: only the summary object', () => {
    const { out } = run(`${WIN}\n${BIG_WIN}\n${BELOW}\n${NOT_WINNING}\n${BAD}\n`, { json: true, summaryOnly: true });
    expect(jsonLines(out)).toEqual([
      {
        schema: 'mcr-summary/1',
        hands: 5,
        wins: 2,
        belowMinimum: 1,
        notWinning: 1,
        errors: 1,
        best: { file: '-', line: 2, input: BIG_WIN, fanPoints: 92, total: 92 },
      },
    ]);
  });
});

describe('Batch text', () => {
  it('one compact line per hand, errors with their line number on stderr, then the summary', () => {
    const { out, err } = run(`${WIN}\n\n${BAD}\n${NOT_WINNING}\n`);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^line 1 {2}\[123b\] 456c 5578d EEE 9d \+win:wall \+seat:S {2}WIN 11 {2}won on 9d, self-drawn {2}\[S \+57/);
    expect(lines[1]).toMatch(/^line 4 {2}.*NOT A WINNING HAND/);
    expect(lines[2]).toBe('');
    expect(out).toMatch(/Hands read\s*│\s*3 │/);
    expect(out).toMatch(/Highest-scoring\s*│\s*11 │ line 1: \[123b\]/);
    expect(err).toBe(`line 3:\n  ${BAD}\n     ^\n${err.split('\n')[3]}\n`);
    expect(err).toContain('(unknown-character)');
  });

  it('--summary-only: only the table', () => {
    const { out, err } = run(`${WIN}\n${BAD}\n`, { summaryOnly: true });
    expect(err).toBe('');
    expect(out.startsWith('┌')).toBe(true);
    expect(out).toMatch(/Reading errors\s*│\s*1 │ 50\.0%/);
  });
});

describe('Batch --canonical', () => {
  it('the canonical form of each line; errors as usual; a hand of the wrong size still has one', () => {
    const { out, err, batch } = run(`${WIN}\n${WRONG_COUNT}\n${TOO_MANY}\n`, { canonical: true });
    expect(out).toBe('[123b] 456c 5578d EEE 9d +win:wall +seat:S\n[234b] 89b 11456c 67d 7b\n');
    expect(err).toMatch(/^line 3:\n[\s\S]*\(too-many-copies\)\n$/);
    expect(batch.exitCode).toBe(2);
    expect(run(`${WIN}\n${WRONG_COUNT}\n`, { canonical: true }).batch.exitCode).toBe(0);
  });

  it('with --json: mcr-canonical/1 objects with their source, the reading errors too', () => {
    const rows = jsonLines(run(`# c\n${WIN}\n\n${BAD}\n${'1b'.repeat(6000)}\n`, { canonical: true, json: true }).out);
    expect(rows[0]).toStrictEqual({
      schema: 'mcr-canonical/1',
      input: WIN,
      ok: true,
      source: { file: '-', line: 2 },
      canonical: '[123b] 456c 5578d EEE 9d +win:wall +seat:S',
    });
    expect(rows[1]).toStrictEqual({
      schema: 'mcr-canonical/1',
      input: BAD,
      ok: false,
      source: { file: '-', line: 4 },
      error: score(BAD).ok ? null : (score(BAD) as { error: unknown }).error,
    });
    expect(rows[2]).toMatchObject({ schema: 'mcr-canonical/1', ok: false, source: { line: 5 }, error: { code: 'line-too-long' } });
  });

  it('with --json the lines are ASCII: Unicode tiles as \\u escapes', () => {
    const { out } = run('🀇🀈🀉 456c 78d EEE 55d 9d\n🀇x\n', { canonical: true, json: true });
    expect(out).toMatch(/^[\x20-\x7e\n]+$/);
    const rows = jsonLines(out);
    expect(rows.map((r) => r.input)).toEqual(['🀇🀈🀉 456c 78d EEE 55d 9d', '🀇x']);
    expect(out).toContain('"input":"\\ud83c\\udc07');
  });

  it('refuses exactly the lines score() refuses, but for a wrong tile count (the canonical form shows what was typed)', () => {
    expect(canonicalLine(WRONG_COUNT).ok).toBe(true);
    expect(score(WRONG_COUNT, { claim: false })).toMatchObject({ ok: false, error: { code: 'tile-count' } });
    for (const line of [WIN, BELOW, NOT_WINNING, BAD, TOO_MANY, '', '[123b', '1b +from:E +seat:E']) {
      const c = canonicalLine(line);
      const r = score(line, { claim: false });
      expect(c.ok).toBe(r.ok);
      if (!c.ok && !r.ok) expect(c.error).toEqual(r.error);
    }
  });
});

describe('Tally', () => {
  it('exit code: 2 if any line could not be read, else 1 if any hand is not a win, else 0', () => {
    const t = new Tally();
    expect(t.exitCode).toBe(0);
    t.add(score(WIN), '-', 1);
    expect(t.exitCode).toBe(0);
    t.add(score(BELOW), '-', 2);
    expect(t.exitCode).toBe(1);
    t.add(score(BAD), '-', 3);
    expect(t.exitCode).toBe(2);
    t.add(score(WIN), '-', 4);
    expect(t.exitCode).toBe(2);
  });

  it('the highest-scoring hand is the first win with the highest total', () => {
    const t = new Tally();
    t.add(score(WIN), 'a.txt', 1);
    t.add(score(BIG_WIN), 'a.txt', 2);
    t.add(score(BIG_WIN), 'b.txt', 3);
    t.add(score(BELOW), 'b.txt', 4);
    expect(t.best).toEqual({ file: 'a.txt', line: 2, input: BIG_WIN, fanPoints: 92, total: 92 });
    expect(formatSummary(t, plain)).toMatch(/Highest-scoring\s*│\s*92 │ a\.txt, line 2: 19b19c19dESWNRGP 1b/);
    expect(formatSummary(new Tally(), plain)).toMatch(/Highest-scoring\s*│\s*- │ no win/);
  });
});
