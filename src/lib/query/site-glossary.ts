/** Glossary data for pages: term matchers per language (for linking) and the glossary page model. */
import type { GlossaryEntry } from '../graph/schema.js';
import { TermMatcher, termSlug } from '../render/terms.js';
import { siteGraph, siteIndex } from './site.js';

const matchers = new Map<string, TermMatcher | null>();

/** Entries that can be linked from rule text in a language (not obsolete, not mere redirects). */
export function termMatcher(lang: string): TermMatcher | undefined {
  if (!matchers.has(lang)) {
    const terms = siteGraph()
      .glossary.filter((g) => g.lang === lang && !g.obsolete && !g.redirect)
      .flatMap((g) => g.terms.map((term) => ({ term, slug: entrySlug(g) })));
    matchers.set(lang, terms.length ? new TermMatcher(terms, lang === 'en') : null);
  }
  return matchers.get(lang) ?? undefined;
}

export function entrySlug(g: GlossaryEntry): string {
  return termSlug(g.lang, g.term);
}

export interface GlossaryGroup {
  lang: string;
  entries: Array<GlossaryEntry & { slug: string; rules: string[] }>;
}

let groups: GlossaryGroup[] | undefined;

/** Entries grouped by language (English first), alphabetical, with rule links that exist. */
export function glossaryGroups(): GlossaryGroup[] {
  if (groups) return groups;
  const index = siteIndex();
  const byLang = new Map<string, GlossaryGroup['entries']>();
  const seen = new Set<string>();
  for (const g of siteGraph().glossary) {
    const slug = entrySlug(g);
    if (seen.has(slug)) continue;
    seen.add(slug);
    const list = byLang.get(g.lang) ?? [];
    list.push({ ...g, slug, rules: g.rules.filter((id) => index.rule(id)) });
    byLang.set(g.lang, list);
  }
  groups = [...byLang.entries()]
    .sort(([a], [b]) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)))
    .map(([lang, entries]) => ({ lang, entries: entries.sort((a, b) => a.term.localeCompare(b.term, lang)) }));
  return groups;
}

/** Card names that have translations, for the glossary's alias table. */
export function cardAliases() {
  return siteGraph()
    .cards.filter((c) => c.aliases.length)
    .map((c) => ({ name: c.name, aliases: c.aliases }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
