/**
 * Ready-hand analysis: `waits(line)` reads a hand WITHOUT its winning tile (13 tiles,
 * kongs counting 3) and says which tiles would complete it, with the score of each
 * win on a discard and by self-draw; or, when no tile completes it, how far it is
 * from ready and which draws bring it closer. With 14 tiles it says what each
 * discard leaves. Pure: no I/O, never throws on any string.
 *
 * Winning tiles are found by shape (regular, seven pairs, thirteen orphans, honors
 * and knitted, knitted straight; never a fifth copy of a tile) and each is then
 * scored by the scorer itself (scoreTrustedBothWays: scoreHand's engine, without
 * validating again what this module proves valid), so fans, exclusions and payments
 * are exactly those of `mcr "<hand> <tile>"`. test/waits proves that the shape filter
 * finds the same tiles as trying all 34 with the scorer.
 *
 * Options apply as for scoring, for every tile and both ways, except where one can
 * not hold for a given win; it is then left out of that win (listed in its
 * `ignored`) and a note says why:
 *   - `+from` (the discarder) is for wins on a discard only;
 *   - `+last` is left out for a tile of which another copy stands in the hand;
 *   - `+kong` by self-draw (a kong's replacement tile) needs a kong in the hand;
 *     on a discard (robbing a kong) it is left out for a tile the hand holds a copy of,
 *     and with `+wall-last` (no kong is added once the wall's last tile is drawn).
 * `+win` is refused (both ways are shown). `+last` implied by a melded pung is
 * judged per tile by the scorer, as in scoring.
 */
import { describeError, notAString } from '../errors.js';
import { parseLine } from '../notation/parse.js';
import { ReadHand, validate, winGiven } from '../hand/validate.js';
import { handTiles } from '../hand/count.js';
import type { Hand } from '../hand/types.js';
import { waitsHandJson } from '../hand/json.js';
import { scoreTrustedBothWays, type SameTiles, type WinScore } from '../score.js';
import type { ScoreOptions } from '../result.js';
import { profileOf, rulesAsked, unknownRulesMessage, type RuleProfile } from '../rules/profiles.js';
import { scoringRules, type ScoringRules } from '../evaluate/rules.js';
import { tileCode, type Tile } from '../tiles.js';
import { completingTiles, regularCompleting } from '../decompose/waits.js';
import {
  concealedCount,
  distance,
  largestOverlap,
  overlaps,
  shapeDistancesOf,
  type ShapeDistances,
} from './distance.js';
import {
  WAITS_SCHEMA_ID,
  type DiscardJson,
  type DrawJson,
  type WaitJson,
  type WaitsError,
  type WaitsOk,
  type WaitsResult,
  type WinJson,
} from './types.js';

/**
 * Analyses one line of hand notation written without its winning tile, every win
 * scored under the rules `options.rules` names (default green-book). Never throws.
 */
export function analyseWaits(line: string, options?: ScoreOptions): WaitsResult {
  if (typeof line !== 'string') return fail('', notAString(line));
  const input = typeof line === 'string' ? line : String(line);
  try {
    const profile = profileOf(options?.rules);
    if (profile === null)
      return fail(input, { code: 'unknown-rules', message: unknownRulesMessage(rulesAsked(options?.rules)), column: null });
    return analyse(input, profile);
  } catch (e) {
    const message = `internal error while analysing this line (${describeError(e)}); please report it`;
    return fail(input, { code: 'internal-error', message, column: null });
  }
}

/** The library's name for analyseWaits. */
export const waits = analyseWaits;

const fail = (input: string, error: WaitsError): WaitsResult => ({ schema: WAITS_SCHEMA_ID, input, ok: false, error });

