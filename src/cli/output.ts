/** Printing results and errors the same way in every command. */
import { InputError } from '../lib/model/errors.js';
import { UnknownRuleError, UnknownVersionError, type Candidates } from '../lib/query/lookup.js';
import { VersionOrderError } from '../lib/query/release-pair.js';

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

/** A number that meant several rules (lookup, history): each with when it had the number. */
export function printCandidates(result: Candidates): void {
  process.stdout.write(`${result.query} has meant several rules:\n`);
  for (const c of result.candidates)
    process.stdout.write(`  ${c.id}  (as ${c.number} from ${c.from ?? '?'} to ${c.to ?? 'today'})\n`);
}

/** Errors users can act on print `file:line: reason` and exit 1; anything else is a bug and shows its stack. */
export function reportError(err: unknown): number {
  if (err instanceof InputError) {
    process.stderr.write(`${err.file}:${err.line}: ${err.reason}\n`);
    return 1;
  }
  if (
    err instanceof UnknownRuleError ||
    err instanceof UnknownVersionError ||
    err instanceof VersionOrderError ||
    err instanceof UsageError
  ) {
    process.stderr.write(`rules: ${err.message}\n`);
    return 1;
  }
  process.stderr.write(`rules: internal error: ${(err as Error)?.stack ?? String(err)}\n`);
  return 2;
}

export class UsageError extends Error {}
