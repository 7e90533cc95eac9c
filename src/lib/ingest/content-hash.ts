/** A hash over everything ingestion reads from content/ and of its code: a store recording another hash is stale. */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { ManifestEntry } from '../model/manifest.js';
import { codeHash } from '../files/code.js';
import { scenarioFileNames } from '../scenarios/files.js';

/** The data files besides the sources that change the graph. */
export function contentDataFiles(contentDir: string): string[] {
  const files = ['sources.yaml', 'cards.yaml', 'lexicon.yaml'].filter((f) => existsSync(path.join(contentDir, f)));
  const numbering = path.join(contentDir, 'numbering');
  if (existsSync(numbering)) for (const f of readdirSync(numbering).sort()) files.push(path.join('numbering', f));
  return files;
}

/** The scenario folder of a content folder. */
export const scenarioDir = (contentDir: string) => path.join(contentDir, 'scenarios');

/** Its YAML files, relative to the content folder, sorted. */
export function scenarioFiles(contentDir: string): string[] {
  return scenarioFileNames(scenarioDir(contentDir)).map((f) => path.join('scenarios', f));
}

/** Everything besides the sources that changes the store: the data files and the scenarios. */
export function contentStoreFiles(contentDir: string): string[] {
  return [...contentDataFiles(contentDir), ...scenarioFiles(contentDir)];
}

/**
 * Each file is hashed by its name and its own sha256: a build passes the sources' hashes it has
 * already worked out (`known`, by manifest file), so the archive is read and hashed once per ingest.
 */
export function contentHash(
  contentDir: string,
  manifest: ManifestEntry[],
  known: ReadonlyMap<string, string> = new Map(),
): string {
  const h = createHash('sha256');
  // The code that builds the graph, loads the examples and writes the store (refresh.ts ingestStore).
  h.update(codeHash('lib/ingest/refresh.ts') + '\0');
  const files = [...contentStoreFiles(contentDir), ...manifest.map((e) => e.file)];
  for (const f of files) {
    h.update(f + '\0');
    let sha = known.get(f);
    if (sha === undefined)
      try {
        sha = createHash('sha256')
          .update(readFileSync(path.join(contentDir, f)))
          .digest('hex');
      } catch {
        sha = 'missing';
      }
    h.update(sha + '\0');
  }
  return h.digest('hex');
}
