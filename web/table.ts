/**
 * The page's Play view (docs/PLAY.md "On the page"): a hand against three bots,
 * offline. UI only: the deal, what is legal, the bots, the scorer's result and the
 * coach's advice are the library's (src/game/: dealer, seatChoice, forcedAction,
 * claimsRound, botAction, apply; advise). Shown for the address `#view=table`
 * (`&seed=N` a given game, `&depth=D` the bots' advice depth 0..3, `&pace=MS` the
 * pause after a bot's discard or claim). The bots play one action per timer tick, so
 * the page answers taps while they think.
 *
 * The game is recorded as it is played (mcr-game/1, the library's RecordKeeper, as
 * `mcr play -o` records): kept in localStorage after every action, so a reload
 * resumes it (resumeGame replays it), and saved as a file by a button. A game on the
 * page is a match of at most 16 hands (HANDS_PER_SESSION): the bound of what is kept.
 */
import {
  DEFAULT_RULES,
  FANS,
  HANDS_PER_SESSION,
  RecordKeeper,
  YOU,
  advise,
  apply,
  botAction,
  claimsRound,
  dealer,
  forcedAction,
  gameTileCode,
  isLang,
  newHand,
  resumeGame,
  seatAdviceLine,
  seatChoice,
  type Action,
  type Deal,
  type HandState,
  type Seat,
  type SeatChoice,
} from '../src/index.js';
import { $, el } from './dom.js';
import { catalog, pageLang, type Catalog } from './lang.js';
import { seatBlock, tileButton, handTiles, scoredHand } from './table-draw.js';

/** Player 0 is the person; the bots are players 1..3, named B C D (the record's names, as `mcr play`'s). */
const NAMES = [YOU, 'B', 'C', 'D'];
/** Where the game under way is kept: { seed, depth, lines } (its record's lines after the header). */
const STORE = 'mcr-table';
const SEATS: readonly Seat[] = [0, 1, 2, 3];

interface Game {
  seed: number;
  depth: number;
  pace: number;
  deal: () => Deal;
  d: Deal;
  state: HandState;
  me: Seat;
  /** The players' totals (player 0 is the person). */
  totals: number[];
  /** In a claims window: what each bot said so far (one a tick). */
  says: (Action | null)[];
  /** The person's answer to a claim, once given. */
  mine: Action | null;
  /** The last thing a bot did, for the status line. */
  last: string;
  coach: HTMLElement | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** The totals were added for this hand. */
  counted: boolean;
  /** The game's record so far. */
  record: RecordKeeper;
  /** A word for the status line until the next action (the game resumed after a reload). */
  note: string;
}

let t: Catalog = catalog(pageLang());
let game: Game | null = null;

/** The address's settings: `view=table&seed=7&depth=0&pace=0`. */
export function tableAsked(hash: string): { on: boolean; seed: number | null; depth: number; pace: number } {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const num = (k: string, max: number): number | null => {
    const v = p.get(k);
    return v !== null && /^\d{1,9}$/.test(v) && Number(v) <= max ? Number(v) : null;
  };
  return { on: p.get('view') === 'table', seed: num('seed', 2 ** 32 - 1), depth: num('depth', 3) ?? 2, pace: num('pace', 5000) ?? 400 };
}

const playerName = (g: Game, seat: Seat): string => {
  const p = g.d.seats[seat];
  return p === 0 ? t.table.you : t.table.bot(NAMES[p]);
};
/** "East · You", "南 · 机器人 B". */
const who = (g: Game, seat: Seat): string => `${t.page.wind[['E', 'S', 'W', 'N'][seat]]} · ${playerName(g, seat)}`;

/** The hand's seats and the person's, the turn's words cleared: a hand dealt or resumed. */
function seated(g: Game, state: HandState): void {
  g.state = state;
  g.me = g.d.seats.indexOf(0) as Seat;
  g.says = [null, null, null, null];
  g.mine = null;
  g.last = '';
  g.coach = null;
  g.counted = false;
}

function startHand(g: Game): void {
  g.d = g.deal();
  g.record.hand(g.d);
  seated(g, newHand(g.d.wall, g.d.round, DEFAULT_RULES));
  keep(g);
}

const recordStart = (seed: number) => ({ seed, rules: DEFAULT_RULES, players: NAMES });

