/**
 * One pass over a text collecting the clues format detection weighs (DESIGN §2's table).
 * Only line-anchored regexes and counters: a 1 MB CR file takes a few milliseconds.
 */
import { splitLines } from '../../decode/index.js';
import { EXAMPLE_LABEL_RE, leadingNumber, parseTitleLine } from '../rule-page/labels.js';
import { VIEW_CHANGE_RE } from '../rule-history/index.js';
import { CR_TITLE_RE, PART_HEADINGS } from '../../langs/index.js';
import { dateInText } from './date.js';

export interface Features {
  /** First non-empty line, trimmed. */
  firstLine: string;
  /** "Comprehensive Rules" (in any registered language) in the title lines at the top. */
  crTitle: boolean;
  /** "effective as of" / "current as of" (or a registered language's effective-date line) near the top. */
  asOf: boolean;
  /** Lines that are a whole CR's glossary heading in a registered language ("Glossary", "词汇表"). */
  glossaryHeadings: number;
  viewChangeLines: number;
  /** gettext `msgid` lines (a PO file). */
  poEntries: number;
  /** A `title:` line in the front matter a file opens with (`---` … `---`: Markdown). */
  frontMatterTitle: boolean;
  /** First line `Rule 707.10 · Title` (with a separator: `strong`) or bare `Rule 707.10`. */
  pageTitle: 'strong' | 'bare' | null;
  /** Distinct section numbers printed as headings (`500. Title`, `504`). */
  sectionHeadings: Set<string>;
  /** Lines starting with a rule number (`706.10 …`, `501.2а …`). */
  ruleLines: number;
  /** Sections and rules (without subrule letters) of those lines. */
  ruleSections: Set<string>;
  ruleBases: Set<string>;
  exampleLines: number;
  /** `(706.3)` or a line that is only a rule number: an article pointing back at a rule. */
  backReferenceLines: number;
  /** Non-empty lines before the first rule line, and the longest of them. */
  leadingLines: number;
  leadingLongest: number;
  /** After the first rule line: short unpunctuated lines (headings) and questions — commentary. */
  commentaryLines: number;
  /** Rule numbers anywhere in the text (`see rule 601.2a`). */
  inlineNumbers: number;
}

/** How many non-empty lines at the top count as the title block. */
const HEAD_LINES = 8;
const SECTION_HEADING_RE = /^(\d{3})(\.?)(?:[\s\u00a0]+(.*))?$/u;
const BACK_REFERENCE_RE = /^\(?\d{3}\.\d+[a-zа-я]{0,2}\.?\)?$/u;
const INLINE_NUMBER_RE = /(?<![\d.])\d{3}\.\d+[a-z]{0,2}(?![\d])/g;

export function collectFeatures(text: string): Features {
  const lines = splitLines(text.replace(/^\uFEFF/, ''));
  const f: Features = {
    firstLine: '',
    crTitle: false,
    asOf: false,
    glossaryHeadings: 0,
    viewChangeLines: 0,
    poEntries: 0,
    frontMatterTitle: false,
    pageTitle: null,
    sectionHeadings: new Set(),
    ruleLines: 0,
    ruleSections: new Set(),
    ruleBases: new Set(),
    exampleLines: 0,
    backReferenceLines: 0,
    leadingLines: 0,
    leadingLongest: 0,
    commentaryLines: 0,
    inlineNumbers: 0,
  };
  let nonEmpty = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    nonEmpty++;
    if (nonEmpty === 1) {
      f.firstLine = line;
      const title = parseTitleLine(line);
      if (title) f.pageTitle = title.sectionTitle !== undefined ? 'strong' : 'bare';
    }
    if (nonEmpty <= HEAD_LINES) {
      if (CR_TITLE_RE.test(line)) f.crTitle = true;
      // In English even with a misprinted date ("June18"); in a registered language, its date form.
      if (/\b(?:effective|current)\s+as\s+of\b/i.test(line) || dateInText(line) !== undefined) f.asOf = true;
    }
    if (PART_HEADINGS.glossary.has(line)) f.glossaryHeadings++;
    if (/^msgid\s+"/.test(line)) f.poEntries++;
    if (f.firstLine === '---' && nonEmpty <= HEAD_LINES && /^title:\s*\S/.test(line)) f.frontMatterTitle = true;
    if (VIEW_CHANGE_RE.test(line)) {
      f.viewChangeLines++;
      continue;
    }
    if (EXAMPLE_LABEL_RE.test(line)) {
      f.exampleLines++;
      continue;
    }
    if (BACK_REFERENCE_RE.test(line)) {
      f.backReferenceLines++;
      continue;
    }
    const section = sectionHeading(line);
    if (section) {
      f.sectionHeadings.add(section);
      continue;
    }
    const lead = leadingNumber(line);
    if (lead) {
      f.ruleLines++;
      f.ruleSections.add(lead.number.slice(0, 3));
      f.ruleBases.add(lead.number.replace(/[a-z]{1,2}$/, ''));
      continue;
    }
    if (f.ruleLines === 0) {
      f.leadingLines++;
      f.leadingLongest = Math.max(f.leadingLongest, line.length);
    } else if (looksLikeCommentary(line)) {
      f.commentaryLines++;
    }
  }
  f.inlineNumbers = text.match(INLINE_NUMBER_RE)?.length ?? 0;
  return f;
}

/**
 * `500. Легальные атаки и блоки`, `504`, `100. General` → the section number. A line such as
 * `100 cards is the minimum.` is prose: without a dot after the number the rest must read
 * like a title (short, no closing punctuation).
 */
function sectionHeading(line: string): string | undefined {
  const m = SECTION_HEADING_RE.exec(line);
  if (!m) return undefined;
  const [, number, dot, rest] = m;
  if (rest === undefined || rest === '') return number;
  if (/^\d/.test(rest) || rest.length > 100) return undefined;
  if (dot === '' && /[.;,:!?]$/.test(rest)) return undefined;
  return number;
}

/** A short line without closing punctuation (an author's heading) or a question. */
function looksLikeCommentary(line: string): boolean {
  if (/\?\s*$/.test(line)) return true;
  return line.length <= 60 && !/[.:;!?»"”)…]$/.test(line);
}
