/**
 * How far a source's printed numbers can be trusted, and what that decides (DESIGN §3 Placement).
 * Content places a translation; its printed number, read in its numbering, is only a hint. But a
 * source whose content placements agree with their printed numbers nearly every time (a translated
 * CR section) has numbers worth more than a hint where content says little:
 *  - a heading whose only evidence is one word ("502.40 Присоединение": splice in 2008's section,
 *    though the word also means attach) is left to its printed number rather than to that word;
 *  - a text whose printed counterpart scores nearly as well as the best (a templated subrule, "If a
 *    creature has multiple instances of …, each triggers separately", under a renamed keyword)
 *    goes to its printed number.
 */
import type { RawRendition } from '../model/renditions.js';
import { ACCEPT, round, type TranslationPlacement } from './place.js';

/** What placement by content made of one translation with a printed number that names a candidate. */
export interface Contest {
  t: RawRendition;
  /** The candidate at the printed number, with its score. */
  hint: { numbering: string; number: string; score: number; titleOnly: boolean };
  best: number;
  /** The best candidate is the printed one, or the same text in another version. */
  agrees: boolean;
  /** A title alone, with at most one anchor: one word of evidence. */
  titleWord: boolean;
}

/** Sources whose numbers are trusted agree this often, over at least MIN_PLACED placements. */
const TRUSTED = 0.9;
const MIN_PLACED = 10;
/** In a trusted source, the printed counterpart wins within this much of the best. */
const TRUSTED_MARGIN = 0.1;

export function trustPrintedNumbers(contests: Contest[], out: Map<RawRendition, TranslationPlacement>): void {
  const bySource = new Map<string, Contest[]>();
  for (const c of contests) (bySource.get(c.t.source) ?? bySource.set(c.t.source, []).get(c.t.source)!).push(c);
  for (const list of bySource.values()) {
    const placed = list.filter((c) => out.get(c.t)?.placement.by === 'content');
    const agree = placed.filter((c) => atHint(c, out.get(c.t)!)).length;
    if (placed.length < MIN_PLACED || agree < TRUSTED * placed.length) continue;
    const why = `${agree} of ${placed.length} placements of this source agree with their printed numbers`;
    for (const c of placed) {
      const p = out.get(c.t)!;
      if (atHint(c, p)) continue;
      if (c.titleWord && c.hint.titleOnly) {
        // Left to identity, which places it by its printed number (declared, not proven).
        out.delete(c.t);
      } else if (c.hint.score >= ACCEPT && c.hint.score >= c.best - TRUSTED_MARGIN) {
        out.set(c.t, {
          numbering: c.hint.numbering,
          number: c.hint.number,
          placement: {
            by: 'content',
            score: round(Math.min(c.hint.score, 0.6)),
            evidence: [
              ...p.placement.evidence,
              `the printed number ${c.t.number} read in ${c.t.numbering} scores ${c.hint.score.toFixed(2)}, near the best; ${why}`,
            ],
          },
        });
      }
    }
  }
}

/** Placed where its printed number says: at that candidate, or at the same text in another version. */
function atHint(c: Contest, p: TranslationPlacement): boolean {
  return c.agrees || (p.numbering === c.hint.numbering && p.number === c.hint.number);
}
