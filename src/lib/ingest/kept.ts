/**
 * The kept tables (files/kept.ts: word diffs, sentence alignments) opened from the ingest cache for
 * one build and written back after it. A table's entry is keyed by the code that computes its
 * results and the content files they read besides their inputs: either changed is another entry.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { keptTables, type KeptEntry } from '../files/kept.js';
import { cacheKey, type KeyedCache } from '../files/cache.js';
import { codeHash } from '../files/code.js';

/** A content file's bytes (none when it is absent): what a cache key is made of. */
export const fileBytes = (file: string) => (existsSync(file) ? readFileSync(file) : Buffer.alloc(0));

/**
 * Open every kept table with what the cache holds for it; `keep()` closes them and writes back what
 * changed. Without a cache (or with RULES_NO_CACHE=1) the tables are closed (one a failed build left
 * open included): the functions just run.
 */
export function openKept(cache: KeyedCache | undefined, contentDir: string): { keep(): void } {
  if (!cache?.enabled) {
    for (const table of keptTables()) table.close();
    return { keep() {} };
  }
  const opened = [...keptTables()].map((table) => {
    const { name, code, reads = [], isStored } = table.options;
    // Node's ICU segments words and sentences (Intl.Segmenter): another version is another entry.
    const key = cacheKey(
      codeHash(code),
      `icu ${process.versions.icu ?? ''} unicode ${process.versions.unicode ?? ''}`,
      ...reads.flatMap((f) => [f, fileBytes(path.join(contentDir, f))]),
    );
    // Thousands of [hash, stored]: one predicate each (the entry's hash vouches for its bytes).
    const schema = z.custom<Array<KeptEntry<unknown>>>(
      (v) => Array.isArray(v) && v.every((e) => Array.isArray(e) && typeof e[0] === 'string' && isStored(e[1])),
    );
    table.open(cache.get(name, key, schema));
    return { table, name, key };
  });
  return {
    keep() {
      for (const { table, name, key } of opened) {
        const entries = table.close();
        if (entries) cache.set(name, key, entries);
      }
    },
  };
}
