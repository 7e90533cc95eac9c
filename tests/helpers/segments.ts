/** The plain-text segment paths (src/lib/text/segment.ts) against Intl.Segmenter, their reference. */
import { intlSegments, isPlain, segmentStrings } from '../../src/lib/text/segment.js';

/** The first plain string whose segments differ from Intl.Segmenter's, or undefined. */
export function firstMismatch(
  texts: Iterable<string>,
  lang: string,
  granularity: 'word' | 'sentence',
): string | undefined {
  for (const t of texts) {
    if (!isPlain(t)) continue;
    const fast = segmentStrings(t, lang, granularity);
    const ref = intlSegments(t, lang, granularity);
    if (fast.length !== ref.length || fast.some((s, i) => s !== ref[i])) return t;
  }
  return undefined;
}

/** Every string of `length` characters of `alphabet`. */
export function* strings(alphabet: readonly string[], length: number, prefix = ''): Generator<string> {
  if (length === 0) return yield prefix;
  for (const c of alphabet) yield* strings(alphabet, length - 1, prefix + c);
}
