/** What a parsed source holds, as `rules stats` reports it (DESIGN §5), for every format. */
import type { SourceRoot } from '../model/tree.js';
import { kindOf } from '../model/numbers.js';

export interface Counts {
  sections: number;
  rules: number;
  subrules: number;
  examples: number;
  glossary: number;
  /** rule-history: the revisions its change views hold (n views, n + 1 revisions). */
  revisions?: number;
}

/**
 * sections = `NNN.` headings, rules = `NNN.N`, subrules = lettered, examples = examples of rules,
 * glossary = entries; a rule-history page holds the one rule it is about, in `revisions` revisions.
 */
export function countTree(tree: SourceRoot): Counts {
  const c: Counts = { sections: 0, rules: 0, subrules: 0, examples: 0, glossary: 0 };
  if (tree.data.format === 'rule-history') {
    const views = tree.children.filter((n) => n.type === 'revision').length;
    const kind = tree.data.rule ? kindOf(tree.data.rule) : undefined;
    if (kind === 'rule') c.rules++;
    else if (kind === 'subrule') c.subrules++;
    if (views > 0) c.revisions = views + 1;
    return c;
  }
  // Index loops: every node of every release once per build, mostly before V8 optimises this.
  const nodes = tree.children;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.type === 'heading' && node.depth === 2 && node.number) c.sections++;
    else if (node.type === 'glossaryEntry') c.glossary++;
    else if (node.type === 'rule') {
      if (!node.backReference && !node.variant) {
        const kind = kindOf(node.number);
        if (kind === 'rule') c.rules++;
        else if (kind === 'subrule') c.subrules++;
      }
      const children = node.children;
      for (let j = 0; j < children.length; j++) if (children[j]!.type === 'example') c.examples++;
    }
  }
  return c;
}
