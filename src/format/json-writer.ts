/**
 * The pieces of the hand-written JSON writers (format/json.ts for mcr-score/1,
 * waits/json.ts for mcr-waits/1): a byte buffer being written (Out), strings,
 * numbers and lists, and the SCHEMA.md objects both schemas hold (fans, exclusions,
 * sets, melds, payments, the end of a hand), with their fixed parts as bytes made once.
 *
 * Written as bytes, not strings: a batch prints hundreds of thousands of lines, and
 * building a line out of precomputed strings and encoding it once measured slower
 * than copying precomputed bytes (string concatenation, then flattening the result).
 *
 * Two ways to meet a value of the wrong type (only a result built by hand has one):
 * the scoring writer writes it as its string writer always did (`raw`, `other`); a
 * strict writer (o.strict, waits) throws ODD, and its caller writes that result the
 * slow way, with JSON.stringify, as it always did.
 */
import { WINDS, type Wind } from '../tiles.js';
import type { ExcludedJson, FanJson, PaymentJson, SetJson } from '../result.js';

/** Where a line is being written. */
export interface Out {
  buf: Uint8Array;
  at: number;
  /** Bytes above 0x7f were written (only a value of the wrong type can bring them, see raw). */
  wide: boolean;
  /** A value of the wrong type throws ODD rather than being written (see above). */
  strict: boolean;
  /** buf as a Buffer (the same bytes), for Buffer#write. */
  text: Buffer;
}

/** An Out for buf from at. */
const out = (buf: Uint8Array, at: number, strict: boolean): Out => ({
  buf,
  at,
  wide: false,
  strict,
  text: Buffer.isBuffer(buf) ? buf : Buffer.from(buf.buffer, buf.byteOffset, buf.length),
});

/** Thrown (and caught by writeInto and writeLine) when the buffer has no room left for the line. */
const FULL = new Error('no room left for the line');

/** Thrown by a strict writer at a value of the wrong type. */
const ODD = new Error('a value of the wrong type');

const room = (o: Out, n: number): void => {
  if (o.at + n > o.buf.length) throw FULL;
};

/** Fixed ASCII text as bytes, made once (a plain loop: cheaper at start-up than Buffer.from). */
export function bytes(text: string): Uint8Array {
  const b = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) b[i] = text.charCodeAt(i);
  return b;
}

export const put = (o: Out, chunk: Uint8Array): void => {
  const n = chunk.length;
  const at = o.at;
  if (at + n > o.buf.length) throw FULL;
  // A loop beats TypedArray#set's call for the few bytes of a key or a bracket.
  if (n < 16) {
    const b = o.buf;
    for (let i = 0; i < n; i++) b[at + i] = chunk[i];
  } else o.buf.set(chunk, at);
  o.at = at + n;
};

const byte = (o: Out, b: number): void => {
  room(o, 1);
  o.buf[o.at++] = b;
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const HEX = bytes('0123456789abcdef');
/** JSON.stringify's short escapes: \b \t \n \f \r. */
const SHORT_ESCAPES = new Map([
  [0x08, 0x62],
  [0x09, 0x74],
  [0x0a, 0x6e],
  [0x0c, 0x66],
  [0x0d, 0x72],
]);

const NULL = bytes('null');
export const END = bytes('}');

/**
 * A value of the wrong type: ODD for a strict writer, else the text the string writer
 * wrote. (The text is made by the caller: a closure there would cost every call a
 * context allocation.)
 */
function wrongType(o: Out, text: string): void {
  if (o.strict) throw ODD;
  raw(o, text);
}

/**
 * A JSON string, or null. Only ASCII is written: every UTF-16 unit above 0x7f as a
 * \u escape (lowercase hex, as JSON.stringify writes lone surrogates), which parses
 * back to the same text; an all-ASCII line is cheaper to encode and write. Control
 * characters, `"` and `\` are escaped as JSON.stringify escapes them: the rule of
 * asciiJson (format/ascii-json.ts), byte for byte.
 */
export function str(o: Out, s: string | null | undefined): void {
  if (typeof s !== 'string') {
    if (s === null || (s === undefined && !o.strict)) return put(o, NULL);
    return wrongType(o, other(s));
  }
  // A long plain string (an input line, a message) in one native copy: the regular
  // expression and Buffer#write beat a loop over charCodeAt from some 16 characters on.
  if (s.length >= 16 && PLAIN_TEXT.test(s)) {
    room(o, s.length + 2);
    o.buf[o.at] = QUOTE;
    o.at += 1 + o.text.write(s, o.at + 1, 'latin1');
    o.buf[o.at++] = QUOTE;
    return;
  }
  // Six bytes a unit at most (\uXXXX); counted exactly only when that much is not left.
  if (o.at + 6 * s.length + 2 > o.buf.length) room(o, quotedLength(s));
  const b = o.buf;
  let at = o.at;
  b[at++] = QUOTE;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (plain(c)) b[at++] = c;
    else at = escape(b, at, c);
  }
  b[at++] = QUOTE;
  o.at = at;
}

