/**
 * Checks on a hand that has been read: tile copies, tile count and the consistency
 * of the options with each other and with the tiles (NOTATION.md "Counts" and
 * "Options"). Syntax is parse.ts's business; this module only looks at a Hand.
 *
 * Order of the checks (the first that fails decides), chosen to reproduce the
 * reference corpus (shared/corpus/bad-input.jsonl) and because each step only makes
 * sense once the previous ones hold:
 *
 *   1. too many copies (error): a tile more than 4 times describes tiles that do not
 *      exist, whatever else the line says. Counted over melds and concealed tiles in
 *      written order; the column is the 5th occurrence.
 *      (corpus: `(6666b) (4444b) (2222d) 6b 667d 6d +win:wall ... +kong` is an error)
 *   2. options that contradict each other, whatever the tiles (error):
 *      `+from` with `+win:wall`; `+from` equal to `+seat`; `+kong` on a discard (robbing
 *      a kong) with `+wall-last` (no kong can be added once the wall's last tile is drawn).
 *   3. tile count: 14 tiles, each kong counting 3. No claim can have another count, so
 *      a line with one is a typing slip (`slip`: a reading error saying the count and
 *      the likely slip); where the input says it is a claim (score()'s default `claim`,
 *      a session log, `mcr --claim`) it is a false mahjong to judge (`reason`).
 *   4. options that contradict the hand (error): `+kong` with `+win:wall` in a hand
 *      without a kong; `+last` when the winning tile is also elsewhere among the
 *      concealed tiles; robbing a kong (`+kong` on a discard) while holding another
 *      copy of the winning tile. These read the hand's shape, so they come after the
 *      count: `123b456c +win:wall ... +kong` (6 tiles, no kong) is expected to be
 *      "not a winning hand", not an error.
 *
 * Whether the 14 tiles form a winning shape is the scorer's job, not this module's.
 */
import { readError, type ReadError } from '../errors.js';
import { TILE_COUNT, tileCode, tileName, type Tile, type Wind } from '../tiles.js';
import type { Hand, Meld } from './types.js';

export type Checked =
  | { kind: 'ok' }
  | { kind: 'error'; error: ReadError }
  | { kind: 'not-winning'; reason: string; slip: ReadError };

/**
 * Where things were written in the line a hand was read from, so that validate() can
 * point at a column.
 */
export interface SourceColumns {
  /**
   * The first tile of the line written a 5th time, counting melds and concealed tiles
   * in written order, and the 1-based code-point column of that 5th copy; -1 and 0
   * when no tile is written more than 4 times. (The reader counts as it goes: cheaper
   * than keeping every tile with its column for validate to count again.)
   */
  fifthCopy: Tile;
  fifthCopyCol: number;
  /**
   * The column of the first set written after the last concealed tile, 0 when the
   * line ends with a concealed tile: the winning tile is the last concealed tile, so a
   * line that ends with a set leaves it to be taken from before it (score()'s note
   * `winning-tile-taken`, an error with `strict`).
   */
  meldAfterWinning: number;
  /** Column of each option's '+', 0 when the option was not written. */
  win: number;
  seat: number;
  round: number;
  from: number;
  flowers: number;
  last: number;
  wallLast: number;
  kong: number;
}

/**
 * A Hand as parseLine() makes it: the plain Hand fields, plus, in a private field that
 * no enumeration, JSON or equality test sees, where its tiles and options were
 * written. A Hand built in code (or copied with {...hand}) has no source, and
 * validate() then reports column null. (A private field rather than a WeakMap: the
 * reader is on the hot path, and a WeakMap entry per line halved its speed.)
 */
export class ReadHand implements Hand {
  concealed: Tile[];
  melds: Meld[];
  winningTile: Tile;
  win: 'wall' | 'discard' = 'discard';
  seatWind: Wind = 'E';
  prevalentWind: Wind = 'E';
  discarder: Wind | null = null;
  flowers = 0;
  last = false;
  wallLast = false;
  kong = false;
  readonly #source: SourceColumns;

  /** concealed must not be empty: its last tile is the winning tile. */
  constructor(concealed: Tile[], melds: Meld[], source: SourceColumns) {
    this.concealed = concealed;
    this.melds = melds;
    this.winningTile = concealed[concealed.length - 1];
    this.#source = source;
  }

