/**
 * The `rules` program around the commands it is given: the whole CLI (main.ts) or, as bin/rules.mjs
 * runs it, the one command asked for, so that a command loads only its own code.
 */
import { Command } from 'commander';
import pkg from '../../package.json';
import { reportError, UsageError } from './output.js';

export type Registration = (program: Command) => void;

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

export async function run(argv: string[], commands: readonly Registration[]): Promise<number> {
  const program = new Command('rules')
    .description('The multilingual knowledge base of the Magic: The Gathering Comprehensive Rules')
    .version(pkg.version, '-V, --version', 'print the version of rules')
    // `rules --version` is the program's; `rules lookup 707.10 --version 2008-10-01` the command's.
    .enablePositionalOptions()
    .exitOverride()
    .showHelpAfterError();
  for (const register of commands) register(program);
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
