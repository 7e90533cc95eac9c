/**
 * The publications a release's sources.yaml entry lists, as the graph records them: each checked
 * against its bytes (an earlier publication is an archive: a file whose bytes are no longer those
 * recorded stops the ingest, naming the entry), and each after the first with what it changed from
 * the one before (parse/publications.ts), cached by the two publications' hashes.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { InputError } from '../model/errors.js';
import { sha256Hex } from '../files/sha256.js';
import { cacheKey, type KeyedCache } from '../files/cache.js';
import { codeHash } from '../files/code.js';
import { comparePublications, describeDifference } from '../parse/publications.js';
import { manifestPath } from '../content/manifest.js';
import { type ManifestEntry } from '../model/manifest.js';
import { yamlLineOf } from '../files/yaml.js';
import { PublicationDifferenceSchema, type Source } from '../model/schema.js';

type Recorded = NonNullable<Source['publications']>;

/**
 * The entry's publications with their differences; undefined when it lists none. `index` is the
 * entry's place in sources.yaml (for the line of an error), `sha256` the hash of its file as loaded.
 */
export function recordPublications(
  contentDir: string,
  entry: ManifestEntry,
  index: number,
  sha256: string,
  cache?: KeyedCache,
): Recorded | undefined {
  const list = entry.publications;
  if (!list) return undefined;
  const manifest = manifestPath(contentDir);
  const label = path.relative(process.cwd(), manifest) || manifest;
  const lineOf = (i: number) => {
    try {
      return yamlLineOf(readFileSync(manifest, 'utf8'), [index, 'publications', i]);
    } catch {
      return 0;
    }
  };
  const bytesOf = (i: number): Buffer => {
    const p = list[i]!;
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(contentDir, p.file));
    } catch {
      throw new InputError(
        label,
        lineOf(i),
        `source "${entry.id}": publication ${i + 1} names a missing file: ${p.file}`,
      );
    }
    if (sha256Hex(bytes) !== p.sha256)
      throw new InputError(
        label,
        lineOf(i),
        `source "${entry.id}": the bytes of ${p.file} are not those of its publication ${i + 1} (sha256 ${p.sha256.slice(0, 12)}…): a publication is kept as it was fetched`,
      );
    return bytes;
  };
  if (list.at(-1)!.sha256 !== sha256)
    throw new InputError(
      label,
      lineOf(list.length - 1),
      `source "${entry.id}": ${entry.file} is not the newest publication sources.yaml records (sha256 ${list.at(-1)!.sha256.slice(0, 12)}…); add a new publication with rules add --force or rules update`,
    );
  const code = codeHash('lib/parse/publications.ts');
  return list.map((p, i) => {
    const out: Recorded[number] = { file: p.file, sha256: p.sha256 };
    if (p.name !== undefined) out.name = p.name;
    if (p.fetched !== undefined) out.fetched = p.fetched;
    if (i === 0) return out;
    const key = cacheKey(code, list[i - 1]!.sha256, p.sha256);
    let differs = cache?.get('publication', key, PublicationDifferenceSchema);
    if (!differs) {
      const d = comparePublications(bytesOf(i - 1), bytesOf(i), p.file);
      differs = { ...d, summary: describeDifference(d) };
      cache?.set('publication', key, differs);
    } else {
      // A cached difference still vouches only for bytes that are there.
      bytesOf(i - 1);
    }
    out.differs = differs;
    return out;
  });
}
