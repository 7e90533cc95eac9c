/** `rules diff FROM TO` → {from, to, added, removed, moved:[{id, from, to}], changed:[{id, number, change, diff}]}. */
import type { Command } from 'commander';
import { printJson } from '../output.js';
import { graphFor, withCommon, type CommonOptions } from './common.js';
import { render } from './history.js';

export function registerDiff(program: Command): void {
  withCommon(
    program
      .command('diff')
      .argument('<from>', 'a version: a date (the newest version on or before it) or a version id')
      .argument('<to>', 'a later (or earlier) version'),
  )
    .description('what changed between two versions: rules added, removed, moved (found by content) and changed')
    .action(async (from: string, to: string, opts: CommonOptions) => {
      const { releaseDiff } = await import('../../lib/query/release-diff.js');
      const result = releaseDiff(await graphFor(opts), from, to);
      if (opts.json) return printJson(result);
      const out = process.stdout;
      out.write(`${result.from} → ${result.to}: ${result.added.length} added, ${result.removed.length} removed, `);
      out.write(`${result.moved.length} moved, ${result.changed.length} changed\n`);
      if (result.added.length) out.write(`\nadded: ${result.added.join(', ')}\n`);
      if (result.removed.length) out.write(`\nremoved: ${result.removed.join(', ')}\n`);
      if (result.moved.length)
        out.write(`\nmoved:\n${result.moved.map((m) => `  ${m.from} → ${m.to} (${m.id})`).join('\n')}\n`);
      for (const c of result.changed) out.write(`\n== ${c.number} (${c.id}, ${c.change})\n${render(c.diff)}\n`);
    });
}
