/**
 * The library never throws, whatever the options object: null (none), or one whose
 * getter throws (the error result). session() and the why/explain functions, beside
 * score() and waits(), which already held.
 */
import { describe, expect, it } from 'vitest';
import { explain, score, session, waits, why, whyContext, whyFan } from '../../src/index.js';

const HAND = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
const LOG = 'players Ann Bob Cy Di\n1 win Bob self [123b] 456c 78d EEE 55d 9d\n';
const throwing = (): { rules: string } => ({
  get rules(): string {
    throw new Error('no rules here');
  },
});

describe('options objects', () => {
  it('session(text, null) reads as no options', () => {
    const r = session(LOG, null);
    expect(r).toEqual(session(LOG));
    expect(r.ok).toBe(true);
  });

  it("session(text, options whose getter throws): that one error, not a throw", () => {
    const r = session(LOG, throwing());
    expect(r.ok).toBe(false);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0].code).toBe('internal-error');
    expect(r.errors[0].message).toContain('no rules here');
    expect(session(42 as unknown as string, throwing()).ok).toBe(false);
  });

  it('whyContext, whyFan, why, explain, score and waits give an error result for a throwing getter', () => {
    expect(() => whyFan(whyContext(HAND, throwing()), 'mixed-straight')).not.toThrow();
    const w = whyFan(whyContext(HAND, throwing()), 'mixed-straight');
    expect(w.ok).toBe(false);
    for (const r of [why(HAND, 'mixed-straight', throwing()), explain(HAND, throwing()), score(HAND, throwing()), waits('[123b] 456c 78d EEE 55d', throwing())]) {
      expect(r.ok).toBe(false);
    }
    for (const r of [whyFan(whyContext(HAND, null as never), 'mixed-straight'), why(HAND, 'mixed-straight', null as never), score(HAND, null as never)]) expect(r.ok).toBe(true);
  });
});
