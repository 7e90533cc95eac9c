/**
 * `rules history NUMBER [--version V]` → {id, revisions:[{version, sources, number, text, change, renumbered, diff,
 * match?, splitFrom?, mergedInto?}]}: `match` says why a revision is the rule of the release before.
 */
import type { Command } from 'commander';
import type { DiffPart } from '../../lib/model/schema.js';
import { printCandidates, printJson } from '../output.js';
import { graphFor, withCommon, type CommonOptions } from './common.js';

export function registerHistory(program: Command): void {
  withCommon(program.command('history').argument('<number>', "rule number: today's or an old one (707.10, 503.10)"))
    .description("a rule's English revisions across versions, oldest first, with change classes and word diffs")
    .option(
      '--version <version>',
      "read NUMBER in that version's numbering (a date means the newest version on or before it)",
    )
    .action(async (number: string, opts: CommonOptions & { version?: string }) => {
      const { history } = await import('../../lib/query/history.js');
      const result = history(await graphFor(opts), number, { version: opts.version });
      if (opts.json) return printJson(result);
      if ('candidates' in result) return printCandidates(result);
      process.stdout.write(
        `${result.id}${result.title ? ' ' + result.title : ''}: ${result.revisions.length} revisions\n`,
      );
      for (const r of result.revisions) {
        const flags = [r.change, r.renumbered ? 'number changed' : ''].filter(Boolean).join(', ');
        process.stdout.write(`\n== ${r.version} — ${r.number} (${flags})\n`);
        if (r.splitFrom) process.stdout.write(`split from ${r.splitFrom.join(', ')}\n`);
        if (r.mergedInto) process.stdout.write(`merged into ${r.mergedInto.join(', ')}\n`);
        // Why it is the same rule: worth saying where the number or the words moved.
        if (r.match && (r.renumbered || r.match.stage !== 'identical'))
          process.stdout.write(`same rule as before: ${r.match.why} [${r.match.stage}, ${r.match.score}]\n`);
        if (r.change !== 'unchanged') process.stdout.write(render(r.diff) + '\n');
      }
    });
}

/** Plain-text diff: [-deleted-] {+inserted+}. */
export function render(diff: DiffPart[]): string {
  return diff.map((p) => (p.op === 'equal' ? p.text : p.op === 'delete' ? `[-${p.text}-]` : `{+${p.text}+}`)).join('');
}
