/** `rules search QUERY [--lang L] [--limit N]` → {query, results:[{id, lang, number, snippet, score}]}. */
import type { Command } from 'commander';
import { SEARCH_LANGS, isSearchLang } from '../../lib/search/langs.js';
import type { SearchResult } from '../../lib/search/types.js';
import { printJson, UsageError } from '../output.js';
import { neutralise } from '../../lib/text/invisible.js';
import { storeFor, withCommon, type CommonOptions } from './common.js';

/** The snippet with its matched words in «», for the terminal. */
function marked(r: SearchResult): string {
  let out = '';
  let at = 0;
  for (const [s, e] of r.highlights) {
    out += r.snippet.slice(at, s) + '«' + r.snippet.slice(s, e) + '»';
    at = e;
  }
  return out + r.snippet.slice(at);
}

export function registerSearch(program: Command): void {
  withCommon(program.command('search').argument('<query>', 'a rule number, words or "a phrase", in en, es or ru'))
    .description('search the rules (the same index the site uses)')
    .option('--lang <lang>', `one language (${SEARCH_LANGS.join(', ')}); default: all`)
    .option('--limit <n>', 'how many results', '20')
    .option('--all-releases', 'include retired rules (marked), not only the rules in force')
    .action(async (query: string, opts: CommonOptions & { lang?: string; limit: string; allReleases?: boolean }) => {
      // A query with no letter or digit finds nothing by construction: say how to ask instead.
      if (!/[\p{L}\p{N}]/u.test(query))
        throw new UsageError('usage: rules search QUERY (a rule number, words or "a phrase"); the query is empty');
      const limit = Number(opts.limit);
      if (!Number.isInteger(limit) || limit < 1)
        throw new UsageError(`--limit must be a positive integer, not ${opts.limit}`);
      if (opts.lang !== undefined && !isSearchLang(opts.lang))
        throw new UsageError(`no search index for language ${opts.lang} (${SEARCH_LANGS.join(', ')})`);
      const { loadSearchIndexes } = await import('../../lib/search/node.js');
      const { searchAll } = await import('../../lib/search/all.js');
      const store = await storeFor(opts);
      const langs = opts.lang ? [opts.lang as (typeof SEARCH_LANGS)[number]] : [...SEARCH_LANGS];
      const indexes = await loadSearchIndexes(store.graph, langs, store.digest);
      // A full query: the CLI is not typing, so the last word is not a prefix.
      const response = searchAll(indexes, query, { limit, prefix: false, allReleases: opts.allReleases === true });
      if (opts.json) return printJson(response);
      // Scraped text may hold bidirectional controls: the terminal shows it as stored (#22).
      const say = (line: string) => process.stdout.write(neutralise(line) + '\n');
      if (!response.results.length) say(`no rules found for ${query}`);
      for (const r of response.results) {
        const title = r.title ? ` ${r.title}` : '';
        const how =
          r.match === 'former'
            ? ` (formerly ${r.matched})`
            : r.fallback
              ? ` (text in ${r.fallback})`
              : r.glossary
                ? ` (glossary: ${r.glossary})`
                : '';
        const retired = r.retired ? ' (retired)' : '';
        const section = r.section ? ` — ${r.section.number}. ${r.section.title}` : '';
        say(`${r.number}${title} [${r.lang}] ${r.score}${how}${retired}${section}`);
        if (r.snippet) say(`  ${marked(r)}`);
      }
      const more = (response.total ?? 0) - response.results.length;
      if (more > 0) process.stdout.write(`… ${more} more rule(s) match (--limit ${response.total} shows them all)\n`);
    });
}
