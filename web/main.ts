/**
 * mcr's page for phones: a tile picker and a notation field kept in step, and the
 * library's answers (score, waits, why) shown. UI only: every answer comes from the
 * library's own functions, bundled into the page by scripts/build-web.mjs.
 */
import { FAN_IDS, FANS, PROFILES, canonical, minimumOf, score, waits, why, type FanId, type ScoreOk, type WaitsOk, type WinJson } from '../src/index.js';
import {
  TILES,
  WINDS,
  WIND_NAMES,
  copies,
  emptyHand,
  fits,
  fromJson,
  meldFrom,
  meldTiles,
  notation,
  standing,
  tileCount,
  type MeldKind,
  type PickerHand,
  type Wind,
} from './hand.js';
import { readState, setDefaultNames, writeState, type Names, type PageState } from './address.js';
import { $, el } from './dom.js';
import { mini } from './tile-face.js';
import { practice, practiceLang } from './practice.js';
import { tableView } from './table.js';
import { adviceView } from './advice.js';
import { applyWords, catalog, languageSwitch, pageLang, type Catalog, type Lang } from './lang.js';



// ------------------------------------------------------------------ state

let hand: PickerHand = emptyHand();
let mode: 'tile' | MeldKind = 'tile';
/** The page's language and its words (web/lang.ts); fan names follow it unless the address names them. */
let lang: Lang = pageLang();
let t: Catalog = catalog(lang);
setDefaultNames(lang === 'zh' ? 'zh' : 'en');
let state: PageState = readState(location.hash);

const fanName = (id: FanId, names: Names = state.names): string => (names === 'zh' ? FANS[id].zh : FANS[id].name);
const tileName = (code: string): string => TILES.find((t) => t.code === code)?.name ?? code;
const windName = (w: Wind | null): string => (w === null ? t.page.unknown : (t.page.wind[w] ?? WIND_NAMES[w]));

// ------------------------------------------------------------------ the picker

const field = $<HTMLInputElement>('hand');
const message = (text: string): void => {
  $('picker-note').textContent = text;
};

function buildPicker(): void {
  // The four winds as radio buttons, in each wind question (seat, prevalent, discarder).
  for (const set of document.querySelectorAll<HTMLElement>('[data-winds]'))
    for (const w of WINDS)
      set.append(el('label', {}, el('input', { type: 'radio', name: set.dataset.winds!, value: w }), ' ', el('span', { 'data-wind': w }, windName(w))));
  for (const { name, label } of Object.values(PROFILES)) $('rules').append(el('label', {}, el('input', { type: 'radio', name: 'rules', value: name }), ` ${label}`));
  const grid = $('tiles');
  const words = t;
  for (const t of TILES) {
    const b = el(
      'button',
      { type: 'button', class: `tile s-${t.suit}`, 'data-tile': t.code, title: t.name },
      el('span', { class: 'face' }, t.face),
      el('span', { class: 'under', 'data-under': t.code }, ` ${words.page.tileUnder(t.code, t.under)}`),
      el('span', { class: 'count' }),
    );
    b.addEventListener('click', () => tap(t.code));
    grid.append(b);
  }
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-mode]'))
    b.addEventListener('click', () => {
      mode = b.dataset.mode as typeof mode;
      message('');
      showPicker();
    });
  $('to-details').addEventListener('click', () => $('details').scrollIntoView({ block: 'start' }));
  $('undo').addEventListener('click', () => {
    if (lastAdded.length > 0) {
      const what = lastAdded.pop()!;
      if (what === 'meld') hand.melds.pop();
      else hand.concealed.pop();
    } else if (hand.concealed.length > 0) hand.concealed.pop();
    else hand.melds.pop();
    picked();
  });
  $('clear').addEventListener('click', () => {
    const keep = { seat: hand.seat, round: hand.round };
    hand = { ...emptyHand(), ...keep };
    mode = 'tile';
    lastAdded = [];
    message('');
    picked();
  });
  for (const input of document.querySelectorAll<HTMLInputElement>('#options input'))
    input.addEventListener('change', () => {
      readOptions();
      picked();
    });
  $('flowers-less').addEventListener('click', () => {
    hand.flowers = Math.max(0, hand.flowers - 1);
    picked();
  });
  $('flowers-more').addEventListener('click', () => {
    hand.flowers = Math.min(8, hand.flowers + 1);
    picked();
  });
  for (const input of document.querySelectorAll<HTMLInputElement>('input[name=rules], input[name=names]'))
    input.addEventListener('change', () => {
      state = { ...state, [input.name]: input.value };
      answer(true);
    });
}

