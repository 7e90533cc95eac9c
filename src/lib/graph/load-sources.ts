/** Read, decode and parse every source listed in the manifest. */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decode } from '../decode/index.js';
import { InputError, type Warning } from '../errors.js';
import { PARSERS } from '../parse/index.js';
import type { SourceRoot } from '../parse/tree.js';
import type { ManifestEntry } from '../content/manifest.js';

export interface LoadedSource {
  entry: ManifestEntry;
  /** Path as shown in messages: relative to the working directory. */
  label: string;
  encoding: string;
  sha256: string;
  tree: SourceRoot;
}

export function loadSource(contentDir: string, entry: ManifestEntry, warnings: Warning[]): LoadedSource {
  const abs = path.resolve(contentDir, entry.file);
  const label = path.relative(process.cwd(), abs) || abs;
  let bytes: Buffer;
  try {
    bytes = readFileSync(abs);
  } catch {
    throw new InputError(
      path.relative(process.cwd(), path.join(contentDir, 'sources.yaml')),
      0,
      `source "${entry.id}" names a missing file: ${entry.file}`,
    );
  }
  const { text, encoding } = decode(bytes, label, entry.encoding);
  const ctx = {
    file: label,
    lang: entry.lang,
    warn: (line: number, reason: string) => warnings.push({ file: label, line, reason }),
  };
  const tree = PARSERS[entry.format](text, ctx);
  return { entry, label, encoding, sha256: createHash('sha256').update(bytes).digest('hex'), tree };
}
