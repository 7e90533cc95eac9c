/**
 * The browser side of search: fetch one language's index files once, then answer every query
 * locally (no network once loaded). The files are those buildSearchIndexes writes, served from
 * `${fetchBase}${lang}/`: manifest.json first (it lists the rest), then meta.json and the
 * FlexSearch export keys in parallel, with the content version as a cache-buster. The stemmers
 * the language reads with load meanwhile, one chunk each (stemmers.ts).
 *
 *   import { loadIndex, search } from '…/lib/search/client';
 *   await loadIndex('ru', '/search/');
 *   search('копия заклинания', { limit: 10 }); // → { query, results: [{ id, lang, number, snippet, score, … }] }
 */
import { isSearchLang } from './encoders.js';
import { SearchIndex, type IndexFiles } from './engine.js';
import { MANIFEST_FILE, META_FILE, fileOfKey, type Manifest } from './index-config.js';
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

function folderOf(lang: string, fetchBase: string): string {
  return `${fetchBase.endsWith('/') ? fetchBase : fetchBase + '/'}${encodeURIComponent(lang)}/`;
}

async function fetchIndex(folder: string, lang: string): Promise<SearchIndex> {
  const early = isSearchLang(lang) ? loadStemmers(lang) : Promise.resolve();
  early.catch(() => undefined); // reported below, unless the manifest fails first
  // The manifest is small and names the version: always revalidate it, cache the rest by version.
  const manifestText = await fetchText(folder + MANIFEST_FILE, { cache: 'no-cache' });
  const manifest = JSON.parse(manifestText) as Manifest;
  const v = `?v=${manifest.format}.${encodeURIComponent(manifest.version)}`;
  const names = [META_FILE, ...manifest.keys.map(fileOfKey)];
  const stemmers = isSearchLang(manifest.lang) ? early.then(() => loadStemmers(manifest.lang)) : early;
  const [texts] = await Promise.all([Promise.all(names.map((n) => fetchText(folder + n + v))), stemmers]);
  const files: IndexFiles = { [MANIFEST_FILE]: manifestText };
  names.forEach((n, i) => (files[n] = texts[i]!));
  return SearchIndex.fromFiles(files);
}

/**
 * Load (once) the index of `lang` from `${fetchBase}${lang}/` and make it the one `search` uses.
 * Concurrent calls share one download; a failed download can be retried.
 */
export function loadIndex(lang: string, fetchBase = '/search/'): Promise<SearchIndex> {
  const folder = folderOf(lang, fetchBase);
  let p = loading.get(folder);
  if (!p) {
    p = fetchIndex(folder, lang);
    loading.set(folder, p);
    p.catch(() => loading.delete(folder));
  }
  return p.then((index) => (current = index));
}

/** Is an index loaded (so that `search` answers without the network)? */
export function isLoaded(): boolean {
  return current !== undefined;
}

/** Search the loaded index; the same shape as `rules search --json`. */
export function search(query: string, opts: SearchOptions = {}): SearchResponse {
  if (!current) throw new Error('search index not loaded: call loadIndex(lang) first');
  return { query, ...current.searchCounted(query, opts) };
}
