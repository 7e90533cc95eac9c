/// <reference types="vite/client" />
/**
 * The search box's words, from the site's i18next resources (src/lib/langs/strings/{lang}.json, key `search`):
 * one source for every UI string. The box is an island that must stay small, so it does not ship
 * i18next: it reads the same resource strings through the shared resolver (src/i18n/resolve.ts:
 * plural keys chosen by Intl.PluralRules, `{{name}}` interpolation) and names languages through
 * Intl.DisplayNames. Only the `search` subtree of each file is bundled (JSON named imports).
 */
import { sayer } from '../../i18n/resolve.js';
import { SOURCE_LANG } from '../langs/source.js';

/** The search box's words in one language (overridable per mount). */
export interface SearchLabels {
  /** Short enough for a phone's width (390 px). */
  placeholder: string;
  /** The "/" key, said where a pointer hovers the box (and to assistive technology by aria-keyshortcuts). */
  shortcut: string;
  /** Accessible name of the box. */
  label: string;
  loading: string;
  empty: string;
  error: string;
  /** The error, when the browser says the network is gone (files not kept for offline reading). */
  offline: string;
  count: (n: number) => string;
  /** On the results page, when more rules match than are shown. */
  countOf: (shown: number, total: number) => string;
  /** The results page's button that lists the next page of results. */
  more: string;
  /** Shown beside a result whose text is in another language. */
  fallback: (lang: string) => string;
  formerly: (number: string) => string;
  /** Beside a result found through a glossary term that its snippet does not show. */
  glossary: (term: string) => string;
  /** The results page's switch that adds retired rules. */
  allReleases: string;
  /** Beside a retired rule. */
  retired: string;
}

type Resources = Record<string, string>;
/**
 * The `search` subtree of every UI language's strings, bundled by Vite (the box runs in the browser,
 * where the registry's loader cannot read files): src/lib/langs/strings/{code}.json → code.
 */
const FILES = import.meta.glob<Resources>('../langs/strings/*.json', { eager: true, import: 'search' });
export const RESOURCES: Record<string, Resources> = Object.fromEntries(
  Object.entries(FILES).map(([file, search]) => [file.replace(/^.*\/|\.json$/g, ''), search]),
);

function languageName(of: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(of) ?? of;
  } catch {
    return of;
  }
}

export function labelsFor(lang: string, overrides: Partial<SearchLabels> = {}): SearchLabels {
  const at = RESOURCES[lang] ? lang : SOURCE_LANG;
  // no escaping: the box writes text nodes; a key missing in a language falls back to English
  const s = sayer({ ...RESOURCES[SOURCE_LANG], ...RESOURCES[at] }, at);
  return {
    placeholder: s('placeholder'),
    shortcut: s('shortcut'),
    label: s('label'),
    loading: s('loading'),
    empty: s('empty'),
    error: s('error'),
    offline: s('offline'),
    count: (count) => s('count', { count }),
    countOf: (shown, count) => s('countOf', { shown, count }),
    more: s('more'),
    fallback: (l) => s('fallback', { lang: languageName(l, at) }),
    formerly: (number) => s('formerly', { number }),
    glossary: (term) => s('glossary', { term }),
    allReleases: s('allReleases'),
    retired: s('retired'),
    ...overrides,
  };
}
