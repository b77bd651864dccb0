// Brute force for the advice tests, written from the definitions (docs/ADVICE.md)
// without src/advice: every live draw, every discard (the drawn tile included, the
// discarded tile then on the table), and on every 13-tile hand reached every live
// tile tried; a tile whose 14 tiles make a winning shape (the scorer's own shape
// checks) is scored with scoreHand() both ways, without +last, +wall-last or +kong.
import { scoreHand } from '../../src/index.js';
import type { Hand, Meld } from '../../src/hand/types.js';
import { isRegularComplete } from '../../src/decompose/regular.js';
import { honorsAndKnitted, isSevenPairs, isThirteenOrphans, knittedStraight } from '../../src/decompose/special.js';
import type { Tile, Wind } from '../../src/tiles.js';

export interface BruteHand {
  melds: Meld[];
  seatWind: Wind;
  prevalentWind: Wind;
  rules: string;
}

export interface BruteResult {
  /** Least exchanges to legally ready, per flavour; null when more than `depth`. */
  discard: number | null;
  any: number | null;
  /** At distance 0 (13 standing): every completing tile with its live copies and points. */
  waits: { tile: Tile; live: number; discard: number; selfDrawn: number }[];
  /** At distance 1: the draws after which some discard is legally ready, per flavour. */
  drawsDiscard: Tile[];
  drawsAny: Tile[];
}

const key = (h: Uint8Array, table: Uint8Array): string => `${h.join('')}/${table.join('')}`;

function complete(c: Uint8Array, melds: number): boolean {
  const n = 14 - 3 * melds;
  if (isRegularComplete(c, 4 - melds)) return true;
  if (melds === 0 && (isSevenPairs(c, n) || isThirteenOrphans(c, n) || honorsAndKnitted(c, n) > 0)) return true;
  return melds <= 1 && knittedStraight(c, 1 - melds) !== null;
}

export class Brute {
  readonly meld = new Uint8Array(34);
  private points = new Map<string, [number, number] | null>();
  private ready = new Map<string, { discard: boolean; any: boolean }>();
  constructor(readonly hand: BruteHand) {
    for (const m of hand.melds) for (const t of m.tiles) this.meld[t]++;
  }

  /** The fan points of h + w won on a discard and by self-draw (scoreHand), or null when not a winning hand. */
  win(h: Uint8Array, w: Tile): [number, number] | null {
    const k = `${h.join('')}+${w}`;
    const hit = this.points.get(k);
    if (hit !== undefined) return hit;
    const c = h.slice();
    c[w]++;
    let out: [number, number] | null = null;
    if (complete(c, this.hand.melds.length)) {
      const concealed: Tile[] = [];
      for (let t = 0; t < 34; t++) for (let i = 0; i < h[t]; i++) concealed.push(t);
      concealed.push(w);
      const base: Hand = {
        concealed, melds: this.hand.melds, winningTile: w, win: 'discard', seatWind: this.hand.seatWind,
        prevalentWind: this.hand.prevalentWind, discarder: null, flowers: 0, last: false, wallLast: false, kong: false,
      };
      const a = scoreHand(base, '', { rules: this.hand.rules });
      const b = scoreHand({ ...base, win: 'wall' }, '', { rules: this.hand.rules });
      if (!a.ok || !b.ok) throw new Error(`brute: ${!a.ok ? a.error.message : ''} ${!b.ok ? b.error.message : ''}`);
      if (a.verdict !== 'not-a-winning-hand' && b.verdict !== 'not-a-winning-hand') out = [a.fanPoints, b.fanPoints];
    }
    this.points.set(k, out);
    return out;
  }

  live(h: Uint8Array, table: Uint8Array, t: Tile): number {
    return 4 - h[t] - this.meld[t] - table[t];
  }

  legal(h: Uint8Array, table: Uint8Array): { discard: boolean; any: boolean } {
    const k = key(h, table);
    const hit = this.ready.get(k);
    if (hit) return hit;
    let discard = false, any = false;
    for (let w = 0; w < 34 && !discard; w++) {
      if (this.live(h, table, w) <= 0) continue;
      const p = this.win(h, w);
      if (!p) continue;
      if (p[0] >= 8) discard = true;
      if (p[0] >= 8 || p[1] >= 8) any = true;
    }
    const out = { discard, any };
    this.ready.set(k, out);
    return out;
  }

  /** Every state one exchange on: draw a live tile, discard any tile (it goes on the table). */
  *next(h: Uint8Array, table: Uint8Array): Generator<{ h: Uint8Array; table: Uint8Array; drawn: Tile }> {
    for (let x = 0; x < 34; x++) {
      if (this.live(h, table, x) <= 0) continue;
      for (let y = 0; y < 34; y++) {
        if (h[y] + (x === y ? 1 : 0) === 0) continue;
        const h2 = h.slice();
        h2[x]++;
        h2[y]--;
        const t2 = table.slice();
        t2[y]++;
        yield { h: h2, table: t2, drawn: x };
      }
    }
  }

  /** The legal distances up to `depth` of the 13 standing tiles h with `table` on the table. */
  advise(h: Uint8Array, table: Uint8Array, depth: number): BruteResult {
    const out: BruteResult = { discard: null, any: null, waits: [], drawsDiscard: [], drawsAny: [] };
    for (let w = 0; w < 34; w++) {
      if (h[w] + this.meld[w] >= 4) continue;
      const p = this.win(h, w);
      if (p) out.waits.push({ tile: w, live: Math.max(0, this.live(h, table, w)), discard: p[0], selfDrawn: p[1] });
    }
    let level = new Map<string, { h: Uint8Array; table: Uint8Array }>([[key(h, table), { h, table }]]);
    const dD = new Set<Tile>(), dA = new Set<Tile>();
    for (let k = 0; k <= depth; k++) {
      for (const s of level.values()) {
        const r = this.legal(s.h, s.table);
        if (r.discard && out.discard === null) out.discard = k;
        if (r.any && out.any === null) out.any = k;
      }
      if (out.discard !== null && out.any !== null) break;
      if (k === depth) break;
      const next = new Map<string, { h: Uint8Array; table: Uint8Array }>();
      for (const s of level.values()) {
        for (const n of this.next(s.h, s.table)) {
          if (k === 0) {
            const r = this.legal(n.h, n.table);
            if (r.discard) dD.add(n.drawn);
            if (r.any) dA.add(n.drawn);
          }
          next.set(key(n.h, n.table), { h: n.h, table: n.table });
        }
      }
      level = next;
    }
    if (out.discard === 1) out.drawsDiscard = [...dD].sort((a, b) => a - b);
    if (out.any === 1) out.drawsAny = [...dA].sort((a, b) => a - b);
    return out;
  }
}
