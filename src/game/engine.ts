/**
 * One hand at the table as a state machine (docs/RULES.md "Playing a hand"):
 * newHand(wall) deals; legalActions(state, seat) lists what a seat may do;
 * apply(state, action) returns the next state or the rule the action breaks.
 * Pure and deterministic, never throws: a referee's replay runs on it.
 *
 *   flowers ─▶ turn ─discard─▶ claims ─(all pass / next draws)─▶ draw ─▶ turn ...
 *                │  └kong/flower─▶ draw (from the tail)    └win / pung / kong / chow
 *                └win (self-drawn) ─▶ ended            added kong ─▶ claims (rob)
 *
 * Choices where the rules are silent (written in RULES.md): a flower is laid out at
 * once; after the wall's last tile no kong is made and the last discard can be
 * claimed only for a win; a flower drawn as the last tile ends the hand drawn; a
 * false win is paid, the hand is dead, and play goes on (a false win on a discard
 * counts as a pass).
 */
import { DEFAULT_RULES } from '../rules/profiles.js';
import { WINDS, type Tile, type Wind } from '../tiles.js';
import { scoreWin } from './win.js';
import { gameTileCode, isFlower } from './wall.js';
import {
  FIRST_FLOWER,
  GAME_TILES,
  type GameTile,
  SEATS,
  type Action,
  type Applied,
  type Claim,
  type ClaimsWindow,
  type GameMeld,
  type HandResult,
  type HandState,
  type RuleCode,
  type Seat,
  type SeatState,
  type WinRecord,
} from './types.js';

/** The seat after `s` in turn order (the one on its right). */
export const nextSeat = (s: Seat): Seat => ((s + 1) % 4) as Seat;

/** Tiles a seat holds, kongs counting 3 (13 between turns, 14 to discard). */
export function heldCount(seat: SeatState): number {
  let n = 0;
  for (let t = 0; t < GAME_TILES; t++) n += seat.counts[t];
  return n + 3 * seat.melds.length;
}

/** Deals a hand from a wall in head order (wall.ts): East 14, the others 13; then East lays out flowers first. */
export function newHand(wall: readonly number[], prevalent: Wind, rules: string = DEFAULT_RULES): HandState {
  const seats: SeatState[] = SEATS.map(() => ({ counts: new Array<number>(GAME_TILES).fill(0), melds: [], flowers: [], discards: [], dead: false }));
  let head = 0;
  for (let round = 0; round < 3; round++) for (const s of SEATS) for (let k = 0; k < 4; k++) seats[s].counts[wall[head++]]++;
  // East's last tile of the deal: its first turn may win on it.
  const last = wall[head + 1];
  for (let k = 0; k < 2; k++) seats[0].counts[wall[head++]]++;
  for (const s of [1, 2, 3] as const) seats[s].counts[wall[head++]]++;
  const state: Mutable = {
    wall, head, tail: wall.length, prevalent, rules, seats, phase: 'flowers', actor: 0, replacement: false, dealing: true,
    drawn: last, afterKong: false, mustDiscard: false, window: null, visible: new Array<number>(34).fill(0), penalties: [], result: null,
  };
  settleDeal(state);
  return state;
}

type Mutable = Omit<{ -readonly [K in keyof HandState]: HandState[K] }, 'visible' | 'penalties'> & { visible: number[]; penalties: WinRecord[] };

/**
 * A copy that apply() may change: the seats are copied when changed (mine), the
 * window and the face-up counts always, the wall is shared.
 */
function copy(s: HandState): Mutable {
  if (inPlace) return s as Mutable;
  return {
    ...s,
    seats: s.seats.slice(),
    window: s.window && { ...s.window, said: s.window.said.slice(), chow: s.window.chow.slice() },
    visible: s.visible.slice(),
    penalties: s.penalties.slice(),
  };
}

