/**
 * Opening the command line's inputs: a file, or standard input for "-". Standard input
 * that is a directory (`mcr < /tmp`) reads as nothing at all in Node; it is refused
 * here with EISDIR, as a directory given by name is when it is read.
 */
import { constants, createReadStream, fstatSync, openSync, statSync } from 'node:fs';
import { Socket } from 'node:net';

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
  if (isFifo(file)) {
    // A named pipe is opened without waiting for its writer (O_NONBLOCK) and read by
    // the event loop, as a pipe: a file read would hold a thread in a blocking open or
    // read, and a process can not exit while it does (signals would be ignored).
    return new Socket({ fd: openSync(file, constants.O_RDONLY | constants.O_NONBLOCK), readable: true, writable: false });
  }
  return createReadStream(file, { highWaterMark: CHUNK }) as AsyncIterable<Buffer>;
}

function isFifo(file: string): boolean {
  try {
    return statSync(file).isFIFO();
  } catch {
    // Not there, or not to be looked at: reading it says what is wrong.
    return false;
  }
}

/** A whole input's text ("-" or none is stdin, `stdin` given). */
export async function readAll(file: string | undefined, stdin?: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of chunksOf(file ?? '-', stdin)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}
