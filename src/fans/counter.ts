/**
 * Where the combination counters (group-chows.ts, group-pungs.ts) write the fans
 * they find: a Map in tests, or a FanList on the hot path.
 */
import { FAN_IDS, type FanId } from './table.js';

export interface FanCounter {
  get(id: FanId): number | undefined;
  set(id: FanId, n: number): FanCounter;
}

const INDEX = new Map<FanId, number>(FAN_IDS.map((id, i) => [id, i]));
/** Index of a fan in FAN_IDS. */
export const fanIndex = (id: FanId): number => INDEX.get(id)!;

/**
 * The few fans a combination counter finds, as a flat list of (fan index, count)
 * pairs: cheaper to make than an 81-entry array, and quick to read with countIn().
 */
export class FanList implements FanCounter {
  readonly items: number[] = [];
  get(id: FanId): number {
    return countIn(this.items, fanIndex(id));
  }
  set(id: FanId, n: number): this {
    const i = fanIndex(id);
    for (let k = 0; k < this.items.length; k += 2) {
      if (this.items[k] === i) {
        this.items[k + 1] = n;
        return this;
      }
    }
    this.items.push(i, n);
    return this;
  }
}

/** The count of fan index `i` in a FanList's items. */
export function countIn(items: readonly number[], i: number): number {
  for (let k = 0; k < items.length; k += 2) if (items[k] === i) return items[k + 1];
  return 0;
}
