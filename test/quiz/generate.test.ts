/**
 * quiz(options): every question's answer is what the scorer says of its hand (count:
 * score(); valid: its verdict; waits: waits(); fan: the fan counts), the same seed gives
 * the same questions, no hand repeats within a run, each level's fans appear as
 * docs/QUIZ.md says, and options that are wrong come back as an error, never a throw.
 * npm test samples a few hundred questions a kind; test:full 10,000 (MCR_TEST_FULL=1).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advise, chances, FANS, score, waits } from '../../src/index.js';
import { quiz } from '../../src/quiz/generate.js';
import { LEVEL_RECIPES, LEVELS, type Level } from '../../src/quiz/levels.js';
import { DISCARD_DRAWS, DISCARD_MARGIN, QUIZ_KINDS, type Question, type QuizKind } from '../../src/quiz/types.js';
import { FULL } from '../helpers/full.js';

const PER_KIND = FULL ? 10_000 : 150;
/** Discard questions search the chances of every discard (about 0.1 to 1 s each): fewer. */
const perKind = (kind: QuizKind): number => (kind === 'discard' ? (FULL ? 400 : 24) : PER_KIND);

function questions(kind: QuizKind, level: Level, count: number, seed = 11, rules = 'green-book'): Question[] {
  const r = quiz({ seed, count, kinds: [kind], level, rules });
  if (!r.ok) throw new Error(r.error.message);
  return r.questions;
}

/** The answer again, from the scorer itself. */
function checkAgainstScorer(q: Question): void {
  const a = q.answer;
  switch (q.kind) {
    case 'count': {
      const s = score(q.hand, { rules: q.rules });
      expect(s.ok && s.verdict).toBe('win');
      if (!s.ok) return;
      expect(a.total).toBe(s.total);
      expect(a.fanPoints).toBe(s.fanPoints);
      expect(a.fans).toEqual(s.fans);
      expect(a.excluded).toEqual(s.excluded);
      expect(q.steps.map((x) => x.ask)).toEqual(['total', 'fans']);
      expect(q.steps[0].expected).toBe(String(s.total));
      break;
    }
    case 'valid': {
      const s = score(q.hand, { rules: q.rules });
      expect(s.ok).toBe(true);
      if (!s.ok) return;
      expect(a.valid).toBe(s.verdict === 'win');
      expect(a.verdict).toBe(s.verdict);
      expect(a.reasonCode).toBe(s.reasonCode);
      expect(q.steps[0].expected).toBe(s.verdict === 'win' ? 'yes' : 'no');
      if (s.verdict !== 'win') expect(q.steps[1].expected).toBe(s.verdict === 'below-minimum' ? 'short' : 'shape');
      break;
    }
    case 'waits': {
      const w = waits(q.hand, { rules: q.rules });
      expect(w.ok && w.ready).toBe(true);
      if (!w.ok) return;
      expect(a.waits).toEqual(w.waits.map((x) => x.tile));
      expect(a.reach8).toEqual(w.waits.filter((x) => x.discard.fanPoints >= 8).map((x) => x.tile));
      break;
    }
    case 'discard': {
      // Judged by chance: right = within DISCARD_MARGIN of the best chance either way.
      const c = chances(q.hand, { rules: q.rules, draws: DISCARD_DRAWS });
      expect(c.ok).toBe(true);
      if (!c.ok) return;
      const top = Math.max(...c.discards.map((d) => d.eitherWay.p));
      const right = c.discards.filter((d) => d.eitherWay.p >= top - DISCARD_MARGIN - 1e-12).map((d) => d.tile);
      expect([...a.discards!].sort()).toEqual(right.sort());
      expect(a.discards!.length).toBeLessThan(c.discards.length); // some discard is worse by more than the margin
      const r = advise(q.hand, { rules: q.rules, by: 'chance', draws: DISCARD_DRAWS });
      expect(r.ok && !r.complete).toBe(true);
      if (!r.ok) return;
      expect(a.distance).toBe(r.discards[0].legal.any.distance);
      expect(a.distance).toBeLessThanOrEqual(2);
      break;
    }
    case 'fan': {
      const hand = q.hand || a.example!;
      const s = score(hand, { rules: q.rules });
      expect(s.ok).toBe(true);
      if (!s.ok) return;
      expect(s.fans.map((f) => f.id)).toContain(a.fan);
      if (q.hand) {
        // "the only one of that value": no other counted fan has its points.
        const same = s.fans.filter((f) => f.id !== 'flower-tiles' && f.points === FANS[a.fan!].points);
        expect(same.map((f) => f.id)).toEqual([a.fan]);
      }
      break;
    }
    default:
      throw new Error(`kind ${q.kind}`);
  }
}

