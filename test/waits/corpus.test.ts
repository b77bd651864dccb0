// waits() on corpus hands against the plainest reference there is: for each of the
// 34 tiles, score() the line with that tile written last, won on a discard and by
// self-draw, and keep the tiles that win both ways. The whole waits list (tiles,
// unseen copies, every field of both wins, in SCHEMA order) must come out the same,
// under both rule profiles: ready hands (corpus hands less their winning tile) and
// 14-tile hands (every discard's waits). Written without the code under test, so a
// shortcut in waits() (shared regular waits, per-suit tables, candidate tiles for the
// special shapes) that loses or adds a tile, or scores one differently, fails here.
import { describe, expect, it } from 'vitest';
import { score, waits } from '../../src/index.js';
import type { ScoreResult } from '../../src/result.js';
import { parseLine } from '../../src/notation/parse.js';
import { tileCode, type Tile } from '../../src/tiles.js';
import { GOLDEN_PROFILES, goldenHands } from '../helpers/golden.js';
import type { WinJson } from '../../src/waits/types.js';
import { winFields } from './brute.js';

/** Options that describe the win itself: dropped, as waits is asked without them. */
const WIN_OPTIONS = /^\+(win(:|$)|kong$|last$|wall-last$)/;

/** A corpus line taken apart: melds as written, concealed tiles one by one, the other options. */
function partsOf(line: string): { melds: string[]; concealed: Tile[]; options: string[]; held: number[] } {
  const words = line.split(' ').filter((w) => !WIN_OPTIONS.test(w));
  const p = parseLine(words.join(' '));
  if (!p.ok) throw new Error(`unreadable ${line}`);
  const held = new Array<number>(34).fill(0);
  for (const t of p.hand.concealed) held[t]++;
  for (const m of p.hand.melds) for (const t of m.tiles) held[t]++;
  return {
    melds: words.filter((w) => w.startsWith('[') || w.startsWith('(')),
    concealed: p.hand.concealed,
    options: words.filter((w) => w.startsWith('+')),
    held,
  };
}

/** The JSON of one win, from score()'s result. */
function winOf(r: ScoreResult, ignored: string[]): WinJson {
  if (!r.ok) throw new Error('not a score');
  return winFields(r, ignored);
}

const wins = (r: ScoreResult): boolean => r.ok && r.verdict !== 'not-a-winning-hand';

/** Every tile tried with score(), both ways; `discarded` is one more copy out of sight. */
function referenceWaits(melds: string[], standing: Tile[], options: string[], held: number[], rules: string, discarded = -1): unknown[] {
  const out: unknown[] = [];
  const fromGiven = options.some((o) => o.startsWith('+from'));
  for (let t = 0; t < 34; t++) {
    if (held[t] >= 4) continue; // score() refuses a fifth copy
    const tiles = [...melds, ...standing.map(tileCode), tileCode(t)];
    const byDiscard = score([...tiles, ...options, '+win:discard'].join(' '), { rules });
    const bySelfDraw = score([...tiles, ...options.filter((o) => !o.startsWith('+from')), '+win:wall'].join(' '), { rules });
    if (wins(byDiscard) !== wins(bySelfDraw)) throw new Error(`${tiles.join(' ')}: wins one way only`);
    if (!wins(byDiscard)) continue;
    out.push({
      tile: tileCode(t),
      unseen: 4 - held[t] - (t === discarded ? 1 : 0),
      discard: winOf(byDiscard, []),
      selfDrawn: winOf(bySelfDraw, fromGiven ? ['+from'] : []),
    });
  }
  return out;
}

/** Every `step`-th corpus hand, from `from`. */
const sample = (step: number, from = 0): string[] => goldenHands().filter((_, i) => i % step === from);

describe('waits on corpus hands against score() on every tile', () => {
  for (const rules of GOLDEN_PROFILES) {
    it(`${rules}: 1,500 ready hands (corpus hands less their winning tile)`, () => {
      let ready = 0;
      for (const line of sample(8, rules === 'mil' ? 3 : 0)) {
        const { melds, concealed, options, held } = partsOf(line);
        const standing = concealed.slice(0, -1);
        held[concealed[concealed.length - 1]]--;
        const r = waits([...melds, ...standing.map(tileCode), ...options].join(' '), { rules });
        if (!r.ok) throw new Error(`${line}: ${r.error.message}`);
        const want = referenceWaits(melds, standing, options, held, rules);
        expect(JSON.stringify(r.waits), line).toBe(JSON.stringify(want));
        expect(r.ready).toBe(want.length > 0);
        if (r.ready) ready++;
      }
      expect(ready).toBeGreaterThan(1400); // the corpus hands are winning hands: nearly all are ready
    });

    it(`${rules}: 150 14-tile hands, every discard`, () => {
      let withWaits = 0;
      for (const line of sample(80, rules === 'mil' ? 41 : 1)) {
        const { melds, concealed, options, held } = partsOf(line);
        const r = waits([...melds, ...concealed.map(tileCode), ...options].join(' '), { rules });
        if (!r.ok) throw new Error(`${line}: ${r.error.message}`);
        expect(r.discards.length).toBe(new Set(concealed).size);
        for (const d of r.discards) {
          const t = concealed.indexOf(concealed.find((x) => tileCode(x) === d.tile)!);
          const standing = concealed.filter((_, i) => i !== t);
          const heldLeft = held.slice();
          heldLeft[concealed[t]]--;
          const want = referenceWaits(melds, standing, options, heldLeft, rules, concealed[t]);
          expect(JSON.stringify(d.waits), `${line} less ${d.tile}`).toBe(JSON.stringify(want));
          expect(d.distance === 0, `${line} less ${d.tile}`).toBe(want.length > 0);
          if (want.length > 0) withWaits++;
        }
      }
      expect(withWaits).toBeGreaterThan(150);
    });
  }
});
