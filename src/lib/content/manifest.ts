/** content/sources.yaml: where it is, reading it (its schema: model/manifest.ts), an entry as a graph source. */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Source } from '../model/schema.js';
import { ManifestSchema, type ManifestEntry } from '../model/manifest.js';
import { InputError } from '../model/errors.js';
import { readYaml } from '../files/yaml.js';
import type { KeyedCache } from '../files/cache.js';

export const MANIFEST = 'sources.yaml';

export function manifestPath(contentDir: string): string {
  return path.join(contentDir, MANIFEST);
}

/** Load and validate the manifest (with `cache`, its value kept under its bytes: files/yaml.ts). */
export function loadManifest(contentDir: string, cache?: KeyedCache): ManifestEntry[] {
  const file = manifestPath(contentDir);
  const label = path.relative(process.cwd(), file) || file;
  if (!existsSync(file)) throw new InputError(label, 0, 'no sources.yaml in the content folder');
  const entries = readYaml(file, ManifestSchema, label, cache);
  return entries;
}

export function toSource(
  entry: ManifestEntry,
  extra: Pick<Source, 'encoding' | 'sha256'> & { credit?: string },
): Source {
  return {
    ...entry,
    title: entry.title,
    encoding: extra.encoding,
    sha256: extra.sha256,
    credit: entry.credit ?? extra.credit,
  };
}
