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
import type { Scenario } from '../scenarios/schema.js';

/**
 * A kept list: the loader made it, and the entry's hash vouches for its bytes; the store's reader
 * checks each scenario against the full schema (store/read.ts).
 */
const KeptScenarios = z.object({ scenarios: z.array(z.object({ id: z.string() }).passthrough()) });

/**
 * Every scenario of the content folder, loaded (and proven) once per change of its files. The loader
 * (with the scenario schemas and zod 4's code: some 40 ms of a command's start) is loaded only then:
 * the CLI bundles it apart (bin/rules.mjs PARTS), so the ingest after `rules add` reads the kept list.
 */
export async function ingestScenarios(contentDir: string, cache?: KeyedCache): Promise<Scenario[]> {
  const files = scenarioFiles(contentDir);
  if (files.length === 0) return [];
  const key = cache?.enabled
    ? cacheKey(codeHash('lib/scenarios/load.ts'), ...files.flatMap((f) => [f, readFileSync(path.join(contentDir, f))]))
    : undefined;
  if (key) {
    const kept = cache!.get('scenarios', key, KeptScenarios);
    if (kept) return kept.scenarios as unknown as Scenario[];
  }
  const { loadScenarios } = await import('../scenarios/load.js');
  const scenarios = loadScenarios(scenarioDir(contentDir));
  if (key) cache!.set('scenarios', key, { scenarios });
  return scenarios;
}
