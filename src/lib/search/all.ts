/**
 * Searching several languages at once (`rules search` without --lang): each index answers, then
 * the lists merge by score. A rule appears once per language that has its text; a language that
 * only carries its number (a fallback) is dropped when another language has the text, and the
 * rule is shown once when none does. With one language, `total` says how many rules match at all.
 */
import type { SearchIndex } from './engine.js';
import type { SearchOptions, SearchResponse, SearchResult } from './types.js';

export function searchAll(indexes: readonly SearchIndex[], query: string, opts: SearchOptions = {}): SearchResponse {
  const limit = Math.max(1, opts.limit ?? 20);
  const order = new Map(indexes.map((x, i) => [x.lang, i]));
  const counted = indexes.map((x) => x.searchCounted(query, { ...opts, limit }));
  const lists = counted.map((c) => c.results);
  const all = lists.flat();
  const withText = new Set(all.filter((r) => !r.fallback).map((r) => r.id));
  const seenFallback = new Set<string>();
  const kept: SearchResult[] = [];
  for (const r of all) {
    if (r.fallback) {
      if (withText.has(r.id) || seenFallback.has(r.id)) continue;
      seenFallback.add(r.id);
    }
    kept.push(r);
  }
  // Stable: equal scores keep each language's own order (numeric rule order), languages in turn.
  const rank = new Map(lists.flatMap((l) => l.map((r, i) => [r, i] as const)));
  kept.sort((a, b) => b.score - a.score || rank.get(a)! - rank.get(b)! || order.get(a.lang)! - order.get(b.lang)!);
  // How many match is known for one language; across languages a rule may count once or thrice.
  const total = counted.length === 1 ? { total: counted[0]!.total } : {};
  return { query, results: kept.slice(0, limit), ...total };
}
