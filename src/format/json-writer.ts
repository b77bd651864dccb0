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

/**
 * How a value is written: into `b` from `at`, returning where it ends. Throws FULL when
 * `b` has no room left (jsonInto catches it).
 */
type Write<T> = (b: Uint8Array, at: number, v: T) => number;

/** How one value is written. */
export interface Kind<T> {
  /** Replaced by its compiled form the first time it writes, for the kinds that hold others (see `compiled`). */
  write: Write<T>;
  /** The source that writes the value in variable x, for the compiled writers (see `compiled`). */
  readonly source?: (x: string, s: Source) => string;
  /** Left out of its object when undefined (optional()). */
  readonly optional?: boolean;
  /** An object: compiled to a function of its own, which the kinds holding it call (small functions are optimised sooner). */
  readonly separate?: boolean;
}

/** Thrown when the buffer has no room left for the line (caught by jsonInto and toJson). */
const FULL = new Error('no room left for the line');

function full(): never {
  throw FULL;
}

/** ASCII text as bytes, made once. */
function bytes(text: string): Uint8Array {
  // A plain loop: every key of every schema is made this way when the program starts
  // (Uint8Array.from with a callback took 2 to 3 ms of a one-hand run's start-up).
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

function put(b: Uint8Array, at: number, chunk: Uint8Array): number {
  const n = chunk.length;
  if (at + n > b.length) full();
  for (let i = 0; i < n; i++) b[at + i] = chunk[i];
  return at + n;
}

function byte(b: Uint8Array, at: number, c: number): number {
  if (at >= b.length) full();
  b[at] = c;
  return at + 1;
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

/** v as JSON.stringify writes it (null for what it leaves out), every unit above U+007F as `\uXXXX`. */
const asciiStringify = (v: unknown): string => ((JSON.stringify(v) as string | undefined) ?? 'null').replace(NON_ASCII, unicodeEscape);

/** A value of the wrong type: as asciiStringify writes it. */
function other(b: Uint8Array, at: number, v: unknown): number {
  const text = asciiStringify(v);
  if (at + text.length > b.length) full();
  for (let i = 0; i < text.length; i++) b[at + i] = text.charCodeAt(i);
  return at + text.length;
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

function writeString(b: Uint8Array, at: number, s: string): number {
  if (typeof s !== 'string') return other(b, at, s);
  const n = s.length;
  // A long plain string (an input line, a sentence) in one native copy.
  if (latin1Write !== null && n >= 16 && PLAIN_TEXT.test(s)) {
    if (at + n + 2 > b.length) full();
    b[at] = QUOTE;
    at += 1 + latin1Write.call(b, s, at + 1, n);
    b[at] = QUOTE;
    return at + 1;
  }
  // Six bytes a unit at most (\uXXXX); counted exactly only when that much is not left.
  if (at + 6 * n + 2 > b.length && at + quotedLength(s) > b.length) full();
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
  b[at] = QUOTE;
  return at + 1;
}

function writeNumber(b: Uint8Array, at: number, n: number): number {
  // Integers in 32 bits (nearly all) digit by digit; any other number as JSON.stringify writes it.
  if (typeof n !== 'number' || (n | 0) !== n) return other(b, at, n);
  const minus = n < 0 ? 1 : 0;
  if (minus) n = -n;
  let digits = 1;
  for (let k = (n / 10) | 0; k > 0; k = (k / 10) | 0) digits++;
  if (at + minus + digits > b.length) full();
  if (minus) b[at++] = 0x2d; // -
  for (let i = at + digits - 1; i >= at; i--) {
    const q = (n / 10) | 0;
    b[i] = 0x30 + n - 10 * q;
    n = q;
  }
  return at + digits;
}

function writeBoolean(b: Uint8Array, at: number, v: boolean): number {
  if (v === true) return put(b, at, TRUE);
  if (v === false) return put(b, at, FALSE);
  return other(b, at, v);
}

// ---------------------------------------------------------------- kinds

// Speed: a kind's `write` (its loop, below) walks its declaration: for an object, a
// loop over its keys. That loop is one piece of code for every object of every
// schema, so V8 sees every key of every object at one property read and one call,
// and can specialise neither. So once many lines are written (compileAfter), a kind
// that holds others is compiled (`compiled`): its declaration written out as the
// source of one function that reads each key by its name, writes each key's bytes in
// place, and writes each value inline (lists, nulls, numbers, strings through their
// writers below; an object it holds through that object's own compiled function),
// keeping where it is in a local variable; an object declared with `recurring` keeps
// the bytes of its first values (recurringSource). Measured on the 12,000 corpus
// results in memory: 1.7x the loops' speed, the fans' kept bytes 1.15x to 1.25x more;
// end to end, docs/ARCHITECTURE.md "Speed". Where code can not be made from text (a
// page whose Content-Security-Policy forbids it) the loops go on writing, with the
// same bytes; test/format/json-compiled.test.ts writes every schema both ways.

/** The source of a compiled writer (see `compiled`): names for the values it uses, fresh variables. */
class Source {
  readonly values: unknown[] = [];
  private vars = 0;
  /** 0 while writing the source of the kind being compiled, more inside what it holds. */
  private depth = 0;
  /** The name under which the compiled function sees `value`. */
  ref(value: unknown): string {
    let i = this.values.indexOf(value);
    if (i < 0) i = this.values.push(value) - 1;
    return `$${i}`;
  }
  fresh(): string {
    return `x${this.vars++}`;
  }
  /** The source that writes the value in variable `x` of kind k (at `at`): inlined when k says how, else a call of its write. */
  write(k: Kind<never>, x: string): string {
    if (k.source && (this.depth === 0 || !k.separate)) {
      this.depth++;
      const text = k.source(x, this);
      this.depth--;
      return text;
    }
    return `at = ${this.ref(k)}.write(b, at, ${x});`;
  }
  /** The source that writes these bytes (a key and its punctuation) at `at`. */
  bytes(chunk: Uint8Array): string {
    const stores = Array.from(chunk, (c, i) => `b[at + ${i}] = ${c};`).join(' ');
    return `if (at + ${chunk.length} > b.length) ${this.ref(full)}(); ${stores} at += ${chunk.length};`;
  }
}

/**
 * Lines written (jsonInto) before the kinds compile: compiling costs V8 about as much
 * as writing tens of thousands of lines with the loops (`mcr --json` over 12,000
 * lines took 1.2x the CPU compiled from the first line, 1.0x with the loops only;
 * over 200,000 lines the compiled writers are the quicker), so short runs never
 * compile. Null: never.
 */
let compileAfter: number | null = 20_000;
/** Lines written so far (jsonInto). */
let lines = 0;

/** Kinds made from now on compile once `after` lines are written (0: at once), or never (null); for tests. */
export function compiledKinds(after: number | null): void {
  compileAfter = after;
}

/** The function compiled from kind k's source, or null where code can not be made from text. */
function compile<T>(k: Kind<T>): Write<T> | null {
  const src = new Source();
  const body = src.write(k as Kind<never>, 'v');
  const names = src.values.map((_, i) => `$${i}`);
  try {
    return new Function(...names, `return function write(b, at, v) {\n${body}\nreturn at;\n};`)(...src.values) as Write<T>;
  } catch {
    return null;
  }
}

/**
 * A kind that holds others, with its loop (`loop`) and what it inlines (`source`):
 * once `compileAfter` lines are written, its write becomes the compiled function (or
 * the loop, where code can not be made from text).
 */
function compiled<T>(loop: Write<T>, source: (x: string, s: Source) => string, how: { optional?: true; separate?: true } = {}): Kind<T> {
  const after = compileAfter;
  const kind: Kind<T> = {
    write(b, at, v) {
      if (after !== null && lines >= after) kind.write = compile(kind) ?? loop;
      return loop(b, at, v);
    },
    source,
    ...how,
  };
  return kind;
}

/** A string; compiled, one of two plain characters (a tile code: the most written string) is written in place. */
export const str: Kind<string> = {
  write: writeString,
  source: (x, s) => {
    const c = s.fresh(), d = s.fresh();
    return `if (typeof ${x} === 'string' && ${x}.length === 2 && at + 4 <= b.length) {
const ${c} = ${x}.charCodeAt(0), ${d} = ${x}.charCodeAt(1);
if (${c} >= 0x23 && ${c} < 0x7f && ${c} !== 0x5c && ${d} >= 0x23 && ${d} < 0x7f && ${d} !== 0x5c) { b[at] = 34; b[at + 1] = ${c}; b[at + 2] = ${d}; b[at + 3] = 34; at += 4; }
else at = ${s.ref(writeString)}(b, at, ${x});
} else at = ${s.ref(writeString)}(b, at, ${x});`;
  },
};
/** A number (JSON has one sort); compiled, a digit (most counts and points) is written in place. */
export const num: Kind<number> = {
  write: writeNumber,
  source: (x, s) =>
    `if (typeof ${x} === 'number' && ${x} >= 0 && ${x} <= 9 && (${x} | 0) === ${x}) { if (at >= b.length) ${s.ref(full)}(); b[at++] = 48 + ${x}; } else at = ${s.ref(writeNumber)}(b, at, ${x});`,
};
/** true or false; compiled, written in place. */
export const bool: Kind<boolean> = {
  write: writeBoolean,
  source: (x, s) => `if (${x} === true) { ${s.bytes(TRUE)} } else if (${x} === false) { ${s.bytes(FALSE)} } else at = ${s.ref(other)}(b, at, ${x});`,
};

/** `null` in place, for the compiled writers. */
const nullSource = (s: Source): string => s.bytes(NULL);

/** null, or a value of kind k. */
export const nullable = <T>(k: Kind<T>): Kind<T | null> =>
  compiled<T | null>(
    (b, at, v) => (v === null ? put(b, at, NULL) : k.write(b, at, v)),
    (x, s) => `if (${x} === null) { ${nullSource(s)} } else { ${s.write(k as Kind<never>, x)} }`,
  );

/** In an object: the key and its value, or nothing when the value is undefined. */
export const optional = <T>(k: Kind<T>): Kind<T | undefined> =>
  compiled<T | undefined>(
    (b, at, v) => (v === undefined ? put(b, at, NULL) : k.write(b, at, v)),
    (x, s) => `if (${x} === undefined) { ${nullSource(s)} } else { ${s.write(k as Kind<never>, x)} }`,
    { optional: true },
  );

/** A list of values of kind k. */
export function list<T>(k: Kind<T>): Kind<readonly T[]> {
  return compiled<readonly T[]>(
    (b, at, xs) => {
      if (!Array.isArray(xs)) return other(b, at, xs);
      at = byte(b, at, 0x5b); // [
      for (let i = 0; i < xs.length; i++) {
        if (i > 0) at = byte(b, at, 0x2c); // ,
        at = k.write(b, at, xs[i] as T);
      }
      return byte(b, at, 0x5d); // ]
    },
    (x, s) => {
      const i = s.fresh(), y = s.fresh(), f = s.ref(full);
      return `if (!Array.isArray(${x})) at = ${s.ref(other)}(b, at, ${x}); else {
if (at >= b.length) ${f}(); b[at++] = 0x5b;
for (let ${i} = 0; ${i} < ${x}.length; ${i}++) {
if (${i} > 0) { if (at >= b.length) ${f}(); b[at++] = 0x2c; }
const ${y} = ${x}[${i}];
${s.write(k as Kind<never>, y)}
}
if (at >= b.length) ${f}(); b[at++] = 0x5d;
}`;
    },
  );
}

/** `"key":` as bytes, with the `{` or `,` before it. */
const keyBytes = (lead: string, key: string): Uint8Array => bytes(`${lead}${asciiStringify(key)}:`);

/** What an object declaration gives for each key of T: its kind. */
export type Fields<T> = { [K in keyof T]-?: Kind<T[K]> };

/**
 * An object with these keys, written in this order. `recurring: n`: its first n
 * values come back together, line after line (a fan's id, names and points); the
 * compiled writer keeps their bytes (see `recurringSource`).
 */
export function object<T>(fields: Fields<T>, how: { recurring?: number } = {}): Kind<T> {
  const keys = Object.keys(fields) as (keyof T & string)[];
  const kinds = keys.map((k) => (fields as Record<string, Kind<unknown>>)[k]);
  if (keys.length === 0 || kinds[0].optional) throw new Error('an object kind needs a first key that is not optional');
  // Each key's bytes, made when the kind first writes (a run that writes no JSON makes none).
  let heads: Uint8Array[] | null = null;
  const headsOf = (): Uint8Array[] => (heads ??= keys.map((k, i) => keyBytes(i === 0 ? '{' : ',', k)));
  const skips = kinds.map((k) => k.optional === true);
  const n = keys.length;
  return compiled<T>(
    (b, at, v) => {
      if (typeof v !== 'object' || v === null) return other(b, at, v);
      const h = heads ?? headsOf();
      for (let i = 0; i < n; i++) {
        const x = v[keys[i]];
        if (x === undefined && skips[i]) continue;
        at = put(b, at, h[i]);
        at = kinds[i].write(b, at, x);
      }
      return byte(b, at, 0x7d); // }
    },
    // Each key read by its name (quoted: any key is safe), its bytes written in place, then its value.
    (x, s) => {
      const heads = headsOf();
      const names = keys.map(() => s.fresh());
      const reads = keys.map((key, i) => `const ${names[i]} = ${x}[${JSON.stringify(key)}];`);
      const writes = keys.map((_, i) => {
        const write = `${s.bytes(heads[i])}\n${s.write(kinds[i] as Kind<never>, names[i])}`;
        return skips[i] ? `if (${names[i]} !== undefined) { ${write} }` : write;
      });
      const r = how.recurring ?? 0;
      const each = (from: number) => keys.slice(from).map((_, i) => `${reads[from + i]}\n${writes[from + i]}`);
      const body = [...(r > 0 ? [recurringSource(s, names.slice(0, r), reads.slice(0, r), writes.slice(0, r))] : []), ...each(r)].join('\n');
      return `if (typeof ${x} !== 'object' || ${x} === null) at = ${s.ref(other)}(b, at, ${x}); else {\n${body}\nif (at >= b.length) ${s.ref(full)}(); b[at++] = 0x7d;\n}`;
    },
    { separate: true },
  );
}

/**
 * Speed (compiled writers only): the bytes of an object's first values, kept by the
 * first value, up to RECURRING_KEPT of them, for values that come back together (a
 * fan's id, names and points: about a third of a score line's bytes, most of them
 * `\uXXXX` escapes of the Chinese name). When the values read are the same (===, all
 * strings or numbers) as those kept, their bytes are copied; otherwise they are
 * written, and a copy kept if there is room (a copy: `b` is filled again, and a
 * Buffer's slice() would share its memory). `reads` read the values into `names`,
 * `writes` write them. Measured in docs/ARCHITECTURE.md "Speed".
 */
function recurringSource(s: Source, names: string[], reads: string[], writes: string[]): string {
  const kept = s.ref(new Map<unknown, { bytes: Uint8Array }>());
  const h = s.fresh(), start = s.fresh(), i = s.fresh();
  const same = names.map((y, k) => `${h}.v${k} === ${y}`).join(' && ');
  const plain = names.map((y) => `(typeof ${y} === 'string' || typeof ${y} === 'number')`).join(' && ');
  return `${reads.join('\n')}
const ${h} = ${kept}.get(${names[0]});
if (${h} !== undefined && ${same}) {
const ${i} = ${h}.bytes;
if (at + ${i}.length > b.length) ${s.ref(full)}();
b.set(${i}, at);
at += ${i}.length;
} else {
const ${start} = at;
${writes.join('\n')}
if (${kept}.size < ${RECURRING_KEPT} && ${plain}) ${kept}.set(${names[0]}, { ${names.map((y, k) => `v${k}: ${y}`).join(', ')}, bytes: new Uint8Array(b.subarray(${start}, at)) });
}
`;
}
/** Sets of recurring values kept per object kind: the fan table has 81 fans (under two profiles, a few points differ). */
const RECURRING_KEPT = 256;

/** An object whose keys are data (player names, profile names), in its own order, each value of kind k. */
export function record<T>(k: Kind<T>): Kind<Readonly<Record<string, T>>> {
  return {
    write(b, at, v) {
      if (typeof v !== 'object' || v === null) return other(b, at, v);
      at = byte(b, at, 0x7b); // {
      let first = true;
      for (const key of Object.keys(v)) {
        if (!first) at = byte(b, at, 0x2c);
        first = false;
        at = writeString(b, at, key);
        at = byte(b, at, 0x3a); // :
        at = k.write(b, at, v[key]);
      }
      return byte(b, at, 0x7d);
    },
  };
}

/** A value of kind a when isA says so, else of kind b (a result, or its error). */
export const either = <A, B>(isA: (v: A | B) => v is A, a: Kind<A>, b: Kind<B>): Kind<A | B> =>
  compiled<A | B>(
    (buf, at, v) => (isA(v) ? a.write(buf, at, v) : b.write(buf, at, v as B)),
    (x, s) => `if (${s.ref(isA)}(${x})) { ${s.write(a as Kind<never>, x)} } else { ${s.write(b as Kind<never>, x)} }`,
  );

// ---------------------------------------------------------------- writing a line

/**
 * Writes v's line (no newline) into buf from at. Returns where it ends, or -1 when
 * it does not fit (what was written past at is then garbage).
 */
export function jsonInto<T>(kind: Kind<T>, v: T, buf: Uint8Array, at: number): number {
  lines++;
  try {
    return kind.write(buf, at, v);
  } catch (e) {
    if (e === FULL) return -1;
    throw e;
  }
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
