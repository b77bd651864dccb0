/**
 * The record of a match (schema "mcr-game/1", docs/SCHEMA.md): one JSON object per
 * line, so that a file of any size is read a line at a time.
 *
 *   {"schema":"mcr-game/1","seed":7,"rules":"green-book","hands":1,"players":["A","B","C","D"]}
 *   {"hand":1,"round":"E","seats":["A","B","C","D"],"dice":[3,5,2,6],"wall":"5b E F3 ..."}
 *   {"seat":"E","do":"discard","tile":"N"}        one line per action, in order
 *   {"end":"win","seat":"S","from":"W","line":"...","fanPoints":9,"total":10,"payments":{...},"scores":{...}}
 *   {"end":"match","scores":{"A":0,"B":34,"C":-18,"D":-16}}
 *
 * This file declares the lines, writes them (the one JSON writer) and reads them
 * back (each field checked, errors as values).
 */
import { DEFAULT_RULES } from '../rules/profiles.js';
import { list, nullable, num, object, optional, record, str, toJson, type Kind } from '../format/json-writer.js';
import { WINDS, type Wind } from '../tiles.js';
import type { ActionType } from './types.js';

export const GAME_SCHEMA_ID = 'mcr-game/1' as const;

/** The name of the player at the table in a record of `mcr play` (the bots are B, C, D). */
export const YOU = 'you';

/** A player's name as a screen shows it: the record's YOU in the run's words (`you`), the bots' as they are. */
export const shownName = (you: string, name: string): string => (name === YOU ? you : name);

export interface HeaderLine {
  schema: typeof GAME_SCHEMA_ID;
  /** The seed the walls came from; null in a record written by hand. */
  seed: number | null;
  rules: string;
  hands: number;
  players: string[];
}

export interface HandLine {
  hand: number;
  /** The prevalent wind. */
  round: Wind;
  /** The players holding East, South, West, North. */
  seats: string[];
  /** The four dice that broke the wall (informative: the wall is given in draw order). */
  dice: number[];
  /** The 144 tiles in the order the head gives them, codes separated by spaces. */
  wall: string;
}

export interface ActionLine {
  seat: Wind;
  do: ActionType;
  tile?: string;
  /** A false win: 'below-minimum' or 'not-a-winning-hand' (the penalty is paid and the hand is dead). */
  penalty?: string;
}

export interface EndLine {
  end: 'win' | 'draw';
  seat?: Wind;
  from?: Wind | null;
  /** The winning hand in notation, as the scorer read it. */
  line?: string;
  fanPoints?: number;
  total?: number;
  /** The hand's payments by seat wind, penalties included. */
  payments: Record<string, number>;
  /** The players' totals after this hand. */
  scores: Record<string, number>;
}

export interface MatchEndLine {
  end: 'match';
  scores: Record<string, number>;
}

export type RecordLine =
  | { kind: 'header'; line: HeaderLine }
  | { kind: 'hand'; line: HandLine }
  | { kind: 'action'; line: ActionLine }
  | { kind: 'end'; line: EndLine }
  | { kind: 'match'; line: MatchEndLine };

const HEADER = object<HeaderLine>({ schema: str as Kind<typeof GAME_SCHEMA_ID>, seed: nullable(num), rules: str, hands: num, players: list(str) as Kind<string[]> });
const HAND = object<HandLine>({ hand: num, round: str as Kind<Wind>, seats: list(str) as Kind<string[]>, dice: list(num) as Kind<number[]>, wall: str });
const ACTION = object<ActionLine>({ seat: str as Kind<Wind>, do: str as Kind<ActionType>, tile: optional(str), penalty: optional(str) });
const END = object<EndLine>({
  end: str as Kind<'win' | 'draw'>,
  seat: optional(str as Kind<Wind>),
  from: optional(nullable(str as Kind<Wind>)),
  line: optional(str),
  fanPoints: optional(num),
  total: optional(num),
  payments: record(num) as Kind<Record<string, number>>,
  scores: record(num) as Kind<Record<string, number>>,
});
const MATCH = object<MatchEndLine>({ end: str as Kind<'match'>, scores: record(num) as Kind<Record<string, number>> });

/** One line of the record as text (no newline). */
export function writeLine(r: RecordLine): string {
  switch (r.kind) {
    case 'header':
      return toJson(HEADER, r.line);
    case 'hand':
      return toJson(HAND, r.line);
    case 'action':
      return toJson(ACTION, r.line);
    case 'end':
      return toJson(END, r.line);
    case 'match':
      return toJson(MATCH, r.line);
  }
}

const ACTIONS: readonly ActionType[] = ['draw', 'discard', 'flower', 'win', 'pass', 'pung', 'kong', 'chow'];

