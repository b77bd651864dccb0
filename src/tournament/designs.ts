/**
 * Seating plans with no repeat meetings, by construction (docs/TOURNAMENT.md): each returns
 * parallel classes (sessions) of tables of four over players 0..n-1, or null when
 * it has none for n.
 *
 *   affine space AG(m, 4), n = 4^m (16, 64, 256): the lines of GF(4)^m; one
 *     session per direction, (n - 1) / 3 sessions: the most any plan can have.
 *   transversal design TD(4, q), n = 4q, q a prime power >= 4 (20, 28, 32, 36, 44,
 *     52, ...): player (i, x) for i = 0..3, x in GF(q); session b holds the tables
 *     {(i, a + b*i) : i = 0..3} for every a, q sessions. Two players meet at most
 *     once (two points fix a and b); players with the same i never meet.
 *   Kirkman-type resolvable design RBIBD(3q + 1, 4, 1), q a prime power = 1 mod 4
 *     (16, 28, 40, 52, 76, 88, 112, 124, 148, 160, 184 players): q sessions, the most
 *     any plan can have. Players (x, g) for x in GF(q), g in Z_3, and one fixed
 *     player; w primitive, q = 4t + 1, i = w^t (i^2 = -1). The base session: the
 *     fixed player with (0, 0), (0, 1), (0, 2), and for j < t, a = w^j, b = w^(j+t),
 *     the tables {(a, g), (-a, g), (b, g+1), (-b, g+1)}, g = 0, 1, 2; session x adds
 *     x to every first coordinate. Within a group the differences +-2a, +-2b run over
 *     2 GF(q)*, between groups +-(b - a), +-(b + a) = (i - 1) w^j <i> over GF(q)*, so
 *     every pair meets once.
 *   resolvable group divisible design 4-RGDD of type 3^(m+1), n = 3m + 3, m = 3 mod 4
 *     (24, 36, 48 players; the search grows past them): (n - 1)/3 sessions, the most possible.
 *     Players (a, x) for a in Z_3, x in Z_m, and three fixed ones inf_0..2; the
 *     triples {(0,x), (1,x), (2,x)} and {inf_k} never meet. The base session is
 *     invariant under sigma: (a, x) -> (a + 1, x), inf_k -> inf_(k+1), so it is given
 *     by one fixed table {inf_0, (0, 0), (1, x2), (2, x3)} and (m - 3)/4 others, found
 *     by a backtracking search in which every pair's orbit of difference classes
 *     (within a: +-d; between a and a + 1: d != 0) is used once; session x adds x.
 *   4-RGDD of type 2^16, 32 players (10 sessions, the most possible): two affine
 *     planes on 16 points, AG(2,4) and one whose lines are arcs of it, each player a
 *     point and a sign; see doubledPlanes below.
 *   4-RGDD of type 2^22, 44 players (14 sessions, the most possible): two base
 *     sessions over Z_7 x 6 and two fixed players, each invariant under a multiplier;
 *     see twinsZ7 below.
 *
 * Sources: the affine plane of order 4 and transversal designs from mutually
 * orthogonal Latin squares, as in C. J. Colbourn, J. H. Dinitz (eds.), Handbook of
 * Combinatorial Designs, 2nd ed. (2007), chapters II.2 (resolvable designs) and III.3.
 */
import { late, type Clock, type Steps } from './seat-clock.js';
import { rng, shuffle } from './random.js';

/** A finite field GF(q), elements 0..q-1 (base-p digits of a polynomial), by tables. */
interface Field {
  q: number;
  add(a: number, b: number): number;
  mul(a: number, b: number): number;
}

/** p and k when q = p^k (p prime), else null. */
function primePower(q: number): { p: number; k: number } | null {
  if (q < 2) return null;
  let p = 2;
  while (q % p !== 0) p++;
  let k = 0;
  let r = q;
  while (r % p === 0) {
    r /= p;
    k++;
  }
  return r === 1 ? { p, k } : null;
}

/** GF(q) for a prime power q (a primitive polynomial found by trial), else null. */
export function field(q: number): Field | null {
  return fieldWithRoot(q)?.field ?? null;
}

