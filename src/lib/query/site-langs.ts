/** The site's UI languages (routes /{lang}/…). Kept apart so that i18n and pages share one list. */
export const LANGS = ['en', 'es', 'ru'] as const;
export type UiLang = (typeof LANGS)[number];

export function isUiLang(lang: string | undefined): lang is UiLang {
  return (LANGS as readonly string[]).includes(lang ?? '');
}
