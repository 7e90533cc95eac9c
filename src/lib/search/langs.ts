/**
 * The languages the search indexes are built for: every language of the registry (langs/), the
 * site's and those it has no pages in yet alike — a reader finds a rule by a word of any language
 * the content holds, and `rules search --lang` reads each.
 */
import { isKnownLang, LANG_CODES, type LangCode } from '../langs/index.js';

export const SEARCH_LANGS: readonly LangCode[] = LANG_CODES;
export type SearchLang = LangCode;

export function isSearchLang(lang: string): lang is SearchLang {
  return isKnownLang(lang);
}
