/**
 * `rules export --lang L [--status S,…] [--section N] --format xliff|po [--out FILE]`: review items as
 * an XLIFF 1.2 or PO file for the translator's own tool (lib/query/export.ts); `rules import`
 * brings the work back.
 */
import { SOURCE_LANG } from '../../lib/langs/source.js';
import type { Command } from 'commander';
import { printJson } from '../output.js';
import { checkLang, reviewQueueOf, storeFor, withCommon, type CommonOptions } from './common.js';

interface ExportFlags extends CommonOptions {
  lang: string;
  status: string;
  section?: string;
  format: string;
  out?: string;
}

export function registerExport(program: Command): void {
  withCommon(program.command('export'))
    .description("review items of one language as an XLIFF 1.2 or PO file for a translator's tool")
    .requiredOption('--lang <lang>', 'the translation language, e.g. ru')
    .option(
      '--status <list>',
      'needs-check, outdated, up-to-date, untranslated (comma-separated)',
      'needs-check,outdated,untranslated',
    )
    .option('--section <number>', 'only a chapter (7), section (702) or rule (702.19)')
    .option('--format <format>', 'xliff or po', 'xliff')
    .option('--out <file>', 'write to FILE (default: standard output)')
    .action(async (opts: ExportFlags) => {
      const { UsageError } = await import('../output.js');
      const { EXPORT_STATUSES, exportDoc } = await import('../../lib/query/export.js');
      const statuses = opts.status
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = statuses.filter((s) => !(EXPORT_STATUSES as readonly string[]).includes(s));
      if (bad.length || !statuses.length)
        throw new UsageError(
          `unknown status: ${bad.join(', ') || '(none)'} (one or more of ${EXPORT_STATUSES.join(', ')})`,
        );
      if (opts.format !== 'xliff' && opts.format !== 'po')
        throw new UsageError(`unknown format: ${opts.format} (xliff or po)`);
      if (opts.section !== undefined && !/^\d(\d\d(\.\d+[a-z]{0,2})?)?$/.test(opts.section))
        throw new UsageError(
          `--section takes a chapter, section or rule number (7, 702, 702.19), not "${opts.section}"`,
        );
      const store = await storeFor(opts);
      await checkLang(opts.lang, store.graph);
      if (opts.lang === SOURCE_LANG)
        throw new UsageError('--lang: English is the source language; name a translation language');
      const queue = await reviewQueueOf(store, opts.lang);
      const doc = exportDoc(store.graph, queue, {
        lang: opts.lang,
        statuses,
        ...(opts.section ? { section: opts.section } : {}),
      });
      const text =
        opts.format === 'xliff'
          ? (await import('../../lib/exchange/xliff.js')).writeXliff(doc)
          : (await import('../../lib/exchange/po.js')).writePo(doc);
      if (!opts.out) return void process.stdout.write(text);
      const { writeAtomically } = await import('../../lib/files/atomic.mjs');
      writeAtomically(opts.out, text);
      const rules = new Set(doc.units.map((u) => u.id.replace(/[@#].*/, ''))).size;
      const summary = {
        file: opts.out,
        format: opts.format,
        lang: opts.lang,
        version: doc.version,
        rules,
        units: doc.units.length,
      };
      if (opts.json) printJson(summary);
      else
        process.stdout.write(
          `exported ${rules} rule(s), ${doc.units.length} unit(s) of English ${doc.version} to ${opts.out}\n`,
        );
    });
}