/** What was added, newest last, for Undo. */
let lastAdded: ('tile' | 'meld')[] = [];

function tap(code: string): void {
  if (mode === 'tile') {
    if (!fits(hand, [code])) return message(`${tileName(code)}: all 4 copies are already in the hand; a fifth is refused.`);
    hand.concealed.push(code);
    lastAdded.push('tile');
  } else {
    const m = meldFrom(mode, code);
    if (m === null) return message(`No chow starts at ${tileName(code)}: tap the lowest tile of the chow (1 to 7 of a suit).`);
    if (!fits(hand, meldTiles(m))) return message(`Not enough copies of ${tileName(code)} left for that.`);
    if (hand.melds.length >= 4) return message(t.page.atMostFourMelds);
    hand.melds.push(m);
    lastAdded.push('meld');
    // Back to single tiles after each meld: a mode that stayed on made four chows of 4c 5c 6c 7d.
    mode = 'tile';
  }
  message('');
  picked();
}

function readOptions(): void {
  const value = (name: string): string => document.querySelector<HTMLInputElement>(`input[name=${name}]:checked`)?.value ?? '';
  hand.win = value('win') === 'wall' ? 'wall' : 'discard';
  hand.seat = value('seat') as Wind;
  hand.round = value('round') as Wind;
  const from = value('from');
  hand.from = from === '' || hand.win === 'wall' ? null : (from as Wind);
  hand.last = $<HTMLInputElement>('opt-last').checked;
  hand.wallLast = $<HTMLInputElement>('opt-wall-last').checked;
  hand.kong = $<HTMLInputElement>('opt-kong').checked;
}

/** The picker changed: the notation field follows, then the answer. */
function picked(): void {
  field.value = notation(hand);
  state = { ...state, hand: field.value };
  answer(true);
}

/** Buttons, counts and options as the hand has them. */
function showPicker(): void {
  const n = copies(hand);
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-tile]')) {
    const code = b.dataset.tile!;
    const used = n.get(code) ?? 0;
    b.querySelector('.count')!.textContent = used > 0 ? ` ×${used}` : '';
    const meld = mode === 'tile' ? null : meldFrom(mode, code);
    const possible = mode === 'tile' ? used < 4 : meld !== null && fits(hand, meldTiles(meld));
    b.setAttribute('aria-disabled', String(!possible));
  }
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-mode]')) b.setAttribute('aria-pressed', String(b.dataset.mode === mode));
  const check = (name: string, value: string) => {
    const i = document.querySelector<HTMLInputElement>(`input[name=${name}][value="${value}"]`);
    if (i) i.checked = true;
  };
  check('win', hand.win);
  check('seat', hand.seat);
  check('round', hand.round);
  check('from', hand.from ?? '');
  for (const w of WINDS) document.querySelector<HTMLInputElement>(`input[name=from][value=${w}]`)!.disabled = w === hand.seat || hand.win === 'wall';
  document.querySelector<HTMLInputElement>('input[name=from][value=""]')!.disabled = hand.win === 'wall';
  $<HTMLInputElement>('opt-last').checked = hand.last;
  $<HTMLInputElement>('opt-wall-last').checked = hand.wallLast;
  $<HTMLInputElement>('opt-kong').checked = hand.kong;
  $('kong-label').textContent = hand.win === 'wall' ? t.page.kongOnWall : t.page.kongOnDiscard;
  $('flowers-count').textContent = String(hand.flowers);
  for (const i of document.querySelectorAll<HTMLInputElement>('input[name=rules]')) i.checked = i.value === state.rules;
  for (const i of document.querySelectorAll<HTMLInputElement>('input[name=names]')) i.checked = i.value === state.names;
  showHand();
}

