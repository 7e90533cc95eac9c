/** Glossary data for pages: term matchers per language (for linking) and the glossary page model. */
import { SOURCE_LANG } from '../langs/source.js';
import { language, type LangCode } from '../langs/index.js';
import type { GlossaryEntry } from '../model/schema.js';
import { TermMatcher, termSlug } from '../render/terms.js';
import type { LexiconEntry } from '../model/lexicon.js';
import { lexiconOf } from '../enrich/lexicon.js';
import { siteGraph, siteIndex, wholeTranslationIds } from './site.js';
import type { TextLink } from '../remark/link-text.js';

const linkable = new Map<string, Array<{ term: string; slug: string }>>();
const matchers = new Map<string, TermMatcher | null>();

/**
 * Terms that can be linked from rule text or a guide in a language (of entries not obsolete, not
 * mere redirects), leaving out the ubiquitous ones ("player", "card", "spell"): terms found in more
 * than 2 % of the rules (at least 25) are common knowledge, and linking them would bury the useful links.
 */
export function linkableTerms(lang: string): Array<{ term: string; slug: string }> {
  let kept = linkable.get(lang);
  if (kept) return kept;
  const terms = siteIndex()
    .edition.glossary.filter((g) => g.lang === lang && !g.obsolete && !g.redirect)
    .flatMap((g) => g.terms.map((term) => ({ term, slug: entrySlug(g) })));
  kept = [];
  if (terms.length) {
    const all = new TermMatcher(terms, language(lang)?.termPlurals ?? []);
    const index = siteIndex();
    const counts = new Map<string, number>();
    let texts = 0;
    for (const id of index.edition.ids) {
      const r = index.renditionsIn(index.rule(id)!, lang)[0];
      if (!r) continue;
      texts++;
      const seen = new Set(all.find(r.text).map((h) => h.term.slug));
      for (const slug of seen) counts.set(slug, (counts.get(slug) ?? 0) + 1);
    }
    const limit = Math.max(25, texts * 0.02);
    kept = terms.filter((t) => (counts.get(t.slug) ?? 0) <= limit);
  }
  linkable.set(lang, kept);
  return kept;
}

