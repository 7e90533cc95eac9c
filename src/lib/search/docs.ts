/**
 * What the reading of one language holds per rule. Every rule searched has a document number shared
 * by all languages; a language indexes only its own renditions (an English text is never read with
 * the Russian or Spanish stemmer), plus card names and glossary terms in that language. A site
 * searches every reading and shows a rule in its own language where it has text (engine.ts).
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { Graph, Rendition, Revision, Rule } from '../model/schema.js';
import { editionOf } from '../model/edition.js';
import { sortNumbers } from '../model/numbers.js';
import type { SearchLang } from './encoders.js';
import type { Field } from './index-config.js';

/** A rule's document in one language: the indexed fields, and the title line shown (`t`). */
export type SearchDoc = { id: string } & Record<Field, string> & { t: string };

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Distinct texts, in order: two sources quoting one rule (an excerpt and an article) add nothing. */
function distinct(texts: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of texts) {
    const key = squash(t);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(t.trim());
  }
  return out;
}

/**
 * Body and examples of a rule's renditions in one language, paragraphs joined by "\n"; in English,
 * the text in force when the rule has one (never an older release's wording beside it); in a
 * translation, the one every reader gets (the first: ingest/compose.ts orders them).
 */
export function ruleText(rule: Rule, lang: string, inForce?: Revision): string {
  if (lang === SOURCE_LANG && inForce)
    return [inForce.text, ...(inForce.examples ?? []).map((e) => e.text)].join('\n').trim();
  const renditions = ownRenditions(rule, lang);
  return distinct([...renditions.map((r) => r.text), ...renditions.flatMap((r) => r.examples.map((e) => e.text))]).join(
    '\n',
  );
}

/** A language's renditions of the rule as search reads them: English's all, a translation's shown one. */
function ownRenditions(rule: Rule, lang: string): Rendition[] {
  const own = rule.renditions.filter((r) => r.lang === lang);
  return lang === SOURCE_LANG ? own : own.slice(0, 1);
}

/** Glossary terms of the language, by the rules their entries point at. */
function glossaryTerms(graph: Graph, lang: string, entries = graph.glossary): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (entry.lang !== lang || entry.obsolete) continue;
    for (const id of entry.rules) {
      let set = out.get(id);
      if (!set) out.set(id, (set = new Set()));
      for (const term of entry.terms.length ? entry.terms : [entry.term]) set.add(term);
    }
  }
  return out;
}

/** Card names a rule's documents carry in one language: the English name in English, aliases elsewhere. */
function cardNames(graph: Graph, lang: string): (rule: Rule) => string {
  const aliases = new Map(
    graph.cards.map((c) => [c.name, c.aliases.filter((a) => a.lang === lang).map((a) => a.name)]),
  );
  // English names in the English reading only: every site searches it, and a Spanish stemmer would
  // read "Tapestry Warden" as ward.
  return (rule) =>
    rule.cards.flatMap((name) => [...(lang === SOURCE_LANG ? [name] : []), ...(aliases.get(name) ?? [])]).join('\n');
}

/**
 * The rules searched: those in force (the edition) and those only translations hold (unplaced), in
 * rule order; then the retired rules (searched only when asked: "include older releases", `rules
 * search --all-releases`), also in rule order. A retired rule's old numbers lead to the rule that
 * has them now.
 */
export function docIds(graph: Graph): { ids: string[]; retiredFrom: number } {
  const edition = editionOf(graph);
  const current = sortNumbers([...edition.ids, ...edition.unplaced]);
  const searched = new Set(current);
  const retired = sortNumbers(
    Object.keys(graph.rules).filter((id) => !searched.has(id) && graph.rules[id]!.revisions.length),
  );
  return { ids: [...current, ...retired], retiredFrom: current.length };
}

/** The revision a rule's search document shows: in force, else (retired) its last living one. */
function shownRevision(rule: Rule, inForce: Revision | undefined): Revision | undefined {
  return inForce ?? rule.revisions.findLast((r) => r.change !== 'retired');
}

export function collectDocs(graph: Graph, lang: SearchLang, ids = docIds(graph).ids): SearchDoc[] {
  const edition = editionOf(graph);
  const gloss = glossaryTerms(graph, lang, edition.glossary);
  const cards = cardNames(graph, lang);
  return ids.map((id) => {
    const rule = graph.rules[id]!;
    const inForce = shownRevision(rule, edition.revision(id));
    const own = ownRenditions(rule, lang);
    // In English the title in force alone (a keyword renamed keeps no old name in its title field).
    const title =
      lang === SOURCE_LANG && inForce ? (inForce.title ?? rule.title) : distinct(own.map((r) => r.title)).join('\n');
    const text = own.length ? ruleText(rule, lang, inForce) : '';
    return {
      id,
      title,
      text,
      cards: cards(rule),
      gloss: [...(gloss.get(id) ?? [])].join('\n'),
      t: title.split('\n')[0] ?? '',
    };
  });
}