/** GF(q) and a primitive element's powers (exp[e] = w^e, e < q - 1). */
function fieldWithRoot(q: number): { field: Field; exp: number[] } | null {
  const pk = primePower(q);
  if (!pk) return null;
  const { p, k } = pk;
  const digits = (a: number): number[] => Array.from({ length: k }, (_, i) => Math.floor(a / p ** i) % p);
  const fromDigits = (d: number[]): number => d.reduce((s, x, i) => s + x * p ** i, 0);
  const add = (a: number, b: number): number => {
    const x = digits(a);
    const y = digits(b);
    return fromDigits(x.map((v, i) => (v + y[i]) % p));
  };
  if (k === 1) {
    const f: Field = { q, add: (a, b) => (a + b) % p, mul: (a, b) => (a * b) % p };
    for (let g = 1; g < q; g++) {
      const exp: number[] = [];
      let a = 1;
      do {
        exp.push(a);
        a = (a * g) % p;
      } while (a !== 1);
      if (exp.length === q - 1) return { field: f, exp };
    }
    return q === 2 ? { field: f, exp: [1] } : null;
  }
  // x^k = -(c_0 + c_1 x + ... ): try every low part until x has order q - 1.
  for (let low = 0; low < p ** k; low++) {
    const c = digits(low);
    if (c[0] === 0) continue;
    const times = (a: number): number => {
      // a * x mod the polynomial
      const d = digits(a);
      const top = d[k - 1];
      const shifted = [0, ...d.slice(0, k - 1)];
      return fromDigits(shifted.map((v, i) => (((v - top * c[i]) % p) + p) % p));
    };
    const log = new Array<number>(q).fill(-1);
    const exp: number[] = [];
    let a = 1;
    for (let e = 0; e < q - 1 && log[a] < 0; e++) {
      log[a] = e;
      exp.push(a);
      a = times(a);
    }
    if (exp.length !== q - 1) continue;
    const addTable = Array.from({ length: q }, (_, x) => Array.from({ length: q }, (_, y) => add(x, y)));
    const f: Field = {
      q,
      add: (x, y) => addTable[x][y],
      mul: (x, y) => (x === 0 || y === 0 ? 0 : exp[(log[x] + log[y]) % (q - 1)]),
    };
    return { field: f, exp };
  }
  return null;
}

/** Sessions (tables of 4 player indices) of AG(m, 4) for n = 4^m. */
function affineSpace(n: number): number[][][] | null {
  let m = 0;
  for (let r = n; r > 1; r /= 4) {
    if (r % 4 !== 0) return null;
    m++;
  }
  if (m < 2) return null;
  const f = field(4) as Field;
  const vec = (x: number): number[] => Array.from({ length: m }, (_, i) => Math.floor(x / 4 ** i) % 4);
  const num = (v: number[]): number => v.reduce((s, x, i) => s + x * 4 ** i, 0);
  const sessions: number[][][] = [];
  for (let d = 1; d < n; d++) {
    const dv = vec(d);
    // one direction per projective point: the last non-zero coordinate is 1
    let last = m - 1;
    while (dv[last] === 0) last--;
    if (dv[last] !== 1) continue;
    const seen = new Uint8Array(n);
    const tables: number[][] = [];
    for (let p = 0; p < n; p++) {
      if (seen[p]) continue;
      const pv = vec(p);
      const line = [0, 1, 2, 3].map((t) => num(pv.map((x, i) => f.add(x, f.mul(t, dv[i])))));
      for (const x of line) seen[x] = 1;
      tables.push(line);
    }
    sessions.push(tables);
  }
  return sessions;
}

/** Sessions of the resolvable TD(4, q), n = 4q, q a prime power >= 4: player (i, x) is i*q + x. */
function transversal(n: number): number[][][] | null {
  if (n % 4 !== 0) return null;
  const q = n / 4;
  if (q < 4) return null;
  const f = field(q);
  if (!f) return null;
  const sessions: number[][][] = [];
  for (let b = 0; b < q; b++) {
    const tables: number[][] = [];
    for (let a = 0; a < q; a++) tables.push([0, 1, 2, 3].map((i) => i * q + f.add(a, f.mul(b, i))));
    sessions.push(tables);
  }
  return sessions;
}

/** Sessions of the Kirkman-type RBIBD(3q + 1, 4, 1), q a prime power = 1 mod 4: player (x, g) is g*q + x, the fixed one 3q. */
function kirkman(n: number): number[][][] | null {
  if ((n - 1) % 3 !== 0) return null;
  const q = (n - 1) / 3;
  if (q % 4 !== 1) return null;
  const fw = fieldWithRoot(q);
  if (!fw) return null;
  const { field: f, exp } = fw;
  const t = (q - 1) / 4;
  const minusOne = exp[2 * t];
  const neg = (x: number): number => f.mul(minusOne, x);
  const at = (x: number, g: number): number => (g % 3) * q + x;
  const base: [number, number][][] = [[[0, 0], [0, 1], [0, 2]]];
  for (let j = 0; j < t; j++) {
    const a = exp[j];
    const b = exp[j + t];
    for (let g = 0; g < 3; g++) base.push([[a, g], [neg(a), g], [b, g + 1], [neg(b), g + 1]]);
  }
  return Array.from({ length: q }, (_, x) =>
    base.map((table, k) => [...(k === 0 ? [3 * q] : []), ...table.map(([y, g]) => at(f.add(y, x), g))]),
  );
}

