/**
 * The languages the search indexes are built for: the site's languages (the registry's languages
 * with UI strings, langs/) — a language's index serves its site and `rules search --lang`.
 */
import { isUiLang, UI_LANGS, type LangCode } from '../langs/index.js';

export const SEARCH_LANGS: readonly LangCode[] = UI_LANGS;
export type SearchLang = LangCode;

export function isSearchLang(lang: string): lang is SearchLang {
  return isUiLang(lang);
}
