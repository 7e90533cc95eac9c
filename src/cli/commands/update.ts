/**
 * `rules update [--page URL] [--content DIR] [--dry-run] [--json] [--timeout S] [--max-size MB]`: the
 * newest release from the official rules page (intake/update.ts), added or recorded as a
 * republication and ingested; `--json` → DESIGN §8's `{status, release, file, sha256, changes}`.
 * A failed ingest puts content/ back as it was (the store is written only when the ingest succeeds).
 */
import type { Command } from 'commander';
import { resolveContentDir } from '../../lib/files/paths.js';
import { printJson, UsageError } from '../output.js';
import { withCommon, type CommonOptions } from './common.js';
import type { UpdatePlan } from '../../lib/intake/update.js';

interface UpdateFlags extends CommonOptions {
  page: string;
  dryRun?: boolean;
  timeout: string;
  maxSize: string;
}

interface Changes {
  added: number;
  removed: number;
  moved: number;
  changed: number;
}

export function registerUpdate(program: Command): void {
  withCommon(
    program
      .command('update')
      .description('add the newest release from the official rules page (or record it published again), then ingest'),
  )
    .option(
      '--page <url>',
      'the rules page that links the Comprehensive Rules text file',
      'https://magic.wizards.com/en/rules',
    )
    .option('--dry-run', 'say what would be done, write nothing')
    .option('--timeout <seconds>', 'give up a download after this long without progress', '30')
    .option('--max-size <MB>', 'refuse a page or file larger than this', '50')
    .action(async (opts: UpdateFlags) => {
      const timeout = Number(opts.timeout);
      const maxSize = Number(opts.maxSize);
      if (!(timeout > 0) || !(maxSize > 0))
        throw new UsageError('--timeout and --max-size take a positive number (seconds, MB)');
      const { fetchRelease, planUpdate, applyUpdate } = await import('../../lib/intake/update.js');
      const contentDir = resolveContentDir(opts.content);
      const fetched = await fetchRelease(opts.page, {
        timeoutMs: timeout * 1000,
        maxBytes: Math.round(maxSize * 1024 * 1024),
      });
      const plan = planUpdate(contentDir, fetched);
      const file = plan.status === 'added' ? `sources/en/cr-${plan.release}.txt` : plan.source.file;
      let changes: Changes | null = null;
      if (plan.status === 'republished') {
        const d = plan.differs;
        changes = {
          added: d.added.length,
          removed: d.removed.length,
          moved: 0,
          changed: d.rules.length - d.added.length - d.removed.length,
        };
      }
      if (!opts.dryRun && plan.status !== 'up-to-date') {
        const { snapshot } = applyUpdate(contentDir, plan, fetched.bytes);
        let store;
        try {
          const { obtainStore } = await import('../store.js');
          const { progressReporter } = await import('../progress.js');
          const progress = progressReporter('ingest');
          try {
            store = await obtainStore({ content: contentDir, graph: opts.graph, onProgress: progress.update });
          } finally {
            progress.stop();
          }
        } catch (err) {
          snapshot.restore();
          throw err;
        }
        if (plan.status === 'added' && plan.previous) {
          const { releaseDiff } = await import('../../lib/query/release-diff.js');
          const d = releaseDiff(store.graph, plan.previous, plan.release);
          changes = {
            added: d.added.length,
            removed: d.removed.length,
            moved: d.moved.length,
            changed: d.changed.length,
          };
        }
      }
      const result = {
        status: plan.status,
        release: plan.release,
        file,
        sha256: plan.sha256,
        changes,
        link: plan.link,
        name: plan.name,
        fetched: plan.fetched,
        ...(plan.status === 'added' && plan.previous ? { previous: plan.previous } : {}),
        ...(plan.status === 'republished' ? { publication: plan.publication, differs: plan.differs } : {}),
        ...(opts.dryRun ? { dryRun: true } : {}),
      };
      if (opts.json) return printJson(result);
      process.stdout.write(await describe(plan, file, changes, Boolean(opts.dryRun)));
    });
}

async function describe(plan: UpdatePlan, file: string, changes: Changes | null, dryRun: boolean): Promise<string> {
  const from = `${plan.name} (${plan.link})`;
  if (plan.status === 'up-to-date')
    return `up to date: ${from} is the release effective ${plan.release} that content/ holds (${plan.source.id}); nothing written\n`;
  if (plan.status === 'republished') {
    const { describeDifference } = await import('../../lib/parse/publications.js');
    const what = describeDifference(plan.differs);
    return dryRun
      ? `would record ${from} as publication ${plan.publication} of the release effective ${plan.release} (${file}); it differs from the one content/ holds in ${what}\n`
      : `republished: the release effective ${plan.release}, publication ${plan.publication}, from ${from}, is now ${file}; the earlier publication is kept beside it. It differs in ${what}.\n`;
  }
  const since = plan.previous ? ` since ${plan.previous}` : '';
  if (dryRun)
    return `would add the release effective ${plan.release} (newer than ${plan.previous ?? 'any content/ holds'}) from ${from} as ${file}\n`;
  const counted = changes
    ? `\nchanges${since}: ${changes.added} added, ${changes.removed} removed, ${changes.moved} moved, ${changes.changed} changed (rules diff ${plan.previous} ${plan.release})`
    : '';
  return `added the rules effective ${plan.release} from ${from}: ${file}${counted}\n`;
}
