/**
 * `rules history NUMBER` (DESIGN §5): a rule's English revisions, oldest first. NUMBER is read as in
 * `rules lookup` (today's id wins, an old number one rule had resolves, else the candidates).
 */
import type { Graph, Revision } from '../model/schema.js';
import { lookup, type Candidates, type LookupOptions } from './lookup.js';

export interface HistoryResult {
  id: string;
  title: string;
  revisions: Revision[];
}

export function history(
  graph: Graph,
  number: string,
  opts: Pick<LookupOptions, 'version'> = {},
): HistoryResult | Candidates {
  const found = lookup(graph, number, { version: opts.version });
  if ('candidates' in found) return found;
  const rule = graph.rules[found.id]!;
  return { id: rule.id, title: rule.title, revisions: rule.revisions };
}
