/**
 * The one FlexSearch Document configuration: fields, weights, encoders and position slots. The
 * build adds every document through FlexSearch's API and cuts its export (each field's term →
 * slots map, FlexSearch 0.8's export format: `FIELD.N.map` keys holding [term, slots] arrays;
 * the version is pinned and tests/search/build.test.ts checks that shape) into shards.
 */
import { Document, Encoder } from 'flexsearch';
import { isStopWord, normaliseText, piecesOf, SPLIT, STOP_WORDS, stemWord, type SearchLang } from './encoders.js';

import { FIELDS, type Field } from './layout.js';

export { FIELDS, type Field };

/** FlexSearch's score slots; slot 0 is best. */
export const RESOLUTION = 9;

/**
 * Slot of a term by its first position in the field: 0 for the first word, then one slot per
 * doubling (2–3, 4–7, …). FlexSearch's default divides by the field's length, which ranks a word
 * in the tenth position of a long rule above the same word third in a short one; rules state their
 * subject first, so an absolute position says more.
 */
function positionScore(_content: string[], _term: string, index: number): number {
  return Math.min(RESOLUTION - 1, Math.floor(Math.log2(1 + index)));
}

/** Card names and glossary terms are lists: order means nothing there. */
function flatScore(): number {
  return 0;
}

/** What is added to the index per rule: the indexed fields. */
export type IndexedDoc = { i: number } & Record<Field, string>;

/** The Document that reads one language's documents (build time: its export is cut into shards). */
export function createDocument(lang: SearchLang): Document {
  const encoder = encoderFor(lang);
  return new Document({
    document: {
      id: 'i',
      index: FIELDS.map((field) => ({
        field,
        encoder,
        tokenize: 'strict' as const,
        resolution: RESOLUTION,
        score: field === 'cards' || field === 'gloss' ? flatScore : positionScore,
      })),
    },
  });
}

const encoders = new Map<SearchLang, Encoder>();

/**
 * The FlexSearch encoder of a language: the same pipeline as termsOf, in FlexSearch's stages
 * (normalize → split → filter → finalize). `numeric: false` keeps 707 and 100 whole instead of
 * FlexSearch's digit triplets; the encoder cache is off because its timers keep Node alive.
 */
export function encoderFor(lang: SearchLang): Encoder {
  let e = encoders.get(lang);
  if (e) return e;
  e = new Encoder({
    normalize: normaliseText,
    split: SPLIT,
    numeric: false,
    dedupe: false,
    cache: false,
    minlength: 1,
    filter: new Set(STOP_WORDS[lang]),
    // A word cut into pieces (encoders.ts piecesOf) is its pieces' terms, stop words left out.
    finalize: (words: string[]) =>
      words.flatMap((w) => piecesOf(w).flatMap(([piece]) => (isStopWord(piece, lang) ? [] : [stemWord(piece, lang)]))),
  });
  encoders.set(lang, e);
  return e;
}
