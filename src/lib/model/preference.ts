/**
 * Which of a rule's renditions in one language is the translation: the one the site shows, `rules
 * lookup` prints first, the queue judges and search indexes (one answer everywhere). A translation
 * brought back from review (its source names the English base it was made from) comes before the
 * texts it superseded, the later base first; then whole texts before parts (a CR before a section,
 * a page, an excerpt, a history page, an article), the newer first, then sources.yaml's order.
 */
import type { Rendition, Source, Version } from './schema.js';

const FORMAT_RANK: Record<string, number> = {
  cr: 0,
  'cr-section': 1,
  'rule-page': 2,
  'rule-excerpt': 3,
  'rule-history': 4,
  article: 5,
  xliff: 1,
  po: 1,
};

export interface PreferenceContext {
  sources: ReadonlyMap<string, Source>;
  sourceOrder: ReadonlyMap<string, number>;
  versionDates: ReadonlyMap<string, string | undefined>;
}

export function preferenceContext(graph: {
  sources: readonly Source[];
  versions: readonly Version[];
}): PreferenceContext {
  return {
    sources: new Map(graph.sources.map((s) => [s.id, s])),
    sourceOrder: new Map(graph.sources.map((s, i) => [s.id, i])),
    versionDates: new Map(graph.versions.map((v) => [v.id, v.date])),
  };
}

/** Negative when `a` is preferred to `b` (a sort comparator). */
export function compareRenditions(a: Rendition, b: Rendition, ctx: PreferenceContext): number {
  const sa = ctx.sources.get(a.source);
  const sb = ctx.sources.get(b.source);
  const ba = sa?.base ?? '';
  const bb = sb?.base ?? '';
  if (ba !== bb) return ba < bb ? 1 : -1;
  const fa = FORMAT_RANK[sa?.format ?? ''] ?? 9;
  const fb = FORMAT_RANK[sb?.format ?? ''] ?? 9;
  if (fa !== fb) return fa - fb;
  const date = (r: Rendition, s: Source | undefined) =>
    (r.version ? ctx.versionDates.get(r.version) : undefined) ?? s?.date ?? '';
  const da = date(a, sa);
  const db = date(b, sb);
  if (da !== db) return da < db ? 1 : -1;
  return (ctx.sourceOrder.get(a.source) ?? 0) - (ctx.sourceOrder.get(b.source) ?? 0);
}