type Json = Record<string, unknown>;
const isWind = (v: unknown): v is Wind => typeof v === 'string' && (WINDS as readonly string[]).includes(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const numbers = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'number');

/** An action line as mcr writes it (most of a record): read without JSON.parse. */
const PLAIN_ACTION = /^\{"seat":"([ESWN])","do":"(draw|discard|flower|win|pass|pung|kong|chow)"(?:,"tile":"([0-9A-Za-z]{1,2})")?\}$/;

/** A line of a record read back, or what is wrong with its form (not with the play: replay judges that). */
export function readLine(text: string): RecordLine | { error: string } {
  const plain = PLAIN_ACTION.exec(text);
  if (plain) return { kind: 'action', line: { seat: plain[1] as Wind, do: plain[2] as ActionType, tile: plain[3] } };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { error: 'not a JSON object' };
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { error: 'not a JSON object' };
  const o = v as Json;
  if ('schema' in o) {
    if (o.schema !== GAME_SCHEMA_ID) return { error: `schema ${JSON.stringify(o.schema)}; expected "${GAME_SCHEMA_ID}"` };
    if (!(o.seed === null || o.seed === undefined || isInt(o.seed))) return { error: 'seed: expected a whole number or null' };
    if (!isInt(o.hands) || o.hands < 1) return { error: 'hands: expected a whole number of hands, 1 or more' };
    const players = o.players ?? ['A', 'B', 'C', 'D'];
    if (!Array.isArray(players) || players.length !== 4 || !players.every((p) => typeof p === 'string') || new Set(players).size !== 4)
      return { error: 'players: expected four different names' };
    const rules = o.rules ?? DEFAULT_RULES;
    if (typeof rules !== 'string') return { error: 'rules: expected a rule profile name' };
    return { kind: 'header', line: { schema: GAME_SCHEMA_ID, seed: (o.seed as number | undefined) ?? null, rules, hands: o.hands, players: players as string[] } };
  }
  if ('hand' in o) {
    if (!isInt(o.hand) || o.hand < 1) return { error: 'hand: expected the hand number' };
    if (!isWind(o.round)) return { error: 'round: expected E, S, W or N' };
    if (!Array.isArray(o.seats) || o.seats.length !== 4 || !o.seats.every((p) => typeof p === 'string')) return { error: 'seats: expected the four players holding E, S, W, N' };
    const dice = o.dice ?? [];
    if (!Array.isArray(dice) || !dice.every((d) => isInt(d) && d >= 1 && d <= 6)) return { error: 'dice: expected throws 1 to 6' };
    if (typeof o.wall !== 'string') return { error: 'wall: expected the 144 tiles in draw order' };
    return { kind: 'hand', line: { hand: o.hand, round: o.round, seats: o.seats as string[], dice: dice as number[], wall: o.wall } };
  }
  if ('seat' in o && 'do' in o) {
    if (!isWind(o.seat)) return { error: 'seat: expected E, S, W or N' };
    if (!ACTIONS.includes(o.do as ActionType)) return { error: `do: ${JSON.stringify(o.do)}; expected one of ${ACTIONS.join(', ')}` };
    if (o.tile !== undefined && typeof o.tile !== 'string') return { error: 'tile: expected a tile code' };
    if (o.penalty !== undefined && o.penalty !== 'below-minimum' && o.penalty !== 'not-a-winning-hand')
      return { error: 'penalty: expected below-minimum or not-a-winning-hand' };
    return { kind: 'action', line: { seat: o.seat, do: o.do as ActionType, tile: o.tile as string | undefined, penalty: o.penalty as string | undefined } };
  }
  if (o.end === 'match') {
    if (!numbers(o.scores)) return { error: 'scores: expected each player with a number' };
    return { kind: 'match', line: { end: 'match', scores: o.scores } };
  }
  if (o.end === 'win' || o.end === 'draw') {
    if (!numbers(o.payments)) return { error: 'payments: expected each seat wind with a number' };
    if (!numbers(o.scores)) return { error: 'scores: expected each player with a number' };
    if (o.end === 'win' && (!isWind(o.seat) || !isInt(o.fanPoints) || !isInt(o.total))) return { error: 'a win: expected seat, fanPoints and total' };
    return {
      kind: 'end',
      line: {
        end: o.end,
        seat: o.seat as Wind | undefined,
        from: o.from as Wind | null | undefined,
        line: typeof o.line === 'string' ? o.line : undefined,
        fanPoints: o.fanPoints as number | undefined,
        total: o.total as number | undefined,
        payments: o.payments,
        scores: o.scores,
      },
    };
  }
  return { error: 'not a line of mcr-game/1: expected the header, a hand, an action or an end' };
}
