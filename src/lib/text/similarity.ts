/** Cheap text similarity for matching rules across versions (not for display diffs). */
import { wordsOf } from './words.js';

/** Lower-cased word tokens, apostrophes splitting them; quote, dash and `_italic_` differences vanish here. */
export function words(text: string): string[] {
  return wordsOf(text.toLowerCase(), false);
}

/** Dice coefficient over word multisets: 1 = same words, 0 = none shared. */
export function dice(a: string[], b: string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const w of a) counts.set(w, (counts.get(w) ?? 0) + 1);
  let shared = 0;
  for (const w of b) {
    const c = counts.get(w);
    if (c) {
      shared++;
      counts.set(w, c - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

export function similarity(a: string, b: string): number {
  return dice(words(a), words(b));
}
