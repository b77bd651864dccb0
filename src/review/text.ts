/**
 * `mcr review`'s screen: the answer first (how often the seat chose the best
 * discard, the chance lost in all), the costly decisions costliest first (the hand
 * held, the discard made and the best, with their chances), the decisions that
 * chose the best in one line per hand, the chance kept through each hand, the
 * summary, and the answer again last. Fits the width given (80, and 40).
 */
import type { ChalkInstance } from 'chalk';
import type { Catalog } from '../i18n/types.js';
import { chanceWords } from '../advice/words.js';
import { wrap } from '../format/width.js';
import { YOU } from '../game/record.js';
import type { ReviewDecision, ReviewFigure, ReviewOk } from './types.js';

/** A chance as the advice writes it: "50.3%", an estimate "~36%". */
export const chanceOf = (f: ReviewFigure): string => chanceWords({ p: f.chance, kind: f.kind });
/** A cost in points of chance (1 point = 1%). */
export const pointsOf = (cost: number): string => {
  const p = cost * 100;
  return p === 0 || p >= 0.1 ? p.toFixed(1) : p.toFixed(2);
};

/** The player's name as the screen shows it (the record's `you` in the catalog's words). */
export const playerName = (t: Catalog, p: string): string => (p === YOU ? t.play.you : p);

/** "E (A)": the seat asked with its one player, or the player asked. */
export function whoOf(r: ReviewOk, t: Catalog): string {
  const players = [...new Set(r.decisions.map((d) => d.player))];
  if (/^[ESWN]$/.test(r.seat)) return t.review.who(r.seat, players.length === 1 ? playerName(t, players[0]) : null);
  return t.review.who(playerName(t, r.seat), null);
}

/** The decisions in the order of play. */
export const inOrder = (r: ReviewOk): ReviewDecision[] => r.decisions.slice().sort((a, b) => a.order - b.order);

const BARS = '▁▂▃▄▅▆▇█';

/** One bar a decision: its chance kept (0..100%), in the colour of its cost. */
function sparkline(ds: readonly ReviewDecision[], color: ChalkInstance): string {
  return ds
    .map((d) => {
      const bar = BARS[Math.min(7, Math.floor(d.chosen.chance * 8))];
      return d.cost === 0 ? bar : d.cost >= 0.05 ? color.red(bar) : color.yellow(bar);
    })
    .join('');
}

export function reviewText(r: ReviewOk, t: Catalog, o: { width: number; color: ChalkInstance }): string {
  const { width, color } = o;
  const w = t.review;
  const who = whoOf(r, t);
  const lost = pointsOf(r.summary.chanceLost);
  const lines: string[] = [];
  const add = (text: string, indent = 0) => lines.push(...wrap(text, width, indent));
  add(color.bold(w.headline(who, w.hands(r.hands), r.summary.best, r.summary.decisions, lost)), 2);
  add(color.dim(w.chanceNote(r.draws)), 2);
  if (r.unfinished) add(w.unfinished, 2);
  const costly = r.decisions.filter((d) => d.cost > 0);
  if (costly.length > 0) {
    lines.push('', color.bold(w.costliest));
    for (const [k, d] of costly.entries()) {
      add(w.decision(k + 1, d.hand, d.turn, d.wall, d.draws, pointsOf(d.cost)), 3);
      const held = [w.held, d.concealed.join(' '), ...d.melds].join(' ') + (d.drawn === null ? '' : ` · ${w.drew(d.drawn)}`);
      lines.push(...wrap(held, width - 3, 5).map((l) => `   ${l}`));
      const judged = `${w.chose(d.chosen.tile, chanceOf(d.chosen))} · ${w.best(d.best.tile, chanceOf(d.best))} · ${w.rank(d.rank, d.discards.length)}`;
      lines.push(...wrap(judged, width - 3, 2).map((l) => `   ${l}`));
    }
  }
  const ordered = inOrder(r);
  const best = ordered.filter((d) => d.cost === 0);
  if (best.length > 0) {
    lines.push('', color.bold(w.bestChosen(best.length)));
    for (const h of r.hands) {
      const turns = best.filter((d) => d.hand === h).map((d) => d.turn);
      if (turns.length > 0) add(w.bestIn(h, turns), 2);
    }
  }
  if (ordered.length > 0) {
    lines.push('');
    for (const h of r.hands) {
      const ds = ordered.filter((d) => d.hand === h);
      if (ds.length === 0) continue;
      add(w.through(h));
      for (let i = 0; i < ds.length; i += width - 2) lines.push(`  ${sparkline(ds.slice(i, i + width - 2), color)}`);
    }
    add(w.summary(r.summary.decisions, r.summary.best, lost, pointsOf(r.summary.worst)));
  }
  lines.push('');
  add(color.bold(w.last(who, r.summary.best, r.summary.decisions, lost)));
  return lines.join('\n');
}
