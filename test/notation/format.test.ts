import { describe, expect, it } from 'vitest';
import { canonical } from '../../src/notation/format.js';
import { parseLine } from '../../src/notation/parse.js';
import { sameHand } from './helpers.js';

function canon(line: string): string {
  const r = parseLine(line);
  if (!r.ok) throw new Error(`${line}: ${r.error.message}`);
  return canonical(r.hand);
}

describe('canonical form', () => {
  it('writes the NOTATION.md example with melds first, sorted groups, winning tile last, defaults omitted', () => {
    expect(canon('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S +round:E +flowers:2')).toBe(
      '[123b] 456c 5578d EEE 9d +win:wall +seat:S +flowers:2',
    );
  });

  it('uses canonical letters only', () => {
    expect(canon('[789p] 123s 456m CC FF 9p')).toBe('[789d] 123b 456c RR GG 9d');
  });

  it('writes Unicode tiles as letters and Unicode flowers as +flowers', () => {
    expect(canon('🀢🀣 🀐🀑🀒 🀄')).toBe('123b R +flowers:2');
  });

  it('sorts melds by tile; chow before pung; melded before concealed', () => {
    expect(canon('(EEEE) [111b] [123b] (5555c) [5555c] 1d')).toBe('[123b] [111b] [5555c] (5555c) (EEEE) 1d');
  });

  it('sorts suits b, c, d then honors E S W N R G P', () => {
    expect(canon('P G R N W S E 9d 1c 5b 1b')).toBe('5b 1c 9d E S W N R G P 1b');
  });

  it('writes the options in the order of the table', () => {
    expect(canon('1b +kong +wall-last +last +flowers:1 +from:N +round:W +seat:S +win:discard')).toBe(
      '1b +seat:S +round:W +from:N +flowers:1 +last +wall-last +kong',
    );
    expect(canon('1b +win:wall +seat:E +round:E +flowers:0')).toBe('1b +win:wall');
  });

  it('omits +last when it is implied by a melded pung', () => {
    expect(canon('[555d] 123b456c 78d 5d +last')).toBe('[555d] 123b 456c 78d 5d');
  });

  it('keeps the winning tile apart even when it sorts inside its suit', () => {
    expect(canon('123b456c789d EEE 5d 1b')).toBe('123b 456c 5789d EEE 1b');
  });

  it('reads back to the same hand', () => {
    for (const line of [
      '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S +round:E +flowers:2',
      '🀢 (🀀🀀🀀🀀) [🀙🀚🀛] 12b 3b P🀆 1b +kong +from:W',
      '[555d] 123b456c 78d 5d',
      '9d 1b 1b',
    ]) {
      const a = parseLine(line);
      const text = canon(line);
      const b = parseLine(text);
      expect(a.ok && b.ok && sameHand(a.hand, b.hand), `${line} -> ${text}`).toBe(true);
      expect(canon(text)).toBe(text);
    }
  });
});
