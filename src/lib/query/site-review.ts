/**
 * The review dashboard: per translation language, counts by status, coverage of the English
 * rules, and the queue (needs-check and outdated items) sorted by how much English changed.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { isUiLang } from '../langs/index.js';
import type { ReviewItem } from '../model/schema.js';
import { diffWeight } from '../render/diff.js';
import { ruleHref, siteIndex, wholeTranslationIds } from './site.js';
import { displayNumber } from './site-body.js';
import { TranslationMemory } from '../review/memory.js';
import { workItem, type WorkItem } from '../review/work.js';
import type { EnglishVersion } from '../align/english.js';
import { neutralise } from '../text/invisible.js';

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
/**
 * The languages with review pages: the translation languages the site has routes for (UI strings);
 * another one's queue is in the API only (/api/review/{lang}.json) until its /{lang}/ pages exist.
 */
export function reviewLangs(): string[] {
  return reviewApiLangs().filter((l) => isUiLang(l));
}

/** Every translation language of the content: each has its queue in the API. */
export function reviewApiLangs(): string[] {
  return siteIndex().langs.filter((l) => l !== SOURCE_LANG);
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

/**
 * A queue row as the workbench filters it (/api/review/{lang}.json): what the filters, the search
 * and the sorts read, and nothing more (the item's page holds the texts).
 */
export interface QueueRow {
  /** Rule id, and the item page's path segment (`500.1@2009-05-01`). */
  id: string;
  number: string;
  source: string;
  status: Status;
  /** Change classes pending (substantive, renumbered, created…). */
  changes: string[];
  issues: string[];
  chapter: string;
  section: string;
  weight: number;
  /** Oldest and newest base version ('' for none). */
  base: string;
  newestBase: string;
  /** Words to search: number, the translation's text, the English now. */
  words: string;
  /** Where the row leads (queueRowHref). */
  href: string;
}

export interface UntranslatedSection {
  section: string;
  title: string;
  /** Whether the section has a page to link. */
  page: boolean;
  ids: string[];
}

export interface ReviewData {
  lang: string;
  rows: QueueRow[];
  untranslated: UntranslatedSection[];
}

const dataCache = new Map<string, ReviewData>();

/** The queue (needs-check and outdated items, most changed first) and untranslated rules by section. */
export function reviewData(lang: string): ReviewData {
  const hit = dataCache.get(lang);
  if (hit) return hit;
  const index = siteIndex();
  const page = reviewPage(lang);
  const rows = page.queue.map((item): QueueRow => {
    const work = reviewWork(lang, item);
    const number = displayNumber(item.id);
    const t = work.translation;
    const words = [item.number, number, t?.title ?? '', t?.text ?? '', work.now?.title ?? '', work.now?.text ?? '']
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    return {
      id: item.id,
      number,
      source: item.source,
      status: item.status as Status,
      changes: [...new Set(item.pending.map((p) => p.change))],
      issues: [...new Set(item.issues.map((i) => i.kind))],
      chapter: number.slice(0, 1),
      section: number.slice(0, 3),
      weight: item.weight,
      base: item.baseVersions[0] ?? '',
      newestBase: item.baseVersions[item.baseVersions.length - 1] ?? '',
      words,
      href: queueRowHref(lang, item),
    };
  });
  const bySection = new Map<string, string[]>();
  for (const id of page.untranslated) {
    const section = index.sectionOf(id) ?? displayNumber(id).slice(0, 3);
    let list = bySection.get(section);
    if (!list) bySection.set(section, (list = []));
    list.push(id);
  }
  const untranslated = [...bySection].map(([section, ids]) => ({
    section,
    // The section's own title in the language when a translation has it, else the English.
    title: index.shown(section, lang)?.rendition.title || index.rule(section)?.title || '',
    page: index.hasSectionPage(section),
    ids,
  }));
  const data = { lang, rows, untranslated };
  dataCache.set(lang, data);
  return data;
}

const memories = new Map<string, TranslationMemory>();

/** The language's translation memory: the aligned pairs of every rule it has a text of. */
export function memoryFor(lang: string): TranslationMemory {
  let memory = memories.get(lang);
  if (memory) return memory;
  memory = new TranslationMemory();
  const index = siteIndex();
  for (const id of index.ids) {
    const rule = index.rule(id)!;
    if (rule.alignments.some((a) => a.b.lang === lang)) memory.add(rule, lang, index.graph);
  }
  memories.set(lang, memory);
  return memory;
}

const works = new Map<string, WorkItem>();

/** A queue item as the translator works on it (review/work.ts). */
export function reviewWork(lang: string, item: ReviewItem): WorkItem {
  const key = `${lang}\u0000${item.id}\u0000${item.source}`;
  let work = works.get(key);
  if (!work) {
    const index = siteIndex();
    works.set(key, (work = inert(workItem(index.rule(item.id)!, item, index.graph, memoryFor(lang)))));
  }
  return work;
}

/**
 * The work item as the page shows it: every text without invisible or bidirectional controls
 * (text/invisible.ts), so that a translation's U+202E cannot reorder what a reviewer reads.
 */
function inert(w: WorkItem): WorkItem {
  const n = neutralise;
  const english = (e: EnglishVersion | undefined) =>
    e && {
      ...e,
      text: n(e.text),
      examples: e.examples.map(n),
      ...(e.title !== undefined ? { title: n(e.title) } : {}),
    };
  return {
    ...w,
    ...(w.translation
      ? {
          translation: {
            ...w.translation,
            title: n(w.translation.title),
            text: n(w.translation.text),
            examples: w.translation.examples.map((x) => ({ ...x, text: n(x.text) })),
          },
        }
      : {}),
    sentences: w.sentences.map(n),
    ...(w.base ? { base: english(w.base) } : {}),
    ...(w.now ? { now: english(w.now) } : {}),
    diff: w.diff.map((p) => ({ ...p, text: n(p.text) })),
    changed: w.changed.map((c) => ({
      sentence: n(c.sentence),
      hits: c.hits.map((h) => ({ ...h, en: n(h.en), target: n(h.target) })),
    })),
  };
}

/**
 * Does a queue item get a page of its own? Every item of a partial translation does; an item of a whole
 * translation (thousands per language: the Chinese and Korean CRs) only when it is work — outdated or
 * to check —, its up-to-date rows leading to the rule itself: the site keeps within 20,000 files.
 */
export function hasItemPage(item: Pick<ReviewItem, 'status' | 'source'>): boolean {
  return item.status !== 'up-to-date' || !wholeTranslationIds().has(item.source);
}

/** Item pages: one per rule with queue items that have pages (hasItemPage), per language. */
export function reviewItemPaths(): Array<{ lang: string; id: string }> {
  return reviewLangs().flatMap((lang) =>
    [
      ...new Set(
        reviewPage(lang)
          .queue.filter(hasItemPage)
          .map((i) => i.id),
      ),
    ].map((id) => ({ lang, id })),
  );
}

/** A rule's queue items in a language. */
export function reviewItemsOf(lang: string, id: string): ReviewPage['queue'] {
  return reviewPage(lang).queue.filter((i) => i.id === id);
}

export const reviewItemHref = (lang: string, id: string) => `/${lang}/review/${id}/`;

/** Where a queue row leads: its item's page, else (an up-to-date row of a whole translation) the rule. */
export function queueRowHref(lang: string, item: Pick<ReviewItem, 'id' | 'status' | 'source'>): string {
  return hasItemPage(item) ? reviewItemHref(lang, item.id) : ruleHref(lang, item.id);
}

/** An issue in the interface's language (i18n `issue.KIND`), its English detail when the kind is unknown. */
export function issueText(
  t: (key: string, options?: Record<string, unknown>) => string,
  issue: ReviewItem['issues'][number],
): string {
  const params = issue.params ?? {};
  const key = issue.kind === 'no-base' && params.version === undefined ? 'issue.no-base_none' : `issue.${issue.kind}`;
  const text = t(key, params);
  return neutralise(text === key ? issue.detail : text);
}
