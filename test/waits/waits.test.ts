// Ready-hand analysis against brute force: for thousands of generated hands, the
// tiles waits() lists are exactly those of the 34 for which the scorer gives a
// verdict other than not-a-winning-hand, and each one's score is the scorer's.
import { describe, expect, it } from 'vitest';
import { waits } from '../../src/waits/index.js';
import type { WaitsOk, WinJson } from '../../src/waits/types.js';
import { countTiles, tileCode } from '../../src/tiles.js';
import { parseLine } from '../../src/notation/parse.js';
import { bruteWaits, winFields, type BruteWin } from './brute.js';
import {
  exchange,
  int,
  line,
  nineGatesHand,
  randomHand,
  randomOptions,
  rng,
  withoutOne,
  type GenHand,
  type Rng,
  SHAPES,
} from './gen.js';

function ok(l: string): WaitsOk {
  const r = waits(l);
  if (!r.ok) throw new Error(`${l}: ${r.error.code} ${r.error.message}`);
  return r;
}

/** The WinJson the brute force's result makes. */
const expected = (b: BruteWin): WinJson => winFields(b.result, b.dropped);

/** waits(l) agrees with trying every tile with the scorer. */
function check(l: string): WaitsOk {
  const r = ok(l);
  const brute = bruteWaits(l);
  expect(r.waits.map((w) => w.tile), l).toEqual(brute.map((b) => tileCode(b.tile)));
  const p = parseLine(l);
  if (!p.ok) throw new Error(l);
  const standing = countTiles(p.hand.concealed);
  const meld = countTiles(p.hand.melds.flatMap((m) => m.tiles));
  r.waits.forEach((w, i) => {
    const b = brute[i];
    expect(w.unseen, `${l} ${w.tile}`).toBe(4 - standing[b.tile] - meld[b.tile]);
    expect(w.discard, `${l} ${w.tile} discard`).toEqual(expected(b.discard));
    expect(w.selfDrawn, `${l} ${w.tile} self-drawn`).toEqual(expected(b.selfDrawn));
  });
  expect(r.ready, l).toBe(brute.length > 0);
  expect(r.distance === 0, `${l}: distance ${r.distance}`).toBe(r.ready);
  if (r.ready) expect(r.draws).toEqual([]);
  return r;
}

type Maker = (r: Rng) => GenHand | null;

const complete: [string, Maker][] = [...SHAPES, ['nine gates', nineGatesHand]];

describe('waits against the scorer on every tile', () => {
  for (const [name, make] of complete) {
    it(`${name}: ready hands, one tile taken from a complete hand`, () => {
      const r = rng(name.length * 7919 + 1);
      let ready = 0;
      for (let i = 0; i < 300; i++) {
        const full = make(r);
        if (!full) continue;
        const h = withoutOne(r, full);
        if (r() < 0.3) h.options = randomOptions(r);
        if (check(line(h)).ready) ready++;
      }
      expect(ready).toBeGreaterThan(250);
    });
  }

  it('hands one or two exchanges from a ready hand', () => {
    const r = rng(42);
    for (let i = 0; i < 600; i++) {
      const full = complete[i % complete.length][1](r);
      if (!full) continue;
      const h = exchange(r, withoutOne(r, full), 1 + int(r, 2));
      if (r() < 0.2) h.options = randomOptions(r);
      check(line(h));
    }
  });

  it('random hands, with and without melds', () => {
    const r = rng(7);
    for (let i = 0; i < 600; i++) {
      const h = randomHand(r, int(r, 5) === 0 ? 1 + int(r, 3) : 0);
      if (!h) continue;
      if (r() < 0.2) h.options = randomOptions(r);
      check(line(h));
    }
  });
});