/** The hand entered, as small tiles; tapping one takes it out. */
function showHand(): void {
  const box = $('picked');
  box.replaceChildren();
  hand.melds.forEach((m, i) => {
    const tiles = meldTiles(m);
    const b = el('button', { type: 'button', class: `meld k-${m.kind}`, 'data-meld': m.kind }, el('span', { class: 'sr' }, t.page.removeMeld(m.kind)));
    tiles.forEach((t, k) => b.append(...(k > 0 ? [' '] : []), mini(t)));
    b.addEventListener('click', () => {
      hand.melds.splice(i, 1);
      lastAdded = [];
      picked();
    });
    box.append(b);
  });
  const { sorted, winning } = standing(hand);
  const remove = (code: string) => {
    const at = hand.concealed.lastIndexOf(code);
    hand.concealed.splice(at, 1);
    lastAdded = [];
    picked();
  };
  for (const tile of sorted) {
    const b = el('button', { type: 'button', class: 'one' }, el('span', { class: 'sr' }, t.page.remove), mini(tile));
    b.addEventListener('click', () => {
      // Take out a copy other than the winning tile (the last entered).
      const at = hand.concealed.slice(0, -1).lastIndexOf(tile);
      hand.concealed.splice(at, 1);
      lastAdded = [];
      picked();
    });
    box.append(b);
  }
  if (winning !== null) {
    const b = el('button', { type: 'button', class: 'one winning' }, el('span', { class: 'sr' }, t.page.remove), mini(winning), el('span', { class: 'sr' }, t.page.theLastTile));
    b.addEventListener('click', () => remove(winning));
    if (tileCount(hand) === 14) box.append(el('span', { class: 'winning-tile' }, b, el('span', { class: 'tag' }, t.page.winningTileTag)));
    else box.append(b);
  }
  const count = tileCount(hand);
  $('count').textContent = `${t.page.tiles(count)}${hand.melds.some((m) => m.kind.endsWith('kong')) ? t.page.kongCounts3 : ''}`;
}

// ------------------------------------------------------------------ the notation field

field.addEventListener('input', typed);

/** The field changed: the picker follows when the line reads. */
function typed(): void {
  state = { ...state, hand: field.value };
  answer();
}

// ------------------------------------------------------------------ answers

const status = $('verdict');
const details = $('details');

function setStatus(kind: string, headline: string, sub = ''): void {
  status.className = `verdict v-${kind}`;
  // On a phone the details are below the picker: a button takes the reader there.
  $('to-details').hidden = !['win', 'below', 'none', 'ready', 'not-ready', 'advice'].includes(kind);
  $('to-details').textContent = kind === 'ready' || kind === 'not-ready' ? t.page.toWaits : kind === 'advice' ? t.views.toAdvice : t.page.toDetails;
  status.replaceChildren(el('span', { class: 'headline' }, headline), ...(sub ? [el('span', { class: 'sub' }, sub)] : []));
}

/**
 * The line in the field, read and answered; the address and the result follow, and the
 * picker too when the line was typed (`fromPicker`: the picker wrote it, and stays as it is).
 */
