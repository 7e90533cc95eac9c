/**
 * What one line of the rules part of a CR file is. Numbers are read as printed here;
 * sequence.ts decides what they mean (and repairs typos such as 2008's `306.b`).
 */
import { printedExampleLabelPattern } from '../../langs/index.js';
import { endsSentenceInside } from '../../model/renditions.js';

/** How a rule line's number was printed, when not as the rules print numbers. */
export type NumberQuirk =
  /** `606. 8b Players win…` (2005–2007): a space inside the number. */
  | 'space-in-number'
  /** `901.4.All plane…` (2022–2025): no space between the number and the text. */
  | 'no-space-after-number';

export type CrLine =
  | { kind: 'blank' }
  /** A hard-wrapped line already joined to the paragraph it continues (unwrap.ts). */
  | { kind: 'joined' }
  | { kind: 'chapter'; number: string; printed: string; text: string }
  | { kind: 'section'; number: string; printed: string; text: string }
  /** A rule or subrule line; `printed` may be malformed (`306.b`). */
  | { kind: 'rule'; printed: string; text: string; quirk?: NumberQuirk; asPrinted?: string }
  | { kind: 'example'; text: string }
  /**
   * A line indented by spaces: a new paragraph of whatever it follows, unless it is a rule line
   * indented by mistake (2009-09-04's ` 509.1c`), which the sequence of numbers decides.
   */
  | { kind: 'continuation'; text: string; rule?: { printed: string; text: string } }
  | { kind: 'text'; text: string };

/** Stands for a line that unwrap.ts joined to the line above it (no real line is a NUL). */
export const JOINED = '\u0000';

const CHAPTER = /^(\d)\.(?:\s+(.*))?$/;
const SECTION = /^(\d{3})\.(?:\s+(.*))?$/;
/** `100.1.` (2008), `100.1`, `100.1a`, `212.1b.` (2008), `502.25.c`, and the typo `306.b`. */
const RULE = /^(\d{3}\.(?:\d+\.?[a-zA-Z]{0,2}|[a-zA-Z])\.?)(?:\s+(.*))?$/;
/** `606. 8b Players…`: a lettered subrule number with a space after the section's dot. */
const SPACED_RULE = /^(\d{3})\.\s+(\d+[a-z]{1,2})\.?\s+(\S.*)$/;
/** `901.4.All…`: a rule number ending in a dot, then a capital or an opening quote at once. */
const GLUED_RULE = /^(\d{3}\.\d+[a-z]{0,2}\.)([A-Z“"‘'(].*)$/;
/** `302.4b생물의…`: a number touching a word of a script without capitals (Hangul, Han), dot or none. */
const GLUED_CJK_RULE = /^(\d{3}\.\d+[a-z]{0,2}\.?)([\p{Script=Hangul}\p{Script=Han}].*)$/u;
/** An example paragraph's label in English (what follows it, trimmed, is the example), in the rules and the glossary. */
const EXAMPLE = 'Example:';
/**
 * The label in any registered language, with either colon: `Ejemplo:`, `例如：` (a translation keeps
 * the layout); a line that opens with the label and a full-width comma (`例如，`) is one too.
 */
const EXAMPLE_LABEL = new RegExp(`^(?:${printedExampleLabelPattern()})[ \t]*[:：，][ \t]*`, 'u');

/** The example a line is, without its label; undefined when the line is not one. */
export function exampleText(line: string): string | undefined {
  if (line.startsWith(EXAMPLE)) return line.slice(EXAMPLE.length).trim();
  const m = EXAMPLE_LABEL.exec(line);
  return m ? line.slice(m[0].length).trim() : undefined;
}

// Half a release's lines are blank: one object stands for all of them (lines are only read).
const BLANK_LINE: CrLine = Object.freeze({ kind: 'blank' });
const JOINED_LINE: CrLine = Object.freeze({ kind: 'joined' });

export function classifyLine(raw: string): CrLine {
  if (raw === JOINED) return JOINED_LINE;
  const line = raw.trimEnd();
  if (line === '') return BLANK_LINE;
  if (line.charCodeAt(0) <= 32) {
    const text = line.trim();
    const m = RULE.exec(text);
    return m && m[2]
      ? { kind: 'continuation', text, rule: { printed: m[1]!, text: m[2].trim() } }
      : { kind: 'continuation', text };
  }
  const first = line.charCodeAt(0);
  if (first >= 48 && first <= 57) {
    let m = RULE.exec(line);
    if (m) return { kind: 'rule', printed: m[1]!, text: (m[2] ?? '').trim() };
    m = SPACED_RULE.exec(line);
    if (m)
      return {
        kind: 'rule',
        printed: `${m[1]}.${m[2]}`,
        text: m[3]!.trim(),
        quirk: 'space-in-number',
        asPrinted: line.slice(0, line.length - m[3]!.length).trim(),
      };
    m = GLUED_RULE.exec(line) ?? GLUED_CJK_RULE.exec(line);
    if (m)
      return { kind: 'rule', printed: m[1]!, text: m[2]!.trim(), quirk: 'no-space-after-number', asPrinted: m[1]! };
    m = SECTION.exec(line);
    if (m) return { kind: 'section', number: m[1]!, printed: `${m[1]}.`, text: (m[2] ?? '').trim() };
    m = CHAPTER.exec(line);
    if (m) return { kind: 'chapter', number: m[1]!, printed: `${m[1]}.`, text: (m[2] ?? '').trim() };
  }
  const example = exampleText(line);
  if (example !== undefined) return { kind: 'example', text: example };
  return { kind: 'text', text: line.trim() };
}

/**
 * A rule's own text is a title when it has no sentence: `502.2. First Strike`, `702.163. For
 * Mirrodin!`, `702.19. 践踏`. A Chinese sentence is shorter than an English one: its stops count
 * too, and a sentence that ends inside it makes it no title (model/renditions.ts endsSentenceInside).
 */
export function isTitle(text: string): boolean {
  return (
    text.length > 0 &&
    text.length <= 80 &&
    !/[.:;,?。：；，？]["'”’)\]）」』]*$/u.test(text) &&
    !endsSentenceInside(text)
  );
}

/** True for the heading line of a part: `Glossary`, `Credits`, `词汇表`. */
export function isPartHeading(raw: string, names: ReadonlySet<string>): boolean {
  return names.has(raw.trim());
}
