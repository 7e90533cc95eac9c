/**
 * Each source file's sha256 kept from one ingest to the next under its size, modification time and
 * inode, as git's index keeps them: an ingest whose parses all come from the cache then reads no
 * source file at all (the archive is some 60 MB, most of a cached run's reading). A file is kept only
 * when its time is a few seconds old, so that a second edit within the clock's resolution, with the
 * same size, is never taken for the first; any other change of the file changes its time or inode.
 */
import path from 'node:path';
import type { Stats } from 'node:fs';
import { z } from 'zod';
import { cacheKey, type KeyedCache } from '../files/cache.js';

/** [size, mtimeMs, ino, sha256] by file path relative to the content folder. */
const KeptHashesSchema = z.record(z.tuple([z.number(), z.number(), z.number(), z.string().regex(/^[0-9a-f]{64}$/)]));
type KeptHashes = z.infer<typeof KeptHashesSchema>;

/** How old a file's time must be for its hash to be kept (coarse file-system clocks included). */
const SETTLED_MS = 3000;

export class FileHashes {
  private readonly key: string;
  private readonly kept: KeptHashes;
  /** This run's files: the hashes to keep. */
  private readonly now = new Map<string, KeptHashes[string]>();
  private changed: boolean;

  constructor(
    private readonly cache: KeyedCache | undefined,
    private readonly contentDir: string,
  ) {
    this.key = cacheKey('file-hashes', path.resolve(contentDir));
    const kept = cache?.get('files', this.key, KeptHashesSchema);
    this.kept = kept ?? {};
    this.changed = kept === undefined;
  }

  private rel(file: string): string {
    return path.relative(this.contentDir, file);
  }

  /** The sha256 kept for the file as `st` describes it now, if any. */
  known(file: string, st: Stats): string | undefined {
    const rel = this.rel(file);
    const k = this.kept[rel];
    if (!k || k[0] !== st.size || k[1] !== st.mtimeMs || k[2] !== st.ino) return undefined;
    this.now.set(rel, k);
    return k[3];
  }

  /**
   * The sha256 of the bytes read after `st` was taken (a change after it is a later time: a miss next
   * run). It replaces what was known of the file; a file too new to keep is kept as nothing.
   */
  record(file: string, st: Stats, sha256: string): void {
    const rel = this.rel(file);
    if (Date.now() - st.mtimeMs < SETTLED_MS) {
      if (this.now.delete(rel)) this.changed = true;
      return;
    }
    const entry: KeptHashes[string] = [st.size, st.mtimeMs, st.ino, sha256];
    const was = this.kept[rel];
    if (!was || was.some((v, i) => v !== entry[i])) this.changed = true;
    this.now.set(rel, entry);
  }

  /** Write back the hashes of this run's files when they differ from those read. */
  keep(): void {
    if (!this.cache) return;
    if (!this.changed && this.now.size === Object.keys(this.kept).length) return;
    const sorted: KeptHashes = {};
    for (const rel of [...this.now.keys()].sort()) sorted[rel] = this.now.get(rel)!;
    this.cache.set('files', this.key, sorted);
  }
}
