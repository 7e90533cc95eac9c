/**
 * Splits and merges between two versions, beyond one-to-one identity: an unmatched newer rule whose
 * words are mostly inside a matched older rule was split off from it; an unmatched older rule whose
 * words are mostly inside a matched newer rule was merged into it. Recorded on the created and
 * retired revisions (history), never used to join identities.
 */
import type { Corpus, RuleFeatures } from './features.js';
import type { Relation } from '../model/identity.js';

export type { Relation };

const CONTAINED = 0.75;
/** Words a text needs before containment means anything on its own ("Trample" is inside many rules). */
const MIN_WORDS = 6;

export function findRelations(
  corpus: Corpus,
  o: RuleFeatures[],
  n: RuleFeatures[],
  oToN: Int32Array,
  nToO: Int32Array,
): Relation[] {
  const out: Relation[] = [];
  const textual = (f: RuleFeatures) => (f.kind === 'rule' || f.kind === 'subrule') && !f.titleOnly;
  const index = [new Map(o.map((f, i) => [f.number, i])), new Map(n.map((f, j) => [f.number, j]))] as const;
  /** The older rule's parent became the newer rule's parent. */
  const sameParent = (i: number, j: number) => {
    const p = o[i]!.parent === undefined ? undefined : index[0].get(o[i]!.parent!);
    return p !== undefined && oToN[p]! >= 0 && n[oToN[p]!]!.number === n[j]!.parent;
  };
  const best = (side: 0 | 1, i: number, matched: Int32Array) => {
    // A short text ("Lifelink is a static ability.") is inside many rules: only its own rule's
    // other half counts, under the same parent.
    const short = wordCount((side === 0 ? o : n)[i]!) < MIN_WORDS;
    let top: { k: number; c: number } | undefined;
    for (const k of corpus.candidates(side, i, 8, (x) => matched[x]! >= 0)) {
      if (short && !(side === 0 ? sameParent(i, k) : sameParent(k, i))) continue;
      const c = corpus.containment(side, i, k);
      if (c >= CONTAINED && (!top || c > top.c)) top = { k, c };
    }
    return top;
  };
  o.forEach((f, i) => {
    if (oToN[i]! >= 0 || !textual(f)) return;
    const t = best(0, i, nToO);
    if (t) out.push({ kind: 'merge', older: f.number, newer: n[t.k]!.number, score: round(t.c) });
  });
  n.forEach((f, j) => {
    if (nToO[j]! >= 0 || !textual(f)) return;
    const t = best(1, j, oToN);
    if (t) out.push({ kind: 'split', older: o[t.k]!.number, newer: f.number, score: round(t.c) });
  });
  return out;
}

const wordCount = (f: RuleFeatures) => f.body.total;

const round = (x: number) => Math.round(x * 1000) / 1000;
