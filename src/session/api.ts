/**
 * The library's session(text, options): a session log's text in, the score sheet out
 * as the object `mcr session --json` prints (schema mcr-session/1). Pure, no I/O.
 */
import { describeError, notAString } from '../errors.js';
import { parseSession } from './parse.js';
import { runSession } from './run.js';
import type { SessionOptions, SessionResult } from './types.js';

export function session(text: string, options?: SessionOptions | null): SessionResult {
  // The options read once, here: null or undefined is none; a getter that throws is
  // that one error (the library never throws), the log read under the default rules.
  let read: SessionOptions;
  try {
    const rules = options?.rules;
    read = rules === undefined ? {} : { rules };
  } catch (e) {
    const message = `the options could not be read (${describeError(e)}); expected { rules?: string } or none`;
    return runSession({ ...parseSession(''), errors: [{ line: 1, column: null, code: 'internal-error', message, source: '' }] }, {});
  }
  // Not a string: that one error, rather than the text String() makes of it read as a log.
  if (typeof text !== 'string') {
    const { code, message } = notAString(text, 'the text of a session log');
    return runSession({ ...parseSession(''), errors: [{ line: 1, column: null, code, message, source: '' }] }, read);
  }
  // A byte-order mark at the start (an editor's UTF-8 signature) is no part of the log.
  return runSession(parseSession(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text), read);
}
