/**
 * Parser for `article` sources: prose that quotes rules (seed 001, the Russian article on copy
 * effects). One paragraph per line; headings, quoted rules, examples, back-references,
 * commentary and a closing question list are told apart by layout and wording alone, so the
 * same heuristics work for English, Spanish and Russian articles. See lines.ts (single
 * lines), blocks.ts (rules and commentary) and list.ts (question lists) for the rules used.
 */
import { splitLines } from '../../decode/index.js';
import { InputError } from '../../model/errors.js';
import {
  pos,
  type BlockNode,
  type HeadingNode,
  type ListNode,
  type Parser,
  type SourceRoot,
} from '../../model/tree.js';
import { classify, sectionBlocks, type BlockState, type Classified } from './blocks.js';
import { isCreditLine, isHeading, markdownHeading } from './lines.js';
import { questionList, type Line } from './list.js';

/** At most this many closing lines are read as the credit block. */
const MAX_CREDIT_LINES = 5;
const TITLE_MAX = 60;

export const parseArticle: Parser = (text, ctx) => {
  const raw = splitLines(text.startsWith('\uFEFF') ? text.slice(1) : text);
  const lines: Line[] = raw.map((t, i) => ({ line: i + 1, text: t.trim() })).filter((l) => l.text !== '');
  if (lines.length === 0) throw new InputError(ctx.file, 0, 'empty article: no text');

  const { body, credit } = splitCredit(lines);
  const state: BlockState = { quoted: new Set(), warn: (line, reason, ruleId) => ctx.warn(line, reason, ruleId) };
  const children: BlockNode[] = [];
  for (const section of sections(body)) {
    if (section.heading) children.push(section.heading);
    children.push(...sectionNodes(section, state));
  }
  if (!children.some((c) => c.type === 'rule')) {
    ctx.warn(lines[0]!.line, 'article quotes no rule', 'rules:no-rule-quoted');
  }

  const firstHeading = children.find((c): c is HeadingNode => c.type === 'heading');
  const data: SourceRoot['data'] = { format: 'article', lang: ctx.lang };
  const title = firstHeading?.value ?? sensibleTitle(body[0]?.text ?? '');
  if (title) data.title = title;
  if (credit) data.credit = credit;
  return { type: 'root', data, children, position: pos(1, raw.length) };
};

/**
 * Closing lines that look like a credit (™/©, "Magic: the Gathering", «Автор: …») are the
 * credit block. Only the very end is searched: the same words inside the article are prose.
 */
function splitCredit(lines: Line[]): { body: Line[]; credit?: string } {
  let start = lines.length;
  while (start > 0 && lines.length - start < MAX_CREDIT_LINES && isCreditLine(lines[start - 1]!.text)) start--;
  if (start === lines.length) return { body: lines };
  const credit = lines
    .slice(start)
    .map((l) => l.text)
    .join('\n');
  return { body: lines.slice(0, start), credit };
}

interface Section {
  heading?: HeadingNode;
  lines: Classified[];
}

/** Split at headings; a heading is judged by its own line and the line after it (lines.ts). */
function sections(body: Line[]): Section[] {
  const out: Section[] = [{ lines: [] }];
  body.forEach((l, i) => {
    const c = classify(l);
    const md = markdownHeading(l.text);
    if (c.kind === 'text' && (md !== undefined || isHeading(l.text, body[i + 1]?.text))) {
      const heading: HeadingNode = { type: 'heading', depth: 3, value: md ?? l.text, position: pos(l.line) };
      out.push({ heading, lines: [] });
    } else {
      out[out.length - 1]!.lines.push(c);
    }
  });
  return out.filter((s) => s.heading || s.lines.length > 0);
}

function sectionNodes(section: Section, state: BlockState): BlockNode[] {
  const quotesNothing = section.lines.every((l) => l.kind === 'text');
  const list = quotesNothing ? questionList(section.lines) : undefined;
  if (!list) return sectionBlocks(section.lines, state);
  const first = list.items[0]!;
  const last = list.items[list.items.length - 1]!;
  const node: ListNode = {
    type: 'list',
    items: list.items.map(({ value, line }) => ({ value, line })),
    position: pos(first.line, last.endLine),
  };
  if (section.heading) node.title = section.heading.value;
  const asText = (ls: Line[]) => sectionBlocks(ls.map(classify), state);
  return [...asText(list.before), node, ...asText(list.after)];
}

/** With no heading: the first sentence of the text, cut at a word boundary. */
function sensibleTitle(first: string): string {
  const sentence = /^(.*?[.!?:])(?:\s|$)/u.exec(first)?.[1] ?? first;
  const bare = sentence.replace(/[.:]$/u, '');
  if (bare.length <= TITLE_MAX) return bare;
  const cut = bare.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/[\s,;–—-]+$/u, '')}…`;
}
