/**
 * The anchors of every text (align/anchors.ts) kept from one ingest to the next: a pure function of
 * the text, its language, the lexicon, the card list and the anchor code, and most texts of the
 * archive are the same from run to run. Kept in the ingest cache under those inputs, seeded into
 * anchorsOf before placement, and written back when this run computed new ones (with only the
 * anchors this run used, so the entry follows the content).
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { anchorsComputed, seedAnchors, usedAnchors, type AnchorTools, type KeptAnchors } from '../align/anchors.js';
import { cacheKey, type KeyedCache } from '../files/cache.js';
import { codeHash } from '../files/code.js';
import { fileBytes } from './kept.js';

const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isAnchors = (a: unknown) =>
  typeof a === 'object' &&
  a !== null &&
  (['terms', 'cards', 'numbers', 'symbols', 'refs'] as const).every((k) =>
    strings((a as Record<string, unknown>)[k]),
  ) &&
  typeof (a as { length?: unknown }).length === 'number';
/**
 * Thousands of [lang, text, anchors] and the generation they belong to: checked by one predicate
 * (the entry's hash vouches for its bytes).
 */
const KeptSchema = z.custom<{ generation: string; anchors: KeptAnchors[] }>((v) => {
  const { generation, anchors } = (v ?? {}) as Record<string, unknown>;
  return (
    typeof generation === 'string' &&
    Array.isArray(anchors) &&
    anchors.every((e) => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string' && isAnchors(e[2]))
  );
});

/**
 * Seed anchorsOf with the kept anchors for these tools; `keep()` writes this run's back if it made new
 * ones or stopped using some. Kept as a generation (some 7 MB for the archive) and what later runs
 * added to it (a release adds a few hundred texts): only the additions are rewritten, until they,
 * with the texts no longer used, come to a quarter of the generation, which is then made anew.
 */
export function keptAnchors(cache: KeyedCache, contentDir: string, tools: AnchorTools): { keep(): void } {
  const key = cacheKey(
    codeHash('lib/align/anchors.ts'),
    fileBytes(path.join(contentDir, 'lexicon.yaml')),
    fileBytes(path.join(contentDir, 'cards.yaml')),
  );
  const moreKey = cacheKey(key, 'additions');
  const kept = cache.get('anchors', key, KeptSchema);
  const found = kept && cache.get('anchors', moreKey, KeptSchema);
  const more = found?.generation === kept?.generation ? found : undefined;
  if (kept) seedAnchors(tools, kept.anchors);
  if (more) seedAnchors(tools, more.anchors);
  const before = anchorsComputed();
  return {
    keep() {
      const used = usedAnchors(tools);
      const known = (kept?.anchors.length ?? 0) + (more?.anchors.length ?? 0);
      if (kept && anchorsComputed() === before && used.length === known) return;
      const inKept = new Set(kept?.anchors.map((e) => e[2]));
      const added = used.filter((e) => !inKept.has(e[2]));
      const unused = (kept?.anchors.length ?? 0) - (used.length - added.length);
      if (kept && 4 * (added.length + unused) <= kept.anchors.length)
        cache.set('anchors', moreKey, { generation: kept.generation, anchors: added });
      else {
        // A new generation, and its (empty) additions: a next run finds both.
        const generation = randomUUID();
        cache.set('anchors', key, { generation, anchors: used });
        cache.set('anchors', moreKey, { generation, anchors: [] });
      }
    },
  };
}
