/** `rules` CLI (DESIGN §5): every command takes --json, --content DIR and --graph PATH. */
import { run } from './program.js';
import { registerIngest } from './commands/ingest.js';
import { registerAdd } from './commands/add.js';
import { registerUpdate } from './commands/update.js';
import { registerStats } from './commands/stats.js';
import { registerLookup } from './commands/lookup.js';
import { registerHistory } from './commands/history.js';
import { registerDiff } from './commands/diff.js';
import { registerExamples } from './commands/examples.js';
import { registerAlign } from './commands/align.js';
import { registerReview } from './commands/review.js';
import { registerSearch } from './commands/search.js';
import { registerExport } from './commands/export.js';
import { registerImport } from './commands/import.js';

/** Every command, in the order `rules --help` lists them. */
export const COMMANDS = [
  registerIngest,
  registerAdd,
  registerUpdate,
  registerStats,
  registerLookup,
  registerHistory,
  registerDiff,
  registerExamples,
  registerAlign,
  registerReview,
  registerSearch,
  registerExport,
  registerImport,
];

export function main(argv: string[]): Promise<number> {
  return run(argv, COMMANDS);
}