/** The matcher of linkableTerms (rule pages). */
export function termMatcher(lang: string): TermMatcher | undefined {
  if (!matchers.has(lang)) {
    const kept = linkableTerms(lang);
    matchers.set(lang, kept.length ? new TermMatcher(kept, language(lang)?.termPlurals ?? []) : null);
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

/**
 * The glossary in force (the edition's: an English entry as the newest release prints it, never an
 * older release's text), grouped by language (English first), alphabetical, with rule links that exist.
 */
export function glossaryGroups(): GlossaryGroup[] {
  if (groups) return groups;
  const index = siteIndex();
  const byLang = new Map<string, GlossaryGroup['entries']>();
  const seen = new Set<string>();
  for (const g of index.edition.glossary) {
    const slug = entrySlug(g);
    if (seen.has(slug)) continue;
    seen.add(slug);
    const list = byLang.get(g.lang) ?? [];
    list.push({ ...g, slug, rules: g.rules.filter((id) => index.rule(id)) });
    byLang.set(g.lang, list);
  }
  groups = [...byLang.entries()]
    .sort(([a], [b]) => (a === SOURCE_LANG ? -1 : b === SOURCE_LANG ? 1 : a.localeCompare(b)))
    .map(([lang, entries]) => ({
      lang,
      entries: entries.sort(byTerm(lang)),
    }));
  return groups;
}

/**
 * Glossary order in a language: quotes and other punctuation do not count (the 2008 CR's
 * `"As Though"` files under A, next to the later CRs' `As Though`); ties by code units.
 */
export function byTerm(lang: string): (a: { term: string }, b: { term: string }) => number {
  return (a, b) =>
    a.term.localeCompare(b.term, lang, { ignorePunctuation: true }) || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);
}

/** Card names that have translations, for the glossary's alias table. */
export function cardAliases() {
  return siteGraph()
    .cards.filter((c) => c.aliases.length)
    .map((c) => ({ name: c.name, aliases: c.aliases }))
    .sort((a, b) => a.name.localeCompare(b.name, SOURCE_LANG));
}

/** Items grouped by their first letter or digit (quotes before it aside), in order (memoised per array). */
const letterCache = new WeakMap<object, Array<[string, unknown[]]>>();
export function byLetter<T extends { term?: string; name?: string }>(items: T[]): Array<[string, T[]]> {
  const hit = letterCache.get(items);
  if (hit) return hit as Array<[string, T[]]>;
  const out: Array<[string, T[]]> = [];
  for (const item of items) {
    const letter = /[\p{L}\p{N}]/u.exec(item.term ?? item.name ?? '')?.[0].toUpperCase() ?? '?';
    const last = out.at(-1);
    if (last && last[0] === letter) last[1].push(item);
    else out.push([letter, [item]]);
  }
  letterCache.set(items, out);
  return out;
}

/** A lexicon concept shown on a glossary page: its terms in the page language, the English ones, the English entry. */
export interface LexiconTerm {
  /** The lexicon's concept id. */
  id: string;
  terms: string[];
  en: string[];
  /** The English glossary entry of the same term (its anchor on the page) and the rules it points at. */
  entry?: { slug: string; rules: string[] };
}

/** A lexicon form as a reader writes it: without the `*` (prefix) and `=` (exact word) marks. */
const plainForm = (form: string) => form.replace(/(^|\s)=/g, '$1').replace(/\*(?=\s|$)/g, '');

/**
 * The game terms of content/lexicon.yaml in a language other than English, with their English terms
 * and, where the English glossary defines one of those, its entry and rules: a Spanish or Russian
 * reader's glossary while the translations have none (issue #21), in the language's order.
 */
export function lexiconTerms(lang: string): LexiconTerm[] {
  if (lang === SOURCE_LANG) return [];
  const english = glossaryGroups().find((g) => g.lang === SOURCE_LANG)?.entries ?? [];
  const entries = new Map<string, { slug: string; rules: string[] }>();
  for (const e of english)
    for (const t of e.terms.length ? e.terms : [e.term]) entries.set(t.toLowerCase(), { slug: e.slug, rules: e.rules });
  const out: LexiconTerm[] = [];
  for (const entry of siteLexicon()) {
    const terms = [...new Set((entry[lang as LangCode] ?? []).map(plainForm))].filter(Boolean);
    const en = [...new Set((entry[SOURCE_LANG] ?? []).map(plainForm))].filter(Boolean);
    if (!terms.length || !en.length) continue;
    const found = en.map((t) => entries.get(t.toLowerCase())).find(Boolean);
    out.push(found ? { id: entry.id, terms, en, entry: found } : { id: entry.id, terms, en });
  }
  return out.sort((a, b) => byTerm(lang)({ term: a.terms[0]! }, { term: b.terms[0]! }));
}

/**
 * Glossary links in a text of a language whose own glossary the content lacks (no translation has
 * one): its game terms as the lexicon finds them, inflections included («копируемых значений»), each
 * concept whose English entry rule pages would link (linkableTerms) linked to that entry, the first
 * time only. Terms of several words only: a single word found by its stem is as often a word of the
 * language (the lexicon's «состояние» of "status" is also the state of the game, «impreso» of
 * "imprint" the printed text). A finder for one document (remark/link-text.ts).
 */
export function lexiconTermLinks(lang: string, href: (slug: string) => string): (text: string) => TextLink[] {
  const linkableEnglish = new Set(linkableTerms(SOURCE_LANG).map((t) => t.slug));
  const slugOf = new Map(
    lexiconTerms(lang).flatMap((x) =>
      x.entry && linkableEnglish.has(x.entry.slug) ? [[x.id, x.entry.slug] as const] : [],
    ),
  );
  const lexicon = lexiconOf(siteLexicon());
  const linked = new Set<string>();
  return (text) =>
    lexicon.find(text, lang).flatMap((o) => {
      const slug = slugOf.get(o.id);
      if (slug === undefined || linked.has(slug) || !SEVERAL_WORDS.test(text.slice(o.start, o.end))) return [];
      linked.add(slug);
      return [{ start: o.start, end: o.end, url: href(slug) }];
    });
}

const SEVERAL_WORDS = /[\s\-‐–]/;
const NO_LEXICON: readonly LexiconEntry[] = [];

/** The lexicon the ingest stored with the site's graph (content/lexicon.yaml, as read then). */
function siteLexicon(): readonly LexiconEntry[] {
  return siteGraph().lexicon ?? NO_LEXICON;
}

/** The whole translations of a language that print no glossary entry (theirs left out). */
export function wholeSourcesWithoutGlossary(lang: string): Array<{ id: string; title: string }> {
  return siteGraph()
    .sources.filter((s) => s.lang === lang && wholeTranslationIds().has(s.id) && (s.counts?.glossary ?? 0) === 0)
    .map((s) => ({ id: s.id, title: s.title ?? s.id }));
}
