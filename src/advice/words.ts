/**
 * The advice in words, for the screen (text.ts) and the page (web/advice.ts): legal
 * distances, the headline of a discard, a route. Plain strings, no colour.
 */
import type { AnalysisJson, FlavoursJson, LegalJson, RouteJson } from './types.js';
import type { ChanceJson } from '../chances/types.js';

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A legal distance in words: "legally ready", "1 exchange from legally ready", "3+ exchanges", "never legally ready". */
export function distanceWords(l: LegalJson): string {
  if (l.distance === null) return 'never legally ready';
  if (l.distance === 0) return 'legally ready';
  return `${l.exact ? l.distance : `${l.distance} or more`} exchange${l.distance === 1 && l.exact ? '' : 's'} from legally ready`;
}

/** A legal distance as a figure: 0, 1, 2, "3+", "never". */
export const figure = (l: LegalJson): string => (l.distance === null ? 'never' : l.exact ? String(l.distance) : `${l.distance}+`);

export const sameLegal = (f: FlavoursJson): boolean => f.discard.distance === f.any.distance && f.discard.exact === f.any.exact;

/** Both flavours in a few words: "legally ready" or "1 exchange from legally ready (2 to win on a discard)". */
export function legalWords(f: FlavoursJson): string {
  if (sameLegal(f)) return distanceWords(f.any);
  const d = f.discard.distance === null ? 'never on a discard' : `${figure(f.discard)} to win on a discard`;
  return `${distanceWords(f.any)} by self-draw (${d})`;
}

/** The structural distance beside the legal one, where they differ. */
function shapeNote(a: AnalysisJson): string {
  const l = a.legal.any;
  return l.distance === a.structural && l.exact ? '' : `; by shape alone ${a.structural === 0 ? 'ready' : `${a.structural} from ready`}`;
}

export function fansOf(r: RouteJson): string {
  const fans = r.fans.map((f) => `${f.name} ${f.points * f.count}`).join(' + ');
  return fans === '' ? '-' : fans;
}

/** A route in words; `minimum`: the profile's (minimumOf(result.rules)), which a win on a discard must reach. */
export function routeLine(r: RouteJson, minimum: number): string {
  const draw = r.draws.length > 0 ? `draw ${r.draws.join(' ')}, ` : '';
  const points = r.discard >= minimum ? `${r.discard} on a discard, ${r.selfDrawn} self-drawn` : `${r.selfDrawn} self-drawn only; ${r.discard} on a discard`;
  return `${draw}win on ${r.win}: ${fansOf(r)} (${points})`;
}

/** The headline of a hand of 13, or of a discard from 14. */
export function headline(a: AnalysisJson, minimum: number): string {
  const l = a.legal.any;
  let copies = '';
  if (l.distance === 0 && l.exact) copies = `: ${plural(a.copies.any, 'live copy', 'live copies')} win with ${minimum} or more`;
  else if (l.distance === 1 && l.exact) copies = `: ${plural(a.copies.any, 'useful copy', 'useful copies')} to draw`;
  return `${legalWords(a.legal)}${copies}${shapeNote(a)}`;
}


/** The advice in words, for a page or a bot (the library's `adviceWords`): what `mcr advise` writes. */
export const adviceWords = { headline, legal: legalWords, route: routeLine } as const;

/** "50.3%", an estimate "~36%". */
export function chanceWords(c: ChanceJson): string {
  const pct = c.p * 100;
  const text = pct >= 10 || pct === 0 ? pct.toFixed(1) : pct.toFixed(2);
  return c.kind === 'estimate' ? `~${Math.round(pct)}%` : `${text}%`;
}
