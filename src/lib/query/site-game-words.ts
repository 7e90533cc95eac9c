/**
 * The game's words — card types, subtypes, keywords — in a reader's language, derived from the
 * content (never a list written for the site): the language's own glossary entries matched to the
 * English ones they translate (`of`), then the titles its translations give the rules ("702.9
 * Flying" → «Полет»), then the game-term lexicon the glossary page shows for the language. Keys are
 * the English words, lowercased; a language without any of these has none, and its reader sees English.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { plainText } from '../text/markup.js';
import { siteIndex } from './site.js';
import { glossaryGroups, lexiconTerms } from './site-glossary.js';

const cache = new Map<string, ReadonlyMap<string, string>>();

export function gameWords(lang: string): ReadonlyMap<string, string> {
  let out = cache.get(lang);
  if (out) return out;
  const words = new Map<string, string>();
  // Earlier sources win: a word is added once.
  const add = (en: string, word: string) => {
    const key = plainText(en).trim().toLowerCase();
    const value = plainText(word).trim();
    if (key && value && !words.has(key)) words.set(key, value);
  };
  if (lang !== SOURCE_LANG) {
    const groups = glossaryGroups();
    const english = new Map(
      (groups.find((g) => g.lang === SOURCE_LANG)?.entries ?? []).map((e) => [e.term, e] as const),
    );
    for (const e of groups.find((g) => g.lang === lang)?.entries ?? []) {
      const of = e.of !== undefined ? english.get(e.of) : undefined;
      if (!of || e.obsolete || e.redirect) continue;
      for (const t of of.terms.length ? of.terms : [of.term]) add(t, e.terms[0] ?? e.term);
    }
    const index = siteIndex();
    for (const id of index.edition.ids) {
      const rule = index.rule(id)!;
      if (rule.kind !== 'rule') continue;
      const own = index.renditionsIn(rule, lang)[0]?.title;
      const en = index.renditionsIn(rule, SOURCE_LANG)[0]?.title;
      if (own && en) add(en, own);
    }
    // The lexicon lists a concept's forms in each language, often in the same order (landwalk,
    // forestwalk… ↔ знание земель, знание лесов…): aligned when the lists are as long, else the first.
    for (const x of lexiconTerms(lang))
      x.en.forEach((en, i) => add(en, x.terms[x.terms.length === x.en.length ? i : 0]!));
  }
  out = words;
  cache.set(lang, out);
  return out;
}

/** `word` with the case of `like`'s first letter ("Flying" → «Полет», "flying" → «полет»). */
export function caseLike(like: string, word: string): string {
  const first = like.charAt(0);
  const head = first === first.toUpperCase() ? word.charAt(0).toUpperCase() : word.charAt(0).toLowerCase();
  return head + word.slice(1);
}

/**
 * The game's words of some English forms as the engine writes them ("flying", "Flying", "Angel"),
 * each in `lang` with the case of the English form, for those the content gives.
 */
export function gameWordsOf(lang: string, forms: Iterable<string>): Record<string, string> {
  const words = gameWords(lang);
  const out: Record<string, string> = {};
  for (const form of [...new Set(forms)].sort()) {
    const word = words.get(form.toLowerCase());
    if (word) out[form] = caseLike(form, word);
  }
  return out;
}
