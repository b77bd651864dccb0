/**
 * `mcr review --html`: one self-contained page (inline style, inline SVG, no script,
 * nothing fetched): the answer, a chart of the seat's chance through the play (the
 * discard made and the best, decision by decision), the costly decisions costliest
 * first with the tiles drawn as tiles, and the answer again.
 */
import type { Catalog } from '../i18n/types.js';
import { escapeHtml as e } from '../format/html.js';
import type { ReviewDecision, ReviewOk } from './types.js';
import { chanceOf, inOrder, pointsOf, whoOf } from './text.js';

const STYLE = `body{font:15px/1.45 system-ui,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;max-width:60em;margin:1.5em auto;padding:0 1em;color:#222;background:#fff}
h1{font-size:1.3em}h2{font-size:1.1em;margin-top:1.6em}.note{color:#555;font-size:.9em}
svg{width:100%;height:auto;max-width:48em;display:block}
.t{display:inline-flex;flex-direction:column;align-items:center;justify-content:center;width:1.6em;height:2.2em;margin:1px;border:1px solid #bdb7a4;border-radius:3px;background:#fffdf6;line-height:1;vertical-align:middle;box-shadow:0 1px 0 #d8d2bf}
.t b{font-size:1.05em}.t small{font-size:.6em}.t.drawn{margin-left:.5em;border-color:#777}.t.chosen{background:#ffe9e6;border-color:#c0392b}.t.best{background:#e5f6e8;border-color:#2e7d32}
.s-b{color:#1b7a34}.s-c{color:#b3261e}.s-d{color:#1f4fa8}.s-h{color:#333}
.meld{display:inline-block;margin-left:.6em;padding:1px;border-bottom:2px solid #999}
table{border-collapse:collapse;margin:.5em 0}td,th{padding:.35em .5em;border-bottom:1px solid #ddd;text-align:left;vertical-align:middle}
.num{text-align:right;font-variant-numeric:tabular-nums}.lost{color:#b3261e;font-weight:600}
@media (max-width:40em){td,th{padding:.25em .2em}.t{width:1.35em;height:1.9em}}`;

const HONOURS: Record<string, string> = { E: '東', S: '南', W: '西', N: '北', R: '中', G: '發', P: '\u3000' };

/** A tile drawn as a tile: its rank (or honour's character) and its suit. */
function tile(code: string, cls = ''): string {
  const suit = /^\d[bcd]$/.test(code) ? code[1] : 'h';
  const face = suit === 'h' ? HONOURS[code] ?? code : code[0];
  return `<span class="t s-${suit}${cls ? ` ${cls}` : ''}" title="${e(code)}"><b>${e(face)}</b><small>${suit === 'h' ? e(code) : suit}</small></span>`;
}

/** "[123b]" / "(EEEE)" as tiles. */
function meld(text: string): string {
  const codes = [...text.slice(1, -1).matchAll(/(\d+)([bcd])|([ESWNRGP])/g)].flatMap((m) => (m[3] ? [m[3]] : [...m[1]].map((d) => `${d}${m[2]}`)));
  return `<span class="meld" title="${e(text)}">${codes.map((c) => tile(c)).join('')}</span>`;
}

/** The hand held at a decision: the concealed tiles (the drawn one apart), the melds; the discard made and the best marked. */
function held(d: ReviewDecision): string {
  const tiles = d.concealed.slice();
  if (d.drawn !== null) tiles.splice(tiles.indexOf(d.drawn), 1);
  let chosenMarked = false;
  const mark = (c: string): string => {
    if (!chosenMarked && c === d.chosen.tile && d.cost > 0) {
      chosenMarked = true;
      return 'chosen';
    }
    return c === d.best.tile && d.cost > 0 ? 'best' : '';
  };
  const body = tiles.map((c) => tile(c, mark(c))).join('');
  const drawn = d.drawn === null ? '' : tile(d.drawn, `drawn ${mark(d.drawn)}`.trim());
  return body + drawn + d.melds.map(meld).join('');
}

