/** `rules align NUMBER --langs A,B [--version V] [--source-a ID] [--source-b ID]` (DESIGN §5). */
import type { Command } from 'commander';
import { resolveContentDir } from '../../lib/files/paths.js';
import { printJson } from '../output.js';
import { checkLang, graphFor, withCommon, type CommonOptions } from './common.js';

interface AlignOptions extends CommonOptions {
  langs: string;
  version?: string;
  sourceA?: string;
  sourceB?: string;
}

export function registerAlign(program: Command): void {
  withCommon(program.command('align').argument('<number>', 'rule number: 707.10, an old number'))
    .description('which sentence of one rendition corresponds to which sentence of another')
    .requiredOption('--langs <a,b>', 'the two languages, e.g. en,es')
    .option('--version <version>', 'the English version (default: the newest)')
    .option('--source-a <id>', 'the source of the first side')
    .option('--source-b <id>', 'the source of the second side')
    .action(async (number: string, opts: AlignOptions) => {
      const { alignRule } = await import('../../lib/query/align.js');
      const graph = await graphFor(opts);
      for (const lang of opts.langs.split(',').filter(Boolean)) await checkLang(lang.trim(), graph);
      const result = alignRule(graph, number, {
        langs: opts.langs,
        version: opts.version,
        sourceA: opts.sourceA,
        sourceB: opts.sourceB,
      });
      if (opts.json) return printJson(result);
      process.stdout.write(
        `${result.id}: ${result.a.source} (${result.a.version ?? '-'}) ↔ ${result.b.source} (${result.b.version ?? '-'})\n`,
      );
      for (const p of result.pairs)
        process.stdout.write(
          `\n[${p.a.join(',')}]↔[${p.b.join(',')}] ${p.score.toFixed(2)}${p.low ? ' (low)' : ''}\n  ${p.aText}\n  ${p.bText}\n`,
        );
    });
}
