/**
 * Ingesting into a store (`ingestStore`: the graph, the runnable examples, the store written, the
 * cache swept), for `rules ingest` and for the default graph when its fingerprint changed
 * (query/freshness.ts): hash the content; when the graph records another hash, ingest again; either
 * way record the fingerprint.
 */
import { readFileSync } from 'node:fs';
import { loadManifest } from '../content/manifest.js';
import { openStore, type Store } from '../store/read.js';
import { recordFresh } from '../files/freshness.js';
import type { Graph } from '../model/schema.js';
import { buildGraph, type BuildOptions } from './build.js';
import { contentHash } from './content-hash.js';
import { writeGraph } from './write.js';
import { ingestScenarios } from './scenarios.js';
import { KeyedCache } from '../files/cache.js';

export async function refreshStore(
  indexFile: string,
  contentDir: string,
  onProgress?: BuildOptions['onProgress'],
): Promise<Store> {
  const cache = new KeyedCache();
  const hash = contentHash(contentDir, loadManifest(contentDir, cache));
  let recorded: unknown;
  try {
    recorded = (JSON.parse(readFileSync(indexFile, 'utf8')) as { contentHash?: unknown }).contentHash;
  } catch {
    recorded = undefined;
  }
  if (recorded !== hash) await ingestStore(indexFile, { contentDir, onProgress, cache });
  recordFresh(indexFile, contentDir);
  return openStore(indexFile);
}

/** Build the graph of `contentDir`, load its examples, write both as the store at `indexFile`. */
export async function ingestStore(indexFile: string, options: BuildOptions & { cache: KeyedCache }): Promise<Graph> {
  const graph = buildGraph(options);
  writeGraph(indexFile, graph, await ingestScenarios(options.contentDir, options.cache));
  options.cache.sweep();
  return graph;
}