/**
 * The base of the 4-RGDD of type 3^(m+1) (see the top): x2, x3 and the other tables'
 * representatives [a, x], or null when the search finds none within `budget` nodes.
 */
export function rgddBase(m: number, budget = 5_000_000): { x2: number; x3: number; tables: [number, number][][] } | null {
  if (m < 7 || m % 4 !== 3) return null;
  const r = (m - 3) / 4;
  const half = (m - 1) / 2;
  const mod = (v: number): number => ((v % m) + m) % m;
  // orbits: pure d (1..half) at 0..half, mixed d (1..m-1) at half + d
  const used = new Uint8Array(half + m + 1);
  const orbit = (a: number, x: number, b: number, y: number): number => {
    if (a === b) {
      const d = mod(y - x);
      return Math.min(d, m - d);
    }
    const d = (b - a + 3) % 3 === 1 ? mod(y - x) : mod(x - y);
    return d === 0 ? -1 : half + d;
  };
  const usedX = new Uint8Array(m);
  const tables: [number, number][][] = [];
  let nodes = 0;
  /** Adds point (a, x) to cur if its pairs' orbits are free; the orbits taken, or null. */
  const take = (cur: [number, number][], a: number, x: number): number[] | null => {
    const taken: number[] = [];
    for (const [b, y] of cur) {
      const o = orbit(b, y, a, x);
      if (o < 0 || used[o]) {
        for (const t of taken) used[t] = 0;
        return null;
      }
      used[o] = 1;
      taken.push(o);
    }
    return taken;
  };
  const fill = (t: number, cur: [number, number][]): boolean => {
    if (cur.length === 4) {
      tables.push(cur.map(([a, x]) => [a, x]));
      if (next(t + 1)) return true;
      tables.pop();
      return false;
    }
    for (let x = cur[cur.length - 1][1] + 1; x < m; x++) {
      if (usedX[x]) continue;
      for (let a = 0; a < 3; a++) {
        if (++nodes > budget) return false;
        const taken = take(cur, a, x);
        if (!taken) continue;
        usedX[x] = 1;
        cur.push([a, x]);
        if (fill(t, cur)) return true;
        cur.pop();
        usedX[x] = 0;
        for (const o of taken) used[o] = 0;
      }
    }
    return false;
  };
  const next = (t: number): boolean => {
    if (t === r) return true;
    let x = 0;
    while (usedX[x]) x++;
    usedX[x] = 1;
    // each table's first point at a = 0: another of its orbit's tables otherwise
    if (fill(t, [[0, x]])) return true;
    usedX[x] = 0;
    return false;
  };
  for (let x2 = 1; x2 < m; x2++)
    for (let x3 = 1; x3 < m; x3++) {
      if (x3 === x2 || nodes > budget) continue;
      const cur: [number, number][] = [[0, 0]];
      const all: number[] = [];
      let ok = true;
      for (const [a, x] of [[1, x2], [2, x3]] as [number, number][]) {
        const taken = take(cur, a, x);
        if (!taken) {
          ok = false;
          break;
        }
        all.push(...taken);
        cur.push([a, x]);
      }
      if (ok) {
        usedX[0] = usedX[x2] = usedX[x3] = 1;
        if (next(0)) return { x2, x3, tables };
        usedX[0] = usedX[x2] = usedX[x3] = 0;
      }
      for (const o of all) used[o] = 0;
    }
  return null;
}

/** Sessions of the 4-RGDD of type 3^(m+1), n = 3m + 3: player (a, x) is a*m + x, inf_k is 3m + k. */
function rgdd(n: number): { sessions: number[][][]; groups: number[][] } | null {
  if (n % 12 !== 0 || n > 48) return null;
  const m = n / 3 - 1;
  const base = rgddBase(m);
  if (!base) return null;
  const at = (a: number, x: number, s: number): number => (a % 3) * m + ((x + s) % m);
  const sessions = Array.from({ length: m }, (_, s) => {
    const tables: number[][] = [];
    for (let k = 0; k < 3; k++) {
      tables.push([3 * m + k, at(k, 0, s), at(k + 1, base.x2, s), at(k + 2, base.x3, s)]);
      for (const t of base.tables) tables.push(t.map(([a, x]) => at(a + k, x, s)));
    }
    return tables;
  });
  const groups = [...Array.from({ length: m }, (_, x) => [0, 1, 2].map((a) => a * m + x)), [3 * m, 3 * m + 1, 3 * m + 2]];
  return { sessions, groups };
}

