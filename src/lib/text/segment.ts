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
