/**
 * The Play view's drawings (web/table.ts): a seat at a glance (wind, player, total,
 * flowers, sets shown, discards), the person's tiles as buttons, a scored hand. Tiles
 * are drawn by web/tile-face.ts; nothing here decides anything of the game.
 */
import { gameTileCode, type HandJson, type HandState, type Seat } from '../src/index.js';
import { el } from './dom.js';
import { mini } from './tile-face.js';
import type { Catalog } from './lang.js';

/** The 34 tiles' codes; flowers and seasons (34..41) are drawn as a flower mark with their code. */
const face = (tile: number): HTMLElement => (tile < 34 ? mini(gameTileCode(tile)) : el('span', { class: 'mini tb-flower', title: gameTileCode(tile) }, el('b', {}, '✿'), el('small', {}, gameTileCode(tile))));

/** A set's tiles: a chow's three from its lowest, a pung's three, a kong's four. */
const setTiles = (kind: string, tile: number): number[] => (kind === 'chow' ? [tile, tile + 1, tile + 2] : new Array<number>(kind === 'kong' ? 4 : 3).fill(tile));

/** One seat at a glance. */
export function seatBlock(s: HandState, seat: Seat, o: { name: string; total: number; me: boolean; t: Catalog }): HTMLElement {
  const x = s.seats[seat];
  const acting = s.phase === 'claims' ? s.window!.from === seat : s.phase !== 'ended' && s.actor === seat;
  const box = el('div', { class: `tb-seat${o.me ? ' tb-me' : ''}${acting ? ' tb-acting' : ''}`, 'data-seat': String(seat) });
  const head = el(
    'p',
    { class: 'tb-who' },
    el('strong', {}, o.name),
    el('span', { class: 'tb-total' }, String(o.total)),
    ...(x.flowers.length > 0 ? [el('span', { class: 'tb-flowers', title: o.t.table.flowers(x.flowers.length) }, `✿${x.flowers.length}`, el('span', { class: 'sr' }, ` ${o.t.table.flowers(x.flowers.length)}`))] : []),
  );
  box.append(head);
  if (x.melds.length > 0) {
    const melds = el('div', { class: 'tb-melds', 'aria-label': o.t.table.melds, role: 'group' });
    for (const m of x.melds) melds.append(el('span', { class: `tb-meld${m.concealed ? ' k-concealed' : ''}`, 'data-kind': m.kind }, ...setTiles(m.kind, m.tile).map(face)));
    box.append(melds);
  }
  const discards = el('div', { class: 'tb-discards', 'aria-label': o.t.table.discards, role: 'group' });
  const last = s.window && !s.window.rob && s.window.from === seat ? x.discards.length - 1 : -1;
  x.discards.forEach((d, i) => {
    const f = face(d.tile);
    if (d.claimed) f.classList.add('tb-claimed');
    if (i === last) f.classList.add('tb-last');
    discards.append(f);
  });
  if (x.discards.length === 0) discards.append(el('span', { class: 'tb-none' }, o.t.table.noDiscards));
  box.append(discards);
  return box;
}

/** The person's concealed tiles in order, and the tile just drawn (on their turn) apart. */
export function handTiles(s: HandState, seat: Seat): { tiles: number[]; drawn: number | null } {
  const counts = s.seats[seat].counts.slice();
  const drawn = s.actor === seat && s.phase === 'turn' && s.drawn !== null && counts[s.drawn] > 0 ? s.drawn : null;
  if (drawn !== null) counts[drawn]--;
  const tiles: number[] = [];
  counts.forEach((n, t) => {
    for (let k = 0; k < n; k++) tiles.push(t);
  });
  return { tiles, drawn };
}

/** A tile of the person's hand as a button (a 44 px target), labelled with what a tap does. */
export function tileButton(tile: number, label: string, disabled: boolean): HTMLElement {
  const b = el('button', { type: 'button', class: 'tb-tile', 'data-code': gameTileCode(tile), 'aria-label': label }, face(tile));
  if (disabled) b.setAttribute('aria-disabled', 'true');
  return b;
}

/** The winning hand as the scorer read it: each set shown framed, the standing tiles, the winning tile marked. */
export function scoredHand(h: HandJson): HTMLElement {
  const box = el('div', { class: 'tb-scored', id: 'tb-scored' });
  for (const m of h.melds) box.append(el('span', { class: `tb-meld${m.concealed ? ' k-concealed' : ''}` }, ...m.tiles.map(mini)));
  const standing = h.concealed.slice();
  const at = standing.lastIndexOf(h.winningTile);
  if (at >= 0) standing.splice(at, 1);
  for (const x of standing) box.append(mini(x));
  const w = mini(h.winningTile);
  w.classList.add('tb-winning');
  box.append(w);
  return box;
}
