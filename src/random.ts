/**
 * mulberry32, the one seeded generator of the program (the seating search and
 * constructions, the quiz's questions) and of the tests' data: small, fast, and the
 * same numbers on every machine. Floats in [0, 1) from a 32-bit state.
 */
export function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