describe('waits of well-known hands', () => {
  const tiles = (r: WaitsOk) => r.waits.map((w) => w.tile).join(' ');

  it('Nine Gates waits on all nine tiles of its suit, each worth 88', () => {
    const r = check('1112345678999c');
    expect(tiles(r)).toBe('1c 2c 3c 4c 5c 6c 7c 8c 9c');
    for (const w of r.waits) {
      expect(w.discard.fans.map((f) => f.id)).toContain('nine-gates');
      expect(w.discard.enough && w.selfDrawn.enough).toBe(true);
    }
    expect(r.waits.map((w) => w.unseen)).toEqual([1, 3, 3, 3, 3, 3, 3, 3, 1]);
  });

  it('thirteen different orphans wait on thirteen tiles', () => {
    const r = ok('19b19c19dESWNRGP');
    expect(tiles(r)).toBe('1b 9b 1c 9c 1d 9d E S W N R G P');
    for (const w of r.waits) expect(w.discard.fans[0].id).toBe('thirteen-orphans');
  });

  it('thirteen orphans with a pair waits on the missing orphan only', () => {
    expect(tiles(ok('19b19c19dESWNRRG'))).toBe('P');
  });

  it('seven pairs waits on its single; four of a kind counts as two pairs', () => {
    expect(tiles(ok('1133557799b22cE'))).toBe('E');
    expect(tiles(ok('1111b 3355c 77d EE R'))).toBe('R');
  });

  it('honors and knitted tiles waits on each missing honor', () => {
    expect(tiles(ok('147b258c369dESWN'))).toBe('R G P');
  });

  it('a knitted straight with a meld waits on its pair', () => {
    expect(tiles(ok('[EEE] 147b258c369d R'))).toBe('R');
  });

  it('a melded pung showing three copies leaves one unseen for the fourth', () => {
    const r = ok('[555d] 123b 456c 46d EE');
    expect(r.waits.map((w) => [w.tile, w.unseen])).toEqual([['5d', 1]]);
  });

  it('a wait on a tile whose four copies are all in the hand is no wait', () => {
    // 1111b would need a fifth 1b; the hand is one exchange from ready.
    const r = ok('1111b 234c 567c 888d');
    expect(r.waits).toEqual([]);
    expect(r.ready).toBe(false);
    expect(r.distance).toBe(1);
  });

  it('Edge, Closed and Single Wait count as the scorer counts them: four of a suited tile held, seven pairs and the regular shape on one tile', () => {
    // Whether the winning tile is the only one completing the hand decides these fans;
    // with four of a suited tile held, a fifth copy counts as completing the shape.
    for (const l of [
      '1111b 23b 456c 789c E',
      '1111b 3b 456c 789c 55d',
      '1111b 2b 456c 789c 55d',
      '11b 22b 33b 44c 55c 66c 7d',
      '112233b 445566c 7d',
      '123b 456c 789d 13d 55d',
    ]) {
      check(l);
    }
  });

  it('a wait that cannot make 8 either way is listed and marked not enough', () => {
    const r = ok('234b 345c 567d 678d 9b');
    expect(tiles(r)).toBe('9b');
    const w = r.waits[0];
    expect([w.discard.enough, w.selfDrawn.enough]).toEqual([false, false]);
    expect(w.discard.verdict).toBe('below-minimum');
    expect(w.discard.received).toBe(null);
  });

  it('waits come in tile-code order: bamboo, characters, dots, winds, dragons', () => {
    const r = ok('123b 456c 789d 23d EE');
    expect(tiles(r)).toBe('1d 4d');
  });
});

describe('waits: options', () => {
  it('applies seat, round and flowers to every win', () => {
    const r = ok('[123b] 456c 78d EEE 55d +seat:S +flowers:2');
    const w = r.waits.find((x) => x.tile === '9d')!;
    expect(w.selfDrawn.fans.map((f) => f.id)).toEqual(['mixed-straight', 'prevalent-wind', 'self-drawn', 'flower-tiles']);
    expect(w.selfDrawn.total).toBe(w.selfDrawn.fanPoints + 2);
  });

  it('+from names the discarder of discard wins; self-draws leave it out', () => {
    const r = ok('123b 456c 789d 123c 5d +from:W');
    const w = r.waits[0];
    expect(w.discard.payments.find((p) => p.role === 'discarder')!.seat).toBe('W');
    expect(w.discard.ignored).toEqual([]);
    expect(w.selfDrawn.ignored).toEqual(['+from']);
    expect(r.notes.join(' ')).toMatch(/\+from/);
  });

  it('+last is left out for a tile the hand holds another copy of', () => {
    const r = ok('123b 456c 789d 23d 55d +last');
    const byTile = Object.fromEntries(r.waits.map((w) => [w.tile, w]));
    expect(byTile['1d'].discard.ignored).toEqual([]);
    expect(byTile['1d'].discard.fans.map((f) => f.id)).toContain('last-tile');
    const five = ok('123b 456c 789d 5d 55d 4d +last');
    for (const w of five.waits) if (w.tile === '5d') expect(w.discard.ignored).toContain('+last');
  });

  it('+kong on a self-draw needs a kong; robbing a kong needs no copy in the hand', () => {
    const r = ok('123b 456c 789d 23d 55d +kong');
    for (const w of r.waits) {
      expect(w.selfDrawn.ignored).toEqual(['+kong']);
      expect(w.discard.ignored).toEqual([]);
      expect(w.discard.fans.map((f) => f.id)).toContain('robbing-the-kong');
    }
    const withKong = ok('(5555b) 456c 789d 23d 55d +kong');
    for (const w of withKong.waits) {
      expect(w.selfDrawn.ignored).toEqual([]);
      expect(w.selfDrawn.fans.map((f) => f.id)).toContain('out-with-replacement-tile');
    }
  });
});

describe('waits: reading', () => {
  it('refuses +win, pointing at it', () => {
    const r = waits('123b 456c 789d 23d 55d +seat:S +win:wall');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'win-option', column: 32 });
  });

  it('passes reading errors through with their column', () => {
    const r = waits('123b 456x');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'unknown-character', column: 9 });
  });

  it('refuses a count that is neither 13 nor 14 (kongs counting 3)', () => {
    for (const l of ['123b 456c', '123b 456c 789d 23d 55d 5d 6d', '(1111b) 456c 789d 23d 5d']) {
      const r = waits(l);
      expect(r.ok, l).toBe(false);
      if (!r.ok) expect(r.error.code, l).toBe('tile-count');
    }
    expect(ok('(1111b) 456c 789d 23d 55d').tiles).toBe(13);
  });

  it('refuses a fifth copy and a discarder at the own seat', () => {
    const a = waits('11111b 456c 789d 23d');
    expect(a.ok || a.error.code).toBe('too-many-copies');
    const b = waits('123b 456c 789d 23d 55d +seat:S +from:S');
    expect(b.ok || b.error.code).toBe('inconsistent-options');
  });

  it('never throws', () => {
    for (const l of ['', '+', '[', '()', '🀄'.repeat(20), 'x'.repeat(1000), null as unknown as string]) {
      expect(() => waits(l)).not.toThrow();
    }
  });
});
