/**
 * Where the parts of a CR file are. The Introduction and the contents list come first, and the
 * contents list repeats the chapter and section headings, "Glossary" and "Credits"; the real rules
 * start at the chapter heading that leads to the first numbered rule (`100.1`), which the contents
 * list never has. "Glossary" and "Credits" are then looked for only after that rule, in any
 * registered language ("词汇表", "版权信息"): a whole translation keeps the official layout. A
 * translation may leave its glossary out, printing a mark in its place ("용어사전", then "<생략>").
 */
import { InputError } from '../../model/errors.js';
import { OMITTED_MARKS, PART_HEADINGS } from '../../langs/index.js';
import { classifyLine, isPartHeading } from './lines.js';

export interface CrLayout {
  /** 0-based index of the first line of the rules part (a chapter heading). */
  rulesStart: number;
  /** 0-based index of the real "Glossary" heading (the end of the file when it has none). */
  glossary: number;
  /** 0-based index of the real "Credits" heading (the end of the file when it has none). */
  credits: number;
  /** The file ends early (2013-02-01 stops inside the glossary): in which part, after which line (1-based). */
  truncated?: { part: 'rules' | 'glossary'; line: number };
  /** The glossary is left out: its heading is followed by an omission mark (1-based line of the mark). */
  omitted?: { part: 'glossary'; line: number; mark: string };
}

const FIRST_RULE = /^\d{3}\.\d+[a-z]{0,2}\.?(?:\s|$)/;

export function locateParts(lines: readonly string[], file: string): CrLayout {
  const firstRule = lines.findIndex((l) => FIRST_RULE.test(l));
  if (firstRule < 0)
    throw new InputError(file, 0, 'no numbered rules (like "100.1") found: not a Comprehensive Rules file');
  const rulesStart = headingsBefore(lines, firstRule);
  const glossary = indexOfHeading(lines, PART_HEADINGS.glossary, firstRule + 1);
  const lastLine = lastNonBlank(lines) + 1;
  if (glossary < 0)
    return { rulesStart, glossary: lines.length, credits: lines.length, truncated: { part: 'rules', line: lastLine } };
  const mark = nextNonBlank(lines, glossary + 1);
  if (mark >= 0 && OMITTED_MARKS.has(lines[mark]!.trim())) {
    const credits = indexOfHeading(lines, PART_HEADINGS.credits, mark + 1);
    return {
      rulesStart,
      glossary,
      credits: credits < 0 ? lines.length : credits,
      omitted: { part: 'glossary', line: mark + 1, mark: lines[mark]!.trim() },
    };
  }
  const credits = indexOfHeading(lines, PART_HEADINGS.credits, glossary + 1);
  if (credits < 0)
    return { rulesStart, glossary, credits: lines.length, truncated: { part: 'glossary', line: lastLine } };
  return { rulesStart, glossary, credits };
}

/**
 * Walk back from the first rule over blank lines and headings to the nearest chapter heading.
 * Stopping at the first chapter, or at a heading that does not lead in order to the one after it,
 * keeps a contents list that directly precedes the rules (no "Glossary"/"Credits" between) out.
 */
function headingsBefore(lines: readonly string[], firstRule: number): number {
  let start = firstRule;
  // The section of the first rule, then each earlier section must come before the one after it.
  let following = lines[firstRule]!.slice(0, 3);
  let sameAllowed = true;
  for (let i = firstRule - 1; i >= 0; i--) {
    const c = classifyLine(lines[i]!);
    if (c.kind === 'blank') continue;
    if (c.kind === 'section' && (c.number < following || (sameAllowed && c.number === following))) {
      start = i;
      following = c.number;
      sameAllowed = false;
    } else if (c.kind === 'chapter' && c.number === following[0]) return i;
    else break;
  }
  return start;
}

function indexOfHeading(lines: readonly string[], names: ReadonlySet<string>, from: number): number {
  // A line longer than every name, with nothing to trim at its ends, is no heading: most lines are
  // rules, and trimming each (a string per line) was most of the search.
  let longest = 0;
  for (const n of names) longest = Math.max(longest, n.length);
  const SPACE = /\s/;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > longest && !SPACE.test(line[0]!) && !SPACE.test(line[line.length - 1]!)) continue;
    if (isPartHeading(line, names)) return i;
  }
  return -1;
}

function nextNonBlank(lines: readonly string[], from: number): number {
  for (let i = from; i < lines.length; i++) if (lines[i]!.trim() !== '') return i;
  return -1;
}

function lastNonBlank(lines: readonly string[]): number {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.trim() !== '') return i;
  return 0;
}
