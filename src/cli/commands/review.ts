/** `rules review --lang L` (DESIGN §5): the translator's queue for one language. */
import type { Command } from 'commander';
import { printJson } from '../output.js';
import { checkLang, reviewQueueOf, storeFor, withCommon, type CommonOptions } from './common.js';

export function registerReview(program: Command): void {
  withCommon(program.command('review'))
    .description('translated rules that are out of date or need a check, and untranslated rules')
    .requiredOption('--lang <lang>', 'the translation language, e.g. ru')
    .action(async (opts: CommonOptions & { lang: string }) => {
      const store = await storeFor(opts);
      await checkLang(opts.lang, store.graph);
      // The text lists each pending change's version and class: its diff is for --json.
      const result = { lang: opts.lang, items: await reviewQueueOf(store, opts.lang, { diffs: !!opts.json }) };
      if (opts.json) return printJson(result);
      // One write: a queue is thousands of lines.
      const out: string[] = [];
      for (const it of result.items) {
        if (it.status === 'untranslated') continue;
        out.push(`${it.id} ${it.source} (${it.number || 'unnumbered'}): ${it.status}`);
        out.push(it.baseVersions.length ? `, based on ${it.baseVersions.join(', ')}\n` : '\n');
        for (const p of it.pending) out.push(`  pending ${p.version} (${p.change})\n`);
        for (const i of it.issues) out.push(`  ${i.kind}: ${i.detail}\n`);
      }
      const untranslated = result.items.filter((i) => i.status === 'untranslated').length;
      if (untranslated) out.push(`${untranslated} English rule(s) untranslated\n`);
      process.stdout.write(out.join(''));
    });
}
