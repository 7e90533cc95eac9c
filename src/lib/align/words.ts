/**
 * Words as the alignment stage compares them: lower-cased, Latin look-alikes inside Cyrillic words
 * mapped back to Cyrillic (translators type "Oборотень" with a Latin O), ё = е, then reduced to a
 * Snowball stem of the word's language so that "заклинание", "заклинания", "заклинанию" meet.
 */
import { SNOWBALL } from '../text/stemmers.js';
import { MemoByLang } from '../text/memo.js';

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

/** What tokenize reads as one word (written out by hand there). */
export const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

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

function stemmerFor(lang: string): ((word: string) => string) | undefined {
  const base = lang.split('-')[0]!;
  return Object.hasOwn(SNOWBALL, base) ? SNOWBALL[base as keyof typeof SNOWBALL] : undefined;
}

/** The stem of a normalised word; Cyrillic words use the Russian stemmer whatever the text's language. */
export function stemWord(word: string, lang: string): string {
  const script = /[а-я]/.test(word) ? 'ru' : lang === 'ru' ? 'en' : lang;
  return stems.for(script).get(word, () => {
    const stemmer = stemmerFor(script);
    return stemmer ? stemmer(word.replace(/'s$/, '')) : word;
  });
}

/** The words of `text` with their stems and offsets. */
export function tokenize(text: string, lang: string): Token[] {
  const out: Token[] = [];
  const read = readerFor(lang);
  // By hand rather than by WORD.matchAll: a match array per word was a tenth of the ingest's garbage.
  for (let i = 0; i < text.length;) {
    const first = wordCharAt(text, i);
    if (first === 0) {
      i++;
      continue;
    }
    const start = i;
    i += first;
    for (let n = wordCharAt(text, i); n > 0; n = wordCharAt(text, i)) i += n;
    // A possessive or elided tail: an apostrophe and letters ("Clone's", "l'objet").
    const c = text.charCodeAt(i);
    if (c === 0x27 || c === 0x2019) {
      let j = i + 1;
      for (let n = wordCharAt(text, j, false); n > 0; n = wordCharAt(text, j, false)) j += n;
      if (j > i + 1) i = j;
    }
    const { word, stem } = read(text.slice(start, i));
    out.push({ word, stem, start, end: i });
  }
  return out;
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const LETTER = /^\p{L}$/u;
/** Per code point above ASCII and Cyrillic: 1 letter, 2 digit-or-other word character, 0 neither. */
const classOf = new Map<number, number>();

function classify(cp: number): number {
  let k = classOf.get(cp);
  if (k === undefined) {
    const ch = String.fromCodePoint(cp);
    classOf.set(cp, (k = LETTER.test(ch) ? 1 : LETTER_OR_DIGIT.test(ch) ? 2 : 0));
  }
  return k;
}

/**
 * Length (1, or 2 for an astral code point) of the letter at `i`, or of the digit too when `digits`;
 * 0 when there is none.
 */
function wordCharAt(text: string, i: number, digits = true): number {
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  if (c < 0x80) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (digits && c >= 48 && c <= 57) ? 1 : 0;
  if (c >= 0x410 && c <= 0x44f) return 1;
  const cp = text.codePointAt(i)!;
  const k = classify(cp);
  return k === 1 || (digits && k === 2) ? (cp > 0xffff ? 2 : 1) : 0;
}
