/**
 * `mcr play` (without --bots 4): the player at the table against three bots
 * (docs/PLAY.md). The screen is drawn from the hand's state (the table at a glance,
 * the player's tiles with a number under each); the answers are read a line at a
 * time from the context's stdin (a terminal or a pipe: the same seed and the same
 * answers give the same record); everything goes through the one writer. The
 * engine (src/game/) decides what is legal: the player is offered only that, so a
 * typed answer is either legal or refused with a word and asked again.
 *
 * With -o FILE the record (mcr-game/1) is written atomically before every question
 * and at the end, so leaving at any moment (q, Ctrl-D, Ctrl-C) keeps it up to there.
 */
import { createInterface } from 'node:readline';
import type { ChalkInstance } from 'chalk';
import type { Context } from './context.js';
import type { Output } from '../io/output.js';
import { writeAtomic } from '../io/write.js';
import { wrap } from '../format/width.js';
import { formatText } from '../format/text.js';
import { formatAdviceText } from '../advice/text.js';
import { advise } from '../advice/advise.js';
import { tileCode, WINDS } from '../tiles.js';
import { apply, newHand } from '../game/engine.js';
import { botAction, seatAdviceLine, type BotOptions } from '../game/bots.js';
import { claimsRound, handSeats } from '../game/match.js';
import { dealer, forcedAction, seatChoice, type SeatChoice } from '../game/choice.js';
import { RecordKeeper } from '../game/keeper.js';
import { gameTileCode, gameTileFromCode } from '../game/wall.js';
import { meldText } from '../game/win.js';
import { shownName, YOU } from '../game/record.js';
import { SEATS, type Action, type HandState, type Seat } from '../game/types.js';
import type { Catalog } from '../i18n/types.js';
import { textWidth } from '../format/width.js';

export interface TableOptions extends BotOptions {
  seed: number;
  hands: number;
  rules: string;
  output: string | undefined;
  color: ChalkInstance;
  width: number;
  /** The player's seat in the first hand (0 E .. 3 N; default East); later hands as the session table says. */
  seat?: Seat;
  /** The words of the table (the run's catalog). */
  t: Catalog;
}

/** The bots' names. */
const BOTS = ['B', 'C', 'D'];

/**
 * The players of the record in the header's order: the player (`you`) where the
 * session table seats it at `seat` in the first hand, the bots B, C, D in the others.
 */
export function playersFor(seat: Seat): string[] {
  const at = handSeats(1).seats[seat];
  const bots = BOTS.slice();
  return [0, 1, 2, 3].map((p) => (p === at ? YOU : bots.shift()!));
}

/** The player's concealed tiles in order, the tile just drawn last. */
function handTiles(state: HandState, seat: Seat): number[] {
  const counts = state.seats[seat].counts.slice();
  const drawn = state.actor === seat && state.phase === 'turn' ? state.drawn : null;
  if (drawn !== null && counts[drawn] > 0) counts[drawn]--;
  const out: number[] = [];
  counts.forEach((n, t) => {
    for (let k = 0; k < n; k++) out.push(t);
  });
  if (drawn !== null && state.seats[seat].counts[drawn] > 0) out.push(drawn);
  return out;
}

/** The width from which the tiles are drawn as boxes of three rows; narrower, as [5b] on one. */
export const BOXED_WIDTH = 46;

/**
 * The player's tiles drawn as tiles in plain ASCII (whose width every terminal
 * agrees on, unlike the Unicode mahjong tiles or box-drawing lines in a CJK
 * locale): boxes side by side with the code inside, the tile just drawn set apart,
 * the tile's number (1..) under its code when `numbered`. As many a row as `width`
 * takes; from BOXED_WIDTH on boxes of three rows, narrower [5b] cells on one.
 *
 *   +--+--+--+--+  +--+        [5b][6b][E ]  [5c]
 *   |5b|6b|E |P |  |5c|         1   2   3     4
 *   +--+--+--+--+  +--+
 *    1  2  3  4     5
 */
