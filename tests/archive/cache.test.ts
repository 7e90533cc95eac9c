/**
 * The ingest cache on real releases: after ingesting ten releases spread over the archive, adding the
 * newest and ingesting again reuses every parse and matching that did not change, and writes the
 * bytes a cold ingest of the same content writes. (Translations are placed into the newest
 * numbering: a matching that depended on where they had been placed came back different from the
 * cache than from a cold run.)
 */
import path from 'node:path';
import { cpSync, readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { writeGraph } from '../../src/lib/ingest/write.js';
import { KeyedCache } from '../../src/lib/files/cache.js';
import { storeFiles } from '../../src/lib/store/read.js';
import { addSource } from '../../src/lib/intake/add-source.js';
import { copyContent, spreadReleases } from '../../src/lib/content/subset.js';
import { clearMemos } from '../../src/lib/text/memo.js';
import { ROOT } from '../helpers/shared.js';
import { tempDir } from '../helpers/content.js';
import { archiveReleases, describeArchive } from '../helpers/archive.js';

function ingest(content: string, cache?: KeyedCache): Record<string, string> {
  clearMemos();
  const out = path.join(tempDir('rules-cache-out-'), 'graph.json');
  writeGraph(out, buildGraph({ contentDir: content, cache }));
  return Object.fromEntries(
    storeFiles(out).map((f) => [f, readFileSync(path.join(path.dirname(out), f), 'utf8')] as const),
  );
}

describeArchive('the ingest cache when a release is added to part of the archive', () => {
  const chosen = spreadReleases(archiveReleases(), 10);
  const newest = chosen.at(-1)!;
  const older = new Set(chosen.slice(0, -1).map((r) => r.id));
  let grown: string;
  let cache: KeyedCache;
  let cached: Record<string, string>;
  beforeAll(() => {
    const content = path.join(tempDir(), 'content');
    copyContent(path.join(ROOT, 'content'), content, (r) => older.has(r.id));
    const dir = tempDir('rules-cache-');
    ingest(content, new KeyedCache(dir));
    grown = path.join(tempDir(), 'content');
    cpSync(content, grown, { recursive: true });
    addSource(newest.file, readFileSync(newest.file), { contentDir: grown });
    cache = new KeyedCache(dir);
    cached = ingest(grown, cache);
  }, 600_000);

  it('reuses the nine releases’ parses and their eight matchings', () => {
    // Misses: the newest release's parse, its pair with the one before, the source files' hashes
    // (kept per content folder: the grown content is a copy in another folder) and sources.yaml's
    // value (the release added to it).
    expect(cache.stats.misses).toBe(4);
    expect(cache.stats.hits).toBeGreaterThanOrEqual(9 + 8);
  });

  it('writes the bytes a cold ingest writes', () => {
    const cold = ingest(grown);
    expect(Object.keys(cached).sort()).toEqual(Object.keys(cold).sort());
    for (const [file, text] of Object.entries(cold)) expect(cached[file] === text, file).toBe(true);
  }, 600_000);
});
