/** The `rules stats` counts of a parsed CR file (DESIGN §5). */
import { parseNumber } from '../numbers.js';
import type { SourceRoot } from '../tree.js';

export interface CrCounts {
  /** `NNN.` headings. */
  sections: number;
  /** `NNN.N` rules. */
  rules: number;
  /** Lettered subrules. */
  subrules: number;
  /** `Example:` paragraphs of rules (glossary entries' own examples excluded). */
  examples: number;
  /** Glossary entries. */
  glossary: number;
}

export function countCr(root: SourceRoot): CrCounts {
  const counts: CrCounts = { sections: 0, rules: 0, subrules: 0, examples: 0, glossary: 0 };
  for (const node of root.children) {
    if (node.type === 'heading' && node.depth === 2) counts.sections++;
    else if (node.type === 'glossaryEntry') counts.glossary++;
    else if (node.type === 'rule') {
      if (parseNumber(node.number)?.letter) counts.subrules++;
      else counts.rules++;
      for (const child of node.children) if (child.type === 'example') counts.examples++;
    }
  }
  return counts;
}