/** The seat's own copy in a state being changed (each seat copied once per apply). */
function mine(s: Mutable, seat: Seat, copied: Set<SeatState> = COPIED): SeatState {
  const x = s.seats[seat];
  if (inPlace || copied.has(x)) return x;
  const y: SeatState = { counts: x.counts.slice(), melds: x.melds.slice(), flowers: x.flowers.slice(), discards: x.discards.slice(), dead: x.dead };
  copied.add(y);
  (s.seats as SeatState[])[seat] = y;
  return y;
}
/** The seats copied by the apply() under way (cleared at its start). */
const COPIED = new Set<SeatState>();
/** applyInPlace() under way: nothing is copied. */
let inPlace = false;

/** Marks the last discard of `seat` as claimed. */
function claimLast(s: Mutable, seat: Seat): void {
  const d = mine(s, seat).discards;
  d[d.length - 1] = { ...d[d.length - 1], claimed: true };
}

/** A flower or season the seat holds (the first), or -1. */
const holdsFlower = (seat: SeatState): GameTile | -1 => {
  for (let t = FIRST_FLOWER; t < GAME_TILES; t++) if (seat.counts[t] > 0) return t;
  return -1;
};

/** During the deal: the next seat (from the actor on) holding a flower lays it out; once none does, East plays. */
function settleDeal(s: Mutable): void {
  for (let k = s.actor; k < 4; k++) {
    if (holdsFlower(s.seats[k]) >= 0) {
      s.actor = k as Seat;
      s.phase = 'flowers';
      return;
    }
  }
  s.dealing = false;
  s.actor = 0;
  s.phase = 'turn';
}

const wallEmpty = (s: HandState): boolean => s.head >= s.tail;

const fail = (rule: RuleCode, message: string): Applied => ({ ok: false, error: { rule, message } });

/** The three chows a tile can make, as their lowest tiles, that `counts` completes with it. */
function chowsWith(counts: readonly number[], t: Tile): Tile[] {
  if (t >= 27) return [];
  const rank = t % 9;
  const out: Tile[] = [];
  for (let low = t - 2; low <= t; low++) {
    if (low < t - rank || low + 2 > t - rank + 8) continue;
    let ok = true;
    for (let x = low; x < low + 3; x++) if (x !== t && counts[x] < 1) ok = false;
    if (ok) out.push(low);
  }
  return out;
}

/** Every action `seat` may take now (empty when it is not that seat's to act). Wins listed only when they score the minimum. */
export function legalActions(state: HandState, seat: Seat): Action[] {
  if (state.phase === 'ended') return [];
  const me = state.seats[seat];
  const out: Action[] = [];
  if (state.phase === 'flowers') {
    if (seat === state.actor) {
      const f = holdsFlower(me);
      if (f >= 0) out.push({ seat, type: 'flower', tile: f });
    }
    return out;
  }
  if (state.phase === 'draw') return seat === state.actor ? [{ seat, type: 'draw' }] : [];
  if (state.phase === 'turn') {
    if (seat !== state.actor) return [];
    const f = holdsFlower(me);
    if (f >= 0) return [{ seat, type: 'flower', tile: f }];
    if (!state.mustDiscard && !me.dead && state.drawn !== null) {
      const w = scoreWin(state, seat, state.drawn, 'wall', null);
      if (w.verdict === 'win') out.push({ seat, type: 'win' });
    }
    if (!state.mustDiscard && !wallEmpty(state)) {
      for (let t = 0; t < 34; t++) if (me.counts[t] === 4) out.push({ seat, type: 'kong', tile: t });
      const d = state.drawn;
      if (d !== null && d < 34 && me.melds.some((m) => m.kind === 'pung' && m.tile === d)) out.push({ seat, type: 'kong', tile: d });
    }
    for (let t = 0; t < 34; t++) if (me.counts[t] > 0) out.push({ seat, type: 'discard', tile: t });
    return out;
  }
  // A claims window.
  const w = state.window as ClaimsWindow;
  if (seat === w.from) {
    if (w.rob ? !w.said.includes('win') : !w.said.some((c) => c !== null && c !== 'pass')) {
      if (w.rob) out.push({ seat, type: 'draw' });
    }
    return out;
  }
  if (!w.rob && seat === nextSeat(w.from) && !wallEmpty(state) && !w.said.some((c) => c !== null && c !== 'pass')) out.push({ seat, type: 'draw' });
  if (w.said[seat] !== null) return out;
  out.push({ seat, type: 'pass' });
  if (!me.dead && scoreWin(state, seat, w.tile, w.rob ? 'rob' : 'discard', w.from).verdict === 'win') out.push({ seat, type: 'win' });
  if (w.rob || wallEmpty(state)) return out;
  if (me.counts[w.tile] >= 3) out.push({ seat, type: 'kong' });
  if (me.counts[w.tile] >= 2) out.push({ seat, type: 'pung' });
  if (seat === nextSeat(w.from)) for (const low of chowsWith(me.counts, w.tile)) out.push({ seat, type: 'chow', tile: low });
  return out;
}

