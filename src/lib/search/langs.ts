/** The languages the search indexes are built for (encoders.ts has their word rules). */
export const SEARCH_LANGS = ['en', 'es', 'ru'] as const;
export type SearchLang = (typeof SEARCH_LANGS)[number];

export function isSearchLang(lang: string): lang is SearchLang {
  return (SEARCH_LANGS as readonly string[]).includes(lang);
}
