/**
 * `rule-excerpt`: numbered rules of one section quoted on their own (seed 000: 706.10 of the
 * 2011–2013 CR in Russian, its subrules and 706.12), with no commentary. So, unlike a cr-section,
 * every paragraph up to the next numbered line belongs to the rule above it: translators split
 * one rule over several paragraphs. `Example:`/`Ejemplo:`/`Пример:` paragraphs become examples.
 *
 * Title lines: the short unnumbered lines before the first numbered one (seed 000: Russian, then
 * English). `data.title` is the first, `data.titles` all of them. Longer unnumbered text there is
 * an introduction and stays as top-level paragraphs; trailing credits go to `data.credit`.
 */
import { InputError } from '../../model/errors.js';
import { splitLines } from '../../decode/index.js';
import { pos, type BlockNode, type Parser, type RuleNode, type SourceRoot } from '../../model/tree.js';
import { classifyBlock, creditsOf, splitBlocks } from '../numbered-blocks.js';
import { repairSequence } from '../sequence.js';

/** Title lines are short; a longer unnumbered line before the first rule is prose. */
const TITLE_MAX = 150;

export const parseRuleExcerpt: Parser = (text, ctx) => {
  const blocks = splitBlocks(splitLines(text));
  const contents = blocks.map(classifyBlock);
  const firstNumbered = contents.findIndex((c) => c.kind === 'rule' || c.kind === 'heading');
  if (!contents.some((c) => c.kind === 'rule')) {
    throw new InputError(ctx.file, 0, 'no numbered rule found (not a rule excerpt)');
  }
  const data: SourceRoot['data'] = { format: 'rule-excerpt', lang: ctx.lang };
  const titles: string[] = [];
  let start = 0;
  while (start < firstNumbered) {
    const c = contents[start]!;
    const lines = blocks[start]!.lines;
    if (c.kind !== 'text' || lines.some((l) => l.length > TITLE_MAX)) break;
    titles.push(...lines);
    start++;
  }
  if (titles.length > 0) {
    data.title = titles[0];
    data.titles = titles;
  }
  const { end: creditAt, credit } = creditsOf(blocks, contents);
  if (credit !== undefined) data.credit = credit;

  const children: BlockNode[] = [];
  let rule: RuleNode | undefined;
  for (let i = start; i < creditAt; i++) {
    const c = contents[i]!;
    const block = blocks[i]!;
    const position = pos(block.line, block.endLine);
    if (c.kind === 'heading') {
      children.push({ type: 'heading', depth: c.depth, number: c.number, value: c.value, position });
      rule = undefined;
    } else if (c.kind === 'rule') {
      const { printed, number, comma } = c.prefix;
      if (comma)
        ctx.warn(block.line, `rule number ${printed} printed with a comma; read as ${number}`, 'rules:number-comma');
      rule = { type: 'rule', number, printed, children: [], position };
      if (c.value !== '')
        rule.children.push({ type: 'paragraph', value: c.value, position: pos(block.line, block.endLine) });
      children.push(rule);
    } else {
      const node = { type: c.kind === 'example' ? 'example' : 'paragraph', value: c.value, position } as const;
      if (rule) {
        rule.children.push(node);
        rule.position.end = { ...position.end };
      } else children.push(node);
    }
  }
  const rules = children.filter((n): n is RuleNode => n.type === 'rule');
  repairSequence(rules, ctx.warn);
  // One section is what makes an excerpt; after repair, any other is worth a word.
  const section = rules[0]!.number.slice(0, 3);
  for (const r of rules) {
    if (!r.number.startsWith(section + '.'))
      ctx.warn(r.position.start.line, `rule ${r.printed} is outside section ${section}`, 'rules:rule-outside-section');
  }
  return { type: 'root', data, children };
};
