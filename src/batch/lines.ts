/**
 * Batch input, byte by byte: Buffer chunks in (as they come from a stream, cut
 * anywhere), lines out, each as text or as a reading error of its own. Pure: no I/O.
 *
 * - One splitter per input; line numbers count from 1 in each.
 * - `\n` ends a line; one `\r` before it (CRLF) is dropped too.
 * - Each line is decoded on its own with a fatal decoder: invalid UTF-8 is an
 *   `invalid-utf8` error for that line (pointing at the column of the first bad byte),
 *   never a crash, and the next line reads as usual.
 * - A UTF-8 byte-order mark is dropped from the start of the first line, and of any
 *   line (the decoder, fresh for each line, does so), so files joined with `cat` read too.
 * - A line of more than `maxChars` code points is a `line-too-long` error. Memory
 *   stays bounded: once the bytes of a line pass 4 * maxChars (+ BOM and CR), no
 *   decoding can bring them back under the limit, so the rest of the line is
 *   skipped up to its newline without being kept. Only its first characters are
 *   kept, to show.
 * - A blank or comment line is skipped however long: while a skipped line is blank
 *   so far its bytes are decoded as they pass (not kept), and its first non-blank
 *   character decides: `#` a comment, anything else a line too long. Such a line
 *   comes out with text '' (a blank line: nothing to show, skipped).
 */
import { readError, type ReadError } from '../errors.js';

/** The longest line read, in characters (code points), without the line end. */
export const MAX_LINE_CHARS = 10_000;

/** Characters of a line too long (or not UTF-8) shown in its error's `input`. */
export const SHOWN_CHARS = 100;

export type Line =
  /** `no`: 1-based line number in its input, blank and comment lines counted. */
  | { no: number; text: string; error?: undefined }
  /** `text`: what can be shown of the line (the start of it, bad bytes as U+FFFD). */
  | { no: number; text: string; error: ReadError };

const NL = 0x0a;
const CR = 0x0d;
const BOM_BYTES = 3;

const strict = new TextDecoder('utf-8', { fatal: true });

export class LineSplitter {
  private readonly maxChars: number;
  /** Bytes a line (without CR) may take before it is certainly too long: 4 a character, a BOM. */
  private readonly maxBytes: number;
  /** The start of a line that did not end in the chunk it began in. */
  private parts: Buffer[] = [];
  private size = 0;
  /** The current line is too long: its bytes are skipped until the next newline. */
  private skipping = false;
  private shown = '';
  /** What the skipped line is, as far as known: blank so far, a comment, or text. */
  private lead: Lead = 'blank';
  /** Decodes a skipped line while it is blank so far (a character may be cut between chunks). */
  private leadDecoder: TextDecoder | null = null;
  /** Lines completed so far. */
  private no = 0;

  /** linesBefore: lines of the same input before the bytes this splitter is given (batch/pieces.ts). */
  constructor(maxChars: number = MAX_LINE_CHARS, linesBefore = 0) {
    this.maxChars = maxChars;
    this.no = linesBefore;
    this.maxBytes = 4 * maxChars + BOM_BYTES;
  }

  /** The lines completed by this chunk, in order. */
  push(chunk: Uint8Array): Line[] {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const out: Line[] = [];
    let start = 0;
    for (;;) {
      const nl = buf.indexOf(NL, start);
      if (nl < 0) break;
      if (this.size === 0 && !this.skipping) {
        out.push(this.line(buf.subarray(start, nl)));
      } else {
        this.keep(buf.subarray(start, nl));
        out.push(this.finish());
      }
      start = nl + 1;
    }
    if (start < buf.length) this.keep(buf.subarray(start));
    return out;
  }

  /** Bytes held for the unfinished line: never more than 4 * maxChars + 4 (BOM, CR). */
  get held(): number {
    return this.size;
  }

  /** The last line, when the input does not end with a newline. */
  end(): Line[] {
    return this.size > 0 || this.skipping ? [this.finish()] : [];
  }

  /** Holds (a copy of) the bytes of an unfinished line, or starts skipping them. */
  private keep(bytes: Buffer): void {
    if (bytes.length === 0) return;
    if (this.skipping) {
      if (this.lead === 'blank') this.scanLead(bytes);
      return;
    }
    if (this.size + bytes.length > this.maxBytes + 1 /* a CR */) {
      this.shown = show(Buffer.concat([...this.parts, bytes.subarray(0, 4 * SHOWN_CHARS + BOM_BYTES)]));
      this.skipping = true;
      this.lead = 'blank';
      this.leadDecoder = new TextDecoder('utf-8');
      for (const part of this.parts) if (this.lead === 'blank') this.scanLead(part);
      if (this.lead === 'blank') this.scanLead(bytes);
      this.parts = [];
      this.size = 0;
      return;
    }
    this.parts.push(Buffer.from(bytes));
    this.size += bytes.length;
  }