/** The seats that may act now (the actor, or in a claims window everyone who may still say something). */
export function actingSeats(state: HandState): Seat[] {
  return SEATS.filter((s) => legalActions(state, s).length > 0);
}

/** The next state after `action`, or the rule it breaks. Never throws; `state` is not changed. */
export function apply(state: HandState, action: Action): Applied {
  try {
    COPIED.clear();
    inPlace = false;
    return step(state, action);
  } catch (e) {
    return fail('wrong-phase', `internal error (${e instanceof Error ? e.message : String(e)}); please report it`);
  }
}

/**
 * apply() that changes `state` itself and returns it (a replay's speed: no copies).
 * After an error `state` may be half changed: only for a caller that then drops it.
 */
export function applyInPlace(state: HandState, action: Action): Applied {
  try {
    inPlace = true;
    return step(state, action);
  } catch (e) {
    return fail('wrong-phase', `internal error (${e instanceof Error ? e.message : String(e)}); please report it`);
  } finally {
    inPlace = false;
  }
}

const seatName = (s: Seat): string => WINDS[s];

function step(state: HandState, a: Action): Applied {
  if (state.phase === 'ended') return fail('hand-over', 'the hand has ended: no more actions');
  const seat = a.seat;
  if (!SEATS.includes(seat)) return fail('not-your-turn', `no seat ${String(seat)}`);
  if (state.phase === 'claims') return claimStep(state, a);
  const claimTypes = a.type === 'pass' || a.type === 'pung' || a.type === 'chow' || (a.type === 'kong' && a.tile === undefined) || (a.type === 'win' && seat !== state.actor);
  if (claimTypes && state.phase === 'turn' && lastDiscardOpen(state) !== null)
    return fail('claim-after-draw', `a discard can be claimed only before the next player draws; ${seatName(state.actor)} has drawn`);
  if (seat !== state.actor) return fail('not-your-turn', `${seatName(state.actor)} is to ${phaseVerb(state)}, not ${seatName(seat)}`);
  const s = copy(state);
  const me = mine(s, seat);
  switch (state.phase) {
    case 'flowers':
      if (a.type !== 'flower') return fail('flower-first', `${seatName(seat)} lays out the flowers of the deal first`);
      return layFlower(s, me, a.tile);
    case 'draw': {
      if (a.type !== 'draw') return fail('wrong-phase', `${seatName(seat)} is to draw${s.replacement ? ' a replacement from the tail' : ''}`);
      return draw(s, me);
    }
    case 'turn': {
      const f = holdsFlower(me);
      if (a.type === 'flower') return layFlower(s, me, a.tile);
      if (f >= 0) return fail('flower-first', `${seatName(seat)} holds ${gameTileCode(f)}: a flower is laid out at once`);
      if (s.mustDiscard && a.type !== 'discard') return fail('discard-after-claim', 'after a pung or chow the claimer discards, nothing else');
      if (a.type === 'discard') return discard(s, me, a.tile);
      if (a.type === 'win') return selfDrawnWin(s, state);
      if (a.type === 'kong' && a.tile !== undefined) return ownKong(s, me, a.tile);
      return fail('wrong-phase', `${seatName(seat)} is to discard (or win, or make a kong), not to ${a.type}`);
    }
  }
  return fail('wrong-phase', `no ${a.type} now`);
}

