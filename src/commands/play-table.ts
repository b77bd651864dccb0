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
import { apply, legalActions, newHand } from '../game/engine.js';
import { botAction, seatAdviceLine, type BotOptions } from '../game/bots.js';
import { actionLine, claimsRound, endLine, handSeats } from '../game/match.js';
import { buildWall, gameTileCode, gameTileFromCode } from '../game/wall.js';
import { meldTiles } from '../game/win.js';
import { mulberry32 } from '../random.js';
import { GAME_SCHEMA_ID, writeLine } from '../game/record.js';
import { SEATS, type Action, type GameMeld, type HandState, type Seat } from '../game/types.js';
import { PLAY_WORDS as T } from './play-words.js';

export interface TableOptions extends BotOptions {
  seed: number;
  hands: number;
  rules: string;
  output: string | undefined;
  color: ChalkInstance;
  width: number;
}

/** The player is player 0 ("you"); the seats rotate as a session's (handSeats). */
const PLAYERS = [T.you, 'B', 'C', 'D'];

const meldText = (m: GameMeld): string => {
  const body = meldTiles(m).map(tileCode).join('');
  return m.concealed ? `(${body})` : `[${body}]`;
};

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

/** Tiles in cells of 3 with their numbers (1..) under them, as many a row as the width takes. */
function tileRows(tiles: number[], width: number, numbered: boolean): string[] {
  const per = Math.max(4, Math.floor((width + 1) / 3));
  const rows: string[] = [];
  for (let i = 0; i < tiles.length; i += per) {
    const part = tiles.slice(i, i + per);
    rows.push(part.map((t) => gameTileCode(t).padEnd(2)).join(' ').trimEnd());
    if (numbered) rows.push(part.map((_, k) => String(i + k + 1).padEnd(2)).join(' ').trimEnd());
  }
  return rows;
}

/** The table at a glance: the title, each seat's line (wind, player, total, flowers, melds) and its discards; then the player's tiles. */
export function tableScreen(state: HandState, me: Seat, info: { hand: number; hands: number; names: string[]; scores: number[] }, width: number, color: ChalkInstance): string {
  const lines = wrap(T.title(info.hand, info.hands, state.prevalent, state.tail - state.head, WINDS[me]), width);
  for (const s of SEATS) {
    const seat = state.seats[s];
    const head = `${WINDS[s]} ${info.names[s].padEnd(3)} ${String(info.scores[s]).padStart(4)}`;
    const shown = [...seat.flowers.map(gameTileCode), ...seat.melds.map(meldText)].join(' ');
    lines.push(...wrap(shown ? `${head}  ${shown}` : head, width, 4, '').map((l, i) => (i === 0 && s === me ? color.bold(l) : l)));
    const discards = seat.discards.map((d) => gameTileCode(d.tile)).join(' ');
    if (discards) lines.push(...wrap(discards, width - 2, 0, '').map((l) => `  ${l}`));
  }
  const tiles = handTiles(state, me);
  lines.push(color.bold(T.hand) + (state.actor === me && state.phase === 'turn' && state.drawn !== null ? ` (${T.drawn} ${gameTileCode(state.drawn)})` : ''));
  lines.push(...tileRows(tiles, width, state.phase === 'turn' && state.actor === me));
  return lines.join('\n');
}

/** "chow 567d" from the chow's lowest tile. */
const chowLabel = (low: number): string => T.chowOf(`${(low % 9) + 1}${(low % 9) + 2}${(low % 9) + 3}${tileCode(low)[1]}`);

/** A choice offered: the words that pick it and the action. */
interface Choice {
  label: string;
  words: string[];
  action: Action;
}

/** The claims (or the rob) offered to the player now, pass first; empty when there is nothing but a pass or a draw. */
function claimChoices(state: HandState, me: Seat): Choice[] {
  const legal = legalActions(state, me);
  const claims = legal.filter((a) => a.type === 'win' || a.type === 'pung' || a.type === 'kong' || a.type === 'chow');
  if (claims.length === 0) return [];
  const out: Choice[] = [{ label: T.pass, words: ['pass', 'p', ''], action: { seat: me, type: 'pass' } }];
  for (const a of claims) {
    const label = a.type === 'chow' ? chowLabel(a.tile) : a.type;
    const words = a.type === 'chow' && claims.filter((c) => c.type === 'chow').length > 1 ? [] : [a.type];
    out.push({ label, words, action: a });
  }
  out.forEach((c, i) => c.words.push(String(i + 1)));
  return out;
}

