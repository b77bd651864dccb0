/**
 * The page's advice view for 14 tiles (docs/ADVICE.md): which discard keeps 8 points
 * in reach, from advise(), the same function as `mcr advise`. UI only: every figure
 * and word comes from the library (src/advice/). main.ts calls adviceView().
 */
import { advise, adviceWords, type AnalysisJson, type DiscardAdviceJson } from '../src/index.js';

const { headline, legal: legalWords, route: routeLine } = adviceWords;

/** Discards shown before the fold. */
const SHOWN = 3;

function node(tag: string, attrs: Record<string, string>, ...children: (Node | string)[]): HTMLElement {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** What a discard leaves: its wins or useful draws, and the route to 8. */
function leaves(a: AnalysisJson): HTMLElement[] {
  const out: HTMLElement[] = [];
  if (a.waits.length > 0)
    out.push(
      node('p', { class: 'adv-wins' }, 'Wins: ', a.waits.map((w) => `${w.tile}×${w.live} ${w.discard.fanPoints}/${w.selfDrawn.fanPoints}${w.live === 0 ? ' dead' : w.discard.enough || w.selfDrawn.enough ? '' : ' (under 8)'}`).join(' · ')),
    );
  if (a.draws.length > 0)
    out.push(node('p', { class: 'adv-draws' }, `Draws (${a.draws.reduce((n, d) => n + d.live, 0)} copies): `, a.draws.map((d) => `${d.tile}×${d.live}${d.discard ? '' : '*'}`).join(' ')));
  for (const r of a.route.slice(0, 1)) out.push(node('p', { class: 'adv-route' }, `Route: ${routeLine(r)}`));
  return out;
}

function item(d: DiscardAdviceJson): HTMLElement {
  return node(
    'li',
    { 'data-tile': d.tile, 'data-legal': `${d.legal.any.distance ?? 'never'}${d.legal.any.exact ? '' : '+'}` },
    node('p', { class: 'adv-head' }, node('strong', {}, `Discard ${d.tile}`), ` — ${headline(d)}`),
    ...leaves(d),
  );
}

/** The advice for the 14 tiles of `line` under `rules`, or null when there is none to give (a reading error). */
export function adviceView(line: string, rules: string): HTMLElement | null {
  const r = advise(line, { rules });
  if (!r.ok || r.tiles !== 14) return null;
  const best = r.discards[0];
  const box = node('section', { id: 'advice', class: 'advice', 'aria-label': 'Discard advice' });
  box.append(
    node('h2', {}, 'Which discard keeps 8 points'),
    node('p', { class: 'adv-best', id: 'advice-best' }, node('strong', {}, `Discard ${best.tile}`), `: ${legalWords(best.legal)}.`),
  );
  const list = node('ul', { class: 'adv-list' });
  for (const d of r.discards.slice(0, SHOWN)) list.append(item(d));
  box.append(list);
  const rest = r.discards.slice(SHOWN);
  if (rest.length > 0) {
    const more = node('ul', { class: 'adv-list' });
    for (const d of rest) more.append(item(d));
    box.append(node('details', { class: 'adv-more' }, node('summary', {}, `Show ${rest.length} more discards`), more));
  }
  box.append(node('p', { class: 'note' }, 'Legally ready: ready with a live winning tile worth 8 fan points or more (flowers do not count). tile×live copies, points on a discard/self-drawn; * winning by self-draw only.'));
  return box;
}
