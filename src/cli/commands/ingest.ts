/** `rules ingest [--out DIR]` → DIR/graph.json, written atomically. */
import path from 'node:path';
import type { Command } from 'commander';
import { buildGraph } from '../../lib/ingest/build.js';
import { writeGraph } from '../../lib/graph/write.js';
import { DEFAULT_GRAPH, resolveContentDir } from '../../lib/query/load.js';
import { printJson } from '../output.js';
import { progressReporter } from '../progress.js';
import { withCommon, type CommonOptions } from './common.js';

export function registerIngest(program: Command): void {
  withCommon(program.command('ingest').description('parse every source in the content folder into the rule graph'))
    .option('--out <dir>', 'output folder for graph.json')
    .action((opts: CommonOptions & { out?: string }) => {
      const contentDir = resolveContentDir(opts.content);
      const out = path.resolve(opts.out ? path.join(opts.out, 'graph.json') : (opts.graph ?? DEFAULT_GRAPH));
      const progress = progressReporter('ingest');
      const graph = (() => {
        try {
          return buildGraph({ contentDir, onProgress: progress.update });
        } finally {
          progress.stop();
        }
      })();
      writeGraph(out, graph);
      const summary = {
        graph: path.relative(process.cwd(), out),
        sources: graph.sources.length,
        rules: Object.keys(graph.rules).length,
        versions: graph.versions.length,
        warnings: graph.warnings.length,
      };
      if (opts.json) printJson(summary);
      else
        process.stdout.write(
          `wrote ${summary.graph}: ${summary.sources} sources, ${summary.rules} rules, ${summary.versions} versions, ${summary.warnings} warnings\n`,
        );
    });
}
