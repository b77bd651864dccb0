/**
 * Bots (docs/PLAY.md "Bots"): deterministic players. A bot wins whenever it legally
 * can, lays out flowers, discards what the discard policy says (advise(): the best
 * discard by legal distance to 8 points), and claims a pung, kong or chow, or makes
 * a kong on its own turn, when that keeps or improves its legal distance (advise's
 * "either way" distance, "n or more" just after n).
 *
 * The policy is one function (discardPolicy) so that another search (the chances of
 * src/chances/, once it exists) is a one-line switch.
 */
import { advise, rank } from '../advice/advise.js';
import { tileCode, tileFromCode, WINDS, type Tile } from '../tiles.js';
import { writeTiles } from '../format/tiles.js';
import { legalActions } from './engine.js';
import { meldText, meldTiles } from './win.js';
import type { Action, GameMeld, HandState, Seat } from './types.js';

export interface BotOptions {
  /** advise()'s search depth for the bots (default 2, as mcr advise; 0 is the fastest). */
  depth?: number;
}

/** The bots' default search depth. */
export const BOT_DEPTH = 2;

/** What a bot knows to ask advice: its tiles and melds, the winds, the tiles face up elsewhere. */
interface View {
  concealed: number[];
  melds: readonly GameMeld[];
  seat: Seat;
  prevalent: string;
  /** Tiles face up on the table, the seat's own shown sets included. */
  visible: number[];
}


/** The line advise() reads for a view: melds, concealed tiles, winds, +seen: the other tiles face up. */
export function adviceLine(v: View): string {
  const seen = v.visible.slice();
  for (const m of v.melds) if (!m.concealed) for (const x of meldTiles(m)) seen[x]--;
  const seenCodes: string[] = [];
  for (let t = 0; t < 34; t++) for (let k = 0; k < seen[t]; k++) seenCodes.push(tileCode(t));
  const parts = [...v.melds.map(meldText)];
  for (let t = 0; t < 34; t++) for (let k = 0; k < v.concealed[t]; k++) parts.push(tileCode(t));
  parts.push(`+seat:${WINDS[v.seat]}`, `+round:${v.prevalent}`);
  if (seenCodes.length > 0) parts.push(`+seen:${seenCodes.join('')}`);
  return parts.join(' ');
}


/** The advice a bot reads: the best discard of 14 tiles and its distance, or the distance of 13. */
function advice(line: string, depth: number): { best: Tile | null; rank: number } {
  const r = advise(line, { depth });
  if (!r.ok) return { best: null, rank: 1e9 };
  return { best: r.best === null ? null : tileFromCode(r.best), rank: rank(r.legal.any) };
}

/** The discard policy: the tile to discard from a 14-tile line. One line to switch to another search. */
export function discardPolicy(line: string, depth: number): Tile | null {
  return advice(line, depth).best;
}

const viewOf = (state: HandState, seat: Seat, change?: (counts: number[], melds: GameMeld[], visible: number[]) => void): View => {
  const counts = state.seats[seat].counts.slice();
  const melds = state.seats[seat].melds.slice();
  const visible = state.visible.slice();
  change?.(counts, melds, visible);
  return { concealed: counts, melds, seat, prevalent: state.prevalent, visible };
};

/** The line advise() reads for a seat now (the coach's question at the table). */
export const seatAdviceLine = (state: HandState, seat: Seat): string => adviceLine(viewOf(state, seat));

/** What a bot does now, or null when it has nothing to do. */
export function botAction(state: HandState, seat: Seat, options: BotOptions = {}): Action | null {
  const depth = options.depth ?? BOT_DEPTH;
  const legal = legalActions(state, seat);
  if (legal.length === 0) return null;
  const win = legal.find((a) => a.type === 'win');
  if (win) return win;
  const forced = legal.find((a) => a.type === 'flower' || a.type === 'draw');
  if (forced && (state.phase !== 'claims' || state.window?.rob === true)) return forced;
  if (state.phase === 'claims') return claimChoice(state, seat, legal, depth);
  // Its own turn: a kong when it keeps the distance, else the policy's discard.
  const kongs = legal.filter((a): a is Action & { type: 'kong'; tile: Tile } => a.type === 'kong' && a.tile !== undefined);
  if (kongs.length > 0) {
    const now = advice(adviceLine(viewOf(state, seat)), depth).rank;
    for (const k of kongs) {
      const after = viewOf(state, seat, (c, m, v) => {
        if (c[k.tile] === 4) {
          c[k.tile] = 0;
          m.push({ kind: 'kong', tile: k.tile, concealed: true, from: null });
        } else {
          c[k.tile]--;
          const i = m.findIndex((x) => x.kind === 'pung' && x.tile === k.tile);
          m[i] = { ...m[i], kind: 'kong' };
          v[k.tile]++;
        }
      });
      if (advice(adviceLine(after), depth).rank <= now) return k;
    }
  }
  const best = discardPolicy(adviceLine(viewOf(state, seat)), depth);
  const discards = legal.filter((a) => a.type === 'discard');
  return discards.find((a) => a.type === 'discard' && a.tile === best) ?? discards[discards.length - 1] ?? legal[0];
}

/** In a claims window: the claim that keeps or improves the distance most (kong, pung, chow), else pass. */
function claimChoice(state: HandState, seat: Seat, legal: Action[], depth: number): Action {
  const w = state.window!;
  const pass: Action = { seat, type: 'pass' };
  const claims = legal.filter((a) => a.type === 'kong' || a.type === 'pung' || a.type === 'chow');
  if (claims.length === 0) return pass;
  const now = advice(adviceLine(viewOf(state, seat)), depth).rank;
  let best: Action = pass;
  let bestRank = now;
  for (const a of claims) {
    const after = viewOf(state, seat, (c, m, v) => {
      if (a.type === 'chow') {
        for (let x = a.tile; x < a.tile + 3; x++) if (x !== w.tile) {
          c[x]--;
          v[x]++;
        }
        m.push({ kind: 'chow', tile: a.tile, concealed: false, from: w.from });
      } else {
        const kind = a.type as 'kong' | 'pung';
        c[w.tile] -= kind === 'kong' ? 3 : 2;
        v[w.tile] += kind === 'kong' ? 3 : 2;
        m.push({ kind, tile: w.tile, concealed: false, from: w.from });
      }
    });
    const r = advice(adviceLine(after), depth).rank;
    if (r < bestRank || (r === bestRank && best.type === 'pass')) {
      best = a;
      bestRank = r;
    }
  }
  return best;
}

