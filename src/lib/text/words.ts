/**
 * Words, one way for every caller (alignment, glossary terms, similarity, history's matching
 * features): a run of letters and digits, with a possessive or elided tail — an apostrophe and
 * letters ("Clone's", "l'objet"). Scanned by hand rather than by WORD.matchAll: a match array per
 * word was a tenth of the ingest's garbage. (Display diffs keep the language's own word breaks,
 * Intl.Segmenter's: text/segment.ts. The search index reads words as its engine's encoder does,
 * search/encoders.ts: the same code runs in the browser on the reader's query, and keeps combining
 * marks inside a word, as a query typed with accents has them.)
 */

/** What forEachWord reads as one word (the reference its scan is tested against). */
export const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/**
 * Calls `fn` with the start and end of each word of `text`, in order. Without `tails`, a word stops
 * at an apostrophe ("can’t" is "can" and "t"): what the identity stage's similarity was tuned on.
 */
export function forEachWord(text: string, fn: (start: number, end: number) => void, tails = true): void {
  for (let i = 0; i < text.length;) {
    const first = wordCharAt(text, i);
    if (first === 0) {
      i++;
      continue;
    }
    const start = i;
    i += first;
    for (let n = wordCharAt(text, i); n > 0; n = wordCharAt(text, i)) i += n;
    const c = tails ? text.charCodeAt(i) : 0;
    if (c === 0x27 || c === 0x2019) {
      let j = i + 1;
      for (let n = wordCharAt(text, j, false); n > 0; n = wordCharAt(text, j, false)) j += n;
      if (j > i + 1) i = j;
    }
    fn(start, i);
  }
}

/** The words of `text`, as written (`tails`: as forEachWord). */
export function wordsOf(text: string, tails = true): string[] {
  const out: string[] = [];
  forEachWord(text, (start, end) => out.push(text.slice(start, end)), tails);
  return out;
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const LETTER = /^\p{L}$/u;
/** Per code point above ASCII and Cyrillic: 1 letter, 2 digit-or-other word character, 0 neither. */
const classOf = new Map<number, number>();

function classify(cp: number): number {
  let k = classOf.get(cp);
  if (k === undefined) {
    const ch = String.fromCodePoint(cp);
    classOf.set(cp, (k = LETTER.test(ch) ? 1 : LETTER_OR_DIGIT.test(ch) ? 2 : 0));
  }
  return k;
}

/**
 * Length (1, or 2 for an astral code point) of the letter at `i`, or of the digit too when `digits`;
 * 0 when there is none.
 */
function wordCharAt(text: string, i: number, digits = true): number {
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  if (c < 0x80) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (digits && c >= 48 && c <= 57) ? 1 : 0;
  if (c >= 0x410 && c <= 0x44f) return 1;
  const cp = text.codePointAt(i)!;
  const k = classify(cp);
  return k === 1 || (digits && k === 2) ? (cp > 0xffff ? 2 : 1) : 0;
}
