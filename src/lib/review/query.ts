/**
 * `rules review --lang L`: every review item of one language, in rule order then source order.
 * Items of translated renditions are stored on their rules (index.ts); untranslated items are
 * derived here from the renditions, so graph.json does not carry one per current English rule per
 * language while `rules review` still lists them (DESIGN §5).
 */
import { SOURCE_LANG } from '../langs/source.js';
import { holds } from '../model/ranges.js';
import type { Graph, ReviewItem, Rule } from '../model/schema.js';
import { compareNumbers } from '../model/numbers.js';
import { englishVersions } from '../align/english.js';
import { statusOf } from './status.js';

export interface ReviewResult {
  lang: string;
  items: ReviewItem[];
}

type GraphPart = Pick<Graph, 'rules' | 'sources' | 'versions'>;

export function reviewQueue(graph: GraphPart, lang: string): ReviewResult {
  const langOf = new Map(graph.sources.map((s) => [s.id, s.lang]));
  const order = new Map(graph.sources.map((s, i) => [s.id, i]));
  const items = Object.values(graph.rules)
    .flatMap((r) => r.review)
    // A graph written by an older build may still store untranslated items: derived ones replace them.
    .filter((it) => it.status !== 'untranslated' && (it.lang ?? langOf.get(it.source)) === lang);
  items.push(...untranslatedItems(graph, lang));
  items.sort((a, b) => compareNumbers(a.id, b.id) || (order.get(a.source) ?? -1) - (order.get(b.source) ?? -1));
  return { lang, items };
}

/**
 * The queue as of an English release (`rules review --release DATE`): what a translator had to do
 * when that release was the newest. Each item keeps the changes up to it (a change of a version
 * between releases, from a history page, only when the release is the newest); its status follows;
 * the untranslated items are the rules in force then with no rendition in `lang`.
 */
export function reviewQueueAt(graph: GraphPart, lang: string, release: string, stored: ReviewItem[]): ReviewItem[] {
  const newest = graph.versions.filter((v) => v.kind === 'cr').at(-1)?.id;
  if (release === newest) return stored;
  const dateOf = new Map(graph.versions.map((v) => [v.id, v.date]));
  const items = stored
    .filter((it) => it.status !== 'untranslated')
    .map((it) => {
      const pending = it.pending.filter((p) => (dateOf.get(p.version) ?? '9999') <= release);
      return { ...it, pending, status: statusOf({ issues: it.issues, pending }) };
    });
  items.push(...untranslatedItems(graph, lang, release));
  const order = new Map(graph.sources.map((s, i) => [s.id, i]));
  return items.sort((a, b) => compareNumbers(a.id, b.id) || (order.get(a.source) ?? -1) - (order.get(b.source) ?? -1));
}

/**
 * Untranslated items of a translation language (one with a source in the content): every rule or
 * subrule in force at `release` (default the newest) with English text and no rendition in `lang`.
 */
export function untranslatedItems(graph: GraphPart, lang: string, release?: string): ReviewItem[] {
  if (lang === SOURCE_LANG || !graph.sources.some((s) => s.lang === lang)) return [];
  const newest = graph.versions.filter((v) => v.kind === 'cr').map((v) => v.id);
  const newestCr = release ?? newest[newest.length - 1];
  const out: ReviewItem[] = [];
  for (const rule of Object.values(graph.rules)) {
    if (rule.id.includes('@') || (rule.kind !== 'rule' && rule.kind !== 'subrule')) continue;
    if (rule.renditions.some((r) => r.lang === lang)) continue;
    if (!isCurrent(rule, graph, newestCr, release !== undefined)) continue;
    out.push({
      id: rule.id,
      lang,
      number: rule.id,
      source: '',
      status: 'untranslated',
      baseVersions: [],
      pending: [],
      issues: [],
    });
  }
  return out;
}

/** Whether the rule is in force at `newestCr`: a rule whose English stops earlier is retired, one starting later is not yet. */
function isCurrent(rule: Rule, graph: GraphPart, newestCr: string | undefined, past = false): boolean {
  // The English versions are its revisions (retired ones aside) once history has run.
  const current = rule.revisions.length
    ? rule.revisions.findLast((r) => r.change !== 'retired' && (!past || r.version <= newestCr!))
    : englishVersions(rule, graph.versions, graph.sources).at(-1);
  // With no CR in the content every English text is today's (history pages, rule pages).
  return (
    current !== undefined && (newestCr === undefined || holds(current, newestCr) || !/^\d{4}-/.test(current.version))
  );
}