/**
 * The 4-RGDD of type 2^16 (32 players, 10 sessions, the most possible): each player
 * (x, e), x a point of AG(2,4), e in {0, 1}, meets every player but its twin (x, 1 - e).
 * Built on two affine planes on the same 16 points: AG(2,4) itself and a second one
 * whose every line is an arc of the first (no three points on a line of AG(2,4)),
 * found as an exact cover of the 120 pairs by the 840 arcs. A line or arc B of either
 * plane, with signs s on its points, makes two tables of one session, {(x, s(x))} and
 * {(x, 1 - s(x))}; each plane's parallel class makes one session, 5 + 5. A pair of
 * points x, y lies on one line and one arc; players (x, e) and (y, d) meet on the line
 * when e + d = f(xy) and on the arc when e + d = f(xy) + 1 (mod 2), f(xy) = s(x) + s(y)
 * on the line, so every pair of players with x != y meets exactly once when f sums to 0
 * on every triangle of a line and to 1 on every triangle of an arc: 160 linear
 * equations over GF(2) in 120 unknowns, solved by elimination; covers are tried in
 * order until one's equations are consistent. Null for other n.
 */
function doubledPlanes(n: number): { sessions: number[][][]; groups: number[][] } | null {
  if (n !== 32) return null;
  const v = 16;
  const lines = affineSpace(v) as number[][][];
  const lineOf = new Int32Array(v * v).fill(-1);
  lines.flat().forEach((line, i) => {
    for (const x of line) for (const y of line) if (x !== y) lineOf[x * v + y] = i;
  });
  const pair = (x: number, y: number): number => (x < y ? x * v + y : y * v + x);
  const pairsOf = (b: readonly number[]): number[] => [pair(b[0], b[1]), pair(b[0], b[2]), pair(b[0], b[3]), pair(b[1], b[2]), pair(b[1], b[3]), pair(b[2], b[3])];
  const arcs: number[][] = [];
  for (let a = 0; a < v; a++)
    for (let b = a + 1; b < v; b++)
      for (let c = b + 1; c < v; c++) {
        if (lineOf[a * v + b] === lineOf[a * v + c]) continue;
        for (let d = c + 1; d < v; d++) {
          const l = [lineOf[a * v + d], lineOf[b * v + d]];
          if (l[0] === lineOf[a * v + b] || l[0] === lineOf[a * v + c] || l[1] === lineOf[b * v + c]) continue;
          arcs.push([a, b, c, d]);
        }
      }
  const arcPairs = arcs.map(pairsOf);
  const byPair = new Map<number, number[]>();
  arcPairs.forEach((ps, i) => {
    for (const p of ps) byPair.set(p, [...(byPair.get(p) ?? []), i]);
  });
  const allPairs = [...byPair.keys()].sort((a, b) => a - b);
  const column = new Map(allPairs.map((p, i) => [p, i]));
  const covered = new Uint8Array(v * v);
  const chosen: number[] = [];
  let signs: Uint8Array | null = null;
  const free = (i: number): boolean => arcPairs[i].every((p) => !covered[p]);
  const cover = (): boolean => {
    let best = -1;
    let fewest = Infinity;
    for (const p of allPairs) {
      if (covered[p]) continue;
      let k = 0;
      for (const i of byPair.get(p) ?? []) if (free(i)) k++;
      if (k < fewest) [best, fewest] = [p, k];
    }
    if (best < 0) return (signs = solveSigns(chosen.map((i) => arcs[i]))) !== null;
    for (const i of byPair.get(best) ?? []) {
      if (!free(i)) continue;
      for (const p of arcPairs[i]) covered[p] = 1;
      chosen.push(i);
      if (cover()) return true;
      chosen.pop();
      for (const p of arcPairs[i]) covered[p] = 0;
    }
    return false;
  };
  /** f on the 120 pairs (by column), or null when the equations are inconsistent. */
  function solveSigns(second: number[][]): Uint8Array | null {
    const rows: Uint8Array[] = [];
    const triangles = (b: readonly number[], rhs: number) => {
      for (const [i, j, k] of [[0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3]]) {
        const r = new Uint8Array(allPairs.length + 1);
        for (const p of [pair(b[i], b[j]), pair(b[j], b[k]), pair(b[i], b[k])]) r[column.get(p) as number] ^= 1;
        r[allPairs.length] = rhs;
        rows.push(r);
      }
    };
    for (const line of lines.flat()) triangles(line, 0);
    for (const arc of second) triangles(arc, 1);
    const pivots: number[] = [];
    let rank = 0;
    for (let col = 0; col < allPairs.length && rank < rows.length; col++) {
      const at = rows.findIndex((r, i) => i >= rank && r[col] === 1);
      if (at < 0) continue;
      [rows[rank], rows[at]] = [rows[at], rows[rank]];
      for (let i = 0; i < rows.length; i++) if (i !== rank && rows[i][col]) for (let c = col; c <= allPairs.length; c++) rows[i][c] ^= rows[rank][c];
      pivots.push(col);
      rank++;
    }
    if (rows.slice(rank).some((r) => r[allPairs.length] === 1)) return null;
    const f = new Uint8Array(allPairs.length);
    pivots.forEach((col, i) => (f[col] = rows[i][allPairs.length]));
    return f;
  }
  if (!cover() || !signs) return null;
  const f = signs;
  const fOf = (x: number, y: number): number => f[column.get(pair(x, y)) as number];
  // The second plane's parallel classes: arcs that share no point.
  const second = chosen.map((i) => arcs[i]);
  const classes: number[][][] = [];
  const placed = new Set<number>();
  second.forEach((arc, i) => {
    if (placed.has(i)) return;
    const cls = second.filter((b, j) => !placed.has(j) && (j === i || b.every((x) => !arc.includes(x))));
    for (const b of cls) placed.add(second.indexOf(b));
    classes.push(cls);
  });
  const twoTables = (b: readonly number[], flip: number): number[][] => {
    const s = b.map((x, i) => (i === 0 ? 0 : fOf(b[0], x) ^ flip));
    return [b.map((x, i) => 2 * x + s[i]), b.map((x, i) => 2 * x + 1 - s[i])];
  };
  const sessions = [...lines.map((cls) => cls.flatMap((b) => twoTables(b, 0))), ...classes.map((cls) => cls.flatMap((b) => twoTables(b, 1)))];
  return { sessions, groups: Array.from({ length: v }, (_, x) => [2 * x, 2 * x + 1]) };
}

