/**
 * `rules lookup NUMBER [--lang L] [--version V] [--all-versions]`: the text the release read prints
 * (the newest, or V) first, then one text per other language; JSON keeps every rendition, adds `current`.
 */
import type { Command } from 'commander';
import { printCandidates, printJson } from '../output.js';
import type { LookupResult } from '../../lib/query/lookup.js';
import { checkLang, graphFor, withCommon, type CommonOptions } from './common.js';

export function registerLookup(program: Command): void {
  withCommon(program.command('lookup').argument('<number>', 'rule number: 707.10, 707.10a, 707, an old number'))
    .description('a rule by its number, today or in an older numbering')
    .option('--lang <lang>', 'only renditions in this language')
    .option('--all-versions', 'every rendition of every source and release, newest first')
    .option(
      '--version <version>',
      "read NUMBER in that version's numbering (a date means the newest version on or before it)",
    )
    .action(
      async (number: string, opts: CommonOptions & { lang?: string; version?: string; allVersions?: boolean }) => {
        const { lookup } = await import('../../lib/query/lookup.js');
        const graph = await graphFor(opts);
        if (opts.lang) await checkLang(opts.lang, graph);
        const result = lookup(graph, number, { lang: opts.lang, version: opts.version });
        if (opts.json) return printJson(result);
        if ('candidates' in result) return printCandidates(result);
        const head = `${result.id}${result.title ? ' ' + result.title : ''} [${result.kind}]`;
        // The release read is named when the text shown is its: a retired rule says when it left instead.
        process.stdout.write(`${head}${result.current ? ` — Comprehensive Rules effective ${result.release}` : ''}\n`);
        if (result.retired)
          process.stdout.write(
            `not in the Comprehensive Rules since ${result.retired.since}; last number ${result.retired.number}\n`,
          );
        // The release's text first; then one text per other language (the newest), unless all are asked for.
        const shown = opts.allVersions ? result.renditions : compact(result.renditions, result.current);
        for (const r of shown) {
          process.stdout.write(
            `\n-- ${r.lang} ${r.source} (${r.number}${r.version ? ', ' + r.version : ''}; placed by ${r.placement.by})\n${r.text || r.title}\n`,
          );
          for (const e of r.examples) process.stdout.write(`  Example: ${e.text}\n`);
        }
        const more = result.renditions.length - shown.length;
        if (more > 0)
          process.stdout.write(`\n(${more} more renditions: older releases and other sources; --all-versions)\n`);
        if (result.children.length) process.stdout.write(`\nsubrules: ${result.children.join(', ')}\n`);
        if (result.numbers.length)
          process.stdout.write(
            `numbers: ${result.numbers.map((n) => `${n.number} (${n.from ?? '?'}–${n.to ?? 'today'})`).join(', ')}\n`,
          );
        if (result.formerly.length)
          process.stdout.write(
            `formerly ${number} meant: ${result.formerly.map((f) => `${f.id} (${f.from ?? '?'}–${f.to ?? 'today'})`).join(', ')}\n`,
          );
      },
    );
}

type Shown = LookupResult['renditions'][number];

/** The release's English text, then the newest rendition of each other language. */
function compact(renditions: Shown[], current: Shown | null): Shown[] {
  const out: Shown[] = current ? [current] : [];
  const langs = new Set(out.map((r) => r.lang));
  for (const r of renditions) {
    if (langs.has(r.lang)) continue;
    langs.add(r.lang);
    out.push(r);
  }
  return out;
}
