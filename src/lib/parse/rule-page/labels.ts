/**
 * The few printed words a single-rule page is built from, in the languages we have
 * (en, es, ru) plus their obvious neighbours, so a French or Portuguese page still parses.
 * Shared with format detection, which must recognise the same title line.
 */
import { exampleLabelPattern } from '../../langs/index.js';
import { normaliseNumber } from '../../model/numbers.js';

/** `Example:` label at the start of a paragraph (the label is stripped from the node's value). */
export const EXAMPLE_LABEL_RE = new RegExp(`^(?:${exampleLabelPattern()})\\s*[:.]\\s*`, 'iu');

/** The heading that introduces the subrules of a rule page (`Subreglas`, `Subrules`, `Подправила`). */
export const SUBRULES_HEADING_RE = /^(?:Sub-?rules?|Sub-?reglas?|Подправила|Подпункты|Sous-règles|Sub-?regras)\s*:?$/iu;

/**
 * `Regla 707.10 · Copiar objetos`: one word, a rule number, and optionally a separator and
 * the title of the rule's section. A dash separator needs spaces round it so that
 * hyphenated words are not split.
 */
const TITLE_RE = /^(\p{L}+)\s+(\d{3}\.\d+\.?[a-zа-я]{0,2})\.?(?:(?:\s*[·•|]\s*|\s+[—–-]\s+)(.*))?$/u;

export interface TitleLine {
  /** The word before the number (`Regla`, `Rule`, `Правило`). */
  word: string;
  /** The number as printed (`707.10`). */
  printed: string;
  /** Normalised number (`707.10`). */
  number: string;
  /** Text after the separator: the title of the rule's section; undefined without a separator. */
  sectionTitle?: string;
}

/** Read a page's first line; undefined when it is not `Word NNN.N[ · Title]`. */
export function parseTitleLine(line: string): TitleLine | undefined {
  const m = TITLE_RE.exec(line.trim());
  if (!m) return undefined;
  const number = normaliseNumber(m[2]!);
  // A section (`707`) cannot be a rule page's subject; normaliseNumber also rejects junk letters.
  if (!number || !number.includes('.')) return undefined;
  const title: TitleLine = { word: m[1]!, printed: m[2]!, number };
  if (m[3] !== undefined) title.sectionTitle = m[3].trim();
  return title;
}

/** A number printed at the start of a paragraph (`707.10a `, `707.10. `, `501.3.Прервать`). */
const LEADING_NUMBER_RE = /^(\d{3}\.\d+(?:\.?[a-zа-я]{1,2})?)\.?(?=[\s\u00a0]|$|\p{Lu})/u;

export interface LeadingNumber {
  printed: string;
  number: string;
  rest: string;
}

/** Split a rule number off the start of a paragraph, if it has one. */
export function leadingNumber(text: string): LeadingNumber | undefined {
  const m = LEADING_NUMBER_RE.exec(text);
  if (!m) return undefined;
  const number = normaliseNumber(m[1]!);
  if (!number) return undefined;
  return { printed: m[0], number, rest: text.slice(m[0].length).trim() };
}
