/**
 * The revisions of a rule-history page (seed 003): n change-view blocks → n+1 clean texts, versions
 * `SOURCEID#0` … `SOURCEID#n` (DESIGN §3: `#0` is the text before the first change).
 */
import type { RevisionNode, SourceRoot } from '../parse/tree.js';
import { splitInlineExamples } from '../graph/renditions.js';
import { reconstructRevisions } from './reconstruct.js';

export interface PageRevision {
  /** `SOURCEID#k`. */
  version: string;
  index: number;
  /** The whole revision as the page prints it (body and inline examples). */
  full: string;
  text: string;
  examples: string[];
}

const cache = new WeakMap<SourceRoot, PageRevision[]>();

export function blocksOf(tree: SourceRoot): string[] {
  return tree.children.filter((n): n is RevisionNode => n.type === 'revision').map((n) => n.value);
}

export function pageRevisions(tree: SourceRoot, sourceId: string): PageRevision[] {
  const hit = cache.get(tree);
  if (hit) return hit;
  const out = reconstructRevisions(blocksOf(tree), tree.data.lang).map((full, index) => {
    const { body, examples } = splitInlineExamples(full);
    return { version: `${sourceId}#${index}`, index, full, text: body, examples };
  });
  cache.set(tree, out);
  return out;
}
