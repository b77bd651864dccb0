/**
 * The languages: one catalog per language (en.ts the model, zh.ts, ...), listed once
 * here, and the language of a run: --lang, else MCR_LANG, else the locale (LC_ALL,
 * LC_MESSAGES, LANG, the first one set: any zh* is Chinese), else English. A third
 * language is one more catalog file, named in CATALOGS.
 */
import { en } from './en.js';
import { zh } from './zh.js';
import type { Catalog } from './types.js';

export type { Catalog, NamedFan } from './types.js';

export const CATALOGS = { en, zh } satisfies Record<string, Catalog>;
export type Lang = keyof typeof CATALOGS;
export const LANGS = Object.keys(CATALOGS) as Lang[];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (s: unknown): s is Lang => typeof s === 'string' && Object.hasOwn(CATALOGS, s);
export const catalog = (lang: Lang): Catalog => CATALOGS[lang];

/** The language of a tag: `zh`, `zh_CN.UTF-8`, `zh-Hans-CN`, `en-GB` (its first part); undefined for none of ours. */
export function langOfTag(tag: string | undefined): Lang | undefined {
  const first = (tag ?? '').trim().toLowerCase().split(/[-_.@]/)[0];
  return isLang(first) ? first : undefined;
}

/**
 * The language of a run: `flag` (--lang, already checked), else MCR_LANG when it names
 * one of ours, else the locale's first variable set (a locale of no language of ours,
 * C or POSIX included, is English), else English.
 */
export function resolveLang(flag: Lang | undefined, env: Readonly<Record<string, string | undefined>>): Lang {
  if (flag !== undefined) return flag;
  const asked = langOfTag(env.MCR_LANG);
  if (asked !== undefined) return asked;
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');
  return langOfTag(locale) ?? DEFAULT_LANG;
}
