/**
 * Compiling the expansion table of one index language from the term lexicon
 * (content/lexicon.yaml, owned by the alignment stage) and the graph's card names.
 *
 * Lexicon wordings use two marks (see src/lib/enrich/lexicon.ts): `word*` is a literal prefix and
 * `=word` an exact word. For search, `=word` is read as the word (the index stems anyway) and a
 * prefix is expanded at build time into the index language's own words that start with it, so the
 * browser never scans the vocabulary.
 */
import { language } from '../langs/index.js';
import { SOURCE_LANG } from '../langs/source.js';
import type { Card } from '../model/schema.js';
import { SEARCH_LANGS, normaliseText, termsOf, wordsOf, type SearchLang } from './encoders.js';
import { readingIn, type Expansions } from './expansions.js';
import { withPrefix } from '../text/sorted.js';

/** One lexicon entry as the search needs it: its terms by language (model/lexicon.ts's LexiconEntry fits). */
export type TermEntry = { id?: string } & Partial<Record<SearchLang, readonly string[]>>;

/** At most this many words stand for one prefix, and wordings for one prefixed form. */
const MAX_PREFIX_WORDS = 12;

type Part = { prefix: string } | { words: string };

function partsOf(form: string): Part[] {
  return form
    .split(/\s+/)
    .filter(Boolean)
    .map((raw) => (raw.endsWith('*') ? { prefix: normaliseText(raw.slice(0, -1).replace(/^=/, '')) } : { words: raw }));
}

/** The index-language wordings of one form: prefixes replaced by the corpus words they start. */
function wordings(form: string, vocabulary: readonly string[]): string[] {
  let out = [''];
  for (const part of partsOf(form)) {
    const options = 'words' in part ? [part.words.replace(/^=/, '')] : prefixWords(part.prefix, vocabulary);
    out = out.flatMap((head) => options.map((o) => (head ? `${head} ${o}` : o))).slice(0, MAX_PREFIX_WORDS);
  }
  return out.filter(Boolean);
}

function prefixWords(prefix: string, vocabulary: readonly string[]): string[] {
  if (!prefix) return [];
  const out = withPrefix(vocabulary, prefix, MAX_PREFIX_WORDS);
  return out.length ? out : [prefix];
}

/** The sorted distinct normalised words of the index language's texts. */
export function vocabularyOf(texts: Iterable<string>): string[] {
  const set = new Set<string>();
  for (const t of texts) for (const w of wordsOf(t)) set.add(w);
  return [...set].sort();
}

export function compileExpansions(
  target: SearchLang,
  entries: readonly TermEntry[],
  cards: readonly Card[],
  vocabulary: readonly string[],
): Expansions {
  const ex: Expansions = { alts: [], keys: {}, prefixed: [], maxWords: 0 };

  const add = (forms: Array<[SearchLang, string]>, targetForms: string[]) => {
    const seen = new Set<string>();
    const alts: string[] = [];
    for (const f of targetForms)
      for (const w of wordings(f, vocabulary)) {
        const key = termsOf(w, target).join(' ');
        if (key && !seen.has(key)) {
          seen.add(key);
          alts.push(w);
        }
      }
    if (!alts.length) return;
    const index = ex.alts.push(alts) - 1;
    for (const [of, form] of forms) {
      // Keyed as the index's page reads queries (expansions.ts readingIn).
      const lang = readingIn(of, target);
      const parts = partsOf(form);
      if (parts.some((p) => 'prefix' in p)) {
        const keyParts = parts.flatMap((p) =>
          'prefix' in p ? [`*${p.prefix}`] : termsOf(p.words.replace(/^=/, ''), lang),
        );
        if (keyParts.length) ex.prefixed.push([lang, keyParts, index]);
        ex.maxWords = Math.max(ex.maxWords, keyParts.length);
        continue;
      }
      const terms = termsOf(form.replace(/(^|\s)=/g, '$1'), lang);
      if (!terms.length) continue;
      const key = `${lang}:${terms.join(' ')}`;
      const list = (ex.keys[key] ??= []);
      if (!list.includes(index)) list.push(index);
      ex.maxWords = Math.max(ex.maxWords, terms.length);
    }
  };

  for (const entry of entries) {
    const forms = SEARCH_LANGS.flatMap((lang) => (entry[lang] ?? []).map((f): [SearchLang, string] => [lang, f]));
    add(forms, [...(entry[target] ?? [])]);
  }
  for (const card of cards) {
    const aliases = card.aliases
      .filter((a) => (SEARCH_LANGS as readonly string[]).includes(a.lang))
      .flatMap((a) => [a.name, ...(language(a.lang)?.nameForms?.(a.name) ?? [])].map((name) => ({ ...a, name })));
    const forms: Array<[SearchLang, string]> = [
      [SOURCE_LANG, card.name],
      ...aliases.map((a): [SearchLang, string] => [a.lang as SearchLang, a.name]),
    ];
    add(forms, [card.name, ...aliases.filter((a) => a.lang === target).map((a) => a.name)]);
  }
  return ex;
}
