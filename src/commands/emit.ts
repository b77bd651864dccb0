/**
 * A command's output: into -o FILE, whole or not at all (io/write.ts writeAtomic), or
 * to stdout. One home for what quiz, review and tournament did each in their own copy.
 */
import type { Output } from '../io/output.js';
import { writeAtomic } from '../io/write.js';

/** 0 once written; 2 when FILE can not be written (nothing is, and `cannotWrite` says why on stderr). */
export async function emitOutput(
  w: Output,
  file: string | undefined,
  text: string,
  cannotWrite: (file: string, why: string) => string,
  /** The reason in words (format/cannot-read.ts systemReason in the run's language); the system's message when not given. */
  reason: (e: unknown) => string = (e) => (e instanceof Error ? e.message : String(e)),
): Promise<0 | 2> {
  if (file === undefined) {
    w.out(text);
    await w.flush();
    return 0;
  }
  try {
    await writeAtomic(file, text);
  } catch (e) {
    w.err(`${cannotWrite(file, reason(e))}\n`);
    return 2;
  }
  return 0;
}
