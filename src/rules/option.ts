/** The --rules option and MCR_RULES, as every command reads them. */
import { DEFAULT_RULES, RULES_NAMES, ruleProfile } from './profiles.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';

/**
 * The rule profile to score under: --rules, else MCR_RULES (when set and not empty),
 * else the default (undefined). A name that is no profile is a usage error.
 */
export function rulesOption(
  flag: string | undefined,
  env: NodeJS.ProcessEnv,
  /** The words of the message (the run's language); English when not given. */
  t: Pick<Catalog, 'rules'> = en,
): { ok: true; name: string | undefined } | { ok: false; message: string } {
  const name = flag ?? (env.MCR_RULES ? env.MCR_RULES : undefined);
  if (name === undefined || ruleProfile(name) !== null) return { ok: true, name };
  return { ok: false, message: t.rules.unknown(JSON.stringify(name), RULES_NAMES, DEFAULT_RULES, flag === undefined) };
}
