/**
 * Lines → paragraphs for page-like sources. Pages print one paragraph per line; blank lines
 * are mere spacing. A line indented by two or more spaces right after a text line continues
 * that paragraph (wrapped text in copies made from terminals).
 */
import { splitLines } from '../../decode/index.js';
import { EXAMPLE_LABEL_RE, leadingNumber } from './labels.js';

export interface Para {
  text: string;
  /** 1-based first and last line in the decoded text. */
  line: number;
  endLine: number;
}

export function toParagraphs(text: string): Para[] {
  const lines = splitLines(text.replace(/^\uFEFF/, ''));
  const paras: Para[] = [];
  let previousBlank = true;
  lines.forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '') {
      previousBlank = true;
      return;
    }
    const last = paras[paras.length - 1];
    // The first paragraph is the page's title line: never extend it.
    const indented = /^(?: {2,}|\t)/.test(raw);
    const startsBlock = EXAMPLE_LABEL_RE.test(trimmed) || leadingNumber(trimmed) !== undefined;
    if (last && paras.length > 1 && !previousBlank && indented && !startsBlock) {
      last.text += ' ' + trimmed;
      last.endLine = line;
    } else {
      paras.push({ text: trimmed, line, endLine: line });
    }
    previousBlank = false;
  });
  return paras;
}
