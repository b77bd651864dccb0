/**
 * The one message for an input that can not be opened or read, wherever it is
 * reported (`mcr -f`, `mcr waits -f`, `mcr session FILE`):
 *
 *   mcr: cannot read nope.txt: no such file or directory (ENOENT)
 *
 * The system's code, when there is one, goes in parentheses at the end.
 */
const WHAT: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EISDIR: 'is a directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOTDIR: 'a part of the path is not a directory',
  ENAMETOOLONG: 'file name too long',
  ELOOP: 'too many symbolic links',
  EMFILE: 'too many open files',
  EIO: 'input/output error',
};

/** "-" is standard input. Ends without a newline. */
export function cannotRead(file: string, error: unknown): string {
  const name = file === '-' ? 'standard input' : file;
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? WHAT[code] : undefined;
  let why: string;
  if (known !== undefined) why = `${known} (${code as string})`;
  else if (error instanceof Error) why = typeof code === 'string' && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  else why = String(error);
  return `mcr: cannot read ${name}: ${why}`;
}