/** Bytes str writes for s. */
function quotedLength(s: string): number {
  let n = 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    n += plain(c) ? 1 : c === QUOTE || c === BACKSLASH || SHORT_ESCAPES.has(c) ? 2 : 6;
  }
  return n;
}

/** A UTF-16 unit written as itself in a JSON string. */
const plain = (c: number): boolean => c >= 0x20 && c < 0x80 && c !== QUOTE && c !== BACKSLASH;
/** A string of plain units only. */
const PLAIN_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7f]*$/;

/** The escape of one unit (not plain) at b[at]; returns where it ends. */
function escape(b: Uint8Array, at: number, c: number): number {
  b[at++] = BACKSLASH;
  const short = c === QUOTE || c === BACKSLASH ? c : SHORT_ESCAPES.get(c);
  if (short !== undefined) {
    b[at++] = short;
    return at;
  }
  b[at++] = 0x75; // u
  b[at++] = HEX[c >> 12];
  b[at++] = HEX[(c >> 8) & 15];
  b[at++] = HEX[(c >> 4) & 15];
  b[at++] = HEX[c & 15];
  return at;
}

/** What the string writer has always written for a value that is not a string (a result built by hand). */
const other = (v: unknown): string =>
  `${(JSON.stringify(v) as string | undefined)?.replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))}`;

/**
 * Text as it stands, for numbers and booleans of the wrong type (a result built by
 * hand): UTF-8, as the batch output has always encoded them.
 */
function raw(o: Out, text: string): void {
  room(o, Buffer.byteLength(text, 'utf8'));
  const n = Buffer.from(o.buf.buffer, o.buf.byteOffset, o.buf.length).write(text, o.at, 'utf8');
  if (n !== text.length) o.wide = true;
  o.at += n;
}

/** A number as `${n}` writes it; integers (all that results hold) without making a string. */
export function num(o: Out, n: number): void {
  if (typeof n !== 'number' || (n | 0) !== n) return wrongType(o, `${n}`);
  // Eleven bytes at most (-2147483648); counted exactly only when that much is not left.
  if (o.at + 11 > o.buf.length) room(o, `${n}`.length);
  const b = o.buf;
  let at = o.at;
  if (n < 0) {
    b[at++] = 0x2d; // -
    n = -n; // 2 ** 31 for -(2 ** 31): no longer an int32, but exact, and so are the divisions below
  }
  if (n < 10) {
    b[at] = 0x30 + n;
    o.at = at + 1;
    return;
  }
  let digits = 2;
  for (let k = (n / 100) | 0; k > 0; k = (k / 10) | 0) digits++;
  for (let i = at + digits - 1; i >= at; i--) {
    const q = (n / 10) | 0;
    b[i] = 0x30 + n - 10 * q;
    n = q;
  }
  o.at = at + digits;
}

