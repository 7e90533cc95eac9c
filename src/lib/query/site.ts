/**
 * The site's query layer: pages stay thin and ask here. The graph is read once per build and
 * every per-build index is computed once (see site-index.ts); page-level view models live in
 * the other site-*.ts modules.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { hasOwnPage as hasOwnPageIn, rulePath } from '../model/pages.js';
import { isWholeTranslation } from '../model/sources.js';
import path from 'node:path';
import type { Graph, Rule } from '../model/schema.js';
import { openStore, type Store } from '../store/read.js';
import { buildIndex, type SiteIndex } from './site-index.js';

export { LANGS, isUiLang, type UiLang } from './site-langs.js';

let store: Store | undefined;
let index: SiteIndex | undefined;

/**
 * The graph the site is built from: the store at $RULES_GRAPH, else generated/graph.json (`npm run
 * build` ingests first), read lazily and validated part by part. Only the model is imported: the
 * site never pulls in the ingestion pipeline.
 */
export function siteGraph(): Graph {
  return siteStore().graph;
}

/** The store the site is built from (siteGraph's), opened once per build. */
export function siteStore(): Store {
  store ??= openStore(siteGraphFile());
  return store;
}

export const siteGraphFile = () => path.resolve(process.env.RULES_GRAPH ?? path.join('generated', 'graph.json'));

let whole: { graph: Graph; ids: ReadonlySet<string> } | undefined;
/** The ids of the whole translations' sources (once per graph): compare pages, queue item pages, the glossary read them. */
export function wholeTranslationIds(): ReadonlySet<string> {
  const graph = siteGraph();
  if (whole?.graph !== graph)
    whole = { graph, ids: new Set(graph.sources.filter(isWholeTranslation).map((s) => s.id)) };
  return whole.ids;
}

/** Every per-build index, computed once. */
export function siteIndex(): SiteIndex {
  index ??= buildIndex(siteGraph());
  return index;
}

export function allRules(): Rule[] {
  return siteIndex().ids.map((id) => siteGraph().rules[id]!);
}

export function ruleById(id: string): Rule | undefined {
  return siteGraph().rules[id];
}

/** The rendition to show in a language: its own if any, else English (flagged as a fallback). */
export function renditionFor(rule: Rule, lang: string) {
  return siteIndex().shown(rule.id, lang);
}

export { anchorOf } from '../model/pages.js';

/** Does the rule's page show this subrule (among the children of the edition it shows)? */
const holds = (rule: string, subrule: string) =>
  siteIndex().rule(rule) !== undefined && siteIndex().childrenOf(rule).includes(subrule);

/** Does `id` have a page of its own in the interface of `lang` (model/pages.ts)? */
export const hasOwnPage = (lang: string, id: string) => hasOwnPageIn(lang, id, holds);

/** A rule's link: its page, or (a subrule in a translation's interface) its rule's page at its anchor. */
export const ruleHref = (lang: string, id: string) => rulePath(lang, id, holds);

/** The same page in another interface language: a rule's own page or its rule's anchor there. */
export function pathIn(lang: string, rest: string): string {
  const id = /^rules\/([^/]+)\/$/.exec(rest)?.[1];
  return id && siteIndex().rule(id) ? ruleHref(lang, id) : `/${lang}/${rest}`;
}
/** A section's one page is its rule page (the whole section); /{lang}/sections/{id}/ redirects there. */
export const sectionHref = (lang: string, id: string) => ruleHref(lang, id);
/** A rule's compare page: one page per interface, drawn in the browser (pages/[lang]/compare/index.astro). */
export const compareHref = (lang: string, id: string) => `/${lang}/compare/?rule=${encodeURIComponent(id)}`;
/** A rule's changes: a section of its page (history pages of earlier releases redirect there). */
export const historyHref = (lang: string, id: string, query = '') =>
  // A subrule read on its rule's page in this interface has its history on its own page in the source language.
  hasOwnPage(lang, id) ? `/${lang}/rules/${id}/${query}#changes` : `/${SOURCE_LANG}/rules/${id}/${query}#changes`;
export const articleHref = (lang: string, slug: string) => `/${lang}/articles/${slug}/`;
