// Imports flow one way (docs/ARCHITECTURE.md): no import circle in src/ that crosses
// rooms (a room: a folder of src/, or a file at its top), type-only imports and literal
// import() counted. dependency-cruiser reads the imports (with the TypeScript compiler,
// so `import type` is seen) and lists every circle; the circles allowed stay inside one
// room, named below with why.
import { describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult } from 'dependency-cruiser';

/** The rooms a circle may stay inside, and why. */
const INSIDE_ALLOWED: Record<string, string> = {
  'fans/': 'the price of deriving the FanId union from the family files (fans/index.ts)',
};

/** The room of a path under src/: its folder, or the file itself at the top. */
export const roomOf = (path: string): string => {
  const parts = path.replace(/^src\//, '').split('/');
  return parts.length > 1 ? `${parts[0]}/` : parts[0];
};

/** Every circle of imports in src/, each once, as its paths. */
async function circles(): Promise<string[][]> {
  const r = await cruise(
    ['src'],
    {
      tsPreCompilationDeps: true,
      exclude: { path: 'node_modules' },
      validate: true,
      ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: { path: '^src/' }, to: { circular: true } }] },
    },
    undefined,
    { tsConfig: { fileName: 'tsconfig.json' } },
  );
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const v of (r.output as ICruiseResult).summary.violations) {
    const cycle = [v.from, ...(v.cycle ?? []).map((c) => (typeof c === 'string' ? c : c.name))];
    const key = [...cycle].sort().join(' ');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(cycle);
    }
  }
  return out;
}

describe('import circles', () => {
  it('none crosses rooms, and those inside a room are inside one allowed to have them', async () => {
    const all = await circles();
    // The checker sees circles at all (fans/ has them by design): a checker that read no import would pass anything.
    expect(all.some((c) => c.every((p) => roomOf(p) === 'fans/'))).toBe(true);
    const bad = all.filter((c) => {
      const rooms = new Set(c.map(roomOf));
      return rooms.size > 1 || !(([...rooms][0]) in INSIDE_ALLOWED);
    });
    expect(bad.map((c) => c.join(' -> '))).toEqual([]);
  });

  it('no circle inside commands/: the declaration table loads the handlers, and no handler imports it back', async () => {
    const all = await circles();
    expect(all.filter((c) => c.some((p) => roomOf(p) === 'commands/')).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('rooms are the folders of src/ and its top files', () => {
    expect(roomOf('src/format/json-writer.ts')).toBe('format/');
    expect(roomOf('src/result.ts')).toBe('result.ts');
  });
});
