/**
 * Rule numbers an author's paragraph mentions, for `CommentaryNode.refersTo`.
 * These are pointers back at quoted rules («(706.3)», «правило 706.10», «См. второй пример
 * правила 711.3а»), kept in the source's numbering; the enrich stage resolves references
 * properly (ranges, chapters, canonical ids). Here we only need which rules a paragraph talks about.
 */
import { normaliseNumber, sortNumbers } from '../../model/numbers.js';

/**
 * `NNN.N` with an optional subrule letter (Latin, or the Cyrillic look-alike typed by
 * translators). Not glued to other digits, letters or dots on either side, so `1706.33`,
 * `2.706.3` and `706.3и` are not rule numbers.
 */
const DOTTED = /(?<![\p{L}\p{N}.])(\d{3}\.\d+[a-zа-яё]{0,2})(?![\p{L}\p{N}]|\.\d)/giu;

/**
 * A bare section number (`604`, `204`) counts only after a word saying "rule" or "section":
 * otherwise «100 карт» would be a reference.
 */
const SECTION_AFTER_KEYWORD =
  /(?:правил[а-яё]*|раздел[а-яё]*|секци[а-яё]*|rules?|sections?|reglas?|secci[oó]n(?:es)?|règles?)\s+(\d{3})(?![\p{L}\p{N}]|\.\d)/giu;

export function referencedNumbers(text: string): string[] {
  // Both patterns need three digits in a row: most paragraphs have none, and are not scanned twice.
  if (!/\d{3}/.test(text)) return [];
  const found = new Set<string>();
  for (const m of text.matchAll(DOTTED)) {
    const n = normaliseNumber(m[1]!);
    if (n) found.add(n);
  }
  for (const m of text.matchAll(SECTION_AFTER_KEYWORD)) {
    const n = normaliseNumber(m[1]!);
    if (n) found.add(n);
  }
  return sortNumbers(found);
}
