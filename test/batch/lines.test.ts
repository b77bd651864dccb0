import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInvalidByte, isSkipped, LineSplitter, MAX_LINE_CHARS, SHOWN_CHARS, type Line } from '../../src/batch/lines.js';

const bytes = (...parts: (string | number[])[]): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

/** Everything the splitter gives for these chunks, the end included. */
function split(chunks: Buffer[], max?: number): Line[] {
  const s = new LineSplitter(max);
  const out: Line[] = [];
  for (const c of chunks) out.push(...s.push(c));
  out.push(...s.end());
  return out;
}

/** The same input cut into chunks of n bytes. */
const cut = (b: Buffer, n: number): Buffer[] => {
  const out: Buffer[] = [];
  for (let i = 0; i < b.length; i += n) out.push(b.subarray(i, i + n));
  return out;
};

const texts = (lines: Line[]) => lines.map((l) => (l.error ? `!${l.error.code}` : l.text));

describe('LineSplitter', () => {
  it('splits on \\n, numbers every line from 1 (blank ones too), keeps the last line without \\n', () => {
    const lines = split([bytes('a\n\nb c\n# x\nlast')]);
    expect(lines.map((l) => [l.no, l.text])).toEqual([
      [1, 'a'],
      [2, ''],
      [3, 'b c'],
      [4, '# x'],
      [5, 'last'],
    ]);
  });

  it('gives no extra line for a final newline, and nothing for no input', () => {
    expect(texts(split([bytes('a\n')]))).toEqual(['a']);
    expect(split([])).toEqual([]);
    expect(split([bytes('')])).toEqual([]);
    expect(texts(split([bytes('\n')]))).toEqual(['']);
  });

  it('gives the same lines however the input is cut into chunks', () => {
    const input = bytes([0xef, 0xbb, 0xbf], '1b 🀄 2c\r\n', [0xff], 'x\n\n', '東南西北\r\nend');
    const whole = split([input]);
    expect(texts(whole)).toEqual(['1b 🀄 2c', '!invalid-utf8', '', '東南西北', 'end']);
    for (let n = 1; n <= input.length; n++) expect(split(cut(input, n))).toEqual(whole);
  });

  it('drops one \\r before \\n (CRLF), and keeps a \\r elsewhere', () => {
    expect(texts(split([bytes('a\r\nb\r\r\nc\rd\n\r\n')]))).toEqual(['a', 'b\r', 'c\rd', '']);
  });

  it('drops a byte-order mark at the start of the first line (and of any line: files joined by cat)', () => {
    const bom = [0xef, 0xbb, 0xbf];
    expect(texts(split([bytes(bom, '1b\n', bom, '2b\n1b', bom, '\n')]))).toEqual(['1b', '2b', '1b\ufeff']);
    expect(texts(split(cut(bytes([0xef, 0xbb, 0xbf], '1b\n'), 1)))).toEqual(['1b']);
    expect(texts(split([bytes([0xef, 0xbb, 0xbf])]))).toEqual(['']);
  });

  it('invalid UTF-8 is an error for that line only, pointing at the first bad byte', () => {
    const lines = split([bytes('12', [0xff], 'b\n東', [0xe2, 0x82], '\nok\n')]);
    expect(lines[0]).toMatchObject({ no: 1, text: '12\ufffdb', error: { code: 'invalid-utf8', column: 3 } });
    expect(lines[0].error?.message).toMatch(/invalid UTF-8 at column 3 \(byte 0xFF\)/);
    expect(lines[1]).toMatchObject({ no: 2, error: { code: 'invalid-utf8', column: 2 } });
    expect(lines[2]).toEqual({ no: 3, text: 'ok' });
    const [afterBom] = split([bytes([0xef, 0xbb, 0xbf], 'ab', [0xff])]);
    expect(afterBom).toMatchObject({ text: 'ab\ufffd', error: { column: 3 } });
  });

  it('overlong forms, surrogates and code points past U+10FFFF are not UTF-8', () => {
    for (const bad of [[0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe0, 0x80, 0xaf], [0x80]]) {
      expect(split([bytes('a', bad)])[0].error?.code).toBe('invalid-utf8');
    }
  });

  it('a line of more than maxChars characters is line-too-long; maxChars exactly is fine', () => {
    const lines = split([bytes('x'.repeat(10), '\n', 'x'.repeat(11), '\n', '🀄'.repeat(10), '\r\n', 'next')], 10);
    expect(texts(lines)).toEqual(['x'.repeat(10), '!line-too-long', '🀄'.repeat(10), 'next']);
    expect(lines[1]).toMatchObject({ no: 2, text: 'x'.repeat(11) + '…' });
    expect(lines[1].error?.message).toContain('longer than 10 characters');
  });

  it(`the default limit is ${MAX_LINE_CHARS} characters`, () => {
    expect(texts(split([bytes('a'.repeat(MAX_LINE_CHARS), '\n', 'a'.repeat(MAX_LINE_CHARS + 1))]))).toEqual([
      'a'.repeat(MAX_LINE_CHARS),
      '!line-too-long',
    ]);
  });

  it('skips the rest of a line too long without keeping it, then reads on', () => {
    const s = new LineSplitter(100);
    const out: Line[] = [];
    out.push(...s.push(bytes('start ')));
    for (let i = 0; i < 10_000; i++) {
      out.push(...s.push(bytes('y'.repeat(1000))));
      expect(s.held).toBeLessThanOrEqual(4 * 100 + 4);
    }
    out.push(...s.push(bytes('\nafter\n')));
    expect(texts(out)).toEqual(['!line-too-long', 'after']);
    expect(out[0].no).toBe(1);
    expect(out[0].text).toBe('start ' + 'y'.repeat(SHOWN_CHARS - 6) + '…');
    expect(out[1].no).toBe(2);
  });

  it('a line too long in one chunk is not decoded at all', () => {
    const line = Buffer.alloc(50_000, 0xff); // not UTF-8 either: the length is what is reported
    expect(texts(split([line, bytes('\nok')]))).toEqual(['!line-too-long', 'ok']);
  });
});

