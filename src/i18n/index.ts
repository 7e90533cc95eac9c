/**
 * UI strings in English, Spanish and Russian through i18next. Used at build time only: pages
 * call `tFor(lang)` and Astro escapes what `t` returns (interpolation escaping is off for that
 * reason — never pass a translated string to `set:html`).
 */
import i18next, { type TFunction } from 'i18next';

import { UI_LANGS as LANGS, isUiLang, type LangCode as UiLang } from '../lib/langs/index.js';
import { perLanguage } from '../lib/langs/index.js';
import { uiStrings } from '../lib/langs/strings.js';
import { SOURCE_LANG } from '../lib/langs/source.js';

export const UI_LANGS = LANGS;
export { isUiLang, type UiLang };

/** Each language in its own name, for the language switcher (its module's autonym). */
export const AUTONYMS: Record<UiLang, string> = perLanguage((l) => l.autonym);

/** Each UI language's strings (src/lib/langs/strings/{code}.json, read through the registry: langs/strings.ts). */
const resources = Object.fromEntries(LANGS.map((code) => [code, { translation: uiStrings(code) }]));

/** A translation function: i18next's, memoised per key and options (pages call it ~100 times each). */
export type T = (key: string, options?: Record<string, unknown>) => string;

const cache = new Map<string, T>();

/** The translation function of a UI language (created once per build). */
export function tFor(lang: string): T {
  const lng = isUiLang(lang) ? lang : SOURCE_LANG;
  let t = cache.get(lng);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      lng,
      fallbackLng: SOURCE_LANG,
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    const fixed: TFunction = instance.getFixedT(lng);
    const memo = new Map<string, string>();
    t = (key, options) => {
      const k = options ? key + '\u0000' + JSON.stringify(options) : key;
      let hit = memo.get(k);
      if (hit === undefined) memo.set(k, (hit = String(options ? fixed(key, options) : fixed(key))));
      return hit;
    };
    cache.set(lng, t);
  }
  return t;
}

/** A language's name in the UI language: "Russian" / "ruso" / "Русский"; the code for unknown ones. */
export function langName(t: T, code: string): string {
  const name = t(`lang.${code}`);
  return name === `lang.${code}` ? code : name;
}

/**
 * A language's name inside a sentence or a parenthesis: Spanish and Russian write language names
 * in lower case there ("(ejemplo; inglés)", "(пример; английский)"); English keeps its capital.
 */
export function langNameInText(t: T, code: string, uiLang: string): string {
  const name = langName(t, code);
  return uiLang === SOURCE_LANG || name === code ? name : name.toLocaleLowerCase(uiLang);
}

/** "706.10 from 2012-07-01 until 2021-07-23" (or "since …" while in use). */
export function numberPeriod(
  t: T,
  row: { number: string; from: string | null; to: string | null },
  fmt: (v: string) => string,
): string {
  const from = row.from ? fmt(row.from) : '…';
  if (row.to === null) return t('rule.numberSince', { number: row.number, from });
  return t('rule.numberPeriod', { number: row.number, from, to: fmt(row.to) });
}