/** The game kept in localStorage (nothing when storage is refused: a private window). */
function keep(g: Game): void {
  try {
    localStorage.setItem(STORE, JSON.stringify({ seed: g.seed, depth: g.depth, lines: g.record.lines }));
  } catch {
    /* not kept: play goes on */
  }
}

/** The game kept before a reload, resumed where it was (a hand ended: the next is dealt), or null. */
function resumed(seed: number | null, pace: number): Game | null {
  let kept: { seed?: unknown; depth?: unknown; lines?: unknown };
  try {
    kept = JSON.parse(localStorage.getItem(STORE) ?? 'null') ?? {};
  } catch {
    return null;
  }
  const { lines, depth } = kept;
  if (typeof kept.seed !== 'number' || (seed !== null && seed !== kept.seed) || !Array.isArray(lines) || !lines.every((l) => typeof l === 'string')) return null;
  const r = resumeGame(recordStart(kept.seed), lines as string[]);
  if (r === null || r.hands === 0 || (r.state === null && r.hands >= HANDS_PER_SESSION)) return null;
  const g = { seed: kept.seed, depth: typeof depth === 'number' ? depth : 2, pace, deal: dealer(kept.seed), totals: r.totals, timer: null } as unknown as Game;
  g.record = new RecordKeeper(recordStart(g.seed), lines as string[]);
  for (let n = 0; n < r.hands; n++) g.d = g.deal();
  if (r.state === null) startHand(g);
  else seated(g, r.state);
  g.note = t.table.resumed;
  return g;
}

function begin(g: Game): void {
  if (game?.timer) clearTimeout(game.timer);
  game = g;
  history.replaceState(null, '', `#view=table&seed=${g.seed}${g.depth !== 2 ? `&depth=${g.depth}` : ''}${g.pace !== 400 ? `&pace=${g.pace}` : ''}`);
  draw();
  later(0);
}

function newGame(seed: number, depth: number, pace: number): void {
  const g = { seed, depth, pace, deal: dealer(seed), totals: [0, 0, 0, 0], timer: null, note: '' } as unknown as Game;
  g.record = new RecordKeeper(recordStart(seed));
  startHand(g);
  begin(g);
}

