/**
 * How alike two versions of a rule read, as a match's evidence says it ("text 91% alike"). The
 * matcher decides by a bag of words (features.ts: order, case and punctuation left out, up to 0.1
 * added for alike examples, capped at 1): good for telling rules apart, wrong as a description of a
 * change — a moved word, a changed URL or a capital read as "100% alike" while the change class
 * (classify.ts), which reads the texts in order, called them substantive. This reads what the class
 * reads: the whole texts (title, body, examples), styling aside, in order.
 */
import { cosmeticKey } from '../text/rule-text.js';
import { diffWords } from '../text/word-diff.js';

/** The share of the two texts (styling aside) a word diff keeps: 1 only for texts the class calls the same. */
export function likeness(a: string, b: string): number {
  const x = cosmeticKey(a);
  const y = cosmeticKey(b);
  if (x === y) return 1;
  let kept = 0;
  for (const p of diffWords(x, y)) if (p.op === 'equal') kept += p.text.length;
  return (2 * kept) / (x.length + y.length);
}

/** A likeness as a whole percentage, rounded down: two texts that differ never read "100%". */
export function percent(s: number): string {
  return `${s >= 1 ? 100 : Math.min(99, Math.floor(s * 100 + 1e-9))}%`;
}

/**
 * What a match's evidence says of two versions' likeness ("91%"): their whole texts, never the score
 * that decided the match.
 */
export function alike(a: { full: string }, b: { full: string }): string {
  return percent(likeness(a.full, b.full));
}
