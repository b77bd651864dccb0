/**
 * The page's advice view for 14 tiles that make no winning hand (docs/WEB.md
 * "Advice"): every discard's chance of a legal win within the draws, its expected
 * points and its legal distance, from advise(line, { by: 'chance' }), the same
 * function as `mcr advise`; the best three discards' chance by turn as a chart
 * (web/chart.ts); the fans that carry the wins. UI only: every figure comes from the
 * library, every word from the catalog (group `views`).
 */
import { advise, adviceWords, minimumOf, type AdviceOk, type DiscardAdviceJson, type LegalJson } from '../src/index.js';
import { el } from './dom.js';
import { mini } from './tile-face.js';
import { chanceChart } from './chart.js';
import { fanNamesIn, type Catalog } from './lang.js';

const distanceText = (l: LegalJson, t: Catalog): string => (l.distance === null ? t.views.never : l.exact ? String(l.distance) : `${l.distance}+`);

function row(d: DiscardAdviceJson, best: boolean, t: Catalog): HTMLElement {
  const c = d.chances!;
  return el(
    'tr',
    { 'data-tile': d.tile, 'data-p': String(c.eitherWay.p), 'data-ev': String(c.eitherWay.ev), 'data-legal': distanceText(d.legal.any, t), ...(best ? { class: 'best' } : {}) },
    el('th', { scope: 'row' }, mini(d.tile)),
    el('td', { class: 'num chance' }, adviceWords.chance(c.eitherWay)),
    el('td', { class: 'num' }, c.eitherWay.ev.toFixed(1)),
    el('td', { class: 'num' }, distanceText(d.legal.any, t)),
  );
}

/** The advice's contents for a result of advise() by chance. */
function contents(r: AdviceOk, t: Catalog): HTMLElement[] {
  const v = t.views;
  const draws = r.draws ?? 18;
  const minimum = minimumOf(r.rules);
  const best = r.discards[0];
  const bc = best.chances!;
  const out: HTMLElement[] = [];
  out.push(
    el(
      'p',
      { class: 'adv-best', id: 'advice-best', 'data-tile': best.tile },
      el('strong', {}, `${v.best} `),
      mini(best.tile),
      el('span', {}, ` ${v.bestChance(adviceWords.chance(bc.eitherWay), draws)}`),
      el('span', { class: 'adv-ev' }, v.bestPoints(bc.eitherWay.ev.toFixed(1))),
    ),
  );
  const top = r.discards.slice(0, 3).filter((d) => d.chances!.byTurn.win.length > 0);
  if (top.length > 0) out.push(chanceChart(top.map((d) => ({ tile: d.tile, win: d.chances!.byTurn.win })), draws, t, mini));
  const table = el(
    'table',
    { class: 'adv-table', id: 'advice-table' },
    el('caption', {}, v.tableCaption(draws)),
    el('thead', {}, el('tr', {}, ...[v.discard, v.chance, v.points, v.distance].map((h, i) => el('th', { scope: 'col', class: i > 0 ? 'num' : '' }, h)))),
  );
  const body = el('tbody');
  r.discards.forEach((d, i) => body.append(row(d, i === 0, t)));
  table.append(body);
  out.push(table);
  out.push(el('h3', {}, v.aim));
  if (bc.route.length > 0) {
    const aims = el('ul', { class: 'adv-aim', id: 'advice-aim' });
    for (const s of bc.route) aims.append(el('li', {}, v.share(fanNamesIn(s.fans, t), adviceWords.share(s.share))));
    out.push(aims);
  } else out.push(el('p', { class: 'adv-aim' }, v.noRoute));
  const kinds = new Set(r.discards.map((d) => d.chances!.eitherWay.kind));
  const notes = [v.model(draws, minimum), ...(kinds.has('restricted') ? [v.restricted] : []), ...(kinds.has('estimate') ? [v.estimate] : [])];
  out.push(el('p', { class: 'note' }, notes.join(' ')));
  return out;
}

/**
 * The advice for the 14 tiles of `line` under `rules`: a section at once (saying the
 * chances are being worked out), filled a moment later so that the tap that made the
 * hand shows first. Nothing when there is no advice to give (a reading error). A
 * section taken off the page before then is left as it is.
 */
export function adviceView(line: string, rules: string, t: Catalog): HTMLElement {
  const box = el('section', { id: 'advice', class: 'advice', 'aria-label': t.views.adviceLabel, 'aria-busy': 'true' });
  box.append(el('h2', {}, t.views.adviceTitle), el('p', { class: 'adv-working' }, t.views.working));
  setTimeout(() => {
    if (!box.isConnected) return;
    const t0 = performance.now();
    const r = advise(line, { rules, by: 'chance' });
    // npm run bench reads it (bench/web.mjs): the time of advise() by chance in the page.
    box.dataset.ms = (performance.now() - t0).toFixed(1);
    if (!r.ok || r.tiles !== 14 || r.discards.length === 0) {
      box.remove();
      return;
    }
    box.replaceChildren(el('h2', {}, t.views.adviceTitle), ...contents(r, t));
    box.setAttribute('aria-busy', 'false');
    box.dataset.done = 'true';
  }, 0);
  return box;
}