describe('every answer is the scorer’s', () => {
  for (const kind of QUIZ_KINDS)
    it(`${kind}: ${perKind(kind)} questions over the levels, both profiles`, () => {
      const each = Math.ceil(perKind(kind) / (LEVELS.length * 2));
      for (const level of LEVELS)
        for (const rules of ['green-book', 'mil'])
          for (const q of questions(kind, level, each, 3, rules)) {
            expect(q.kind).toBe(kind);
            expect(q.rules).toBe(rules);
            checkAgainstScorer(q);
          }
    });
});

describe('reproducible and fresh', () => {
  it('the same options give the same questions; another seed others', () => {
    expect(quiz({ seed: 5, count: 12 })).toEqual(quiz({ seed: 5, count: 12 }));
    const a = quiz({ seed: 5, count: 12 });
    const b = quiz({ seed: 6, count: 12 });
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(a.questions.map((q) => q.hand)).not.toEqual(b.questions.map((q) => q.hand));
  });

  it('no hand repeats within a run of 200, for every level', () => {
    for (const level of LEVELS) {
      const r = quiz({ seed: 2, count: 200, level });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const hands = r.questions.map((q) => q.hand || q.answer.example);
      expect(new Set(hands).size).toBe(hands.length);
    }
  });

  it('ids are <seed>-<n>; the kinds come in turn', () => {
    const r = quiz({ seed: 9, count: 8 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.questions.map((q) => q.id)).toEqual(['9-1', '9-2', '9-3', '9-4', '9-5', '9-6', '9-7', '9-8']);
    expect(r.questions.map((q) => q.kind)).toEqual([...QUIZ_KINDS, ...QUIZ_KINDS].slice(0, 8));
  });

  it('focus fans lean the questions: a focus fan counts more often than without', () => {
    const share = (focus: readonly (keyof typeof FANS)[]) => {
      const r = quiz({ seed: 4, count: 120, kinds: ['count'], level: 'common', focus });
      if (!r.ok) throw new Error(r.error.message);
      return r.questions.filter((q) => q.about.includes('all-pungs')).length;
    };
    expect(share(['all-pungs'])).toBeGreaterThan(share([]) + 10);
  });
});

describe('levels', () => {
  for (const level of LEVELS)
    it(`${level}: every count and fan question counts one of the level's fans`, () => {
      const fans = LEVEL_RECIPES[level].fans;
      for (const kind of ['count', 'fan'] as const)
        for (const q of questions(kind, level, 60, 8)) {
          const s = score(q.hand || q.answer.example!, { rules: q.rules });
          expect(s.ok).toBe(true);
          if (s.ok) expect(s.fans.some((f) => fans.includes(f.id)), `${q.hand}: ${s.fans.map((f) => f.id)}`).toBe(true);
        }
    });

  it('big hands are worth 24 or more; starter hands 8 to 16', () => {
    for (const q of questions('count', 'big', 40)) expect(q.answer.fanPoints).toBeGreaterThanOrEqual(24);
    for (const q of questions('count', 'starter', 40)) {
      expect(q.answer.fanPoints).toBeGreaterThanOrEqual(8);
      expect(q.answer.fanPoints).toBeLessThanOrEqual(16);
    }
  });

  it('valid questions mix wins, hands under 8 and claims with no winning shape', () => {
    const verdicts = new Set(questions('valid', 'common', 60).map((q) => q.answer.verdict));
    expect([...verdicts].sort()).toEqual(['below-minimum', 'not-a-winning-hand', 'win']);
  });
});

describe('options', () => {
  it('wrong options are an error result, with what was expected', () => {
    expect(quiz({ count: 0 })).toMatchObject({ ok: false, error: { code: 'bad-option', message: expect.stringMatching(/from 1 to 10000/) } });
    expect(quiz({ kinds: ['nope' as QuizKind] })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/one of count/) } });
    expect(quiz({ level: 'hard' as Level })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/one of starter/) } });
    expect(quiz({ rules: 'wmo' })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/wmo/) } });
    expect(quiz({ seed: 1.5 })).toMatchObject({ ok: false });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (o) => {
        const r = quiz(o as never);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
    const hostile = Object.defineProperty({}, 'seed', {
      get() {
        throw new Error('boom');
      },
    });
    expect(quiz(hostile)).toMatchObject({ ok: false });
  });
});
