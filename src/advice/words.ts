/**
 * The advice in words, for the screen (text.ts) and the page (web/advice.ts): legal
 * distances, the headline of a discard, a route. Plain strings, no colour; the words
 * are the catalog's (`t`, i18n/: English when not given).
 */
import type { AnalysisJson, FlavoursJson, LegalJson, RouteJson } from './types.js';
import type { ChanceJson } from '../chances/types.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A legal distance in words: "legally ready", "1 exchange from legally ready", "3+ exchanges", "never legally ready". */
export function distanceWords(l: LegalJson, t: Catalog = en): string {
  if (l.distance === null) return t.advise.neverReady;
  if (l.distance === 0) return t.advise.ready;
  return t.advise.exchanges(l.distance, l.exact);
}

/** A legal distance as a figure: 0, 1, 2, "3+", "never". */
export const figure = (l: LegalJson, t: Catalog = en): string => (l.distance === null ? t.advise.never : l.exact ? String(l.distance) : `${l.distance}+`);

export const sameLegal = (f: FlavoursJson): boolean => f.discard.distance === f.any.distance && f.discard.exact === f.any.exact;

/** Both flavours in a few words: "legally ready" or "1 exchange from legally ready (2 to win on a discard)". */
export function legalWords(f: FlavoursJson, t: Catalog = en): string {
  if (sameLegal(f)) return distanceWords(f.any, t);
  const d = f.discard.distance === null ? t.advise.neverOnDiscard : t.advise.toWinOnDiscard(figure(f.discard, t));
  return t.advise.bySelfDraw(distanceWords(f.any, t), d);
}

/** The structural distance beside the legal one, where they differ. */
function shapeNote(a: AnalysisJson, t: Catalog): string {
  const l = a.legal.any;
  return l.distance === a.structural && l.exact ? '' : t.advise.byShape(a.structural);
}

export function fansOf(r: RouteJson, t: Catalog = en): string {
  const fans = r.fans.map((f) => t.advise.fanPoints(t.fan(f), f.points * f.count)).join(t.advise.plus);
  return fans === '' ? t.advise.noFans : fans;
}

/** A route in words; `minimum`: the profile's (minimumOf(result.rules)), which a win on a discard must reach. */
export function routeLine(r: RouteJson, minimum: number, t: Catalog = en): string {
  const draw = r.draws.length > 0 ? t.advise.drawFirst(r.draws.join(' ')) : '';
  return t.advise.route(draw, r.win, fansOf(r, t), t.advise.routePoints(r.discard, r.selfDrawn, r.discard >= minimum));
}

/** The headline of a hand of 13, or of a discard from 14. */
export function headline(a: AnalysisJson, minimum: number, t: Catalog = en): string {
  const l = a.legal.any;
  let copies = '';
  if (l.distance === 0 && l.exact) copies = t.advise.liveCopies(a.copies.any, minimum);
  else if (l.distance === 1 && l.exact) copies = t.advise.usefulCopies(a.copies.any);
  return `${legalWords(a.legal, t)}${copies}${shapeNote(a, t)}`;
}


/** A probability as every screen writes it: "50.3%", "43.0%", "8.35%", "0.0%". */
export function percentWords(p: number): string {
  const pct = p * 100;
  return `${pct >= 10 || pct === 0 ? pct.toFixed(1) : pct.toFixed(2)}%`;
}

/** "50.3%", an estimate "~36%". */
export function chanceWords(c: Pick<ChanceJson, 'p' | 'kind'>): string {
  return c.kind === 'estimate' ? `~${Math.round(c.p * 100)}%` : percentWords(c.p);
}

/** A route's share of the wins, "47%". */
export const shareWords = (share: number): string => `${Math.round(share * 100)}%`;

/** The advice in words, for a page or a bot (the library's `adviceWords`): what `mcr advise` writes. */
export const adviceWords = { headline, legal: legalWords, route: routeLine, chance: chanceWords, percent: percentWords, share: shareWords } as const;
