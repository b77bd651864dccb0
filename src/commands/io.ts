/**
 * Small I/O helpers shared by the subcommands (waits, session): colour, reading a
 * whole input, and writing with backpressure.
 */
import chalk, { Chalk, type ChalkInstance } from 'chalk';
import { readFile } from 'node:fs/promises';

/**
 * A chalk instance for a stream: colour only on a terminal, when NO_COLOR is unset
 * or empty and --no-color was not given (chalk itself ignores NO_COLOR).
 */
export function chalkFor(stream: { isTTY?: boolean }, colorFlag: boolean, env: NodeJS.ProcessEnv): ChalkInstance {
  const use = colorFlag && stream.isTTY === true && !env.NO_COLOR;
  return new Chalk({ level: use ? chalk.level || 1 : 0 });
}

/** A file's text, or stdin's when the path is "-" or missing. */
export async function readText(path: string | undefined): Promise<string> {
  if (path && path !== '-') return readFile(path, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Writes text, resolving when the stream can take more (or is gone). */
export function write(stream: NodeJS.WriteStream, text: string): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || stream.write(text)) return resolve();
    const done = () => {
      stream.off('drain', done).off('close', done).off('error', done);
      resolve();
    };
    stream.on('drain', done).on('close', done).on('error', done);
  });
}
