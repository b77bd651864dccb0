/**
 * `mcr session [file]` without the I/O: the log's text in, what to print and the
 * exit code out. cli.ts reads the file (or stdin), calls sessionCommand and writes.
 *
 *   text mode   the score sheet on stdout; every error of the log on stderr
 *   --json      one JSON object (schema mcr-session/1) on stdout, errors inside it
 *   exit code   0 when the log has no errors, 2 when any line has one (the rest of
 *               the log is still scored and shown). 1 is not used.
 */
import type { ChalkInstance } from 'chalk';
import { formatSessionErrors, formatSessionJson, formatSessionText } from './format.js';
import { session } from './api.js';
import { DEFAULT_WIDTH } from '../format/width.js';
import type { Catalog } from '../i18n/types.js';

export interface SessionOutput {
  stdout: string;
  stderr: string;
  exitCode: 0 | 1 | 2;
}

export async function sessionCommand(
  text: string,
  opts: {
    json: boolean;
    color: ChalkInstance;
    rules?: string;
    /** The text sheet's width (80 when not given). */
    width?: number;
    /** Names shown beside the players line's words (a tournament's ids). */
    names?: Readonly<Record<string, string>>;
    /** The words (i18n/, the run's language); English when not given. */
    t?: Catalog;
  },
): Promise<SessionOutput> {
  const result = session(text, { rules: opts.rules });
  const exitCode = result.ok ? 0 : 2;
  if (opts.json) return { stdout: formatSessionJson(result) + '\n', stderr: '', exitCode };
  return {
    stdout: formatSessionText(result, opts.color, opts.width, opts.names, opts.t) + '\n',
    stderr: result.ok ? '' : formatSessionErrors(result, opts.color, opts.width ?? DEFAULT_WIDTH, opts.t) + '\n',
    exitCode,
  };
}