/** The discard the actor's draw just closed the window of (so a claim on it is too late), or null. */
function lastDiscardOpen(state: HandState): number | null {
  const prev = ((state.actor + 3) % 4) as Seat;
  const d = state.seats[prev].discards;
  if (d.length === 0 || state.mustDiscard || state.drawn === null || state.afterKong) return null;
  const last = d[d.length - 1];
  return last.claimed ? null : last.tile;
}

const phaseVerb = (s: HandState): string => (s.phase === 'draw' ? 'draw' : s.phase === 'flowers' ? 'lay out a flower' : 'play');

function layFlower(s: Mutable, me: SeatState, f: GameTile): Applied {
  if (!isFlower(f)) return fail('not-held', `${gameTileCode(f)} is no flower or season`);
  if (me.counts[f] < 1) return fail('not-held', `${seatName(s.actor)} does not hold ${gameTileCode(f)}`);
  me.counts[f]--;
  me.flowers.push(f);
  if (wallEmpty(s)) return endDrawn(s);
  s.phase = 'draw';
  s.replacement = true;
  return { ok: true, state: s };
}

function draw(s: Mutable, me: SeatState): Applied {
  if (wallEmpty(s)) return fail('wall-empty', 'the wall is empty: there is no tile to draw');
  const t = s.replacement ? s.wall[--s.tail] : s.wall[s.head++];
  const prevDrawn = s.drawn;
  me.counts[t]++;
  s.drawn = t;
  s.replacement = false;
  s.mustDiscard = false;
  if (s.dealing) {
    // East's first turn "drew" its last tile: the deal's last, or its last replacement.
    s.drawn = s.actor === 0 ? t : prevDrawn;
    settleDeal(s);
    return { ok: true, state: s };
  }
  s.phase = 'turn';
  return { ok: true, state: s };
}

function discard(s: Mutable, me: SeatState, t: GameTile): Applied {
  if (isFlower(t) || me.counts[t] < 1) return fail('not-held', `${seatName(s.actor)} does not hold ${gameTileCode(t)}`);
  me.counts[t]--;
  me.discards.push({ tile: t, claimed: false });
  s.visible[t]++;
  s.window = { tile: t, from: s.actor, rob: false, said: [null, null, null, null], chow: [null, null, null, null] };
  s.phase = 'claims';
  s.drawn = null;
  s.mustDiscard = false;
  s.afterKong = false;
  return { ok: true, state: s };
}

function ownKong(s: Mutable, me: SeatState, t: Tile): Applied {
  if (wallEmpty(s)) return fail('wall-empty', 'no kong once the wall is empty: there is no replacement tile');
  if (me.counts[t] === 4) {
    me.counts[t] = 0;
    me.melds.push({ kind: 'kong', tile: t, concealed: true, from: null });
    s.phase = 'draw';
    s.replacement = true;
    s.afterKong = true;
    return { ok: true, state: s };
  }
  const pung = me.melds.findIndex((m) => m.kind === 'pung' && m.tile === t);
  if (pung < 0) return fail('not-a-set', `${seatName(s.actor)} holds no four ${gameTileCode(t)} and no shown pung of it`);
  if (s.drawn !== t || me.counts[t] < 1) return fail('added-kong-drawn-tile', `a tile is added to one's pung only when just drawn from the wall (${seatName(s.actor)} drew ${s.drawn === null ? 'nothing' : gameTileCode(s.drawn)})`);
  me.counts[t]--;
  me.melds[pung] = { ...me.melds[pung], kind: 'kong' };
  s.visible[t]++;
  s.window = { tile: t, from: s.actor, rob: true, said: [null, null, null, null], chow: [null, null, null, null] };
  s.phase = 'claims';
  s.afterKong = true;
  return { ok: true, state: s };
}