/** A number or null (and undefined as null, but for a strict writer). */
export function numOrNull(o: Out, n: number | null | undefined): void {
  if (n === null || (n === undefined && !o.strict)) put(o, NULL);
  else num(o, n as number);
}

/** `[` items `,` … `]`. */
function list<T>(o: Out, xs: readonly T[], one: (o: Out, x: T) => void): void {
  byte(o, 0x5b);
  items(o, xs, one);
  byte(o, 0x5d);
}

/**
 * The items of a list, `,` between them, without the brackets: a writer that knows the
 * keys around a list puts them in its fixed chunks (`,"fans":[`, `],"excluded":[`), one
 * copy fewer each.
 */
export function items<T>(o: Out, xs: readonly T[], one: (o: Out, x: T) => void): void {
  if (o.strict && !Array.isArray(xs)) throw ODD;
  for (let i = 0; i < xs.length; i++) {
    if (i) byte(o, COMMA);
    one(o, xs[i]);
  }
}

/**
 * A list of tile codes, `["1b","2b"]`: list(ts, str), with the codes of one or two
 * plain characters (all that results hold, some thirty a line) written in place.
 */
export function tiles(o: Out, ts: readonly string[]): void {
  const n = ts.length;
  // `[`, `]`, and n codes of up to two characters with their quotes and commas (one
  // byte more than that for n > 0, never the last byte of a result); when that much
  // is not left, code by code with a check for each.
  if (o.at + 5 * n + 2 > o.buf.length || (o.strict && !Array.isArray(ts))) return list(o, ts, str);
  const b = o.buf;
  let at = o.at;
  b[at++] = 0x5b;
  for (let i = 0; i < n; i++) {
    if (i) b[at++] = COMMA;
    const t = ts[i];
    if (typeof t === 'string' && t.length === 2 && plain(t.charCodeAt(0)) && plain(t.charCodeAt(1))) {
      b[at++] = QUOTE;
      b[at++] = t.charCodeAt(0);
      b[at++] = t.charCodeAt(1);
      b[at++] = QUOTE;
      continue;
    }
    if (typeof t === 'string' && t.length === 1 && plain(t.charCodeAt(0))) {
      b[at++] = QUOTE;
      b[at++] = t.charCodeAt(0);
      b[at++] = QUOTE;
      continue;
    }
    // Anything else, and the rest of the list, the careful way.
    o.at = at;
    str(o, t);
    for (let k = i + 1; k < n; k++) {
      byte(o, COMMA);
      str(o, ts[k]);
    }
    return byte(o, 0x5d);
  }
  b[at++] = 0x5d;
  o.at = at;
}

/** A key and a boolean value (and what follows it), both ways round made once. */
export interface Flag {
  key: Uint8Array;
  after: Uint8Array;
  no: Uint8Array;
  yes: Uint8Array;
}
export const flagBytes = (key: string, after = ''): Flag => ({
  key: bytes(key),
  after: bytes(after),
  no: bytes(`${key}false${after}`),
  yes: bytes(`${key}true${after}`),
});
export function flag(o: Out, f: Flag, v: boolean): void {
  if (v === true) return put(o, f.yes);
  if (v === false) return put(o, f.no);
  put(o, f.key);
  wrongType(o, `${v}`);
  put(o, f.after);
}

// ---------------------------------------------------------------- SCHEMA.md objects

/** The keys and punctuation of the objects below. */
const K = {
  kind: bytes('{"kind":'),
  tiles: bytes(',"tiles":'),
  specialName: bytes('"name":'),
  setTiles: bytes('"tiles":'),
  id: bytes('{"id":'),
  name: bytes(',"name":'),
  zh: bytes(',"zh":'),
  points: bytes(',"points":'),
  count: bytes(',"count":'),
  by: bytes(',"by":'),
  seat: bytes('{"seat":'),
  role: bytes(',"role":'),
  amount: bytes(',"amount":'),
};
const ONE = bytes('1}');

