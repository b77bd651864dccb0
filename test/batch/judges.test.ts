/**
 * A line command's batch over worker threads (batch/judges.ts, worker.ts's serveJudge):
 * the results are shown in input order whatever order the workers answer in, lines a
 * worker fails on are judged by the main thread in their place, nothing is shown once
 * the output stopped, and the real worker (dist/, built by npm test's pretest) answers
 * what advise() answers in this thread.
 */
import { describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { Judges, coreFree, type JudgesOptions } from '../../src/batch/judges.js';
import { WORKER_ARG } from '../../src/batch/worker-arg.js';
import type { JudgeSetup, Judged } from '../../src/batch/worker.js';
import { advise } from '../../src/advice/advise.js';
import { toJson } from '../../src/format/json-writer.js';
import { ADVICE_JSON } from '../../src/advice/json.js';
import type { Output } from '../../src/io/output.js';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);
const realWorker = new URL('../../dist/batch/worker-entry.js', import.meta.url);

type R = { text: string; by: string };

/**
 * `texts` through Judges (null: a line judged here only, as one that could not be
 * read); the results in the order shown, and how many were judged here.
 */
async function run(texts: (string | null)[], o: Partial<JudgesOptions>, stopAt = Infinity) {
  const w = { stopped: false } as { stopped: boolean };
  const judges = new Judges<R>(w as unknown as Output, {
    workers: 1,
    after: 0,
    setup: { mcrWorker: true, judge: 'advise', options: {} },
    file: fixture('shuffling-judge.mjs'),
    ...o,
  });
  const shown: string[] = [];
  let here = 0;
  for (const [i, text] of texts.entries()) {
    await judges.add({
      text,
      here: () => {
        here++;
        return { text: text ?? `unread ${i}`, by: 'here' };
      },
      show: (r) => {
        shown.push(r.text);
        if (shown.length >= stopAt) w.stopped = true;
      },
    });
    // Once the workers start, the next line waits for them to be ready (else a quick
    // main thread could judge every line before a worker has started).
    if (i === (o.after ?? 0)) await judges.warmedUp();
  }
  await judges.finish();
  return { shown, here };
}

const texts = Array.from({ length: 200 }, (_, i) => (i % 17 === 5 ? null : `line ${i}`));
const want = texts.map((t, i) => t ?? `unread ${i}`);

describe('Judges: results in input order, nothing lost', { timeout: 60_000 }, () => {
  it('a worker answering out of order: every result shown, in input order', async () => {
    for (const workers of [1, 2, 3]) {
      const got = await run(texts, { workers });
      expect(got.shown).toEqual(want);
      // Some lines were the workers' (the test would prove nothing otherwise).
      expect(got.here).toBeLessThan(texts.length);
    }
  });

  it('workers started after some lines: those judged here, the rest in order', async () => {
    const got = await run(texts, { workers: 2, after: 150 });
    expect(got.shown).toEqual(want);
    expect(got.here).toBeGreaterThanOrEqual(150);
  });

  it('a worker that refuses every line, one that dies, one that cannot start: the main thread judges them in their place', async () => {
    const refuse: JudgeSetup = { mcrWorker: true, judge: 'advise', options: {} };
    for (const o of [
      { file: fixture('failing-judge.mjs'), setup: { ...refuse, mode: 'refuse' } as JudgeSetup },
      { file: fixture('failing-judge.mjs'), setup: { ...refuse, mode: 'die' } as JudgeSetup },
      { file: fixture('no-such-worker.mjs') },
    ]) {
      const got = await run(texts, o);
      expect(got.shown).toEqual(want);
    }
  });

  it('the output stopped (a closed pipe, a signal): nothing more is shown, and it ends', async () => {
    const got = await run(texts, { workers: 2 }, 30);
    expect(got.shown).toEqual(want.slice(0, 30));
  });
});

describe('the real worker judges as advise() does here', { timeout: 240_000 }, () => {
  it('the same result objects, the same JSON bytes, for each line sent', async () => {
    const lines = [
      '1b 2b 3b 4c 5c 6c 7d 8d 9d EE SS 5b +seat:E',
      '[123b] 456c 78d EEE 55d 9d 1b',
      '19b 19c 19d ESWNRG P P',
      'not a hand',
    ];
    const options = { by: 'chance' as const };
    const worker = new Worker(realWorker, { workerData: { mcrWorker: true, judge: 'advise', options } satisfies JudgeSetup, argv: [WORKER_ARG] });
    try {
      const answers = await new Promise<Judged[]>((resolve, reject) => {
        const got: Judged[] = [];
        worker.on('error', reject);
        worker.on('message', (d: Judged) => got.push(d) === lines.length && resolve(got));
        lines.forEach((text, seq) => worker.postMessage({ seq, text }));
      });
      expect(answers.map((d) => d.seq)).toEqual(lines.map((_, i) => i));
      for (const [i, d] of answers.entries()) {
        const here = advise(lines[i], options);
        expect(d.ok).toBe(true);
        if (!d.ok) continue;
        expect(d.r).toEqual(here);
        expect(toJson(ADVICE_JSON, d.r as typeof here)).toBe(toJson(ADVICE_JSON, here));
      }
    } finally {
      await worker.terminate();
    }
  });
});

describe('coreFree: a worker only when a core is free', () => {
  it('the load average below the cores less half a core', () => {
    expect(coreFree(0.2, 2)).toBe(true);
    expect(coreFree(1.4, 2)).toBe(true);
    expect(coreFree(1.5, 2)).toBe(false);
    expect(coreFree(6, 2)).toBe(false);
    expect(coreFree(6, 8)).toBe(true);
    expect(coreFree(0, 1)).toBe(true);
    expect(coreFree(0.5, 1)).toBe(false);
  });
});