/**
 * The 4-RGDD of type 2^22 (44 players, 14 sessions, the most possible): each player
 * meets every other once but its twin. Players (x, j), x in Z_7, j in 0..5 (7j + x),
 * and two fixed ones inf_0 = 42, inf_1 = 43; twins (x, 2i) and (x, 2i + 1), and the
 * two fixed players. Two base sessions B1, B2, each shifted by x -> x + s (s in Z_7,
 * fixed players stay): 7 + 7 sessions. Under the shifts the 924 pairs that are not
 * twins fall into 132 classes of 7; B1 and B2 hold 2 x 66 pairs, one of each class.
 * Each base session is kept invariant under mu: (x, j) -> (2x, j + 2 mod 6) (order 3,
 * fixed players stay), so its tables come in threes (or one table mu keeps). Found by
 * a depth-first search that fills B1 and B2 together: the player of either with the
 * fewest possible table mates (a pair whose class is still free) opens the next
 * table, with its mu-images; a branch ends when a free class has no pair of unseated
 * players left. Each try stops after `nodes` steps and the next reorders the
 * candidates (a seeded shuffle); the first try of seed 1 succeeds (0.4 s). Null for
 * other n, or when `tries` find none.
 */
export function twinsZ7(n: number, tries = 60, nodes = 15_000): { sessions: number[][][]; groups: number[][] } | null {
  if (n !== 44) return null;
  const M = 7;
  const at = (x: number, j: number): number => j * M + (((x % M) + M) % M);
  const shift = (p: number, s: number): number => (p >= 6 * M ? p : at((p % M) + s, Math.floor(p / M)));
  const mu = (p: number): number => (p >= 6 * M ? p : at(2 * (p % M), (Math.floor(p / M) + 2) % 6));
  const twin = (p: number): number => (p >= 6 * M ? 12 * M + 1 - p : at(p % M, Math.floor(p / M) ^ 1));
  // the class of each pair (-1: twins, who never meet)
  const cls = new Int32Array(n * n).fill(-1);
  let classes = 0;
  for (let p = 0; p < n; p++)
    for (let q = p + 1; q < n; q++) {
      if (twin(p) === q || cls[p * n + q] >= 0) continue;
      for (let s = 0; s < M; s++) {
        const a = shift(p, s);
        const b = shift(q, s);
        cls[a * n + b] = cls[b * n + a] = classes;
      }
      classes++;
    }
  const sorted = (t: readonly number[]): string => [...t].sort((a, b) => a - b).join();
  /** The table and its mu-images: 1 or 3 tables, null when they overlap in part. */
  const orbit = (t: number[]): number[][] | null => {
    const t1 = t.map(mu);
    if (sorted(t1) === sorted(t)) return [t];
    const t2 = t1.map(mu);
    return new Set([...t, ...t1, ...t2]).size === 12 ? [t, t1, t2] : null;
  };
  for (let attempt = 0; attempt < tries; attempt++) {
    const random = rng((1_000_003 + attempt) >>> 0);
    const used = new Uint8Array(classes);
    const placed = [new Uint8Array(n), new Uint8Array(n)];
    const tables: number[][][] = [[], []];
    const count = new Int32Array(2 * n);
    const seen = new Uint8Array(classes);
    let steps = 0;
    const fill = (): boolean => {
      if (++steps > nodes) return false;
      count.fill(0);
      seen.fill(0);
      for (let c = 0; c < 2; c++)
        for (let a = 0; a < n; a++) {
          if (placed[c][a]) continue;
          for (let b = a + 1; b < n; b++) {
            const k = cls[a * n + b];
            if (placed[c][b] || k < 0 || used[k]) continue;
            seen[k] = 1;
            count[c * n + a]++;
            count[c * n + b]++;
          }
        }
      for (let k = 0; k < classes; k++) if (!used[k] && !seen[k]) return false;
      let fewest = Infinity;
      let copy = -1;
      let p = -1;
      for (let c = 0; c < 2; c++)
        for (let a = 0; a < n; a++)
          if (!placed[c][a] && count[c * n + a] < fewest) [fewest, copy, p] = [count[c * n + a], c, a];
      if (p < 0) return true;
      if (fewest < 3) return false;
      const here = placed[copy];
      const mates = shuffle(
        Array.from({ length: n }, (_, q) => q).filter((q) => q !== p && !here[q] && cls[p * n + q] >= 0 && !used[cls[p * n + q]]),
        random,
      );
      for (let a = 0; a < mates.length; a++)
        for (let b = a + 1; b < mates.length; b++)
          for (let c = b + 1; c < mates.length; c++) {
            const group = orbit([p, mates[a], mates[b], mates[c]]);
            if (!group || group.some((t) => t.some((q) => here[q]))) continue;
            const taken: number[] = [];
            const fresh = group.every((t) => {
              for (let i = 0; i < 4; i++)
                for (let j = i + 1; j < 4; j++) {
                  const k = cls[t[i] * n + t[j]];
                  if (k < 0 || used[k] || taken.includes(k)) return false;
                  taken.push(k);
                }
              return true;
            });
            if (!fresh) continue;
            for (const t of group) for (const q of t) here[q] = 1;
            for (const k of taken) used[k] = 1;
            tables[copy].push(...group);
            if (fill()) return true;
            tables[copy].length -= group.length;
            for (const t of group) for (const q of t) here[q] = 0;
            for (const k of taken) used[k] = 0;
            if (steps > nodes) return false;
          }
      return false;
    };
    if (!fill()) continue;
    const sessions = tables.flatMap((base) => Array.from({ length: M }, (_, s) => base.map((t) => t.map((p) => shift(p, s)))));
    const groups = [...Array.from({ length: 3 * M }, (_, k) => [at(k % M, 2 * Math.floor(k / M)), at(k % M, 2 * Math.floor(k / M) + 1)]), [6 * M, 6 * M + 1]];
    return { sessions, groups };
  }
  return null;
}

