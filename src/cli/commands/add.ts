/** `rules add FILE|URL [--lang L] [--format F] [--date D] [--numbering D] [--base D] [--title T] [--credit C] [--force]`. */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { resolveContentDir } from '../../lib/files/paths.js';
import { InputError } from '../../lib/model/errors.js';
import { printJson } from '../output.js';
import { LANG_CODES } from '../../lib/langs/index.js';
import { withCommon, type CommonOptions } from './common.js';
import type { AddOptions } from '../../lib/intake/add-source.js';

/** What the flags say of the source: `rules add`'s options as the intake takes them. */
interface AddFlags
  extends
    CommonOptions,
    Pick<AddOptions, 'lang' | 'format' | 'date' | 'numbering' | 'base' | 'title' | 'credit' | 'force'> {
  timeout: string;
  maxSize: string;
}

export function registerAdd(program: Command): void {
  withCommon(program.command('add').argument('<file-or-url>', 'a local file, or an http(s) URL (the only network use)'))
    .description('copy a source document into the content folder and list it in sources.yaml')
    .option('--lang <lang>', `language (${LANG_CODES.join(', ')}); detected when absent`)
    .option(
      '--format <format>',
      'cr, rule-history, rule-page, cr-section, rule-excerpt or article; detected when absent',
    )
    .option('--date <date>', 'effective date YYYY-MM-DD')
    .option('--numbering <date>', 'the CR version (YYYY-MM-DD) whose rule numbers the source uses')
    .option(
      '--base <date>',
      'a translation: the English release (YYYY-MM-DD) it was made from (a whole translation: the date it prints)',
    )
    .option('--title <title>', "the title to list (default: the document's own)")
    .option('--credit <credit>', 'who made it, as sources.yaml credits it (shown with its text)')
    .option(
      '--force',
      'replace an existing source (a release given again with other bytes: record a new publication of it)',
    )
    .option('--timeout <seconds>', 'URLs: give up after this long without progress', '30')
    .option('--max-size <MB>', 'URLs: refuse a download larger than this', '50')
    .action(async (input: string, opts: AddFlags) => {
      const { addDocument } = await import('../../lib/intake/add-source.js');
      const timeout = Number(opts.timeout);
      const maxSize = Number(opts.maxSize);
      if (!(timeout > 0) || !(maxSize > 0)) {
        const { UsageError } = await import('../output.js');
        throw new UsageError('--timeout and --max-size take a positive number (seconds, MB)');
      }
      const remote = /^[a-z][a-z0-9+.-]*:\/\//i.test(input);
      const { bytes, fileName } = remote
        ? await (
            await import('../../lib/intake/download.js')
          ).download(input, { timeoutMs: timeout * 1000, maxBytes: Math.round(maxSize * 1024 * 1024) })
        : readLocal(input);
      const { fetchedNow } = await import('../../lib/intake/republish.js');
      const fetched = fetchedNow();
      const { entry, republished } = addDocument(input, bytes, {
        ...opts,
        contentDir: resolveContentDir(opts.content),
        fileName,
        fetched,
        ...(remote ? { publication: { name: fileName, fetched } } : {}),
      });
      if (opts.json)
        printJson(
          republished
            ? { ...entry, republished: { publication: republished.publication, differs: republished.differs } }
            : entry,
        );
      else if (republished) {
        const { describeDifference } = await import('../../lib/parse/publications.js');
        process.stdout.write(
          `republished ${entry.id}: ${entry.file} is publication ${republished.publication} of the ${entry.date} release ` +
            `(the earlier one kept as ${entry.publications!.at(-2)!.file}); it differs in ${describeDifference(republished.differs)}\n`,
        );
      } else
        process.stdout.write(
          `added ${entry.id}: ${entry.file} (${entry.lang}, ${entry.format}${entry.date ? ', ' + entry.date : ''})\n`,
        );
    });
}

function readLocal(file: string): { bytes: Buffer; fileName: string } {
  try {
    return { bytes: readFileSync(file), fileName: path.basename(file) };
  } catch {
    throw new InputError(file, 0, 'file not found or unreadable');
  }
}
