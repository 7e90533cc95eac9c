/**
 * The review dashboard: per translation language, counts by status, coverage of the English
 * rules, and the queue (needs-check and outdated items) sorted by how much English changed.
 */
import type { ReviewItem } from '../graph/schema.js';
import { diffWeight } from '../render/diff.js';
import { siteIndex } from './site.js';

export const STATUSES = ['needs-check', 'outdated', 'up-to-date', 'untranslated'] as const;
export type Status = (typeof STATUSES)[number];

export interface ReviewSummary {
  lang: string;
  counts: Record<Status, number>;
  /** English rules (today's numbering) and how many have a text in `lang`. */
  total: number;
  translated: number;
}

export interface ReviewPage extends ReviewSummary {
  queue: Array<ReviewItem & { weight: number }>;
  untranslated: string[];
}

const cache = new Map<string, ReviewPage>();

/** Languages with translations (every rendition language but English). */
export function reviewLangs(): string[] {
  return siteIndex().langs.filter((l) => l !== 'en');
}

export function reviewPage(lang: string): ReviewPage {
  const hit = cache.get(lang);
  if (hit) return hit;
  const index = siteIndex();
  const counts: Record<Status, number> = { 'needs-check': 0, outdated: 0, 'up-to-date': 0, untranslated: 0 };
  const queue: ReviewPage['queue'] = [];
  const untranslated: string[] = [];
  let total = 0;
  let translated = 0;
  for (const id of index.ids) {
    const rule = index.rule(id)!;
    for (const item of rule.review) {
      const itemLang = (item as { lang?: string }).lang ?? index.sources.get(item.source)?.lang;
      if (itemLang !== lang) continue;
      if (item.status === 'untranslated') continue;
      counts[item.status]++;
      if (item.status === 'needs-check' || item.status === 'outdated') {
        queue.push({ ...item, weight: item.pending.reduce((n, p) => n + diffWeight(p.diff), 0) });
      }
    }
    // Untranslated: a rule or subrule in force (the edition) with no text in the language, as
    // `rules review` counts it (review/query.ts untranslatedItems).
    if (!index.edition.has(id) || (rule.kind !== 'rule' && rule.kind !== 'subrule')) continue;
    total++;
    if (rule.renditions.some((r) => r.lang === lang)) translated++;
    else untranslated.push(id);
  }
  counts.untranslated = untranslated.length;
  const order = new Map(index.ids.map((id, i) => [id, i]));
  queue.sort(
    (a, b) =>
      b.weight - a.weight || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0) || a.source.localeCompare(b.source),
  );
  const page = { lang, counts, total, translated, queue, untranslated };
  cache.set(lang, page);
  return page;
}

export interface BarChart {
  width: number;
  height: number;
  bars: Array<{ key: string; value: number; y: number; w: number; text: string }>;
}

/** Geometry of a horizontal bar chart: status counts, then coverage in per cent. */
export function statusChart(s: ReviewSummary, labels: (key: string) => string): BarChart {
  const width = 520;
  const labelW = 150;
  const row = 26;
  const max = Math.max(1, ...STATUSES.map((k) => s.counts[k]));
  const span = width - labelW - 60;
  const bars: BarChart['bars'] = STATUSES.map((k, i) => ({
    key: k as string,
    value: s.counts[k],
    y: i * row + 6,
    w: Math.round((s.counts[k] / max) * span),
    text: labels(k),
  }));
  const pct = s.total ? s.translated / s.total : 0;
  bars.push({
    key: 'coverage',
    value: Math.round(pct * 1000) / 10,
    y: STATUSES.length * row + 14,
    w: Math.round(pct * span),
    text: labels('coverage'),
  });
  return { width, height: (STATUSES.length + 1) * row + 20, bars };
}
