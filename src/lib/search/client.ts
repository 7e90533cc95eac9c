/**
 * The browser side of search: open one site language's index (the small metas first), then answer
 * each query by fetching the term shards and document chunks it needs (layout.ts), once each; the
 * stemmers load meanwhile, one chunk each (stemmers.ts). Files carry the content version as a
 * cache-buster, so a host may cache them for ever.
 *
 *   import { loadIndex, search } from '…/lib/search/client';
 *   await loadIndex('ru', '/search/');
 *   await search('копия заклинания', { limit: 10 }); // → { query, results: [{ id, lang, number, snippet, score, … }] }
 */
import { isSearchLang, type SearchLang } from './langs.js';
import { SOURCE_LANG } from '../langs/source.js';
import { SearchIndex } from './engine.js';
import { META_FILE } from './layout.js';
import { loadStemmers } from './stemmers.js';
import type { SearchOptions, SearchResponse } from './types.js';

export type { SearchResult, SearchResponse, SearchOptions } from './types.js';
export { SearchIndex } from './engine.js';

const loading = new Map<string, Promise<SearchIndex>>();
let current: SearchIndex | undefined;

async function fetchText(url: string, init?: RequestInit): Promise<string> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`search index: ${url}: HTTP ${res.status}`);
  return res.text();
}

async function openIndex(lang: SearchLang, base: string): Promise<SearchIndex> {
  // The readings every query searches (the site's, English): their stemmers load while the metas
  // download; another reading's when a query first needs it (engine.ts `searches`).
  const stemmers = Promise.all([lang, SOURCE_LANG].filter(isSearchLang).map(loadStemmers));
  stemmers.catch(() => undefined); // reported below, unless the metas fail first
  // meta.json names the version: always revalidated; the rest is cached by version.
  const meta = await fetchText(base + META_FILE, { cache: 'no-cache' });
  const { version } = JSON.parse(meta) as { version: string };
  const v = `?v=${encodeURIComponent(version)}`;
  const fetcher = (name: string) => (name === META_FILE ? Promise.resolve(meta) : fetchText(base + name + v));
  const [index] = await Promise.all([SearchIndex.open(lang, fetcher, loadStemmers), stemmers]);
  return index;
}

/**
 * Open (once) the index for a page in `lang` from `fetchBase` and make it the one `search` uses.
 * Concurrent calls share one download; a failed download can be retried.
 */
export function loadIndex(lang: string, fetchBase = '/search/'): Promise<SearchIndex> {
  if (!isSearchLang(lang)) return Promise.reject(new Error(`search: no index for language ${lang}`));
  const base = fetchBase.endsWith('/') ? fetchBase : `${fetchBase}/`;
  const key = `${base}#${lang}`;
  let p = loading.get(key);
  if (!p) {
    p = openIndex(lang, base);
    loading.set(key, p);
    p.catch(() => loading.delete(key));
  }
  return p.then((index) => (current = index));
}

/** Is an index open (so that `search` can answer)? */
export function isLoaded(): boolean {
  return current !== undefined;
}

/** Search the open index, fetching what the query needs; the same shape as `rules search --json`. */
export async function search(query: string, opts: SearchOptions = {}): Promise<SearchResponse> {
  if (!current) throw new Error('search index not loaded: call loadIndex(lang) first');
  return { query, ...(await current.query(query, opts)) };
}
