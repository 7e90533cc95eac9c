/**
 * The rules part of a CR file → chapter and section headings and rule nodes, in document order.
 * A rule owns every line up to the next numbered line or heading: its body paragraphs, indented
 * continuation lines (new paragraphs) and its `Example:` paragraphs, even after a blank line
 * (2025's 701.67b).
 */
import { pos, type ExampleNode, type HeadingNode, type ParagraphNode, type RuleNode } from '../tree.js';
import { classifyLine, isTitle, type CrLine } from './lines.js';
import { RuleSequence, type NumberedLine } from './sequence.js';

type Warn = (line: number, reason: string) => void;

/** `{BB}` for `{B}{B}` (2025): a mana symbol repeating one colour is a typo. */
const DOUBLED_SYMBOL = /\{([WUBRGC])\1+\}/g;

export function parseRules(
  lines: readonly string[],
  from: number,
  to: number,
  warn: Warn,
): Array<HeadingNode | RuleNode> {
  const classified: CrLine[] = [];
  const numbered: NumberedLine[] = [];
  for (let i = from; i < to; i++) {
    const c = classifyLine(lines[i]!);
    classified.push(c);
    if (c.kind === 'chapter' || c.kind === 'section' || c.kind === 'rule')
      numbered.push({ line: i + 1, kind: c.kind, printed: c.printed });
  }
  const sequence = new RuleSequence(numbered, warn);
  const out: Array<HeadingNode | RuleNode> = [];
  let rule: RuleNode | undefined;
  let afterBlank = false;
  let k = 0;

  const checkSymbols = (text: string, line: number) => {
    for (const m of text.matchAll(DOUBLED_SYMBOL))
      warn(line, `mana symbol ${m[0]} looks like a typo for ${`{${m[1]}}`.repeat(m[0].length - 2)}`);
  };
  const addParagraph = (text: string, line: number) => {
    if (!rule) return warn(line, `text outside any rule ignored: "${text.slice(0, 40)}"`);
    checkSymbols(text, line);
    rule.children.push({ type: 'paragraph', value: text, position: pos(line) } satisfies ParagraphNode);
    rule.position.end.line = line;
  };

  for (let i = 0; i < classified.length; i++) {
    const c = classified[i]!;
    const line = from + i + 1;
    if (c.kind === 'blank') {
      afterBlank = true;
      continue;
    }
    const blankBefore = afterBlank;
    afterBlank = false;
    switch (c.kind) {
      case 'chapter':
      case 'section': {
        const placed = sequence.place(k++);
        rule = undefined;
        out.push({
          type: 'heading',
          depth: c.kind === 'chapter' ? 1 : 2,
          number: placed.number ?? c.number,
          value: c.text,
          position: pos(line),
        });
        break;
      }
      case 'rule': {
        const placed = sequence.place(k++);
        if (placed.number === undefined) {
          addParagraph(`${c.printed} ${c.text}`.trim(), line);
          break;
        }
        rule = { type: 'rule', number: placed.number, printed: c.printed, children: [], position: pos(line) };
        if (placed.repairedFrom !== undefined) rule.repairedFrom = placed.repairedFrom;
        out.push(rule);
        if (isTitle(c.text)) rule.title = c.text;
        else if (c.text) addParagraph(c.text, line);
        break;
      }
      case 'example':
        if (!rule) {
          warn(line, 'Example: outside any rule ignored');
          break;
        }
        checkSymbols(c.text, line);
        rule.children.push({ type: 'example', value: c.text, position: pos(line) } satisfies ExampleNode);
        rule.position.end.line = line;
        break;
      case 'continuation':
        addParagraph(c.text, line);
        break;
      case 'text':
        if (rule && blankBefore) warn(line, `unnumbered line after a blank line read as a paragraph of ${rule.number}`);
        addParagraph(c.text, line);
        break;
    }
  }
  return out;
}
