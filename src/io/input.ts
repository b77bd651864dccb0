/**
 * Opening the command line's inputs: a file, or standard input for "-". Standard input
 * that is a directory (`mcr < /tmp`) reads as nothing at all in Node; it is refused
 * here with EISDIR, as a directory given by name is when it is read.
 */
import { createReadStream, fstatSync } from 'node:fs';

/** Bytes read at a time from a file. */
export const CHUNK = 256 * 1024;

/** The error a directory given as standard input gives (the same text as reading one by name). */
function isDirectoryError(): NodeJS.ErrnoException {
  const e: NodeJS.ErrnoException = new Error('EISDIR: illegal operation on a directory, read');
  e.code = 'EISDIR';
  return e;
}

/** Throws EISDIR when standard input is a directory. */
export function checkStdin(fd = 0): void {
  let dir = false;
  try {
    dir = fstatSync(fd).isDirectory();
  } catch {
    // Not a file descriptor fstat can look at (closed): reading it says what is wrong.
  }
  if (dir) throw isDirectoryError();
}

/**
 * An input's chunks ("-" is stdin): the stream itself, not wrapped in an async
 * generator (which holds on to more memory: about 20 MB over a long batch). Throws
 * EISDIR at once for a directory on stdin; other errors (EISDIR for a named
 * directory, ENOENT, ...) come out of the iteration.
 */
export function chunksOf(file: string, stdin: AsyncIterable<Buffer> = process.stdin as AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  if (file === '-') {
    // A test's own standard input is no file descriptor.
    if (stdin === process.stdin) checkStdin();
    return stdin;
  }
  return createReadStream(file, { highWaterMark: CHUNK }) as AsyncIterable<Buffer>;
}

/** A whole input's text ("-" or none is stdin, `stdin` given). */
export async function readAll(file: string | undefined, stdin?: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of chunksOf(file ?? '-', stdin)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}
