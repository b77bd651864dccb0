/**
 * `mcr waits --json`: the result (types.ts) as one line of JSON (schema "mcr-waits/1",
 * declared here: each key in the order written), and the exit code.
 */
import { bool, list, nullable, num, object, optional, str, toJson, type Kind } from '../format/json-writer.js';
import { EXCLUDED, FAN, MELD, orFailure, PAYMENT, SEATING, SET, SOURCE, TILES } from '../result.js';
import type { DiscardJson, DrawJson, WaitJson, WaitsHandJson, WaitsOk, WaitsResult, WinJson } from './types.js';

const WIN = object<WinJson>({
  verdict: str,
  reason: nullable(str),
  fanPoints: num,
  total: num,
  enough: bool,
  fans: list(FAN),
  excluded: list(EXCLUDED),
  arrangement: list(SET),
  payments: list(PAYMENT),
  received: nullable(num),
  ignored: list(str),
});
const WAIT = object<WaitJson>({ tile: str, unseen: num, discard: WIN, selfDrawn: WIN });
const DRAW = object<DrawJson>({ tile: str, unseen: num });
const DISTANCE = nullable(num);

/** The hand as read, without a winning tile (waits and advice). */
export const WAITS_HAND = object<WaitsHandJson>({ concealed: TILES, melds: list(MELD), ...SEATING });

/** The opening keys of a result about a hand without its winning tile (waits, advice), in order. */
export const HAND_OPENING = { schema: str, input: str, ok: bool, rules: str, source: optional(SOURCE), hand: WAITS_HAND };

export const WAITS_JSON: Kind<WaitsResult> = orFailure(
  object<WaitsOk>({
    ...HAND_OPENING,
    tiles: num,
    ready: bool,
    distance: num,
    shapes: object<WaitsOk['shapes']>({
      regular: DISTANCE,
      sevenPairs: DISTANCE,
      thirteenOrphans: DISTANCE,
      honorsAndKnitted: DISTANCE,
      knittedStraight: DISTANCE,
    }),
    waits: list(WAIT),
    draws: list(DRAW),
    discards: list(object<DiscardJson>({ tile: str, distance: num, waits: list(WAIT), draws: list(DRAW) })),
    complete: bool,
    notes: list(str),
  }),
);

/**
 * 0 ready and able to win: some wait reaches the minimum, on a discard or self-drawn
 * (14 tiles: after some discard); 3 ready, but no wait reaches it; 1 not ready; 2 the
 * line could not be read.
 */
export function waitsExitCode(r: WaitsResult): 0 | 1 | 2 | 3 {
  if (!r.ok) return 2;
  if (!r.ready) return 1;
  const wins = (ws: readonly WaitJson[]) => ws.some((w) => w.discard.enough || w.selfDrawn.enough);
  return wins(r.waits) || r.discards.some((d) => wins(d.waits)) ? 0 : 3;
}

/** The result as one line of JSON. */
export const formatWaitsJson = (r: WaitsResult): string => toJson(WAITS_JSON, r);
