/** `mcr rules --json` (schema "mcr-rules/1", docs/SCHEMA.md): the profiles, or one and where it differs; each key in the order written. */
import { list, object, optional, record, str } from '../format/json-writer.js';

export interface RulesJson {
  schema: string;
  default: string;
  /** `mcr rules`: every profile. */
  profiles?: { name: string; title: string; about: string }[];
  /** `mcr rules NAME`: that profile, and where it differs from the default. */
  name?: string;
  title?: string;
  about?: string;
  /** Each `{ rule, <default>: …, <name>: … }`, keyed by the profile names. */
  differences?: Record<string, string>[];
}
export const RULES_JSON = object<RulesJson>({
  schema: str,
  default: str,
  profiles: optional(list(object<NonNullable<RulesJson['profiles']>[number]>({ name: str, title: str, about: str }))),
  name: optional(str),
  title: optional(str),
  about: optional(str),
  differences: optional(list(record(str))),
});
