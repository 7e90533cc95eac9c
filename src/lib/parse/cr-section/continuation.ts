/**
 * Is an unnumbered paragraph the continuation of the one before it, or a rule of its own?
 * In the CR every paragraph is numbered except examples, so an unnumbered one in a translated
 * section is normally a rule whose number the translators dropped (seed 004: 500.3a, 501.1,
 * 501.5b, 502.15p, 502.37a, 505.1, 505.2 — each opens a full sentence after one that closed).
 * It is a continuation only when the text visibly runs on: the paragraph before stops mid-sentence
 * (`:`, `;`, `,`, or a long line with no closing mark: hard wrapping) or this one starts in
 * lowercase or as a list item.
 * Limits: a dropped rule after a sentence left unpunctuated by the translator, or one starting
 * with a lowercase word, is taken as a continuation.
 */

/** Closing marks of a sentence, including closing quotes and brackets after the full stop. */
const CLOSED_RE = /[.!?…]["'»”’)\]]*$|["»”’)\]]$/u;
/** A line this long without closing mark was wrapped, not a title like `502.37. Солнечные лучи`. */
const WRAPPED_MIN = 120;

export function isContinuation(previous: string, text: string): boolean {
  if (/^\p{Ll}/u.test(text)) return true;
  if (/^(?:[•·▪◦*‣–—-]|\(?[a-zа-я\d]{1,2}\))\s/u.test(text)) return true;
  const before = previous.trimEnd();
  if (/[:;,]$/.test(before)) return true;
  return before.length >= WRAPPED_MIN && !CLOSED_RE.test(before);
}