  /** The columns of a hand read by parseLine(), undefined for any other Hand. */
  static sourceOf(hand: Hand): SourceColumns | undefined {
    return #source in hand ? (hand as ReadHand).#source : undefined;
  }
}

/**
 * A line read by parseLine() that gives +win where both ways to win are weighed (`mcr
 * waits`, advice): the error, saying what `doing` does instead, or null.
 */
export function winGiven(hand: Hand, doing: string): { code: 'win-option'; message: string; column: number } | null {
  const src = ReadHand.sourceOf(hand);
  if (!src || src.win <= 0) return null;
  return {
    code: 'win-option',
    message: `+win at column ${src.win}: ${doing} both ways to win (on a discard and by self-draw); expected the hand without +win`,
    column: src.win,
  };
}

/**
 * NOTATION.md: `+last` is implied when the other three copies of the winning tile are
 * in the winner's own melded pung (`[555d] ... 5d`). A melded kong can not imply it:
 * kong plus winning tile would be 5 copies. A concealed kong likewise.
 */
export function impliedLast(hand: Hand): boolean {
  const w = hand.winningTile;
  const { melds } = hand;
  for (let k = 0; k < melds.length; k++) {
    const m = melds[k];
    if (m.kind === 'pung' && !m.concealed && m.tiles[0] === w) return true;
  }
  return false;
}

/** Scratch counts, reused between calls (validate is not re-entrant and needs not be). */
const counts = new Uint8Array(TILE_COUNT);

export function validate(hand: Hand): Checked {
  const src = ReadHand.sourceOf(hand);

  // 0. What parseLine() guarantees, checked again for hands built in code.
  if (hand.concealed.length === 0) {
    return error(
      readError('no-winning-tile', 'no concealed tile; expected at least the winning tile outside brackets', null),
    );
  }
  if (!Number.isInteger(hand.flowers) || hand.flowers < 0 || hand.flowers > 8) {
    return error(readError('bad-flowers', `${hand.flowers} flowers; expected a whole number from 0 to 8`, null));
  }

  // 1. No tile more than 4 times.
  const copies = tooManyCopies(hand, src);
  if (copies) return error(copies);

  // 2. Options against options.
  if (hand.discarder !== null) {
    const at = col(src?.from);
    if (hand.win === 'wall') {
      return error(
        readError(
          'inconsistent-options',
          `+from:${hand.discarder}${where(at)} names a discarder, but +win:wall says the winning tile was self-drawn; expected +from only with a discard win`,
          at,
        ),
      );
    }
    if (hand.discarder === hand.seatWind) {
      return error(
        readError(
          'inconsistent-options',
          src && src.seat === 0
            ? `+from:${hand.discarder}${where(at)} is the winner's own seat (seat ${hand.seatWind}, assumed: the line gives no +seat); expected the seat of another player, or the winner's seat given with +seat`
            : `+from:${hand.discarder}${where(at)} is the winner's own seat (seat ${hand.seatWind}); expected the seat of another player`,
          at,
        ),
      );
    }
  }

  if (hand.kong && hand.win === 'discard' && hand.wallLast) {
    const at = col(src?.kong);
    return error(
      readError(
        'inconsistent-options',
        `+kong${where(at)} on a discard means robbing a kong, but +wall-last says the wall's last tile was drawn, after which no kong can be added; expected +kong or +wall-last, not both (or +win:wall for a kong's replacement tile that was the wall's last)`,
        at,
      ),
    );
  }

  // 3. Tile count: 14, each kong counting 3.
  // (Index loops rather than for...of here and below: validate runs once per line, and
  // a fresh process runs it in the interpreter, where for...of makes an iterator.)
  const { concealed, melds } = hand;
  let tiles = concealed.length;
  let kongs = 0;
  for (let k = 0; k < melds.length; k++) {
    tiles += melds[k].tiles.length;
    if (melds[k].kind === 'kong') kongs++;
  }
  if (tiles - kongs !== 14) {
    const count = tiles - kongs;
    const kong = kongHint(hand, count);
    return {
      kind: 'not-winning',
      reason: `${count} tiles; a winning hand has 14, kongs counting 3${kong}`,
      slip: readError('tile-count', countSlip(hand, count, kong), null),
    };
  }

  // 4. Options against the hand.
  const w = hand.winningTile;
  if (hand.kong && hand.win === 'wall' && kongs === 0) {
    const at = col(src?.kong);
    return error(
      readError(
        'inconsistent-options',
        `+kong${where(at)} with +win:wall says the winning tile replaced a kong, but the hand has no kong; expected a kong in [ ] or ( )`,
        at,
      ),
    );
  }
  let winningInConcealed = 0;
  for (let k = 0; k < concealed.length; k++) if (concealed[k] === w) winningInConcealed++;
  if (hand.last && winningInConcealed > 1) {
    const at = col(src?.last);
    return error(
      readError(
        'inconsistent-options',
        `+last${where(at)}: the winning tile ${tileCode(w)} is also among the concealed tiles, so it is not the last of its kind; expected +last only when the other three ${tileCode(w)} are visible elsewhere`,
        at,
      ),
    );
  }
  if (hand.kong && hand.win === 'discard') {
    let others = winningInConcealed - 1;
    for (let k = 0; k < melds.length; k++) for (const t of melds[k].tiles) if (t === w) others++;
    if (others > 0) {
      const at = col(src?.kong);
      return error(
        readError(
          'inconsistent-options',
          `+kong${where(at)} on a discard means robbing a kong, but the hand holds another ${tileCode(w)}; expected the other three ${tileCode(w)} to be in the robbed kong`,
          at,
        ),
      );
    }
  }
  return { kind: 'ok' };
}

