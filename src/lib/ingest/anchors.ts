/**
 * The anchors of every text (enrich/anchors.ts) kept from one ingest to the next: a pure function of
 * the text, its language, the lexicon, the card list and the anchor code, and most texts of the
 * archive are the same from run to run. Kept in the ingest cache under those inputs, seeded into
 * anchorsOf before placement, and written back when this run computed new ones (with only the
 * anchors this run used, so the entry follows the content).
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { anchorsComputed, seedAnchors, usedAnchors, type AnchorTools, type KeptAnchors } from '../enrich/anchors.js';
import { cacheKey, type KeyedCache } from '../files/cache.js';
import { codeHash } from '../files/code.js';
import { fileBytes } from './kept.js';

/**
 * A text's anchors as kept: its terms as indices into the entry's table of terms (a few thousand
 * concepts occur some 200,000 times over the archive's texts: one string each, not one per
 * occurrence), its empty lists left out (most texts name no card, number, symbol or rule).
 */
interface StoredAnchors {
  l: number;
  t?: number[];
  c?: string[];
  n?: string[];
  s?: string[];
  r?: string[];
}

interface Kept {
  generation: string;
  terms: string[];
  anchors: Array<[lang: string, text: string, anchors: StoredAnchors]>;
}

const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
const optionalStrings = (v: unknown) => v === undefined || strings(v);
const isStored = (a: unknown, terms: number) => {
  if (typeof a !== 'object' || a === null) return false;
  const { l, t, c, n, s, r } = a as Record<string, unknown>;
  return (
    typeof l === 'number' &&
    (t === undefined || (Array.isArray(t) && t.every((i) => Number.isInteger(i) && i >= 0 && i < terms))) &&
    [c, n, s, r].every(optionalStrings)
  );
};
/**
 * Thousands of [lang, text, anchors], their table of terms and the generation they belong to:
 * checked by one predicate (the entry's hash vouches for its bytes).
 */
const KeptSchema = z.custom<Kept>((v) => {
  const { generation, terms, anchors } = (v ?? {}) as Record<string, unknown>;
  return (
    typeof generation === 'string' &&
    strings(terms) &&
    Array.isArray(anchors) &&
    anchors.every(
      (e) =>
        Array.isArray(e) &&
        typeof e[0] === 'string' &&
        typeof e[1] === 'string' &&
        isStored(e[2], (terms as string[]).length),
    )
  );
});

/** The empty list of every kind of anchor a kept text has none of (read only, as all kept anchors). */
const NONE: string[] = Object.freeze([]) as unknown as string[];

function encode(generation: string, anchors: readonly KeptAnchors[]): Kept {
  const terms: string[] = [];
  const index = new Map<string, number>();
  const termAt = (t: string): number => {
    let i = index.get(t);
    if (i === undefined) index.set(t, (i = terms.push(t) - 1));
    return i;
  };
  const stored = anchors.map(([lang, text, a]): Kept['anchors'][number] => [
    lang,
    text,
    {
      l: a.length,
      ...(a.terms.length ? { t: a.terms.map(termAt) } : {}),
      ...(a.cards.length ? { c: a.cards } : {}),
      ...(a.numbers.length ? { n: a.numbers } : {}),
      ...(a.symbols.length ? { s: a.symbols } : {}),
      ...(a.refs.length ? { r: a.refs } : {}),
    },
  ]);
  return { generation, terms, anchors: stored };
}

function decode(kept: Kept): KeptAnchors[] {
  const table = kept.terms;
  return kept.anchors.map(([lang, text, a]) => [
    lang,
    text,
    {
      terms: a.t ? a.t.map((i) => table[i]!) : NONE,
      cards: a.c ?? NONE,
      numbers: a.n ?? NONE,
      symbols: a.s ?? NONE,
      refs: a.r ?? NONE,
      length: a.l,
    },
  ]);
}

/**
 * Seed anchorsOf with the kept anchors for these tools; `keep()` writes this run's back if it made new
 * ones or stopped using some. Kept as a generation (some 6 MB for the archive) and what later runs
 * added to it (a release adds a few hundred texts): only the additions are rewritten, until they,
 * with the texts no longer used, come to a quarter of the generation, which is then made anew.
 */
export function keptAnchors(cache: KeyedCache, contentDir: string, tools: AnchorTools): { keep(): void } {
  const key = cacheKey(
    codeHash('lib/enrich/anchors.ts'),
    fileBytes(path.join(contentDir, 'lexicon.yaml')),
    fileBytes(path.join(contentDir, 'cards.yaml')),
  );
  const moreKey = cacheKey(key, 'additions');
  const entry = cache.get('anchors', key, KeptSchema);
  const found = entry && cache.get('anchors', moreKey, KeptSchema);
  const kept = entry && decode(entry);
  const more = found && found.generation === entry!.generation ? decode(found) : undefined;
  if (kept) seedAnchors(tools, kept);
  if (more) seedAnchors(tools, more);
  const before = anchorsComputed();
  return {
    keep() {
      const used = usedAnchors(tools);
      const known = (kept?.length ?? 0) + (more?.length ?? 0);
      if (kept && anchorsComputed() === before && used.length === known) return;
      const inKept = new Set(kept?.map((e) => e[2]));
      const added = used.filter((e) => !inKept.has(e[2]));
      const unused = (kept?.length ?? 0) - (used.length - added.length);
      if (kept && 4 * (added.length + unused) <= kept.length)
        cache.set('anchors', moreKey, encode(entry!.generation, added));
      else {
        // A new generation, and its (empty) additions: a next run finds both.
        const generation = randomUUID();
        cache.set('anchors', key, encode(generation, used));
        cache.set('anchors', moreKey, encode(generation, []));
      }
    },
  };
}
