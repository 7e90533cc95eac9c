/**
 * `cr-section`: a translated section (or sections) of the Comprehensive Rules (seed 004:
 * chapter 5 of the 2008 CR in Russian). Output: a chapter heading (depth 1), section headings
 * (depth 2), a RuleNode per numbered rule or subrule with its paragraphs and examples, the
 * first line as `data.title` and the translators' credits at the end as `data.credit`.
 *
 * Unnumbered paragraphs that continue the paragraph before stay in its rule; the others are rules
 * whose number the translators dropped. Their number is not guessed: they become top-level
 * paragraphs in document order (examples after them too), for the alignment stage to place.
 * Numbers that break the sequence but fit the gap are repaired (see ../sequence.ts).
 */
import { InputError } from '../../model/errors.js';
import { splitLines } from '../../decode/index.js';
import {
  pos,
  type BlockNode,
  type ExampleNode,
  type ParagraphNode,
  type Parser,
  type RuleNode,
  type SourceRoot,
  type Warn,
} from '../../model/tree.js';
import { classifyBlock, creditsOf, splitBlocks, type Block, type BlockContent } from '../numbered-blocks.js';
import { repairSequence } from '../sequence.js';
import { isContinuation } from './continuation.js';

export const parseCrSection: Parser = (text, ctx) => {
  const blocks = splitBlocks(splitLines(text));
  const contents = blocks.map(classifyBlock);
  if (!contents.some((c) => c.kind === 'heading' || c.kind === 'rule')) {
    throw new InputError(ctx.file, 0, 'no section heading or numbered rule found (not a cr-section source)');
  }
  const data: SourceRoot['data'] = { format: 'cr-section', lang: ctx.lang };

  // Title: the unnumbered lines the file opens with.
  let start = 0;
  if (contents[0]?.kind === 'text') {
    const titleLines = blocks[0]!.lines;
    data.title = titleLines[0];
    if (titleLines.length > 1) data.titles = [...titleLines];
    start = 1;
  }
  const { end: creditAt, credit } = creditsOf(blocks, contents);
  if (credit !== undefined) data.credit = credit;

  const children = readBody(blocks.slice(start, creditAt), contents.slice(start, creditAt), ctx.warn);
  const rules = children.filter((n): n is RuleNode => n.type === 'rule');
  repairSequence(rules, ctx.warn);
  return { type: 'root', data, children };
};

/** Where unnumbered text and examples go: into a rule, or top-level (after a heading or a dropped-number paragraph). */
type Container = { rule: RuleNode } | { top: string };

function readBody(blocks: readonly Block[], contents: readonly BlockContent[], warn: Warn): BlockNode[] {
  const children: BlockNode[] = [];
  let container: Container = { top: 'the start' };
  contents.forEach((c, i) => {
    const block = blocks[i]!;
    const position = pos(block.line, block.endLine);
    switch (c.kind) {
      case 'heading':
        children.push({ type: 'heading', depth: c.depth, number: c.number, value: c.value, position });
        container = { top: `${c.depth === 1 ? 'chapter' : 'section'} ${c.number}` };
        return;
      case 'rule': {
        const { printed, number, comma } = c.prefix;
        if (comma)
          warn(block.line, `rule number ${printed} printed with a comma; read as ${number}`, 'rules:number-comma');
        const rule: RuleNode = { type: 'rule', number, printed, children: [], position };
        if (c.value !== '')
          rule.children.push({ type: 'paragraph', value: c.value, position: pos(block.line, block.endLine) });
        children.push(rule);
        container = { rule };
        return;
      }
      case 'example': {
        const example: ExampleNode = { type: 'example', value: c.value, position };
        if ('rule' in container) append(container.rule, example);
        else children.push(example);
        return;
      }
      case 'text': {
        const owner = 'rule' in container ? container.rule : undefined;
        const last = owner ? owner.children[owner.children.length - 1] : topLevelText(children);
        // A rule printed as a bare number has its text in the next paragraph.
        if (owner && !last) return append(owner, { type: 'paragraph', value: c.value, position });
        if (last && isContinuation(last.value, c.value)) {
          if (owner && last.type === 'paragraph') return append(owner, { type: 'paragraph', value: c.value, position });
          // Text running on from an example (or a top-level paragraph) extends it.
          last.value += '\n' + c.value;
          last.position.end = { ...position.end };
          if (owner) owner.position.end = { ...position.end };
          return;
        }
        const after = owner ? owner.number : 'top' in container ? container.top : '';
        warn(
          block.line,
          `unnumbered paragraph after ${after}: kept apart as a rule whose number was dropped`,
          'rules:number-dropped',
        );
        children.push({ type: 'paragraph', value: c.value, position });
        container = { top: 'an unnumbered paragraph' };
        return;
      }
    }
  });
  return children;
}

function append(rule: RuleNode, node: RuleNode['children'][number]): void {
  rule.children.push(node);
  rule.position.end = { ...node.position.end };
}

/** The top-level paragraph or example just before, when nothing numbered came after it. */
function topLevelText(children: readonly BlockNode[]): ParagraphNode | ExampleNode | undefined {
  const last = children[children.length - 1];
  return last && (last.type === 'paragraph' || last.type === 'example') ? last : undefined;
}
