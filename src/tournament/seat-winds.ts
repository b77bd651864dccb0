/**
 * Seat winds for a plan whose tables are chosen (seat.ts): which of a table's four
 * players sits East, South, West and North. Apart from the grouping so that either
 * can change alone (issue 27).
 */

/** A plan over player indices: sessions -> tables -> four indices in seat order E, S, W, N. */
export type IndexPlan = number[][][];

/**
 * Seat winds: a proper 4-edge-colouring of players x tables in which each player's
 * tables, cut into runs of four in session order, are each one vertex (Kempe chains,
 * as in König's theorem): every table gets E, S, W, N; every run of four gives a
 * player each wind once.
 */
export function assignWinds(n: number, tables: number[][][]): IndexPlan {
  const K = tables.length;
  // Vertices: player runs 0..R-1 (player p, run r: p * runs + r), then the tables
  // session by session (first[s]: the vertex of session s's table 0).
  const runs = Math.ceil(K / 4);
  const R = n * runs;
  const first: number[] = [];
  let V = R;
  for (const s of tables) {
    first.push(V);
    V += s.length;
  }
  // colourAt[v * 4 + c] = the other end of v's edge of colour c, or -1
  const colourAt = new Int32Array(V * 4).fill(-1);
  const free = (v: number): number => {
    for (let col = 0; col < 4; col++) if (colourAt[v * 4 + col] < 0) return col;
    return -1;
  };
  const setEdge = (u: number, v: number, col: number) => {
    colourAt[u * 4 + col] = v;
    colourAt[v * 4 + col] = u;
  };
  for (let s = 0; s < K; s++) {
    for (let t = 0; t < tables[s].length; t++) {
      const tv = first[s] + t;
      for (const p of tables[s][t]) {
        const u = p * runs + Math.floor(s / 4);
        const a = free(u);
        const b = free(tv);
        if (colourAt[tv * 4 + a] >= 0) {
          // a is used at the table: flip the a/b path from the table, then a is free there
          const path: number[] = [tv];
          let v = tv;
          let col = a;
          for (;;) {
            const next = colourAt[v * 4 + col];
            if (next < 0) break;
            path.push(next);
            v = next;
            col = col === a ? b : a;
          }
          // the path's edges, taken off and put back with colours swapped
          const edges: [number, number, number][] = [];
          for (let k = 0; k + 1 < path.length; k++) {
            const x = path[k];
            const y = path[k + 1];
            const c = colourAt[x * 4 + a] === y ? a : b;
            edges.push([x, y, c]);
          }
          for (const [x, y, c] of edges) {
            colourAt[x * 4 + c] = -1;
            colourAt[y * 4 + c] = -1;
          }
          for (const [x, y, c] of edges) setEdge(x, y, c === a ? b : a);
        }
        setEdge(u, tv, a);
      }
    }
  }
  return tables.map((s, si) =>
    s.map((t, ti) => {
      const tv = first[si] + ti;
      return [0, 1, 2, 3].map((col) => Math.floor(colourAt[tv * 4 + col] / runs));
    }),
  );
}


const PERMUTATIONS: number[][] = (() => {
  const out: number[][] = [];
  const go = (rest: number[], acc: number[]) => {
    if (rest.length === 0) out.push(acc);
    rest.forEach((x, i) => go([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, x]));
  };
  go([0, 1, 2, 3], []);
  return out;
})();

/**
 * Winds for sessions that follow sessions already played (re-seating): `held[p * 4 + w]`
 * is how often player p has held wind w. The new tables are coloured as assignWinds
 * does, then each table's order is changed while that lowers the sum over players of
 * (times at a wind)^2 over the whole event, so that the counts end within 1 of each
 * other where the tables allow.
 */
export function assignWindsAfter(n: number, tables: number[][][], held: Int32Array): IndexPlan {
  const plan = assignWinds(n, tables);
  const count = Int32Array.from(held);
  for (const s of plan) for (const t of s) t.forEach((p, w) => count[p * 4 + w]++);
  for (let pass = 0, changed = true; changed && pass < 50; pass++) {
    changed = false;
    for (const s of plan)
      for (const t of s) {
        t.forEach((p, w) => count[p * 4 + w]--);
        let best = t;
        let bestCost = Infinity;
        for (const perm of PERMUTATIONS) {
          let cost = 0;
          for (let w = 0; w < 4; w++) cost += 2 * count[t[perm[w]] * 4 + w] + 1;
          if (cost < bestCost) {
            bestCost = cost;
            best = perm.map((m) => t[m]);
          }
        }
        if (best.some((p, w) => p !== t[w])) {
          let now = 0;
          for (let w = 0; w < 4; w++) now += 2 * count[t[w] * 4 + w] + 1;
          if (bestCost < now) {
            best.forEach((p, w) => (t[w] = p));
            changed = true;
          }
        }
        t.forEach((p, w) => count[p * 4 + w]++);
      }
  }
  return plan;
}
