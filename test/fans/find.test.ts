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