export function tileBoxes(tiles: readonly number[], drawnApart: boolean, width: number, numbered: boolean): string[] {
  const boxed = width >= BOXED_WIDTH;
  const cell = boxed ? 3 : 4;
  type Item = { code: string; n: number; gap: boolean };
  const items: Item[] = tiles.map((t, i) => ({ code: gameTileCode(t).padEnd(2), n: i + 1, gap: drawnApart && i === tiles.length - 1 && i > 0 }));
  const rows: Item[][] = [];
  let row: Item[] = [];
  let used = boxed ? 1 : 0;
  for (const it of items) {
    const need = cell + (it.gap && row.length > 0 ? 2 + (boxed ? 1 : 0) : 0);
    if (row.length > 0 && used + need > width) {
      rows.push(row);
      row = [];
      used = boxed ? 1 : 0;
    }
    used += row.length === 0 ? cell : need;
    row.push({ ...it, gap: it.gap && row.length > 0 });
  }
  if (row.length > 0) rows.push(row);
  const out: string[] = [];
  for (const r of rows) {
    let top = '', mid = '', nums = '';
    for (const [k, it] of r.entries()) {
      const start = k === 0 || it.gap;
      if (it.gap) {
        top += '  ';
        mid += '  ';
        nums += '  ';
      }
      if (boxed) {
        top += (start ? '+' : '') + '--+';
        mid += (start ? '|' : '') + it.code + '|';
        nums += (start ? ' ' : '') + String(it.n).padEnd(2) + ' ';
      } else {
        mid += `[${it.code}]`;
        nums += ` ${String(it.n).padEnd(2)} `;
      }
    }
    if (boxed) out.push(top, mid, top);
    else out.push(mid);
    if (numbered) out.push(nums.trimEnd());
  }
  return out;
}

/** A player's name on the screen: the record's `you` in the catalog's words. */
const shown = (t: Catalog, name: string): string => shownName(t.play.you, name);
/** "S B", "东 你": a seat's wind and its player. */
const seatName = (t: Catalog, s: Seat, names: readonly string[]): string => `${t.wind(WINDS[s])} ${shown(t, names[s])}`;

/** The table at a glance: the title, each seat's line (wind, player, total, flowers, melds) and its discards; then the player's tiles. */
export function tableScreen(state: HandState, me: Seat, info: { hand: number; hands: number; names: string[]; scores: number[] }, width: number, color: ChalkInstance, t: Catalog): string {
  const T = t.play;
  const lines = wrap(T.title(info.hand, info.hands, state.prevalent, state.tail - state.head, WINDS[me]), width);
  for (const s of SEATS) {
    const seat = state.seats[s];
    const name = shown(t, info.names[s]);
    const head = `${t.wind(WINDS[s])} ${name}${' '.repeat(Math.max(0, 3 - textWidth(name)))} ${String(info.scores[s]).padStart(4)}`;
    const sets = [...seat.flowers.map(gameTileCode), ...seat.melds.map(meldText)].join(' ');
    lines.push(...wrap(sets ? `${head}  ${sets}` : head, width, 4, '').map((l, i) => (i === 0 && s === me ? color.bold(l) : l)));
    const discards = seat.discards.map((d) => gameTileCode(d.tile)).join(' ');
    if (discards) lines.push(...wrap(discards, width - 2, 0, '').map((l) => `  ${l}`));
  }
  const tiles = handTiles(state, me);
  const myTurn = state.actor === me && state.phase === 'turn';
  const drawn = myTurn && state.drawn !== null && state.drawn < 34 && state.seats[me].counts[state.drawn] > 0;
  lines.push(color.bold(T.hand) + (drawn ? T.drawn(gameTileCode(state.drawn!)) : ''));
  lines.push(...tileBoxes(tiles, drawn, width, myTurn));
  return lines.join('\n');
}

