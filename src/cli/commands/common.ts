/**
 * Options every command shares, and the graph a command works on. Commands load what they use when
 * they run (dynamic imports): `rules lookup` on a fresh graph never loads the ingestion.
 */
import type { Command } from 'commander';
import type { Store } from '../../lib/store/read.js';
import type { Graph, ReviewItem } from '../../lib/model/schema.js';

export interface CommonOptions {
  json?: boolean;
  content?: string;
  graph?: string;
}

export function withCommon(cmd: Command): Command {
  return cmd
    .option('--json', 'print JSON')
    .option('--content <dir>', 'content folder (default: $RULES_CONTENT, else content/)')
    .option('--graph <path>', 'the graph store: its folder or its graph.json (default: generated/graph.json)');
}

export async function storeFor(opts: CommonOptions): Promise<Store> {
  const { obtainStore } = await import('../store.js');
  // The progress bar is loaded only when the graph is being rebuilt.
  let progress: { update: (done: number, total: number, item: string) => void; stop: () => void } | undefined;
  try {
    return await obtainStore({
      content: opts.content,
      graph: opts.graph,
      onProgress: (done, total, item) => progress?.update(done, total, item),
      onRebuild: async () => {
        const { progressReporter: reporter } = await import('../progress.js');
        progress = reporter('ingest');
      },
    });
  } finally {
    progress?.stop();
  }
}

export async function graphFor(opts: CommonOptions): Promise<Graph> {
  return (await storeFor(opts)).graph;
}

/** A `--lang` the graph has texts in; else a usage error naming the languages there are (exit 1). */
export async function checkLang(lang: string, graph: Pick<Graph, 'sources'>): Promise<void> {
  const langs = [...new Set(graph.sources.map((x) => x.lang))].sort();
  if (langs.includes(lang)) return;
  const { UsageError } = await import('../output.js');
  throw new UsageError(`unknown language: ${lang} (the languages there are: ${langs.join(', ')})`);
}

/**
 * A language's review queue: as the ingest stored it, else (a graph written without it) worked out.
 * `diffs: false` when the pending changes' word diffs are not shown (their part is then not read).
 */
export async function reviewQueueOf(store: Store, lang: string, options?: { diffs?: boolean }): Promise<ReviewItem[]> {
  return (
    store.review(lang, options) ?? (await import('../../lib/review/query.js')).reviewQueue(store.graph, lang).items
  );
}
