/**
 * UI strings in English, Spanish and Russian through i18next. Used at build time only: pages
 * call `tFor(lang)` and Astro escapes what `t` returns (interpolation escaping is off for that
 * reason — never pass a translated string to `set:html`).
 */
import i18next, { type TFunction } from 'i18next';
import en from './en.json';
import es from './es.json';
import ru from './ru.json';

export const UI_LANGS = ['en', 'es', 'ru'] as const;
export type UiLang = (typeof UI_LANGS)[number];

/** Each language in its own name, for the language switcher. */
export const AUTONYMS: Record<UiLang, string> = { en: 'English', es: 'Español', ru: 'Русский' };

export function isUiLang(lang: string | undefined): lang is UiLang {
  return (UI_LANGS as readonly string[]).includes(lang ?? '');
}

const resources = { en: { translation: en }, es: { translation: es }, ru: { translation: ru } };
const cache = new Map<string, TFunction>();

/** The translation function of a UI language (created once per build). */
export function tFor(lang: string): TFunction {
  const lng = isUiLang(lang) ? lang : 'en';
  let t = cache.get(lng);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      lng,
      fallbackLng: 'en',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    t = instance.getFixedT(lng);
    cache.set(lng, t);
  }
  return t;
}

/** A language's name in the UI language: "Russian" / "ruso" / "Русский"; the code for unknown ones. */
export function langName(t: TFunction, code: string): string {
  return t(`lang.${code}`, { defaultValue: code });
}