/** The chance of the discard made and of the best, decision by decision, hands apart. */
function chart(ds: readonly ReviewDecision[], t: Catalog): string {
  const W = 640, H = 260, L = 44, R = 12, T = 16, B = 40;
  const n = ds.length;
  const x = (i: number): number => L + (n <= 1 ? (W - L - R) / 2 : (i * (W - L - R)) / (n - 1));
  const y = (p: number): number => T + (1 - p) * (H - T - B);
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((p) => `<line x1="${L}" x2="${W - R}" y1="${y(p).toFixed(1)}" y2="${y(p).toFixed(1)}" stroke="#e3e3e3"/><text x="${L - 6}" y="${(y(p) + 4).toFixed(1)}" text-anchor="end" font-size="11" fill="#555">${p * 100}%</text>`)
    .join('');
  const hands = ds
    .map((d, i) => (i > 0 && ds[i - 1].hand !== d.hand ? `<line x1="${((x(i - 1) + x(i)) / 2).toFixed(1)}" x2="${((x(i - 1) + x(i)) / 2).toFixed(1)}" y1="${T}" y2="${H - B}" stroke="#bbb" stroke-dasharray="3 3"/>` : ''))
    .join('');
  const path = (f: (d: ReviewDecision) => number): string => ds.map((d, i) => `${x(i).toFixed(1)},${y(f(d)).toFixed(1)}`).join(' ');
  const dots = ds
    .map((d, i) => `<circle cx="${x(i).toFixed(1)}" cy="${y(d.chosen.chance).toFixed(1)}" r="${d.cost > 0 ? 4 : 2.5}" fill="${d.cost > 0 ? '#c0392b' : '#1f4fa8'}"><title>${e(`${t.review.hands([d.hand])} · ${d.turn}: ${t.review.chose(d.chosen.tile, chanceOf(d.chosen))} · ${t.review.best(d.best.tile, chanceOf(d.best))}`)}</title></circle>`)
    .join('');
  const ticks = ds.map((d, i) => `<text x="${x(i).toFixed(1)}" y="${H - B + 14}" text-anchor="middle" font-size="10" fill="#555">${d.turn}</text>`).join('');
  const legend = `<line x1="${L}" x2="${L + 24}" y1="${H - 8}" y2="${H - 8}" stroke="#1f4fa8" stroke-width="2"/><text x="${L + 30}" y="${H - 4}" font-size="12">${e(t.review.chartMade)}</text>` +
    `<line x1="${L + 170}" x2="${L + 194}" y1="${H - 8}" y2="${H - 8}" stroke="#2e7d32" stroke-width="2" stroke-dasharray="5 3"/><text x="${L + 200}" y="${H - 4}" font-size="12">${e(t.review.chartBest)}</text>` +
    `<text x="${W - R}" y="${H - 4}" text-anchor="end" font-size="11" fill="#555">${e(t.review.chartAxis)}</text>`;
  return `<svg viewBox="0 0 ${W} ${H}" role="img" aria-label="${e(t.review.chart)}">${grid}${hands}` +
    (n > 0 ? `<polyline points="${path((d) => d.best.chance)}" fill="none" stroke="#2e7d32" stroke-width="2" stroke-dasharray="5 3"/><polyline points="${path((d) => d.chosen.chance)}" fill="none" stroke="#1f4fa8" stroke-width="2"/>` : '') +
    `${dots}${ticks}${legend}</svg>`;
}

export function reviewHtml(r: ReviewOk, t: Catalog, o: { file: string }): string {
  const w = t.review;
  const who = whoOf(r, t);
  const lost = pointsOf(r.summary.chanceLost);
  const c = w.columns;
  const rows = r.decisions
    .filter((d) => d.cost > 0)
    .map(
      (d, k) => `<tr><td class="num">${k + 1}</td><td class="num">${d.hand}</td><td class="num">${d.turn}</td><td class="num">${d.wall}</td><td>${held(d)}</td>` +
        `<td>${tile(d.chosen.tile, 'chosen')} ${e(chanceOf(d.chosen))}</td><td>${tile(d.best.tile, 'best')} ${e(chanceOf(d.best))}</td><td class="num lost">${pointsOf(d.cost)}</td></tr>`,
    )
    .join('\n');
  const best = inOrder(r).filter((d) => d.cost === 0);
  const bestLines = r.hands
    .map((h) => best.filter((d) => d.hand === h).map((d) => d.turn))
    .map((turns, i) => (turns.length > 0 ? `<li>${e(w.bestIn(r.hands[i], turns))}</li>` : ''))
    .join('');
  return `<!doctype html>
<html lang="${e(t.htmlLang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(w.title(who))}</title><style>${STYLE}</style></head>
<body>
<h1>${e(w.headline(who, w.hands(r.hands), r.summary.best, r.summary.decisions, lost))}</h1>
<p class="note">${e(w.chanceNote(r.draws))}</p>
${r.unfinished ? `<p>${e(w.unfinished)}</p>\n` : ''}<h2>${e(w.chart)}</h2>
${chart(inOrder(r), t)}
${rows ? `<h2>${e(w.costliest)}</h2>\n<table><thead><tr><th>${e(c.n)}</th><th>${e(c.hand)}</th><th>${e(c.turn)}</th><th>${e(c.wall)}</th><th>${e(c.held)}</th><th>${e(c.chose)}</th><th>${e(c.best)}</th><th>${e(c.lost)}</th></tr></thead><tbody>\n${rows}\n</tbody></table>\n` : ''}${bestLines ? `<h2>${e(w.bestChosen(best.length))}</h2><ul>${bestLines}</ul>\n` : ''}<p>${e(w.summary(r.summary.decisions, r.summary.best, lost, pointsOf(r.summary.worst)))}</p>
<p><b>${e(w.last(who, r.summary.best, r.summary.decisions, lost))}</b></p>
<p class="note">${e(w.generated(o.file))}</p>
</body></html>
`;
}