/**
 * `{"id":…,"name":…,"zh":…,"points":N,"count":` of each fan, made on first use and
 * kept with the values it was made from: a fan of a result built by hand that carries
 * other names is written from what it holds.
 */
interface Head {
  name: string;
  zh: string;
  points: number;
  bytes: Uint8Array;
  /** For a fan: the whole of it when its count is 1, as most are (`…"count":1}`). */
  once: Uint8Array;
}
const FAN_HEADS = new Map<unknown, Head>();
const EXCLUDED_HEADS = new Map<unknown, Head>();

/** The head kept for f's id, if it was made from the values f holds. */
function keptHead(heads: Map<unknown, Head>, f: FanJson | ExcludedJson): Head | undefined {
  const head = heads.get(f.id);
  return head !== undefined && head.name === f.name && head.zh === f.zh && head.points === f.points ? head : undefined;
}

/** Writes f's head from what it holds, and keeps it (the last one made for an id replaces the one before). */
function makeHead(o: Out, f: FanJson | ExcludedJson, heads: Map<unknown, Head>): void {
  const start = o.at;
  put(o, K.id);
  str(o, f.id);
  put(o, K.name);
  str(o, f.name);
  put(o, K.zh);
  str(o, f.zh);
  put(o, K.points);
  num(o, f.points);
  put(o, K.count);
  // Kept only for values of the right types: the scoring writer writes others its
  // own way (raw), which a strict writer must not take from here.
  const typed = typeof f.id === 'string' && typeof f.name === 'string' && typeof f.zh === 'string' && (f.points | 0) === f.points;
  if (o.wide || !typed || (heads.size >= 1000 && !heads.has(f.id))) return;
  // Copies, as plain Uint8Arrays like the other fixed parts.
  const head = new Uint8Array(o.buf.subarray(start, o.at));
  const once = new Uint8Array(head.length + 2);
  once.set(head);
  once.set(ONE, head.length);
  heads.set(f.id, { name: f.name, zh: f.zh, points: f.points, bytes: head, once });
}

/** `{"id":…,"name":…,"zh":…,"points":N,"count":N}`. */
export function fan(o: Out, f: FanJson): void {
  const head = keptHead(FAN_HEADS, f);
  if (head === undefined) makeHead(o, f, FAN_HEADS);
  else if (f.count === 1) return put(o, head.once);
  else put(o, head.bytes);
  num(o, f.count);
  put(o, END);
}

/** `{"id":…,"name":…,"zh":…,"points":N,"count":N,"by":…}`. */
export function excluded(o: Out, e: ExcludedJson): void {
  const head = keptHead(EXCLUDED_HEADS, e);
  if (head === undefined) makeHead(o, e, EXCLUDED_HEADS);
  else put(o, head.bytes);
  num(o, e.count);
  put(o, K.by);
  str(o, e.by);
  put(o, END);
}

/** `{"kind":"chow","tiles":` for each kind of set but 'special' (which has a name). */
const SET_KINDS = ['chow', 'pung', 'kong', 'pair', 'knitted'];
const SET_HEADS = SET_KINDS.map((kind) => bytes(`{"kind":"${kind}","tiles":`));
const MELDED = flagBytes(',"melded":', '}');
const MELD_CONCEALED = flagBytes(',"concealed":', '}');

/** The index (0..33, as tiles.ts numbers them) of a canonical tile code, or -1 for anything else. */
function codeIndex(t: unknown): number {
  if (typeof t !== 'string') return -1;
  if (t.length === 2) {
    const rank = t.charCodeAt(0) - 0x30;
    const suit = t.charCodeAt(1) - 0x62; // b c d
    return rank >= 1 && rank <= 9 && suit >= 0 && suit <= 2 ? suit * 9 + rank - 1 : -1;
  }
  const c = t.charCodeAt(0);
  return t.length === 1 && c < 128 ? HONOR_INDEX[c] : -1;
}
/** The index of each honor letter, by its character code (-1 for other characters). */
const HONOR_INDEX = new Int8Array(128).fill(-1);
for (let i = 0; i < 7; i++) HONOR_INDEX['ESWNRGP'.charCodeAt(i)] = 27 + i;

