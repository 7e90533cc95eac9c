/**
 * The anchors of every text (align/anchors.ts) kept from one ingest to the next: a pure function of
 * the text, its language, the lexicon, the card list and the anchor code, and most texts of the
 * archive are the same from run to run. Kept in the ingest cache under those inputs, seeded into
 * anchorsOf before placement, and written back when this run computed new ones (with only the
 * anchors this run used, so the entry follows the content).
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { anchorsComputed, seedAnchors, usedAnchors, type AnchorTools, type KeptAnchors } from '../align/anchors.js';
import { cacheKey, type KeyedCache } from '../files/cache.js';
import { codeHash } from '../files/code.js';

const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isAnchors = (a: unknown) =>
  typeof a === 'object' &&
  a !== null &&
  (['terms', 'cards', 'numbers', 'symbols', 'refs'] as const).every((k) =>
    strings((a as Record<string, unknown>)[k]),
  ) &&
  typeof (a as { length?: unknown }).length === 'number';
/** Thousands of [lang, text, anchors]: checked by one predicate (the entry's hash vouches for its bytes). */
const KeptSchema = z.custom<KeptAnchors[]>(
  (v) =>
    Array.isArray(v) &&
    v.every((e) => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string' && isAnchors(e[2])),
);

const fileBytes = (file: string) => (existsSync(file) ? readFileSync(file) : Buffer.alloc(0));

/** Seed anchorsOf with the kept anchors for these tools; `keep()` writes this run's back if new ones were made. */
export function keptAnchors(cache: KeyedCache, contentDir: string, tools: AnchorTools): { keep(): void } {
  const key = cacheKey(
    codeHash('lib/align/anchors.ts'),
    fileBytes(path.join(contentDir, 'lexicon.yaml')),
    fileBytes(path.join(contentDir, 'cards.yaml')),
  );
  const kept = cache.get('anchors', key, KeptSchema);
  if (kept) seedAnchors(tools, kept);
  const before = anchorsComputed();
  return {
    keep() {
      const used = usedAnchors(tools);
      if (!kept || anchorsComputed() > before || used.length < kept.length) cache.set('anchors', key, used);
    },
  };
}
