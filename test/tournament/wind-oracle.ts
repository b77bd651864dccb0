/**
 * The exhaustive oracle for seat winds after sessions played (tests only): the least
 * wind spread any assignment of winds to the later tables can reach, by a depth-first
 * search over every table's 24 orders, pruned by what each player's remaining
 * sessions can still even out. Small cases only.
 */

/** Whether counts c (4 winds), with r sessions still to play, can end within spread d. */
export function canReach(c: readonly number[], r: number, d: number): boolean {
  const total = c[0] + c[1] + c[2] + c[3] + r;
  const hi = Math.max(...c);
  for (let t = Math.max(0, hi - d); 4 * t <= total; t++) {
    // every wind ends in [t, t + d]: each at least max(c, t), together total
    let need = 0;
    for (const x of c) need += Math.max(x, t);
    if (need <= total && total <= 4 * (t + d)) return true;
  }
  return false;
}

const ORDERS: number[][] = [];
(function permute(prefix: number[]) {
  if (prefix.length === 4) ORDERS.push(prefix);
  for (let w = 0; w < 4; w++) if (!prefix.includes(w)) permute([...prefix, w]);
})([]);

/** Whether the later tables' winds can be set so that every player's spread is at most d. */
export function windsWithin(n: number, tables: readonly (readonly (readonly number[])[])[], held: Int32Array, d: number): boolean {
  const count = Array.from({ length: n }, (_, p) => [0, 1, 2, 3].map((w) => held[p * 4 + w]));
  const left = new Array<number>(n).fill(0);
  const flat = tables.flat();
  for (const t of flat) for (const p of t) left[p]++;
  if (!count.every((c, p) => canReach(c, left[p], d))) return false;
  const go = (k: number): boolean => {
    if (k === flat.length) return true;
    const t = flat[k];
    for (const p of t) left[p]--;
    for (const order of ORDERS) {
      // order[i]: the wind of the table's i-th player
      t.forEach((p, i) => count[p][order[i]]++);
      const ok = t.every((p) => canReach(count[p], left[p], d)) && go(k + 1);
      t.forEach((p, i) => count[p][order[i]]--);
      if (ok) return true;
    }
    for (const p of t) left[p]++;
    return false;
  };
  return go(0);
}

/** The least spread reachable: the smallest d for which windsWithin holds. */
export function leastSpread(n: number, tables: readonly (readonly (readonly number[])[])[], held: Int32Array): number {
  for (let d = 0; ; d++) if (windsWithin(n, tables, held, d)) return d;
}
