/**
 * The batch loop of the line commands (`mcr waits`, `mcr advise`): each line of each
 * file (stdin for "-", or when none is given) handed to `handle`, the output written
 * (with backpressure) after each chunk of input and every TURN_MS of work within one,
 * so that a closed output or a signal stops the reading ("-" reads the context's
 * `stdin`). Returns 2 when a file could
 * not be read (its message on stderr), else 0.
 */
import { LineSplitter, type Line } from '../batch/lines.js';
import { chunksOf } from '../io/input.js';
import { tick, type Output } from '../io/output.js';
import { cannotRead } from '../format/cannot-read.js';

/**
 * Time spent before the event loop gets a turn: an analysis can take milliseconds, so
 * a chunk of input can take seconds, and a closed output or a signal is seen only
 * between turns.
 */
const TURN_MS = 50;

export async function eachLine(
  files: readonly string[],
  w: Output,
  handle: (line: Line, file: string) => void,
  stdin?: AsyncIterable<Buffer>,
): Promise<0 | 2> {
  let code: 0 | 2 = 0;
  let turn = performance.now();
  for (const file of files.length > 0 ? files : ['-']) {
    const lines = new LineSplitter();
    try {
      for await (const chunk of chunksOf(file, stdin)) {
        for (const line of lines.push(chunk)) {
          handle(line, file);
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
    for (const line of lines.end()) handle(line, file);
    await w.flush();
  }
  return code;
}
