/**
 * The SCHEMA.md object as one line of JSON, keys in SCHEMA.md's order whatever order
 * the result was built in, ASCII only (see str).
 *
 * Written by hand, as bytes, rather than with JSON.stringify on a rebuilt object: batch
 * runs print hundreds of thousands of these. formatJsonInto writes a result straight
 * into the batch's output buffer (no string to build, encode and collect for each
 * line); formatJson writes into a scratch buffer and reads it back as a string, so
 * that there is one writer for both. The fixed parts (keys, each fan's id, names and
 * points) are bytes made once.
 */
import { WINDS, type Wind } from '../tiles.js';
import {
  SCHEMA_ID,
  type ExcludedJson,
  type FanJson,
  type HandJson,
  type PaymentJson,
  type ScoreResult,
  type SetJson,
  type SourceJson,
} from '../result.js';

/** Where a result is being written. */
interface Out {
  buf: Uint8Array;
  at: number;
  /** Bytes above 0x7f were written (only a value of the wrong type can bring them, see raw). */
  wide: boolean;
}

/** Thrown (and caught below) when the buffer has no room left for the result. */
const FULL = new Error('no room left for the result');

const room = (o: Out, n: number): void => {
  if (o.at + n > o.buf.length) throw FULL;
};

/** Fixed ASCII text as bytes, made once (a plain loop: cheaper at start-up than Buffer.from). */
function bytes(text: string): Uint8Array {
  const b = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) b[i] = text.charCodeAt(i);
  return b;
}