/**
 * A whole group of tiles with its flag, `{"kind":"chow","tiles":["4b","5b","6b"],"melded":false}`,
 * made on first use: the key is the kind, the first tile, how many tiles and the step
 * between them (0 for a pung, 1 for a chow, 3 for a knitted run), and the flag, so
 * the tables stay small (a few hundred groups are ever met). Undefined for a group
 * that is not such a run of canonical codes (a result built by hand).
 */
function groupKey(kind: string, ts: readonly string[], f: boolean): number {
  const k = SET_KINDS.indexOf(kind);
  const n = ts.length;
  if (k < 0 || !Array.isArray(ts) || n < 2 || n > 4 || typeof f !== 'boolean') return -1;
  const first = codeIndex(ts[0]);
  const step = codeIndex(ts[1]) - first;
  if (first < 0 || (step !== 0 && step !== 1 && step !== 3)) return -1;
  for (let i = 2; i < n; i++) if (codeIndex(ts[i]) !== first + i * step) return -1;
  return ((((k * 3 + n - 2) * 34 + first) * 4 + step) << 1) | (f ? 1 : 0);
}
/** Groups by groupKey; every key fits (kind < 5, n - 2 < 3, first < 34, step < 4, flag). */
const GROUP_KEYS = 5 * 3 * 34 * 4 * 2;
const SET_CHUNKS: (Uint8Array | undefined)[] = Array.from({ length: GROUP_KEYS });
const MELD_CHUNKS: (Uint8Array | undefined)[] = Array.from({ length: GROUP_KEYS });

/** `{"kind":…,"tiles":[…],"melded":B}`, with the `"name":…` of a special shape. */
export function set(o: Out, s: SetJson): void {
  chunked(o, SET_CHUNKS, groupKey(s.kind, s.tiles, s.melded), s, setFields);
}

/** fields(o, v)'s bytes, kept in chunks[key] the first time and copied from there after (key < 0: never kept). */
function chunked<T>(o: Out, chunks: (Uint8Array | undefined)[], key: number, v: T, fields: (o: Out, v: T) => void): void {
  const chunk = key < 0 ? undefined : chunks[key];
  if (chunk !== undefined) return put(o, chunk);
  const start = o.at;
  fields(o, v);
  if (key >= 0) chunks[key] = new Uint8Array(o.buf.subarray(start, o.at));
}

function setFields(o: Out, s: SetJson): void {
  const known = SET_KINDS.indexOf(s.kind);
  if (known >= 0) {
    put(o, SET_HEADS[known]);
  } else {
    put(o, K.kind);
    str(o, s.kind);
    byte(o, COMMA);
    if (s.kind === 'special') {
      put(o, K.specialName);
      str(o, s.name);
      byte(o, COMMA);
    }
    put(o, K.setTiles);
  }
  tiles(o, s.tiles);
  flag(o, MELDED, s.melded);
}

type Meld = { kind: string; tiles: string[]; concealed: boolean };

/** A meld of the hand: `{"kind":…,"tiles":[…],"concealed":B}`. */
export function meld(o: Out, m: Meld): void {
  chunked(o, MELD_CHUNKS, groupKey(m.kind, m.tiles, m.concealed), m, meldFields);
}

function meldFields(o: Out, m: Meld): void {
  const known = SET_KINDS.indexOf(m.kind);
  if (known >= 0) {
    put(o, SET_HEADS[known]);
  } else {
    put(o, K.kind);
    str(o, m.kind);
    put(o, K.tiles);
  }
  tiles(o, m.tiles);
  flag(o, MELD_CONCEALED, m.concealed);
}

/** The winds, and null for a seat not known. */
const SEATS: (Wind | null)[] = [...WINDS, null];

