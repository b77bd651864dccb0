/**
 * checkAnswer(question, step, text): the expected answer of every step is accepted (as
 * typed in other forms too: fans in any order, by number or Chinese name, tiles run
 * together); wrong and partly right answers say which part, with why for each fan
 * missed or named wrongly; nothing throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chances, FANS, score } from '../../src/index.js';
import { checkAnswer, readFans, readTiles } from '../../src/quiz/check.js';
import { quiz } from '../../src/quiz/generate.js';
import { LEVELS } from '../../src/quiz/levels.js';
import { DISCARD_DRAWS, DISCARD_MARGIN, type Question, type QuizKind } from '../../src/quiz/types.js';

const made = (kind: QuizKind, count = 40, seed = 21): Question[] => {
  const r = quiz({ seed, count, kinds: [kind] });
  if (!r.ok) throw new Error(r.error.message);
  return r.questions;
};

describe('the expected answer is right', () => {
  it('every step of 200 questions of every level, as the key writes it', () => {
    for (const level of LEVELS) {
      const r = quiz({ seed: 13, count: 40, level });
      if (!r.ok) throw new Error(r.error.message);
      for (const q of r.questions)
        q.steps.forEach((s, i) => {
          const c = checkAnswer(q, i, s.expected);
          expect(c.correct, `${q.id} ${s.ask}: ${s.expected} -> ${c.message}`).toBe(true);
        });
    }
  });

  it('fans in another order, by number, in Chinese, with points after them', () => {
    for (const q of made('count', 30)) {
      const ids = q.answer.fans!.filter((f) => f.id !== 'flower-tiles').map((f) => f.id);
      const ways = [
        [...ids].reverse().map((id) => FANS[id].name.toLowerCase()).join(', '),
        ids.map((id) => String(FANS[id].no)).join(' + '),
        ids.map((id) => FANS[id].zh).join('、'),
        ids.map((id) => `${FANS[id].name} ${FANS[id].points}`).join('; '),
      ];
      for (const w of ways) expect(checkAnswer(q, 1, w).correct, w).toBe(true);
    }
  });

  it('tiles in any order and form: 6d 9d, 69d, 9p,6p', () => {
    expect(readTiles('6d 9d')).toEqual(['6d', '9d']);
    expect(readTiles('69d')).toEqual(['6d', '9d']);
    expect(readTiles('9p,6p')).toEqual(['9d', '6d']);
    expect(readTiles('1m E r')).toEqual(['1c', 'E', 'R']);
    expect(readTiles('none')).toEqual([]);
    expect(readTiles('6x')).toBeNull();
    for (const q of made('waits', 30)) {
      const shuffled = [...q.answer.waits!].reverse().join(',');
      expect(checkAnswer(q, 0, shuffled).correct).toBe(true);
    }
  });
});

describe('wrong and partly right answers', () => {
  it('a total off by the flowers says so', () => {
    const q = made('count', 200).find((x) => x.answer.total! > x.answer.fanPoints!);
    expect(q).toBeDefined();
    const c = checkAnswer(q!, 0, String(q!.answer.fanPoints));
    expect(c.correct).toBe(false);
    expect(c.message).toMatch(/add \d+ for flowers/);
  });

  it('fans: which are right, which missed, which do not count, and why for each', () => {
    const q = made('count').find((x) => x.answer.fans!.length >= 2)!;
    const [first, second] = q.answer.fans!;
    const notThere = (Object.keys(FANS) as (keyof typeof FANS)[]).find(
      (id) => !q.answer.fans!.some((f) => f.id === id) && !q.answer.excluded!.some((x) => x.id === id) && FANS[id].points >= 8,
    )!;
    const c = checkAnswer(q, 1, `${first.name}, ${FANS[notThere].name}, bogus fan`);
    expect(c.correct).toBe(false);
    expect(c.partial).toBe(true);
    expect(c.right).toEqual([first.id]);
    expect(c.missed).toContain(second.id);
    expect(c.extra).toEqual([notThere]);
    expect(c.unread).toEqual(['bogus fan']);
    expect(c.message).toMatch(/right: .*missed: .*not counted: .*not a fan's name: "bogus fan"/);
    expect(c.why.map((w) => w.fan)).toEqual([...c.missed, notThere]);
    for (const w of c.why) expect(w.text.length).toBeGreaterThan(10);
  });

  it('a fan name that is close gets a did-you-mean, the nearest fans as mcr fans finds them', async () => {
    const { closestFans } = await import('../../src/fans/find.js');
    const near = closestFans('four shifted pungs').map((id) => FANS[id].name);
    expect(near).toContain('Four Pure Shifted Pungs');
    const q = made('count')[0];
    const alone = checkAnswer(q, 1, 'four shifted pungs');
    expect(alone.retry).toBe(true);
    expect(alone.message).toContain('"four shifted pungs" (did you mean ');
    for (const n of near) expect(alone.message).toContain(n);
    const mixed = checkAnswer(q, 1, `${q.answer.fans![0].name}, four shifted pungs`);
    expect(mixed.message).toMatch(/not a fan's name: "four shifted pungs" \(did you mean .*Four Pure Shifted Pungs/);
    const name = made('fan', 60).find((x) => x.steps[0].ask === 'name')!;
    expect(checkAnswer(name, 0, 'four shifted pungs').message).toContain('did you mean');
  });

  it('reach 8: "all" is every wait, as "none" is none', () => {
    const qs = made('waits', 80);
    const every = qs.find((x) => x.answer.reach8!.length > 0 && x.answer.reach8!.length === x.answer.waits!.length)!;
    const some = qs.find((x) => x.answer.reach8!.length < x.answer.waits!.length)!;
    expect(every.steps[1].prompt).toContain('"all" if all');
    expect(checkAnswer(every, 1, 'all').correct).toBe(true);
    expect(checkAnswer(every, 1, ' ALL ').correct).toBe(true);
    const c = checkAnswer(some, 1, 'all');
    expect(c.retry).toBe(false);
    expect(c.correct).toBe(false);
    expect(c.message).toContain(`the answer: ${some.steps[1].expected}`);
  });

  it('valid: y/n read in the usual forms, the reason checked', () => {
    const no = made('valid', 60).find((x) => x.answer.valid === false)!;
    expect(checkAnswer(no, 0, 'YES').correct).toBe(false);
    expect(checkAnswer(no, 0, 'n').correct).toBe(true);
    expect(checkAnswer(no, 0, 'maybe').message).toMatch(/y or n/);
    const other = no.steps[1].expected === 'short' ? 'shape' : 'short';
    expect(checkAnswer(no, 1, other).correct).toBe(false);
  });

  it('waits: the tiles missed and the tiles that do not win', () => {
    const q = made('waits', 60).find((x) => x.answer.waits!.length >= 2)!;
    const [a] = q.answer.waits!;
    const notAWait = ['1b', '5c', '9d', 'E', 'P'].find((t) => !q.answer.waits!.includes(t))!;
    const c = checkAnswer(q, 0, `${a} ${notAWait}`);
    expect(c.correct).toBe(false);
    expect(c.partial).toBe(true);
    expect(c.message).toMatch(new RegExp(`right: ${a}; missed: .*; not: ${notAWait}`));
  });

  it('build a hand: any hand that counts the fan is right; one that does not gets why', () => {
    const r = quiz({ seed: 1, count: 300, kinds: ['fan'], level: 'starter' });
    if (!r.ok) throw new Error(r.error.message);
    const q = r.questions.find((x) => x.steps[0].ask === 'build')!;
    expect(q).toBeDefined();
    expect(checkAnswer(q, 0, q.answer.example!).correct).toBe(true);
    const chicken = '[123b] [456c] [789d] 22b 33c 3c +seat:E';
    expect(score(chicken).ok).toBe(true);
    const c = checkAnswer(q, 0, '11b 22b 33b 44b 55b 66b 77c 7c');
    expect(c.correct).toBe(false);
    expect(c.why).toHaveLength(1);
    expect(checkAnswer(q, 0, '123x').message).toMatch(/could not be read/);
  });

  it('a typing slip is no answer (retry): no number, no tile, a tile not in the hand, no fan, no hand', () => {
    const [count] = made('count', 1);
    expect(checkAnswer(count, 0, 'eleven')).toMatchObject({ correct: false, retry: true, message: 'a number, e.g. 11' });
    expect(checkAnswer(count, 1, 'zzz qqq')).toMatchObject({ retry: true });
    expect(checkAnswer(count, 0, String(count.answer.total! + 1)).retry).toBe(false); // a wrong number is an answer
    const [w] = made('waits', 1);
    expect(checkAnswer(w, 0, '6x').retry).toBe(true);
    const [d] = made('discard', 1);
    const inHand = new Set(readTiles(d.hand.replace(/\+\S+/g, '').replace(/[[\]()]/g, ' ')) ?? []);
    const absent = ['1b', '5c', '9d', 'E', 'P', 'R', '2b'].find((t) => !inHand.has(t))!;
    expect(checkAnswer(d, 0, absent)).toMatchObject({ retry: true, message: expect.stringContaining('is not in the hand') });
    expect(checkAnswer(d, 0, '').retry).toBe(true);
  });

  it('a discard is judged by chance: within the margin right, a wrong one told its cost in percentage points', () => {
    for (const d of made('discard', 3, 5)) {
      const c = chances(d.hand, { rules: d.rules, draws: DISCARD_DRAWS });
      if (!c.ok) throw new Error(c.error.message);
      const top = c.discards[0].eitherWay.p;
      for (const x of c.discards) {
        if (x.tile === null) throw new Error('a 14-tile question has a tile for every discard');
        const got = checkAnswer(d, 0, x.tile);
        const cost = (top - x.eitherWay.p) * 100;
        expect(got.correct).toBe(cost <= DISCARD_MARGIN * 100 + 1e-9);
        if (!got.correct) expect(got.message).toContain(`${x.tile} costs ${cost.toFixed(1)} percentage points`);
      }
    }
  });

  it('readFans: an ambiguous prefix is not read as a fan', () => {
    expect(readFans('mixed').unread).toEqual(['mixed']);
    expect(readFans('mixed straight and seat wind').ids).toEqual(['mixed-straight', 'seat-wind']);
  });

  it('never throws, whatever the answer or the step', () => {
    const qs = made('count', 4);
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -2, max: 4 }), fc.nat(3), (text, step, i) => {
        const c = checkAnswer(qs[i], step, text);
        expect(typeof c.correct).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});

describe('answers in Chinese (issue 41)', () => {
  it('是/否 answer a valid question, 不够/牌型 its reason; the message in the catalog given', async () => {
    const { zh } = await import('../../src/i18n/zh.js');
    for (const q of made('valid', 30, 5)) {
      const yes = checkAnswer(q, 0, '是', zh);
      const no = checkAnswer(q, 0, '否', zh);
      expect(yes.retry || no.retry).toBe(false);
      expect(yes.correct).toBe(q.answer.valid);
      expect(no.correct).toBe(!q.answer.valid);
      expect(yes.message).toMatch(q.answer.valid ? /^对：是$/ : /^答案：否$/);
      if (q.steps[1]) {
        const said = q.steps[1].expected === 'short' ? '不够' : '牌型';
        expect(checkAnswer(q, 1, said, zh).correct).toBe(true);
        expect(checkAnswer(q, 1, said === '不够' ? '牌型' : '不够', zh).correct).toBe(false);
      }
    }
  });

  it('无 is no tile, 全部 every wait; the same questions in Chinese ask the same hands with the same answers', async () => {
    const { zh } = await import('../../src/i18n/zh.js');
    expect(readTiles('无')).toEqual([]);
    const en = quiz({ seed: 9, count: 10 });
    const cn = quiz({ seed: 9, count: 10, t: zh });
    expect(en.ok && cn.ok).toBe(true);
    if (!en.ok || !cn.ok) return;
    expect(cn.questions.map((q) => [q.hand, q.steps.map((s) => s.expected), q.about])).toEqual(en.questions.map((q) => [q.hand, q.steps.map((s) => s.expected), q.about]));
    expect(cn.questions.every((q) => /[\u4e00-\u9fff]/.test(q.question))).toBe(true);
    const w = cn.questions.find((q) => q.kind === 'waits');
    if (w) expect(checkAnswer(w, 1, '全部', zh).correct).toBe(w.answer.reach8!.length === w.answer.waits!.length);
  });
});
