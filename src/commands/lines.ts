/**
 * The batch loop of the line commands (`mcr waits`, `mcr advise`): each line of each
 * file (stdin for "-", or when none is given) handed to `handle`, the output written
 * (with backpressure) after each chunk of input and every TURN_MS of work within one,
 * so that a closed output or a signal stops the reading ("-" reads the context's
 * `stdin`). Returns 2 when a file could
 * not be read (its message on stderr), else 0.
 */
import { LineSplitter, isSkipped, type Line } from '../batch/lines.js';
import { chunksOf } from '../io/input.js';
import { tick, type Output } from '../io/output.js';
import { cannotRead } from '../format/cannot-read.js';
import type { ReadError } from '../errors.js';
import { worstOf, type ExitCode } from '../batch/summary.js';
import type { Judges } from '../batch/judges.js';

/**
 * Time spent before the event loop gets a turn: an analysis can take milliseconds, so
 * a chunk of input can take seconds, and a closed output or a signal is seen only
 * between turns.
 */
const TURN_MS = 50;

export async function eachLine(
  files: readonly string[],
  w: Output,
  handle: (line: Line, file: string) => void | Promise<void>,
  stdin?: AsyncIterable<Buffer>,
): Promise<0 | 2> {
  let code: 0 | 2 = 0;
  let turn = performance.now();
  for (const file of files.length > 0 ? files : ['-']) {
    const lines = new LineSplitter();
    try {
      for await (const chunk of chunksOf(file, stdin)) {
        for (const line of lines.push(chunk)) {
          const room = handle(line, file);
          if (room !== undefined) await room;
          if (performance.now() - turn > TURN_MS) {
            await w.flush();
            await tick();
            turn = performance.now();
            if (w.stopped) break;
          }
        }
        await w.flush();
        if (w.stopped) break;
      }
    } catch (e) {
      w.err(cannotRead(file, e) + '\n');
      code = 2;
    }
    if (w.stopped) break;
    for (const line of lines.end()) await handle(line, file);
    await w.flush();
  }
  return code;
}

export type Code = ExitCode;
export const worst = worstOf;

/** What a line command does with each line (eachResult). */
export interface LineJudge<R> {
  /** The result for a line's text. */
  judge(text: string): R;
  /** The result for a line that could not be read as text: what can be shown of it, and why. */
  unread(text: string, error: ReadError, source: { file: string; line: number }): R;
  exit(r: R): Code;
  show(r: R, place: string): void;
}

/**
 * One result per line of the files that is not skipped (blank, a comment), with its
 * source set (the last key, without copying the result), shown with its place
 * ("line 3:", "FILE, line 3:"); the worst exit code of the results and the reading.
 * With `judges` (batch/judges.ts), lines are judged by worker threads too, and shown
 * in the same order, the same way.
 */
export async function eachResult<R extends { source?: { file: string; line: number } }>(
  files: readonly string[],
  w: Output,
  run: LineJudge<R>,
  stdin?: AsyncIterable<Buffer>,
  judges?: Judges<R>,
): Promise<Code> {
  let code: Code = 0;
  const read = await eachLine(
    files,
    w,
    (line, file): Promise<void> | undefined => {
      if (isSkipped(line)) return undefined;
      const source = { file, line: line.no };
      const here = (): R => (line.error ? run.unread(line.text, line.error, source) : run.judge(line.text));
      const show = (r: R): void => {
        if (!line.error) r.source = source;
        code = worst(code, run.exit(r));
        run.show(r, `${file === '-' ? 'line' : `${file}, line`} ${line.no}:\n`);
      };
      if (judges) return judges.add({ text: line.error ? null : line.text, here, show });
      show(here());
      return undefined;
    },
    stdin,
  );
  if (judges) {
    await judges.finish();
    await w.flush();
  }
  return worst(code, read);
}
