/**
 * The text of explanations, beside the referee's screen: what makes each counted fan
 * and every arrangement with its fans and total (`mcr --arrangements`, `--explain`).
 * Lines are wrapped to the width given (the terminal's).
 */
import type { ChalkInstance } from 'chalk';
import type { SetJson } from '../result.js';
import type { ArrangementJson, ExplainOk, ExplainedFanJson } from './explain.js';
import { wrap, writeSets, writeUses } from './words.js';

/** One fan with its points and what makes it: `Mixed Straight 8 (123b 456c 789d)`. */
export function fanWithUses(f: ExplainedFanJson, arrangement: readonly SetJson[]): string {
  const uses = writeUses(f.uses, arrangement);
  return `${f.name} ${f.points}${f.count > 1 ? `x${f.count}` : ''}${uses ? ` (${uses})` : ''}`;
}

/** "What makes each fan": one line per counted fan. */
export function usesSection(r: ExplainOk, color: ChalkInstance, width: number): string {
  const lines = [color.bold('What makes each fan')];
  const nameWidth = Math.min(32, Math.max(...r.fans.map((f) => f.name.length + (f.count > 1 ? 3 : 0))));
  for (const f of r.fans) {
    const uses = writeUses(f.uses, r.arrangement);
    const head = `  ${(f.name + (f.count > 1 ? ` x${f.count}` : '')).padEnd(nameWidth)}  `;
    lines.push(wrap(uses || (f.id === 'flower-tiles' ? 'the flowers' : 'the whole hand'), width, head));
  }
  return lines.join('\n');
}

/** One arrangement: its total, its sets, then its fans with their uses. */
export function arrangementText(a: ArrangementJson, n: number, color: ChalkInstance, width: number): string {
  const mark = a.chosen ? color.bold('*') : ' ';
  const head = `${mark} ${String(n).padStart(2)}. ${String(a.total).padStart(4)}  `;
  const fans = a.fans.map((f) => fanWithUses(f, a.arrangement)).join(', ');
  return [
    wrap(writeSets(a.arrangement), width, head, ' '.repeat(12)),
    wrap(fans || 'no fans', width, ' '.repeat(12)),
  ].join('\n');
}

/** "Arrangements": every one, best first, the chosen one marked with *. */
export function arrangementsSection(list: readonly ArrangementJson[], color: ChalkInstance, width: number): string {
  if (list.length === 0) return color.bold('Arrangements: none, the tiles make no winning hand');
  const title = `Arrangements (${list.length}, best first; * is the one scored)`;
  return [color.bold(title), ...list.map((a, k) => arrangementText(a, k + 1, color, width))].join('\n');
}

/** The sections an explained result adds after the screen. */
export function explainSections(r: ExplainOk, color: ChalkInstance, width: number): string {
  const out: string[] = [];
  if (r.fans.length > 0 && r.arrangement.length > 0) out.push(usesSection(r, color, width));
  if (r.arrangements) out.push(arrangementsSection(r.arrangements, color, width));
  return out.join('\n\n');
}
