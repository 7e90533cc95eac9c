/**
 * The runnable examples in the store: the ingest loads and proves content/scenarios/ (kept in its
 * cache under the files' bytes), the store keeps them as a part, and the site reads them from the
 * store alone — not from the content folder.
 */
import path from 'node:path';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadScenarios } from '../../src/lib/scenarios/load.js';
import { storedScenario, type Scenario } from '../../src/lib/scenarios/schema.js';
import { ingestScenarios } from '../../src/lib/ingest/scenarios.js';
import { contentHash, scenarioFiles } from '../../src/lib/ingest/content-hash.js';
import { loadManifest } from '../../src/lib/content/manifest.js';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { writeGraph } from '../../src/lib/ingest/write.js';
import { openStore } from '../../src/lib/store/read.js';
import { KeyedCache } from '../../src/lib/files/cache.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { contentWith, tempDir } from '../helpers/content.js';
import { ROOT } from '../helpers/paths.js';

const SCENARIOS = path.join(ROOT, 'content', 'scenarios');

describe('scenarios in the store', () => {
  let content: string;
  let graph: Graph;
  let loaded: Scenario[];
  beforeAll(() => {
    content = contentWith();
    graph = buildGraph({ contentDir: content });
    loaded = loadScenarios(SCENARIOS);
  }, 300_000);

  it('every scenario of content/ reads back through the stored schema unchanged', () => {
    expect(loaded.length).toBeGreaterThan(30);
    for (const s of loaded) expect(storedScenario.parse(JSON.parse(JSON.stringify(s))), s.id).toEqual(s);
    // A scenario with a field it should not have is refused (the schema is strict).
    expect(storedScenario.safeParse({ ...JSON.parse(JSON.stringify(loaded[0])), extra: 1 }).success).toBe(false);
  });

  it('the ingest keeps them under the files’ bytes: a hit gives the same list, a changed file is loaded again', async () => {
    const dir = path.join(tempDir('rules-scenarios-'), 'content');
    cpSync(SCENARIOS, path.join(dir, 'scenarios'), { recursive: true });
    const cacheDir = tempDir('rules-scenarios-cache-');
    const first = new KeyedCache(cacheDir);
    expect(await ingestScenarios(dir, first)).toEqual(loaded);
    expect(first.stats).toEqual({ hits: 0, misses: 1 });
    const second = new KeyedCache(cacheDir);
    expect(await ingestScenarios(dir, second)).toEqual(loaded);
    expect(second.stats).toEqual({ hits: 1, misses: 0 });
    // A scenario's title changed: a miss, and the new title.
    const file = path.join(
      dir,
      scenarioFiles(dir).find((f) => f.includes('707.10-fork'))!,
    );
    writeFileSync(file, readFileSync(file, 'utf8').replace(/(\n {2}en: )(.*)/, '$1Changed title'));
    const third = new KeyedCache(cacheDir);
    const again = await ingestScenarios(dir, third);
    expect(third.stats).toEqual({ hits: 0, misses: 1 });
    expect(again.find((s) => s.id === '707.10-fork-emerald-charm')!.title['en']).toBe('Changed title');
    // A broken scenario is an error with its file and line, cached or not.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\nsteps:/, '\nstepz:'));
    await expect(ingestScenarios(dir, new KeyedCache(cacheDir))).rejects.toThrow(
      /707\.10-fork-emerald-charm\.yaml:\d+/,
    );
  });

  it('a content folder without scenarios has none, and reads none', async () => {
    expect(await ingestScenarios(tempDir('rules-no-scenarios-'), new KeyedCache(tempDir('rules-c-')))).toEqual([]);
  });

  it('the store keeps them as a part; a store written without them has none', () => {
    const out = path.join(tempDir('rules-store-'), 'graph.json');
    writeGraph(out, graph, loaded);
    const store = openStore(out);
    expect(store.scenarios(storedScenario)).toEqual(loaded);
    const bare = path.join(tempDir('rules-store-'), 'graph.json');
    writeGraph(bare, graph);
    expect(openStore(bare).scenarios(storedScenario)).toBeUndefined();
  });

  it('a changed scenario makes the store stale (the content hash covers content/scenarios)', () => {
    const manifest = loadManifest(content);
    const before = contentHash(content, manifest);
    expect(scenarioFiles(content).length).toBeGreaterThan(30);
    const file = path.join(content, scenarioFiles(content)[0]!);
    writeFileSync(file, readFileSync(file, 'utf8') + '\n# a comment\n');
    expect(contentHash(content, manifest)).not.toBe(before);
  });

  it('the site reads them from its store, with no content folder at all', async () => {
    const out = path.join(tempDir('rules-site-store-'), 'graph.json');
    writeGraph(out, graph, loaded.slice(0, 3));
    vi.resetModules();
    vi.stubEnv('RULES_GRAPH', out);
    vi.stubEnv('RULES_CONTENT', path.join(tempDir('rules-nothing-'), 'no-content'));
    try {
      const { siteScenarios } = await import('../../src/lib/query/site-scenarios.js');
      expect(siteScenarios().map((s) => s.id)).toEqual(loaded.slice(0, 3).map((s) => s.id));
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
