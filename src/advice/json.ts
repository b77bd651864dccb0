/**
 * `mcr advise --json`: the mcr-advice/1 schema, declared here beside its result type
 * in the JSON writer's kinds (format/json-writer.ts), and the exit code.
 */
import { bool, list, nullable, num, object, optional, str, toJson, type Kind } from '../format/json-writer.js';
import type { ChanceFiguresJson, ChanceJson, FigureKind, ShareJson } from '../chances/types.js';
import { FAN, orFailure, TILES } from '../result.js';
import { HAND_OPENING } from '../waits/json.js';
import type {
  AdviceDrawJson,
  AdviceOk,
  AdviceResult,
  AdviceWaitJson,
  AnalysisJson,
  DiscardAdviceJson,
  FlavoursJson,
  LegalJson,
  RouteJson,
  WayJson,
} from './types.js';

const tiles = TILES;
const LEGAL = object<LegalJson>({ distance: nullable(num), exact: bool });
const FLAVOURS = object<FlavoursJson>({ discard: LEGAL, any: LEGAL });
const WAY = object<WayJson>({ fanPoints: num, enough: bool });
const CHANCE = object<ChanceJson>({ p: num, ev: num, kind: str as Kind<FigureKind>, pSe: nullable(num), evSe: nullable(num) });
/** The chances' figures (docs/SCHEMA.md, additive fields of mcr-advice/1). */
export const CHANCE_FIGURES = object<ChanceFiguresJson>({
  distance: num,
  distanceExact: bool,
  selfDrawn: CHANCE,
  eitherWay: CHANCE,
  byTurn: object<ChanceFiguresJson['byTurn']>({ ready: list(num), win: list(num) }),
  useful: list(object<{ tile: string; live: number }>({ tile: str, live: num })),
  usefulCopies: num,
  route: list(object<ShareJson>({ fans: str, points: num, share: num })),
});
const ANALYSIS_FIELDS = {
  structural: num,
  legal: FLAVOURS,
  waits: list(object<AdviceWaitJson>({ tile: str, live: num, discard: WAY, selfDrawn: WAY })),
  draws: list(object<AdviceDrawJson>({ tile: str, live: num, discard: bool, any: bool })),
  copies: object<AnalysisJson['copies']>({ discard: num, any: num, structural: num }),
  route: list(object<RouteJson>({ draws: tiles, win: str, discard: num, selfDrawn: num, fans: list(FAN) })),
  chances: optional(CHANCE_FIGURES),
};
const ANALYSIS = object<AnalysisJson>(ANALYSIS_FIELDS);
const DISCARD = object<DiscardAdviceJson>({ tile: str, ...ANALYSIS_FIELDS });

const ADVICE_OK = object<AdviceOk>({
  ...HAND_OPENING,
  seen: tiles,
  tiles: num,
  complete: bool,
  best: nullable(str),
  structural: num,
  legal: FLAVOURS,
  analysis: nullable(ANALYSIS),
  discards: list(DISCARD),
  notes: list(str),
  by: optional(str as Kind<'chance' | 'points'>),
  draws: optional(num),
});
/** The mcr-advice/1 object, or its reading error. */
export const ADVICE_JSON: Kind<AdviceResult> = orFailure(ADVICE_OK) as Kind<AdviceResult>;

/** 0 legally ready either way (14 tiles: after the best discard), 1 not, 2 the line could not be read. */
export function adviceExitCode(r: AdviceResult): 0 | 1 | 2 {
  if (!r.ok) return 2;
  return r.legal.any.distance === 0 ? 0 : 1;
}

/** The result as one line of JSON. */
export const formatAdviceJson = (r: AdviceResult): string => toJson(ADVICE_JSON, r);
