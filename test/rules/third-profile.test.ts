// A third profile is one entry of PROFILES (docs/ARCHITECTURE.md "A profile rule"):
// with a club's house rule added to the table (rules/table.ts, mocked with one more
// entry), every name, list and fact is read from it: --rules and MCR_RULES take it,
// the messages and the help list it, the library scores under it with its own minimum,
// and `mcr rules` says where it differs.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/rules/table.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/rules/table.js')>();
  const house = {
    ...original.PROFILES['green-book'],
    name: 'house',
    label: 'House',
    title: 'A club house rule (test fixture)',
    about: 'The Green Book with a minimum of 6.',
    minimum: 6,
  };
  return { ...original, PROFILES: { ...original.PROFILES, house } };
});

const { RULES_NAMES, ruleProfile, rulesChoice, unknownRulesMessage, minimumOf } = await import('../../src/rules/profiles.js');
const { rulesOption } = await import('../../src/rules/option.js');
const { differences } = await import('../../src/rules/differences.js');
const { COMMANDS } = await import('../../src/commands/declarations.js');
const { score } = await import('../../src/index.js');
const { formatText } = await import('../../src/format/text.js');
const { Chalk } = await import('chalk');

/** Half Flush (6) and a Pung of Terminals or Honors (1): 7 fan points. */
const SEVEN = '[234b] [345b] NNN 78b SS 9b';
/** A Dragon Pung only: 2. */
const TWO = '[234b] [456c] RRR 78d 55b 9d';

describe('a third profile in PROFILES', () => {
  it('is a name of the table, listed wherever the names are', () => {
    expect(RULES_NAMES).toEqual(['green-book', 'mil', 'house']);
    expect(ruleProfile('house')?.minimum).toBe(6);
    expect(rulesOption('house', {})).toEqual({ ok: true, name: 'house' });
    expect(rulesOption(undefined, { MCR_RULES: 'house' })).toEqual({ ok: true, name: 'house' });
    expect(unknownRulesMessage('club')).toMatch(/green-book \(default\), mil, house$/);
    expect(rulesChoice()).toBe('green-book (default), mil or house');
    expect(rulesChoice({ quoted: true })).toBe('"green-book", "mil" or "house"');
    const rules = COMMANDS.flatMap((c) => c.options ?? []).filter((o) => o.name === 'rules' && /default\)/.test(o.help));
    expect(rules.length).toBeGreaterThan(0);
    for (const o of rules) expect(o.help).toContain('mil or house');
  });

  it('scores with its own minimum: the verdict, the reason and the screen say it', () => {
    const base = score(SEVEN);
    const house = score(SEVEN, { rules: 'house' });
    if (!base.ok || !house.ok) throw new Error('not read');
    expect(house.rules).toBe('house');
    expect(house.fanPoints).toBe(base.fanPoints);
    expect(house.fanPoints).toBeLessThan(8);
    expect(house.fanPoints).toBeGreaterThanOrEqual(minimumOf('house'));
    expect([base.verdict, house.verdict]).toEqual(['below-minimum', 'win']);
    const below = score(TWO, { rules: 'house' });
    if (!below.ok) throw new Error('not read');
    if (below.verdict === 'below-minimum') {
      expect(below.reason).toContain('below the minimum of 6');
      expect(formatText(below, { color: new Chalk({ level: 0 }), width: 80 })).toContain(`BELOW MINIMUM ${below.fanPoints} of 6`);
    } else throw new Error(`expected a hand below 6: ${below.fanPoints}`);
  });

  it('advice weighs a win against its own minimum: 7 points are enough under house, not under green-book', async () => {
    const { advise } = await import('../../src/advice/advise.js');
    const enough = (rules: string) => {
      const r = advise('[234b] [345b] NNN 78b SS', { rules });
      if (!r.ok || !r.analysis) throw new Error('not read');
      return r.analysis.waits.find((w) => w.tile === '9b')?.discard;
    };
    expect(enough('green-book')).toEqual({ fanPoints: 7, enough: false });
    expect(enough('house')).toEqual({ fanPoints: 7, enough: true });
  });

  it('`mcr rules house` names the minimum among its differences', () => {
    expect(differences(ruleProfile('house')!)).toEqual([{ rule: 'the minimum (fan points, flowers not counted)', base: '8 points', value: '6 points' }]);
  });
});
