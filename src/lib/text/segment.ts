/**
 * Intl.Segmenter over texts of any length. On Node 20 (V8 + ICU), walking the segments of a string
 * longer than 65,536 UTF-16 units that holds astral characters (emoji, cuneiform, …) costs time in
 * proportion to the string per segment: 8,000 short lines of emoji took minutes to split into
 * words (tests/hardening fuzzing). Long texts are therefore segmented in chunks well below that
 * size, cut where the text breaks anyway: after a line break, else after a space, else between two
 * code points. Real rule texts are far shorter and take the direct path.
 */
const CHUNK = 32_768;

/** One segmenter per language and granularity: they are costly to create. */
const segmenters = new Map<string, Intl.Segmenter>();

/**
 * The word or sentence segments of `text` in the language's own rules, as strings (mapped at once:
 * keeping segment objects is slow on Node 20), in order; they join back to `text`.
 */
export function segmentStrings(text: string, lang: string, granularity: 'word' | 'sentence'): string[] {
  if (!isPlain(text)) return intlSegments(text, lang, granularity);
  return granularity === 'word' ? (text.match(PLAIN_WORDS) ?? []) : plainSentences(text);
}

/** What Intl.Segmenter makes of `text` (the reference for the plain-text path). */
export function intlSegments(text: string, lang: string, granularity: 'word' | 'sentence'): string[] {
  const key = `${lang}\u0000${granularity}`;
  let segmenter = segmenters.get(key);
  if (!segmenter) segmenters.set(key, (segmenter = new Intl.Segmenter(lang, { granularity })));
  if (text.length <= CHUNK) return Array.from(segmenter.segment(text), (s) => s.segment);
  const out: string[] = [];
  for (let start = 0; start < text.length;) {
    const end = cutAt(text, start);
    for (const s of segmenter.segment(text.slice(start, end))) out.push(s.segment);
    start = end;
  }
  return out;
}

/*
 * Word segments of plain text without the segmenter. Intl.Segmenter costs about 0.4 µs per
 * character on Node 20, which made word segmentation the largest single cost of history diffs
 * (2 MB of rule text per full ingest). Texts made only of the characters below (Latin and Cyrillic
 * letters, ASCII digits, spaces, line breaks and common punctuation) have a simple Unicode word-break
 * structure (UAX #29): a word is letters, digits and `_`, joined by `:` `·` (between letters),
 * `.` `'` `‘` `’` (between letters or between digits) and `,` `;` (between digits); spaces run
 * together, CR LF is one segment, anything else stands alone. Every other text goes to
 * Intl.Segmenter, which stays the reference: tests/text/segment.test.ts compares the two on every
 * string of up to four characters over these classes, on random strings and on the five CR files.
 */
const LETTER = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u017F\\u0400-\\u045F';
const DIGIT = '0-9';
/** Characters the word-break rules above cover (the other ASCII and listed symbols break alone). */
const PLAIN = new RegExp(
  `^[${LETTER}${DIGIT}_ \\n\\r\\t!-/:-@\\[-\\u0060{-~\\u00A0\\u00A7\\u00A9\\u00AB\\u00AE\\u00B0\\u00B6\\u00B7\\u00BB\\u00D7\\u2013\\u2014\\u2018\\u2019\\u201C\\u201D\\u201E\\u2022\\u2026\\u2122\\u2212]*$`,
);
/** Does `text` take the plain-text path for word segments? */
export function isPlain(text: string): boolean {
  return PLAIN.test(text);
}
const PLAIN_WORDS = new RegExp(
  `[${LETTER}${DIGIT}_](?:[${LETTER}${DIGIT}_]|(?<=[${LETTER}])[:\\u00B7.'\\u2018\\u2019](?=[${LETTER}])|(?<=[${DIGIT}])[.,;'\\u2018\\u2019](?=[${DIGIT}]))*|\\r\\n| +|[^]`,
  'g',
);

/** End of the chunk starting at `start`: at most CHUNK units, never inside a surrogate pair. */
function cutAt(text: string, start: number): number {
  const limit = start + CHUNK;
  if (limit >= text.length) return text.length;
  const line = text.lastIndexOf('\n', limit - 1);
  if (line >= start + CHUNK / 2) return line + 1;
  const space = text.lastIndexOf(' ', limit - 1);
  if (space >= start + CHUNK / 2) return space + 1;
  const high = text.charCodeAt(limit - 1);
  return high >= 0xd800 && high <= 0xdbff ? limit - 1 : limit;
}

