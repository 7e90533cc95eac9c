/** `rules` CLI (DESIGN §5): every command takes --json, --content DIR and --graph PATH. */
import { Command } from 'commander';
import pkg from '../../package.json';
import { reportError, UsageError } from './output.js';
import { registerIngest } from './commands/ingest.js';
import { registerAdd } from './commands/add.js';
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

/**
 * An empty or blank argument or option value means nothing to any command (`rules lookup ""`,
 * `--version ""`): exit 1 with the command's usage instead of guessing (issue #22).
 */
function refuseEmpty(command: Command): void {
  const usage = `usage: rules ${command.name()} ${command.usage()}`;
  command.registeredArguments.forEach((arg, i) => {
    const value: unknown = command.processedArgs[i];
    if (typeof value === 'string' && !value.trim()) throw new UsageError(`${usage}; <${arg.name()}> is empty`);
  });
  for (const [key, value] of Object.entries(command.opts()))
    if (typeof value === 'string' && !value.trim()) {
      const option = command.options.find((o) => o.attributeName() === key);
      throw new UsageError(`${usage}; ${option?.long ?? key} is empty`);
    }
}

export async function main(argv: string[]): Promise<number> {
  const program = new Command('rules')
    .description('The multilingual knowledge base of the Magic: The Gathering Comprehensive Rules')
    .version(pkg.version, '-V, --version', 'print the version of rules')
    // `rules --version` is the program's; `rules lookup 707.10 --version 2008-10-01` the command's.
    .enablePositionalOptions()
    .exitOverride()
    .showHelpAfterError();
  registerIngest(program);
  registerAdd(program);
  registerStats(program);
  registerLookup(program);
  registerHistory(program);
  registerDiff(program);
  registerExamples(program);
  registerAlign(program);
  registerReview(program);
  registerSearch(program);
  registerExport(program);
  registerImport(program);
  program.hook('preAction', (_program, command) => refuseEmpty(command));
  try {
    await program.parseAsync(argv);
    // A command that printed its result but failed at what it checks (examples --all) says so.
    return Number(process.exitCode ?? 0) === 0 ? 0 : 1;
  } catch (err) {
    const code = (err as { code?: string; exitCode?: number }).code;
    if (typeof code === 'string' && code.startsWith('commander.')) {
      const exit = (err as { exitCode?: number }).exitCode ?? 1;
      return code === 'commander.helpDisplayed' || code === 'commander.version' ? 0 : exit === 0 ? 0 : 1;
    }
    return reportError(err);
  }
}