function answer(fromPicker = false): void {
  const line = field.value;
  writeState(state);
  $('why').replaceChildren();
  details.replaceChildren();
  showError(null, line);
  if (line.trim() === '') {
    hand = { ...emptyHand(), seat: hand.seat, round: hand.round };
    showPicker();
    setStatus('idle', t.page.start, t.page.startSub);
    return;
  }
  const r = score(line, { rules: state.rules });
  if (!r.ok) {
    showPicker();
    if (r.error.code === 'empty' || r.error.code === 'no-winning-tile') {
      setStatus('idle', t.page.tiles(tileCount(hand)), t.page.nowStanding);
      return;
    }
    showError(r.error, line);
    setStatus('error', t.page.cannotRead, r.error.column !== null ? t.page.seeColumn(r.error.column) : t.page.seeMessage);
    return;
  }
  // +last is implied when the other three copies are in the winner's own pung (NOTATION.md):
  // the box stays as written, so that the implication does not outlive the tile that made it.
  if (!fromPicker) {
    const c = canonical(line);
    const read = { ...fromJson(r.hand), last: r.hand.last && c.ok && c.canonical.split(' ').includes('+last') };
    if (notation(read) !== notation(hand)) lastAdded = [];
    hand = read;
  }
  showPicker();
  const count = tileCount(hand);
  if (r.reasonCode === 'tile-count' && count === 13) showWaits(notation(hand, true));
  else if (r.reasonCode === 'tile-count')
    setStatus('idle', t.page.tiles(count), count < 13 ? t.page.moreTiles(13 - count, 14 - count) : t.page.tooMany(count - 14));
  else showScore(r, line);
}

/** A reading error: the message, and the line with the column marked (as the CLI's caret). */
function showError(error: { message: string; column: number | null; code: string } | null, line: string): void {
  const box = $('read-error');
  field.setAttribute('aria-invalid', String(error !== null));
  // The picker keeps the last hand that read: dimmed while the field does not read.
  $('picked').classList.toggle('stale', error !== null);
  if (error === null) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  box.hidden = false;
  const chars = Array.from(line);
  const col = error.column;
  const echo = el('div', { class: 'echo' });
  if (col !== null) {
    echo.append(chars.slice(0, col - 1).join(''));
    echo.append(el('mark', { 'data-column': String(col), title: t.page.column(col) }, chars[col - 1] ?? ' '));
    echo.append(chars.slice(col).join(''));
  } else echo.append(line);
  box.replaceChildren(echo, el('p', {}, t.readError(error.code as never, error.message)), el('p', { class: 'code' }, error.code));
}

/**
 * In the verdict box: who pays what, and each default the score depends on (as the
 * CLI's screen says it: "round E assumed: the score depends on it") with the four
 * winds to change it in one tap.
 */
function assumedInVerdict(r: ScoreOk): void {
  const pays = r.payments.map((p) => `${p.seat === null ? t.screen.role(p.role) : t.wind(p.seat)} ${p.amount > 0 ? '+' : ''}${p.amount}`).join(' · ');
  status.append(el('span', { class: 'pays', id: 'verdict-pays' }, pays));
  for (const opt of r.assumed ?? []) {
    const now = opt === 'seat' ? r.hand.seatWind : r.hand.prevalentWind;
    const row = el('span', { class: 'assumed', 'data-assumed': opt }, t.page.assumed(opt, now));
    for (const w of ['E', 'S', 'W', 'N']) {
      const b = el('button', { type: 'button', 'aria-pressed': String(w === now), 'aria-label': t.page.assumedButton(opt, w) }, t.wind(w));
      b.addEventListener('click', () => {
        const radio = document.querySelector<HTMLInputElement>(`input[name=${opt}][value=${w}]`);
        if (radio === null) return;
        radio.checked = true;
        radio.dispatchEvent(new Event('change'));
      });
      row.append(b);
    }
    status.append(row);
  }
}