/** What the analysis of one hand needs: the hand as read, its counts, the options. */
interface Ctx {
  hand: Hand;
  /** The rules every win is scored under (worked out once for the hand). */
  rules: ScoringRules;
  melds: number;
  /** Copies of each tile in the melds, a kong as 4. */
  meldCounts: Uint8Array;
  hasKong: boolean;
  /** +last as written (the reader also sets it when implied for the line's last tile). */
  last: boolean;
  /** Notes on options left out, collected while scoring. */
  notes: Set<string>;
  lastLeftOut: Set<Tile>;
  kongLeftOut: Set<Tile>;
  /**
   * 14 tiles: discarding a tile and winning on it gives back the 14 tiles, with that
   * tile as the winning tile; their facts, candidates and combination fans, kept from
   * the first such win for the others (scoreTrustedBothWays).
   */
  whole: SameTiles;
}

function analyse(input: string, profile: RuleProfile): WaitsResult {
  const rules = profile.name;
  const parsed = parseLine(input);
  if (!parsed.ok) return fail(input, parsed.error);
  const hand = parsed.hand;
  const src = ReadHand.sourceOf(hand);

  const withWin = winGiven(hand, 'mcr waits shows');
  if (withWin) return fail(input, withWin);

  // Copies and option-against-option checks, as for scoring. +last and +kong are
  // judged per winning tile below, so they are kept out of this check.
  const { last, kong } = hand;
  hand.last = false;
  hand.kong = false;
  const checked = validate(hand);
  hand.last = last;
  hand.kong = kong;
  if (checked.kind === 'error') return fail(input, checked.error);

  const { tiles, meldCounts } = handTiles(hand);
  if (tiles !== 13 && tiles !== 14) {
    return fail(input, {
      code: 'tile-count',
      message: `${tiles} tiles (kongs counting 3); expected 13, the hand without its winning tile (or 14 to choose a discard)`,
      column: null,
    });
  }

  const ctx: Ctx = {
    hand,
    rules: scoringRules(profile),
    melds: hand.melds.length,
    meldCounts,
    hasKong: hand.melds.some((m) => m.kind === 'kong'),
    last: src ? src.last > 0 : hand.last,
    notes: new Set(),
    lastLeftOut: new Set(),
    kongLeftOut: new Set(),
    whole: { facts: null, list: null, views: null },
  };
  const counts = new Uint8Array(34);
  for (const t of hand.concealed) counts[t]++;
  // 13 tiles: the regular waits, worked out once for the regular shape's distance and the waits.
  const ready = tiles === 13 && regularWaits(ctx, counts);
  const o = overlaps(counts, meldCounts, ctx.melds, ready);
  const shapes = shapeDistancesOf(o, ctx.melds);
  const handOut = waitsHandJson(hand, ctx.last);
  // Keys in SCHEMA order: what 13 and 14 tiles share, then what each gives.
  const result = (r: Pick<WaitsOk, 'tiles' | 'ready' | 'distance' | 'waits' | 'draws' | 'discards' | 'complete'>): WaitsOk => ({
    schema: WAITS_SCHEMA_ID, input, ok: true, rules, hand: handOut, shapes, ...r, notes: notes(ctx),
  });
  if (tiles === 13) {
    const ws = waitsOf(ctx, hand.concealed, counts);
    // The hand's distance is its nearest shape's (shapeDistances), 0 once a tile completes it.
    const d = ws.length > 0 ? 0 : nearest(shapes);
    const draws = ws.length > 0 ? [] : drawsOf(ctx, counts, d);
    return result({ tiles: 13, ready: ws.length > 0, distance: d, waits: ws, draws, discards: [], complete: false });
  }
  const discards = discardsOf(ctx, counts);
  const best = discards.length > 0 ? discards[0].distance : Infinity;
  const complete = largestOverlap(o) === concealedCount(ctx.melds) + 1;
  return result({ tiles: 14, ready: best === 0, distance: best, waits: [], draws: [], discards, complete });
}

