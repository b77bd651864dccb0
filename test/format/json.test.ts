import { describe, expect, it } from 'vitest';
import { formatJson } from '../../src/format/json.js';
import type { ScoreOk } from '../../src/result.js';
import { readFailure, win } from './fixtures.js';

const TOP_KEYS = [
  'schema',
  'input',
  'ok',
  'rules',
  'verdict',
  'reason',
  'reasonCode',
  'hand',
  'arrangement',
  'fans',
  'excluded',
  'fanPoints',
  'total',
  'payments',
];

/** The same result with every object's keys in reverse order. */
const shuffled = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(shuffled)
    : v && typeof v === 'object'
      ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, shuffled(x)]))
      : v;

describe('formatJson', () => {
  it('is one line that parses back to the same result', () => {
    const line = formatJson(win);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual(win);
  });

  it('writes keys in SCHEMA.md order whatever order the result was built in', () => {
    const line = formatJson(shuffled(win) as ScoreOk);
    expect(line).toBe(formatJson(win));
    const parsed = JSON.parse(line);
    expect(Object.keys(parsed)).toEqual(TOP_KEYS);
    expect(Object.keys(parsed.hand)).toEqual([
      'concealed',
      'melds',
      'winningTile',
      'win',
      'seatWind',
      'prevalentWind',
      'discarder',
      'flowers',
      'last',
      'wallLast',
      'kong',
    ]);
    expect(Object.keys(parsed.fans[0])).toEqual(['id', 'name', 'zh', 'points', 'count']);
    expect(Object.keys(parsed.payments[0])).toEqual(['seat', 'role', 'amount']);
  });

  it('a reading error has schema, input, ok and error only', () => {
    const parsed = JSON.parse(formatJson(readFailure));
    expect(Object.keys(parsed)).toEqual(['schema', 'input', 'ok', 'error']);
    expect(Object.keys(parsed.error)).toEqual(['code', 'message', 'column']);
    expect(parsed.ok).toBe(false);
  });
});
