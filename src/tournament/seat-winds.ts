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
 * Moves of players between tables that assignWindsAfter may make to even the winds
 * out: `allows(a, b, p, q)` when p (at table a) and q (at table b of the same session)
 * may change places, `done` when they have (a and b as they were).
 */
export interface PlayerSwaps {
  allows(a: readonly number[], b: readonly number[], p: number, q: number): boolean;
  done(a: readonly number[], b: readonly number[], p: number, q: number): void;
}

/** The 24 orders of four winds. */
const ORDERS: number[][] = [];
(function permute(prefix: number[]) {
  if (prefix.length === 4) ORDERS.push(prefix);
  for (let w = 0; w < 4; w++) if (!prefix.includes(w)) permute([...prefix, w]);
})([]);

/**
 * Winds for sessions that follow sessions already played (re-seating): `held[p * 4 + w]`
 * is how often player p has held wind w. The new tables are coloured as assignWinds
 * does; then, for any two winds a and b, a chain through the new sessions (u's table
 * where u holds a, that table's b player, that player's table where they hold a, ...,
 * up to v) is swapped where it evens u's and v's counts out (their sum of squares
 * falls): every table keeps its four winds, the players inside the chain keep their
 * counts. It stops when no such chain is left; balanceWinds then says how far each
 * player is from 1.
 */