/** The least of the shapes' distances (those the melds allow). */
function nearest(s: ShapeDistances): number {
  let d = s.regular;
  for (const v of [s.sevenPairs, s.thirteenOrphans, s.honorsAndKnitted, s.knittedStraight]) if (v !== null && v < d) d = v;
  return d;
}

// ---------------------------------------------------------------- winning tiles

/** The tiles completing the regular shape of the 13 tiles being analysed (regularWaits; never re-entered). */
const REGULAR = new Uint8Array(34);

/**
 * Marks in REGULAR the tiles that complete the 13 tiles `c` regularly, and says
 * whether one of them is not a fifth copy counting the melds (distance.ts'
 * readyRegular: the regular shape is then 0 from ready).
 */
function regularWaits(ctx: Ctx, c: Uint8Array): boolean {
  REGULAR.fill(0);
  regularCompleting(c, 4 - ctx.melds, REGULAR);
  for (let t = 0; t < 34; t++) if (REGULAR[t] && c[t] + ctx.meldCounts[t] < 4) return true;
  return false;
}

/**
 * The winning tiles of the 13 tiles `standing` (counts `c`), each scored both ways.
 * `discarded`: the tile just discarded from 14 (one more copy seen), or -1.
 * The tiles that complete the shape (completingTiles, the scorer's shape checks)
 * are the only ones tried; REGULAR holds the regular ones already (regularWaits).
 */
function waitsOf(ctx: Ctx, standing: readonly Tile[], c: Uint8Array, discarded: Tile = -1): WaitJson[] {
  const out: WaitJson[] = [];
  for (const t of completingTiles(c, ctx.melds, REGULAR)) {
    const held = c[t] + ctx.meldCounts[t];
    if (held >= 4) continue; // a fifth copy does not exist
    // One tile list for both hands (the scorer only reads it).
    const concealed = [...standing, t];
    const discard = way(ctx, concealed, c, t, 'discard');
    const wall = way(ctx, concealed, c, t, 'wall');
    // Both hands are valid, so they are scored without validate() (scoreTrustedBothWays),
    // check by check (hand/validate.ts):
    //   0. a concealed tile (t), and the flowers analyse() validated;
    //   1. no fifth copy: the 13 standing tiles are the validated line's (less a
    //      discard) and t is held fewer than 4 times (above);
    //   2. +from with +win:wall: way() leaves +from out of self-draws; +from equal to
    //      +seat: analyse() validated them, unchanged here;
    //   3. 14 tiles, kongs counting 3: 13 standing (analyse(), discardsOf) and t;
    //   4. +kong self-drawn without a kong, +last with another copy standing, +kong on
    //      a discard with another copy held: way() leaves each of them out.
    const [byDiscard, bySelfDraw] = scoreTrustedBothWays(
      discard.hand,
      wall.hand,
      ctx.rules,
      t === discarded ? ctx.whole : undefined,
    );
    if (!byDiscard || !bySelfDraw) continue;
    out.push({
      tile: tileCode(t),
      unseen: 4 - held - (t === discarded ? 1 : 0),
      discard: winJson(byDiscard, discard.ignored),
      selfDrawn: winJson(bySelfDraw, wall.ignored),
    });
  }
  return out;
}

