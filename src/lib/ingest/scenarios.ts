/**
 * The runnable examples (content/scenarios/) for the store: loaded and proven by the scenario loader
 * (scenarios/load.ts: zod, the card library, every parameter value played), so that the site reads
 * them from the store and runs none of that. Loading them is some 450 ms (YAML and the engine's
 * checks); the ingest keeps them in its cache under the scenario files' bytes and the loader's code,
 * so the ingest after `rules add` pays a read of them.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { scenarioDir, scenarioFiles } from './content-hash.js';
import { z } from 'zod';
import { cacheKey, type KeyedCache } from '../files/cache.js';
import { codeHash } from '../files/code.js';
import { loadScenarios } from '../scenarios/load.js';
import type { Scenario } from '../scenarios/schema.js';

/**
 * A kept list: the loader made it, and the entry's hash vouches for its bytes; the store's reader
 * checks each scenario against the full schema (store/read.ts).
 */
const KeptScenarios = z.object({ scenarios: z.array(z.object({ id: z.string() }).passthrough()) });

/** Every scenario of the content folder, loaded (and proven) once per change of its files. */
export function ingestScenarios(contentDir: string, cache?: KeyedCache): Scenario[] {
  const files = scenarioFiles(contentDir);
  if (files.length === 0) return [];
  const key = cache?.enabled
    ? cacheKey(codeHash('lib/scenarios/load.ts'), ...files.flatMap((f) => [f, readFileSync(path.join(contentDir, f))]))
    : undefined;
  if (key) {
    const kept = cache!.get('scenarios', key, KeptScenarios);
    if (kept) return kept.scenarios as unknown as Scenario[];
  }
  const scenarios = loadScenarios(scenarioDir(contentDir));
  if (key) cache!.set('scenarios', key, { scenarios });
  return scenarios;
}
