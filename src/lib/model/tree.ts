/**
 * The unist tree every parser produces: one `root` per source document.
 * Parsers keep the text as printed (after decoding); the graph stage normalises.
 * Every node carries `position.start.line` (1-based, in the decoded text) so that
 * warnings and errors can name `file:line`.
 */
import type { Node, Parent, Position } from 'unist';
import type { z } from 'zod';
import type { RuleId, Warning } from './errors.js';
import { FormatSchema } from './schema.js';

/** Source formats, one parser each (sources.yaml's `format`). */
export type Format = z.infer<typeof FormatSchema>;
export const FORMATS: readonly Format[] = FormatSchema.options;

interface Located extends Node {
  position: Position;
}

/** A heading: a chapter (`1.`), a section (`100.`), or an unnumbered heading (article, page titles). */
export interface HeadingNode extends Located {
  type: 'heading';
  /** 1 = chapter, 2 = section, 3 = any other heading (article section, "Subreglas", a title line). */
  depth: 1 | 2 | 3;
  /** Normalised number without trailing dot: `"1"`, `"100"`; absent for unnumbered headings. */
  number?: string;
  /** The heading text without its number. */
  value: string;
}

/** A paragraph of running text. */
export interface ParagraphNode extends Located {
  type: 'paragraph';
  value: string;
}

/** An `Example:` / `Ejemplo:` / `Пример:` paragraph; `value` excludes the label. */
export interface ExampleNode extends Located {
  type: 'example';
  value: string;
  /** Its place among the rule's examples (1-based), where the source says (a translator's file does). */
  index?: number;
}

/**
 * A numbered rule or subrule (or one whose number was inferred).
 * `children` are its body paragraphs (in order) and its examples.
 */
export interface RuleNode extends Located {
  type: 'rule';
  /** Normalised number: `707.10`, `707.10a` (Latin letter, no trailing dot). */
  number: string;
  /** The number exactly as printed (`501.2а.`, `706.12`), or `""` when inferred. */
  printed: string;
  /** True when the number is not printed but deduced (rule-page subrules, repaired numbers). */
  inferred?: boolean;
  /** Set when the number was repaired by position: the printed number is wrong. */
  repairedFrom?: string;
  /** A numbered line with no sentence (`502.2. First Strike`): its title; the body is then empty. */
  title?: string;
  /** Article only: the rule is quoted again here (variants of one rendition). */
  variant?: boolean;
  /** Article only: a bare number line or back-reference `(706.3)` owning the examples after it. */
  backReference?: boolean;
  children: Array<ParagraphNode | ExampleNode>;
}

/** A glossary entry of a `cr` file. */
export interface GlossaryEntryNode extends Located {
  type: 'glossaryEntry';
  /** The headword line as printed (`Active Player, Nonactive Player Order`, `Ante (Obsolete)`). */
  headword: string;
  /** The terms it defines: comma-joined headwords split where they name separate terms. */
  terms: string[];
  obsolete: boolean;
  /** Definition paragraphs; numbered senses keep their `1.` prefix. */
  senses: string[];
  /** `See X.` redirect target when the whole entry is a redirect. */
  redirect?: string;
  examples: string[];
}

/** A revision block of a rule-history page (change view, markers lost). */
export interface RevisionNode extends Located {
  type: 'revision';
  /** 0 = the text before the first change. */
  index: number;
  value: string;
}

/** A list (the article's homework questions). */
export interface ListNode extends Located {
  type: 'list';
  /** Optional heading text the list sits under. */
  title?: string;
  items: Array<{ value: string; line: number }>;
}

/** Author's commentary in an article: a paragraph not quoting a rule. */
export interface CommentaryNode extends Located {
  type: 'commentary';
  value: string;
  /** Rule numbers (as printed in the source's numbering) the paragraph refers back to. */
  refersTo?: string[];
}

export type BlockNode =
  HeadingNode | ParagraphNode | ExampleNode | RuleNode | GlossaryEntryNode | RevisionNode | ListNode | CommentaryNode;

export interface SourceRoot extends Parent {
  type: 'root';
  data: {
    format: Format;
    lang: string;
    /** Effective date found in the text (ISO), if any. */
    date?: string;
    /** Title found in the text (first title line, `Regla 707.10 · …`), if any. */
    title?: string;
    /** Further title lines (seed 000 has Russian then English). */
    titles?: string[];
    /** Credits / translators' block. */
    credit?: string;
    /** rule-page / rule-history: the rule the page is about, normalised. */
    rule?: string;
    /**
     * cr: the file ends early, in this part, at this line, after this rule number or glossary
     * headword; what would follow is unknown in that release, not removed.
     */
    truncated?: { part: 'rules' | 'glossary'; line: number; after?: string };
    /** article-md: the Markdown as written, the runnable examples it embeds, its front matter's numbering. */
    markdown?: string;
    scenarios?: Array<{ id: string; line: number }>;
    numbering?: string;
  };
  children: BlockNode[];
}

/**
 * Where a tree's top-level nodes are printed, when not at their positions: a tree read back from the
 * ingest cache shares the nodes a release prints as the release before it did, a few lines further
 * on (ingest/tree-cache.ts), so children[i] and everything in it are printed lineShifts(tree)[i]
 * lines below their positions. Whoever reads a line of a tree adds it.
 */
const shifted = new WeakMap<SourceRoot, Int32Array>();

/** Each top-level node's shift (undefined: every node is printed at its position). */
export function lineShifts(tree: SourceRoot): Int32Array | undefined {
  return shifted.get(tree);
}

export function setLineShifts(tree: SourceRoot, shifts: Int32Array): void {
  shifted.set(tree, shifts);
}

/** What every parser receives besides the text. */
export interface ParseContext {
  /** Path used in warnings and errors (relative to the content folder, or as given). */
  file: string;
  lang: string;
  /** The date the source is listed with (sources.yaml, `rules add --date`): a whole translation that states none takes it. */
  date?: string;
  /** Report an oddity of the text at a line (a vfile message with its rule id). */
  warn(line: number, reason: string, ruleId: RuleId, column?: number): void;
}

export type Parser = (text: string, ctx: ParseContext) => SourceRoot;

export function pos(line: number, endLine = line): Position {
  return { start: { line, column: 1 }, end: { line: endLine, column: 1 } };
}

export type { RuleId, Warning };

/** How parsers report an oddity: `ParseContext.warn`. */
export type Warn = ParseContext['warn'];