/** What a typed answer on the player's own turn means: an action, or the word refusing it. */
export function turnAnswer(text: string, state: HandState, me: Seat): Action | string {
  const legal = legalActions(state, me);
  const typed = text.trim();
  const lower = typed.toLowerCase();
  if (lower === 'win' || lower === 'mahjong' || lower === 'hu')
    return legal.find((a) => a.type === 'win') ?? T.notNow('win');
  const kong = /^kong(?:\s+(\S+))?$/i.exec(typed);
  if (kong) {
    const kongs = legal.filter((a) => a.type === 'kong');
    if (kongs.length === 0) return T.notNow('kong');
    if (kong[1] === undefined) return kongs.length === 1 ? kongs[0] : T.notUnderstood(typed);
    const t = gameTileFromCode(normalCode(kong[1]));
    return kongs.find((a) => a.type === 'kong' && a.tile === t) ?? T.notNow(`kong of ${kong[1]}`);
  }
  if (/^\d+$/.test(typed)) {
    const tiles = handTiles(state, me);
    const i = Number(typed);
    if (i < 1 || i > tiles.length) return T.noSuchNumber(typed, tiles.length);
    return legal.find((a) => a.type === 'discard' && a.tile === tiles[i - 1]) ?? T.notUnderstood(typed);
  }
  const t = gameTileFromCode(normalCode(typed));
  if (t < 0) return T.notUnderstood(typed);
  return legal.find((a) => a.type === 'discard' && a.tile === t) ?? T.notHeld(typed);
}

/** "5B" → "5b", "e" → "E": the notation's case. */
const normalCode = (s: string): string => (/^\d[a-z]$/i.test(s) ? s.toLowerCase() : s.toUpperCase());

