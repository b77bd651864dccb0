/**
 * The one atomic write (io/write.ts writeAtomic, used by `-o`, `seat` and the quiz's progress): a
 * temporary file beside the target with an unpredictable name, created exclusively,
 * so that links planted at the names it might use redirect nothing; whole or nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeAtomic } from '../../src/io/write.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Links at the names a predictable writer would use (`.<file>.<pid>.tmp`), all to `victim`. */
function plant(target: string, victim: string, pids: number[]): void {
  const base = target.split('/').pop()!;
  for (const pid of pids) symlinkSync(victim, join(dir, `.${base}.${pid}.tmp`));
}

describe('writeAtomic', () => {
  it('a link planted at a predictable temporary name is not followed; the target is written whole', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mcr-atomic-'));
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    const target = join(dir, 'out.csv');
    plant(target, victim, [process.pid]);
    await writeAtomic(target, 'new text\n');
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(readFileSync(target, 'utf8')).toBe('new text\n');
    // Nothing of ours left beside it: only the target, the victim and the planted link.
    expect(readdirSync(dir).sort()).toEqual([`.out.csv.${process.pid}.tmp`, 'out.csv', 'victim.txt']);
  });

  it('a dangling link at that name does not create the file it points to', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mcr-atomic-'));
    const target = join(dir, 'seating.csv');
    const elsewhere = join(dir, 'elsewhere.txt');
    plant(target, elsewhere, [process.pid]);
    await writeAtomic(target, 'a,b\n');
    expect(existsSync(elsewhere)).toBe(false);
    expect(readFileSync(target, 'utf8')).toBe('a,b\n');
  });
});
