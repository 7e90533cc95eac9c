/**
 * Per-language text encoders for the search index (issue #6; DESIGN §6: FlexSearch 0.8 with our
 * own encoders, `dedupe: false`). Browser-safe: no node: imports.
 *
 * One pipeline, used for the index, for queries, for the lexicon keys and for highlighting, so
 * that a word always becomes the same term wherever it is read:
 *  1. NFC, lower case.
 *  2. Accents folded on Latin letters only (daño = dano, Dandân = dandan) — before stemming, so
 *     that the stemmer sees one spelling. Cyrillic is left alone except ё → е: folding it with NFD
 *     would also turn й into и, and й is a letter of its own.
 *  3. Latin look-alikes inside Cyrillic words mapped back (translators type "Oборотень" with a
 *     Latin O); a word is changed only when it mixes both scripts.
 *  4. Words are runs of Unicode letters, marks and digits; everything else splits.
 *  5. Stop words of the language are dropped (they would be in every posting list).
 *  6. Snowball stem by script: Cyrillic words with the Russian stemmer whatever the language
 *     (a Russian alias on the English site), Latin words with the language's stemmer, except in
 *     the Russian index, where Latin words are English (card names kept in English).
 *     Words with digits are kept as they are (10a, 100).
 * FlexSearch's own letter de-duplication is off: it would make 100 and 110 both "10".
 *
 * The stemmers themselves are not imported here, so that a page loads only those its language
 * reads with (STEMMERS_FOR): `stemmers.ts` loads them lazily (the browser: one chunk each),
 * `stemmers-all.ts` registers all three at once (Node: build, CLI, tests).
 */
import {
  perLanguage,
  scriptOfWord,
  stemmersFor,
  stemmingLanguage,
  TOUCHING_LETTERS,
  UNSPACED_LETTERS,
} from '../langs/index.js';
import { SEARCH_LANGS, type SearchLang } from './langs.js';

export { SEARCH_LANGS, isSearchLang, type SearchLang } from './langs.js';

/** A word as the index reads it; the same class splits (SPLIT) and finds offsets (WORD). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
export const SPLIT = /[^\p{L}\p{M}\p{N}]+/u;
const LATIN_ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF]/g;
const COMBINING = /[\u0300-\u036f]/g;
const CYRILLIC = /[а-яё]/;
const LATIN = /[a-z]/;
const DIGIT = /\d/;

/*
 * Words of scripts that touch numbers and other scripts are cut where they meet ("规则510" is 规则 and
 * 510, "3i의" is 3i and 의); runs of a script written without spaces (Chinese) are read as their
 * overlapping pairs of letters (践踏区 → 践踏, 踏区), a lone letter as itself. Bigrams rather than
 * Intl.Segmenter's dictionary words: the same on every ICU (the browser's and Node's segment
 * differently), a query's words always found in the texts that hold them, and a word's pairs in
 * order are a phrase the ranking checks (rerank.ts).
 */
const TOUCHING = TOUCHING_LETTERS ? new RegExp(`[${TOUCHING_LETTERS}]`, 'u') : undefined;
const UNSPACED = UNSPACED_LETTERS ? new RegExp(`^[${UNSPACED_LETTERS}]`, 'u') : undefined;
const RUNS = TOUCHING_LETTERS
  ? new RegExp(
      `${UNSPACED_LETTERS ? `[${UNSPACED_LETTERS}]+|` : ''}[${TOUCHING_LETTERS}]+|[^${TOUCHING_LETTERS}]+`,
      'gu',
    )
  : undefined;

/** The pieces of one normalised word (see above), each with its offset in the word. */
export function piecesOf(word: string): Array<[piece: string, at: number]> {
  if (!RUNS || !TOUCHING!.test(word)) return [[word, 0]];
  const out: Array<[string, number]> = [];
  for (const m of word.matchAll(RUNS)) {
    const run = m[0];
    if (run.length > 1 && UNSPACED?.test(run))
      for (let i = 0; i + 1 < run.length; i++) out.push([run.slice(i, i + 2), m.index + i]);
    else out.push([run, m.index]);
  }
  return out;
}

const TO_CYRILLIC: Record<string, string> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
};

/**
 * Function words only: game words ("not", "may", "each") stay searchable. Listed in normalised
 * form (accents folded, ё as е), because the filter runs after normalisation (each language's
 * module, langs/).
 */
export const STOP_WORDS: Readonly<Record<SearchLang, ReadonlySet<string>>> = perLanguage(
  (l) => new Set<string>(l.searchStopWords),
);

function fixMixedScript(word: string): string {
  if (!CYRILLIC.test(word) || !LATIN.test(word)) return word;
  return word.replace(/[a-z]/g, (ch) => TO_CYRILLIC[ch] ?? ch);
}

