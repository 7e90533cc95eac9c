/**
 * Node-only helpers around the index builder: the lexicon from the content folder, writing the
 * files for a static site, and loading every language for the CLI. Imports no ingestion code, so
 * the site build (which only reads the graph) can use it.
 */
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Graph } from '../model/schema.js';
import { loadLexicon } from '../enrich/lexicon.js';
import { buildSearchIndexes, type BuildOptions, type BuiltSearch } from './build.js';
import { SearchIndex } from './engine.js';
import { KeyedCache, cacheKey } from '../files/cache.js';
import { codeHash } from '../files/code.js';
import type { SearchLang } from './encoders.js';

/** content/lexicon.yaml of a content folder (default: $RULES_CONTENT, else content/); [] without one. */
export function lexiconEntries(contentDir?: string): BuildOptions['lexicon'] {
  // The CLI's resolution order (cli/store.ts), without importing the ingestion it pulls in.
  const dir = path.resolve(contentDir ?? process.env.RULES_CONTENT ?? 'content');
  return loadLexicon(path.join(dir, 'lexicon.yaml')).entries;
}

const built = new WeakMap<Graph, Promise<BuiltSearch>>();

/**
 * The indexes of a graph with the content folder's lexicon, built once per graph object (an Astro
 * endpoint's getStaticPaths and its GET both ask).
 */
export function searchIndexesFor(graph: Graph, contentDir?: string): Promise<BuiltSearch> {
  let p = built.get(graph);
  if (!p) built.set(graph, (p = buildSearchIndexes(graph, { lexicon: lexiconEntries(contentDir) })));
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
 * and kept in .cache/search/, keyed by the store's parts, the lexicon and the code that builds them,
 * so that a search reads them instead of building them again.
 */
export async function loadSearchIndexes(
  graph: Graph,
  langs: readonly SearchLang[],
  contentDir?: string,
  storeDigest?: string,
): Promise<SearchIndex[]> {
  const cache = new KeyedCache(path.resolve('.cache', 'search'));
  const lexiconFile = path.join(path.resolve(contentDir ?? process.env.RULES_CONTENT ?? 'content'), 'lexicon.yaml');
  const lexiconBytes = existsSync(lexiconFile) ? readFileSync(lexiconFile) : '';
  const key = storeDigest && cacheKey(storeDigest, codeHash('lib/search/build.ts'), lexiconBytes, 'all');
  let files = key ? cache.getFiles('index', key) : undefined;
  if (!files) {
    // Read and parsed only to build: a cached index is keyed by the lexicon file's bytes.
    files = (await buildSearchIndexes(graph, { lexicon: lexiconEntries(contentDir) })).files;
    if (key) cache.setFiles('index', key, files);
  }
  if (cache.stats.misses) cache.sweep();
  return langs.map((lang) => SearchIndex.fromFiles(files, lang));
}
