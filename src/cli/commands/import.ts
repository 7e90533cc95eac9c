/** `rules import FILE [--lang L] [--force]`: a translator's XLIFF or PO file back into the content (lib/intake/import.ts). */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { InputError } from '../../lib/model/errors.js';
import { resolveContentDir } from '../../lib/files/paths.js';
import { printJson } from '../output.js';
import { storeFor, withCommon, type CommonOptions } from './common.js';

export function registerImport(program: Command): void {
  withCommon(program.command('import').argument('<file>', 'an XLIFF 1.2 or PO file made by rules export'))
    .description("bring a translator's XLIFF or PO file back: copy it into content/ and list it in sources.yaml")
    .option('--lang <lang>', 'refuse the file unless its target language is this')
    .option('--force', 'replace an earlier import of the same file name')
    .action(async (file: string, opts: CommonOptions & { lang?: string; force?: boolean }) => {
      let bytes: Buffer;
      try {
        bytes = readFileSync(file);
      } catch {
        throw new InputError(file, 0, 'file not found or unreadable');
      }
      const store = await storeFor(opts);
      const { importFile } = await import('../../lib/intake/import.js');
      const report = importFile(file, bytes, store.graph, {
        contentDir: resolveContentDir(opts.content),
        ...(opts.lang ? { lang: opts.lang } : {}),
        ...(opts.force ? { force: true } : {}),
      });
      if (opts.json) return printJson(report);
      const skipped = Object.entries(report.skipped).map(([k, n]) => `${n} ${k}`);
      process.stdout.write(
        `imported ${report.entry.id}: ${report.entry.file} (${report.lang}, English ${report.version}): ` +
          `${report.accepted} of ${report.units} unit(s) in ${report.rules} rule(s)` +
          `${skipped.length ? `; skipped ${skipped.join(', ')}` : ''}\n` +
          'run `rules ingest` (or any command) to bring it into the graph\n',
      );
    });
}
