/** `rules ingest [--out DIR]` → the graph's store in DIR (graph.json at its root), written atomically. */
import path from 'node:path';
import type { Command } from 'commander';
import { DEFAULT_GRAPH, resolveContentDir } from '../../lib/files/paths.js';
import { printJson } from '../output.js';
import { withCommon, type CommonOptions } from './common.js';

export function registerIngest(program: Command): void {
  withCommon(program.command('ingest').description('parse every source in the content folder into the rule graph'))
    .option('--out <dir>', 'output folder of the store (graph.json at its root)')
    .action(async (opts: CommonOptions & { out?: string }) => {
      const { ingestStore } = await import('../../lib/ingest/refresh.js');
      const { KeyedCache } = await import('../../lib/files/cache.js');
      const { recordFresh } = await import('../../lib/files/freshness.js');
      const { progressReporter } = await import('../progress.js');
      const { indexFileOf } = await import('../../lib/store/read.js');
      const contentDir = resolveContentDir(opts.content);
      const out = opts.out ? path.resolve(opts.out, 'graph.json') : indexFileOf(opts.graph ?? DEFAULT_GRAPH);
      const progress = progressReporter('ingest');
      const cache = new KeyedCache();
      let matchings = { cache: 0, worker: 0, here: 0 };
      const graph = await (async () => {
        try {
          return await ingestStore(out, {
            contentDir,
            onProgress: progress.update,
            cache,
            onMatchings: (by) => (matchings = by),
          });
        } finally {
          progress.stop();
        }
      })();
      recordFresh(out, contentDir);
      const summary = {
        graph: path.relative(process.cwd(), out),
        sources: graph.sources.length,
        rules: Object.keys(graph.rules).length,
        versions: graph.versions.length,
        warnings: graph.warnings.length,
        // Pairs of consecutive releases: read from the cache, matched on the worker thread, on this one.
        matchings,
      };
      if (opts.json) printJson(summary);
      else
        process.stdout.write(
          `wrote ${summary.graph}: ${summary.sources} sources, ${summary.rules} rules, ${summary.versions} versions, ${summary.warnings} warnings\n`,
        );
    });
}