export function assignWindsAfter(n: number, tables: number[][][], held: Int32Array, swaps?: PlayerSwaps): IndexPlan {
  const count = Int32Array.from(held);
  const plan = tables.map((s) =>
    s.map((t) => {
      let best = ORDERS[0];
      let cost = Infinity;
      for (const order of ORDERS) {
        let c = 0;
        for (let i = 0; i < 4; i++) c += count[t[i] * 4 + order[i]] ** 2;
        if (c < cost) {
          cost = c;
          best = order;
        }
      }
      const seats = [0, 0, 0, 0];
      t.forEach((p, i) => {
        seats[best[i]] = p;
        count[p * 4 + best[i]]++;
      });
      return seats;
    }),
  );
  // at[s][p] = table * 4 + wind of player p in new session s, or -1
  const at = plan.map((s) => {
    const a = new Int32Array(n).fill(-1);
    s.forEach((t, ti) => t.forEach((p, w) => (a[p] = ti * 4 + w)));
    return a;
  });
  // A player's cost: spreads past 1 first (squared, so that the worst goes first), then
  // the sum of squares of the counts (even counts the least).
  const cost = (p: number): number => {
    let hi = count[p * 4];
    let lo = hi;
    let sq = 0;
    for (let w = 0; w < 4; w++) {
      const c = count[p * 4 + w];
      hi = Math.max(hi, c);
      lo = Math.min(lo, c);
      sq += c * c;
    }
    return 1_000_000 * Math.max(0, hi - lo - 1) ** 2 + sq;
  };
  const move = (p: number, a: number, b: number): void => {
    count[p * 4 + a]--;
    count[p * 4 + b]++;
  };
  // a chain from u (a -> b) to the first player v it reaches whose swap (b -> a)
  // lowers the two players' cost
  const from = new Int32Array(n);
  const via = new Int32Array(n);
  const chain = (u: number, a: number, b: number): boolean => {
    const before = cost(u);
    move(u, a, b);
    const gain = before - cost(u);
    move(u, b, a);
    from.fill(-2);
    from[u] = -1;
    const queue = [u];
    for (let k = 0; k < queue.length; k++) {
      const q = queue[k];
      for (let si = 0; si < plan.length; si++) {
        const x = at[si][q];
        if (x < 0 || x % 4 !== a) continue;
        const r = plan[si][x >> 2][b];
        if (from[r] !== -2) continue;
        from[r] = q;
        via[r] = si;
        const was = cost(r);
        move(r, b, a);
        if (gain + was - cost(r) > 0) {
          for (let v = r; v !== u; v = from[v]) {
            const si2 = via[v];
            const t = at[si2][v] >> 2;
            const seats = plan[si2][t];
            [seats[a], seats[b]] = [seats[b], seats[a]];
            at[si2][seats[a]] = t * 4 + a;
            at[si2][seats[b]] = t * 4 + b;
          }
          move(u, a, b);
          return true;
        }
        move(r, a, b);
        queue.push(r);
      }
    }
    return false;
  };
  // a table's four winds in the order that costs its players least
  const reorder = (si: number, ti: number): boolean => {
    const seats = plan[si][ti];
    const was = seats.reduce((x, p) => x + cost(p), 0);
    seats.forEach((p, w) => count[p * 4 + w]--);
    let best = ORDERS[0];
    let least = Infinity;
    for (const order of ORDERS) {
      seats.forEach((p, i) => count[p * 4 + order[i]]++);
      const c = seats.reduce((x, p) => x + cost(p), 0);
      seats.forEach((p, i) => count[p * 4 + order[i]]--);
      if (c < least) {
        least = c;
        best = order;
      }
    }
    if (least >= was) {
      seats.forEach((p, w) => count[p * 4 + w]++);
      return false;
    }
    const old = [...seats];
    old.forEach((p, i) => {
      seats[best[i]] = p;
      count[p * 4 + best[i]]++;
      at[si][p] = ti * 4 + best[i];
    });
    return true;
  };
  const descend = (): void => {
    for (let changed = true; changed; ) {
      changed = false;
      for (let u = 0; u < n; u++)
        for (let a = 0; a < 4; a++)
          for (let b = 0; b < 4; b++)
            while (a !== b && count[u * 4 + a] > count[u * 4 + b] && chain(u, a, b)) changed = true;
      for (let si = 0; si < plan.length; si++) for (let ti = 0; ti < plan[si].length; ti++) if (reorder(si, ti)) changed = true;
    }
  };
  // Where a player is still past 1, kicks: that player's tables in a random order, then
  // the descent again; the plan kept when it costs no more (a fixed generator: the
  // same plan every run). A bounded number of tries, fewer for a big plan.
  const total = (): number => {
    let c = 0;
    for (let p = 0; p < n; p++) c += cost(p);
    return c;
  };
  let random = 0x2545f491;
  const next = (k: number): number => {
    random ^= random << 13;
    random ^= random >>> 17;
    random ^= random << 5;
    return (random >>> 0) % k;
  };
  const tablesCount = plan.reduce((x, s) => x + s.length, 0);
  const tries = Math.min(200, Math.ceil(200_000 / Math.max(1, tablesCount * 4)));
  const improve = (): number => {
  descend();
  let best = total();
  for (let k = 0; k < tries && best >= 1_000_000; k++) {
    const past: number[] = [];
    for (let p = 0; p < n; p++) if (cost(p) >= 1_000_000) past.push(p);
    const saved = plan.map((s) => s.map((t) => [...t]));
    const savedCount = Int32Array.from(count);
    const p = past[next(past.length)];
    const kick = (si: number, ti: number): void => {
      const seats = plan[si][ti];
      const order = ORDERS[next(24)];
      const old = [...seats];
      old.forEach((q, i) => {
        count[q * 4 + i]--;
        count[q * 4 + order[i]]++;
        seats[order[i]] = q;
        at[si][q] = ti * 4 + order[i];
      });
    };
    for (let si = 0; si < plan.length; si++) if (at[si][p] >= 0) kick(si, at[si][p] >> 2);
    // and as many tables at random, every other try
    if (k % 2 === 1)
      for (let j = 0; j < plan.length; j++) {
        const si = next(plan.length);
        kick(si, next(plan[si].length));
      }
    descend();
    const now = total();
    if (now <= best) {
      best = now;
      continue;
    }
    saved.forEach((s, si) => s.forEach((t, ti) => t.forEach((q, w) => {
      plan[si][ti][w] = q;
      at[si][q] = ti * 4 + w;
    })));
    count.set(savedCount);
  }
  return best;
  };
  let best = improve();
  // Still past 1: a player at the table of a player past 1 (that player or a table
  // mate) changes tables with a player of another table of the same session where
  // swaps allows it (no meeting gets worse), when the two tables' best orders cost
  // their players less; then improve again. A bounded number of rounds.
  const trySwap = (si: number, ta: number, ia: number, tb: number, j: number): boolean => {
    const A = plan[si][ta];
    const B = plan[si][tb];
    const y = A[ia];
    const q = B[j];
    if (!swaps?.allows(A, B, y, q)) return false;
    const players = [...A, ...B];
    const was = players.reduce((c, z) => c + cost(z), 0);
    const seatAt = (t: number[], ti: number, list: readonly number[]) =>
      list.forEach((z, i) => {
        count[t[i] * 4 + i]--;
        t[i] = z;
        count[z * 4 + i]++;
        at[si][z] = ti * 4 + i;
      });
    seatAt(A, ta, A.map((z, i) => (i === ia ? q : z)));
    seatAt(B, tb, B.map((z, i) => (i === j ? y : z)));
    reorder(si, ta);
    reorder(si, tb);
    if (players.reduce((c, z) => c + cost(z), 0) < was) {
      swaps.done(players.slice(0, 4), players.slice(4), y, q);
      return true;
    }
    seatAt(A, ta, players.slice(0, 4));
    seatAt(B, tb, players.slice(4));
    return false;
  };
  for (let round = 0; swaps && best >= 1_000_000 && round < 8; round++) {
    let moved = false;
    for (let p = 0; p < n; p++) {
      if (cost(p) < 1_000_000) continue;
      for (let si = 0; si < plan.length && cost(p) >= 1_000_000; si++) {
        if (at[si][p] < 0) continue;
        const ta = at[si][p] >> 2;
        search: for (let ia = 0; ia < 4; ia++)
          for (let tb = 0; tb < plan[si].length; tb++)
            for (let j = 0; tb !== ta && j < 4; j++)
              if (trySwap(si, ta, ia, tb, j)) {
                moved = true;
                break search;
              }
      }
    }
    if (!moved) break;
    best = improve();
  }
  return plan;
}

