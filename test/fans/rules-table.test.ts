// docs/RULES.md's fan table against the definitions (src/fans/): each row's number,
// id, names, points (with a profile's own points noted as "(`mil`: 6)") and its "not
// counted with" column say what the definitions say, so that the manual can not drift
// from the code. A fan only a profile plays has no row: the profiles table names it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFINITIONS, FAN_IDS, FANS, type FanId } from '../../src/fans/index.js';
import { PROFILES, RULES_NAMES, type RuleProfile } from '../../src/rules/profiles.js';

const text = readFileSync(new URL('../../docs/RULES.md', import.meta.url), 'utf8');
const table = text.slice(text.indexOf('## The fans'));
const rows = table
  .split('\n')
  .filter((l) => /^\| \d+ \|/.test(l))
  .map((l) => l.split('|').slice(1, -1).map((c) => c.trim()));

/** A column's names, parenthetical notes left out ("Pung of Terminals or Honors (for those pungs)"). */
const names = (cell: string): string[] =>
  cell
    .replace(/\s*\([^)]*\)/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

describe("RULES.md's fan table", () => {
  it('has one row per numbered fan, in the order of FAN_IDS', () => {
    expect(rows.map((r) => r[1])).toEqual(FAN_IDS.filter((id) => FANS[id].no !== null));
  });

  it('names the fans only a profile plays in the profiles table', () => {
    const profiles = text.slice(text.indexOf('## Rule profiles'), text.indexOf('## Winning hands'));
    for (const id of FAN_IDS.filter((f) => FANS[f].no === null)) expect(profiles).toContain(`\`${id}\``);
  });

  for (const [no, id, name, zh, pts, what, excludes] of rows) {
    it(`${no} ${id}: number, names, points, what, and not counted with`, () => {
      const def = DEFINITIONS[id as FanId];
      expect(def, id).toBeDefined();
      expect([Number(no), name, zh, what]).toEqual([def.no, def.name, def.zh, def.what]);
      // "8 (`mil`: 6)": the base points, then each profile's own.
      const pointsIn = (p: (typeof RULES_NAMES)[number]): number | undefined => (PROFILES[p] as RuleProfile).points[id as FanId];
      const own = RULES_NAMES.filter((p) => pointsIn(p) !== undefined).map((p) => ` (\`${p}\`: ${pointsIn(p)})`);
      expect(pts).toBe(`${def.points}${own.join('')}`);
      const want = (def.notCountedWith ?? []).map((e) => (typeof e === 'string' ? FANS[e].name : FANS['pung-of-terminals-or-honors'].name));
      expect(names(excludes)).toEqual(want);
    });
  }
});
