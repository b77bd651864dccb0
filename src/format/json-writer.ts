/**
 * The one JSON encoder: a schema is declared as kinds (below), each object's keys in
 * the order they are written, and one encoder writes any value of it as one line of
 * JSON, plain ASCII (docs/SCHEMA.md "Encoding"): every UTF-16 unit above U+007F as a
 * lower-case `\uXXXX` escape, control characters, `"` and `\` escaped as
 * JSON.stringify escapes them. Any JSON reader gets back the same text.
 *
 * Declaring a schema (format/json.ts declares every schema of mcr this way):
 *
 *   const SOURCE = object<SourceJson>({ file: str, line: num });
 *   const RESULT = object<MyResult>({
 *     schema: str,                  // keys in the order they are written
 *     name: nullable(str),          // null, or a string
 *     source: optional(SOURCE),     // left out when undefined
 *     rows: list(object<Row>({ id: str, points: num })),
 *     totals: record(num),          // an object whose keys are data (player names)
 *   });
 *   toJson(RESULT, value)           // the line, as a string
 *   jsonInto(RESULT, value, buf, at) // the line's bytes into buf (the batch's output)
 *
 * `object<T>` must name every key of T, and nothing else (the compiler says which);
 * a value's other properties are never written, and its keys' order does not matter.
 * The first key of an object may not be optional.
 *
 * No contract for a value that breaks its type (a result built by hand): it is
 * written as JSON.stringify writes it, with the same escapes, wherever it is met.
 *
 * Written as bytes, not strings: a batch writes hundreds of thousands of lines into
 * its output buffer (io/output.ts), and a string per line, flattened and encoded
 * again, measured slower than writing the bytes where they go.
 */

/** Where a line is being written. */
interface Out {
  buf: Uint8Array;
  at: number;
}

/** How one value is written. */
export interface Kind<T> {
  readonly write: (o: Out, v: T) => void;
  /** Left out of its object when undefined (optional()). */
  readonly optional?: boolean;
}

/** Thrown when the buffer has no room left for the line (caught by jsonInto and toJson). */
const FULL = new Error('no room left for the line');

const room = (o: Out, n: number): void => {
  if (o.at + n > o.buf.length) throw FULL;
};

/** ASCII text as bytes, made once. */
const bytes = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

function put(o: Out, chunk: Uint8Array): void {
  const n = chunk.length;
  const at = o.at;
  room(o, n);
  const b = o.buf;
  for (let i = 0; i < n; i++) b[at + i] = chunk[i];
  o.at = at + n;
}

function byte(o: Out, c: number): void {
  room(o, 1);
  o.buf[o.at++] = c;
}

const NULL = bytes('null');
const TRUE = bytes('true');
const FALSE = bytes('false');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const HEX = bytes('0123456789abcdef');
/** JSON.stringify's short escapes (\b \t \n \f \r \" \\), by the unit they escape; 0 for none. */
const SHORT = new Uint8Array(0x60);
for (const [c, e] of [[0x08, 'b'], [0x09, 't'], [0x0a, 'n'], [0x0c, 'f'], [0x0d, 'r'], [QUOTE, '"'], [BACKSLASH, '\\']] as const)
  SHORT[c] = e.charCodeAt(0);

/** A UTF-16 unit written as itself in a JSON string. */
const plain = (c: number): boolean => c >= 0x20 && c < 0x80 && c !== QUOTE && c !== BACKSLASH;
/** A string of plain units only. */
const PLAIN_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7f]*$/;
const NON_ASCII = /[\u0080-\uffff]/g;
const unicodeEscape = (c: string): string => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');

/** A value of the wrong type: as JSON.stringify writes it (null for what it leaves out), ASCII only. */
function other(o: Out, v: unknown): void {
  const text = ((JSON.stringify(v) as string | undefined) ?? 'null').replace(NON_ASCII, unicodeEscape);
  room(o, text.length);
  for (let i = 0; i < text.length; i++) o.buf[o.at++] = text.charCodeAt(i);
}

/** Bytes a string takes, quoted and escaped. */
function quotedLength(s: string): number {
  let n = 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    n += plain(c) ? 1 : c < 0x60 && SHORT[c] !== 0 ? 2 : 6;
  }
  return n;
}

/** Node's native copy of a string's bytes; null in a browser (the page for phones), which writes them one by one. */
const latin1Write: ((this: Uint8Array, s: string, at: number, n: number) => number) | null =
  typeof Buffer === 'function' ? Buffer.prototype.latin1Write : null;

function writeString(o: Out, s: string): void {
  if (typeof s !== 'string') return other(o, s);
  const n = s.length;
  // A long plain string (an input line, a sentence) in one native copy.
  if (latin1Write !== null && n >= 16 && PLAIN_TEXT.test(s)) {
    room(o, n + 2);
    o.buf[o.at] = QUOTE;
    o.at += 1 + latin1Write.call(o.buf, s, o.at + 1, n);
    o.buf[o.at++] = QUOTE;
    return;
  }
  // Six bytes a unit at most (\uXXXX); counted exactly only when that much is not left.
  if (o.at + 6 * n + 2 > o.buf.length) room(o, quotedLength(s));
  const b = o.buf;
  let at = o.at;
  b[at++] = QUOTE;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (plain(c)) {
      b[at++] = c;
      continue;
    }
    b[at++] = BACKSLASH;
    if (c < 0x60 && SHORT[c] !== 0) {
      b[at++] = SHORT[c];
      continue;
    }
    b[at++] = 0x75; // u
    b[at++] = HEX[c >> 12];
    b[at++] = HEX[(c >> 8) & 15];
    b[at++] = HEX[(c >> 4) & 15];
    b[at++] = HEX[c & 15];
  }
  b[at++] = QUOTE;
  o.at = at;
}