const put = (o: Out, chunk: Uint8Array): void => {
  room(o, chunk.length);
  // A loop beats TypedArray#set's call for the few bytes of a key or a bracket.
  if (chunk.length < 8) for (let i = 0; i < chunk.length; i++) o.buf[o.at + i] = chunk[i];
  else o.buf.set(chunk, o.at);
  o.at += chunk.length;
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

/**
 * A JSON string. Only ASCII is written: every UTF-16 unit above 0x7f as a \u escape
 * (lowercase hex, as JSON.stringify writes lone surrogates), which parses back to the
 * same text; an all-ASCII line is cheaper to encode and write. Control characters,
 * `"` and `\` are escaped as JSON.stringify escapes them.
 */
function str(o: Out, s: string | null | undefined): void {
  if (typeof s !== 'string') return s == null ? put(o, NULL) : raw(o, other(s));
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
function num(o: Out, n: number): void {
  if (typeof n !== 'number' || (n | 0) !== n) return raw(o, `${n}`);
  const minus = n < 0 ? 1 : 0;
  if (minus) n = -n;
  let digits = 1;
  for (let k = n; k >= 10; k = Math.floor(k / 10)) digits++;
  room(o, minus + digits);
  const b = o.buf;
  if (minus) b[o.at++] = 0x2d; // -
  for (let i = o.at + digits - 1; i >= o.at; i--) {
    b[i] = 0x30 + (n % 10);
    n = Math.floor(n / 10);
  }
  o.at += digits;
}

const NULL = bytes('null');

/** `[` items `,` … `]`. */
function list<T>(o: Out, items: readonly T[], one: (o: Out, x: T) => void): void {
  byte(o, 0x5b);
  for (let i = 0; i < items.length; i++) {
    if (i) byte(o, COMMA);
    one(o, items[i]);
  }
  byte(o, 0x5d);
}
/**
 * A list of tile codes, `["1b","2b"]`: list(ts, str), with the codes of one or two
 * plain characters (all that results hold, some thirty a line) written in place.
 */
function tiles(o: Out, ts: readonly string[]): void {
  const n = ts.length;
  // `[`, `]`, and n codes of up to two characters with their quotes and commas (one
  // byte more than that for n > 0, never the last byte of a result); when that much
  // is not left, code by code with a check for each.
  if (o.at + 5 * n + 2 > o.buf.length) return list(o, ts, str);
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
interface Flag {
  key: Uint8Array;
  after: Uint8Array;
  no: Uint8Array;
  yes: Uint8Array;
}
const flagBytes = (key: string, after = ''): Flag => ({
  key: bytes(key),
  after: bytes(after),
  no: bytes(`${key}false${after}`),
  yes: bytes(`${key}true${after}`),
});
function flag(o: Out, f: Flag, v: boolean): void {
  if (v === true) return put(o, f.yes);
  if (v === false) return put(o, f.no);
  put(o, f.key);
  raw(o, `${v}`);
  put(o, f.after);
}

/**
 * `{"id":…,"name":…,"zh":…,"points":N,"count":` (or `"by":`) of each fan, made on
 * first use and kept with the values it was made from: a fan of a result built by
 * hand that carries other names is written from what it holds.
 */
interface Head {
  name: string;
  zh: string;
  points: number;
  bytes: Uint8Array;
  /** For a fan: the whole of it when its count is 1, as most are (`…"count":1}`). */
  once: Uint8Array;
}
const COUNT_HEADS = new Map<unknown, Head>();
const BY_HEADS = new Map<unknown, Head>();

/** The head kept for f's id, if it was made from the values f holds. */
function keptHead(heads: Map<unknown, Head>, f: FanJson | ExcludedJson): Head | undefined {
  const head = heads.get(f.id);
  return head !== undefined && head.name === f.name && head.zh === f.zh && head.points === f.points ? head : undefined;
}

/** Writes f's head from what it holds, and keeps it (the last one made for an id replaces the one before). */
function makeHead(o: Out, f: FanJson | ExcludedJson, heads: Map<unknown, Head>, key: Uint8Array): void {
  const start = o.at;
  put(o, K.id);
  str(o, f.id);
  put(o, K.name);
  str(o, f.name);
  put(o, K.zh);
  str(o, f.zh);
  put(o, K.points);
  num(o, f.points);
  put(o, key);
  if (o.wide || (heads.size >= 1000 && !heads.has(f.id))) return;
  // Copies, as plain Uint8Arrays like the other fixed parts.
  const head = new Uint8Array(o.buf.subarray(start, o.at));
  const once = new Uint8Array(head.length + 2);
  once.set(head);
  once.set(ONE, head.length);
  heads.set(f.id, { name: f.name, zh: f.zh, points: f.points, bytes: head, once });
}

/** The keys and punctuation between values. */
const K = {
  schema: bytes('{"schema":'),
  input: bytes(',"input":'),
  notOk: bytes(',"ok":false'),
  error: bytes(',"error":{"code":'),
  ok: bytes(',"ok":true,"rules":'),
  source: bytes(',"source":{"file":'),
  line: bytes(',"line":'),
  reasonCode: bytes(',"reasonCode":'),
  message: bytes(',"message":'),
  column: bytes(',"column":'),
  errorEnd: bytes('}}'),
  verdict: bytes(',"verdict":'),
  reason: bytes(',"reason":'),
  hand: bytes(',"hand":{"concealed":'),
  melds: bytes(',"melds":'),
  kind: bytes('{"kind":'),
  tiles: bytes(',"tiles":'),
  winningTile: bytes(',"winningTile":'),
  win: bytes(',"win":'),
  seatWind: bytes(',"seatWind":'),
  prevalentWind: bytes(',"prevalentWind":'),
  discarder: bytes(',"discarder":'),
  flowers: bytes(',"flowers":'),
  arrangement: bytes(',"arrangement":'),
  specialName: bytes('"name":'),
  setTiles: bytes('"tiles":'),
  fans: bytes(',"fans":'),
  excluded: bytes(',"excluded":'),
  fanPoints: bytes(',"fanPoints":'),
  total: bytes(',"total":'),
  payments: bytes(',"payments":'),
  id: bytes('{"id":'),
  name: bytes(',"name":'),
  zh: bytes(',"zh":'),
  points: bytes(',"points":'),
  count: bytes(',"count":'),
  by: bytes(',"by":'),
  seat: bytes('{"seat":'),
  role: bytes(',"role":'),
  amount: bytes(',"amount":'),
  end: bytes('}'),
};
const ONE = bytes('1}');

const MELDED = flagBytes(',"melded":', '}');
const MELD_CONCEALED = flagBytes(',"concealed":', '}');
const LAST = flagBytes(',"last":');
const WALL_LAST = flagBytes(',"wallLast":');
const KONG = flagBytes(',"kong":', '}');

/*
 * Runs of fields whose values come from a few known ones, each combination one chunk
 * (written with one copy instead of a copy per key and per value). Values outside
 * them (a result built by hand) are written field by field.
 */

/** `{"schema":"mcr-score/1","input":`. */
const SCHEMA_HEAD = bytes(`{"schema":"${SCHEMA_ID}","input":`);

/** `,"verdict":"win","reason":null,"reasonCode":null,"hand":{"concealed":` (a win has no reason). */
const WIN_HEAD = bytes(`,"verdict":"win","reason":null,"reasonCode":null,"hand":{"concealed":`);

/** `,"ok":true,"rules":"green-book"` for each profile name met, made on first use. */
const OK_HEADS = new Map<string, Uint8Array>();
function okHead(o: Out, rules: string): void {
  let head = OK_HEADS.get(rules);
  if (head === undefined && typeof rules === 'string' && OK_HEADS.size < 100 && /^[\x20-\x7e]*$/.test(rules)) {
    head = bytes(`,"ok":true,"rules":${JSON.stringify(rules)}`);
    OK_HEADS.set(rules, head);
  }
  if (head !== undefined) return put(o, head);
  put(o, K.ok);
  str(o, rules);
}

/** `,"source":{"file":…,"line":N}` of a batch result. */
function source(o: Out, src: SourceJson | undefined): void {
  if (src === undefined) return;
  put(o, K.source);
  str(o, src.file);
  put(o, K.line);
  num(o, src.line);
  put(o, K.end);
}

/** `,"win":…,"seatWind":…,"prevalentWind":…,"discarder":…,"flowers":` for each combination, made on first use. */
const WINS = ['wall', 'discard'];
/** The winds, and null for a seat not known. */
const SEATS: (Wind | null)[] = [...WINDS, null];
const SEATINGS: (Uint8Array | undefined)[] = [];
function seating(o: Out, h: HandJson): void {
  const win = WINS.indexOf(h.win);
  const seat = WINDS.indexOf(h.seatWind);
  const round = WINDS.indexOf(h.prevalentWind);
  const from = SEATS.indexOf(h.discarder);
  if (win < 0 || seat < 0 || round < 0 || from < 0) {
    put(o, K.win);
    str(o, h.win);
    put(o, K.seatWind);
    str(o, h.seatWind);
    put(o, K.prevalentWind);
    str(o, h.prevalentWind);
    put(o, K.discarder);
    str(o, h.discarder);
    put(o, K.flowers);
    return;
  }
  const i = ((win * 4 + seat) * 4 + round) * 5 + from;
  put(
    o,
    (SEATINGS[i] ??= bytes(
      `,"win":"${h.win}","seatWind":"${h.seatWind}","prevalentWind":"${h.prevalentWind}",` +
        `"discarder":${h.discarder === null ? 'null' : `"${h.discarder}"`},"flowers":`,
    )),
  );
}

/** `,"last":…,"wallLast":…,"kong":…}` for each combination. */
const HAND_ENDS = [false, true].flatMap((last) =>
  [false, true].flatMap((wallLast) =>
    [false, true].map((kong) => bytes(`,"last":${last},"wallLast":${wallLast},"kong":${kong}}`)),
  ),
);
function handEnd(o: Out, h: HandJson): void {
  if (typeof h.last === 'boolean' && typeof h.wallLast === 'boolean' && typeof h.kong === 'boolean')
    return put(o, HAND_ENDS[(h.last ? 4 : 0) + (h.wallLast ? 2 : 0) + (h.kong ? 1 : 0)]);
  flag(o, LAST, h.last);
  flag(o, WALL_LAST, h.wallLast);
  flag(o, KONG, h.kong);
}

/** `{"kind":"chow","tiles":` for each kind of set but 'special' (which has a name). */
const SET_KINDS = ['chow', 'pung', 'kong', 'pair', 'knitted'];
const SET_HEADS = SET_KINDS.map((kind) => bytes(`{"kind":"${kind}","tiles":`));

/** `{"seat":"E","role":"winner","amount":` for each seat and role. */
const ROLES = ['winner', 'discarder', 'other', 'claimer'];
const PAYMENT_HEADS = SEATS.flatMap((seat) =>
  ROLES.map((role) => bytes(`{"seat":${JSON.stringify(seat)},"role":"${role}","amount":`)),
);

function set(o: Out, s: SetJson): void {
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

function meld(o: Out, m: HandJson['melds'][number]): void {
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

function fan(o: Out, f: FanJson): void {
  const head = keptHead(COUNT_HEADS, f);
  if (head === undefined) makeHead(o, f, COUNT_HEADS, K.count);
  else if (f.count === 1) return put(o, head.once);
  else put(o, head.bytes);
  num(o, f.count);
  put(o, K.end);
}

function excluded(o: Out, e: ExcludedJson): void {
  const head = keptHead(BY_HEADS, e);
  if (head === undefined) makeHead(o, e, BY_HEADS, K.count);
  else put(o, head.bytes);
  num(o, e.count);
  put(o, K.by);
  str(o, e.by);
  put(o, K.end);
}

function payment(o: Out, p: PaymentJson): void {
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
  put(o, K.end);
}

/** The result's bytes from o.at on. */
function write(o: Out, r: ScoreResult): void {
  if (r.schema === SCHEMA_ID) {
    put(o, SCHEMA_HEAD);
  } else {
    put(o, K.schema);
    str(o, r.schema);
    put(o, K.input);
  }
  str(o, r.input);
  if (!r.ok) {
    const { code, message, column } = r.error;
    put(o, K.notOk);
    source(o, r.source);
    put(o, K.error);
    str(o, code);
    put(o, K.message);
    str(o, message);
    put(o, K.column);
    if (column == null) put(o, NULL);
    else num(o, column);
    put(o, K.errorEnd);
    return;
  }
  const h = r.hand;
  okHead(o, r.rules);
  source(o, r.source);
  if (r.verdict === 'win' && r.reason === null && r.reasonCode === null) {
    put(o, WIN_HEAD);
  } else {
    put(o, K.verdict);
    str(o, r.verdict);
    put(o, K.reason);
    str(o, r.reason);
    put(o, K.reasonCode);
    str(o, r.reasonCode);
    put(o, K.hand);
  }
  tiles(o, h.concealed);
  put(o, K.melds);
  list(o, h.melds, meld);
  put(o, K.winningTile);
  str(o, h.winningTile);
  seating(o, h);
  num(o, h.flowers);
  handEnd(o, h);
  put(o, K.arrangement);
  list(o, r.arrangement, set);
  put(o, K.fans);
  list(o, r.fans, fan);
  put(o, K.excluded);
  list(o, r.excluded, excluded);
  put(o, K.fanPoints);
  num(o, r.fanPoints);
  put(o, K.total);
  num(o, r.total);
  put(o, K.payments);
  list(o, r.payments, payment);
  put(o, K.end);
}

/**
 * Writes the result's JSON line (no newline) into `buf` from `at`. Returns where it
 * ends, or -1 when it does not fit (what was written past `at` is then garbage).
 */
export function formatJsonInto(r: ScoreResult, buf: Uint8Array, at: number): number {
  const o: Out = { buf, at, wide: false };
  try {
    write(o, r);
  } catch (e) {
    if (e === FULL) return -1;
    throw e;
  }
  return o.at;
}

/** Scratch space for formatJson, grown when a result does not fit; never kept above MAX_KEPT. */
let scratch: Buffer | null = null;
const FIRST_SIZE = 16 * 1024;
const MAX_KEPT = 1024 * 1024;

export function formatJson(r: ScoreResult): string {
  // Taken while in use: a getter of a result built by hand could call formatJson again.
  let buf = scratch ?? Buffer.allocUnsafeSlow(FIRST_SIZE);
  scratch = null;
  for (;;) {
    const o: Out = { buf, at: 0, wide: false };
    try {
      write(o, r);
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
