/** The quiz's sentences: a score explained in one or two lines, a list of fans as typed; the words are the catalog's (`t`, English when not given). */
import { FANS, type FanId } from '../fans/table.js';
import type { ScoreOk } from '../result.js';
import { minimumOf } from '../rules/profiles.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';
import type { Question, StepJson } from './types.js';

const named = (f: { name: string; zh: string; points: number; count: number }, t: Catalog): string => t.quiz.fanTerm(t.fan(f), f.points, f.count);

/** The fans as a person would list them: names, by commas. */
export const fanList = (ids: readonly FanId[], t: Catalog = en): string => ids.map((id) => t.fan(FANS[id])).join(t.quiz.fanSep);

/**
 * A score in words: the fans that count and their sum, the flowers, the verdict, and
 * the fans set aside with the fan that excludes each.
 */
export function explainScore(s: ScoreOk, t: Catalog = en): string {
  const q = t.quiz;
  if (s.verdict === 'not-a-winning-hand') return q.notWinning(t.screen.reason(s.reasonCode, s.reason), s.reason);
  const fans = s.fans.filter((f) => f.id !== 'flower-tiles');
  const sum = q.sum(fans.map((f) => named(f, t)), s.fanPoints);
  const flowers = s.total > s.fanPoints ? q.plusFlowers(s.total - s.fanPoints, s.total) : '';
  const verdict = s.verdict === 'win' ? q.aValidWin : q.belowMinimum(minimumOf(s.rules), s.fanPoints);
  const excluded = s.excluded.length ? q.notCounted(s.excluded.map((e) => q.excludedBy(named(e, t), t.fan(FANS[e.by])))) : '';
  return q.explained(sum, flowers, verdict, excluded);
}

/**
 * A step's answer as shown in the run's words: the questions keep it as typed
 * (yes, no, short, shape, none, "5d or 7b", English fan names), which the checker reads.
 */
export function expectedWords(q: Question, step: StepJson, t: Catalog = en): string {
  if (t === en) return step.expected;
  const a = q.answer;
  switch (step.ask) {
    case 'fans':
      return fanList((a.fans ?? []).filter((f) => f.id !== 'flower-tiles').map((f) => f.id), t);
    case 'name':
      return a.fan ? t.fan(FANS[a.fan]) : step.expected;
    case 'valid':
      return step.expected === 'yes' ? t.quiz.yes : t.quiz.no;
    case 'reason':
      return step.expected === 'short' ? t.quiz.short : t.quiz.shape;
    case 'waits':
    case 'reach8':
      return step.expected === 'none' ? t.quiz.none : step.expected;
    case 'discard':
      return step.expected.split(' or ').join(t.quiz.or);
    default:
      return step.expected;
  }
}
