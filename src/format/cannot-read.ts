/**
 * The one message for an input that can not be opened or read, wherever it is
 * reported (`mcr -f`, `mcr waits -f`, `mcr session FILE`):
 *
 *   mcr: cannot read nope.txt: no such file or directory (ENOENT)
 *
 * The system's code, when there is one, goes in parentheses at the end.
 */
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';

/** The system's codes the catalogs word (cannotRead.ENOENT, ...). */
const CODES = ['ENOENT', 'EISDIR', 'EACCES', 'EPERM', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EMFILE', 'EIO'] as const;

/** "-" is standard input. Ends without a newline. */
export function cannotRead(file: string, error: unknown, t: Catalog = en): string {
  const name = file === '-' ? t.cannotRead.stdin : file;
  const code = (error as { code?: unknown } | null)?.code;
  const known = CODES.find((c) => c === code) && t.cannotRead[code as (typeof CODES)[number]];
  let why: string;
  if (known !== undefined) why = `${known} (${code as string})`;
  else if (error instanceof Error) why = typeof code === 'string' && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  else why = String(error);
  return t.cannotRead.line(name, why);
}
