/**
 * Question lists: a section made of one question per line (the article's closing homework).
 * Nothing marks them but their shape, so a section becomes a list when
 * - it quotes no rule, back-reference or labelled example,
 * - it has at least 3 lines (not counting an introduction ending with `:`), and at least 60 % of
 *   them are questions (end with `?`).
 * Lines are then joined into items:
 * - a line starting lowercase continues the item before it (a wrapped sentence);
 * - a line after an item that does not end a sentence continues it;
 * - a line that is no question, followed by a question, is its setup: the two are one item
 *   («Mimic Vat … Myr Welder.» + «Сможет ли он … ?»). A list of questions does not mix in
 *   statements, so a statement there must belong to the question after it.
 * Lines before the first item that end with `:` introduce the list, and lines after the last
 * question close it; both stay the author's commentary.
 * Limits: a list of statements, or bullets/numbers (`1.`, `–`), is not recognised; it stays
 * commentary line by line.
 */
import { endsSentence, isQuestion, startsLowercase } from './lines.js';

export interface Line {
  /** 1-based line number in the decoded text. */
  line: number;
  text: string;
}

export interface QuestionList {
  /** Lines before the list (commentary). */
  before: Line[];
  items: Array<{ value: string; line: number; endLine: number }>;
  /** Lines after the last question (commentary). */
  after: Line[];
}

const MIN_LINES = 3;
const MIN_QUESTION_SHARE = 0.6;

/** The list in these section lines, or undefined when they are not a question list. */
export function questionList(lines: Line[]): QuestionList | undefined {
  let first = 0;
  while (first < lines.length && !isQuestion(lines[first]!.text) && lines[first]!.text.endsWith(':')) first++;
  // The introduction does not count: the share is taken over the candidate items.
  const rest = lines.slice(first);
  if (rest.length < MIN_LINES) return undefined;
  const questions = rest.filter((l) => isQuestion(l.text)).length;
  if (questions < rest.length * MIN_QUESTION_SHARE) return undefined;

  let last = lines.length - 1;
  while (last >= first && !isQuestion(lines[last]!.text)) last--;

  const items: QuestionList['items'] = [];
  for (let i = first; i <= last; i++) {
    const { line, text } = lines[i]!;
    const prev = items[items.length - 1];
    const prevLine = i > first ? lines[i - 1]!.text : undefined;
    const continues =
      prev !== undefined &&
      prevLine !== undefined &&
      (startsLowercase(text) || !endsSentence(prevLine) || !isQuestion(prevLine));
    if (continues) {
      prev.value = `${prev.value} ${text}`;
      prev.endLine = line;
    } else {
      items.push({ value: text, line, endLine: line });
    }
  }
  return { before: lines.slice(0, first), items, after: lines.slice(last + 1) };
}
