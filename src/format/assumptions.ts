/**
 * What a score depends on beyond the tiles, said out loud: the seat, the round, how
 * the hand was won, the discarder, the flowers, +last/+wall-last/+kong and the rule
 * profile, each either as typed or as a default (a forgotten +round must show).
 *
 * Whether an option was typed is asked of the reader itself: it records the column
 * of each option it read (however it was spelled), 0 for one not written.
 */
import { ReadHand } from '../hand/validate.js';
import { parseLine } from '../notation/parse.js';
import type { HandJson } from '../result.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';

export type OptionName = 'win' | 'seat' | 'round' | 'from' | 'flowers' | 'last' | 'wallLast' | 'kong';

/** The options the line itself gives (none for a line that can not be read). */
export function optionsGiven(input: string): Record<OptionName, boolean> {
  const p = parseLine(input);
  const src = p.ok ? ReadHand.sourceOf(p.hand) : undefined;
  const at = (c: number | undefined) => (c ?? 0) > 0;
  return {
    win: at(src?.win),
    seat: at(src?.seat),
    round: at(src?.round),
    from: at(src?.from),
    flowers: at(src?.flowers),
    last: at(src?.last),
    wallLast: at(src?.wallLast),
    kong: at(src?.kong),
  };
}

export interface Assumptions {
  /** As typed (or, for flowers, tiles that are flowers). */
  given: string[];
  /** Not typed: what the score assumed. */
  defaults: string[];
}

/**
 * The hand's situation in words, split into what the line says and what was assumed.
 * `rulesGiven`: --rules or MCR_RULES named the profile. `assumed`: the result's
 * defaulted options that the points depend on (result.assumed), marked as such.
 */
export function assumptions(
  input: string,
  h: HandJson,
  rules: string,
  rulesGiven: boolean,
  assumed: readonly string[] = [],
  t: Catalog = en,
): Assumptions {
  const a = t.assumptions;
  const typed = optionsGiven(input);
  const given: string[] = [];
  const defaults: string[] = [];
  const put = (isGiven: boolean, text: string) => (isGiven ? given : defaults).push(text);
  /** A default the fans or the verdict depend on (result.assumed) says so. */
  const depends = (name: string) => (assumed.includes(name) ? a.depends : '');

  put(typed.seat, `${a.seat(h.seatWind)}${typed.seat ? '' : depends('seat')}`);
  put(typed.round, `${a.round(h.prevalentWind)}${typed.round ? '' : depends('round')}`);
  if (h.win === 'wall') put(true, a.selfDrawn);
  else put(typed.win || h.discarder !== null, a.onDiscard);
  if (h.win === 'discard') put(h.discarder !== null, h.discarder !== null ? a.discarder(h.discarder) : a.discarderNotNamed);
  put(typed.flowers || h.flowers > 0, a.flowers(h.flowers));

  const missing: string[] = [];
  if (h.last) given.push(typed.last ? '+last' : a.lastImplied);
  else missing.push('+last');
  (h.wallLast ? given : missing).push('+wall-last');
  (h.kong ? given : missing).push('+kong');
  if (missing.length > 0) defaults.push(a.none(missing));

  put(rulesGiven, a.rules(rules));
  return { given, defaults };
}