function showScore(r: ScoreOk, line: string): void {
  if (r.verdict === 'win') setStatus('win', t.page.validWin(r.total), r.total > r.fanPoints ? t.page.withFlowers(r.fanPoints, r.total - r.fanPoints) : '');
  else if (r.verdict === 'below-minimum') setStatus('below', t.page.below(minimumOf(r.rules), r.fanPoints), r.reason ?? '');
  else if (!state.claim) {
    // Not a winning hand, and no claim: which discard (web/advice.ts); the penalty is one tap away.
    setStatus('advice', t.views.noWinYet, t.views.noWinSub);
    status.append(claimSwitch());
    details.append(adviceView(notation(hand, true), state.rules, t));
    return;
  } else setStatus('none', t.page.noWinningHand, t.screen.reason(r.reasonCode, r.reason));
  assumedInVerdict(r);
  if (r.verdict === 'not-a-winning-hand') status.append(claimSwitch());
  if (r.arrangement.length > 0)
    details.append(
      el('h2', {}, t.page.arrangement),
      el('p', { class: 'arrangement' }, r.arrangement.map((s) => (s.melded ? `[${s.tiles.join(' ')}]` : s.tiles.join(' '))).join('  ·  ')),
    );
  if (r.fans.length > 0) {
    const list = el('ul', { class: 'fans', id: 'fans' });
    for (const f of r.fans)
      list.append(
        el('li', { 'data-fan': f.id }, fanButton(f.id, line), el('span', { class: 'pts' }, f.count > 1 ? `${f.count} × ${f.points}` : String(f.points))),
      );
    details.append(el('h2', {}, t.page.fans), list);
  }
  if (r.excluded.length > 0) {
    const list = el('ul', { class: 'fans excluded', id: 'excluded' });
    for (const x of r.excluded)
      list.append(
        el(
          'li',
          { 'data-fan': x.id, 'data-by': x.by },
          fanButton(x.id, line),
          el('span', { class: 'by' }, t.page.excludedBy(fanName(x.by))),
          el('span', { class: 'pts' }, x.count > 1 ? `${x.count} × ${x.points}` : String(x.points)),
        ),
      );
    details.append(el('h2', {}, t.page.notCounted), list);
  }
  if (r.payments.length > 0) details.append(el('h2', {}, t.page.payments), payments(r.payments));
  details.append(allFans(line));
}

/** For a referee: the 14 tiles were claimed as a win (a false claim: its penalty), or not (the advice). Kept in the address (`claim=1`). */
function claimSwitch(): HTMLElement {
  const b = el('button', { type: 'button', id: 'claim', class: 'claim', 'aria-pressed': String(state.claim) }, t.views.claim);
  b.addEventListener('click', () => {
    state = { ...state, claim: !state.claim };
    answer(true);
  });
  return b;
}

function payments(rows: ScoreOk['payments']): HTMLElement {
  const table = el('table', { class: 'payments', id: 'payments' }, el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t.page.seat), el('th', { scope: 'col' }, t.page.role), el('th', { scope: 'col', class: 'num' }, t.page.amount))));
  const body = el('tbody');
  for (const p of rows)
    body.append(
      el('tr', { 'data-seat': p.seat ?? '', 'data-role': p.role }, el('td', {}, windName(p.seat)), el('td', {}, t.screen.role(p.role)), el('td', { class: 'num' }, p.amount > 0 ? `+${p.amount}` : String(p.amount))),
    );
  table.append(body);
  return table;
}

function fanButton(id: FanId, line: string): HTMLElement {
  const b = el('button', { type: 'button', class: 'fan', 'data-why': id, 'aria-label': t.page.why(fanName(id)) }, fanName(id));
  b.addEventListener('click', () => explainFan(id, line));
  return b;
}

/** Every fan, to ask why one is absent. */
function allFans(line: string): HTMLElement {
  const list = el('ul', { class: 'all-fans' });
  for (const id of FAN_IDS) list.append(el('li', {}, fanButton(id, line)));
  return el('details', { class: 'all' }, el('summary', {}, t.page.everyFan), list);
}

function explainFan(id: FanId, line: string): void {
  const w = why(line, id, { rules: state.rules });
  const box = $('why');
  box.replaceChildren(el('h2', {}, t.page.whyTitle(fanName(id))), el('p', { id: 'why-text', 'data-case': w.ok ? w.case : 'error' }, w.ok ? w.text : w.error.message));
  box.scrollIntoView({ block: 'nearest' });
}

function showWaits(line: string): void {
  const w = waits(line, { rules: state.rules });
  if (!w.ok) {
    showError(w.error, line);
    setStatus('error', t.page.cannotRead, t.readError(w.error.code as never, w.error.message));
    return;
  }
  if (w.ready) {
    setStatus('ready', t.page.ready(w.waits.length), w.waits.map((x) => x.tile).join(' '));
    details.append(el('h2', {}, t.page.waits), waitsTable(w));
  } else {
    setStatus('not-ready', t.page.notReady(w.distance), '');
    const list = el('ul', { class: 'draws', id: 'draws' });
    for (const d of w.draws) list.append(el('li', { 'data-tile': d.tile }, el('span', {}, tileName(d.tile)), el('span', { class: 'unseen' }, `×${d.unseen}`)));
    details.append(el('h2', {}, t.page.drawsThatHelp), list);
  }
  details.append(el('p', { class: 'note' }, [t.page.bothWays, ...w.notes].join(' ')));
}

