/**
 * Colour for the subcommands (waits, session). Reading inputs is io/input.ts, writing
 * io/output.ts.
 */
import chalk, { Chalk, type ChalkInstance } from 'chalk';

/**
 * A chalk instance for a stream: colour only on a terminal, when NO_COLOR is unset
 * or empty and --no-color was not given (chalk itself ignores NO_COLOR).
 */
export function chalkFor(stream: { isTTY?: boolean }, colorFlag: boolean, env: NodeJS.ProcessEnv): ChalkInstance {
  const use = colorFlag && stream.isTTY === true && !env.NO_COLOR;
  return new Chalk({ level: use ? chalk.level || 1 : 0 });
}
