/**
 * Re-ranking: a second look at the best candidates of a word query, in their text (engine.ts
 * ranking step 3). Browser-safe.
 */
import type { DocTexts } from './doc-texts.js';
import type { Scored } from './number-hits.js';
import type { Plan } from './plan.js';

/** How many of the best candidates are looked at again: fixed, so the order never depends on the limit. */
export const RERANK_TOP = 15;
/** A rule's title and the start of its text, where rules state their subject. */
const RERANK_CHARS = 600;
const TF_WEIGHT = 0.05;
const ADJACENT_BONUS = 0.25;

/**
 * The query's words next to each other, in order ("копия заклинания"), and said more than once:
 * small bonuses (under 0.5 per word group) added to `top`'s scores, which order close matches and
 * never lift a rule above one matching more of the query.
 */
export function rerank(plan: Plan, top: Array<[number, Scored]>, texts: DocTexts): void {
  const sets = plan.groups.map((g) => new Set(g.alts.flatMap((a) => a.terms.map((t) => t.term))));
  for (const [i, s] of top) {
    if (s.match) continue; // number hits rank by their number
    const seq = texts.sequence(i, RERANK_CHARS);
    if (!seq.length) continue;
    let bonus = 0;
    sets.forEach((set, g) => {
      let count = 0;
      let adjacent = false;
      const next = sets[g + 1];
      for (let p = 0; p < seq.length; p++) {
        if (!set.has(seq[p]!)) continue;
        count++;
        if (next && p + 1 < seq.length && next.has(seq[p + 1]!)) adjacent = true;
      }
      bonus += TF_WEIGHT * Math.min(3, Math.log2(1 + count)) + (adjacent ? ADJACENT_BONUS : 0);
    });
    s.score += bonus;
  }
}
