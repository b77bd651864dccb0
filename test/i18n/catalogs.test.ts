import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { CATALOGS, catalog, langOfTag, LANGS, resolveLang } from '../../src/i18n/index.js';
import { missingKeys } from '../../src/i18n/check.js';
import { en } from '../../src/i18n/en.js';
import { zh } from '../../src/i18n/zh.js';
import { formatText } from '../../src/format/text.js';
import { FANS, FAN_IDS } from '../../src/fans/table.js';
import { win } from '../format/fixtures.js';
import { sv } from './fixture-sv.js';

const plain = new Chalk({ level: 0 });

describe('catalogs', () => {
  it.each(LANGS)('%s has every key of the English catalog, each of the same kind', (lang) => {
    expect(missingKeys(en, CATALOGS[lang])).toEqual([]);
  });

  it('a message missing from a catalog is found, by its path', () => {
    const { win: _, ...screen } = zh.screen;
    expect(missingKeys(en, { ...zh, screen })).toEqual(['screen.win']);
    expect(missingKeys(en, { ...zh, cannotRead: { ...zh.cannotRead, EIO: '' } })).toEqual(['cannotRead.EIO']);
  });

  it('fan names come from the fan definitions, not the catalog: Chinese under zh, English under en', () => {
    for (const id of FAN_IDS) {
      expect(zh.fan(FANS[id])).toBe(FANS[id].zh);
      expect(en.fan(FANS[id])).toBe(FANS[id].name);
      expect(zh.fanOther(FANS[id])).toBe(FANS[id].name);
    }
  });

  it('a third language is one more file: a fixture catalog speaks on the referee screen', () => {
    expect(missingKeys(en, sv)).toEqual([]);
    const text = formatText(win, { color: plain, t: sv });
    expect(text.split('\n')[0]).toMatch(/^VINST 11 — /);
    expect(text).toMatch(/^Summa {5}11: VINST/m);
    expect(text).toContain('W, N och E pay 19 each');
  });
});

describe('the language of a run', () => {
  it('reads a tag by its first part', () => {
    expect(langOfTag('zh_CN.UTF-8')).toBe('zh');
    expect(langOfTag('zh-Hans-CN')).toBe('zh');
    expect(langOfTag('zh_TW')).toBe('zh');
    expect(langOfTag('en_GB.UTF-8')).toBe('en');
    expect(langOfTag('C')).toBeUndefined();
    expect(langOfTag('fr_FR')).toBeUndefined();
    expect(langOfTag(undefined)).toBeUndefined();
  });

  it('--lang, else MCR_LANG, else LC_ALL, LC_MESSAGES, LANG (the first set), else English', () => {
    expect(resolveLang('en', { MCR_LANG: 'zh', LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(resolveLang(undefined, { MCR_LANG: 'zh', LANG: 'en_US.UTF-8' })).toBe('zh');
    expect(resolveLang(undefined, { MCR_LANG: 'en', LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(resolveLang(undefined, { MCR_LANG: 'klingon', LANG: 'zh_CN.UTF-8' })).toBe('zh');
    expect(resolveLang(undefined, { LC_ALL: 'C', LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(resolveLang(undefined, { LC_ALL: '', LC_MESSAGES: 'zh_CN.UTF-8', LANG: 'en_US' })).toBe('zh');
    expect(resolveLang(undefined, { LANG: 'zh_SG.UTF-8' })).toBe('zh');
    expect(resolveLang(undefined, { LANG: 'de_DE.UTF-8' })).toBe('en');
    expect(resolveLang(undefined, {})).toBe('en');
  });

  it('catalog() gives each language its catalog', () => {
    expect(catalog('zh')).toBe(zh);
    expect(catalog('en')).toBe(en);
  });
});
