/**
 * A release published again (`rules update`, `rules add --force`): the new bytes become the
 * release's source at the file it has always had (sources/en/cr-DATE.txt, so that links to it hold),
 * the publication they replace keeps its bytes beside it (cr-DATE.publication-N.txt), and the entry
 * lists every publication, newest last (DESIGN §8). Nothing is written before everything is known.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { writeAtomically } from '../files/atomic.mjs';
import { sha256Hex } from '../files/sha256.js';
import { InputError } from '../model/errors.js';
import { manifestPath } from '../content/manifest.js';
import { ManifestEntrySchema, type ManifestEntry, type Publication } from '../model/manifest.js';
import { comparePublications, type PublicationDifference } from '../parse/publications.js';
import { writeManifest } from '../content/manifest-write.js';

export interface Republished {
  entry: ManifestEntry;
  /** The new publication's place, 1-based (2 for the first republication). */
  publication: number;
  differs: PublicationDifference;
}

/** The time of a fetch as sources.yaml records it: ISO, to the second, UTC. */
export function fetchedNow(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Where the bytes of publication `n` (1-based) of `entry` are kept once a newer one replaces them. */
export function archivedFile(entry: ManifestEntry, n: number): string {
  const ext = path.posix.extname(entry.file);
  return `${entry.file.slice(0, entry.file.length - ext.length)}.publication-${n}${ext || '.txt'}`;
}

/** Record `bytes` as the newest publication of the release `entry` is (its bytes must differ). */
export function republish(
  contentDir: string,
  entry: ManifestEntry,
  bytes: Buffer,
  meta: { name?: string; fetched?: string },
): Republished {
  const current = path.join(contentDir, entry.file);
  let before: Buffer;
  try {
    before = readFileSync(current);
  } catch {
    throw new InputError(manifestPath(contentDir), 0, `source "${entry.id}" names a missing file: ${entry.file}`);
  }
  const known: Publication[] = entry.publications ?? [{ file: entry.file, sha256: sha256Hex(before) }];
  const n = known.length;
  const archived = archivedFile(entry, n);
  const archivedPath = path.join(contentDir, archived);
  if (existsSync(archivedPath) && !readFileSync(archivedPath).equals(before))
    throw new InputError(
      archivedPath,
      0,
      `${archived} exists with other bytes: publication ${n} of ${entry.id} cannot be kept there`,
    );
  const differs = comparePublications(before, bytes, entry.file);
  const next: Publication = { file: entry.file, sha256: sha256Hex(bytes) };
  if (meta.name) next.name = meta.name;
  next.fetched = meta.fetched ?? fetchedNow();
  const updated = ManifestEntrySchema.parse({
    ...entry,
    publications: [...known.slice(0, -1), { ...known.at(-1)!, file: archived }, next],
  });
  // The older bytes first: whatever happens next, no publication is lost.
  writeAtomically(archivedPath, before);
  writeAtomically(current, bytes);
  writeManifest(contentDir, updated, entry.id);
  return { entry: updated, publication: n + 1, differs };
}
