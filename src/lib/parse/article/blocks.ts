/**
 * Turning the lines of one article section (between two headings) into blocks: quoted rules
 * with their body paragraphs and examples, back-references owning examples, and the author's
 * commentary.
 */
import {
  pos,
  type BlockNode,
  type CommentaryNode,
  type ExampleNode,
  type RuleNode,
  type Warn,
} from '../../model/tree.js';
import {
  backReference,
  endsSentence,
  exampleText,
  isCaption,
  isDialogue,
  isQuestion,
  ruleLine,
  startsLowercase,
  type RuleLine,
} from './lines.js';
import type { Line } from './list.js';
import { referencedNumbers } from './refs.js';

export type Kind = 'rule' | 'backref' | 'example' | 'text';

export interface Classified extends Line {
  kind: Kind;
  rule?: RuleLine;
  example?: string;
}

export function classify(l: Line): Classified {
  const rule = ruleLine(l.text);
  if (rule) return { ...l, kind: 'rule', rule };
  const back = backReference(l.text);
  if (back) return { ...l, kind: 'backref', rule: back };
  const example = exampleText(l.text);
  if (example !== undefined) return { ...l, kind: 'example', example };
  return { ...l, kind: 'text' };
}

/**
 * How many unlabelled lines between a rule's body and a following `Пример:` still belong to
 * the body. Rules quoted over several paragraphs put the rest of the rule there (706.9d's
 * second sentence); the author's remarks come after the examples, not before them.
 */
const MAX_BODY_BEFORE_EXAMPLE = 2;

export interface BlockState {
  /** Numbers already quoted in full: a later full quote is a variant. */
  quoted: Set<string>;
  warn: Warn;
}

export function sectionBlocks(lines: Classified[], state: BlockState): BlockNode[] {
  const out: BlockNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const l = lines[i]!;
    if (l.kind === 'rule' || l.kind === 'backref') {
      i = ruleBlock(lines, i, state, out);
    } else if (l.kind === 'example') {
      // A labelled example with no rule before it: kept, but it cannot be attached.
      state.warn(l.line, 'example not preceded by a quoted rule', 'rules:example-outside-rule');
      const [node, next] = exampleBlock(lines, i);
      out.push(node);
      i = next;
    } else {
      const [node, next] = commentaryBlock(lines, i);
      out.push(node);
      i = next;
    }
  }
  return out;
}

/** Index of the last line of a wrapped paragraph starting at `i`: lowercase lines continue it. */
function wrappedEnd(lines: Classified[], i: number): number {
  let end = i;
  while (
    end + 1 < lines.length &&
    lines[end + 1]!.kind === 'text' &&
    !endsSentence(lines[end]!.text) &&
    startsLowercase(lines[end + 1]!.text)
  ) {
    end++;
  }
  return end;
}

function commentaryBlock(lines: Classified[], i: number): [CommentaryNode, number] {
  const end = wrappedEnd(lines, i);
  const value = lines
    .slice(i, end + 1)
    .map((l) => l.text)
    .join('\n');
  const node: CommentaryNode = { type: 'commentary', value, position: pos(lines[i]!.line, lines[end]!.line) };
  const refersTo = referencedNumbers(value);
  if (refersTo.length > 0) node.refersTo = refersTo;
  return [node, end + 1];
}

function exampleBlock(lines: Classified[], i: number): [ExampleNode, number] {
  const end = wrappedEnd(lines, i);
  const rest = lines.slice(i + 1, end + 1).map((l) => l.text);
  const value = [lines[i]!.example!, ...rest].join('\n');
  return [{ type: 'example', value, position: pos(lines[i]!.line, lines[end]!.line) }, end + 1];
}

function ruleBlock(lines: Classified[], start: number, state: BlockState, out: BlockNode[]): number {
  const head = lines[start]!;
  const { number, printed, text } = head.rule!;
  const node: RuleNode = { type: 'rule', number, printed, children: [], position: pos(head.line) };
  const bare = head.kind === 'backref' || text === '';
  if (bare) node.backReference = true;
  else if (state.quoted.has(number)) node.variant = true;
  else state.quoted.add(number);

  let i = start + 1;
  if (!bare) {
    node.children.push({ type: 'paragraph', value: text, position: pos(head.line) });
    i = bodyContinuation(lines, i, node);
    i = bodyBeforeExample(lines, i, node);
  }
  while (i < lines.length && lines[i]!.kind === 'example') {
    const [example, next] = exampleBlock(lines, i);
    node.children.push(example);
    i = next;
  }
  node.position = pos(head.line, lines[i - 1]!.line);
  out.push(node);
  return i;
}

/**
 * A rule line that does not end its sentence goes on below (706.9d: «…который» then list
 * items «не копирует …,» «сохраняет … или» and the closing «определяющие … не копируются.»).
 * A following line continues it when it starts lowercase, or when the rule introduced it with `:`.
 * Each such line is a body paragraph of its own, as printed.
 */
function bodyContinuation(lines: Classified[], i: number, node: RuleNode): number {
  let prev = lines[i - 1]!.text;
  while (i < lines.length && lines[i]!.kind === 'text' && !endsSentence(prev)) {
    const l = lines[i]!;
    if (!startsLowercase(l.text) && !prev.endsWith(':')) break;
    node.children.push({ type: 'paragraph', value: l.text, position: pos(l.line) });
    prev = l.text;
    i++;
  }
  return i;
}

/** See MAX_BODY_BEFORE_EXAMPLE: plain prose lines right before the rule's examples. */
function bodyBeforeExample(lines: Classified[], i: number, node: RuleNode): number {
  let j = i;
  while (j < lines.length && j - i < MAX_BODY_BEFORE_EXAMPLE && isRuleProse(lines[j]!)) j++;
  if (j === i || j >= lines.length || lines[j]!.kind !== 'example') return i;
  for (const l of lines.slice(i, j)) node.children.push({ type: 'paragraph', value: l.text, position: pos(l.line) });
  return j;
}

/** Could be rule text: a statement, not dialogue, a question, a caption or an introduction (`…:`). */
function isRuleProse(l: Classified): boolean {
  const t = l.text;
  return l.kind === 'text' && endsSentence(t) && !isQuestion(t) && !isDialogue(t) && !isCaption(t);
}