/** The winds and the discarder of a hand, as both schemas hold them. */
interface Seated {
  seatWind: Wind;
  prevalentWind: Wind;
  discarder: Wind | null;
}
const SEATING_KEYS = {
  seatWind: bytes('"seatWind":'),
  prevalentWind: bytes(',"prevalentWind":'),
  discarder: bytes(',"discarder":'),
  flowers: bytes(',"flowers":'),
};

/**
 * `leads[lead]` (the schema's bytes before it) then
 * `"seatWind":…,"prevalentWind":…,"discarder":…,"flowers":`: one chunk for each lead
 * and combination, made on first use and kept in `made` (the schema's own list);
 * value by value when one is not a wind (a result built by hand).
 */
export function seating(o: Out, made: (Uint8Array | undefined)[], leads: readonly string[], lead: number, h: Seated): void {
  const seat = WINDS.indexOf(h.seatWind);
  const round = WINDS.indexOf(h.prevalentWind);
  const from = SEATS.indexOf(h.discarder);
  if (seat < 0 || round < 0 || from < 0) {
    put(o, bytes(leads[lead]));
    put(o, SEATING_KEYS.seatWind);
    str(o, h.seatWind);
    put(o, SEATING_KEYS.prevalentWind);
    str(o, h.prevalentWind);
    put(o, SEATING_KEYS.discarder);
    str(o, h.discarder);
    put(o, SEATING_KEYS.flowers);
    return;
  }
  const i = ((lead * 4 + seat) * 4 + round) * 5 + from;
  put(
    o,
    (made[i] ??= bytes(
      `${leads[lead]}"seatWind":"${h.seatWind}","prevalentWind":"${h.prevalentWind}",` +
        `"discarder":${h.discarder === null ? 'null' : `"${h.discarder}"`},"flowers":`,
    )),
  );
}

/** `{"seat":"E","role":"winner","amount":` for each seat and role. */
const ROLES = ['winner', 'discarder', 'other', 'claimer'];
const PAYMENT_HEADS = SEATS.flatMap((seat) =>
  ROLES.map((role) => bytes(`{"seat":${JSON.stringify(seat)},"role":"${role}","amount":`)),
);

/** `{"seat":…,"role":…,"amount":N}`. */
export function payment(o: Out, p: PaymentJson): void {
  const seat = SEATS.indexOf(p.seat);
  const role = ROLES.indexOf(p.role);
  if (seat >= 0 && role >= 0) {
    put(o, PAYMENT_HEADS[seat * ROLES.length + role]);
  } else {
    put(o, K.seat);
    str(o, p.seat);
    put(o, K.role);
    str(o, p.role);
    put(o, K.amount);
  }
  num(o, p.amount);
  put(o, END);
}

const LAST = flagBytes(',"last":');
const WALL_LAST = flagBytes(',"wallLast":');
const KONG = flagBytes(',"kong":', '}');

/**
 * The end of a hand object (both schemas), `,"last":…,"wallLast":…,"kong":…}`, and
 * `next` (the key after the hand), each combination one chunk.
 */
export function handEnd(next: string): (o: Out, h: { last: boolean; wallLast: boolean; kong: boolean }) => void {
  const ends = [false, true].flatMap((last) =>
    [false, true].flatMap((wallLast) =>
      [false, true].map((kong) => bytes(`,"last":${last},"wallLast":${wallLast},"kong":${kong}}${next}`)),
    ),
  );
  const after = bytes(next);
  return (o, h) => {
    if (typeof h.last === 'boolean' && typeof h.wallLast === 'boolean' && typeof h.kong === 'boolean')
      return put(o, ends[(h.last ? 4 : 0) + (h.wallLast ? 2 : 0) + (h.kong ? 1 : 0)]);
    flag(o, LAST, h.last);
    flag(o, WALL_LAST, h.wallLast);
    flag(o, KONG, h.kong);
    put(o, after);
  };
}

