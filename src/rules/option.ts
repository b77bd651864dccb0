/** The --rules option and MCR_RULES, as every command reads them. */
import { ruleProfile, unknownRulesMessage } from './profiles.js';

/**
 * The rule profile to score under: --rules, else MCR_RULES (when set and not empty),
 * else the default (undefined). A name that is no profile is a usage error.
 */
export function rulesOption(
  flag: string | undefined,
  env: NodeJS.ProcessEnv,
): { ok: true; name: string | undefined } | { ok: false; message: string } {
  const name = flag ?? (env.MCR_RULES ? env.MCR_RULES : undefined);
  if (name === undefined || ruleProfile(name) !== null) return { ok: true, name };
  const from = flag === undefined ? ' (from MCR_RULES)' : '';
  return { ok: false, message: `${unknownRulesMessage(name)}${from}` };
}
