/**
 * The quiz's screens (docs/QUIZ.md): a question, a checked answer with the right
 * one and its explanation (the referee's screen for a hand, the `why` answer for a
 * fan missed or named wrongly), the summary at the end and the progress stats.
 * Every line fits `width` cells; names wrap, never cut.
 */
import type { ChalkInstance } from 'chalk';
import { FANS } from '../fans/table.js';
import type { Checked } from '../quiz/check.js';
import { LEVEL_RECIPES } from '../quiz/levels.js';
import { mostMissed, type Progress } from '../quiz/progress.js';
import { QUIZ_KINDS, type Question } from '../quiz/types.js';
import { score } from '../score.js';
import { DEFAULT_RULES } from '../rules/profiles.js';
import { formatText } from './text.js';
import { wrap } from './width.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';
import { expectedWords } from '../quiz/words.js';

export interface QuizScreen {
  color: ChalkInstance;
  width: number;
  /** The words (i18n/, the run's language); English when not given. */
  t?: Catalog;
}

/** The question: its number, kind and level, the hand, the question. */
export function questionText(q: Question, n: number, of: number, o: QuizScreen): string {
  const t = o.t ?? en;
  const head = t.quiz.head(n, of, t.quiz.kind(q.kind), t.quiz.level(q.level, LEVEL_RECIPES[q.level].title), q.rules === DEFAULT_RULES ? null : q.rules);
  return [
    o.color.bold(head),
    ...(q.hand ? wrap(q.hand, o.width, 4, '  ') : []),
    ...wrap(q.question, o.width),
  ].join('\n');
}

/** A step's prompt (the answer is typed after it). */
export const promptText = (q: Question, step: number, o?: QuizScreen): string =>
  `${o ? wrap(q.steps[step].prompt, o.width).join('\n') : q.steps[step].prompt} `;

/**
 * A checked answer: a mark and the message; when wrong, the `why` of each fan in
 * question. At the question's `last` step: when wrong, the referee's screen of the
 * hand and the answer; when right, why in brief (the explanation: the points, the
 * fans, the route kept).
 */
export function checkedText(q: Question, c: Checked, o: QuizScreen, last: boolean): string {
  const t = o.t ?? en;
  const mark = c.correct ? o.color.green('✓') : c.partial ? o.color.yellow('~') : o.color.red('✗');
  const lines = wrap(`${mark} ${c.message}`, o.width, 4, '  ');
  for (const w of c.why) {
    const why = t.quiz.why(t.fan(FANS[w.fan]), w.text, q.hand);
    if (why !== '') lines.push(...wrap(why, o.width, 6, '    '));
  }
  const whyAll = c.why.length > 0 ? t.quiz.whyAll(c.why.map((w) => t.fan(FANS[w.fan])), q.hand) : '';
  if (whyAll !== '') lines.push(...wrap(whyAll, o.width, 6, '    '));
  // The whole answer after the screen too, so that it is on screen however short the terminal.
  if (last && !c.correct) lines.push(...answerScreen(q, o), ...wrap(`${o.color.bold(t.quiz.answerLabel)} ${q.answer.text}`, o.width, 4));
  else if (last) lines.push(...wrap(q.explanation, o.width, 4, '  '));
  return lines.join('\n');
}

/** The hand's referee's screen (count and valid questions), or the explanation in words. */
export function answerScreen(q: Question, o: QuizScreen): string[] {
  if ((q.kind === 'count' || q.kind === 'valid') && q.hand) {
    const r = score(q.hand, { rules: q.rules });
    if (r.ok) return formatText(r, { color: o.color, width: o.width, rulesGiven: q.rules !== DEFAULT_RULES, t: o.t }).split('\n');
  }
  return wrap(q.explanation, o.width, 2, '  ');
}

export interface Tally {
  asked: number;
  right: number;
  /** Per kind: asked and right. */
  kinds: Map<string, { asked: number; right: number }>;
}

/** The end of a run: how many right, per kind; again at the end so that it is on screen. */
export function summaryText(tally: Tally, o: QuizScreen): string {
  const t = o.t ?? en;
  const per = [...tally.kinds].map(([k, v]) => t.quiz.kindTally(t.quiz.kind(k), v.right, v.asked)).join(t.quiz.kindSep);
  return wrap(`${o.color.bold(t.quiz.rightOf(tally.right, tally.asked))}${t.quiz.perKind(per)}${t.quiz.end}`, o.width).join('\n');
}

/** `mcr quiz --stats`: answers per kind and the fans missed most. */
export function statsText(p: Progress, o: QuizScreen, where: string | null): string {
  const t = o.t ?? en;
  const lines: string[] = [];
  const kinds = QUIZ_KINDS.filter((k) => p.kinds[k]);
  const total = kinds.reduce((s, k) => s + p.kinds[k]!.right, 0);
  lines.push(o.color.bold(p.turn === 0 ? t.quiz.noneYet : t.quiz.answeredRight(total, p.turn)));
  for (const k of kinds) {
    const v = p.kinds[k]!;
    lines.push(t.quiz.statsRow(t.quiz.kind(k), v.right, v.asked, Math.round((100 * v.right) / v.asked)));
  }
  const missed = mostMissed(p);
  if (missed.length) {
    lines.push(t.quiz.missedMost);
    for (const m of missed) lines.push(...wrap(t.quiz.missedFan(t.fan(FANS[m.fan]), t.fanOther(FANS[m.fan]), m.missed, m.asked), o.width, 4, '  '));
  }
  if (where) lines.push(...wrap(t.quiz.keptIn(where), o.width));
  return lines.join('\n');
}