/** The coach: what the bots would do now and the first lines of the advice for this hand. */
function coach(state: HandState, me: Seat, o: TableOptions): string {
  const a = botAction(state, me, o);
  const what = a === null ? T.pass : a.type === 'chow' ? chowLabel(a.tile) : a.type + ('tile' in a && a.tile !== undefined ? ` ${gameTileCode(a.tile)}` : '');
  const lines = [`${T.coach} ${T.coachWould(what)}`];
  const r = advise(seatAdviceLine(state, me), { depth: o.depth });
  lines.push(...formatAdviceText(r, o.color, { width: o.width }).split('\n').filter((l) => l.trim() !== '').slice(0, 5));
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
  const record: string[] = [];
  const rng = mulberry32(o.seed);
  const scores = [0, 0, 0, 0];
  let unfinished = false;
  const save = async (): Promise<boolean> => {
    if (o.output === undefined) return true;
    try {
      await writeAtomic(o.output, record.join('\n') + '\n');
      return true;
    } catch (e) {
      w.err(`error: can not write ${o.output} (${e instanceof Error ? e.message : String(e)})\n`);
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
  record.push(writeLine({ kind: 'header', line: { schema: GAME_SCHEMA_ID, seed: o.seed, rules: o.rules, hands: o.hands, players: PLAYERS } }));
  for (let n = 1; n <= o.hands; n++) {
    const { round, seats } = handSeats(n);
    const { wall, dice } = buildWall(rng);
    const names = seats.map((p) => PLAYERS[p]);
    record.push(writeLine({ kind: 'hand', line: { hand: n, round, seats: names, dice, wall: wall.map(gameTileCode).join(' ') } }));
    const me = seats.indexOf(0) as Seat;
    let state = newHand(wall, round, o.rules);
    unfinished = true;
    const info = () => ({ hand: n, hands: o.hands, names, scores: seats.map((p) => scores[p]) });
    const screen = () => tableScreen(state, me, info(), o.width, o.color);
    const help = () => coach(state, me, o);
    const act = (a: Action): boolean => {
      const claimed = state.window?.tile;
      const r = apply(state, a);
      if (!r.ok) {
        w.err(`error: the engine refused ${WINDS[a.seat]}'s ${a.type} (${r.error.rule}: ${r.error.message}); please report it with the seed\n`);
        return false;
      }
      state = r.state;
      record.push(writeLine({ kind: 'action', line: actionLine(a) }));
      if (a.seat !== me && (a.type === 'discard' || a.type === 'pung' || a.type === 'kong' || a.type === 'chow'))
        w.out(o.color.dim(T.acted(`${WINDS[a.seat]} ${names[a.seat]}`, a.type + ('tile' in a && a.tile !== undefined && a.type !== 'chow' ? ` ${gameTileCode(a.tile)}` : claimed !== undefined ? ` ${gameTileCode(claimed)}` : ''))) + '\n');
      return true;
    };
    while (state.phase !== 'ended') {
      let batch: Action[];
      if (state.phase === 'claims') {
        const win = state.window!;
        const offered = claimChoices(state, me);
        let mine: Action = { seat: me, type: 'pass' };
        if (offered.length > 0) {
          const from = `${WINDS[win.from]} ${names[win.from]}`;
          const question = (win.rob ? T.robOn : T.claimOn)(gameTileCode(win.tile), from);
          const menu = offered.map((c, i) => `${i + 1} ${c.label}`).join('  ');
          const chosen = await ask(
            screen,
            `${question} ${menu}. ${T.claimChoices}`,
            (text) => offered.find((c) => c.words.includes(text.toLowerCase()))?.action ?? T.notUnderstood(text),
            help,
          );
          if (chosen === null) return finish(0);
          mine = chosen;
        }
        const answer = mine;
        batch = claimsRound(state, (s) => (s === me ? answer : botAction(state, s, o)));
      } else if (state.actor === me) {
        const legal = legalActions(state, me);
        const forced = legal.find((a) => a.type === 'flower' || a.type === 'draw');
        if (forced) batch = [forced];
        else {
          const offers = [
            ...(legal.some((a) => a.type === 'win') ? [T.canWin] : []),
            ...(legal.some((a) => a.type === 'kong') ? [T.canKong(legal.map((a) => (a.type === 'kong' && a.tile !== undefined ? gameTileCode(a.tile) : '')).filter(Boolean).join(' '))] : []),
          ];
          const chosen = await ask(screen, [T.yourTurn, ...offers.map((x) => `${x}.`)].join(' '), (text) => turnAnswer(text, state, me), help);
          if (chosen === null) return finish(0);
          batch = [chosen];
        }
      } else {
        const a = botAction(state, state.actor, o);
        if (a === null) {
          w.err(`error: no bot action at hand ${n}; please report it with the seed\n`);
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
    record.push(writeLine({ kind: 'end', line: endLine(state, PLAYERS, scores) }));
    unfinished = false;
    w.out('\n' + endScreen(state, names, scores, o) + '\n');
    if (n < o.hands) {
      const go = await ask(() => '', T.nextHand, () => true, () => T.nextHand);
      if (go === null) return finish(0);
    }
  }
  record.push(writeLine({ kind: 'match', line: { end: 'match', scores: Object.fromEntries(PLAYERS.map((p, i) => [p, scores[i]])) } }));
  return finish(0);
}

/** The end of a hand: the scorer's screen for a win (the referee's formatter), the payments and the totals. */
function endScreen(state: HandState, names: string[], scores: number[], o: TableOptions): string {
  const r = state.result!;
  const lines: string[] = [];
  if (r.win === null) lines.push(T.drawnHand);
  else {
    const w = r.win;
    lines.push(...wrap(T.won(`${WINDS[w.seat]} ${names[w.seat]}`, w.fanPoints, w.from === null ? null : `${WINDS[w.from]} ${names[w.from]}`), o.width));
    if (w.score) lines.push(formatText(w.score, { color: o.color, width: o.width, rulesGiven: false }));
  }
  lines.push(...wrap(`${T.payments}: ${SEATS.map((s) => `${WINDS[s]} ${names[s]} ${r.payments[s] > 0 ? '+' : ''}${r.payments[s]}`).join(', ')}`, o.width));
  lines.push(...wrap(`${T.totals}: ${PLAYERS.map((p, i) => `${p} ${scores[i]}`).join(', ')}`, o.width));
  return lines.join('\n');
}
