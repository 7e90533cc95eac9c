/**
 * What one line of the rules part of a CR file is. Numbers are read as printed here;
 * sequence.ts decides what they mean (and repairs typos such as 2008's `306.b`).
 */

export type CrLine =
  | { kind: 'blank' }
  | { kind: 'chapter'; number: string; printed: string; text: string }
  | { kind: 'section'; number: string; printed: string; text: string }
  /** A rule or subrule line; `printed` may be malformed (`306.b`). */
  | { kind: 'rule'; printed: string; text: string }
  | { kind: 'example'; text: string }
  /** A line indented by spaces: a new paragraph of whatever it follows. */
  | { kind: 'continuation'; text: string }
  | { kind: 'text'; text: string };

const CHAPTER = /^(\d)\.(?:\s+(.*))?$/;
const SECTION = /^(\d{3})\.(?:\s+(.*))?$/;
/** `100.1.` (2008), `100.1`, `100.1a`, `212.1b.` (2008), `502.25.c`, and the typo `306.b`. */
const RULE = /^(\d{3}\.(?:\d+\.?[a-zA-Z]?|[a-zA-Z])\.?)(?:\s+(.*))?$/;
const EXAMPLE = /^Example:\s*/;

export function classifyLine(raw: string): CrLine {
  const line = raw.trimEnd();
  if (line.trim() === '') return { kind: 'blank' };
  if (/^\s/.test(line)) return { kind: 'continuation', text: line.trim() };
  const first = line.charCodeAt(0);
  if (first >= 48 && first <= 57) {
    let m = RULE.exec(line);
    if (m) return { kind: 'rule', printed: m[1]!, text: (m[2] ?? '').trim() };
    m = SECTION.exec(line);
    if (m) return { kind: 'section', number: m[1]!, printed: `${m[1]}.`, text: (m[2] ?? '').trim() };
    m = CHAPTER.exec(line);
    if (m) return { kind: 'chapter', number: m[1]!, printed: `${m[1]}.`, text: (m[2] ?? '').trim() };
  }
  const ex = EXAMPLE.exec(line);
  if (ex) return { kind: 'example', text: line.slice(ex[0].length).trim() };
  return { kind: 'text', text: line.trim() };
}

/** A rule's own text is a title when it has no sentence: `502.2. First Strike`, `702.163. For Mirrodin!`. */
export function isTitle(text: string): boolean {
  return text.length > 0 && text.length <= 80 && !/[.:;,?]["'”’)\]]*$/.test(text);
}

/** True for the heading line of a part: `Glossary`, `Credits`. */
export function isPartHeading(raw: string, name: string): boolean {
  return raw.trim() === name;
}