const error = (e: ReadError): Checked => ({ kind: 'error', error: e });

/**
 * For a hand of more than 14 tiles: four of a tile among the concealed tiles may be a
 * kong written without its brackets (`EEEE` for `(EEEE)`), which would count 3.
 * '' when that does not explain the count.
 */
function kongHint(hand: Hand, count: number): string {
  if (count <= 14) return '';
  counts.fill(0);
  for (const t of hand.concealed) counts[t]++;
  const fours: Tile[] = [];
  for (let t = 0; t < TILE_COUNT; t++) if (counts[t] === 4) fours.push(t);
  if (fours.length === 0 || fours.length < count - 14) return '';
  const written = (t: Tile) => {
    const c = tileCode(t);
    return c.length === 2 ? c[0].repeat(4) + c[1] : c.repeat(4);
  };
  const k = written(fours[0]);
  return `; four ${tileCode(fours[0])} among the concealed tiles: if they are a kong, write it (${k}) when concealed or [${k}] when melded`;
}
/**
 * The count and the likely slip, for a line whose count no claim can have: "15 tiles:
 * one too many; is the winning tile written twice?". `kong` is kongHint's text.
 */
function countSlip(hand: Hand, count: number, kong: string): string {
  const off = Math.abs(count - 14);
  const amount = `${off === 1 ? 'one' : off} too ${count > 14 ? 'many' : 'few'}`;
  let likely: string;
  if (kong !== '') likely = kong.slice(2);
  else if (count === 15) likely = 'is the winning tile written twice?';
  else if (count === 13) likely = 'is the winning tile missing? (write it last)';
  else likely = 'check the tiles typed';
  return `${count} tiles: ${amount}; ${likely} (a winning hand has 14 tiles, kongs counting 3)`;
}

/** Column of an option, or null when it was not recorded. */
const col = (c: number | undefined): number | null => (c ? c : null);
const where = (c: number | null): string => (c === null ? '' : ` at column ${c}`);

function tooManyCopies(hand: Hand, src: SourceColumns | undefined): ReadError | null {
  let found: Tile = -1;
  let at: number | null = null;
  if (src) {
    // Counted by the reader, in written order.
    found = src.fifthCopy;
    at = src.fifthCopyCol;
  } else {
    counts.fill(0);
    outer: for (const group of [...hand.melds.map((m) => m.tiles), hand.concealed]) {
      for (const t of group) {
        if (++counts[t] === 5) {
          found = t;
          break outer;
        }
      }
    }
  }
  if (found < 0) return null;
  return readError(
    'too-many-copies',
    `too many copies of ${tileName(found)} (${tileCode(found)})${at === null ? '' : `: the 5th is at column ${at}`}; expected at most 4 of each tile in the whole line, melds included`,
    at,
  );
}
