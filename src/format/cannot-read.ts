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
const CODES = ['ENOENT', 'EISDIR', 'EACCES', 'EPERM', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EMFILE', 'EIO', 'EROFS', 'ENOSPC', 'EEXIST', 'EFIFO'] as const;

/** "-" is standard input. Ends without a newline. */
export function cannotRead(file: string, error: unknown, t: Catalog = en): string {
  return t.cannotRead.line(file === '-' ? t.cannotRead.stdin : file, systemReason(error, t));
}

/** Why a file can not be read or written, in the run's language: the catalog's words for the system's code, the code in parentheses. */
export function systemReason(error: unknown, t: Catalog = en): string {
  const code = (error as { code?: unknown } | null)?.code;
  const known = CODES.find((c) => c === code) && t.cannotRead[code as (typeof CODES)[number]];
  if (known !== undefined) return `${known} (${code as string})`;
  if (error instanceof Error) return typeof code === 'string' && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  return String(error);
}