/*
 * Sentence segments of plain text without the segmenter: the first Intl.Segmenter of a process costs
 * some 15 ms (ICU loads its break rules), more than the rest of `rules align`. The rules are UAX #29's
 * sentence boundaries (ICU's, untailored by language) over the plain characters' classes; as for
 * words, Intl.Segmenter stays the reference (tests/text/sentences-plain.test.ts).
 */
const enum SB {
  Other,
  CR,
  LF,
  Sp,
  Lower,
  Upper,
  Numeric,
  ATerm,
  STerm,
  Close,
  SContinue,
}
const SB_OF = new Map<string, SB>([
  ['\r', SB.CR],
  ['\n', SB.LF],
  ...[...' \t\u00a0'].map((c): [string, SB] => [c, SB.Sp]),
  ['.', SB.ATerm],
  ...[...'!?'].map((c): [string, SB] => [c, SB.STerm]),
  ...[...'"\'()[]{}\u00ab\u00bb\u2018\u2019\u201c\u201d\u201e'].map((c): [string, SB] => [c, SB.Close]),
  ...[...',-:;\u2013\u2014'].map((c): [string, SB] => [c, SB.SContinue]),
]);
const LOWER = /\p{Lowercase}/u;
const UPPER = /\p{Uppercase}/u;
const classOf = (c: string): SB =>
  SB_OF.get(c) ?? (c >= '0' && c <= '9' ? SB.Numeric : LOWER.test(c) ? SB.Lower : UPPER.test(c) ? SB.Upper : SB.Other);
const cased = (k: SB | undefined) => k === SB.Upper || k === SB.Lower;
/** What SB8 looks past on its way to a lower-case letter. */
const stopsSB8 = (k: SB) =>
  k === SB.Lower || k === SB.Upper || k === SB.CR || k === SB.LF || k === SB.ATerm || k === SB.STerm;

/** The sentence segments of a plain text (isPlain), as Intl.Segmenter makes them. */
function plainSentences(text: string): string[] {
  const cls = Array.from({ length: text.length }, (_, i) => classOf(text[i]!));
  // After a terminator: its kind, whether spaces followed its closing marks, and SB8's answer.
  let term: SB | undefined;
  let spaced = false;
  let lowerAhead: boolean | undefined;
  /** Whether the text runs on between characters i - 1 and i (UAX #29's rules, in their order). */
  const runsOn = (i: number): boolean => {
    const before = cls[i - 1]!;
    const here = cls[i]!;
    const sep = here === SB.CR || here === SB.LF;
    if (before === SB.CR) return here === SB.LF; // SB3, SB4
    if (before === SB.LF) return false; // SB4
    if (term === undefined) return true; // SB998
    if (before === SB.ATerm && here === SB.Numeric) return true; // SB6
    if (before === SB.ATerm && here === SB.Upper && cased(cls[i - 2])) return true; // SB7
    if (here === SB.SContinue || here === SB.ATerm || here === SB.STerm) return true; // SB8a
    if (!spaced && (here === SB.Close || here === SB.Sp || sep)) return true; // SB9
    if (here === SB.Sp || sep) return true; // SB10
    if (term !== SB.ATerm) return false; // SB11
    // SB8: no break if a lower-case letter comes before any other letter, terminator or break
    // (the same answer for every position after one terminator: only spaces and closings between).
    if (lowerAhead === undefined) {
      let j = i;
      while (j < text.length && !stopsSB8(cls[j]!)) j++;
      lowerAhead = cls[j] === SB.Lower;
    }
    return lowerAhead;
  };
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (i > 0 && !runsOn(i)) {
      out.push(text.slice(start, i));
      start = i;
    }
    const here = cls[i]!;
    if (here === SB.ATerm || here === SB.STerm) {
      term = here;
      spaced = false;
      lowerAhead = undefined;
    } else if (term !== undefined && (here === SB.Sp || (here === SB.Close && !spaced))) spaced ||= here === SB.Sp;
    else term = undefined;
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}
