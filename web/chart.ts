/**
 * The chances by turn as a picture (docs/WEB.md "Advice"): an SVG line chart of the
 * best three discards' chance of a win after each draw (chances()'s byTurn.win),
 * drawn by the page itself (no library). Each line has its own colour, its own dash
 * and its own marker, so that it reads without colour; the <title> and <desc> say the
 * same in words for a screen reader. UI only: the figures are the library's.
 */
import { adviceWords } from '../src/index.js';
import type { Catalog } from './lang.js';

const NS = 'http://www.w3.org/2000/svg';

/** The three lines: colour, dash, marker (circle, square, triangle). */
export const STYLES = [
  { colour: '#0f5132', dash: '', marker: 'circle' },
  { colour: '#b54708', dash: '7 4', marker: 'square' },
  { colour: '#1d4ed8', dash: '2 3', marker: 'triangle' },
] as const;

/** The plot's box in the viewBox (320 × 210): left, top, width, height. */
const BOX = { x: 40, y: 12, w: 268, h: 160 };

function svg(tag: string, attrs: Record<string, string | number> = {}, ...children: (Node | string)[]): SVGElement {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  e.append(...children);
  return e;
}

/** A marker shape centred at (x, y). */
export function marker(kind: (typeof STYLES)[number]['marker'], x: number, y: number, colour: string): SVGElement {
  if (kind === 'circle') return svg('circle', { cx: x, cy: y, r: 3.6, fill: colour });
  if (kind === 'square') return svg('rect', { x: x - 3.4, y: y - 3.4, width: 6.8, height: 6.8, fill: '#fff', stroke: colour, 'stroke-width': 1.8 });
  return svg('path', { d: `M${x} ${y - 4.4}L${x + 4.2} ${y + 3.2}L${x - 4.2} ${y + 3.2}Z`, fill: colour });
}

/** A chance as every screen writes it (the library's words): "85.3%", "0.52%". */
export const pct = adviceWords.percent;

/** The turns a marker (and the text alternative) is given at: every third draw, and the last. */
export function markedTurns(n: number): number[] {
  const step = n <= 8 ? 1 : 3;
  const out: number[] = [];
  for (let k = step; k < n; k += step) out.push(k);
  out.push(n);
  return out;
}

/**
 * The chart of `series` (at most three: a discard and its chance of a win after each
 * of the draws), for `draws` draws. `face(tile)` draws a tile for the legend.
 */
export function chanceChart(series: readonly { tile: string; win: readonly number[] }[], draws: number, t: Catalog, face: (tile: string) => HTMLElement): HTMLElement {
  const v = t.views;
  const X = (turn: number) => BOX.x + (draws <= 1 ? BOX.w : ((turn - 1) / (draws - 1)) * BOX.w);
  const Y = (p: number) => BOX.y + (1 - p) * BOX.h;
  const id = 'chance-chart';
  const title = v.chartTitle(draws);
  const desc = series.map((s) => v.seriesText(s.tile, markedTurns(draws).map((turn) => ({ turn, pct: pct(s.win[turn - 1] ?? 0) })))).join(' ');
  const root = svg('svg', {
    viewBox: '0 0 320 210',
    role: 'img',
    'aria-labelledby': `${id}-title ${id}-desc`,
    class: 'chart',
    id,
    'data-x0': BOX.x,
    'data-y0': BOX.y,
    'data-w': BOX.w,
    'data-h': BOX.h,
    'data-draws': draws,
  });
  root.append(svg('title', { id: `${id}-title` }, title), svg('desc', { id: `${id}-desc` }, desc));
  // The grid: 0, 25, 50, 75, 100%, and the marked draws.
  const grid = svg('g', { class: 'grid', 'aria-hidden': 'true' });
  for (const p of [0, 0.25, 0.5, 0.75, 1]) {
    grid.append(svg('line', { x1: BOX.x, x2: BOX.x + BOX.w, y1: Y(p), y2: Y(p), stroke: p === 0 ? '#555' : '#d8d3c4', 'stroke-width': 1 }));
    grid.append(svg('text', { x: BOX.x - 5, y: Y(p) + 4, 'text-anchor': 'end', 'font-size': 11, fill: '#333' }, `${p * 100}%`));
  }
  for (const turn of [1, ...markedTurns(draws)]) {
    grid.append(svg('line', { x1: X(turn), x2: X(turn), y1: BOX.y + BOX.h, y2: BOX.y + BOX.h + 4, stroke: '#555' }));
    grid.append(svg('text', { x: X(turn), y: BOX.y + BOX.h + 16, 'text-anchor': 'middle', 'font-size': 11, fill: '#333' }, String(turn)));
  }
  grid.append(svg('text', { x: BOX.x + BOX.w, y: BOX.y + BOX.h + 32, 'text-anchor': 'end', 'font-size': 11, fill: '#333' }, `${v.turn} →`));
  root.append(grid);
  series.slice(0, STYLES.length).forEach((s, i) => {
    const st = STYLES[i];
    const g = svg('g', { class: 'series', 'data-tile': s.tile, 'data-win': s.win.join(','), 'data-style': `${st.dash === '' ? 'solid' : st.dash} ${st.marker}`, 'aria-hidden': 'true' });
    const points = s.win.map((p, k) => `${X(k + 1).toFixed(2)},${Y(p).toFixed(2)}`).join(' ');
    g.append(svg('polyline', { points, fill: 'none', stroke: st.colour, 'stroke-width': 2.4, 'stroke-dasharray': st.dash, 'stroke-linejoin': 'round' }));
    for (const turn of markedTurns(draws)) g.append(marker(st.marker, X(turn), Y(s.win[turn - 1] ?? 0), st.colour));
    root.append(g);
  });
  // The legend, in HTML under the picture: the line's sample, the tile drawn, its last figure.
  const legend = document.createElement('ul');
  legend.className = 'chart-legend';
  legend.setAttribute('aria-hidden', 'true');
  series.slice(0, STYLES.length).forEach((s, i) => {
    const st = STYLES[i];
    const sample = svg('svg', { viewBox: '0 0 36 12', width: 36, height: 12, class: 'sample' },
      svg('line', { x1: 1, x2: 35, y1: 6, y2: 6, stroke: st.colour, 'stroke-width': 2.4, 'stroke-dasharray': st.dash }),
      marker(st.marker, 18, 6, st.colour));
    const li = document.createElement('li');
    li.dataset.tile = s.tile;
    li.append(sample, ` ${v.series('')}`, face(s.tile), ` ${pct(s.win[s.win.length - 1] ?? 0)}`);
    legend.append(li);
  });
  const figure = document.createElement('figure');
  figure.className = 'chart-box';
  figure.append(root, legend);
  return figure;
}
