/**
 * The one FlexSearch Document configuration, used to build an index and to load its export.
 * FlexSearch 0.8.212 does not restore configuration from an export (its `cfg` key is a todo), so
 * the loader must construct the same fields with the same encoders; keeping both here makes that
 * impossible to get wrong. Browser-safe.
 */
import { Document } from 'flexsearch';
import { encoderFor, type SearchLang } from './encoders.js';

/** Indexed fields, with their weight in ranking (a title hit outranks a text hit). */
export const FIELDS = ['title', 'gloss', 'cards', 'text'] as const;
export type Field = (typeof FIELDS)[number];
export const FIELD_WEIGHT: Record<Field, number> = { title: 4, gloss: 3, cards: 2.5, text: 1 };

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

/** What the store keeps per document (short keys: they repeat once per rule in the payload). */
export interface StoredDoc {
  /** Title to show (the language's own, else the rule's). */
  t: string;
  /** Text for snippets: the language's own text, else a short fallback. */
  x: string;
  /** Language of `x` when the rule has no text in the index language. */
  f?: string;
  /** Glossary terms pointing at the rule, one per line: a hit through them is named in the result. */
  g?: string;
}

/** What is added to the index per rule: the indexed fields plus the stored ones. */
export type IndexedDoc = { i: number } & Record<Field, string> & StoredDoc;

/** The Document (typed loosely: FlexSearch's DocumentData has no optional keys, our `f` is one). */
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
      store: ['t', 'x', 'f', 'g'],
    },
  });
}

/** Our own data beside FlexSearch's export (numbers, lexicon expansions). */
export const META_FILE = 'meta.json';
export const MANIFEST_FILE = 'manifest.json';
/** 2: expansion keys read as the index's page reads queries (expansions.ts readingIn). */
export const FORMAT = 2;

export interface Manifest {
  format: number;
  lang: SearchLang;
  /** graph.contentHash, shortened: lets the client bust caches. */
  version: string;
  /** FlexSearch export keys, in export order (the file of key K is `K.json`). */
  keys: string[];
  docs: number;
}

export function fileOfKey(key: string): string {
  return `${key}.json`;
}
