/**
 * What DESIGN §3 calls cosmetic: quote, dash, spacing, `_italic_` and `(r)`/`(tm)` (older files' ®
 * and ™) differences. Pure and dependency-free, so that the browser's history view hides the same
 * typographic differences the ingest classifies (text/rule-text.ts memoises it for the ingest).
 */

// `_italic_` pairs count only within one line, and a lone `_` or a run of three or more is text (DESIGN §2).
const ITALIC = /(?<![_\w])_(?!_)([^_\n]+?)(?<!_)_(?![_\w])/g;
const QUOTES = /[‘’‚‛′`´"“”„‟″«»]/g;
// "--", "—", "–", "-" print the same dash across releases (ASCII files write ranges "601.2a-h" that
// later files write "601.2a–h"); mapping every dash, hyphens included, keeps the comparison symmetric.
const DASHES = /\s*(?:-{1,3}|[‐‑‒–—―−])\s*/g;
const HAS_QUOTE = /[‘’‚‛′`´"“”„‟″«»]/;
const HAS_DASH = /[-‐‑‒–—―−]/;
const ODD_SPACING = /[^\S ]| {2}/;
/** `(r)`, `(R)`, `(tm)`, `(TM)` written after a word for ® and ™ (2003–2008 files). */
const ASCII_MARKS = /(?<=\w)\((r|tm)\)/gi;

/** The text with its typography erased: two texts that differ only in it have the same form. */
export function cosmeticForm(text: string): string {
  // Each pass only where its characters occur: most rule texts need the last two at most.
  let t = text;
  if (t.includes('_')) t = t.replace(ITALIC, '$1');
  if (HAS_QUOTE.test(t)) t = t.replace(QUOTES, "'");
  if (t.includes('…')) t = t.replace(/…/g, '...');
  if (t.includes('(')) t = t.replace(ASCII_MARKS, (_, m: string) => (m.toLowerCase() === 'r' ? '®' : '™'));
  if (HAS_DASH.test(t)) t = t.replace(DASHES, ' — ');
  if (ODD_SPACING.test(t)) t = t.replace(/\s+/g, ' ');
  return t.replace(/ (?=[.,;:!?)\]}'])|(?<=[([{']) /g, '').trim();
}

/** A text as read: `_italic_` markers (2008–2013 files) taken out, the words kept. */
export function withoutItalicMarks(text: string): string {
  return text.includes('_') ? text.replace(ITALIC, '$1') : text;
}
