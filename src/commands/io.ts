/**
 * The older colour call, kept only for src/commands/tournament.ts until it uses
 * format/color.ts's chalkOn itself (then this file goes): the one rule and the one
 * chalkFor are in format/color.ts.
 */
import type { ChalkInstance } from 'chalk';
import { chalkOn } from '../format/color.js';

/** chalkOn under the older arguments: `colorFlag` false for --no-color, `forced` for --color. */
export const chalkFor = (stream: { isTTY?: boolean }, colorFlag: boolean, env: NodeJS.ProcessEnv, forced = false): ChalkInstance =>
  chalkOn(stream, !colorFlag ? false : forced ? true : undefined, env);
