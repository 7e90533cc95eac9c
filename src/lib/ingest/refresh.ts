/**
 * The default graph when its fingerprint changed (query/freshness.ts): hash the content; when the
 * graph records another hash, rebuild and write it; either way record the fingerprint.
 */
import { readFileSync } from 'node:fs';
import { loadManifest } from '../content/manifest.js';
import { openStore, type Store } from '../store/read.js';
import { recordFresh } from '../files/freshness.js';
import { buildGraph, type BuildOptions } from './build.js';
import { contentHash } from './content-hash.js';
import { writeGraph } from './write.js';
import { ingestScenarios } from './scenarios.js';
import { KeyedCache } from '../files/cache.js';

export function refreshStore(indexFile: string, contentDir: string, onProgress?: BuildOptions['onProgress']): Store {
  const cache = new KeyedCache();
  const hash = contentHash(contentDir, loadManifest(contentDir, cache));
  let recorded: unknown;
  try {
    recorded = (JSON.parse(readFileSync(indexFile, 'utf8')) as { contentHash?: unknown }).contentHash;
  } catch {
    recorded = undefined;
  }
  if (recorded !== hash) {
    writeGraph(indexFile, buildGraph({ contentDir, onProgress, cache }), ingestScenarios(contentDir, cache));
    cache.sweep();
  }
  recordFresh(indexFile, contentDir);
  return openStore(indexFile);
}