/** The most sessions with no repeat meetings a construction gives for n players, and those sessions. */
export function construction(n: number): { name: string; sessions: number[][][]; groups: number[][] | null } | null {
  const ag = affineSpace(n);
  const kt = kirkman(n);
  const td = transversal(n);
  const gd = rgdd(n);
  const dp = doubledPlanes(n);
  const tz = twinsZ7(n);
  const q = n / 4;
  const all = [
    dp && { name: 'resolvable group divisible design 4-RGDD of type 2^16 (two affine planes doubled)', sessions: dp.sessions, groups: dp.groups },
    tz && { name: 'resolvable group divisible design 4-RGDD of type 2^22 (two base sessions over Z_7)', sessions: tz.sessions, groups: tz.groups },
    gd && { name: `resolvable group divisible design 4-RGDD of type 3^${n / 3}`, sessions: gd.sessions, groups: gd.groups },
    ag && { name: `affine space AG(${Math.round(Math.log(n) / Math.log(4))},4)`, sessions: ag, groups: null },
    kt && { name: `Kirkman-type design RBIBD(${n},4,1)`, sessions: kt, groups: null },
    // The TD's groups: players (i, x) with the same i never meet.
    td && { name: `transversal design TD(4,${q})`, sessions: td, groups: [0, 1, 2, 3].map((i) => Array.from({ length: q }, (_, x) => i * q + x)) },
  ].filter((c) => c !== null);
  return all.reduce<(typeof all)[number] | null>((a, b) => (a === null || b.sessions.length > a.sessions.length ? b : a), null);
}

