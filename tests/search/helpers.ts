/** Graphs and loaded search indexes for the search tests, built once per test file. */
import path from 'node:path';
import { buildGraph } from '../../src/lib/ingest/build.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { buildSearchIndexes, type BuiltSearch } from '../../src/lib/search/build.js';
import { SEARCH_LANGS, type SearchLang } from '../../src/lib/search/encoders.js';
import { SearchIndex } from '../../src/lib/search/engine.js';
import { contentWith, seedContent } from '../helpers/content.js';
import { ROOT } from '../helpers/shared.js';

export const CONTENT = path.join(ROOT, 'content');

export interface Loaded {
  graph: Graph;
  built: BuiltSearch;
  index: Record<SearchLang, SearchIndex>;
}

async function load(graph: Graph): Promise<Loaded> {
  const built = await buildSearchIndexes(graph);
  const index = Object.fromEntries(SEARCH_LANGS.map((l) => [l, SearchIndex.fromFiles(built.files, l)])) as Record<
    SearchLang,
    SearchIndex
  >;
  return { graph, built, index };
}

let seeds: Promise<Loaded> | undefined;
/** The seed content (the five seeds, content/ without its official releases). */
export function seedIndexes(): Promise<Loaded> {
  return (seeds ??= load(buildGraph({ contentDir: seedContent() })));
}

let cr: Promise<Loaded> | undefined;
/** content/ plus the 2025-11-14 CR (only under describeCrFiles). */
export function crIndexes(): Promise<Loaded> {
  return (cr ??= load(buildGraph({ contentDir: contentWith(['2025-11-14']) })));
}

/** The ids of a result list. */
export const ids = (results: Array<{ id: string }>) => results.map((r) => r.id);

/** The marked words of a result. */
export const marks = (r: { snippet: string; highlights: Array<[number, number]> }) =>
  r.highlights.map(([s, e]) => r.snippet.slice(s, e));
