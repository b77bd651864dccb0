/**
 * An input's bytes cut into pieces of whole lines, for the workers of a parallel batch
 * (batch/parallel.ts): each piece is read by a LineSplitter of its own (scorePiece),
 * numbered from the lines before it, and gives the very lines one splitter over the
 * whole input would (a line's reading depends on its bytes alone). Pure: no I/O.
 *
 * Memory stays bounded: the start of a line is held only up to MAX_HELD bytes; a line
 * longer than that is followed by a LineSplitter of its own here (which skips what it
 * cannot keep) and comes out as that one Line.
 */
import { LineSplitter, MAX_LINE_CHARS, type Line } from './lines.js';
import type { Batch } from './run.js';

/** Bytes of input a piece takes (a little more, to end on a line end): about a thousand hands. */
export const PIECE_BYTES = 48 * 1024;

/** Bytes of an unfinished line held before it is left to a splitter of its own. */
const MAX_HELD = 256 * 1024;

const NL = 0x0a;

export type Piece =
  /** Whole lines (the last of an input may lack its newline); `lines`: how many newlines. */
  | { kind: 'bytes'; linesBefore: number; bytes: Uint8Array; lines: number }
  /** One line already read (one too long to hold). */
  | { kind: 'line'; line: Line };

export class Pieces {
  /** Bytes not yet in a piece: whole lines, then the start of a line (`tail` bytes). */
  private held: Buffer[] = [];
  private heldSize = 0;
  private tail = 0;
  /** The current line is too long to hold: its own splitter reads it. */
  private long: LineSplitter | null = null;
  /** Lines before the next piece. */
  private no = 0;

  constructor(private readonly pieceBytes = PIECE_BYTES) {}

  /** The pieces completed by this chunk, in order. */
  push(chunk: Buffer): Piece[] {
    const out: Piece[] = [];
    let start = 0;
    if (this.long !== null) {
      const nl = chunk.indexOf(NL);
      if (nl < 0) {
        this.long.push(chunk);
        return out;
      }
      for (const line of this.long.push(chunk.subarray(0, nl + 1))) out.push({ kind: 'line', line });
      this.long = null;
      this.no++;
      start = nl + 1;
    }
    if (start === chunk.length) return out;
    const rest = chunk.subarray(start);
    const last = rest.lastIndexOf(NL);
    // A copy: the stream's chunk may be a view of memory it uses again.
    this.held.push(Buffer.from(rest));
    this.heldSize += rest.length;
    this.tail = last < 0 ? this.tail + rest.length : rest.length - last - 1;
    if (this.heldSize - this.tail >= this.pieceBytes || this.tail > MAX_HELD) this.cutHeld(out);
    if (this.tail > MAX_HELD) {
      const long = new LineSplitter(MAX_LINE_CHARS, this.no);
      for (const part of this.held) long.push(part);
      this.long = long;
      this.held = [];
      this.heldSize = this.tail = 0;
    }
    return out;
  }

  /** The last pieces: what is held, the last line without its newline included. */
  end(): Piece[] {
    const out: Piece[] = [];
    if (this.long !== null) {
      for (const line of this.long.end()) out.push({ kind: 'line', line });
      this.long = null;
      this.no++;
      return out;
    }
    if (this.heldSize > 0) this.cut(Buffer.concat(this.held, this.heldSize), out);
    this.held = [];
    this.heldSize = this.tail = 0;
    return out;
  }

  /** The whole lines held into pieces; the start of a line stays held. */
  private cutHeld(out: Piece[]): void {
    const all = Buffer.concat(this.held, this.heldSize);
    this.cut(all.subarray(0, this.heldSize - this.tail), out);
    this.held = this.tail > 0 ? [all.subarray(this.heldSize - this.tail)] : [];
    this.heldSize = this.tail;
  }

  /** Lines into pieces of about pieceBytes each (ending on a newline but for an input's last), each its own copy. */
  private cut(lines: Buffer, out: Piece[]): void {
    for (let at = 0; at < lines.length; ) {
      const nl = at + this.pieceBytes >= lines.length ? -1 : lines.indexOf(NL, at + this.pieceBytes - 1);
      const end = nl < 0 ? lines.length : nl + 1;
      // A copy of its own: the piece is sent to a worker, and a view would send all the bytes under it.
      const bytes = new Uint8Array(end - at);
      bytes.set(lines.subarray(at, end));
      const n = countLines(bytes);
      out.push({ kind: 'bytes', linesBefore: this.no, bytes, lines: n });
      this.no += n;
      at = end;
    }
  }
}

function countLines(bytes: Uint8Array): number {
  let n = 0;
  for (let i = bytes.indexOf(NL); i >= 0; i = bytes.indexOf(NL, i + 1)) n++;
  return n;
}

/** A piece's lines through a batch (its output through the batch's writer), in order. */
export function scorePiece(piece: Piece, file: string, batch: Batch): void {
  if (piece.kind === 'line') return batch.line(piece.line, file);
  const lines = new LineSplitter(MAX_LINE_CHARS, piece.linesBefore);
  for (const line of lines.push(piece.bytes)) batch.line(line, file);
  for (const line of lines.end()) batch.line(line, file);
}
