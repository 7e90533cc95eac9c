/**
 * Classifying single lines of an article: quoted rule lines, back-references, labelled
 * examples, headings, captions and credits. Articles put one paragraph on one line, so a
 * line is the unit here; joining wrapped lines is left to the callers (continuation rules).
 */
import { exampleLabelPattern } from '../../langs/index.js';
import { normaliseNumber } from '../../model/numbers.js';

/** A rule number as printed at the start of a line: `706.2`, `706.9d`, `711.3.`, `501.2а` (Cyrillic letter). */
const NUMBER_SRC = String.raw`\d{3}\.\d+(?:\.?[a-zа-яё]{1,2})?\.?`;
/** The number must be followed by whitespace (NBSP included) or the end of the line, so `100.5%` is not a rule. */
const RULE_LINE = new RegExp(String.raw`^(${NUMBER_SRC})(?=\s|$)\s*(.*)$`, 'iu');
/** `(706.3)` alone on a line: the author points back at a rule to hang examples on it. */
const BACK_REFERENCE = new RegExp(String.raw`^\(\s*(${NUMBER_SRC})\s*\)\.?$`, 'iu');

/**
 * Example labels of the languages the project reads (and a few neighbours). The colon is
 * required: «Например, …» ("for example") opens the author's own unlabelled examples.
 */
const EXAMPLE_LABEL = new RegExp(`^(?:${exampleLabelPattern()})(?:\\s+\\d+)?\\s*[:：]\\s*`, 'iu');

/** Short labelled lines that caption a picture rather than title a section. */
const CAPTION_LABEL =
  /^(?:Фото|Рис(?:унок|\.)?|Иллюстрация|Изображение|Арт|Источник|Photo|Picture|Image|Illustration|Art|Source|Foto|Imagen|Ilustración|Fuente)\s*[:：]/iu;

/** Trademark and authorship lines: the credit block of a web article, found only at its very end. */
const CREDIT =
  /[©®™]|\(c\)|Magic:\s*the\s*Gathering|Wizards\s+of\s+the\s+Coast|^(?:Автор|Авторы|Перевод|Переводчик|Редактор|Author|Authors|Written\s+by|Translated\s+by|Translation|Autor|Autores|Traducción|Traducido\s+por|By)\b/iu;

const OPEN_QUOTES = '«“„"\'‘‹';
const CLOSE_QUOTES = '»”"\'’›“';
/** Dialogue lines and bullets start with a dash or bullet sign; those are never headings. */
const DASH_OR_BULLET = /^[-–—•*·]/u;

export interface RuleLine {
  number: string;
  printed: string;
  /** The text after the number; `""` for a bare number line. */
  text: string;
}

/** A line opening with a rule number, or undefined. */
export function ruleLine(line: string): RuleLine | undefined {
  const m = RULE_LINE.exec(line);
  if (!m) return undefined;
  const printed = m[1]!;
  const number = normaliseNumber(printed);
  return number ? { number, printed, text: m[2]!.trim() } : undefined;
}

/** `(706.3)` → `{number: '706.3', printed: '706.3'}`. */
export function backReference(line: string): RuleLine | undefined {
  const m = BACK_REFERENCE.exec(line);
  if (!m) return undefined;
  const number = normaliseNumber(m[1]!);
  return number ? { number, printed: m[1]!, text: '' } : undefined;
}

/** The example text without its label, or undefined when the line is not labelled. */
export function exampleText(line: string): string | undefined {
  const m = EXAMPLE_LABEL.exec(line);
  return m ? line.slice(m[0].length).trim() : undefined;
}

export function isCaption(line: string): boolean {
  return CAPTION_LABEL.test(line);
}

/** A credit line must be short as well: a long paragraph merely naming the game is prose. */
export function isCreditLine(line: string): boolean {
  return line.length <= 200 && CREDIT.test(line);
}

export function isDialogue(line: string): boolean {
  return DASH_OR_BULLET.test(line);
}

/** Ends a sentence: `.`, `!`, `?`, `…`, possibly inside closing quotes or brackets. */
export function endsSentence(line: string): boolean {
  return /[.!?…]["'»”’)\]]*$/u.test(line);
}

/** A question: ends with `?` (possibly inside closing quotes), the homework lists' hallmark. */
export function isQuestion(line: string): boolean {
  return /\?["'»”’)\]]*$/u.test(line);
}

/** First letter is lowercase: the line continues the sentence of the line before. */
export function startsLowercase(line: string): boolean {
  return /^\p{Ll}/u.test(line);
}

/** Markdown headings (`## Title`) are taken at their word. */
export function markdownHeading(line: string): string | undefined {
  const m = /^#{1,6}\s+(.+?)\s*#*$/u.exec(line);
  return m ? m[1] : undefined;
}

/**
 * Is this line a section heading? Articles mark headings only by layout: a short line
 * standing alone between paragraphs. The tests, in order:
 * - at most 80 characters and 10 words (longer lines are paragraphs that lost their period);
 * - not dialogue, bullet, bracketed, caption (`Фото: …`), nor starting with a digit;
 * - starts with a capital letter, after any opening quote («Входит и выходит»);
 * - one sentence only (no `. X` inside);
 * - does not end with `.`, `,`, `:`, `;`, `…` — nor `?`: a question on its own line
 *   («Что же это такое?») is the author asking the reader, and a heading phrased as a
 *   question cannot be told from that, so questions stay commentary;
 * - `!` only after a wholly quoted title («Имя, сестра, имя»!), where the quote marks it a title;
 * - the next line is not a lowercase continuation (then this line is a wrapped sentence);
 * - something follows it (a trailing short line is a signature, not a heading).
 */
export function isHeading(line: string, next: string | undefined): boolean {
  if (next === undefined || startsLowercase(next)) return false;
  if (line.length > 80 || line.split(/\s+/u).length > 10) return false;
  if (isDialogue(line) || line.startsWith('(') || isCaption(line) || /^\d/u.test(line)) return false;
  const bare = stripOpeningQuotes(line);
  if (!/^\p{Lu}/u.test(bare)) return false;
  if (/[.!?…]["»”’)]*\s+["«“„]?\p{Lu}/u.test(line)) return false;
  if (line.endsWith('!')) return isWhollyQuoted(line.slice(0, -1).trimEnd());
  const inner = stripClosingQuotes(line);
  return !/[.,:;…?!]$/u.test(inner);
}

function stripOpeningQuotes(line: string): string {
  let i = 0;
  while (i < line.length && OPEN_QUOTES.includes(line[i]!)) i++;
  return line.slice(i);
}

function stripClosingQuotes(line: string): string {
  let end = line.length;
  while (end > 0 && CLOSE_QUOTES.includes(line[end - 1]!)) end--;
  return line.slice(0, end);
}

function isWhollyQuoted(line: string): boolean {
  return line.length > 2 && OPEN_QUOTES.includes(line[0]!) && CLOSE_QUOTES.includes(line[line.length - 1]!);
}
