/**
 * `mcr quiz`: practice questions made by the engine (quiz/, docs/QUIZ.md).
 *
 *   mcr quiz [--seed N] [--count N] [--kind K] [--level L] [--rules R]   the quiz, at a prompt
 *   mcr quiz --json --count N                                           the questions with their answers (mcr-quiz/1)
 *   mcr quiz --html --count N [-o sheet.html]                           a worksheet, its answer key on a page of its own
 *   mcr quiz --stats                                                    what the kept progress says
 *
 * The turn (an answer typed, checked, the next prompt) is a pure function (quizTurn),
 * so tests drive it without a terminal; the loop only reads lines. Piped answers work
 * too: each line answers the next prompt. `q` or the end of input stops, with the
 * summary. Progress is kept in $XDG_STATE_HOME/mcr/quiz.json (or
 * ~/.local/state/mcr/quiz.json) unless --no-save; a run without --seed leans on the
 * fans it says are due (a run with --seed asks exactly the seed's questions).
 */
import { createInterface } from 'node:readline';
import type { ExitCode } from '../batch/summary.js';
import { checkedText, promptText, questionText, statsText, summaryText, type QuizScreen, type Tally } from '../format/quiz.js';
import { quizHtml } from '../format/quiz-html.js';
import { wrap } from '../format/width.js';
import type { Context } from './context.js';
import { checkAnswer } from '../quiz/check.js';
import { quiz } from '../quiz/generate.js';
import { QUIZ_JSON } from '../quiz/json.js';
import { levelNamed, LEVELS } from '../quiz/levels.js';
import { emptyProgress, focusOf, recordAnswer, type Progress } from '../quiz/progress.js';
import { keepAnswers, progressPath, readProgressFile, type Answer } from '../quiz/progress-file.js';
import { QUIZ_KINDS, type Question, type QuizKind } from '../quiz/types.js';
import { toJson } from '../format/json-writer.js';
import { emitOutput } from './emit.js';
import { colorFlag, flag, text, texts, usageError, type Parsed } from './spec.js';
import { describeError } from '../errors.js';
import { visible } from '../session/visible.js';
import { en } from '../i18n/en.js';
import { expectedWords } from '../quiz/words.js';

export { progressPath } from '../quiz/progress-file.js';

/** One run of the quiz at a prompt: where it is, what was answered. */
export interface QuizRun {
  questions: Question[];
  at: number;
  step: number;
  /** The current question was answered wrongly at some step. */
  missedHere: boolean;
  missedFans: Question['about'];
  tally: Tally;
  progress: Progress;
  /** The questions answered in this run, to be added to the kept progress. */
  answers: Answer[];
  screen: QuizScreen;
  done: boolean;
}

export const newRun = (questions: Question[], progress: Progress, screen: QuizScreen): QuizRun => ({
  questions,
  at: 0,
  step: 0,
  missedHere: false,
  missedFans: [],
  tally: { asked: 0, right: 0, kinds: new Map() },
  progress,
  answers: [],
  screen,
  done: questions.length === 0,
});


/** The current question and its first prompt (or the current prompt). */
export function askText(run: QuizRun): string {
  const q = run.questions[run.at];
  const head = run.step === 0 ? questionText(q, run.at + 1, run.questions.length, run.screen) + '\n' : '';
  return head + promptText(q, run.step, run.screen);
}

function finishQuestion(run: QuizRun, correct: boolean): void {
  const q = run.questions[run.at];
  run.tally.asked++;
  if (correct) run.tally.right++;
  const k = run.tally.kinds.get(q.kind) ?? { asked: 0, right: 0 };
  run.tally.kinds.set(q.kind, { asked: k.asked + 1, right: k.right + (correct ? 1 : 0) });
  run.progress = recordAnswer(run.progress, q.kind, correct, q.about, run.missedFans);
  run.answers.push({ kind: q.kind, correct, about: q.about, missed: run.missedFans });
  run.at++;
  run.step = 0;
  run.missedHere = false;
  run.missedFans = [];
  if (run.at >= run.questions.length) run.done = true;
}

/** The end of the run: the summary (the answer again at the end). */
export const endText = (run: QuizRun): string => summaryText(run.tally, run.screen);

/**
 * One line typed at the prompt: the answer checked (and the next prompt), `s` the
 * answer shown, `?` the help, `q` the end. Changes `run`; returns what to print.
 */
export function quizTurn(run: QuizRun, line: string): string {
  if (run.done) return '';
  const typed = line.trim();
  const word = typed.toLowerCase();
  const t = run.screen.t ?? en;
  if (word === 'q' || word === 'quit' || word === '退出') {
    run.done = true;
    return '';
  }
  if (word === '?' || word === 'help' || word === '？' || word === '帮助') return wrap(t.quiz.help, run.screen.width).join('\n') + '\n' + askText(run);
  const q = run.questions[run.at];
  if (word === 's' || word === 'skip' || word === '跳过') {
    const answer = t.quiz.skipped(q.steps.slice(run.step).map((s) => expectedWords(q, s, t)).join(t.quiz.skipSep));
    const shown = `${wrap(answer, run.screen.width, 4, '  ').join('\n')}\n${wrap(q.explanation, run.screen.width, 2, '  ').join('\n')}\n`;
    run.missedHere = true;
    finishQuestion(run, false);
    return shown + (run.done ? '' : '\n' + askText(run));
  }
  if (typed === '') return askText(run);
  const c = checkAnswer(q, run.step, typed, t);
  // A typing slip is no answer: said so, and the same step asked again.
  if (c.retry) return `${wrap(t.quiz.slip(c.message), run.screen.width, 4, '  ').join('\n')}\n${promptText(q, run.step, run.screen)}`;
  if (!c.correct) {
    run.missedHere = true;
    run.missedFans = [...new Set([...run.missedFans, ...c.missed, ...c.extra])];
  }
  const last = run.step + 1 >= q.steps.length;
  // The referee's screen once, when the question ends with something wrong; why in brief when it ends right.
  const shown = checkedText(q, c, run.screen, last) + '\n';
  if (last) {
    finishQuestion(run, !run.missedHere);
    return shown + (run.done ? '' : '\n' + askText(run));
  }
  run.step++;
  return shown + askText(run);
}