/** The hand winning on tile t one way, and the options left out because they can not hold. */
function way(ctx: Ctx, concealed: Tile[], c: Uint8Array, t: Tile, how: 'discard' | 'wall'): { hand: Hand; ignored: string[] } {
  const h = ctx.hand;
  const ignored: string[] = [];
  let discarder = h.discarder;
  if (how === 'wall' && discarder !== null) {
    discarder = null;
    ignored.push('+from');
    ctx.notes.add('+from names the discarder, so it applies to wins on a discard only.');
  }
  let last = ctx.last;
  if (last && c[t] > 0) {
    last = false;
    ignored.push('+last');
    ctx.lastLeftOut.add(t);
  }
  let kong = h.kong;
  if (kong && how === 'wall' && !ctx.hasKong) {
    kong = false;
    ignored.push('+kong');
    ctx.notes.add('+kong is left out of self-draws: the hand has no kong, so the winning tile can not be a kong’s replacement.');
  }
  if (kong && how === 'discard' && h.wallLast) {
    kong = false;
    ignored.push('+kong');
    ctx.notes.add('+kong is left out of discard wins: with +wall-last no kong can be robbed (none is added once the wall’s last tile is drawn).');
  }
  if (kong && how === 'discard' && c[t] + ctx.meldCounts[t] > 0) {
    kong = false;
    ignored.push('+kong');
    ctx.kongLeftOut.add(t);
  }
  const hand: Hand = {
    concealed,
    melds: h.melds,
    winningTile: t,
    win: how,
    seatWind: h.seatWind,
    prevalentWind: h.prevalentWind,
    discarder,
    flowers: h.flowers,
    last,
    wallLast: h.wallLast,
    kong,
  };
  return { hand, ignored };
}

function winJson(r: WinScore, ignored: string[]): WinJson {
  const enough = r.verdict === 'win';
  const winner = r.payments.find((p) => p.role === 'winner');
  return {
    verdict: r.verdict,
    reason: r.reason,
    fanPoints: r.fanPoints,
    total: r.total,
    enough,
    fans: r.fans,
    excluded: r.excluded,
    arrangement: r.arrangement,
    payments: r.payments,
    received: enough && winner ? winner.amount : null,
    ignored,
  };
}

function notes(ctx: Ctx): string[] {
  const out = [...ctx.notes];
  const list = (s: Set<Tile>) => [...s].sort((a, b) => a - b).map(tileCode).join(', ');
  if (ctx.lastLeftOut.size > 0) {
    out.push(
      `+last is left out for ${list(ctx.lastLeftOut)}: another copy stands in the hand, so the winning tile can not be the last of its kind.`,
    );
  }
  if (ctx.kongLeftOut.size > 0) {
    out.push(
      `+kong is left out of discard wins on ${list(ctx.kongLeftOut)}: the hand holds a copy, so the tile can not be robbed from a kong.`,
    );
  }
  return out;
}

// ---------------------------------------------------------------- not ready

/** The draws that lower the distance `d` of the 13 tiles `c` (`discarded` as for waitsOf). */
function drawsOf(ctx: Ctx, c: Uint8Array, d: number, discarded: Tile = -1): DrawJson[] {
  const out: DrawJson[] = [];
  for (let t = 0; t < 34; t++) {
    const held = c[t] + ctx.meldCounts[t];
    if (held >= 4) continue;
    c[t]++;
    const better = distance(c, ctx.meldCounts, ctx.melds) < d;
    c[t]--;
    if (better) out.push({ tile: tileCode(t), unseen: 4 - held - (t === discarded ? 1 : 0) });
  }
  return out;
}

/** 14 tiles: what each different discard leaves, best first. */
function discardsOf(ctx: Ctx, c: Uint8Array): DiscardJson[] {
  const out: { entry: DiscardJson; copies: number; tile: Tile }[] = [];
  for (let t = 0; t < 34; t++) {
    if (c[t] === 0) continue;
    c[t]--;
    const standing = ctx.hand.concealed.slice();
    standing.splice(standing.lastIndexOf(t), 1);
    const d = distance(c, ctx.meldCounts, ctx.melds, regularWaits(ctx, c));
    const ws = d === 0 ? waitsOf(ctx, standing, c, t) : [];
    const draws = ws.length === 0 ? drawsOf(ctx, c, d, t) : [];
    c[t]++;
    const copies = [...ws, ...draws].reduce((n, w) => n + w.unseen, 0);
    out.push({ entry: { tile: tileCode(t), distance: d, waits: ws, draws }, copies, tile: t });
  }
  out.sort((a, b) => a.entry.distance - b.entry.distance || b.copies - a.copies || a.tile - b.tile);
  return out.map((o) => o.entry);
}

