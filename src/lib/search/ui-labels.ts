/**
 * The search box's words, from the site's i18next resources (src/i18n/{lang}.json, key `search`):
 * one source for every UI string. The box is an island that must stay small, so it does not ship
 * i18next: it reads the same resource strings and resolves them as i18next does — plural keys
 * (`count_one`, `count_few`, `count_many`, `count_other`) chosen by Intl.PluralRules, `{{name}}`
 * interpolation — and names languages through Intl.DisplayNames. Only the `search` subtree of each
 * file is bundled (JSON named imports).
 */
import { search as en } from '../../i18n/en.json';
import { search as es } from '../../i18n/es.json';
import { search as ru } from '../../i18n/ru.json';

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
export const RESOURCES: Record<string, Resources> = { en, es, ru };

/** `{{name}}` filled from `values`, as i18next interpolates (no escaping: the box writes text nodes). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** i18next's plural resolution: `key_<category>` by Intl.PluralRules, else `key_other`. */
function plural(r: Resources, lang: string, key: string, count: number): string {
  const category = new Intl.PluralRules(lang).select(count);
  return r[`${key}_${category}`] ?? r[`${key}_other`] ?? key;
}

function languageName(of: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(of) ?? of;
  } catch {
    return of;
  }
}

export function labelsFor(lang: string, overrides: Partial<SearchLabels> = {}): SearchLabels {
  const at = RESOURCES[lang] ? lang : 'en';
  const r = RESOURCES[at]!;
  const s = (key: string) => r[key] ?? RESOURCES.en![key] ?? key;
  return {
    placeholder: s('placeholder'),
    shortcut: s('shortcut'),
    label: s('label'),
    loading: s('loading'),
    empty: s('empty'),
    error: s('error'),
    count: (count) => fill(plural(r, at, 'count', count), { count }),
    countOf: (shown, count) => fill(plural(r, at, 'countOf', count), { shown, count }),
    more: s('more'),
    fallback: (l) => fill(s('fallback'), { lang: languageName(l, at) }),
    formerly: (number) => fill(s('formerly'), { number }),
    glossary: (term) => fill(s('glossary'), { term }),
    allReleases: s('allReleases'),
    retired: s('retired'),
    ...overrides,
  };
}