/** Steps 1–3 on a whole text; every step is local to a word, so words can be normalised alone. */
export function normaliseText(text: string): string {
  let s = text.normalize('NFC').toLowerCase();
  // Each pass only when needed: the index normalises megabytes of text.
  LATIN_ACCENTED.lastIndex = 0;
  if (LATIN_ACCENTED.test(s)) s = s.replace(LATIN_ACCENTED, (ch) => ch.normalize('NFD').replace(COMBINING, ''));
  if (CYRILLIC.test(s)) {
    s = s.replace(/ё/g, 'е');
    if (LATIN.test(s)) s = s.replace(WORD, fixMixedScript);
  }
  return s;
}

export type { StemFn } from '../langs/index.js';
import type { StemFn } from '../langs/index.js';

/**
 * The stemmers an index language reads with (step 6): its own for words of its script, the first
 * registered language's of each other script (langs/ stemmersFor: English for Latin words in the
 * Russian index, Russian for Cyrillic ones). A Russian page never needs the Spanish stemmer.
 */
export const STEMMERS_FOR: Readonly<Record<SearchLang, readonly SearchLang[]>> = perLanguage((l) =>
  stemmersFor(l.code),
);

const stemmers: Partial<Record<SearchLang, StemFn>> = {};

/** Make a Snowball stemmer available (stemmers.ts and stemmers-all.ts call this). */
export function registerStemmer(algorithm: SearchLang, stem: StemFn): void {
  stemmers[algorithm] = stem;
}

/** Are the stemmers an index language reads with all registered? */
export function hasStemmers(lang: SearchLang): boolean {
  return STEMMERS_FOR[lang].every((a) => stemmers[a] !== undefined);
}

function stemmer(algorithm: SearchLang): StemFn {
  const s = stemmers[algorithm];
  if (!s)
    throw new Error(
      `search: the ${algorithm} stemmer is not loaded (await loadStemmers(lang) from stemmers.ts, or import stemmers-all.ts)`,
    );
  return s;
}

/** Per index language: word → stem (bounded; query typing produces endless partial words). */
const memos = new Map<SearchLang, Map<string, string>>();

/** The Snowball stem of one normalised word read in `lang` (see step 6). */
export function stemWord(word: string, lang: SearchLang): string {
  let memo = memos.get(lang);
  if (!memo) memos.set(lang, (memo = new Map()));
  let stem = memo.get(word);
  if (stem !== undefined) return stem;
  if (DIGIT.test(word)) stem = word;
  else {
    const algorithm = stemmingLanguage(lang, scriptOfWord(word));
    stem = algorithm === undefined ? word : stemmer(algorithm)(word);
  }
  if (memo.size > 200_000) memo.clear();
  memo.set(word, stem);
  return stem;
}

const NONE: ReadonlySet<string> = new Set();

export function isStopWord(word: string, lang: SearchLang): boolean {
  return STOP_WORDS[lang].has(word);
}

/**
 * Queries come in any language: an English "of" typed on the Spanish site would otherwise be a
 * word the Spanish text must contain (and card names like "Altar of the Pantheon" do).
 */
export function isStopWordAnywhere(word: string): boolean {
  return ANY_STOP_WORD.has(word);
}
const ANY_STOP_WORD = new Set(SEARCH_LANGS.flatMap((lang) => [...STOP_WORDS[lang]]));

/** The term of one normalised word, or undefined for a stop word. */
export function termOf(word: string, lang: SearchLang): string | undefined {
  return word && !STOP_WORDS[lang].has(word) ? stemWord(word, lang) : undefined;
}

/** The terms of a text, in order (what the index holds for it). */
export function termsOf(text: string, lang: SearchLang): string[] {
  const out: string[] = [];
  for (const word of normaliseText(text).split(SPLIT))
    for (const [piece] of piecesOf(word)) {
      const term = termOf(piece, lang);
      if (term !== undefined) out.push(term);
    }
  return out;
}

export interface Token {
  /** The term, or undefined for a stop word (kept so that highlighting can skip it). */
  term: string | undefined;
  /** The normalised word. */
  word: string;
  start: number;
  end: number;
}

/** The words of a text with their offsets (for snippets, highlighting and phrases). */
export function tokensOf(text: string, lang: SearchLang): Token[] {
  const out: Token[] = [];
  const normal = normaliseText(text);
  // Normalising the whole text at once is much faster; when it keeps the length (it does unless
  // NFC or an exotic lower-casing changed it), offsets in it are offsets in the text.
  const aligned = normal.length === text.length;
  for (const m of (aligned ? normal : text).matchAll(WORD)) {
    const word = aligned ? m[0] : normaliseText(m[0]);
    const pieces = piecesOf(word);
    if (pieces.length === 1) {
      out.push({ term: termOf(word, lang), word, start: m.index, end: m.index + m[0].length });
      continue;
    }
    // Cut words come from text whose normalising kept its length (no NFC change in these scripts).
    for (const [piece, at] of pieces)
      out.push({ term: termOf(piece, lang), word: piece, start: m.index + at, end: m.index + at + piece.length });
  }
  return out;
}

/** The normalised words of a query, stop words included (the lexicon keys need them in place). */
export function wordsOf(text: string): string[] {
  return normaliseText(text)
    .split(SPLIT)
    .filter(Boolean)
    .flatMap((w) => piecesOf(w).map(([piece]) => piece));
}