/**
 * A cyclic plan's base session (as cyclic below, 3 groups of m and f = n - 3m fixed
 * players) by a depth-first search: the first player not yet seated opens the next
 * table, as a fixed player's table (three moving players of three groups) while fixed
 * players remain, or as four moving players; a player joins when every pair it makes
 * has its own difference class. The players in order (group by group), or in a
 * random order; at most `nodes` steps; null when none is found within them.
 */
export function* cyclicDfs(n: number, m: number, random: (() => number) | null, clock: Clock, nodes = 300_000): Steps<number[][] | null> {
  const f = n - 3 * m;
  if (n % 4 !== 0 || m < 2 || f < 0 || f > n / 4) return null;
  const R = 3 * m;
  // key[p * R + q]: the class of moving players p and q, or -1 when they may never meet
  const key = new Int32Array(R * R);
  for (let p = 0; p < R; p++)
    for (let q = 0; q < R; q++) {
      const d = (((q % m) - (p % m)) % m + m) % m;
      // one group, and d = 0 (the same player) or d = m/2 (its shift by m/2 is itself)
      const never = Math.floor(p / m) === Math.floor(q / m) && (d === 0 || 2 * d === m);
      key[p * R + q] = never ? -1 : differenceClass(p, q, m);
    }
  const used = new Uint8Array(16 * m);
  const seated = new Uint8Array(R);
  const order = random ? shuffleInts(R, random) : Int32Array.from({ length: R }, (_, i) => i);
  const tables: number[][] = [];
  let fixedLeft = f;
  let steps = 0;
  const cur: number[] = [];
  function* fill(need: number, fixed: boolean, from: number): Steps<boolean> {
    if (need === 0) {
      tables.push([...(fixed ? [R + f - fixedLeft] : []), ...cur]);
      if (fixed) fixedLeft--;
      if (yield* open()) return true;
      if (fixed) fixedLeft++;
      tables.pop();
      return false;
    }
    for (let k = from; k < R; k++) {
      const q = order[k];
      if (seated[q] || ++steps > nodes) continue;
      if ((steps & 0xfffff) === 0 && (yield* late(clock))) steps = nodes + 1;
      if (fixed && cur.some((p) => Math.floor(p / m) === Math.floor(q / m))) continue;
      let ok = true;
      let i = 0;
      for (; i < cur.length; i++) {
        const c = key[cur[i] * R + q];
        if (c < 0 || used[c]) {
          ok = false;
          break;
        }
        used[c] = 1;
      }
      if (ok) {
        seated[q] = 1;
        cur.push(q);
        if (yield* fill(need - 1, fixed, k + 1)) return true;
        cur.pop();
        seated[q] = 0;
      }
      for (let j = 0; j < i; j++) used[key[cur[j] * R + q]] = 0;
      if (steps > nodes) return false;
    }
    return false;
  }
  function* open(): Steps<boolean> {
    let k = 0;
    while (k < R && seated[order[k]]) k++;
    if (k === R) return fixedLeft === 0;
    const p = order[k];
    seated[p] = 1;
    const saved = cur.splice(0);
    cur.push(p);
    const ok = (fixedLeft > 0 && (yield* fill(2, true, k + 1))) || (yield* fill(3, false, k + 1));
    cur.splice(0, cur.length, ...saved);
    if (!ok) seated[p] = 0;
    return ok;
  }
  return (yield* open()) ? tables : null;
}

/**
 * The difference class of moving players p = g*m + x and q = h*m + y of a cyclic
 * plan: (g, h, y - x mod m) with g <= h, d and -d taken together within a group, as
 * (g*4 + h)*m + d. Two pairs of one class meet in one shift of the base.
 */
function differenceClass(p: number, q: number, m: number): number {
  let g = Math.floor(p / m);
  let h = Math.floor(q / m);
  let x = p % m;
  let y = q % m;
  if (g > h) [g, h, x, y] = [h, g, y, x];
  let d = (((y - x) % m) + m) % m;
  if (g === h) d = Math.min(d, m - d);
  return (g * 4 + h) * m + d;
}

