/**
 * Node-only helpers around the index builder: the lexicon from the content folder, writing the
 * files for a static site, and loading every language for the CLI. Imports no ingestion code, so
 * the site build (which only reads the graph) can use it.
 */
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Graph } from '../graph/schema.js';
import { loadLexicon } from '../align/lexicon.js';
import { buildSearchIndexes, type BuildOptions, type BuiltIndexes } from './build.js';
import { SearchIndex } from './engine.js';
import { KeyedCache, cacheKey } from '../files/cache.js';
import { codeHash } from '../files/code.js';
import type { SearchLang } from './encoders.js';

/** content/lexicon.yaml of a content folder (default: $RULES_CONTENT, else content/); [] without one. */
export function lexiconEntries(contentDir?: string): BuildOptions['lexicon'] {
  // The CLI's resolution order (query/load.ts), without importing the ingestion it pulls in.
  const dir = path.resolve(contentDir ?? process.env.RULES_CONTENT ?? 'content');
  return loadLexicon(path.join(dir, 'lexicon.yaml')).entries;
}

const built = new WeakMap<Graph, Promise<BuiltIndexes>>();

/**
 * The indexes of a graph with the content folder's lexicon, built once per graph object (an Astro
 * endpoint's getStaticPaths and its GET both ask).
 */
export function searchIndexesFor(graph: Graph, contentDir?: string): Promise<BuiltIndexes> {
  let p = built.get(graph);
  if (!p) built.set(graph, (p = buildSearchIndexes(graph, { lexicon: lexiconEntries(contentDir) })));
  return p;
}

/** Write each language's files to DIR/{lang}/ (e.g. dist/search/en/manifest.json). */
export function writeSearchIndexes(dir: string, indexes: BuiltIndexes): string[] {
  const written: string[] = [];
  for (const index of Object.values(indexes)) {
    const folder = path.join(dir, index.lang);
    mkdirSync(folder, { recursive: true });
    for (const [name, data] of Object.entries(index.files)) {
      writeFileSync(path.join(folder, name), data);
      written.push(path.join(folder, name));
    }
  }
  return written;
}

/**
 * Load the given languages in memory (the CLI's path: build → export → import). A store's indexes
 * are built once and kept in .cache/search/, keyed by the store's parts, the lexicon and the code
 * that builds them, so that a search reads them instead of building them again.
 */
export async function loadSearchIndexes(
  graph: Graph,
  langs: readonly SearchLang[],
  contentDir?: string,
  storeDigest?: string,
): Promise<SearchIndex[]> {
  // Read and parsed only to build: a cached index is keyed by the lexicon file's bytes.
  let lexicon: BuildOptions['lexicon'] | undefined;
  const cache = new KeyedCache(path.resolve('.cache', 'search'));
  const lexiconFile = path.join(path.resolve(contentDir ?? process.env.RULES_CONTENT ?? 'content'), 'lexicon.yaml');
  const lexiconBytes = existsSync(lexiconFile) ? readFileSync(lexiconFile) : '';
  const out: SearchIndex[] = [];
  for (const lang of langs) {
    const key = storeDigest && cacheKey(storeDigest, codeHash('lib/search/build.ts'), lexiconBytes, lang);
    let files = key ? cache.getFiles('index', key) : undefined;
    if (!files) {
      lexicon ??= lexiconEntries(contentDir);
      files = (await buildSearchIndexes(graph, { langs: [lang], lexicon }))[lang]!.files;
      if (key) cache.setFiles('index', key, files);
    }
    out.push(SearchIndex.fromFiles(files));
  }
  if (cache.stats.misses) cache.sweep();
  return out;
}
