/**
 * Which defaults a score depends on (docs/SCHEMA.md `assumed`): the options the line
 * did not give whose value, had it been another, would change a fan or the verdict.
 *
 * Only the table winds count: `+seat` (default E) and `+round` (default E). They are
 * facts the tiles do not show and a claim does not say aloud, and a forgotten one
 * silently turns a false claim into a win (`[EEE] [NNN] 123c 456c 5d 5d` is WIN 8 in
 * seat E, round E and 5 points in seat S, round S). The other defaults are left
 * out on purpose: how the tile was won (`+win`, default discard), the flowers and
 * `+last`/`+wall-last`/`+kong` change the score of nearly every hand (Self-Drawn,
 * Flower Tiles, Last Tile Draw are fans of any hand), so they would be listed for
 * every result and mean nothing; they are what the claimant states, and the screen's
 * Defaults line already says what was assumed. `+from` changes who pays, never a fan.
 *
 * Worked out with the scorer itself, never by re-deriving a fan rule: the hand is
 * scored again with each other wind that could matter (each wind the hand holds three
 * or four of, and one it does not), and the fans and verdicts compared. A hand with
 * no three of a wind can not depend on the winds, and costs nothing more.
 */
import { ReadHand } from './hand/validate.js';
import type { Hand } from './hand/types.js';
import type { FanId } from './fans/table.js';
import type { AssumedOption, ScoreResult } from './result.js';
import type { Wind } from './tiles.js';

export type { AssumedOption };

/** What the result depends on, in detail (the screen marks the fans and the verdict). */
export interface Dependence {
  /** The defaulted options a fan or the verdict depends on (result.assumed), in NOTATION.md's order. */
  options: readonly AssumedOption[];
  /** Those whose value decides the verdict: with another value it would be another one. */
  verdict: AssumedOption[];
  /** Counted fans that another value of an option would take away (or count fewer times), with those options. */
  fans: Map<FanId, AssumedOption[]>;
}

const WINDS: readonly Wind[] = ['E', 'S', 'W', 'N'];
const FIRST_WIND = 27; // tiles.ts: E S W N are tiles 27..30

/**
 * What `base` (the score of `hand`, read from a line) depends on among the defaults,
 * rescoring variants of the hand with `rescore`. Null when nothing: a hand built in
 * code (nothing says what was typed), a reading error, not a winning hand, both winds
 * given, or no three of a wind.
 */
export function dependence(hand: Hand, base: ScoreResult, rescore: (h: Hand) => ScoreResult): Dependence | null {
  const src = ReadHand.sourceOf(hand);
  if (src === undefined || (src.seat > 0 && src.round > 0)) return null;
  if (!base.ok || base.verdict === 'not-a-winning-hand') return null;
  const held = windsHeld(hand);
  if (held.length === 0) return null;
  // The winds worth trying: those held three times or more, and one that is not.
  const tried = [...held];
  const other = WINDS.find((w) => !held.includes(w));
  if (other) tried.push(other);
  const seats = src.seat > 0 ? [hand.seatWind] : tried.filter((w) => w !== hand.discarder);
  const rounds = src.round > 0 ? [hand.prevalentWind] : tried;

  const counts = new Map(base.fans.map((f) => [f.id, f.count]));
  const options = new Set<AssumedOption>();
  const verdict = new Set<AssumedOption>();
  /** The fan counts with one option set to a wind the hand holds no three of, by that option. */
  const neutral = new Map<AssumedOption, Map<FanId, number>>();
  let verdictByBoth = false;
  for (const seatWind of seats) {
    for (const prevalentWind of rounds) {
      const changed: AssumedOption[] = [];
      if (seatWind !== hand.seatWind) changed.push('seat');
      if (prevalentWind !== hand.prevalentWind) changed.push('round');
      if (changed.length === 0) continue;
      const r = rescore({ ...hand, seatWind, prevalentWind });
      if (!r.ok || r.verdict === 'not-a-winning-hand') continue;
      const otherVerdict = r.verdict !== base.verdict;
      if (changed.length === 2) {
        // Both changed: counts only when neither alone changes the verdict (seen below).
        if (otherVerdict) verdictByBoth = true;
        continue;
      }
      const [o] = changed;
      const now = new Map(r.fans.map((f) => [f.id, f.count]));
      if (!held.includes(o === 'seat' ? seatWind : prevalentWind)) neutral.set(o, now);
      if (otherVerdict) verdict.add(o);
      if (otherVerdict || now.size !== counts.size || r.fans.some((f) => counts.get(f.id) !== f.count)) options.add(o);
    }
  }
  // A fan is made by a default when a wind that gives nothing (the hand holds no three
  // of it) counts it fewer times: Seat Wind by seat E in [EEE] [NNN] …, but not the
  // Pung of Terminals or Honors of NNN, which seat N would only turn into a Seat Wind.
  const fans = new Map<FanId, AssumedOption[]>();
  for (const [id, count] of counts) {
    const by = new Set([...neutral].filter(([, v]) => (v.get(id) ?? 0) < count).map(([o]) => o));
    if (by.size > 0) fans.set(id, order(by));
  }
  if (verdict.size === 0 && verdictByBoth) {
    verdict.add('seat');
    verdict.add('round');
  }
  for (const o of verdict) options.add(o);
  if (options.size === 0) return null;
  return { options: order(options), verdict: order(verdict), fans };
}

/**
 * score()'s hook: the result with `assumed` set ([] when it depends on no default).
 * A reading error is returned as it is.
 */
export function withAssumed(hand: Hand, base: ScoreResult, rescore: (h: Hand) => ScoreResult): ScoreResult {
  if (!base.ok) return base;
  base.assumed = dependence(hand, base, rescore)?.options ?? NONE;
  return base;
}

/** `assumed` of nearly every result: one frozen empty list rather than a new one per hand. */
const NONE: readonly AssumedOption[] = Object.freeze([]);

/** Options in NOTATION.md's order. */
const order = (xs: ReadonlySet<AssumedOption>): AssumedOption[] => (['seat', 'round'] as const).filter((o) => xs.has(o));

/** The winds the hand holds three or four of (concealed and melded), in E S W N order. */
function windsHeld(hand: Hand): Wind[] {
  const n = [0, 0, 0, 0];
  for (const t of hand.concealed) if (t >= FIRST_WIND && t < FIRST_WIND + 4) n[t - FIRST_WIND]++;
  for (const m of hand.melds) {
    const t = m.tiles[0];
    if (m.kind !== 'chow' && t >= FIRST_WIND && t < FIRST_WIND + 4) n[t - FIRST_WIND] += 3;
  }
  return WINDS.filter((_, k) => n[k] >= 3);
}
