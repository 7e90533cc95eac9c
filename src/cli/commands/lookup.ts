/** `rules lookup NUMBER [--lang L] [--version V]`. */
import type { Command } from 'commander';
import { printJson } from '../output.js';
import { graphFor, withCommon, type CommonOptions } from './common.js';

export function registerLookup(program: Command): void {
  withCommon(program.command('lookup').argument('<number>', 'rule number: 707.10, 707.10a, 707, an old number'))
    .description('a rule by its number, today or in an older numbering')
    .option('--lang <lang>', 'only renditions in this language')
    .option(
      '--version <version>',
      "read NUMBER in that version's numbering (a date means the newest version on or before it)",
    )
    .action(async (number: string, opts: CommonOptions & { lang?: string; version?: string }) => {
      const { lookup } = await import('../../lib/query/lookup.js');
      const graph = await graphFor(opts);
      const result = lookup(graph, number, { lang: opts.lang, version: opts.version });
      if (opts.json) return printJson(result);
      if ('candidates' in result) {
        process.stdout.write(`${result.query} has meant several rules:\n`);
        for (const c of result.candidates)
          process.stdout.write(`  ${c.id}  (as ${c.number} from ${c.from ?? '?'} to ${c.to ?? 'today'})\n`);
        return;
      }
      process.stdout.write(`${result.id}${result.title ? ' ' + result.title : ''} [${result.kind}]\n`);
      for (const r of result.renditions) {
        process.stdout.write(
          `\n-- ${r.lang} ${r.source} (${r.number}${r.version ? ', ' + r.version : ''}; placed by ${r.placement.by})\n${r.text}\n`,
        );
        for (const e of r.examples) process.stdout.write(`  Example: ${e.text}\n`);
      }
      if (result.children.length) process.stdout.write(`\nsubrules: ${result.children.join(', ')}\n`);
      if (result.numbers.length)
        process.stdout.write(
          `numbers: ${result.numbers.map((n) => `${n.number} (${n.from ?? '?'}–${n.to ?? 'today'})`).join(', ')}\n`,
        );
      if (result.formerly.length)
        process.stdout.write(
          `formerly ${number} meant: ${result.formerly.map((f) => `${f.id} (${f.from ?? '?'}–${f.to ?? 'today'})`).join(', ')}\n`,
        );
    });
}
