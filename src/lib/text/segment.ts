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
  if (granularity === 'word' && isPlain(text)) return text.match(PLAIN_WORDS) ?? [];
  return intlSegments(text, lang, granularity);
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
