/**
 * The one-page view: the rules in force (the edition) in reading order, cut into per-chapter chunks,
 * its glossary, then what only translations hold, unplaced. A retired rule is never in it: it has
 * its own page, its number's history and the changes of the release that removed it.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { parseNumber } from '../model/numbers.js';
import type { SafeHtml } from '../render/safe.js';
import { plainText } from '../text/markup.js';
import { siteIndex } from './site.js';
import { blocksHtml } from './site-body.js';
import { byLetter, byTerm, glossaryGroups } from './site-glossary.js';

export interface AllPage {
  chunks: SafeHtml[];
  other?: SafeHtml;
}

export function allPageChunks(lang: string): AllPage {
  const index = siteIndex();
  const groups = new Map<number, string[]>();
  const inForce = index.edition.ids;
  for (const id of inForce) {
    const chapter = parseNumber(id)?.chapter ?? 0;
    const list = groups.get(chapter) ?? [];
    list.push(id);
    groups.set(chapter, list);
  }
  const view = 'all' as const;
  const chunks = [...groups.values()].map((ids) => blocksHtml(ids, lang, view, 3));
  const others = index.unplaced;
  const other = others.length ? blocksHtml(others, lang, view, 4) : undefined;
  return { chunks, other };
}

/** The one-page view's glossary: the edition's entries in the page's language where it has them, by letter. */
export interface AllGlossary {
  /** The languages of the entries shown: the page's first where a translation's glossary has it, then English. */
  langs: string[];
  /** The one language every entry is in, when they all are (else each entry says its own). */
  lang?: string;
  letters: Array<[letter: string, entries: Array<{ slug: string; term: string; lang: string }>]>;
}

/**
 * The glossary of the edition: each English entry as the page's language's glossary translates it
 * where a translation has one, else in English (the page says so, as the glossary page does).
 * Headwords only, each anchored here by its entry's slug (/{lang}/all/#en-flying) and leading to
 * the entry: the whole entries would take the page past its size (BENCHMARKS.md "archive:
 * /{lang}/all/"). What a term means shows on hover, focus or tap (client/terms.ts).
 */
export function allPageGlossary(lang: string): AllGlossary | undefined {
  const groups = glossaryGroups();
  const english = groups.find((g) => g.lang === SOURCE_LANG)?.entries ?? [];
  const own = lang === SOURCE_LANG ? [] : (groups.find((g) => g.lang === lang)?.entries ?? []);
  const translated = new Map<string, (typeof own)[number]>();
  for (const e of own) if (e.of !== undefined && !translated.has(e.of)) translated.set(e.of, e);
  const placed = new Set<string>();
  const shown = english.map((e) => {
    const t = translated.get(e.term);
    if (t) placed.add(t.slug);
    return t ?? e;
  });
  // A translation's entries no English one matched stand on their own.
  for (const e of own) if (!placed.has(e.slug)) shown.push(e);
  if (!shown.length) return undefined;
  const items = shown.map((e) => ({ slug: e.slug, term: plainText(e.term), lang: e.lang })).sort(byTerm(lang));
  const langs = [...new Set(items.map((e) => e.lang))].sort((a, b) => (a === lang ? -1 : b === lang ? 1 : 0));
  return { langs, ...(langs.length === 1 ? { lang: langs[0]! } : {}), letters: byLetter(items) };
}
