/**
 * `rules stats` → {sources:[{id, lang, format, date, counts}], warnings}; a release published more
 * than once adds `publications` (each with what it changed from the one before).
 */
import type { Command } from 'commander';
import { printJson } from '../output.js';
import { graphFor, withCommon, type CommonOptions } from './common.js';

export function registerStats(program: Command): void {
  withCommon(program.command('stats').description('what each source holds, and the warnings')).action(
    async (opts: CommonOptions) => {
      const graph = await graphFor(opts);
      const result = {
        sources: graph.sources.map((s) => ({
          id: s.id,
          lang: s.lang,
          format: s.format,
          date: s.date ?? null,
          counts: s.counts ?? { sections: 0, rules: 0, subrules: 0, examples: 0, glossary: 0 },
          ...(s.publications ? { publications: s.publications } : {}),
        })),
        warnings: graph.warnings,
      };
      if (opts.json) return printJson(result);
      for (const s of result.sources) {
        const c = s.counts;
        process.stdout.write(
          `${s.id} (${s.lang}, ${s.format}${s.date ? ', ' + s.date : ''}): ${c.sections} sections, ${c.rules} rules, ${c.subrules} subrules, ${c.examples} examples, ${c.glossary} glossary${c.revisions ? `, ${c.revisions} revisions` : ''}\n`,
        );
        if (s.publications && s.publications.length > 1)
          s.publications.forEach((p, i) =>
            process.stdout.write(
              `  publication ${i + 1}: ${p.file}${p.fetched ? `, fetched ${p.fetched}` : ''}${p.differs ? `; changed ${p.differs.summary}` : ''}\n`,
            ),
          );
      }
      for (const w of result.warnings) process.stdout.write(`warning: ${w.file}:${w.line}: ${w.reason}\n`);
    },
  );
}
