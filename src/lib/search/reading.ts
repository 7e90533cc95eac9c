/**
 * One language's reading of the rules, as loaded so far: its meta, its term shards (postings,
 * prefixes, near words, lexicon keys) and its document chunks. Every read names the file it needs; a
 * file not loaded yet reads as nothing and is noted missing (files.ts). The meta too: a page loads a
 * reading only once a query may match in it (engine.ts `searches`). Browser-safe.
 */
import { termOf, type SearchLang } from './encoders.js';
import type { Expansions } from './expansions.js';
import type { SearchFiles } from './files.js';
import { withPrefix } from '../text/sorted.js';
import {
  chunkFile,
  chunkOf,
  readingMetaFile,
  runsSet,
  shardFile,
  shardOf,
  type ChunkFile,
  type ReadingMeta,
  type ShardFile,
  type Slots,
} from './layout.js';

/** A document's stored title, text and glossary terms in this language. */
export interface Stored {
  t: string;
  x: string;
  g?: string;
}

interface Shard {
  rows: Map<string, Array<Slots | 0>>;
  /** Terms, sorted (prefix completion and near words scan them). */
  vocab: string[];
  df: Map<string, number>;
  surface: Map<string, string>;
}

interface Head {
  meta: ReadingMeta;
  prefixes: Set<string>;
  own: Set<number>;
}

export class Reading {
  readonly lang: SearchLang;
  private head?: Head;
  private readonly shards = new Map<string, Shard>();
  /** The expansion table of the shards loaded so far (entries are numbered reading-wide). */
  readonly expansions: Expansions;

  constructor(
    private readonly files: SearchFiles,
    lang: SearchLang,
  ) {
    this.lang = lang;
    this.expansions = { alts: [], keys: {}, prefixed: [], maxWords: 0 };
  }

  /** The meta and what derives from it; undefined until loaded (noted missing only when `fetch`). */
  private loaded(fetch = true): Head | undefined {
    if (this.head) return this.head;
    const name = readingMetaFile(this.lang);
    if (!fetch && !this.files.has(name)) return undefined;
    const meta = this.files.json<ReadingMeta>(name);
    if (!meta) return undefined;
    this.expansions.maxWords = meta.maxWords;
    return (this.head = { meta, prefixes: new Set(meta.shards), own: runsSet(meta.own) });
  }

  /** The reading's meta, undefined while it is not loaded (noted missing). */
  get meta(): ReadingMeta | undefined {
    return this.loaded()?.meta;
  }

  /** Is the meta here? If not, it is noted missing when `fetch` (a query that searches this reading). */
  ready(fetch = true): boolean {
    return this.loaded(fetch) !== undefined;
  }

  /**
   * Does the language have this document's text or title? False while its meta is not loaded,
   * which `fetch` notes missing (to be asked again once it is).
   */
  hasOwn(i: number, fetch = false): boolean {
    return this.loaded(fetch)?.own.has(i) === true;
  }

  /** The shard a term (or any word starting like it) is in, loaded; undefined if not yet. */
  private shard(term: string): Shard | undefined {
    const head = this.loaded();
    if (!head) return undefined;
    const prefix = shardOf(term, head.prefixes, head.meta.buckets);
    const cached = this.shards.get(prefix);
    if (cached) return cached;
    if (!head.prefixes.has(prefix)) return EMPTY;
    const file = this.files.json<ShardFile>(shardFile(this.lang, prefix));
    if (!file) return undefined;
    const shard: Shard = { rows: new Map(), vocab: [], df: new Map(), surface: new Map() };
    for (const [t, row, surface] of file.t) {
      shard.rows.set(t, row);
      shard.vocab.push(t);
      let n = 0;
      for (const slots of row) if (slots) for (const s of slots) if (s) n += s.length;
      shard.df.set(t, n);
      if (surface) shard.surface.set(t, surface);
    }
    const ex = this.expansions;
    for (const [k, entries] of Object.entries(file.k)) ex.keys[k] = entries;
    ex.prefixed.push(...file.p);
    for (const [e, alts] of Object.entries(file.a)) ex.alts[Number(e)] = alts;
    this.shards.set(prefix, shard);
    return shard;
  }

  /** Is the term's shard here (so that an empty answer is a real one)? */
  termReady(term: string): boolean {
    return this.shard(term) !== undefined;
  }

  /** The term's postings per field (FIELDS order); undefined when absent or not loaded. */
  postings(term: string): Array<Slots | 0> | undefined {
    return this.shard(term)?.rows.get(term);
  }

  /** Makes the shards a query word's keys may start in available (noting the missing ones). */
  prepareWord(word: string, readings: readonly SearchLang[]): void {
    this.shard(word);
    for (const of of readings) {
      const term = termOf(word, of);
      if (term) this.shard(term);
    }
  }

  /** Terms starting with `stem` (not itself), most frequent first. */
  completions(stem: string): Array<{ term: string; surface: string }> {
    const shard = this.shard(stem);
    if (!shard) return [];
    const found = withPrefix(shard.vocab, stem).filter((t) => t !== stem);
    found.sort((a, b) => shard.df.get(b)! - shard.df.get(a)! || (a < b ? -1 : 1));
    return found.map((term) => ({ term, surface: shard.surface.get(term) ?? term }));
  }

  /** How many documents have the term (0 when absent or not loaded). */
  frequency(term: string): number {
    return this.shard(term)?.df.get(term) ?? 0;
  }

  /** A document's stored texts; undefined when the language has none or its chunk is not loaded. */
  stored(i: number): Stored | undefined {
    const head = this.loaded(false);
    if (!head?.own.has(i)) return undefined;
    const start = chunkOf(i, head.meta.chunks);
    const chunk = this.files.json<ChunkFile>(chunkFile(this.lang, start));
    const entry = chunk?.[i - start];
    if (!entry) return undefined;
    return entry[2] ? { t: entry[0], x: entry[1], g: entry[2] } : { t: entry[0], x: entry[1] };
  }

  /** Is the document's chunk loaded (or has the language no text for it)? */
  storedReady(i: number): boolean {
    const head = this.loaded(false);
    return !head?.own.has(i) || this.files.has(chunkFile(this.lang, chunkOf(i, head.meta.chunks)));
  }
}

const EMPTY: Shard = { rows: new Map(), vocab: [], df: new Map(), surface: new Map() };
