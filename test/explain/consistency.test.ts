/**
 * why agrees with scoring over the golden corpus: for each hand and each fan, `why`
 * says "counted" exactly when score() counts the fan, "excluded" exactly when score()
 * lists it excluded and does not count it, with the same excluding fans (excludedBy,
 * and rule.fan the first of them); and explain() gives score()'s fans, each use
 * pointing into the arrangement.
 *
 * npm test takes every 12th hand of both corpora; npm run test:full every hand
 * (24,000 hands x every fan, about 20-40 s on this machine); MCR_WHY_SAMPLE=N takes
 * every Nth hand.
 */
import { describe, expect, it } from 'vitest';
import { FAN_IDS } from '../../src/fans/table.js';
import { score } from '../../src/score.js';
import { explainedResult } from '../../src/explain/explain.js';
import { whyContext, whyFan } from '../../src/explain/why.js';
import { GOLDEN_PROFILES, goldenHands } from '../helpers/golden.js';
import { FULL } from '../helpers/full.js';

const STEP = Math.max(1, Number(process.env.MCR_WHY_SAMPLE) || (FULL ? 1 : 12));

describe.each(GOLDEN_PROFILES)('why against score(), %s corpus', (rules) => {
  const hands = goldenHands(`${rules}/hands.jsonl`).filter((_, i) => i % STEP === 0);

  it(`${hands.length} hands x ${FAN_IDS.length} fans`, () => {
    const wrong: string[] = [];
    for (const hand of hands) {
      const r = score(hand, { rules });
      if (!r.ok) continue;
      const ctx = whyContext(hand, { rules });
      for (const id of FAN_IDS) {
        const w = whyFan(ctx, id);
        if (!w.ok) {
          wrong.push(`${hand} ${id}: ${w.error.message}`);
          continue;
        }
        const counted = r.fans.some((f) => f.id === id);
        const by = r.excluded.filter((x) => x.id === id).map((x) => x.by);
        const agrees =
          (w.case === 'counted') === counted &&
          (w.case === 'excluded') === (!counted && by.length > 0) &&
          w.excludedBy.map((x) => x.by).join() === by.join() &&
          (w.case !== 'excluded' || w.rule?.fan === by[0]);
        if (!agrees) wrong.push(`${hand} ${id}: why says ${w.case} (excluded by ${w.excludedBy.map((x) => x.by)}), score ${counted ? 'counts it' : `excludes it by ${by}`}`);
      }
      const e = explainedResult(ctx.e);
      if (!e.ok) continue;
      expect(e.fans.map(({ uses: _u, ...f }) => f)).toEqual(r.fans);
      for (const f of e.fans)
        for (const u of f.uses) for (const i of u.sets) if (!(i >= 0 && i < e.arrangement.length)) wrong.push(`${hand} ${f.id}: set ${i}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  }, 120_000);
});
