/**
 * Colour: when output is coloured (one rule for every command, README "Usage"), and
 * the one chalk instance maker. Loaded only for text output (chalk stays off the
 * start-up of a --json run).
 */
import chalk, { Chalk, type ChalkInstance } from 'chalk';

/** Colour or not (colorFor decides): 0 none, 1 as much as the terminal has. */
export interface ColorLevel {
  level: 0 | 1;
}

/**
 * Colour on a terminal, or forced by --color (`forced`) or FORCE_COLOR=1, 2, 3 or true
 * (so that `mcr --color ... | less -R` gets it); FORCE_COLOR=0 or false turns it off
 * unless --color is given. NO_COLOR set and not empty (https://no-color.org; chalk
 * itself ignores it) and --no-color (`flag` false) win over everything. Level 1 means
 * colour: chalkFor then asks chalk how many colours the terminal has.
 */
export function colorFor(
  stream: { isTTY?: boolean },
  flag: boolean,
  env: NodeJS.ProcessEnv,
  forced = false,
): ColorLevel {
  if (!flag || env.NO_COLOR) return { level: 0 };
  if (forced) return { level: 1 };
  const force = env.FORCE_COLOR;
  if (force === '1' || force === '2' || force === '3' || force === 'true') return { level: 1 };
  if (force === '0' || force === 'false') return { level: 0 };
  return { level: stream.isTTY === true ? 1 : 0 };
}

/** A chalk instance for a colour level: none at 0, the terminal's colours otherwise. */
export const chalkFor = (c: ColorLevel): ChalkInstance => new Chalk({ level: c.level > 0 ? chalk.level || 1 : 0 });

/** The chalk instance for a stream under --color / --no-color (`flag`: true, false or undefined for neither). */
export const chalkOn = (stream: { isTTY?: boolean }, flag: boolean | undefined, env: NodeJS.ProcessEnv = process.env): ChalkInstance =>
  chalkFor(colorFor(stream, flag !== false, env, flag === true));
