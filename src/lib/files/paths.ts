/** Where things are by default: the content folder and the graph store (DESIGN §5 resolution order). */
import path from 'node:path';

export const DEFAULT_GRAPH = path.join('generated', 'graph.json');

/** `--content DIR`, else $RULES_CONTENT, else content/. */
export function resolveContentDir(flag?: string): string {
  return path.resolve(flag ?? process.env.RULES_CONTENT ?? 'content');
}
