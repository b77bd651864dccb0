/**
 * Where the combination counters (group-chows.ts, group-pungs.ts) write the fans
 * they find: a Map in tests, or a FanArray (counts indexed like FAN_IDS) on the hot path.
 */
import { FAN_IDS, type FanId } from './table.js';

export interface FanCounter {
  get(id: FanId): number | undefined;
  set(id: FanId, n: number): FanCounter;
}

const INDEX = new Map<FanId, number>(FAN_IDS.map((id, i) => [id, i]));
/** Index of a fan in FAN_IDS. */
export const fanIndex = (id: FanId): number => INDEX.get(id)!;

/** Fan counts in a Uint8Array indexed like FAN_IDS, behind the FanCounter interface. */
export class FanArray implements FanCounter {
  readonly counts = new Uint8Array(FAN_IDS.length);
  get(id: FanId): number {
    return this.counts[fanIndex(id)];
  }
  set(id: FanId, n: number): this {
    this.counts[fanIndex(id)] = n;
    return this;
  }
}
