import { describe, expect, it } from 'vitest';
import { Progress, progressLine } from '../../src/batch/progress.js';

describe('Progress', () => {
  it('hands done and hands per second', () => {
    expect(progressLine(12_345, 2000)).toBe('mcr: 12,345 hands, 6,173 hands/s');
    expect(progressLine(0, 0)).toBe('mcr: 0 hands, 0 hands/s');
  });

  it('nothing for a short run; then redrawn in place, at most every 250 ms; cleared at the end', () => {
    let t = 0;
    const written: string[] = [];
    const p = new Progress((s) => written.push(s), () => t);
    t = 900;
    p.update(100);
    p.clear();
    expect(written).toEqual([]);
    t = 1000;
    p.update(1000);
    t = 1100;
    p.update(1100);
    t = 1250;
    p.update(2500);
    p.clear();
    expect(written).toEqual(['\r\x1b[Kmcr: 1,000 hands, 1,000 hands/s', '\r\x1b[Kmcr: 2,500 hands, 2,000 hands/s', '\r\x1b[K']);
  });
});
