/**
 * Reading a line for discard advice and for the chances (chances/): the hand, its
 * concealed counts, its melds' counts and the tiles seen (`+seen:`), checked. The
 * line's `+last`, `+wall-last` and `+kong` are left out with a note; `+draws:` and
 * `+wall:` (notation/draws.ts) give the draws left, for the chances.
 */
import { parseLine } from '../notation/parse.js';
import { ReadHand, validate, winGiven } from '../hand/validate.js';
import { handTiles } from '../hand/count.js';
import type { Hand } from '../hand/types.js';
import { tileCode } from '../tiles.js';
import { readDraws } from '../notation/draws.js';
import type { AdviceError } from './types.js';

/** A line read for advice. */
export interface AdviceRead {
  hand: Hand;
  /** The concealed tiles' counts (13 or 14 tiles less 3 per meld). */
  counts: Uint8Array;
  meldCounts: Uint8Array;
  /** The tiles given as seen. */
  seen: Uint8Array;
  tiles: 13 | 14;
  notes: string[];
  /** `+draws:N` or `+wall:K` converted (notation/draws.ts); null when neither is given. */
  draws: number | null;
}

const err = (error: AdviceError): { error: AdviceError } => ({ error });

/** Reads the line (13 or 14 tiles, `+seen:` allowed); `doing` words the +win refusal. */
export function readAdviceLine(input: string, doing = 'advice weighs'): AdviceRead | { error: AdviceError } {
  const drawn = readDraws(input);
  if ('error' in drawn) return drawn;
  const read = readSeen(drawn.line);
  if ('error' in read) return read;
  const parsed = parseLine(read.line);
  if (!parsed.ok) return err(parsed.error);
  const hand = parsed.hand;
  const src = ReadHand.sourceOf(hand);
  const withWin = winGiven(hand, doing);
  if (withWin) return err(withWin);
  const notes: string[] = [];
  const leftOut = [hand.last && src && src.last > 0 ? '+last' : '', hand.wallLast ? '+wall-last' : '', hand.kong ? '+kong' : ''].filter(Boolean);
  if (leftOut.length > 0)
    notes.push(`${leftOut.join(', ')} left out: advice judges the wins to come, which are not known to be the last tile or a kong's.`);
  hand.last = false;
  hand.wallLast = false;
  hand.kong = false;
  const checked = validate(hand);
  if (checked.kind === 'error') return err(checked.error);

  const { tiles, meldCounts } = handTiles(hand);
  if (tiles !== 13 && tiles !== 14) {
    return err({
      code: 'tile-count',
      message: `${tiles} tiles (kongs counting 3); expected 14 (13 and the tile just drawn, to choose a discard) or 13`,
      column: null,
    });
  }
  const counts = new Uint8Array(34);
  for (const t of hand.concealed) counts[t]++;
  for (let t = 0; t < 34; t++) {
    const seenT = read.seen[t];
    if (seenT > 0 && counts[t] + meldCounts[t] + seenT > 4) {
      return err({
        code: 'seen-count',
        message: `${tileCode(t)} ${counts[t] + meldCounts[t] + seenT} times counting +seen (the hand holds ${counts[t] + meldCounts[t]}); expected at most 4 in all`,
        column: null,
      });
    }
  }
  return { hand, counts, meldCounts, seen: Uint8Array.from(read.seen), tiles, notes, draws: drawn.draws };
}


/**
 * `+seen:TILES` anywhere among the options: its value and where it starts (1-based).
 * The value ends at a space or at the next `+`: an option glued to it
 * (`+seen:1b+seat:S`) is read as the notation reads glued options, for itself.
 */
const SEEN = /(^|\s)\+seen:([^\s+]*)/i;

/**
 * The line without its `+seen:` option (blanked, so that the reader's columns stay
 * right) and the seen tiles, or a reading error pointing into the option.
 */
function readSeen(input: string): { line: string; seen: number[] } | { error: AdviceError } {
  // Plain numbers: any count is counted (a Uint8Array would wrap at 256), and checked against 4 below.
  const seen = new Array<number>(34).fill(0);
  const m = SEEN.exec(input);
  if (!m) return { line: input, seen };
  const start = m.index + m[1].length; // the '+'
  const valueCol = start + '+seen:'.length + 1;
  const end = start + m[0].length - m[1].length;
  const again = SEEN.exec(input.slice(end));
  if (again) {
    const col = end + again.index + again[1].length + 1;
    return { error: { code: 'duplicate-option', message: `+seen given twice (again at column ${col}); expected it once`, column: col } };
  }
  const line = input.slice(0, start) + ' '.repeat(end - start) + input.slice(end);
  const value = m[2];
  if (value === '')
    return { error: { code: 'bad-option', message: `+seen at column ${start + 1} has no tiles; expected tiles like +seen:5b79cRR`, column: valueCol } };
  // Melds of others are tiles seen like any other: the brackets are read as spaces.
  const parsed = parseLine(value.replace(/[[\]()]/g, ' '));
  if (!parsed.ok) {
    const e = parsed.error;
    return { error: { code: e.code, message: `in +seen: ${e.message.replace(/column (\d+)/g, (_, c) => `column ${Number(c) + valueCol - 1}`)}`, column: e.column === null ? valueCol : e.column + valueCol - 1 } };
  }
  const h = parsed.hand;
  if (ReadHand.sourceOf(h) && (h.win !== 'discard' || h.flowers > 0 || h.last || h.wallLast || h.kong || h.discarder !== null))
    return { error: { code: 'bad-option', message: `+seen at column ${start + 1} holds options; expected only tiles (melds in brackets allowed)`, column: valueCol } };
  for (const t of h.concealed) seen[t]++;
  for (const meld of h.melds) for (const t of meld.tiles) seen[t]++;
  return { line, seen };
}