function shuffleInts(n: number, random: () => number): Int32Array {
  const a = Int32Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** The m sessions of a cyclic base (moving players g*m + x, fixed ones from 3m): session s adds s to every x. */
export function developCyclic(base: readonly (readonly number[])[], n: number, m: number, groups: number): number[][][] {
  const R = groups * m;
  const shift = (p: number, s: number): number => (p >= R ? p : Math.floor(p / m) * m + ((p % m) + s) % m);
  return Array.from({ length: m }, (_, s) => base.map((t) => t.map((p) => shift(p, s))));
}

/**
 * m sessions with no repeat meetings, found as one base session whose shifts make the
 * others (a cyclic plan, 1-rotational when it has fixed points): n = G*m + f players,
 * player (g, x) for g < G, x in Z_m is g*m + x, and the f fixed players G*m + i stay
 * put. Session s holds the base tables with every x moved to x + s. Two players meet
 * at most once when
 *   - every pair of moving players in a base table has its own difference class
 *     (g, h, y - x), d and -d taken together for g = h, and never d = m/2 there;
 *   - a fixed player sits with three moving players of three different g (it then
 *     meets each moving player once), and no two fixed players sit together.
 * G = 4, f = 0 gives m = n/4 sessions; G = 3 and f = n - 3m up to (n-1)/3 (24 players:
 * 7, 28: 9, 40: 13, 48: 15, the published limits). The base is searched (annealing on
 * the pairs that share a class), `tries` restarts; null when none is found.
 */
export function* cyclic(n: number, m: number, groups: 3 | 4, random: () => number, clock: Clock, moves = 200_000, tries = 8): Steps<number[][][] | null> {
  const G = groups;
  const f = n - G * m;
  if (n % 4 !== 0 || m < 2 || f < 0 || 4 * f > n || (f > 0 && G !== 3)) return null;
  const R = G * m; // moving players 0..R-1, fixed R..n-1
  const keyOf = (p: number, q: number): number => differenceClass(p, q, m);
  // a class that a pair may not have at all: g = h and d = m/2 (its shift by m/2 is itself)
  const selfClash = (k: number): number => {
    const gh = Math.floor(k / m);
    return Math.floor(gh / 4) === gh % 4 && 2 * (k % m) === m ? 1 : 0;
  };
  for (let attempt = 0; attempt < tries; attempt++) {
    const a = Int32Array.from(Array.from({ length: n }, (_, i) => i));
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    const count = new Int32Array(16 * m);
    /** The change in cost of one more (d = 1) or one fewer (d = -1) pair in class k. */
    const add = (k: number, d: 1 | -1): number => {
      const before = count[k];
      count[k] += d;
      return d === 1 ? before + selfClash(k) : -(before - 1) - selfClash(k);
    };
    /** A table's own cost (fixed players together, or with two of one g), and its pairs counted in or out. */
    const table = (t: number, d: 1 | -1): number => {
      let delta = 0;
      let fixed = 0;
      for (let i = t; i < t + 4; i++) if (a[i] >= R) fixed++;
      if (fixed > 1) delta += 10 * fixed * (fixed - 1) * d;
      for (let i = t; i < t + 4; i++)
        for (let j = i + 1; j < t + 4; j++) {
          const p = a[i];
          const q = a[j];
          if (p >= R || q >= R) continue;
          if (fixed === 1 && Math.floor(p / m) === Math.floor(q / m)) delta += d;
          delta += add(keyOf(p, q), d);
        }
      return delta;
    };
    let cost = 0;
    for (let t = 0; t < n; t += 4) cost += table(t, 1);
    const move = (i: number, j: number): number => {
      const ti = i - (i % 4);
      const tj = j - (j % 4);
      let delta = table(ti, -1) + table(tj, -1);
      [a[i], a[j]] = [a[j], a[i]];
      return delta + table(ti, 1) + table(tj, 1);
    };
    let temp = 0.8;
    const cool = Math.pow(0.05 / temp, 1 / moves);
    for (let step = 0; step < moves && cost > 0; step++, temp *= cool) {
      if ((step & 0x3fff) === 0 && (yield* late(clock))) return null;
      const i = Math.floor(random() * n);
      let j = Math.floor(random() * (n - 4));
      if (j >= i - (i % 4)) j += 4;
      const delta = move(i, j);
      if (delta <= 0 || random() < Math.exp(-delta / temp)) cost += delta;
      else move(i, j);
    }
    if (cost === 0) return developCyclic(Array.from({ length: n / 4 }, (_, t) => Array.from(a.subarray(4 * t, 4 * t + 4))), n, m, G);
  }
  return null;
}
