/**
 * Raw renditions: the text of each numbered thing (chapter, section, rule, subrule) in one source,
 * still in the source's own numbering (parse/renditions.ts reads them off a tree). Identity
 * (identity.ts) later places them on canonical ids.
 */
import { printedExampleLabelPattern } from '../langs/index.js';
import type { Placement, RuleKind } from './schema.js';

export interface RawRendition {
  source: string;
  lang: string;
  /** The numbering the source's numbers are read in: a cr date, a declared date, or "current". */
  numbering: string;
  /** The version the text belongs to (cr date or SOURCE#N), null for undated translations. */
  version: string | null;
  number: string;
  kind: RuleKind;
  title: string;
  text: string;
  examples: string[];
  /** Each example's place among the rule's examples (1-based), where the source says (an import). */
  exampleAt?: number[];
  line: number;
  inferred?: boolean;
  variants?: Array<{ text: string; line: number }>;
  /** Set when content placed this (translated) rendition on another node than its printed number says. */
  placedAt?: { numbering: string; number: string; placement: Placement };
}

/** The node a rendition belongs to: where content placed it, else its own number in its numbering. */
export function renditionNode(r: RawRendition): { numbering: string; number: string } {
  return r.placedAt ?? r;
}

/** A numbered line with no sentence is a title with an empty body (`702.19. Trample`). */
export function isTitleOnly(text: string): boolean {
  return (
    text.length > 0 &&
    text.length <= 80 &&
    !text.includes('\n') &&
    !/[.!?:;»”"')。！？：；」』）]\s*$/u.test(text) &&
    !endsSentenceInside(text)
  );
}

/**
 * A sentence ends inside the text, whatever ends it: a Chinese full stop anywhere (`…赢得游戏。（参见规则809.5）`),
 * a stop followed by more (`…패배합니다. (See rule 809.5)`). A title has none (`秘罗万岁！` ends with its mark).
 */
export function endsSentenceInside(text: string): boolean {
  return /。|[！？](?!\s*$)|[.!?]["'”’)]?\s+\S/u.test(text);
}

// Not after a letter or digit (`\b` knows no Han: "…生效。例如：" has a label too); either colon.
const EXAMPLE_INLINE = new RegExp(`\\s*(?<![\\p{L}\\p{N}])(?:${printedExampleLabelPattern()})[:：]\\s*`, 'gu');

/** Split "body Example: one Example: two" (rule-history blocks print examples inline). */
export function splitInlineExamples(text: string): { body: string; examples: string[] } {
  const parts = text.split(EXAMPLE_INLINE);
  return {
    body: parts[0]!.trim(),
    examples: parts
      .slice(1)
      .map((p) => p.trim())
      .filter(Boolean),
  };
}
