/**
 * A term's documents in one reading, scored by the field and position slot it has there, and an
 * alternative's documents (every term, consecutive for phrases) with its score. Term lists are
 * cached once their shard is loaded. Browser-safe.
 */
import { FIELDS, FIELD_WEIGHT, type Slots } from './layout.js';
import type { Alternative, TermRef } from './plan.js';
import type { DocTexts } from './doc-texts.js';
import type { Reading } from './reading.js';

const SLOT_STEP = 0.06;
/** The cached term lists kept at most (then forgotten at once). */
const CACHE_MAX = 1500;

/** Field bits, in FIELDS order. */
export const BIT = Object.fromEntries(FIELDS.map((f, i) => [f, 1 << i])) as Record<(typeof FIELDS)[number], number>;

/**
 * Per document: score and the fields that gave it, packed in one integer (score in thousandths,
 * times 16, plus the field bits) so that cached term lists allocate nothing per document.
 */
type Hits = Map<number, number>;
const pack = (score: number, flags: number) => Math.round(score * 1000) * 16 + flags;
const scoreOf = (v: number) => Math.floor(v / 16) / 1000;
const flagsOf = (v: number) => v % 16;

export class TermHits {
  private readonly cache = new Map<string, Hits>();

  clear(): void {
    this.cache.clear();
  }

  /** Per document, the best score of a term over the fields of one reading (cached once loaded). */
  private hits(reading: Reading, ref: TermRef): Hits {
    const key = `${reading.lang}:${ref.term}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const hits: Hits = new Map();
    const row = reading.postings(ref.term);
    FIELDS.forEach((field, f) => {
      const slots = row?.[f];
      if (!slots) return;
      const weight = FIELD_WEIGHT[field];
      (slots as Slots).forEach((ids, slot) => {
        if (!ids) return;
        const score = weight * (1 - slot * SLOT_STEP);
        for (const i of ids) {
          const prev = hits.get(i);
          if (prev === undefined) hits.set(i, pack(score, BIT[field]));
          else hits.set(i, pack(Math.max(scoreOf(prev), score), flagsOf(prev) | BIT[field]));
        }
      });
    });
    if (!reading.termReady(ref.term)) return hits; // not loaded yet: asked again once it is
    if (this.cache.size > CACHE_MAX) this.cache.clear();
    this.cache.set(key, hits);
    return hits;
  }

  /**
   * Calls `found` for the documents having every term of the alternative (consecutive for
   * phrases), with the alternative's score there: weight × the terms' mean score.
   */
  eachAltHit(
    reading: Reading,
    texts: DocTexts,
    alt: Alternative,
    found: (i: number, score: number, flags: number) => void,
  ): void {
    const lists = alt.terms.map((t) => this.hits(reading, t)).sort((a, b) => a.size - b.size);
    const first = lists[0];
    if (!first) return;
    const scale = alt.weight / alt.terms.length;
    const phrase = alt.phrase && alt.terms.length > 1 ? alt.terms.map((t) => t.term) : undefined;
    // forEach, not for…of: iterating a Map allocates an entry per document, thousands per query.
    first.forEach((v, i) => {
      let sum = scoreOf(v);
      let bits = flagsOf(v);
      for (let k = 1; k < lists.length; k++) {
        const h = lists[k]!.get(i);
        if (h === undefined) return;
        sum += scoreOf(h);
        bits |= flagsOf(h);
      }
      if (phrase && !texts.hasPhrase(i, phrase)) return;
      found(i, sum * scale, bits);
    });
  }
}
