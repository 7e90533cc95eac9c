/**
 * The ranking query sets (tests/search/queries/{lang}*.yaml: what a reader of each site types, with
 * the rules that answer it, chosen by reading the rules, not the engine) and their measure: the
 * share of queries with an expected rule (or one of its subrules) in the top 3, and number queries
 * answered first. Any file named after a language joins its set (a held-out set is run alike).
 */
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import type { SearchIndex } from '../../src/lib/search/engine.js';
import { isBelow } from '../../src/lib/search/numbers.js';
import type { SearchLang } from '../../src/lib/search/langs.js';

export const QUERY_DIR = path.join(import.meta.dirname, 'queries');

const Query = z.object({
  q: z.string().min(1),
  kind: z.enum(['number', 'old-number', 'word', 'word-form', 'cross-language', 'card', 'typo', 'phrase']),
  expect: z.array(z.string().min(1)).min(1),
  why: z.string().optional(),
});
export type RankingQuery = z.infer<typeof Query> & { file: string };

/** Every query set of a site language (files `en.yaml`, `en-more.yaml`, …), validated. */
export function rankingQueries(lang: SearchLang, dir = QUERY_DIR): RankingQuery[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && (f === `${lang}.yaml` || f.startsWith(`${lang}-`)))
    .sort();
  return files.flatMap((file) => {
    const parsed = z.array(Query).safeParse(parse(readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success)
      throw new Error(`${file}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
    return parsed.data.map((q) => ({ ...q, file }));
  });
}

export interface Outcome {
  query: RankingQuery;
  top: string[];
  /** Rank (0-based) of the first expected rule or subrule among the top 3, else -1. */
  at: number;
}

export const isNumberKind = (q: RankingQuery) => q.kind === 'number' || q.kind === 'old-number';

/** Does a result answer the query: an expected rule, or a subrule of one? */
export const answers = (id: string, expect: readonly string[]) => expect.some((e) => id === e || isBelow(id, e));

export function runRanking(index: SearchIndex, queries: readonly RankingQuery[]): Outcome[] {
  return queries.map((query) => {
    const top = index.search(query.q, { limit: 3, prefix: false }).map((r) => r.id);
    return { query, top, at: top.findIndex((id) => answers(id, query.expect)) };
  });
}

export function summary(outcomes: readonly Outcome[]): { share: number; misses: string[]; numbersNotFirst: string[] } {
  const hits = outcomes.filter((o) => o.at >= 0).length;
  const line = (o: Outcome) =>
    `${o.query.file}: ${o.query.q} (${o.query.kind}) → ${o.top.join(', ') || 'nothing'}; expected ${o.query.expect.join(' | ')}`;
  return {
    share: outcomes.length ? hits / outcomes.length : 0,
    misses: outcomes.filter((o) => o.at < 0).map(line),
    numbersNotFirst: outcomes.filter((o) => isNumberKind(o.query) && o.at !== 0).map(line),
  };
}