/** `,"source":{"file":"-","line":` for each file name met (plain ASCII, a hundred at most), made on first use. */
const SOURCE_HEADS = new Map<string, Uint8Array>();
const SOURCE = bytes(',"source":{"file":');
const LINE = bytes(',"line":');

/** `,"source":{"file":…,"line":N}` of a batch result (both schemas). */
export function source(o: Out, src: { file: string; line: number }): void {
  const file = src.file;
  let head = SOURCE_HEADS.get(file);
  if (head === undefined && typeof file === 'string' && SOURCE_HEADS.size < 100 && PLAIN_TEXT.test(file)) {
    head = bytes(`,"source":{"file":"${file}","line":`);
    SOURCE_HEADS.set(file, head);
  }
  if (head !== undefined) {
    put(o, head);
  } else {
    put(o, SOURCE);
    str(o, file);
    put(o, LINE);
  }
  num(o, src.line);
  put(o, END);
}

// ---------------------------------------------------------------- the start of a line

const SCHEMA = bytes('{"schema":');
const INPUT = bytes(',"input":');
const NOT_OK = bytes(',"ok":false');
const ERROR = bytes(',"error":{"code":');
const MESSAGE = bytes(',"message":');
const COLUMN = bytes(',"column":');
const ERROR_END = bytes('}}');

/**
 * `{"schema":…,"input":…` of every line: `head` (`{"schema":"mcr-score/1","input":`)
 * when the schema is the writer's own.
 */
export function lineStart(o: Out, head: Uint8Array, own: string, r: { schema: string; input: string }): void {
  if (r.schema === own) {
    put(o, head);
  } else {
    put(o, SCHEMA);
    str(o, r.schema);
    put(o, INPUT);
  }
  str(o, r.input);
}

/** The rest of a reading error's line (both schemas): `,"ok":false,"source":…,"error":{"code":…,"message":…,"column":N}}`. */
export function readingError(
  o: Out,
  src: { file: string; line: number } | undefined,
  error: { code: string; message: string; column: number | null },
): void {
  const { code, message, column } = error;
  put(o, NOT_OK);
  if (src !== undefined) source(o, src);
  put(o, ERROR);
  str(o, code);
  put(o, MESSAGE);
  str(o, message);
  put(o, COLUMN);
  numOrNull(o, column);
  put(o, ERROR_END);
}

// ---------------------------------------------------------------- drivers

/**
 * Writes a line (no newline) with `write` into `buf` from `at`. Returns where it
 * ends, or -1 when it does not fit (what was written past `at` is then garbage).
 */
export function writeInto<T>(write: (o: Out, v: T) => void, v: T, buf: Uint8Array, at: number, strict = false): number {
  const o = out(buf, at, strict);
  try {
    write(o, v);
  } catch (e) {
    if (e === FULL) return -1;
    throw e;
  }
  return o.at;
}

/** Scratch space for writeLine, grown when a line does not fit; never kept above MAX_KEPT. */
let scratch: Buffer | null = null;
const FIRST_SIZE = 16 * 1024;
const MAX_KEPT = 1024 * 1024;

/** A line written with `write`, as a string (written into a scratch buffer and read back). */
export function writeLine<T>(write: (o: Out, v: T) => void, v: T, strict = false): string {
  // Taken while in use: a getter of a result built by hand could write another line.
  let buf = scratch ?? Buffer.allocUnsafeSlow(FIRST_SIZE);
  scratch = null;
  for (;;) {
    const o = out(buf, 0, strict);
    try {
      write(o, v);
    } catch (e) {
      if (e !== FULL) {
        if (buf.length <= MAX_KEPT) scratch = buf;
        throw e;
      }
      buf = Buffer.allocUnsafeSlow(2 * buf.length);
      continue;
    }
    const text = buf.toString(o.wide ? 'utf8' : 'latin1', 0, o.at);
    if (buf.length <= MAX_KEPT) scratch = buf;
    return text;
  }
}
