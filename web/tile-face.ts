/** A tile drawn small, the one way the page draws a tile that is not a picker button (the hand entered, the practice view's hands). */
import { el } from './dom.js';
import { TILE_INDEX, TILES } from './hand.js';

export function mini(code: string): HTMLElement {
  const t = TILES[TILE_INDEX.get(code)!];
  return el('span', { class: `mini s-${t.suit}`, title: t.name }, el('b', {}, t.face), el('small', {}, t.suit === 'h' ? '' : t.suit));
}
