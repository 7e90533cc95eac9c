/**
 * Node-only helpers around the index builder: writing the files for a static site, and loading every
 * language for the CLI. Reads the store only (the lexicon is its part), so the site build can use it.
 */
import path from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Graph } from '../model/schema.js';
import { buildSearchIndexes, type BuiltSearch } from './build.js';
import { SearchIndex } from './engine.js';
import { KeyedCache, cacheKey } from '../files/cache.js';
import { codeHash } from '../files/code.js';
import type { SearchLang } from './encoders.js';

const built = new WeakMap<Graph, Promise<BuiltSearch>>();

/**
 * The indexes of a graph with its lexicon, built once per graph object (an Astro endpoint's
 * getStaticPaths and its GET both ask).
 */
export function searchIndexesFor(graph: Graph): Promise<BuiltSearch> {
  let p = built.get(graph);
  if (!p) built.set(graph, (p = buildSearchIndexes(graph)));
  return p;
}

/** Write the files under DIR (e.g. dist/search/meta.json, dist/search/en/s/a.json). */
export function writeSearchIndexes(dir: string, built: BuiltSearch): string[] {
  const written: string[] = [];
  for (const [name, data] of Object.entries(built.files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
    written.push(file);
  }
  return written;
}

/**
 * The index of each given site language, in memory (the CLI's path). A store's files are built once
 * and kept in .cache/search/, keyed by the store's parts (the lexicon among them) and the code that
 * builds them, so that a search reads them instead of building them again.
 */
export async function loadSearchIndexes(
  graph: Graph,
  langs: readonly SearchLang[],
  storeDigest?: string,
): Promise<SearchIndex[]> {
  const cache = new KeyedCache(path.resolve('.cache', 'search'));
  const key = storeDigest && cacheKey(storeDigest, codeHash('lib/search/build.ts'), 'all');
  let files = key ? cache.getFiles('index', key) : undefined;
  if (!files) {
    files = (await buildSearchIndexes(graph)).files;
    if (key) cache.setFiles('index', key, files);
  }
  if (cache.stats.misses) cache.sweep();
  return langs.map((lang) => SearchIndex.fromFiles(files, lang));
}