function writeNumber(o: Out, n: number): void {
  // Integers in 32 bits (nearly all) digit by digit; any other number as JSON.stringify writes it.
  if (typeof n !== 'number' || (n | 0) !== n) return other(o, n);
  room(o, 11);
  const b = o.buf;
  let at = o.at;
  if (n < 0) {
    b[at++] = 0x2d; // -
    n = -n;
  }
  let digits = 1;
  for (let k = (n / 10) | 0; k > 0; k = (k / 10) | 0) digits++;
  for (let i = at + digits - 1; i >= at; i--) {
    const q = (n / 10) | 0;
    b[i] = 0x30 + n - 10 * q;
    n = q;
  }
  o.at = at + digits;
}

function writeBoolean(o: Out, v: boolean): void {
  if (v === true) put(o, TRUE);
  else if (v === false) put(o, FALSE);
  else other(o, v);
}

// ---------------------------------------------------------------- kinds

/** A string. */
export const str: Kind<string> = { write: writeString };
/** A number (JSON has one sort). */
export const num: Kind<number> = { write: writeNumber };
export const bool: Kind<boolean> = { write: writeBoolean };

/** null, or a value of kind k. */
export const nullable = <T>(k: Kind<T>): Kind<T | null> => ({
  write: (o, v) => (v === null ? put(o, NULL) : k.write(o, v)),
});

/** In an object: the key and its value, or nothing when the value is undefined. */
export const optional = <T>(k: Kind<T>): Kind<T | undefined> => ({
  write: (o, v) => (v === undefined ? put(o, NULL) : k.write(o, v)),
  optional: true,
});

/** A list of values of kind k. */
export function list<T>(k: Kind<T>): Kind<readonly T[]> {
  const one = k.write;
  return {
    write(o, xs) {
      if (!Array.isArray(xs)) return other(o, xs);
      byte(o, 0x5b); // [
      for (let i = 0; i < xs.length; i++) {
        if (i > 0) {
          room(o, 1);
          o.buf[o.at++] = 0x2c; // ,
        }
        one(o, xs[i] as T);
      }
      byte(o, 0x5d); // ]
    },
  };
}

/** `"key":` as bytes, with the `{` or `,` before it. */
const keyBytes = (lead: string, key: string): Uint8Array => bytes(lead + JSON.stringify(key).replace(NON_ASCII, unicodeEscape) + ':');

/** What an object declaration gives for each key of T: its kind. */
export type Fields<T> = { [K in keyof T]-?: Kind<T[K]> };

/** An object with these keys, written in this order. */
export function object<T>(fields: Fields<T>): Kind<T> {
  const keys = Object.keys(fields) as (keyof T & string)[];
  const kinds = keys.map((k) => (fields as Record<string, Kind<unknown>>)[k]);
  if (keys.length === 0 || kinds[0].optional) throw new Error('an object kind needs a first key that is not optional');
  const heads = keys.map((k, i) => keyBytes(i === 0 ? '{' : ',', k));
  const writes = kinds.map((k) => k.write);
  const skips = kinds.map((k) => k.optional === true);
  const n = keys.length;
  return {
    write(o, v) {
      if (typeof v !== 'object' || v === null) return other(o, v);
      for (let i = 0; i < n; i++) {
        const x = v[keys[i]];
        if (x === undefined && skips[i]) continue;
        put(o, heads[i]);
        writes[i](o, x);
      }
      byte(o, 0x7d); // }
    },
  };
}

/** An object whose keys are data (player names, profile names), in its own order, each value of kind k. */
export function record<T>(k: Kind<T>): Kind<Readonly<Record<string, T>>> {
  return {
    write(o, v) {
      if (typeof v !== 'object' || v === null) return other(o, v);
      byte(o, 0x7b); // {
      let first = true;
      for (const key of Object.keys(v)) {
        if (!first) byte(o, 0x2c);
        first = false;
        writeString(o, key);
        byte(o, 0x3a); // :
        k.write(o, v[key]);
      }
      byte(o, 0x7d);
    },
  };
}

/** A value of kind a when isA says so, else of kind b (a result, or its error). */
export const either = <A, B>(isA: (v: A | B) => v is A, a: Kind<A>, b: Kind<B>): Kind<A | B> => ({
  write: (o, v) => (isA(v) ? a.write(o, v) : b.write(o, v as B)),
});

// ---------------------------------------------------------------- writing a line

/**
 * Writes v's line (no newline) into buf from at. Returns where it ends, or -1 when
 * it does not fit (what was written past at is then garbage).
 */
export function jsonInto<T>(kind: Kind<T>, v: T, buf: Uint8Array, at: number): number {
  const o: Out = { buf, at };
  try {
    kind.write(o, v);
  } catch (e) {
    if (e === FULL) return -1;
    throw e;
  }
  return o.at;
}

/** The written bytes back as text: they are ASCII, which UTF-8 reads as itself. */
const ASCII = new TextDecoder();

/** v's line (no newline), as a string. */
export function toJson<T>(kind: Kind<T>, v: T): string {
  for (let size = 4096; ; size *= 2) {
    const buf = new Uint8Array(size);
    const end = jsonInto(kind, v, buf, 0);
    if (end >= 0) return ASCII.decode(buf.subarray(0, end));
  }
}
