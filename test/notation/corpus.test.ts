/**
 * The reference corpus (test/golden/bad-input.jsonl and the hands): every bad-input line must come out
 * as its `expect` says, every valid hand must be read and pass validate().
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../../src/hand/validate.js';
import { canonical } from '../../src/notation/format.js';
import { parseLine } from '../../src/notation/parse.js';
import { sameHand } from './helpers.js';
import { golden } from '../helpers/golden.js';

interface Case {
  id: string;
  hand: string;
  expect?: string;
  category?: string;
}

const load = (name: string): Case[] => golden(name === 'hands.jsonl' ? 'green-book/hands.jsonl' : name);

/** What parseLine + validate make of a line: 'error', 'not-winning' or 'ok'. */
function outcome(line: string): string {
  const r = parseLine(line);
  if (!r.ok) return 'error';
  return validate(r.hand).kind;
}

describe('bad-input.jsonl', () => {
  const cases = load('bad-input.jsonl');

  it('has the 991 reference lines', () => {
    expect(cases.length).toBe(991);
  });

  it('rejects every line expected to be an error', () => {
    const wrong = cases
      .filter((c) => c.expect === 'error')
      .filter((c) => outcome(c.hand) !== 'error')
      .map((c) => `${c.id} ${c.category}: ${c.hand}`);
    expect(wrong).toEqual([]);
  });

  it('reads every not-a-winning-hand line, and validate does not call it an error', () => {
    const wrong = cases
      .filter((c) => c.expect === 'not-a-winning-hand')
      .map((c) => ({ c, o: outcome(c.hand) }))
      .filter(({ o }) => o === 'error')
      .map(({ c }) => `${c.id} ${c.category}: ${c.hand}`);
    expect(wrong).toEqual([]);
  });

  it('gives a column inside the line (or just after it) for every reading error', () => {
    for (const c of cases) {
      const r = parseLine(c.hand);
      const err = r.ok ? (validate(r.hand) as { error?: { column: number | null } }).error : r.error;
      if (!err || err.column === null) continue;
      expect(err.column).toBeGreaterThanOrEqual(1);
      expect(err.column).toBeLessThanOrEqual([...c.hand].length + 1);
    }
  });
});

describe('hands.jsonl', () => {
  const cases = load('hands.jsonl');

  it('has the 12,000 valid hands', () => {
    expect(cases.length).toBe(12000);
  });

  it('reads and validates every hand', () => {
    const wrong: string[] = [];
    for (const c of cases) {
      const r = parseLine(c.hand);
      if (!r.ok) wrong.push(`${c.id}: ${c.hand} -> ${r.error.code} ${r.error.message}`);
      else {
        const v = validate(r.hand);
        if (v.kind !== 'ok') wrong.push(`${c.id}: ${c.hand} -> ${JSON.stringify(v)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('round-trips every hand through its canonical form', () => {
    const wrong: string[] = [];
    for (const c of cases) {
      const r = parseLine(c.hand);
      if (!r.ok) continue; // reported above
      const text = canonical(r.hand);
      const back = parseLine(text);
      if (!back.ok) wrong.push(`${c.id}: ${text} -> ${back.error.message}`);
      else if (!sameHand(r.hand, back.hand)) wrong.push(`${c.id}: ${c.hand} -> ${text}`);
      else if (canonical(back.hand) !== text) wrong.push(`${c.id}: canonical not stable: ${text}`);
    }
    expect(wrong).toEqual([]);
  });
});
