// The recipe of docs/ARCHITECTURE.md "A fan": a new fan is its definition in its
// family's file (with its `miss`, the "why not" in its own words), a row of RULES.md's
// table and a test row; everything else follows. Here a house rule's fan, Dragon Eyes
// (a pair of dragons), is added to the suits family's file as that file would hold it
// (the module mocked with one more definition), and played by a fixture profile given
// to the library as an object: it is scored, listed, explained and answered by `why`
// from its definition alone.
import { describe, expect, it, vi } from 'vitest';
import type { MissContext } from '../../src/fans/define.js';
import type { View } from '../../src/fans/view.js';

vi.mock('../../src/fans/suits.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/fans/suits.js')>();
  const { family, yes } = await import('../../src/fans/define.js');
  const pairAt = (v: View) => v.sets.findIndex((s) => s.kind === 'pair') + (v.knit ? 1 : 0);
  return {
    ...original,
    SUITS: family(original.SUITS.name, original.SUITS.when, {
      ...original.SUITS.fans,
      'dragon-eyes': {
        no: null, name: 'Dragon Eyes', zh: '龙眼', points: 1, what: 'a pair of dragons (house rule)',
        needs: 'a pair of dragons',
        detect: (v: View) => yes(v.pair >= 31),
        uses: ({ v }: { v: View }) => [{ sets: [pairAt(v)], tiles: [] }],
        miss: (c: MissContext) => `${c.needs}; this hand's pair is ${c.sets((kind) => kind === 'pair')[0] ?? 'none'}.`,
      },
    }),
  };
});

const { FAN_IDS, FANS, score, why, explain, PROFILES } = await import('../../src/index.js');
const { fanEntries } = await import('../../src/commands/fans.js');
const { findFans } = await import('../../src/fans/find.js');
type RuleProfile = import('../../src/rules/profiles.js').RuleProfile;

/** A club's rules: the Green Book with Dragon Eyes worth 2. */
const HOUSE: RuleProfile = {
  ...PROFILES['green-book'],
  name: 'house',
  label: 'House',
  title: 'A club house rule (test fixture)',
  about: 'The Green Book, with Dragon Eyes for a pair of dragons.',
  points: { ['dragon-eyes' as never]: 2 },
};

const WITH = '[123b] [456c] [789d] 23b RR 4b'; // mixed straight, the red dragon pair
const WITHOUT = '[123b] [456c] [789d] 23b 55d 4b';

describe('a new fan from its definition alone', () => {
  it('is a fan: in FAN_IDS among the 1-point fans, found by name', () => {
    const id = 'dragon-eyes' as (typeof FAN_IDS)[number];
    expect(FAN_IDS).toContain(id);
    expect(FANS[id]).toMatchObject({ name: 'Dragon Eyes', zh: '龙眼', points: 1 });
    // After every fan of more points (RULES.md's order), before none that has more.
    const at = FAN_IDS.indexOf(id);
    expect(FAN_IDS.slice(0, at).every((f) => FANS[f].points >= 1) && FAN_IDS.slice(at).every((f) => FANS[f].points <= 1)).toBe(true);
    expect(findFans('dragon eyes')).toEqual([id]);
  });

  it('scores under the fixture profile, with its points there, and what it uses', () => {
    const r = score(WITH, { rules: HOUSE });
    expect(r.ok && r.rules).toBe('house');
    if (!r.ok) return;
    expect(r.fans).toContainEqual({ id: 'dragon-eyes', name: 'Dragon Eyes', zh: '龙眼', points: 2, count: 1 });
    const e = explain(WITH, { rules: HOUSE });
    if (!e.ok) throw new Error('not read');
    const fan = e.fans.find((f) => f.id === ('dragon-eyes' as never))!;
    expect(fan.uses.map((u) => u.sets.map((i) => e.arrangement[i].tiles.join('')))).toEqual([['RR']]);
  });

  it('`why` answers from its definition: counted, and its own "why not"', () => {
    const yes = why(WITH, 'dragon-eyes', { rules: HOUSE });
    expect(yes.ok && [yes.case, yes.text]).toEqual(['counted', 'Dragon Eyes counts 2 points: RR.']);
    const no = why(WITHOUT, 'dragon-eyes', { rules: HOUSE });
    expect(no.ok && [no.case, no.text]).toEqual(['not-present', "Dragon Eyes needs a pair of dragons; this hand's pair is 55d."]);
  });

  it('is listed by `mcr fans` under the profile', () => {
    expect(fanEntries(HOUSE).find((f) => f.id === ('dragon-eyes' as never))).toMatchObject({ points: 2, played: true, what: 'a pair of dragons (house rule)' });
  });
});
