/** Shared helpers for the article parser tests. */
import { parseArticle } from '../../../src/lib/parse/article/index.js';
import type { BlockNode, RuleNode, SourceRoot } from '../../../src/lib/model/tree.js';

export interface Parsed {
  tree: SourceRoot;
  warnings: Array<{ line: number; reason: string }>;
}

export function parse(text: string, lang = 'ru'): Parsed {
  const warnings: Parsed['warnings'] = [];
  const tree = parseArticle(text, { file: 'test.txt', lang, warn: (line, reason) => warnings.push({ line, reason }) });
  return { tree, warnings };
}

export function rules(tree: SourceRoot): RuleNode[] {
  return tree.children.filter((c): c is RuleNode => c.type === 'rule');
}

export function ofType<T extends BlockNode['type']>(tree: SourceRoot, type: T): Array<Extract<BlockNode, { type: T }>> {
  return tree.children.filter((c): c is Extract<BlockNode, { type: T }> => c.type === type);
}

/** Every line number a tree carries: node starts and ends, rule children, list items. */
export function allLines(tree: SourceRoot): number[] {
  const out: number[] = [];
  for (const c of tree.children) {
    out.push(c.position.start.line, c.position.end.line);
    if (c.type === 'rule') for (const k of c.children) out.push(k.position.start.line, k.position.end.line);
    if (c.type === 'list') for (const it of c.items) out.push(it.line);
  }
  return out;
}
