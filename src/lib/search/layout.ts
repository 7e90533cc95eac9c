/**
 * The search files' layout, shared by the builder and the engine. Browser-safe.
 *
 * A reader waits for the bytes before the first result, so nothing is one big file: each language
 * (a "reading": the texts of that language, read with its stemmers) is split into
 *  - term shards `{lang}/s/{prefix}.json`: the terms starting with a prefix (one letter, or two
 *    where one letter would make a large file), with their postings per field, the lexicon and
 *    card-name keys starting there and the wordings those keys stand for;
 *  - document chunks `{lang}/d/{start}.json`: consecutive documents' stored title and text (for
 *    snippets and the second look at the best candidates);
 *  - `{lang}/meta.json`: the shard prefixes, chunk starts, which documents have text in the
 *    language, section titles;
 * and beside them the shared `meta.json` (rule ids, reference counts) and old numbers by their
 * section, `old/{section}.json`. A query fetches the shards of its terms and the chunks of its
 * best results: a few dozen kB instead of the whole index.
 */
import type { SearchLang } from './langs.js';

/** Indexed fields, with their weight in ranking (a title hit outranks a text hit). */
export const FIELDS = ['title', 'gloss', 'cards', 'text'] as const;
export type Field = (typeof FIELDS)[number];
export const FIELD_WEIGHT: Record<Field, number> = { title: 4, gloss: 3, cards: 2.5, text: 1 };

/** 3: sharded files (2 was one FlexSearch export per language). */
export const FORMAT = 3;
export const META_FILE = 'meta.json';

/** A term shard grows past this many bytes (JSON) before it splits by two letters. */
export const SHARD_BYTES = 24_000;
/** A document chunk closes past this many bytes. */
export const CHUNK_BYTES = 3_000;

/** One posting list: document numbers by score slot (slot 0 best); 0 for none. */
export type Slots = Array<number[] | null | 0>;

/** A term shard's JSON. */
export interface ShardFile {
  /** [term, postings of each field (FIELDS order, 0 when absent), a word giving the term if not its own]. */
  t: Array<[string, Array<Slots | 0>, string?]>;
  /** Expansion keys (`lang:term term…`) starting in this shard → entries. */
  k: Record<string, number[]>;
  /** Prefixed wordings starting here: [reading lang, parts, entry]. */
  p: Array<[SearchLang, string[], number]>;
  /** Entry → its wordings in the shard's language, for the entries named here. */
  a: Record<string, string[]>;
}

/** A document chunk's JSON: per document from `start`, [title, text, glossary terms?] or 0. */
export type ChunkFile = Array<[string, string, string?] | 0>;

export interface ReadingMeta {
  format: number;
  lang: SearchLang;
  version: string;
  /** Shard prefixes, sorted. */
  shards: string[];
  /** First document of each chunk, ascending (the first is 0). */
  chunks: number[];
  /** Documents with text or a title in this language, as [start, length] runs. */
  own: Array<[number, number]>;
  /** Section and chapter numbers → their title in this language. */
  sections: Record<string, string>;
  /** The longest expansion key, in terms. */
  maxWords: number;
  /** How many shards the terms of large scripts are spread over (letterKey); absent: none. */
  buckets?: number;
}

export interface SharedMeta {
  format: number;
  version: string;
  langs: SearchLang[];
  /** Rule ids by document number: the rules searched, then the retired ones. */
  ids: string[];
  /** The first retired rule's document number (all from there on are retired). */
  retiredFrom: number;
  /** By document: how many rules refer to it (a tie-breaker between equally good matches). */
  refs: number[];
  /** The groups (oldGroup) that have an old-number file. */
  old: string[];
}

const chars = (s: string) => Array.from(s);

/**
 * Letters of large scripts (Han, Hangul syllables: thousands of letters, from U+2E80 on) are filed
 * by their code point modulo `buckets`, as a private-use letter: one shard per letter made 2,147
 * files of a few hundred bytes for Chinese. Other letters are themselves.
 */
export function letterKey(letter: string, buckets = 0): string {
  return buckets > 0 && isLargeScript(letter)
    ? String.fromCodePoint(0xe000 + ((letter.codePointAt(0) ?? 0) % buckets))
    : letter;
}

/** Is a letter one of a large script's (letterKey files those in buckets)? */
export const isLargeScript = (letter: string) => (letter.codePointAt(0) ?? 0) >= 0x2e80;

/** Does a prefix name a bucket of large-script letters (letterKey)? */
const isBucket = (prefix: string) => (prefix.codePointAt(0) ?? 0) >= 0xe000 && (prefix.codePointAt(0) ?? 0) < 0xf900;

/**
 * The shard a term belongs to: its two-letter prefix if that is a shard, else its first letter (its
 * bucket, for a letter of a large script: such shards do not split further).
 */
export function shardOf(term: string, shards: ReadonlySet<string>, buckets = 0): string {
  const [first = '', b = ''] = chars(term);
  const a = letterKey(first, buckets);
  return !isBucket(a) && shards.has(a + b) ? a + b : a;
}

/** A prefix as a file name: ASCII letters and digits as they are, any other character as _hex_. */
function safe(prefix: string): string {
  return chars(prefix)
    .map((c) => (/^[a-z0-9]$/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}_`))
    .join('');
}

export const shardFile = (lang: string, prefix: string) => `${lang}/s/${safe(prefix)}.json`;
export const chunkFile = (lang: string, start: number) => `${lang}/d/${start}.json`;
export const readingMetaFile = (lang: string) => `${lang}/${META_FILE}`;
/** Old numbers are filed by their section (their first three characters): 702.19's file is old/702.json. */
export const oldGroup = (number: string) => Array.from(number.toLowerCase()).slice(0, 3).join('');
export const oldFile = (group: string) => `old/${safe(group)}.json`;

/** The chunk holding document `i`: the last start ≤ i. */
export function chunkOf(i: number, starts: readonly number[]): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= i) lo = mid;
    else hi = mid - 1;
  }
  return starts[lo] ?? 0;
}

/** Runs of document numbers, and membership in them. */
export function toRuns(docs: readonly number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const i of docs) {
    const last = runs.at(-1);
    if (last && last[0] + last[1] === i) last[1]++;
    else runs.push([i, 1]);
  }
  return runs;
}

export function runsSet(runs: ReadonlyArray<[number, number]>): Set<number> {
  const out = new Set<number>();
  for (const [s, n] of runs) for (let i = s; i < s + n; i++) out.add(i);
  return out;
}
