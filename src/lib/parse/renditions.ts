/** Tree → raw renditions: the last step of parsing, in the model's terms (model/renditions.ts). */
import { lineShifts, type BlockNode, type RuleNode, type SourceRoot } from '../model/tree.js';
import { kindOf } from '../model/numbers.js';
import { isTitleOnly, type RawRendition } from '../model/renditions.js';
import type { RuleKind } from '../model/schema.js';

type Base = Pick<RawRendition, 'source' | 'lang' | 'numbering' | 'version'>;

/**
 * The examples of a rendition without any (most of the archive's some 330,000): one frozen list for
 * all, replaced by a list of its own when an example is added (addExample).
 */
const NO_EXAMPLES: string[] = Object.freeze([]) as unknown as string[];

function addExample(r: RawRendition, example: string): void {
  if (r.examples === NO_EXAMPLES) r.examples = [example];
  else r.examples.push(example);
}

/**
 * A rendition written out key by key: `{ ...base, …, ...(x ? { inferred: true } : {}) }` took
 * V8's slow path for every one of the ~12,000 renditions of five CRs (100–200 ms of the parse stage).
 */
function rendition(
  base: Base,
  number: string,
  kind: RuleKind,
  title: string,
  text: string,
  examples: string[],
  line: number,
): RawRendition {
  return {
    source: base.source,
    lang: base.lang,
    numbering: base.numbering,
    version: base.version,
    number,
    kind,
    title,
    text,
    examples,
    line,
  };
}

function ruleRendition(node: RuleNode, base: Base, shift: number): RawRendition {
  // One pass over the children (every rule of every release: hundreds of thousands); most rules
  // are one paragraph, read without a list of one.
  const children = node.children;
  const only = children.length === 1 ? children[0]! : undefined;
  let examples = NO_EXAMPLES;
  let exampleAt: number[] | undefined;
  let text: string;
  if (only?.type === 'paragraph') text = only.value.trim();
  else {
    const body: string[] = [];
    const own: string[] = [];
    let at: number[] | undefined;
    for (const c of children)
      if (c.type === 'paragraph') body.push(c.value.trim());
      else if (c.type === 'example') {
        own.push(c.value.trim());
        if (c.index !== undefined) (at ??= []).push(c.index);
      }
    text = body.length === 1 ? body[0]! : body.join('\n');
    if (own.length) examples = own;
    if (at && at.length === own.length) exampleAt = at;
  }
  // The parser may already have told a title line from a sentence (cr); otherwise judge here.
  let title = node.title ?? '';
  if (node.title === undefined && examples.length === 0 && isTitleOnly(text)) {
    title = text;
    text = '';
  }
  const r = rendition(base, node.number, kindOf(node.number), title, text, examples, node.position.start.line + shift);
  if (node.inferred) r.inferred = true;
  if (exampleAt) r.exampleAt = exampleAt;
  return r;
}

export interface SourceInfo {
  id: string;
  lang: string;
  numbering: string;
  version: string | null;
}

/** Every rendition a source's tree holds, merged per number (article variants, back-references). */
export function collectRenditions(tree: SourceRoot, info: SourceInfo): RawRendition[] {
  const base: Base = { source: info.id, lang: info.lang, numbering: info.numbering, version: info.version };
  const byNumber = new Map<string, RawRendition>();
  const add = (r: RawRendition, node?: RuleNode) => {
    const prev = byNumber.get(r.number);
    if (!prev) {
      byNumber.set(r.number, r);
      return;
    }
    // A rule quoted again (article) or a back-reference owning examples: one rendition, variants kept.
    if (r.text && !prev.text) Object.assign(prev, { text: r.text, title: prev.title || r.title, line: r.line });
    else if (r.text && r.text !== prev.text) (prev.variants ??= []).push({ text: r.text, line: r.line });
    for (const ex of r.examples) if (!prev.examples.includes(ex)) addExample(prev, ex);
    void node;
  };
  // A tree read back from the cache may share nodes with the release before (tree.ts lineShifts).
  const shifts = lineShifts(tree);
  const children = tree.children as BlockNode[];
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    const shift = shifts?.[i] ?? 0;
    if (node.type === 'heading' && node.number) {
      const line = node.position.start.line + shift;
      add(rendition(base, node.number, kindOf(node.number), node.value.trim(), '', NO_EXAMPLES, line));
    } else if (node.type === 'rule') {
      add(ruleRendition(node, base, shift), node);
    }
  }
  return [...byNumber.values(), ...unnumbered(tree, base)];
}

/**
 * A cr-section's top-level paragraphs are rules whose number the translators dropped (the parser
 * keeps continuations inside their rule): renditions with number "" that the alignment stage
 * places by content; the examples right after one are its examples.
 */
function unnumbered(tree: SourceRoot, base: Base): RawRendition[] {
  if (tree.data.format !== 'cr-section') return [];
  const out: RawRendition[] = [];
  let last: RawRendition | undefined;
  const shifts = lineShifts(tree);
  const children = tree.children as BlockNode[];
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type === 'paragraph') {
      const line = node.position.start.line + (shifts?.[i] ?? 0);
      last = rendition(base, '', 'rule', '', node.value.trim(), NO_EXAMPLES, line);
      out.push(last);
    } else if (node.type === 'example' && last) addExample(last, node.value.trim());
    else last = undefined;
  }
  return out;
}
