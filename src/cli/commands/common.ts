/** Options every command shares. */
import type { Command } from 'commander';
import { obtainGraph } from '../../lib/query/load.js';
import type { Graph } from '../../lib/graph/schema.js';
import { progressReporter } from '../progress.js';

export interface CommonOptions {
  json?: boolean;
  content?: string;
  graph?: string;
}

export function withCommon(cmd: Command): Command {
  return cmd
    .option('--json', 'print JSON')
    .option('--content <dir>', 'content folder (default: $RULES_CONTENT, else content/)')
    .option('--graph <path>', 'graph file (default: generated/graph.json)');
}

export function graphFor(opts: CommonOptions): Graph {
  const progress = progressReporter('ingest');
  try {
    return obtainGraph({ content: opts.content, graph: opts.graph, onProgress: progress.update });
  } finally {
    progress.stop();
  }
}
