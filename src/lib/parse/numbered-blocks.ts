/**
 * Reading texts made of numbered rules (cr-section, rule-excerpt; usable by any parser):
 * rule-number prefixes with the quirks translators introduce, example labels, credit blocks,
 * and blocks (a paragraph = consecutive non-blank lines; a numbered line or an example label
 * starts a new one even without a blank line before it, as official CR files print examples).
 */
import { exampleLabelPattern } from '../langs/index.js';
import { kindOf, normaliseNumber, type RuleKind } from '../model/numbers.js';

/**
 * Any Unicode space. `\s` already covers U+00A0, U+2000–U+200A, U+202F, U+3000 and U+FEFF;
 * the zero-width space and word joiner are not spaces to JS but editors leave them after numbers.
 */
const SPACE = '[\\s\\u200b\\u2060]';
const SPACE_RE = new RegExp(SPACE, 'u');

/** Trim every kind of Unicode space from both ends (a scan: a regex `\s+$` is quadratic on long runs). */
export function trimAll(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && SPACE_RE.test(s[a]!)) a++;
  while (b > a && SPACE_RE.test(s[b - 1]!)) b--;
  return s.slice(a, b);
}

/**
 * A rule number at the start of a line: `501.2а` (Cyrillic letter), `501.10a.` (trailing dot),
 * `502.25.c` (dot before the letter), `502,55а` (comma for the dot), `5.` (chapter), `500.` (section).
 * The letter must stand alone (`501.3.Прервать` is 501.3 followed by a word, not subrule 501.3П).
 * Rule parts never start with 0, which keeps `100,000 …` from reading as rule 100.0.
 */
const PREFIX_RE = new RegExp(
  `^(\\d{1,3}(?:[.,][1-9]\\d{0,2}(?:\\.?[a-zа-яё]{1,2}(?![\\p{L}\\p{N}]))?)?\\.?)(${SPACE}*)([^]*)$`,
  'iu',
);

export interface NumberPrefix {
  /** The number exactly as printed, trailing dot included (`501.2а`, `501.3.`, `502,55а`). */
  printed: string;
  /** Normalised (`501.2a`, `501.3`, `502.55a`). */
  number: string;
  kind: RuleKind;
  /** The text after the number and its spaces. */
  rest: string;
  /** Printed with a comma where a dot belongs (worth a warning). */
  comma: boolean;
}

/** The rule number a line starts with, if any. */
export function readNumberPrefix(line: string): NumberPrefix | undefined {
  const m = PREFIX_RE.exec(trimAll(line));
  if (!m) return undefined;
  const [, printed = '', space = '', rest = ''] = m;
  // Text glued to the number is accepted only after a dot and as a word (`501.3.Прервать`):
  // `100%`, `3D`, `706.3)` are prose, and `306.b …` (2008's typo) is no section heading.
  if (space === '' && rest !== '' && !(printed.endsWith('.') && /^(?:\p{L}{2}|[«"“„'(])/u.test(rest))) return undefined;
  const comma = printed.includes(',');
  const number = normaliseNumber(printed.replace(',', '.'));
  if (number === undefined) return undefined;
  const kind = kindOf(number);
  // A chapter needs its dot (`5. Дополнительные правила`); a bare digit starts ordinary prose.
  if (kind === 'chapter' && !printed.endsWith('.')) return undefined;
  return { printed, number, kind, rest: trimAll(rest), comma };
}

/** A short one-sentence line: what a chapter or section heading looks like. */
export function looksLikeHeading(text: string): boolean {
  return text.length <= 100 && !/[.!?…]\s+\S/u.test(text);
}

/**
 * Example labels in the languages of the sources; `Например:` ("for example") is how one
 * translator labels examples, `Пример.` how another punctuates them.
 */
const EXAMPLE_RE = new RegExp(`^(?:${exampleLabelPattern()})${SPACE}*[:.]${SPACE}*`, 'iu');

/** The example text when `text` starts with an example label, else undefined. */
export function readExampleLabel(text: string): string | undefined {
  const m = EXAMPLE_RE.exec(trimAll(text));
  return m ? trimAll(trimAll(text).slice(m[0].length)) : undefined;
}

export interface Block {
  /** 1-based line of the first and last line. */
  line: number;
  endLine: number;
  /** The block's lines, trimmed. */
  lines: string[];
}

/** Does this line begin a new block even right after a non-blank line? */
function startsBlock(line: string): boolean {
  if (readExampleLabel(line) !== undefined) return true;
  const p = readNumberPrefix(line);
  if (!p) return false;
  // Mid-paragraph, only `500. Title` splits: a wrapped line may well start with "100 карт".
  return p.kind === 'rule' || p.kind === 'subrule' || (p.printed.endsWith('.') && looksLikeHeading(p.rest));
}

/** Group lines into blocks (see the file comment). */
export function splitBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  lines.forEach((raw, i) => {
    const line = trimAll(raw);
    if (line === '') {
      current = undefined;
      return;
    }
    if (!current || startsBlock(line)) {
      current = { line: i + 1, endLine: i + 1, lines: [line] };
      blocks.push(current);
    } else {
      current.lines.push(line);
      current.endLine = i + 1;
    }
  });
  return blocks;
}

export type BlockContent =
  | { kind: 'heading'; depth: 1 | 2; number: string; value: string }
  | { kind: 'rule'; prefix: NumberPrefix; value: string }
  | { kind: 'example'; value: string }
  | { kind: 'text'; value: string };

/** What a block is: a chapter/section heading, a numbered rule, an example, or plain text. */
export function classifyBlock(block: Block): BlockContent {
  const [first = '', ...more] = block.lines;
  const prefix = readNumberPrefix(first);
  if (prefix && (prefix.kind === 'rule' || prefix.kind === 'subrule')) {
    return { kind: 'rule', prefix, value: [prefix.rest, ...more].filter((l) => l !== '').join('\n') };
  }
  if (prefix && more.length === 0 && looksLikeHeading(prefix.rest)) {
    return { kind: 'heading', depth: prefix.kind === 'chapter' ? 1 : 2, number: prefix.number, value: prefix.rest };
  }
  const example = readExampleLabel(first);
  if (example !== undefined) return { kind: 'example', value: [example, ...more].filter((l) => l !== '').join('\n') };
  return { kind: 'text', value: block.lines.join('\n') };
}

/** Words and marks that open a credits block: a link, "translated", "translators", ©, thanks. */
const CREDIT_RE =
  /https?:\/\/|www\.|©|\(c\)|перев[оеё]д|переводчик|благодар|translat|credits?\b|traduc|agradec|\bauthors?\b|авторы?\b/iu;

/**
 * Where the credits start: the first plain-text block after the last numbered or labelled
 * block that mentions translating, translators, a link or ©; everything after it is credits too.
 * Undefined when the trailing text has no such cue (it is then ordinary text).
 */
export function findCreditStart(contents: readonly BlockContent[]): number | undefined {
  let i = contents.length;
  while (i > 0 && contents[i - 1]!.kind === 'text') i--;
  for (; i < contents.length; i++) {
    if (CREDIT_RE.test(contents[i]!.value)) return i;
  }
  return undefined;
}

/** Where the body ends (findCreditStart, else the last block) and the credits' text after it, if any. */
export function creditsOf(
  blocks: readonly Block[],
  contents: readonly BlockContent[],
): { end: number; credit?: string } {
  const end = findCreditStart(contents) ?? blocks.length;
  if (end >= blocks.length) return { end };
  return {
    end,
    credit: blocks
      .slice(end)
      .flatMap((b) => b.lines)
      .join('\n'),
  };
}