function claimStep(state: HandState, a: Action): Applied {
  const w = state.window as ClaimsWindow;
  const seat = a.seat;
  const s = copy(state);
  const win = s.window as ClaimsWindow;
  if (a.type === 'draw') {
    if (w.rob) {
      if (seat !== w.from) return fail('not-your-turn', `${seatName(w.from)} draws the kong's replacement, not ${seatName(seat)}`);
      if (w.said.includes('win')) return fail('claim-pending', 'a win on the added tile waits to be settled');
      s.window = null;
      s.phase = 'draw';
      s.replacement = true;
      return draw(s, mine(s, seat));
    }
    const next = nextSeat(w.from);
    if (seat !== next) return fail('not-your-turn', `${seatName(next)} draws next, not ${seatName(seat)}`);
    if (w.said.some((c) => c !== null && c !== 'pass')) return fail('claim-pending', 'a claim on the discard waits to be settled');
    if (wallEmpty(s)) return fail('wall-empty', 'the wall is empty: there is no tile to draw');
    s.window = null;
    s.actor = next;
    return draw(s, mine(s, next));
  }
  if (seat === w.from) return fail('claim-own-discard', `${seatName(seat)} can not claim its own ${w.rob ? 'kong' : 'discard'}`);
  if (a.type === 'discard' || a.type === 'flower' || (a.type === 'kong' && a.tile !== undefined))
    return fail('not-your-turn', `${seatName(w.from)} has just ${w.rob ? 'added to a kong' : 'discarded'}: claims (or pass) now, not a ${a.type}`);
  if (w.said[seat] !== null) return fail('said-twice', `${seatName(seat)} has already said ${w.said[seat]} on this ${w.rob ? 'kong' : 'discard'}`);
  const me = mine(s, seat);
  const claim: Claim = a.type as Claim;
  if (claim !== 'pass' && claim !== 'win') {
    if (w.rob) return fail('wrong-phase', 'a tile added to a kong can be claimed only for a win (robbing the kong)');
    if (wallEmpty(s)) return fail('wall-empty', 'the last discard can be claimed only for a win');
  }
  if (claim === 'pung' && me.counts[w.tile] < 2) return fail('not-a-set', `${seatName(seat)} holds ${me.counts[w.tile]} ${gameTileCode(w.tile)}; a pung needs two`);
  if (claim === 'kong' && me.counts[w.tile] < 3) return fail('not-a-set', `${seatName(seat)} holds ${me.counts[w.tile]} ${gameTileCode(w.tile)}; a kong needs three`);
  if (claim === 'chow') {
    const low = (a as { tile: Tile }).tile;
    if (seat !== nextSeat(w.from)) return fail('chow-not-from-left', `a chow only from the player on the left: ${seatName(seat)} can chow only ${seatName(((seat + 3) % 4) as Seat)}'s discard (unless it wins)`);
    if (!chowsWith(me.counts, w.tile).includes(low)) return fail('not-a-set', `${seatName(seat)} can not make a chow from ${gameTileCode(low)} with ${gameTileCode(w.tile)}`);
    win.chow[seat] = low;
  }
  if (claim === 'win') {
    if (me.dead) return fail('dead-hand', `${seatName(seat)}'s hand is dead (a false win): it can not win this hand`);
    const r = scoreWin(s, seat, w.tile, w.rob ? 'rob' : 'discard', w.from);
    if (r.verdict !== 'win') {
      penalise(s, me, r);
      win.said[seat] = 'pass';
      return settle(s);
    }
  }
  win.said[seat] = claim;
  return settle(s);
}

function penalise(s: Mutable, me: SeatState, r: WinRecord): void {
  me.dead = true;
  s.penalties.push(r);
}

