/**
 * `mcr quiz`: the turn as a pure function (answers checked, s, q, the referee's screen
 * on a wrong count), then the built binary with answers piped in, --json (mcr-quiz/1),
 * --html (the key on a page of its own), progress kept under XDG_STATE_HOME (and not
 * with --no-save), --stats, and usage errors.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { askText, endText, newRun, quizTurn } from '../../src/commands/quiz.js';
import { quiz } from '../../src/quiz/generate.js';
import { emptyProgress, readProgress } from '../../src/quiz/progress.js';
import type { Question } from '../../src/quiz/types.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const screen = { color: new Chalk({ level: 0 }), width: 80 };
const made = (o: Parameters<typeof quiz>[0]): Question[] => {
  const r = quiz(o);
  if (!r.ok) throw new Error(r.error.message);
  return r.questions;
};

function mcr(args: string[], input: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['bin/mcr.js', 'quiz', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', COLUMNS: '80', ...env },
  });
}

describe('quizTurn(run, line)', () => {
  it('right answers move on; a wrong count shows the right one and the referee’s screen', () => {
    const qs = made({ seed: 7, count: 2, kinds: ['count'], level: 'starter' });
    const run = newRun(qs, emptyProgress(), screen);
    expect(askText(run)).toMatch(/^Question 1 of 2 · count · Starter\n {2}\S.*\n[\s\S]*Total\? $/);
    expect(quizTurn(run, qs[0].steps[0].expected)).toMatch(/^ {2}✓ right: \d+\nWhich fans count\?/);
    const names = qs[0].answer.fans!.map((f) => f.name);
    const partly = quizTurn(run, names[0]);
    expect(partly).toMatch(/~ right: .*; missed: /);
    expect(partly).toMatch(/^(WIN|Total) /m); // the referee's screen
    expect(partly).toMatch(/Question 2 of 2/);
    for (const line of partly.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(run.tally).toMatchObject({ asked: 1, right: 0 });
    expect(run.progress.fans[qs[0].answer.fans![1].id]).toMatchObject({ box: 1 });
    expect(quizTurn(run, 's')).toMatch(/the answer: /);
    expect(run.done).toBe(true);
    expect(endText(run)).toBe('0 of 2 right (count 0/2).');
  });

  it('a right answer says why in brief at the end of its question: the points, the fans, the route kept', () => {
    for (const kind of ['valid', 'discard', 'count', 'waits'] as const) {
      const [q] = made({ seed: 11, count: 1, kinds: [kind] });
      const run = newRun([q, ...made({ seed: 12, count: 1 })], emptyProgress(), screen);
      let out = '';
      for (const step of q.steps) out = quizTurn(run, step.expected);
      const [right] = out.split('\nQuestion 2');
      expect(right, kind).toMatch(/✓ right: /);
      expect(right.replace(/\s+/g, ' '), kind).toContain(q.explanation.replace(/\s+/g, ' '));
      expect(right, kind).not.toMatch(/The answer:/);
      for (const line of right.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    }
  });

  it('a typing slip is said and the same step asked again, nothing counted', () => {
    const run = newRun(made({ seed: 7, count: 1, kinds: ['count'], level: 'starter' }), emptyProgress(), screen);
    expect(quizTurn(run, 'eleven')).toBe('  ? a number, e.g. 11\nTotal? ');
    expect(run.step).toBe(0);
    expect(run.missedHere).toBe(false);
    expect(run.tally.asked).toBe(0);
  });

  it('q ends at once; ? shows the help and asks again; a blank line asks again', () => {
    const run = newRun(made({ seed: 3, count: 3 }), emptyProgress(), screen);
    expect(quizTurn(run, '?')).toMatch(/s skips/);
    expect(quizTurn(run, '')).toMatch(/Question 1 of 3/);
    expect(quizTurn(run, 'q')).toBe('');
    expect(run.done).toBe(true);
    expect(run.tally.asked).toBe(0);
  });
});

describe('mcr quiz (the binary)', () => {
  it('answers piped in, one a line: checked, then the summary; progress kept under XDG_STATE_HOME', () => {
    const state = mkdtempSync(join(tmpdir(), 'mcr-quiz-'));
    const [q] = made({ seed: 1, count: 1 });
    const answers = q.steps.map((s) => s.expected).join('\n') + '\n';
    const r = mcr(['--seed', '1', '--count', '1'], answers, { XDG_STATE_HOME: state });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(q.hand);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe(`1 of 1 right (${q.kind} 1/1).`);
    const kept = readProgress(readFileSync(join(state, 'mcr', 'quiz.json'), 'utf8'));
    expect(kept.turn).toBe(1);
    expect(kept.kinds[q.kind]).toEqual({ asked: 1, right: 1 });
    const stats = mcr(['--stats'], '', { XDG_STATE_HOME: state });
    expect(stats.stdout).toMatch(/^1 of 1 answered right\./);
    expect(stats.stdout).toContain(join(state, 'mcr', 'quiz.json'));
  });

  it('--no-save keeps nothing; the end of input stops with the summary', () => {
    const state = mkdtempSync(join(tmpdir(), 'mcr-quiz-'));
    const r = mcr(['--seed', '2', '--count', '5', '--no-save'], 'x\n', { XDG_STATE_HOME: state });
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(/^\d of \d right/);
    expect(existsSync(join(state, 'mcr'))).toBe(false);
  });

  it('--json: one mcr-quiz/1 object a question, with its answer, the same as quiz()', () => {
    const r = mcr(['--json', '--seed', '4', '--count', '6', '--level', 'big'], '');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines).toEqual(JSON.parse(JSON.stringify(made({ seed: 4, count: 6, level: 'big' }))));
    for (const l of lines) expect(Object.keys(l).slice(0, 3)).toEqual(['schema', 'id', 'kind']);
    expect(lines[0].schema).toBe('mcr-quiz/1');
    expect(/[^\x00-\x7f]/.test(r.stdout)).toBe(false); // ASCII, as every --json
  });

  it('--html: the questions, then the answer key on a page of its own', () => {
    const r = mcr(['--html', '--seed', '4', '--count', '3'], '');
    expect(r.status).toBe(0);
    const page = r.stdout;
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toMatch(/\.key\{break-before:page\}/);
    const [questions, key] = page.split('<section class="key">');
    for (const q of made({ seed: 4, count: 3 })) {
      if (q.hand) expect(questions).toContain(q.hand.replace(/&/g, '&amp;'));
      expect(key).toContain(q.steps[0].expected.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
    }
  });

  it('-o FILE: the worksheet (or the questions) written whole to the file, nothing on stdout; -o alone refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcr-quiz-o-'));
    const sheet = join(dir, 'sheet.html');
    const r = mcr(['--html', '--seed', '4', '--count', '3', '-o', sheet], '');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(readFileSync(sheet, 'utf8')).toBe(mcr(['--html', '--seed', '4', '--count', '3'], '').stdout);
    const qs = join(dir, 'q.ndjson');
    expect(mcr(['--json', '--seed', '4', '--count', '2', '--output', qs], '').status).toBe(0);
    expect(readFileSync(qs, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l).id)).toEqual(['4-1', '4-2']);
    const alone = mcr(['--seed', '4', '-o', join(dir, 'x.html')], '');
    expect(alone.status).toBe(2);
    expect(alone.stderr).toMatch(/-o writes the --html worksheet/);
    expect(existsSync(join(dir, 'x.html'))).toBe(false);
    const cannot = mcr(['--html', '--seed', '4', '-o', join(sheet, 'under-a-file.html')], '');
    expect(cannot.status).toBe(2);
    expect(cannot.stderr).toMatch(/cannot write .*nothing written/);
  });

  it('usage errors: exit 2 with what was expected', () => {
    const bad = [
      [['--kind', 'shapes'], /--kind shapes: one of count, valid, waits, discard, fan/],
      [['--level', 'hard'], /--level hard: one of starter, common, big, knitted, traps/],
      [['--count', 'ten'], /--count ten: a whole number/],
      [['--count', '0'], /from 1 to 10000/],
      [['--rules', 'wmo'], /wmo/],
    ] as const;
    for (const [args, message] of bad) {
      const r = mcr([...args], '');
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    }
  });
});
