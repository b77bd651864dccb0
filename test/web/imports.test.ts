/**
 * The page is UI only: its modules import the library through its public entry
 * (src/index.ts) and each other, nothing else, so nothing of scoring is written for
 * the page or reached around the API.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../../web/', import.meta.url);

describe('web/ imports', () => {
  it('only ../src/index.js and its own modules', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(1);
    const imports = files.flatMap((f) =>
      [...readFileSync(new URL(f, dir), 'utf8').matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)].map((m) => `${f}: ${m[1]}`),
    );
    expect(imports.some((i) => i.endsWith(': ../src/index.js'))).toBe(true);
    expect(imports.filter((i) => !/: (\.\.\/src\/index\.js|\.\/[a-z-]+\.js)$/.test(i))).toEqual([]);
  });
});
