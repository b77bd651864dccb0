/**
 * The library's session(text, options): a session log's text in, the score sheet out
 * as the object `mcr session --json` prints (schema mcr-session/1). Pure, no I/O.
 */
import { parseSession } from './parse.js';
import { runSession } from './run.js';
import type { SessionOptions, SessionResult } from './types.js';

export function session(text: string, options: SessionOptions = {}): SessionResult {
  return runSession(parseSession(text), options);
}
