/** A hash over everything ingestion reads from content/: a graph recording another hash is stale. */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ManifestEntry } from '../content/manifest.js';

/** The data files besides the sources that change the graph. */
export function contentDataFiles(contentDir: string): string[] {
  const files = ['sources.yaml', 'cards.yaml', 'lexicon.yaml'].filter((f) => existsSync(path.join(contentDir, f)));
  const numbering = path.join(contentDir, 'numbering');
  if (existsSync(numbering)) for (const f of readdirSync(numbering).sort()) files.push(path.join('numbering', f));
  return files;
}

let codeHash: string | undefined;
/** The stages whose code decides what ingestion writes (the engine, search and site do not). */
const INGEST_STAGES = ['decode', 'parse', 'enrich', 'content', 'graph', 'history', 'align', 'review', 'errors.ts'];

/** The package folder: the nearest parent of this module holding package.json (works bundled too). */
function packageRoot(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** A hash of the ingestion code itself (src/lib), so that a graph built by other code is rebuilt. */
export function ingestCodeHash(): string {
  if (codeHash) return codeHash;
  const h = createHash('sha256');
  const root = packageRoot();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts'))
        h.update(full.slice(root!.length) + '\0')
          .update(readFileSync(full))
          .update('\0');
    }
  };
  if (root) {
    h.update(readFileSync(path.join(root, 'package.json')));
    for (const stage of INGEST_STAGES) {
      const at = path.join(root, 'src', 'lib', stage);
      if (!existsSync(at)) continue;
      if (stage.endsWith('.ts'))
        h.update(stage + '\0')
          .update(readFileSync(at))
          .update('\0');
      else walk(at);
    }
  }
  codeHash = h.digest('hex');
  return codeHash;
}

export function contentHash(contentDir: string, manifest: ManifestEntry[]): string {
  const h = createHash('sha256');
  h.update(ingestCodeHash() + '\0');
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
