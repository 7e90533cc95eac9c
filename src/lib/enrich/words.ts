/**
 * Words as the alignment stage compares them: lower-cased, Latin look-alikes inside Cyrillic words
 * mapped back to Cyrillic (translators type "Oборотень" with a Latin O), ё = е, then reduced to a
 * Snowball stem of the word's language so that "заклинание", "заклинания", "заклинанию" meet.
 */
import { stemmerOf } from '../langs/stemmers-node.js';
import { isKnownLang, scriptOfWord, stemmingLanguage } from '../langs/index.js';
import { MemoByLang } from '../text/memo.js';
import { forEachWord } from '../text/words.js';

/** Per script: a normalised word → its stem. */
const stems = new MemoByLang<string>(500_000);

/** Latin letters typed for Cyrillic ones inside Cyrillic words. */
const TO_CYRILLIC: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  k: 'к',
  m: 'м',
  t: 'т',
  h: 'н',
  b: 'в',
};

export interface Token {
  /** The stem of the normalised word. */
  stem: string;
  /** The normalised word (lower case). */
  word: string;
  start: number;
  end: number;
}

/** Per language: a word as written → its normalised form and stem (texts repeat their words). */
const readings = new MemoByLang<{ word: string; stem: string }>(500_000);

/** How a word as written reads in `lang`: one function per language, not a closure per word. */
const readers = new Map<string, (raw: string) => { word: string; stem: string }>();
function readerFor(lang: string): (raw: string) => { word: string; stem: string } {
  let read = readers.get(lang);
  if (!read) {
    const memo = readings.for(lang);
    const compute = (raw: string) => {
      const word = normaliseWord(raw);
      return { word, stem: stemWord(word, lang) };
    };
    readers.set(lang, (read = (raw) => memo.get(raw, compute)));
  }
  return read;
}

function normaliseWord(raw: string): string {
  let w = raw.toLowerCase().replace(/ё/g, 'е').replace(/[’]/g, "'");
  if (/[а-я]/.test(w) && /[a-z]/.test(w)) w = w.replace(/[a-z]/g, (ch) => TO_CYRILLIC[ch] ?? ch);
  return w;
}

/**
 * Whose stemmer reads a word in a text of `lang` (langs/ stemmingLanguage): a word of the text's
 * script, its own; of another script, that script's first language (Cyrillic words are Russian
 * whatever the text's language, Latin words in a Russian text English). A language the registry
 * does not know keeps its Latin words unstemmed.
 */
function stemmingCode(word: string, lang: string): string {
  const base = lang.split('-')[0]!;
  const script = scriptOfWord(word);
  return isKnownLang(base) || script !== 'Latn' ? (stemmingLanguage(base, script) ?? base) : base;
}

/** The stem of a normalised word, by the stemmer of its script's language. */
export function stemWord(word: string, lang: string): string {
  const code = stemmingCode(word, lang);
  return stems.for(code).get(word, () => {
    const stemmer = stemmerOf(code);
    return stemmer ? stemmer(word.replace(/'s$/, '')) : word;
  });
}

/** The words of `text` (text/words.ts) with their stems and offsets. */
export function tokenize(text: string, lang: string): Token[] {
  const out: Token[] = [];
  const read = readerFor(lang);
  forEachWord(text, (start, end) => {
    const { word, stem } = read(text.slice(start, end));
    out.push({ word, stem, start, end });
  });
  return out;
}