/** "chow 567d" from the chow's lowest tile. */
const chowLabel = (T: Catalog['play'], low: number): string => T.chowOf(`${(low % 9) + 1}${(low % 9) + 2}${(low % 9) + 3}${tileCode(low)[1]}`);

/** A choice offered: the words that pick it and the action. */
interface Choice {
  label: string;
  words: string[];
  action: Action;
}

/** The claims (or the rob) of the player's seatChoice, offered as a menu: pass first. */
function claimChoices(c: SeatChoice & { kind: 'claim' }, T: Catalog['play']): Choice[] {
  const [pass, ...claims] = c.actions;
  const out: Choice[] = [{ label: T.pass, words: ['pass', 'p', ''], action: pass }];
  for (const a of claims) {
    const label = a.type === 'chow' ? chowLabel(T, a.tile) : T.claim(a.type as 'win' | 'pung' | 'kong');
    const words = a.type === 'chow' && claims.filter((c) => c.type === 'chow').length > 1 ? [] : [a.type];
    out.push({ label, words, action: a });
  }
  out.forEach((c, i) => c.words.push(String(i + 1)));
  return out;
}

/** What a typed answer on the player's own turn means: an action of its seatChoice, or the word refusing it. */
export function turnAnswer(text: string, state: HandState, me: Seat, T: Catalog['play']): Action | string {
  const c = seatChoice(state, me);
  if (c?.kind !== 'turn') return T.notUnderstood(text.trim());
  const discard = (t: number): Action | undefined => (c.discards.includes(t) ? { seat: me, type: 'discard', tile: t } : undefined);
  const typed = text.trim();
  const lower = typed.toLowerCase();
  if (lower === 'win' || lower === 'mahjong' || lower === 'hu') return c.win ?? T.notNow(T.claim('win'));
  const kong = /^kong(?:\s+(\S+))?$/i.exec(typed);
  if (kong) {
    const kongs = c.kongs;
    if (kongs.length === 0) return T.notNow(T.claim('kong'));
    if (kong[1] === undefined) return kongs.length === 1 ? kongs[0] : T.notUnderstood(typed);
    const t = gameTileFromCode(normalCode(kong[1]));
    return kongs.find((a) => a.type === 'kong' && a.tile === t) ?? T.notNow(T.kongOf(kong[1]));
  }
  if (/^\d+$/.test(typed)) {
    const tiles = handTiles(state, me);
    const i = Number(typed);
    if (i < 1 || i > tiles.length) return T.noSuchNumber(typed, tiles.length);
    return discard(tiles[i - 1]) ?? T.notUnderstood(typed);
  }
  const t = gameTileFromCode(normalCode(typed));
  if (t < 0) return T.notUnderstood(typed);
  return discard(t) ?? T.notHeld(typed);
}

/** "5B" → "5b", "e" → "E": the notation's case. */
const normalCode = (s: string): string => (/^\d[a-z]$/i.test(s) ? s.toLowerCase() : s.toUpperCase());

/** The coach: what the bots would do now and the first lines of the advice for this hand. */
function coach(state: HandState, me: Seat, o: TableOptions): string {
  const T = o.t.play;
  const a = botAction(state, me, o);
  const what = a === null ? T.pass : a.type === 'chow' ? chowLabel(T, a.tile) : T.doing(a.type, 'tile' in a && a.tile !== undefined ? gameTileCode(a.tile) : '');
  const lines = [`${T.coach} ${T.coachWould(what)}`];
  const r = advise(seatAdviceLine(state, me), { depth: o.depth });
  lines.push(...formatAdviceText(r, o.color, { width: o.width, t: o.t }).split('\n').filter((l) => l.trim() !== '').slice(0, 5));
  return lines.join('\n');
}

