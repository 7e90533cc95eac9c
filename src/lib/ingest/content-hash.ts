/** A hash over everything ingestion reads from content/: a graph recording another hash is stale. */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { ManifestEntry } from '../content/manifest.js';
import { codeHash } from '../files/code.js';

/** The data files besides the sources that change the graph. */
export function contentDataFiles(contentDir: string): string[] {
  const files = ['sources.yaml', 'cards.yaml', 'lexicon.yaml'].filter((f) => existsSync(path.join(contentDir, f)));
  const numbering = path.join(contentDir, 'numbering');
  if (existsSync(numbering)) for (const f of readdirSync(numbering).sort()) files.push(path.join('numbering', f));
  return files;
}

export function contentHash(contentDir: string, manifest: ManifestEntry[]): string {
  const h = createHash('sha256');
  h.update(codeHash('lib/ingest/build.ts') + '\0');
  const files = [...contentDataFiles(contentDir), ...manifest.map((e) => e.file)];
  for (const f of files) {
    h.update(f + '\0');
    try {
      h.update(readFileSync(path.join(contentDir, f)));
    } catch {
      h.update('missing');
    }
    h.update('\0');
  }
  return h.digest('hex');
}
