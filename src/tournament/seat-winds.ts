/**
 * Seat winds for a plan whose tables are chosen (seat.ts): which of a table's four
 * players sits East, South, West and North. Apart from the grouping so that either
 * can change alone.
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


/**
 * Winds for sessions that follow sessions already played (re-seating): `held[p * 4 + w]`
 * is how often player p has held wind w. The new tables are coloured as assignWinds
 * does; then, while a player holds one wind a at least twice more than another b, an
 * a/b chain through the new sessions (p's table where p holds a, that table's b
 * player, that player's table where they hold a, ...) is swapped up to a player who can
 * take one more a and one fewer b: every table keeps its four winds, the players
 * inside the chain keep their counts, and the counts end within 1 where such chains
 * exist.
 */
export function assignWindsAfter(n: number, tables: number[][][], held: Int32Array): IndexPlan {
  const plan = assignWinds(n, tables);
  const count = Int32Array.from(held);
  for (const s of plan) for (const t of s) t.forEach((p, w) => count[p * 4 + w]++);
  // at[s][p] = table * 4 + wind of player p in new session s, or -1
  const at = plan.map((s) => {
    const a = new Int32Array(n).fill(-1);
    s.forEach((t, ti) => t.forEach((p, w) => (a[p] = ti * 4 + w)));
    return a;
  });
  const spread = (p: number): [number, number] => {
    let hi = 0;
    let lo = 0;
    for (let w = 1; w < 4; w++) {
      if (count[p * 4 + w] > count[p * 4 + hi]) hi = w;
      if (count[p * 4 + w] < count[p * 4 + lo]) lo = w;
    }
    return [hi, lo];
  };
  for (let round = 0; round < 4 * n; round++) {
    let fixed = false;
    for (let p = 0; p < n && !fixed; p++) {
      const [a, b] = spread(p);
      if (count[p * 4 + a] - count[p * 4 + b] < 2) continue;
      // breadth first over players: from q, q's tables at wind a, then their b player
      const from = new Map<number, { prev: number; s: number; t: number }>([[p, { prev: -1, s: -1, t: -1 }]]);
      const queue = [p];
      let end = -1;
      for (let k = 0; k < queue.length && end < 0; k++) {
        const q = queue[k];
        for (let si = 0; si < plan.length && end < 0; si++) {
          const x = at[si][q];
          if (x < 0 || x % 4 !== a) continue;
          const t = x >> 2;
          const r = plan[si][t][b];
          if (from.has(r)) continue;
          from.set(r, { prev: q, s: si, t });
          // r takes one more a and one fewer b: better when r's b is above its a
          if (count[r * 4 + b] - count[r * 4 + a] >= 1) end = r;
          else queue.push(r);
        }
      }
      if (end < 0) continue;
      for (let r = end; r !== p; ) {
        const step = from.get(r) as { prev: number; s: number; t: number };
        const t = plan[step.s][step.t];
        [t[a], t[b]] = [t[b], t[a]];
        at[step.s][t[a]] = step.t * 4 + a;
        at[step.s][t[b]] = step.t * 4 + b;
        r = step.prev;
      }
      count[p * 4 + a]--;
      count[p * 4 + b]++;
      count[end * 4 + a]++;
      count[end * 4 + b]--;
      fixed = true;
    }
    if (!fixed) break;
  }
  return plan;
}
