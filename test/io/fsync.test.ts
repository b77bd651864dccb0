/**
 * A file that matters is on the disk before its name is: writeAtomic flushes the
 * temporary file (fsync) before the rename that puts it in place, and
 * writeAtomicSync (the quiz's progress on a signal) too.
 */
import fs, { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { writeAtomic, writeAtomicSync } from '../../src/io/write.js';

const dir = mkdtempSync(join(tmpdir(), 'mcr-fsync-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fsync before rename', () => {
  it('writeAtomic: the temporary file is flushed while the target does not exist yet', async () => {
    const target = join(dir, 'seating.csv');
    const probe = await open(join(dir, 'probe'), 'w');
    const proto = Object.getPrototypeOf(probe) as { sync: () => Promise<void> };
    await probe.close();
    const seen: boolean[] = [];
    const real = proto.sync;
    const spy = vi.spyOn(proto, 'sync').mockImplementation(function (this: unknown) {
      seen.push(existsSync(target));
      return real.call(this);
    });
    try {
      await writeAtomic(target, 'id,name\n1,Ann\n');
    } finally {
      spy.mockRestore();
    }
    // The first flush is the file's, before its rename; the folder's comes after.
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(seen[0]).toBe(false);
    expect(readFileSync(target, 'utf8')).toBe('id,name\n1,Ann\n');
  });

  it('writeAtomicSync: fsyncSync before the rename', () => {
    const target = join(dir, 'quiz.json');
    const seen: boolean[] = [];
    const real = fs.fsyncSync;
    fs.fsyncSync = (fd: number) => {
      seen.push(existsSync(target));
      real(fd);
    };
    syncBuiltinESMExports();
    try {
      writeAtomicSync(target, '{"asked":1}');
    } finally {
      fs.fsyncSync = real;
      syncBuiltinESMExports();
    }
    expect(seen).toEqual([false]);
    expect(readFileSync(target, 'utf8')).toBe('{"asked":1}');
  });
});
