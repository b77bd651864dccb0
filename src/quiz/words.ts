/** The quiz's sentences: a score explained in one or two lines, a list of fans as typed. */
import { FANS, type FanId } from '../fans/table.js';
import type { ScoreOk } from '../result.js';
import { minimumOf } from '../rules/profiles.js';

const named = (f: { name: string; points: number; count: number }): string => `${f.name} ${f.points}${f.count > 1 ? ` x${f.count}` : ''}`;

/** The fans as a person would list them: names, by commas. */
export const fanList = (ids: readonly FanId[]): string => ids.map((id) => FANS[id].name).join(', ');

/**
 * A score in words: the fans that count and their sum, the flowers, the verdict, and
 * the fans set aside with the fan that excludes each.
 */
export function explainScore(s: ScoreOk): string {
  if (s.verdict === 'not-a-winning-hand') return `Not a winning hand: ${s.reason ?? 'the tiles make no winning shape'}.`;
  const fans = s.fans.filter((f) => f.id !== 'flower-tiles');
  const sum = `${fans.map(named).join(' + ')} = ${s.fanPoints} fan points`;
  const flowers = s.total > s.fanPoints ? `, plus ${s.total - s.fanPoints} for flowers: total ${s.total}` : '';
  const verdict = s.verdict === 'win' ? 'a valid win' : `below the minimum of ${minimumOf(s.rules)} (${s.fanPoints} without flowers)`;
  const excluded = s.excluded.length
    ? ` Not counted: ${s.excluded.map((e) => `${e.name} ${e.points}${e.count > 1 ? ` x${e.count}` : ''} (excluded by ${FANS[e.by].name})`).join('; ')}.`
    : '';
  return `${sum}${flowers}; ${verdict}.${excluded}`;
}
