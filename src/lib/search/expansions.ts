/**
 * Query expansion through the term lexicon and the card names (issue #6, "across languages").
 * A query word or run of words in any language that names a lexicon concept or a card is searched
 * as that concept's words in the index language too: «копия заклинания» on the English site
 * becomes copy + spell; копировать on the Russian site also finds копия, whose stem differs;
 * «Швырок» on the English site becomes Fling. The table is compiled at build time
 * (expansions-build.ts) and shipped in meta.json; this half matches queries against it and runs
 * in the browser.
 */
import { SEARCH_LANGS, STEMMERS_FOR, termOf, type SearchLang } from './encoders.js';

export interface Expansions {
  /** Per entry (concept or card): its wordings in the index language, as words to search. */
  alts: string[][];
  /** `lang:term term…` (a wording's terms in its own language) → entries. */
  keys: Record<string, number[]>;
  /** Wordings with a prefix word (`цель*`): [lang, parts, entry]; a part is a term or `*prefix`. */
  prefixed: Array<[SearchLang, string[], number]>;
  /** The longest key, in terms. */
  maxWords: number;
}

export const EMPTY_EXPANSIONS: Expansions = { alts: [], keys: {}, prefixed: [], maxWords: 0 };

/**
 * How the index of `lang` reads a wording (and a query) of language `of`: as `of` when the
 * stemmers `of` needs are among those the index loads (STEMMERS_FOR), else as `lang`. So a page
 * needs only its own stemmers: on the Russian and English sites a Spanish wording is read with
 * the English stemmer (hechizos = hechizo still), on the Spanish site English and Russian
 * wordings with the Spanish and Russian ones.
 */
export function readingIn(of: SearchLang, lang: SearchLang): SearchLang {
  return STEMMERS_FOR[of].every((a) => STEMMERS_FOR[lang].includes(a)) ? of : lang;
}

/** The readings the index of `lang` has keys in. */
export function readingsOf(lang: SearchLang): SearchLang[] {
  return SEARCH_LANGS.filter((of) => readingIn(of, lang) === of);
}

/** A run of query words (indexes into the word list, inclusive) that names entries. */
export interface Span {
  from: number;
  to: number;
  entries: number[];
  /** Found only in other languages' wordings (a translation, not a synonym). */
  cross: boolean;
}

interface Slot {
  term: string;
  word: number;
}

function partMatches(part: string, slot: Slot, words: string[]): boolean {
  return part.startsWith('*') ? words[slot.word]!.startsWith(part.slice(1)) : part === slot.term;
}

/**
 * The spans of `words` (normalised query words, stop words included) that name entries, read in
 * every language: a query's language is not declared, and Latin and Cyrillic keys cannot collide
 * by accident often enough to matter. Longest first, left to right, without overlaps; equal spans
 * found in several languages pool their entries.
 */
export function findSpans(words: string[], ex: Expansions, index: SearchLang): Span[] {
  if (!ex.maxWords) return [];
  const found: Span[] = [];
  for (const lang of readingsOf(index)) {
    const seq: Slot[] = [];
    words.forEach((w, word) => {
      const term = termOf(w, lang);
      if (term !== undefined) seq.push({ term, word });
    });
    for (let k = 0; k < seq.length; k++) {
      for (let len = Math.min(ex.maxWords, seq.length - k); len >= 1; len--) {
        const key = `${lang}:${seq
          .slice(k, k + len)
          .map((s) => s.term)
          .join(' ')}`;
        const entries = ex.keys[key];
        if (entries) found.push({ from: seq[k]!.word, to: seq[k + len - 1]!.word, entries, cross: lang !== index });
      }
      for (const [l, parts, entry] of ex.prefixed) {
        if (l !== lang || k + parts.length > seq.length) continue;
        if (parts.every((p, j) => partMatches(p, seq[k + j]!, words)))
          found.push({
            from: seq[k]!.word,
            to: seq[k + parts.length - 1]!.word,
            entries: [entry],
            cross: lang !== index,
          });
      }
    }
  }
  found.sort((a, b) => a.from - b.from || b.to - a.to);
  const chosen: Span[] = [];
  let free = 0;
  for (const span of found) {
    const last = chosen.at(-1);
    if (last && last.from === span.from && last.to === span.to) {
      last.entries = [...new Set([...last.entries, ...span.entries])];
      last.cross &&= span.cross;
    } else if (span.from >= free) {
      chosen.push({ ...span, entries: [...span.entries] });
      free = span.to + 1;
    }
  }
  return chosen;
}
