/**
 * The revisions of a rule-history page (seed 003): n change-view blocks → n+1 clean texts, versions
 * `SOURCEID#0` … `SOURCEID#n` (DESIGN §3: `#0` is the text before the first change).
 */
import type { RevisionNode, SourceRoot } from '../../model/tree.js';
import { splitInlineExamples } from '../../model/renditions.js';
import { reconstructRevisions } from './reconstruct.js';
import { KeptTable } from '../../files/kept.js';

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
/** Reconstructions kept from one ingest to the next (files/kept.ts): a page's revisions, as texts. */
const kept = new KeptTable<string[], string[]>({
  name: 'page-revisions',
  code: 'lib/parse/rule-parse/rule-history/reconstruct.ts',
  encode: (texts) => texts,
  decode: (texts) => [...texts],
  isStored: (v): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string'),
});
/**
 * Real change views are a few kB; reconstruction aligns neighbouring blocks token by token, which is
 * quadratic. Past this size a block is read as it is printed (found by the hardening fuzz: a
 * 50,000-line block hung the ingest).
 */
const MAX_BLOCK = 50_000;

export function blocksOf(tree: SourceRoot): string[] {
  return tree.children.filter((n): n is RevisionNode => n.type === 'revision').map((n) => n.value);
}

export function pageRevisions(tree: SourceRoot, sourceId: string): PageRevision[] {
  const hit = cache.get(tree);
  if (hit) return hit;
  const blocks = blocksOf(tree);
  const texts = blocks.some((b) => b.length > MAX_BLOCK)
    ? blocks.length > 0
      ? [blocks[0]!, ...blocks]
      : []
    : kept.get([tree.data.lang ?? '', ...blocks], () => reconstructRevisions(blocks, tree.data.lang));
  const out = texts.map((full, index) => {
    const { body, examples } = splitInlineExamples(full);
    return { version: `${sourceId}#${index}`, index, full, text: body, examples };
  });
  cache.set(tree, out);
  return out;
}