const isKind = (k: string): k is QuizKind => (QUIZ_KINDS as readonly string[]).includes(k);

/** `mcr quiz`: the arguments read by its declaration (commands/declarations.ts). */
export async function quizCommand(p: Parsed, ctx: Context): Promise<ExitCode> {
  const { w, env, t } = ctx;
  const rules = ctx.rules(text(p, 'rules'));
  if (!rules.ok) return usageError(rules.message, ctx);
  const kinds = texts(p, 'kind').flatMap((k) => k.split(',')).map((k) => k.trim().toLowerCase()).filter(Boolean);
  const wrongKind = kinds.find((k) => !isKind(k));
  if (wrongKind !== undefined) return usageError(`--${t.quiz.badKind(wrongKind, QUIZ_KINDS.join(', '))}`, ctx);
  const levelText = text(p, 'level');
  const level = levelText === undefined ? 'common' : levelNamed(levelText);
  if (level === null) return usageError(`--${t.quiz.badLevel(levelText ?? '', LEVELS.join(', '))}`, ctx);
  const number = (name: string, fallback: number): number | null => {
    const v = text(p, name);
    if (v === undefined) return fallback;
    return /^-?\d+$/.test(v.trim()) ? Number(v) : null;
  };
  const seeded = text(p, 'seed') !== undefined;
  const seed = number('seed', Date.now() % 1_000_000);
  if (seed === null) return usageError(t.quiz.wholeNumber('--seed', text(p, 'seed') ?? ''), ctx);
  const count = number('count', 10);
  if (count === null) return usageError(t.quiz.wholeNumber('--count', text(p, 'count') ?? ''), ctx);
  const file = text(p, 'output');
  if (file !== undefined && !flag(p, 'json') && !flag(p, 'html'))
    return usageError(t.quiz.outputNeeds(file), ctx);
  const path = progressPath(env);
  // --no-save: neither read nor written (a run of its own).
  const read = p.values.save !== false && path !== null ? readProgressFile(path) : null;
  if (read?.aside) w.err(t.quiz.setAside(path ?? '', read.aside) + '\n');
  const save = read !== null && read.aside === null;
  const progress = read?.progress ?? emptyProgress();
  const stream = w.stdout;
  const color = await ctx.chalk(stream, colorFlag(p));
  const screen: QuizScreen = { color, width: ctx.width, t };
  if (flag(p, 'stats')) {
    w.out(statsText(progress, screen, path) + '\n');
    return 0;
  }
  // --json keeps its words English (a machine format); the screens and the worksheet are in the run's language.
  const json = flag(p, 'json');
  const made = quiz({ seed, count, kinds: kinds.filter(isKind), level, rules: rules.name, focus: seeded ? [] : focusOf(progress), t: json ? en : t });
  if (!made.ok) return usageError(made.error.message, ctx);
  const written = json ? made.questions.map((q) => toJson(QUIZ_JSON, q) + '\n').join('') : flag(p, 'html') ? quizHtml(made.questions, { seed, level, t }) : null;
  if (written !== null) {
    return emitOutput(w, file, written, t.quiz.cannotWrite);
  }
  const run = newRun(made.questions, progress, screen);
  const input = ctx.stdin;
  const terminal = ctx.stdinIsTTY && stream.isTTY === true;
  w.out(wrap(t.quiz.start(made.questions.length, level, seed) + t.quiz.help, screen.width).join('\n') + '\n\n');
  w.out(askText(run));
  await w.flush();
  // Kept once: at the end, or when a signal ends the run (synchronously, before it exits).
  let kept = false;
  const keep = (): void => {
    if (kept || !save || !path) return;
    kept = true;
    try {
      keepAnswers(path, run.answers);
    } catch (e) {
      w.err(t.quiz.notKept(path, describeError(e)) + '\n');
    }
  };
  w.onStop(() => {
    if (w.stopReason?.kind === 'signal') keep();
  });
  const rl = createInterface({ input, terminal: false });
  await new Promise<void>((resolve) => {
    rl.on('line', (line) => {
      if (run.done) return;
      // Echoed as the tournament's screens show names: control characters as escapes.
      if (!terminal) w.out(visible(line) + '\n');
      w.out(quizTurn(run, line));
      if (run.done || w.stopped) rl.close();
      else void w.flush();
    });
    rl.on('close', () => resolve());
  });
  if (!terminal && !run.done) w.out('\n');
  w.out('\n' + endText(run) + '\n');
  keep();
  await w.flush();
  return 0;
}
