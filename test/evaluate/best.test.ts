// scoreView keeps nothing from one call to the next. A count left behind would
// show in the next hand:
// Robbing the Kong excludes Last Tile, so a Last Tile left over from the hand
// before would be listed as excluded by it. Checked after normal use, and after a
// defect throws halfway through.
import { describe, expect, it } from 'vitest';
import { score } from '../../src/index.js';
import { parseLine } from '../../src/notation/parse.js';
import { handFacts, candidates, buildView } from '../../src/evaluate/candidates.js';
import { scoreView } from '../../src/evaluate/best.js';
import { scoringRules } from '../../src/evaluate/rules.js';
import { PROFILES } from '../../src/rules/profiles.js';

const lastTile = '55d 123b 456c 789d 234b +win:discard +last'; // scores Last Tile
const robbing = '123b 456c 789d 55d 23b 4b +win:discard +kong'; // Robbing the Kong, no Last Tile

function viewOf(line: string) {
  const p = parseLine(line);
  if (!p.ok) throw new Error(line);
  const f = handFacts(p.hand);
  return buildView(f, candidates(f)[0]);
}

describe('scoreView', () => {
  it('leaves no count behind for the next hand', () => {
    const alone = score(robbing);
    expect(alone.ok && alone.excluded.map((e) => e.id)).not.toContain('last-tile');
    expect(score(lastTile)).toMatchObject({ fans: expect.arrayContaining([expect.objectContaining({ id: 'last-tile' })]) });
    expect(score(robbing)).toEqual(alone);
  });

  it('leaves no count behind when a detector throws halfway', () => {
    const alone = score(robbing);
    const v = viewOf(lastTile);
    // The wait is read after Last Tile was counted.
    Object.defineProperty(v, 'wait', {
      get() {
        throw new Error('defect');
      },
    });
    expect(() => scoreView(v, scoringRules(PROFILES['green-book']))).toThrow('defect');
    expect(score(robbing)).toEqual(alone);
  });
});
