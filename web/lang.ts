/**
 * The page's language: the one chosen on the page (kept in localStorage, read back
 * only when it names a language of ours), else the browser's (navigator.languages,
 * the first of ours), else English. The words are the catalog's (src/i18n/), the same
 * as the command line's; the page's fixed words carry their key in data-t (text) or
 * data-t-label (aria-label).
 */
import { catalog, isLang, langOfTag, LANGS, CATALOGS, FANS, FAN_IDS, type Catalog, type Lang } from '../src/index.js';

const KEY = 'mcr-lang';

/** The language chosen before, if it is still one of ours. */
function remembered(): Lang | undefined {
  try {
    const v = localStorage.getItem(KEY);
    return isLang(v) ? v : undefined;
  } catch {
    return undefined; // storage refused (a private window, a file: page in some browsers)
  }
}

export function pageLang(): Lang {
  const browser = (navigator.languages?.length ? navigator.languages : [navigator.language]).map(langOfTag).find((l) => l !== undefined);
  return remembered() ?? browser ?? 'en';
}

export function remember(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    /* not kept: the page still switches */
  }
}

/** The page's fixed words in `t`'s language, and <html lang>. */
export function applyWords(t: Catalog): void {
  document.documentElement.lang = t.htmlLang;
  const words = { ...t.page.static, ...t.views.static } as Record<string, string>;
  const labels = { ...t.page.labels, ...t.views.labels } as Record<string, string>;
  for (const e of document.querySelectorAll<HTMLElement>('[data-t]')) {
    const w = words[e.dataset.t!];
    if (w !== undefined) e.textContent = w;
  }
  for (const e of document.querySelectorAll<HTMLElement>('[data-t-label]')) {
    const w = labels[e.dataset.tLabel!];
    if (w !== undefined) e.setAttribute('aria-label', w);
  }
}

/** The switch: one option per catalog, named in its own language. */
export function languageSwitch(select: HTMLSelectElement, lang: Lang, change: (lang: Lang) => void): void {
  select.replaceChildren(...LANGS.map((l) => Object.assign(document.createElement('option'), { value: l, textContent: CATALOGS[l].name, lang: CATALOGS[l].htmlLang })));
  select.value = lang;
  select.addEventListener('change', () => {
    if (!isLang(select.value)) return;
    remember(select.value);
    change(select.value);
  });
}

export { catalog, type Catalog, type Lang };

/**
 * The English fan names in a library's text ("Mixed Triple Chow 8 + Half Flush 6")
 * written in `t`'s language: the names of fans/ (one home per fact), longest first.
 */
export function fanNamesIn(text: string, t: Catalog): string {
  let out = text;
  for (const id of BY_LENGTH) {
    const f = FANS[id];
    const local = t.fan(f);
    if (local !== f.name) out = out.split(f.name).join(local);
  }
  return out;
}
const BY_LENGTH = [...FAN_IDS].sort((a, b) => FANS[b].name.length - FANS[a].name.length);
