/**
 * The rules part of a CR file → chapter and section headings and rule nodes, in document order.
 * A rule owns every line up to the next numbered line or heading: its body paragraphs, indented
 * continuation lines (new paragraphs) and its `Example:` paragraphs, even after a blank line
 * (2025's 701.67b).
 */
import {
  pos,
  type ExampleNode,
  type HeadingNode,
  type ParagraphNode,
  type RuleNode,
  type Warn,
} from '../../model/tree.js';
import { classifyLine, isTitle, type CrLine } from './lines.js';
import { RuleSequence, type NumberedLine } from './sequence.js';

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
    else if (c.kind === 'continuation' && c.rule)
      numbered.push({ line: i + 1, kind: 'rule', printed: c.rule.printed, indented: true });
  }
  const sequence = new RuleSequence(numbered, warn);
  const out: Array<HeadingNode | RuleNode> = [];
  let rule: RuleNode | undefined;
  let afterBlank = false;
  let k = 0;

  const checkSymbols = (text: string, line: number) => {
    // Most paragraphs hold no symbol at all: no match iterator for them.
    if (!text.includes('{')) return;
    for (const m of text.matchAll(DOUBLED_SYMBOL))
      warn(
        line,
        `mana symbol ${m[0]} looks like a typo for ${`{${m[1]}}`.repeat(m[0].length - 2)}`,
        'rules:symbol-typo',
        lines[line - 1]!.indexOf(m[0]) + 1,
      );
  };
  const paragraph = (text: string, line: number): ParagraphNode => {
    checkSymbols(text, line);
    return { type: 'paragraph', value: text, position: pos(line) };
  };
  const addParagraph = (text: string, line: number) => {
    if (!rule) return warn(line, `text outside any rule ignored: "${text.slice(0, 40)}"`, 'rules:text-outside-rule');
    rule.children.push(paragraph(text, line));
    rule.position.end.line = line;
  };

  const startRule = (number: string, printed: string, repairedFrom: string | undefined, text: string, line: number) => {
    const title = isTitle(text);
    // Most rules hold one paragraph: a literal of one, where `[]` and a push would reserve 17 slots.
    const children: RuleNode['children'] = !title && text ? [paragraph(text, line)] : [];
    rule = { type: 'rule', number, printed, children, position: pos(line) };
    if (repairedFrom !== undefined) rule.repairedFrom = repairedFrom;
    out.push(rule);
    if (title) rule.title = text;
  };

  for (let i = 0; i < classified.length; i++) {
    const c = classified[i]!;
    const line = from + i + 1;
    if (c.kind === 'joined') continue;
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
          addParagraph(`${c.asPrinted ?? c.printed} ${c.text}`.trim(), line);
          break;
        }
        if (c.quirk === 'space-in-number')
          warn(line, `space inside rule number ${c.asPrinted}: read as ${placed.number}`, 'rules:number-space');
        else if (c.quirk === 'no-space-after-number')
          warn(line, `no space after rule number ${c.asPrinted}: read as ${placed.number}`, 'rules:number-no-space');
        startRule(placed.number, c.printed, placed.repairedFrom, c.text, line);
        break;
      }
      case 'example':
        if (!rule) {
          warn(line, 'Example: outside any rule ignored', 'rules:example-outside-rule');
          break;
        }
        checkSymbols(c.text, line);
        rule.children.push({ type: 'example', value: c.text, position: pos(line) } satisfies ExampleNode);
        rule.position.end.line = line;
        break;
      case 'continuation': {
        const placed = c.rule ? sequence.place(k++) : undefined;
        if (c.rule && placed?.number !== undefined) {
          const column = lines[line - 1]!.search(/\S/) + 1;
          warn(
            line,
            `rule line indented by spaces: read as rule ${placed.number}, not as a paragraph of ${rule?.number ?? 'the rule above'}`,
            'rules:indented-rule-line',
            column,
          );
          startRule(placed.number, c.rule.printed, placed.repairedFrom, c.rule.text, line);
        } else addParagraph(c.text, line);
        break;
      }
      case 'text':
        if (rule && blankBefore)
          warn(
            line,
            `unnumbered line after a blank line read as a paragraph of ${rule.number}`,
            'rules:paragraph-after-blank',
          );
        addParagraph(c.text, line);
        break;
    }
  }
  return out;
}