  /** The line held in parts (or skipped) ends here. */
  private finish(): Line {
    if (this.skipping) {
      this.skipping = false;
      this.leadDecoder = null;
      this.no++;
      return this.lead === 'text' ? this.tooLong(this.shown) : { no: this.no, text: '' };
    }
    const bytes = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    return this.line(bytes);
  }

  /** One whole line's bytes, without its `\n`. */
  private line(raw: Buffer): Line {
    this.no++;
    const bytes = raw.length > 0 && raw[raw.length - 1] === CR ? raw.subarray(0, raw.length - 1) : raw;
    if (bytes.length > this.maxBytes) {
      if (leadOf(new TextDecoder('utf-8'), bytes) !== 'text') return { no: this.no, text: '' };
      return this.tooLong(show(bytes.subarray(0, 4 * SHOWN_CHARS + BOM_BYTES)));
    }
    let text: string;
    try {
      text = strict.decode(bytes);
    } catch {
      return this.invalid(bytes);
    }
    if (text.length > this.maxChars && codePoints(text) > this.maxChars) {
      // A blank or comment line is skipped whatever its length.
      const rest = text.trimStart();
      if (rest === '' || rest.startsWith('#')) return { no: this.no, text: '' };
      return this.tooLong(shorten(text));
    }
    return { no: this.no, text };
  }

  /** Follows a skipped line that has been blank so far through more of its bytes. */
  private scanLead(bytes: Buffer): void {
    this.lead = leadOf(this.leadDecoder as TextDecoder, bytes);
  }

  private tooLong(shown: string): Line {
    const message = `line longer than ${this.maxChars} characters; expected one hand per line`;
    return { no: this.no, text: shown, error: readError('line-too-long', message, null) };
  }

  private invalid(bytes: Buffer): Line {
    const at = firstInvalidByte(bytes);
    // Columns count code points (the lead bytes), after a BOM the decoder drops.
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? BOM_BYTES : 0;
    let column = 1;
    for (let i = bom; i < at; i++) if ((bytes[i] & 0xc0) !== 0x80) column++;
    const hex = bytes[at].toString(16).toUpperCase().padStart(2, '0');
    const message = `invalid UTF-8 at column ${column} (byte 0x${hex}); expected UTF-8 text`;
    return { no: this.no, text: lenient.decode(bytes), error: readError('invalid-utf8', message, column) };
  }
}

/** Blank lines and # comments hold no hand: they are skipped, whatever else they hold. */
export function isSkipped(line: Line): boolean {
  const t = line.text;
  const c = t.charCodeAt(0);
  // Most lines are hands: a first character that is neither space nor '#'.
  if (c === 0x23) return true;
  if (t.length > 0 && c > 0x20 && c !== 0xa0 && c !== 0xfeff && c < 0x1680) return false;
  // A blank or comment line too long to keep comes out as '' (LineSplitter), so a
  // line-too-long error is always text: the same test holds for every line.
  const rest = t.trimStart();
  return rest === '' || rest.startsWith('#');
}

const lenient = new TextDecoder('utf-8');

type Lead = 'blank' | 'comment' | 'text';

/**
 * Whether bytes that follow a blank start of a line (decoded by `decoder`, which keeps
 * a character cut at their end for the next call) are still blank, start a comment,
 * or start text. Blank as isSkipped has it: what String.prototype.trimStart drops.
 * Decoded 4 KB at a time, stopping at the first non-blank character: memory stays
 * bounded however long the line.
 */
function leadOf(decoder: TextDecoder, bytes: Buffer): Lead {
  let i = 0;
  for (;;) {
    const piece = bytes.subarray(i, i + 4096);
    if (piece.length === 0) return 'blank';
    const text = decoder.decode(piece, { stream: true });
    const rest = text.trimStart();
    if (rest !== '') return rest.charCodeAt(0) === 0x23 ? 'comment' : 'text';
    i += piece.length;
  }
}

/** The start of a line too long to read, for its error's `input`. */
function show(bytes: Buffer): string {
  // stream: true keeps a character cut at the end of the bytes out of the text.
  return shorten(new TextDecoder('utf-8').decode(bytes, { stream: true }));
}

const shorten = (text: string): string => Array.from(text).slice(0, SHOWN_CHARS).join('') + '…';

function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff) n++;
  }
  return n;
}

/**
 * Offset of the first byte that does not begin a well-formed UTF-8 sequence
 * (Unicode table 3-7), or the length when there is none.
 */
export function firstInvalidByte(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    if (c < 0x80) {
      i++;
      continue;
    }
    let more: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) more = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      more = 2;
      if (c === 0xe0) lo = 0xa0;
      else if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      more = 3;
      if (c === 0xf0) lo = 0x90;
      else if (c === 0xf4) hi = 0x8f;
    } else return i;
    if (i + more >= b.length) return i;
    if (b[i + 1] < lo || b[i + 1] > hi) return i;
    for (let k = 2; k <= more; k++) if ((b[i + k] & 0xc0) !== 0x80) return i;
    i += more + 1;
  }
  return b.length;
}