/** The record as a file: mcr-game-2026-12-04-seed-7.json (the date of the save). */
function save(g: Game): void {
  const now = new Date();
  const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const url = URL.createObjectURL(new Blob([g.record.text()], { type: 'application/json' }));
  const a = el('a', { href: url, download: `mcr-game-${date}-seed-${g.seed}.json`, hidden: '' });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function later(ms: number): void {
  const g = game!;
  if (g.timer) clearTimeout(g.timer);
  g.timer = setTimeout(() => {
    g.timer = null;
    if (game === g) advance(g);
  }, ms);
}

/** An action applied (the engine's refusal would be a defect: shown, and play stops). */
function act(g: Game, a: Action): boolean {
  const tile = g.state.window?.tile;
  const r = apply(g.state, a);
  if (!r.ok) {
    g.last = `${r.error.rule}: ${r.error.message}`;
    return false;
  }
  g.state = r.state;
  g.record.action(a);
  g.note = '';
  keep(g);
  if (a.seat !== g.me && (a.type === 'discard' || a.type === 'pung' || a.type === 'kong' || a.type === 'chow')) {
    const shown = a.type === 'discard' || (a.type === 'kong' && a.tile !== undefined) ? a.tile : tile;
    g.last = t.table.last(who(g, a.seat), a.type, shown === undefined ? '' : gameTileCode(shown));
  }
  return true;
}

/**
 * One step of play: the person's decision waits for a tap; otherwise one forced
 * action, one bot's action, or one bot's word on a discard, then the next step later.
 */
function advance(g: Game): void {
  const s = g.state;
  if (s.phase === 'ended') return endHand(g);
  const choice = seatChoice(s, g.me);
  if (s.phase === 'claims') {
    if (choice !== null && g.mine === null) return draw();
    const order = [1, 2, 3].map((k) => ((s.window!.from + k) % 4) as Seat).filter((x) => x !== g.me);
    const next = order.find((x) => g.says[x] === null);
    if (next !== undefined) {
      g.says[next] = botAction(s, next, { depth: g.depth }) ?? { seat: next, type: 'pass' };
      return later(0);
    }
    const mine = g.mine ?? { seat: g.me, type: 'pass' };
    const batch = claimsRound(s, (x) => (x === g.me ? mine : g.says[x]));
    g.says = [null, null, null, null];
    g.mine = null;
    for (const a of batch) {
      if (!act(g, a)) return draw();
      if (g.state.phase === 'ended') break;
    }
    draw();
    return later(batch.some((a) => a.seat !== g.me && a.type !== 'pass' && a.type !== 'draw') ? g.pace : 0);
  }
  if (choice !== null) return draw();
  const forced = forcedAction(s, s.actor);
  const a = forced ?? (s.actor === g.me ? null : botAction(s, s.actor, { depth: g.depth }));
  if (a === null || !act(g, a)) return draw();
  draw();
  later(forced === null ? g.pace : 0);
}

function endHand(g: Game): void {
  const r = g.state.result!;
  if (!g.counted) {
    for (const s of SEATS) g.totals[g.d.seats[s]] += r.payments[s];
    g.record.end(g.state, g.totals);
    keep(g);
  }
  g.counted = true;
  draw();
}

/** The person's tap: a discard, the win, a kong, or an answer to a claim. */
function choose(a: Action): void {
  const g = game;
  if (!g) return;
  const c = seatChoice(g.state, g.me);
  if (c === null) return;
  g.coach = null;
  if (c.kind === 'claim') g.mine = a;
  else if (!act(g, a)) return draw();
  draw();
  later(0);
}

// ------------------------------------------------------------------ drawing

function draw(): void {
  const g = game;
  const box = $('table');
  if (!g) return box.replaceChildren();
  const s = g.state;
  const wind = (w: string) => t.page.wind[w];
  const head = el('p', { class: 'tb-head', id: 'tb-head' }, t.table.title(g.d.hand, wind(s.prevalent), s.tail - s.head), el('span', { class: 'tb-seed' }, ` · ${t.table.seed(g.seed)}`));
  const seats = el('div', { class: 'tb-seats' });
  for (let k = 1; k <= 4; k++) {
    const seat = ((g.me + k) % 4) as Seat;
    seats.append(seatBlock(s, seat, { name: who(g, seat), total: g.totals[g.d.seats[seat]], me: seat === g.me, t }));
  }
  const saving = el('button', { type: 'button', id: 'tb-save' }, t.table.saveRecord);
  saving.addEventListener('click', () => save(g));
  box.replaceChildren(head, seats, ...(s.phase === 'ended' ? [result(g)] : [prompt(g), mine(g)]), el('div', { class: 'tb-record' }, saving));
  // What the page waits for: the person's turn, their claim, the bots, or the hand's end (the tests read it).
  const c = seatChoice(s, g.me);
  box.dataset.phase = s.phase === 'ended' ? 'ended' : c === null || (c.kind === 'claim' && g.mine !== null) ? 'bots' : c.kind;
}

/** An action as a button (or the coach) names it: Pass, Win, Pung, Kong, Kong 5b, Chow 345d (`would`: discard 5b, pass). */
function actionLabel(a: Action, would = false): string {
  switch (a.type) {
    case 'chow': {
      const low = a.tile % 9;
      return t.table.chowOf(`${low + 1}${low + 2}${low + 3}${gameTileCode(a.tile)[1]}`);
    }
    case 'kong':
      return a.tile === undefined ? t.table.kong : t.table.kongOf(gameTileCode(a.tile));
    case 'discard':
      return t.table.wouldDiscard(gameTileCode(a.tile));
    case 'pass':
      return would ? t.table.wouldPass : t.table.pass;
    case 'win':
      return t.table.win;
    case 'pung':
      return t.table.pung;
    default:
      return a.type;
  }
}

/** The status line and the claim (or win, kong) buttons offered now. */
function prompt(g: Game): HTMLElement {
  const s = g.state;
  const c = seatChoice(s, g.me);
  const line = el('p', { class: 'tb-status', id: 'tb-status', role: 'status' });
  const buttons = el('div', { class: 'tb-actions', id: 'tb-actions', role: 'group' });
  const button = (label: string, a: Action, kind: string) => {
    const b = el('button', { type: 'button', 'data-act': kind }, label);
    b.addEventListener('click', () => choose(a));
    buttons.append(b);
  };
  if (c?.kind === 'claim' && g.mine === null) {
    line.append((c.rob ? t.table.robOn : t.table.claimOn)(who(g, c.from), gameTileCode(c.tile)));
    for (const a of c.actions) button(actionLabel(a), a, a.type);
  } else if (c?.kind === 'turn') {
    line.append(g.note ? `${g.note} ` : '', s.mustDiscard ? t.table.afterClaim : t.table.yourTurn);
    if (c.win) button(t.table.winSelfDrawn, c.win, 'win');
    for (const k of c.kongs) button(actionLabel(k), k, 'kong');
  } else {
    const actor = s.phase === 'claims' ? s.window!.from : s.actor;
    line.append(g.note ? `${g.note} · ` : '', g.last ? `${g.last} · ` : '', t.table.waiting(who(g, actor === g.me ? (((actor + 1) % 4) as Seat) : actor)));
  }
  if (c !== null && !(c.kind === 'claim' && g.mine !== null)) {
    const coach = el('button', { type: 'button', id: 'tb-coach', class: 'tb-coach-button', 'aria-expanded': String(g.coach !== null) }, t.table.coach);
    coach.addEventListener('click', () => {
      g.coach = g.coach ? null : coachBox(g, c);
      draw();
    });
    buttons.append(coach);
  }
  return el('div', { class: 'tb-prompt' }, line, buttons, ...(g.coach ? [g.coach] : []));
}

/** The person's tiles: buttons to discard on their turn, the tile just drawn set apart. */
function mine(g: Game): HTMLElement {
  const s = g.state;
  const c = seatChoice(s, g.me);
  const turn = c?.kind === 'turn' ? c : null;
  const { tiles, drawn } = handTiles(s, g.me);
  const row = el('div', { class: 'tb-hand', id: 'tb-hand', role: 'group', 'aria-label': t.table.yourHand });
  const add = (tile: number, isDrawn: boolean) => {
    const b = tileButton(tile, t.table.discardTile(gameTileCode(tile)), turn === null);
    if (isDrawn) b.classList.add('tb-drawn');
    if (turn) b.addEventListener('click', () => choose({ seat: g.me, type: 'discard', tile }));
    row.append(b);
  };
  for (const x of tiles) add(x, false);
  if (drawn !== null) add(drawn, true);
  return el('div', { class: 'tb-mine' }, el('h2', {}, t.table.yourHand, drawn !== null ? el('span', { class: 'tb-drew' }, ` · ${t.table.drawn} ${gameTileCode(drawn)}`) : ''), row);
}

/** The coach: what the bots would do, and advise()'s first discards (or the hand as it stands, on a claim). */
function coachBox(g: Game, c: SeatChoice): HTMLElement {
  const s = g.state;
  const a = botAction(s, g.me, { depth: g.depth });
  const what = a === null ? t.table.wouldPass : actionLabel(a, true);
  const box = el('div', { class: 'tb-coach', id: 'tb-coach-box', 'aria-live': 'polite' }, el('h2', {}, t.table.coachTitle), el('p', { id: 'tb-coach-would' }, t.table.botsWould(what)));
  const r = advise(seatAdviceLine(s, g.me), { depth: g.depth });
  if (!r.ok) return box;
  const words = (x: { legal: { any: { distance: number | null; exact: boolean } }; copies: { any: number } }) =>
    x.legal.any.distance === null ? t.table.noRoute : x.legal.any.distance === 0 ? t.table.ready(x.copies.any) : t.table.away(x.legal.any.distance, x.legal.any.exact, x.legal.any.distance === 1 ? x.copies.any : null);
  const list = el('ul', { class: 'tb-advice' });
  if (c.kind === 'turn' && r.tiles === 14) for (const d of r.discards.slice(0, 3)) list.append(el('li', { 'data-code': d.tile }, el('strong', {}, t.table.wouldDiscard(d.tile)), `${t.screen.colon}${words(d)}`));
  else if (r.analysis) list.append(el('li', {}, el('strong', {}, t.table.handNow), `${t.screen.colon}${words(r.analysis)}`));
  box.append(list);
  return box;
}

/** The end of the hand: the scorer's result (its verdict, the hand, the fans), the payments and totals, and what next. */
function result(g: Game): HTMLElement {
  const r = g.state.result!;
  const box = el('div', { class: 'tb-result', id: 'tb-result', role: 'status' });
  if (r.win === null) box.append(el('p', { class: 'tb-verdict' }, t.table.drawnHand));
  else {
    const w = r.win;
    const how = w.from === null ? t.table.selfDrawn : w.score?.hand.kong && w.score.hand.win === 'discard' ? t.table.robbing(who(g, w.from)) : t.table.onDiscardOf(who(g, w.from));
    box.append(el('p', { class: 'tb-verdict', 'data-seat': String(w.seat) }, t.table.wins(who(g, w.seat), how)));
    if (w.score) {
      const sc = w.score;
      box.append(
        el('p', { class: 'tb-points', id: 'tb-points' }, t.page.validWin(sc.total), sc.total > sc.fanPoints ? ` · ${t.page.withFlowers(sc.fanPoints, sc.total - sc.fanPoints)}` : ''),
        scoredHand(sc.hand),
        el('h2', {}, t.page.fans),
      );
      const fans = el('ul', { class: 'fans tb-fans', id: 'tb-fans' });
      for (const f of sc.fans) fans.append(el('li', { 'data-fan': f.id }, el('span', {}, t.fan(FANS[f.id])), el('span', { class: 'pts' }, f.count > 1 ? `${f.count} × ${f.points}` : String(f.points))));
      box.append(fans);
    }
  }
  for (const p of r.penalties) box.append(el('p', { class: 'tb-penalty' }, t.table.falseWin(who(g, p.seat))));
  const pay = el('table', { class: 'tb-pay', id: 'tb-pay' }, el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t.page.seat), el('th', { scope: 'col', class: 'num' }, t.page.payments), el('th', { scope: 'col', class: 'num' }, t.table.totals))));
  const body = el('tbody');
  for (const s of SEATS)
    body.append(
      el('tr', { 'data-seat': String(s), ...(s === g.me ? { class: 'tb-me' } : {}) }, el('td', {}, who(g, s)), el('td', { class: 'num' }, r.payments[s] > 0 ? `+${r.payments[s]}` : String(r.payments[s])), el('td', { class: 'num' }, String(g.totals[g.d.seats[s]]))),
    );
  pay.append(body);
  const again = el('button', { type: 'button', id: 'tb-new' }, t.table.newGame);
  again.addEventListener('click', () => newGame(Math.floor(Math.random() * 1e9), g.depth, g.pace));
  box.append(el('h2', {}, t.page.payments), pay);
  // A match of 16 hands (four rounds of four): then only a new game.
  if (g.d.hand >= HANDS_PER_SESSION) box.append(el('p', { class: 'tb-over', id: 'tb-over' }, t.table.matchOver(g.d.hand)), el('div', { class: 'tb-next' }, again));
  else {
    const next = el('button', { type: 'button', id: 'tb-next' }, t.table.nextHand);
    next.addEventListener('click', () => {
      startHand(g);
      draw();
      later(0);
    });
    box.append(el('div', { class: 'tb-next' }, next, again));
  }
  return box;
}

// ------------------------------------------------------------------ the view

let wired = false;

/** Shows the Play view or not as the address says (after practice(): it overrides the views' state); true when shown. */
export function tableView(hash: string): boolean {
  const asked = tableAsked(hash);
  const link = $('to-table');
  if (!wired) {
    wired = true;
    const select = $<HTMLSelectElement>('lang');
    const words = () => {
      link.textContent = t.table.tab;
      $('table').setAttribute('aria-label', t.table.section);
    };
    select.addEventListener('change', () => {
      if (!isLang(select.value)) return;
      t = catalog(select.value);
      words();
      draw();
    });
    words();
  }
  $('table').hidden = !asked.on;
  if (!asked.on) {
    link.removeAttribute('aria-current');
    return false;
  }
  for (const s of document.querySelectorAll<HTMLElement>('[data-scorer], #practice')) s.hidden = true;
  for (const a of document.querySelectorAll<HTMLElement>('[data-view]')) {
    if (a === link) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  if (!game || (asked.seed !== null && asked.seed !== game.seed)) {
    const back = game ? null : resumed(asked.seed, asked.pace);
    if (back) begin(back);
    else newGame(asked.seed ?? Math.floor(Math.random() * 1e9), asked.depth, asked.pace);
  }
  return true;
}
