import { describe, expect, it } from 'vitest';
import { findFans } from '../../src/fans/find.js';

describe('findFans', () => {
  it('finds a fan by id, English name (any case, spaces or hyphens) or Chinese name', () => {
    expect(findFans('pure-straight')).toEqual(['pure-straight']);
    expect(findFans('Pure Straight')).toEqual(['pure-straight']);
    expect(findFans('purestraight')).toEqual(['pure-straight']);
    expect(findFans('清龙')).toEqual(['pure-straight']);
    expect(findFans('self drawn')).toEqual(['self-drawn']);
  });

  it('a prefix gives every fan it starts, in RULES.md order; an exact name wins over longer ones', () => {
    expect(findFans('pure sh')).toEqual(['pure-shifted-pungs', 'pure-shifted-chows']);
    expect(findFans('seven pairs')).toEqual(['seven-pairs']);
    expect(findFans('七')).toEqual(['seven-pairs', 'greater-honors-and-knitted-tiles']);
  });

  it('nothing for what names no fan', () => {
    expect(findFans('')).toEqual([]);
    expect(findFans('banana')).toEqual([]);
  });
});

describe('a fan name in a message', () => {
  it('shows every real name whole and cuts only a longer slip', async () => {
    const { FAN_IDS, FANS } = await import('../../src/fans/table.js');
    const { quote, FAN_QUOTE_MAX } = await import('../../src/notation/chars.js');
    for (const id of FAN_IDS) for (const name of [id, FANS[id].name, FANS[id].zh]) expect(quote(name, FAN_QUOTE_MAX)).toBe(name);
    const slip = 'x'.repeat(40_000);
    expect(quote(slip, FAN_QUOTE_MAX)).toBe('x'.repeat(FAN_QUOTE_MAX) + '…');
  });
});
