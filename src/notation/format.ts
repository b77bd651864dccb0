/**
 * The canonical form of a hand (NOTATION.md "Canonical form"):
 *
 *   melds first, sorted by tile (b, c, d, then E S W N R G P), a chow before a pung
 *   before a kong of the same first tile, melded [ ] before concealed ( );
 *   then the concealed tiles without the winning tile, sorted, one group per suit
 *   (`11234b`) and one per honor (`EEE`); then the winning tile alone;
 *   then the options in the order of NOTATION.md's table, defaults omitted.
 *
 * Only canonical letters are written (b c d, R G P), never aliases or Unicode tiles;
 * Unicode flowers are folded into +flowers:N. `+last` is omitted when it is implied
 * (see impliedLast), since reading the form back implies it again.
 *
 * parseLine(canonical(h)) gives back h: the same concealed tiles as a multiset with
 * the same winning tile, the same melds (as a multiset) and the same options.
 */
import { impliedLast } from '../hand/validate.js';
import type { Hand, Meld, MeldKind } from '../hand/types.js';
import { HONOR_LETTERS, SUITS, type Tile } from '../tiles.js';

const RANKS = '123456789';
const KIND_ORDER: Record<MeldKind, number> = { chow: 0, pung: 1, kong: 2 };

export function canonical(hand: Hand): string {
  const parts: string[] = [];

  const melds = hand.melds.slice().sort(compareMelds);
  for (const m of melds) {
    const body = groups(m.tiles).join('');
    parts.push(m.concealed ? `(${body})` : `[${body}]`);
  }

  // The concealed tiles but one copy of the winning tile (the last one written).
  const rest = hand.concealed.slice();
  const w = rest.lastIndexOf(hand.winningTile);
  if (w >= 0) rest.splice(w, 1);
  rest.sort((a, b) => a - b);
  for (const g of groups(rest)) parts.push(g);
  parts.push(groups([hand.winningTile])[0]);

  if (hand.win === 'wall') parts.push('+win:wall');
  if (hand.seatWind !== 'E') parts.push(`+seat:${hand.seatWind}`);
  if (hand.prevalentWind !== 'E') parts.push(`+round:${hand.prevalentWind}`);
  if (hand.discarder !== null) parts.push(`+from:${hand.discarder}`);
  if (hand.flowers > 0) parts.push(`+flowers:${hand.flowers}`);
  if (hand.last && !impliedLast(hand)) parts.push('+last');
  if (hand.wallLast) parts.push('+wall-last');
  if (hand.kong) parts.push('+kong');

  return parts.join(' ');
}

function compareMelds(a: Meld, b: Meld): number {
  return (
    a.tiles[0] - b.tiles[0] ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    Number(a.concealed) - Number(b.concealed)
  );
}

/**
 * Sorted tiles as notation groups: a run of one suit's digits with its letter
 * (`1123b`), and the copies of one honor (`EEE`).
 */
function groups(sorted: readonly Tile[]): string[] {
  const out: string[] = [];
  let k = 0;
  while (k < sorted.length) {
    const t = sorted[k];
    let text = '';
    if (t < 27) {
      const suit = (t / 9) | 0;
      while (k < sorted.length && sorted[k] < 27 && ((sorted[k] / 9) | 0) === suit) {
        text += RANKS[sorted[k] % 9];
        k++;
      }
      text += SUITS[suit];
    } else {
      const letter = HONOR_LETTERS[t - 27];
      while (k < sorted.length && sorted[k] === t) {
        text += letter;
        k++;
      }
    }
    out.push(text);
  }
  return out;
}
