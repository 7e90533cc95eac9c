/**
 * Writing what ingestion built: the graph's store (store/), with what `rules review` reads
 * worked out here once, so that the command reads one file, and the runnable examples
 * (ingest/scenarios.ts), so that the site reads them from the store.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { Graph, ReviewItem } from '../model/schema.js';
import { writeStore } from '../store/write.js';
import { reviewQueue } from '../review/query.js';
import type { Scenario } from '../scenarios/schema.js';

export function writeGraph(indexFile: string, graph: Graph, scenarios?: Scenario[]): void {
  writeStore(indexFile, graph, { review: reviewPart(graph), ...(scenarios ? { scenarios } : {}) });
}

/** The review queue of every translation language of the content. */
export function reviewPart(graph: Graph): Record<string, ReviewItem[]> {
  const out: Record<string, ReviewItem[]> = {};
  const langs = [...new Set(graph.sources.map((s) => s.lang))].filter((l) => l !== SOURCE_LANG).sort();
  for (const lang of langs) out[lang] = reviewQueue(graph, lang).items;
  return out;
}
