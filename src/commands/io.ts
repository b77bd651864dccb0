/**
 * Colour for the subcommands (waits, session, fans, why), by the rule every command
 * follows (format/color.ts). Reading inputs is io/input.ts, writing io/output.ts.
 */
import chalk, { Chalk, type ChalkInstance } from 'chalk';
import { colorFor } from '../format/color.js';

/**
 * A chalk instance for a stream: colour on a terminal, or forced by --color
 * (`forced`) or FORCE_COLOR; NO_COLOR and --no-color (`colorFlag` false) win.
 */
export function chalkFor(stream: { isTTY?: boolean }, colorFlag: boolean, env: NodeJS.ProcessEnv, forced = false): ChalkInstance {
  return new Chalk({ level: colorFor(stream, colorFlag, env, forced).level > 0 ? chalk.level || 1 : 0 });
}