describe('firstInvalidByte', () => {
  it('agrees with a fatal TextDecoder on any bytes', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true });
    const valid = (b: Uint8Array) => {
      try {
        fatal.decode(b);
        return true;
      } catch {
        return false;
      }
    };
    const bytesArb = fc.oneof(
      fc.uint8Array({ maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 6 }).map((s) => new Uint8Array(Buffer.from(s, 'utf8'))),
      fc
        .tuple(fc.string({ unit: 'grapheme', maxLength: 4 }), fc.uint8Array({ minLength: 1, maxLength: 3 }))
        .map(([s, b]) => new Uint8Array(Buffer.concat([Buffer.from(s, 'utf8'), b]))),
    );
    fc.assert(
      fc.property(bytesArb, (b) => {
        const at = firstInvalidByte(b);
        expect(at === b.length).toBe(valid(b));
        expect(valid(b.subarray(0, at))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('isSkipped', () => {
  const line = (text: string): Line => ({ no: 1, text });
  it('skips blank lines and # comments, nothing else', () => {
    for (const t of ['', '   ', '\t', '#', '# a comment', '   # indented', '\u3000#']) expect(isSkipped(line(t))).toBe(true);
    for (const t of ['1b', ' 1b', 'x#', '🀄']) expect(isSkipped(line(t))).toBe(false);
  });

  it('a comment or blank line is skipped whatever it holds and however long', () => {
    const [bad, longComment, longBlank] = split([bytes('# caf', [0xe9], '\n#', 'x'.repeat(20), '\n', ' '.repeat(20))], 10);
    expect(bad.error?.code).toBe('invalid-utf8');
    expect(isSkipped(bad)).toBe(true);
    expect(isSkipped(longComment)).toBe(true);
    expect(longBlank.error).toBeUndefined();
    expect(isSkipped(longBlank)).toBe(true);
  });
});

describe('blank and comment lines longer than the limit', () => {
  /** The lines of input pushed in pieces of `size` bytes. */
  const split = (input: string, size: number, max = 10): Line[] => {
    const s = new LineSplitter(max);
    const bytes = Buffer.from(input, 'utf8');
    const out: Line[] = [];
    for (let i = 0; i < bytes.length; i += size) out.push(...s.push(bytes.subarray(i, i + size)));
    return [...out, ...s.end()];
  };

  it('are skipped, whole or cut anywhere, while other long lines stay errors', () => {
    const input = [
      ' '.repeat(60) + '# note', // a comment after many blanks
      '\t'.repeat(45), // blank
      ' \u3000\u00a0'.repeat(15), // Unicode blanks (3 and 2 bytes) cut between chunks
      ' '.repeat(50) + 'x', // text after blanks: too long
      '#' + 'y'.repeat(60), // a comment from the start
      '\u3000'.repeat(20) + '#', // a comment after wide blanks
      '123b',
    ].join('\n');
    for (const size of [1, 2, 3, 7, 64, 10_000]) {
      const lines = split(input, size);
      expect(lines.map((l) => [l.no, isSkipped(l), l.error?.code ?? null]), `pieces of ${size}`).toEqual([
        [1, true, null],
        [2, true, null],
        [3, true, null],
        [4, false, 'line-too-long'],
        [5, true, null],
        [6, true, null],
        [7, false, null],
      ]);
    }
  });

  it('a million blanks then a comment: skipped, nothing of it held', () => {
    const s = new LineSplitter();
    const blanks = Buffer.alloc(64 * 1024, 0x20);
    let held = 0;
    for (let i = 0; i < 16; i++) {
      expect(s.push(blanks)).toEqual([]);
      held = Math.max(held, s.held);
    }
    const [line] = s.push(Buffer.from('# note\n'));
    expect(isSkipped(line)).toBe(true);
    expect(held).toBeLessThanOrEqual(4 * MAX_LINE_CHARS + 4);
    expect(s.push(Buffer.from('123b\n'))[0]).toEqual({ no: 2, text: '123b' });
  });
});