/** Once every other seat has said something, the claim with priority is made (win, then pung or kong, then chow). */
function settle(s: Mutable): Applied {
  const w = s.window as ClaimsWindow;
  const order = [1, 2, 3].map((k) => ((w.from + k) % 4) as Seat);
  if (order.some((x) => w.said[x] === null)) return { ok: true, state: s };
  const winner = order.find((x) => w.said[x] === 'win');
  if (winner !== undefined) {
    const r = scoreWin(s, winner, w.tile, w.rob ? 'rob' : 'discard', w.from);
    if (w.rob) {
      const melds = mine(s, w.from).melds;
      const kong = melds.findIndex((m) => m.kind === 'kong' && m.tile === w.tile && !m.concealed);
      if (kong >= 0) melds[kong] = { ...melds[kong], kind: 'pung' };
    } else claimLast(s, w.from);
    mine(s, winner).counts[w.tile]++;
    return end(s, r);
  }
  if (w.rob) {
    s.window = null;
    s.phase = 'draw';
    s.replacement = true;
    return { ok: true, state: s };
  }
  const taker = order.find((x) => w.said[x] === 'kong' || w.said[x] === 'pung') ?? order.find((x) => w.said[x] === 'chow');
  if (taker === undefined) {
    s.window = null;
    if (wallEmpty(s)) return endDrawn(s);
    s.phase = 'draw';
    s.actor = nextSeat(w.from);
    s.replacement = false;
    return { ok: true, state: s };
  }
  const claim = w.said[taker] as 'kong' | 'pung' | 'chow';
  const me = mine(s, taker);
  const t = w.tile;
  claimLast(s, w.from);
  let meld: GameMeld;
  if (claim === 'chow') {
    const low = w.chow[taker] as Tile;
    for (let x = low; x < low + 3; x++) if (x !== t) {
      me.counts[x]--;
      s.visible[x]++;
    }
    meld = { kind: 'chow', tile: low, concealed: false, from: w.from };
  } else {
    const n = claim === 'kong' ? 3 : 2;
    me.counts[t] -= n;
    s.visible[t] += n;
    meld = { kind: claim, tile: t, concealed: false, from: w.from };
  }
  me.melds.push(meld);
  s.window = null;
  s.actor = taker;
  s.drawn = null;
  if (claim === 'kong') {
    s.phase = 'draw';
    s.replacement = true;
    s.afterKong = true;
  } else {
    s.phase = 'turn';
    s.mustDiscard = true;
  }
  return { ok: true, state: s };
}

function selfDrawnWin(s: Mutable, state: HandState): Applied {
  const seat = s.actor;
  const me = mine(s, seat);
  if (me.dead) return fail('dead-hand', `${seatName(seat)}'s hand is dead (a false win): it can not win this hand`);
  if (state.drawn === null) return fail('wrong-phase', 'no tile drawn to win on');
  const r = scoreWin(s, seat, state.drawn, 'wall', null);
  if (r.verdict !== 'win') {
    penalise(s, me, r);
    return { ok: true, state: s };
  }
  return end(s, r);
}

function paymentsOf(s: HandState, win: WinRecord | null): number[] {
  const out = [0, 0, 0, 0];
  for (const p of s.penalties) for (const k of SEATS) out[k] += p.payments[k];
  if (win) for (const k of SEATS) out[k] += win.payments[k];
  return out;
}

function end(s: Mutable, r: WinRecord): Applied {
  const result: HandResult = { end: 'win', win: r, penalties: s.penalties.slice(), payments: paymentsOf(s, r) };
  s.result = result;
  s.phase = 'ended';
  s.window = null;
  return { ok: true, state: s };
}

function endDrawn(s: Mutable): Applied {
  s.result = { end: 'draw', win: null, penalties: s.penalties.slice(), payments: paymentsOf(s, null) };
  s.phase = 'ended';
  s.window = null;
  return { ok: true, state: s };
}

