/**
 * Progress as data: a missed fan goes back to box 1 and is due again soon; a fan
 * answered right moves up and is due later; focusOf lists the due fans, lowest box
 * first; readProgress takes back what it wrote and starts afresh from anything else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyProgress, focusOf, mostMissed, readProgress, recordAnswer, type Progress } from '../../src/quiz/progress.js';

const answerMany = (p: Progress, n: number): Progress => {
  for (let i = 0; i < n; i++) p = recordAnswer(p, 'count', true, []);
  return p;
};

describe('progress', () => {
  it('a missed fan is due again after one question, a known one much later', () => {
    let p = recordAnswer(emptyProgress(), 'count', false, ['mixed-straight', 'seat-wind'], ['mixed-straight']);
    expect(p.fans['mixed-straight']).toMatchObject({ asked: 1, right: 0, box: 1 });
    expect(p.fans['seat-wind']).toMatchObject({ asked: 1, right: 1, box: 2 });
    expect(p.kinds.count).toEqual({ asked: 1, right: 0 });
    expect(focusOf(p)).toEqual([]); // nothing is due at once
    p = answerMany(p, 1);
    expect(focusOf(p)).toEqual(['mixed-straight']);
    p = answerMany(p, 3);
    expect(focusOf(p)).toEqual(['mixed-straight', 'seat-wind']); // box 1 before box 2
  });

  it('answered right, a fan climbs to box 5 and is no longer asked for', () => {
    let p = emptyProgress();
    for (let i = 0; i < 6; i++) p = answerMany(recordAnswer(p, 'fan', true, ['half-flush']), 30);
    expect(p.fans['half-flush']!.box).toBe(5);
    expect(focusOf(p)).toEqual([]);
  });

  it('mostMissed ranks by misses', () => {
    let p = emptyProgress();
    p = recordAnswer(p, 'fan', false, ['tile-hog']);
    p = recordAnswer(p, 'fan', false, ['tile-hog']);
    p = recordAnswer(p, 'fan', false, ['all-types']);
    expect(mostMissed(p).map((m) => [m.fan, m.missed])).toEqual([
      ['tile-hog', 2],
      ['all-types', 1],
    ]);
  });

  it('read back as written; anything else starts afresh', () => {
    let p = recordAnswer(emptyProgress(), 'waits', false, ['edge-wait'], ['edge-wait']);
    p = recordAnswer(p, 'count', true, ['all-chows']);
    expect(readProgress(JSON.stringify(p))).toEqual(p);
    expect(readProgress('not json')).toEqual(emptyProgress());
    expect(readProgress('{"fans":{"__proto__":{"box":1},"constructor":1,"tile-hog":{"asked":-1}}}')).toEqual(emptyProgress());
    fc.assert(
      fc.property(fc.json(), (text) => {
        const r = readProgress(text);
        expect(r.schema).toBe('mcr-quiz-progress/1');
      }),
      { numRuns: 300 },
    );
  });
});

describe('readProgress validates what it reads (issue 38, item 13: hostile localStorage)', () => {
  it('never more right than asked, nor answers past the clock', () => {
    const p = readProgress(JSON.stringify({ schema: 'mcr-quiz-progress/1', turn: 3, kinds: { count: { asked: 3, right: 1_000_000 }, waits: { asked: 2, right: 1 } }, fans: { 'pure-straight': { asked: 1, right: 5, box: 2, last: 1 }, 'all-types': { asked: 1, right: 1, box: 2, last: 99 } } }));
    expect(p.kinds.count).toBeUndefined();
    expect(p.kinds.waits).toEqual({ asked: 2, right: 1 });
    expect(p.fans['pure-straight']).toBeUndefined();
    expect(p.fans['all-types']).toBeUndefined();
    const q = readProgress(JSON.stringify({ turn: 1, kinds: { count: { asked: 5, right: 5 } }, fans: {} }));
    const right = Object.values(q.kinds).reduce((n, k) => n + (k?.right ?? 0), 0);
    expect(right).toBeLessThanOrEqual(q.turn);
  });
});
