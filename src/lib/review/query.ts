/** `rules review --lang L`: every review item of one language, in rule order then source order. */
import type { Graph, ReviewItem } from '../graph/schema.js';
import { compareNumbers } from '../parse/numbers.js';

export interface ReviewResult {
  lang: string;
  items: ReviewItem[];
}

export function reviewQueue(graph: Graph, lang: string): ReviewResult {
  const langOf = new Map(graph.sources.map((s) => [s.id, s.lang]));
  const order = new Map(graph.sources.map((s, i) => [s.id, i]));
  const items = Object.values(graph.rules)
    .flatMap((r) => r.review)
    .filter((it) => (it.lang ?? langOf.get(it.source)) === lang);
  const bare = (id: string) => id.replace(/@.*$/, '');
  items.sort(
    (a, b) =>
      compareNumbers(bare(a.id), bare(b.id)) ||
      a.id.localeCompare(b.id) ||
      (order.get(a.source) ?? -1) - (order.get(b.source) ?? -1),
  );
  return { lang, items };
}
