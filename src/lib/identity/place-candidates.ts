/**
 * Scoring every candidate text against one translation at once (place.ts): the weight each shares
 * with it through the anchors' postings, and the best few entries of the texts reached.
 */
import type { Bag } from '../enrich/anchors.js';
import { topIndices } from '../text/top.js';

/**
 * What each candidate text shares with one translation, reset after it: the weight of the anchors
 * they share, the ordinal of the translation's anchor that first reached the text (with the entry
 * index, the order a scan of entries would give), the texts reached, and their scores. Tens of
 * millions of steps over the archive, in methods of their own, which V8 optimises (inside
 * placeTranslations these loops ran unoptimised: a heap number and an iterator result per step).
 */
export class Shares {
  readonly weight: Float64Array;
  readonly first: Int32Array;
  readonly score: Float64Array;
  /** The texts reached, the first `count` entries (a fixed array: no growing it per translation). */
  readonly touched: Int32Array;
  count = 0;

  /** `totals`: each text's bag total. */
  constructor(private readonly totals: readonly number[]) {
    this.weight = new Float64Array(totals.length);
    this.first = new Int32Array(totals.length).fill(-1);
    this.score = new Float64Array(totals.length);
    this.touched = new Int32Array(totals.length);
  }

  add(bag: Bag, postings: Map<string, { ids: number[]; ws: number[] }>): void {
    const { weight, first, touched } = this;
    let count = this.count;
    let ordinal = 0;
    for (const [k, w] of bag) {
      const p = postings.get(k);
      ordinal++;
      if (!p) continue;
      const { ids, ws } = p;
      for (let j = 0; j < ids.length; j++) {
        const i = ids[j]!;
        if (first[i]! < 0) {
          first[i] = ordinal;
          touched[count++] = i;
        }
        weight[i] = weight[i]! + Math.min(w, ws[j]!);
      }
    }
    this.count = count;
  }

  /** Scores by Dice and by how much of the translation (bag total `total`) the text covers (quotes drop examples). */
  rank(total: number): void {
    const { weight, score, touched, totals, count } = this;
    for (let j = 0; j < count; j++) {
      const x = touched[j]!;
      score[x] = weight[x]! / (total + totals[x]!) + (0.5 * weight[x]!) / total;
    }
  }

  clear(): void {
    const { weight, first, touched, count } = this;
    for (let j = 0; j < count; j++) {
      const i = touched[j]!;
      weight[i] = 0;
      first[i] = -1;
    }
    this.count = 0;
  }
}

/**
 * The k best entries of the touched texts by their text's score, best first; equal scores
 * in the order a scan of every entry would have touched them (the ordinal of the anchor that first
 * reached the text, then the entry index): what a stable sort of all entries, cut to k, gives.
 */
export function topCandidates(shares: Shares, texts: ReadonlyArray<{ entries: number[] }>, k: number): number[] {
  const { touched, score: scores, first, count } = shares;
  // The k-th best text score: no entry of a text scoring less can be among the best.
  const best = topIndices(touched, k, (x) => scores[x]!, count);
  const floor = best.length === k ? scores[best[k - 1]!]! : -Infinity;
  const picked: Array<{ i: number; score: number; ordinal: number }> = [];
  for (let j = 0; j < count; j++) {
    const x = touched[j]!;
    const score = scores[x]!;
    if (score >= floor) for (const i of texts[x]!.entries) picked.push({ i, score, ordinal: first[x]! });
  }
  picked.sort((a, b) => b.score - a.score || a.ordinal - b.ordinal || a.i - b.i);
  return picked.slice(0, k).map((p) => p.i);
}
