/**
 * `rules review --lang L [--release DATE]` (DESIGN §5): the translator's queue for one language,
 * as of an English release (default the newest): a summary first, then one line per rule.
 */
import type { Command } from 'commander';
import { printJson } from '../output.js';
import { checkLang, reviewQueueOf, storeFor, withCommon, type CommonOptions } from './common.js';

interface ReviewFlags extends CommonOptions {
  lang: string;
  release?: string;
}

export function registerReview(program: Command): void {
  withCommon(program.command('review'))
    .description('translated rules that are out of date or need a check, and untranslated rules')
    .requiredOption('--lang <lang>', 'the translation language, e.g. ru')
    .option('--release <date>', 'the queue as of this English release (YYYY-MM-DD; default the newest)')
    .action(async (opts: ReviewFlags) => {
      const store = await storeFor(opts);
      await checkLang(opts.lang, store.graph);
      const releases = store.graph.versions.filter((v) => v.kind === 'cr').map((v) => v.id);
      const release = opts.release ?? releases.at(-1) ?? null;
      if (opts.release !== undefined && !releases.includes(opts.release)) await unknownRelease(opts.release, releases);
      // The text lists each pending change's version and class: its diff is for --json.
      let items = await reviewQueueOf(store, opts.lang, { diffs: !!opts.json });
      if (release && release !== releases.at(-1))
        items = (await import('../../lib/review/query.js')).reviewQueueAt(store.graph, opts.lang, release, items);
      const { summarise, ranges, rangesText, STATUSES } = await import('../../lib/review/summary.js');
      const summary = summarise(items, releases, release);
      if (opts.json) return printJson({ lang: opts.lang, summary, items });
      // One write: a queue is thousands of lines.
      const out: string[] = [];
      const counts = (s: Record<string, number>) =>
        STATUSES.filter((k) => s[k]! > 0)
          .map((k) => `${s[k]} ${k}`)
          .join(', ');
      out.push(
        `${opts.lang} queue${release ? ` as of the ${release} release` : ''}: ${summary.items} items (${counts(summary.status)})\n`,
      );
      for (const s of summary.sources)
        out.push(
          `  ${s.id}: ${s.items} items (${counts(s.status)}); based on ${rangesText(s.bases) || 'no release'}\n`,
        );
      out.push('\n');
      for (const it of items) {
        if (it.status === 'untranslated') {
          out.push(`${it.id}: untranslated\n`);
          continue;
        }
        const bases = rangesText(ranges(it.baseVersions, releases));
        out.push(
          `${it.id} ${it.source} (${it.number || 'unnumbered'}): ${it.status}${bases ? `, based on ${bases}` : ''}\n`,
        );
        for (const p of it.pending) out.push(`  pending ${p.version} (${p.change})\n`);
        for (const i of it.issues) out.push(`  ${i.kind}: ${i.detail}\n`);
      }
      process.stdout.write(out.join(''));
    });
}

async function unknownRelease(release: string, releases: string[]): Promise<never> {
  const { UsageError } = await import('../output.js');
  const { nearestReleases } = await import('../../lib/model/ranges.js');
  const near = nearestReleases(releases, release);
  throw new UsageError(`no English release of ${release} in the store${near ? ` (nearest: ${near})` : ''}`);
}