/** One block per winning tile: on a discard and self-drawn, each with its points, whether it reaches the minimum, and its fans. */
function waitsTable(w: WaitsOk): HTMLElement {
  const box = el('div', { class: 'waits', id: 'waits' });
  for (const x of w.waits) {
    const table = el(
      'table',
      { 'data-wait': x.tile },
      el('caption', {}, el('span', { class: 'wtile' }, tileName(x.tile)), el('span', { class: 'unseen' }, t.page.unseen(x.tile, x.unseen))),
      el('thead', {}, el('tr', {}, ...[t.page.waitWin, t.page.waitPoints, `${minimumOf(w.rules)}+`, t.page.receives].map((h, i) => el('th', { scope: 'col', class: i > 0 ? 'num' : '' }, h)))),
    );
    const body = el('tbody');
    for (const [how, win, key] of [
      [t.page.discard, x.discard, 'discard'],
      [t.page.selfDrawnRow, x.selfDrawn, 'wall'],
    ] as const)
      body.append(
        el(
          'tr',
          { 'data-win': key },
          el('th', { scope: 'row' }, how),
          el('td', { class: 'num points' }, String(win.fanPoints)),
          el('td', { class: `num enough ${win.enough ? 'yes' : 'no'}` }, win.enough ? t.page.yes : t.page.no),
          el('td', { class: 'num' }, win.received === null ? '–' : `+${win.received}`),
        ),
        el('tr', { class: 'wfans', 'data-fans': key }, el('td', { colspan: '4' }, win.fans.map((f) => `${fanName(f.id)} ${f.count > 1 ? `${f.count} × ` : ''}${f.points}`).join(', '))),
      );
    table.append(body);
    box.append(table);
  }
  return box;
}

// ------------------------------------------------------------------ start

function load(): void {
  state = readState(location.hash);
  field.value = state.hand;
  hand = emptyHand();
  lastAdded = [];
  answer();
}

buildPicker();
applyWords(t);
languageSwitch($<HTMLSelectElement>('lang'), lang, (next) => {
  lang = next;
  t = catalog(lang);
  applyWords(t);
  for (const s of document.querySelectorAll<HTMLElement>('[data-wind]')) s.textContent = windName(s.dataset.wind as Wind);
  for (const s of document.querySelectorAll<HTMLElement>('[data-under]')) {
    const tile = TILES.find((x) => x.code === s.dataset.under)!;
    s.textContent = ` ${t.page.tileUnder(tile.code, tile.under)}`;
  }
  // Fan names follow the language unless the address names them.
  setDefaultNames(lang === 'zh' ? 'zh' : 'en');
  practiceLang(t);
  load();
});
practiceLang(t);
load();
practice(location.hash);
tableView(location.hash);
// npm run bench reads it: the time from navigation start to the first answer shown.
performance.mark('mcr-first-result');
window.addEventListener('hashchange', () => {
  const practising = practice(location.hash);
  if (tableView(location.hash) || practising) return;
  const next = readState(location.hash);
  if (next.hand !== field.value || next.rules !== state.rules || next.names !== state.names || next.claim !== state.claim) load();
});
document.documentElement.dataset.ready = 'true';

// Installed as an app when served over http(s): the service worker keeps the page for offline use.
// (Opened as a file, it asks for nothing: the manifest and worker are only linked over http.)
if (/^https?:$/.test(location.protocol)) {
  document.head.append(el('link', { rel: 'manifest', href: 'manifest.webmanifest' }));
  if ('serviceWorker' in navigator)
    navigator.serviceWorker.register('sw.js').catch(() => {
      /* a static host without sw.js: the page still works, it just does not install */
    });
}