/** A player whose E/S/W/N counts over the whole event differ by more than 1. */
export interface UnevenWinds {
  /** The player's index (reseat.ts gives the id). */
  player: number;
  /** E, S, W, N held over the whole event. */
  counts: number[];
  /**
   * true when the sessions played alone allow no better: the winds held then, with
   * the sessions left, can not end within the spread reached whatever the tables.
   */
  forced: boolean;
}

/**
 * The players of a whole plan (sessions played and later) whose wind counts differ by
 * more than 1, with whether their own sessions played force it: counts c held after
 * the sessions played, r sessions left, can end within spread d only if some level t
 * has every wind in [t, t + d].
 */
export function unevenWinds(n: number, plan: IndexPlan, played: number): UnevenWinds[] {
  const held = new Int32Array(n * 4);
  const count = new Int32Array(n * 4);
  plan.forEach((s, si) =>
    s.forEach((t) =>
      t.forEach((p, w) => {
        count[p * 4 + w]++;
        if (si < played) held[p * 4 + w]++;
      }),
    ),
  );
  const out: UnevenWinds[] = [];
  for (let p = 0; p < n; p++) {
    const counts = Array.from(count.subarray(p * 4, p * 4 + 4));
    const spread = Math.max(...counts) - Math.min(...counts);
    if (spread <= 1) continue;
    const c = Array.from(held.subarray(p * 4, p * 4 + 4));
    const total = counts.reduce((x, y) => x + y, 0);
    const d = spread - 1;
    let reachable = false;
    for (let t = Math.max(0, Math.max(...c) - d); 4 * t <= total && !reachable; t++)
      reachable = c.reduce((x, y) => x + Math.max(y, t), 0) <= total && total <= 4 * (t + d);
    out.push({ player: p, counts, forced: !reachable });
  }
  return out;
}

/**
 * Whether counting alone shows that no plan of the later sessions (whatever its
 * tables) can keep every player within 1. Within 1, a player who plays M sessions
 * ends with floor(M / 4) or one more of each wind (exactly M / 4 when M is a multiple
 * of 4): so many more of wind w than held, at least lo and at most hi, m in all (the
 * sessions left); the later tables hold each wind once, T in all. That is a flow from
 * players to winds; it exists exactly when, for every set Q of winds, what the players
 * must put in Q (each at least lo(Q) and m - hi(not Q)) is at most |Q| T and what they
 * can (at most hi(Q) and m - lo(not Q)) at least |Q| T. Returns the first set that
 * fails (winds as 0..3, need and room against seats = |Q| T), or null.
 */
export function windsCounted(n: number, plan: IndexPlan, played: number): { winds: number[]; need: number; room: number; seats: number } | null {
  const held = new Int32Array(n * 4);
  const sessions = new Int32Array(n);
  const left = new Int32Array(n);
  let tables = 0;
  plan.forEach((s, si) => {
    if (si >= played) tables += s.length;
    s.forEach((t) =>
      t.forEach((p, w) => {
        sessions[p]++;
        if (si < played) held[p * 4 + w]++;
        else left[p]++;
      }),
    );
  });
  const lo = new Int32Array(n * 4);
  const hi = new Int32Array(n * 4);
  for (let p = 0; p < n; p++) {
    const b = Math.floor(sessions[p] / 4);
    const top = sessions[p] % 4 === 0 ? b : b + 1;
    for (let w = 0; w < 4; w++) {
      lo[p * 4 + w] = Math.max(0, b - held[p * 4 + w]);
      hi[p * 4 + w] = Math.max(0, top - held[p * 4 + w]);
    }
  }
  for (let mask = 1; mask < 15; mask++) {
    const winds = [0, 1, 2, 3].filter((w) => mask & (1 << w));
    const seats = winds.length * tables;
    let need = 0;
    let room = 0;
    for (let p = 0; p < n; p++) {
      if (sessions[p] === 0) continue;
      let loIn = 0;
      let hiIn = 0;
      let loOut = 0;
      let hiOut = 0;
      for (let w = 0; w < 4; w++) {
        if (mask & (1 << w)) {
          loIn += lo[p * 4 + w];
          hiIn += hi[p * 4 + w];
        } else {
          loOut += lo[p * 4 + w];
          hiOut += hi[p * 4 + w];
        }
      }
      need += Math.max(loIn, left[p] - hiOut);
      room += Math.min(hiIn, left[p] - loOut);
    }
    if (need > seats || room < seats) return { winds, need, room, seats };
  }
  return null;
}
