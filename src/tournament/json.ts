/**
 * The tournament's JSON schemas, each one's key order declared once here (for the
 * one JSON writer to take over at merge), written ASCII-only by format/ascii-json.ts.
 * A spec lists an object's keys in order; [key, spec] shapes the object (or each
 * object of the array) under that key. docs/SCHEMA.md "Tournament schemas".
 */
import { asciiJson } from '../format/ascii-json.js';

type Spec = readonly (string | readonly [string, Spec])[];

const PROBLEM: Spec = ['file', 'line', 'column', 'code', 'message'];
const QUALITY: Spec = ['repeats', 'repeatPairs', 'maxMeetings', 'meetingBound', 'windSpread', 'violations', 'method'];

export const STANDINGS_SPEC: Spec = [
  'schema', 'ok', 'name', 'rules', ['ranking', ['name', 'keys']], 'after', 'sessions',
  ['tables', ['session', 'results', 'planned']],
  ['players', [
    'place', 'tied', 'id', 'name', 'ema', 'country', 'team', 'ranked', 'played', 'tablePoints', 'tablePointsExact',
    'score', 'penalties', 'places', 'bestSession',
    ['sessions', ['session', 'table', 'seat', 'score', 'penalty', 'tablePoints', 'tablePointsExact', 'place']],
  ]],
  ['teams', ['place', 'tied', 'team', 'members', 'tablePoints', 'tablePointsExact', 'score']],
  ['problems', PROBLEM],
];

export const CHECK_SPEC: Spec = ['schema', 'ok', 'unreadable', 'players', 'sessions', 'results', ['problems', PROBLEM]];

export const SEATING_SPEC: Spec = [
  'schema', 'ok', 'name', 'players', 'sessions', 'seed', ['reseated', ['session', 'by']], ['quality', QUALITY],
  ['tables', ['session', 'table', 'seats']], ['problems', PROBLEM],
];

export const EMA_SPEC: Spec = [
  'schema', 'ok', 'name', 'players',
  ['rows', ['place', 'lastName', 'firstName', 'ema', 'country', 'tablePoints', 'tablePointsExact', 'score', 'mersBase']],
  ['problems', PROBLEM],
];

export const CARDS_SPEC: Spec = [
  'schema', 'ok', 'name',
  ['players', ['id', 'name', ['seats', ['session', 'table', 'seat']]]],
  ['tables', ['session', 'table', ['players', ['seat', 'id', 'name']]]],
  ['problems', PROBLEM],
];

export const INIT_SPEC: Spec = ['schema', 'ok', 'dir', 'players', 'sessions', 'rules', 'ranking', 'note', ['problems', PROBLEM]];

/** A value with its keys in the spec's order (keys not in the spec left out). */
function shape(value: unknown, spec: Spec): unknown {
  if (Array.isArray(value)) return value.map((v) => shape(v, spec));
  if (value === null || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of spec) {
    if (typeof k === 'string') out[k] = o[k];
    else out[k[0]] = shape(o[k[0]], k[1]);
  }
  return out;
}

/** One line of ASCII JSON in the schema's key order. */
export function tournamentJson(value: unknown, spec: Spec): string {
  return asciiJson(shape(value, spec));
}