/** Lines of stdin on demand; null at its end. */
function lineReader(input: NodeJS.ReadableStream): { next(): Promise<string | null>; close(): void } {
  const rl = createInterface({ input, terminal: false });
  const queue: string[] = [];
  let ended = false;
  let waiting: ((l: string | null) => void) | null = null;
  rl.on('line', (l) => {
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(l);
    } else queue.push(l);
  });
  rl.on('close', () => {
    ended = true;
    if (waiting) waiting(null);
  });
  return {
    next: () => (queue.length > 0 ? Promise.resolve(queue.shift()!) : ended ? Promise.resolve(null) : new Promise((r) => (waiting = r))),
    close: () => rl.close(),
  };
}

/** Plays the hands; 0 at the end or on leaving, 2 when the record can not be written. */
export async function playTable(o: TableOptions, ctx: Context): Promise<0 | 2> {
  const { w } = ctx;
  const T = o.t.play;
  const PLAYERS = playersFor(o.seat ?? 0);
  const player = PLAYERS.indexOf(YOU);
  const record = new RecordKeeper({ seed: o.seed, rules: o.rules, players: PLAYERS, hands: o.hands });
  const deal = dealer(o.seed);
  const scores = [0, 0, 0, 0];
  let unfinished = false;
  const save = async (): Promise<boolean> => {
    if (o.output === undefined) return true;
    try {
      await writeAtomic(o.output, record.text());
      return true;
    } catch (e) {
      w.err(T.cannotWrite(o.output, e instanceof Error ? e.message : String(e)) + '\n');
      return false;
    }
  };
  const finish = async (code: 0 | 2): Promise<0 | 2> => {
    reader.close();
    if (!(await save())) return 2;
    w.out(wrap(o.output === undefined ? T.noRecord : (unfinished ? T.recordUnfinished + '\n' : '') + T.recordKept(o.output), o.width).join('\n') + '\n');
    await w.flush();
    return code;
  };
  const reader = lineReader(ctx.stdin);
  /** Asks until `read` accepts an answer; null when the player leaves. */
  const ask = async <A>(screen: () => string, prompt: string, read: (text: string) => A | string, help: () => string): Promise<A | null> => {
    if (!(await save())) return null;
    w.out(screen() + '\n' + wrap(`${prompt} ${T.keys}`, o.width).join('\n') + '\n' + T.prompt);
    for (;;) {
      await w.flush();
      const line = await reader.next();
      if (line === null || w.stopped) return null;
      if (ctx.stdinIsTTY === false) w.out(line + '\n');
      const text = line.trim();
      if (text === 'q' || text === 'quit') return null;
      if (text === '?') {
        w.out(help() + '\n' + T.prompt);
        continue;
      }
      const r = read(text);
      if (typeof r !== 'string') return r;
      w.out(r + '\n' + T.prompt);
    }
  };
  for (let n = 1; n <= o.hands; n++) {
    const d = deal();
    const { round, seats, wall } = d;
    const names = seats.map((p) => PLAYERS[p]);
    record.hand(d);
    const me = seats.indexOf(player) as Seat;
    let state = newHand(wall, round, o.rules);
    unfinished = true;
    const info = () => ({ hand: n, hands: o.hands, names, scores: seats.map((p) => scores[p]) });
    const screen = () => tableScreen(state, me, info(), o.width, o.color, o.t);
    const help = () => coach(state, me, o);
    const act = (a: Action): boolean => {
      const claimed = state.window?.tile;
      const r = apply(state, a);
      if (!r.ok) {
        w.err(T.engineRefused(WINDS[a.seat], a.type, r.error.rule, r.error.message) + '\n');
        return false;
      }
      state = r.state;
      record.action(a);
      if (a.seat !== me && (a.type === 'discard' || a.type === 'pung' || a.type === 'kong' || a.type === 'chow'))
        w.out(o.color.dim(T.acted(seatName(o.t, a.seat, names), T.doing(a.type, 'tile' in a && a.tile !== undefined && a.type !== 'chow' ? gameTileCode(a.tile) : claimed !== undefined ? gameTileCode(claimed) : ''))) + '\n');
      return true;
    };
    while (state.phase !== 'ended') {
      let batch: Action[];
      const choice = seatChoice(state, me);
      if (state.phase === 'claims') {
        let mine: Action = { seat: me, type: 'pass' };
        if (choice?.kind === 'claim') {
          const offered = claimChoices(choice, T);
          const from = seatName(o.t, choice.from, names);
          const question = (choice.rob ? T.robOn : T.claimOn)(gameTileCode(choice.tile), from);
          const menu = offered.map((c, i) => `${i + 1} ${c.label}`).join('  ');
          const chosen = await ask(
            screen,
            T.claimMenu(question, menu),
            (text) => offered.find((c) => c.words.includes(text.toLowerCase()))?.action ?? T.notUnderstood(text),
            help,
          );
          if (chosen === null) return finish(0);
          mine = chosen;
        }
        const answer = mine;
        batch = claimsRound(state, (s) => (s === me ? answer : botAction(state, s, o)));
      } else if (state.actor === me) {
        const forced = forcedAction(state, me);
        if (forced) batch = [forced];
        else if (choice?.kind === 'turn') {
          const offers = [
            ...(choice.win ? [T.canWin] : []),
            ...(choice.kongs.length > 0 ? [T.canKong(choice.kongs.map((a) => (a.tile !== undefined ? gameTileCode(a.tile) : '')).filter(Boolean).join(' '))] : []),
          ];
          const chosen = await ask(screen, [T.yourTurn, ...offers].join(' '), (text) => turnAnswer(text, state, me, T), help);
          if (chosen === null) return finish(0);
          batch = [chosen];
        } else {
          w.err(`error: nothing to do for your seat at hand ${n}; please report it with the seed\n`);
          return finish(2);
        }
      } else {
        const a = botAction(state, state.actor, o);
        if (a === null) {
          w.err(T.noBotAction(n) + '\n');
          return finish(2);
        }
        batch = [a];
      }
      for (const a of batch) {
        if (!act(a)) return finish(2);
        if ((state as HandState).phase === 'ended') break;
      }
      await w.flush();
      if (w.stopped) return finish(0);
    }
    const result = state.result!;
    for (const s of SEATS) scores[seats[s]] += result.payments[s];
    record.end(state, scores);
    unfinished = false;
    w.out('\n' + endScreen(state, names, scores, PLAYERS, o) + '\n');
    if (n < o.hands) {
      const go = await ask(() => '', T.nextHand, () => true, () => T.nextHand);
      if (go === null) return finish(0);
    }
  }
  return finish(0);
}

/** The end of a hand: the scorer's screen for a win (the referee's formatter), the payments and the totals. */
function endScreen(state: HandState, names: string[], scores: number[], players: readonly string[], o: TableOptions): string {
  const T = o.t.play;
  const r = state.result!;
  const lines: string[] = [];
  if (r.win === null) lines.push(T.drawnHand);
  else {
    const w = r.win;
    lines.push(...wrap(T.won(seatName(o.t, w.seat, names), w.fanPoints, w.from === null ? null : seatName(o.t, w.from, names)), o.width));
    if (w.score) lines.push(formatText(w.score, { color: o.color, width: o.width, rulesGiven: false, t: o.t }));
  }
  // A no-break space keeps a seat, its player and its figure on one line.
  const item = (who: string, n: string) => `${who} ${n}`.replace(/ /g, '\u00a0');
  lines.push(...wrap(T.payments(SEATS.map((s) => item(seatName(o.t, s, names), `${r.payments[s] > 0 ? '+' : ''}${r.payments[s]}`))), o.width));
  lines.push(...wrap(T.totals(players.map((p, i) => item(shown(o.t, p), String(scores[i])))), o.width));
  return lines.join('\n');
}
