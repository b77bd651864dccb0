/**
 * The page's advice view for 14 tiles (docs/ADVICE.md): which discard keeps 8 points
 * in reach, from advise(), the same function as `mcr advise`. UI only: every figure
 * and word comes from the library (src/advice/). main.ts calls adviceView().
 */
import { advise, adviceWords, minimumOf, type AnalysisJson, type DiscardAdviceJson } from '../src/index.js';
import { el } from './dom.js';

const { headline, legal: legalWords, route: routeLine } = adviceWords;

/** Discards shown before the fold. */
const SHOWN = 3;

/** What a discard leaves: its wins or useful draws, and the route to the minimum. */
function leaves(a: AnalysisJson, minimum: number): HTMLElement[] {
  const out: HTMLElement[] = [];
  if (a.waits.length > 0)
    out.push(
      el('p', { class: 'adv-wins' }, 'Wins: ', a.waits.map((w) => `${w.tile}×${w.live} ${w.discard.fanPoints}/${w.selfDrawn.fanPoints}${w.live === 0 ? ' dead' : w.discard.enough || w.selfDrawn.enough ? '' : ` (under ${minimum})`}`).join(' · ')),
    );
  if (a.draws.length > 0)
    out.push(el('p', { class: 'adv-draws' }, `Draws (${a.draws.reduce((n, d) => n + d.live, 0)} copies): `, a.draws.map((d) => `${d.tile}×${d.live}${d.discard ? '' : '*'}`).join(' ')));
  for (const r of a.route.slice(0, 1)) out.push(el('p', { class: 'adv-route' }, `Route: ${routeLine(r, minimum)}`));
  return out;
}

function item(d: DiscardAdviceJson, minimum: number): HTMLElement {
  return el(
    'li',
    { 'data-tile': d.tile, 'data-legal': `${d.legal.any.distance ?? 'never'}${d.legal.any.exact ? '' : '+'}` },
    el('p', { class: 'adv-head' }, el('strong', {}, `Discard ${d.tile}`), ` — ${headline(d, minimum)}`),
    ...leaves(d, minimum),
  );
}

/** The advice for the 14 tiles of `line` under `rules`, or null when there is none to give (a reading error). */
export function adviceView(line: string, rules: string): HTMLElement | null {
  const r = advise(line, { rules });
  if (!r.ok || r.tiles !== 14) return null;
  const best = r.discards[0];
  const minimum = minimumOf(r.rules);
  const box = el('section', { id: 'advice', class: 'advice', 'aria-label': 'Discard advice' });
  box.append(
    el('h2', {}, `Which discard keeps ${minimum} points`),
    el('p', { class: 'adv-best', id: 'advice-best' }, el('strong', {}, `Discard ${best.tile}`), `: ${legalWords(best.legal)}.`),
  );
  const list = el('ul', { class: 'adv-list' });
  for (const d of r.discards.slice(0, SHOWN)) list.append(item(d, minimum));
  box.append(list);
  const rest = r.discards.slice(SHOWN);
  if (rest.length > 0) {
    const more = el('ul', { class: 'adv-list' });
    for (const d of rest) more.append(item(d, minimum));
    box.append(el('details', { class: 'adv-more' }, el('summary', {}, `Show ${rest.length} more discards`), more));
  }
  box.append(el('p', { class: 'note' }, `Legally ready: ready with a live winning tile worth ${minimum} fan points or more (flowers do not count). tile×live copies, points on a discard/self-drawn; * winning by self-draw only.`));
  return box;
}
