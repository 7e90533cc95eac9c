/**
 * Building the search files from the graph (layout.ts): per language, FlexSearch's Document reads
 * the documents (encoders, tokenizer, position slots) and its export gives each field's term map;
 * those maps are cut into term shards, the stored texts into chunks, and the shared files hold the
 * rule ids and old numbers. No node: imports, so the site build can call it anywhere.
 */
import type { DocumentData } from 'flexsearch';
import type { Graph } from '../model/schema.js';
import { plainText } from '../text/markup.js';
import { SEARCH_LANGS, stemWord, termsOf, type SearchLang } from './encoders.js';
// Building reads every language: all three stemmers (the browser loads its own, stemmers.ts).
import './stemmers-all.js';
import { collectDocs, docIds, type SearchDoc } from './docs.js';
import { compileExpansions, vocabularyOf, type TermEntry } from './expansions-build.js';
import { createDocument, FIELDS, type IndexedDoc } from './index-config.js';
import {
  CHUNK_BYTES,
  FORMAT,
  META_FILE,
  SHARD_BYTES,
  chunkFile,
  oldFile,
  oldGroup,
  readingMetaFile,
  shardFile,
  isLargeScript,
  letterKey,
  shardOf,
  toRuns,
  type ChunkFile,
  type ReadingMeta,
  type ShardFile,
  type SharedMeta,
  type Slots,
} from './layout.js';

export interface BuildOptions {
  /** Languages to build (default en, es, ru). */
  langs?: readonly SearchLang[];
  /** The term lexicon; by default the graph's (the ingest stores content/lexicon.yaml's entries). */
  lexicon?: readonly TermEntry[];
}

export interface BuiltSearch {
  /** Path under the search folder → content (`meta.json`, `en/s/a.json`, …). */
  files: Record<string, string>;
  stats: Partial<Record<SearchLang, { docs: number; withText: number; bytes: number; shards: number; chunks: number }>>;
}

/**
 * Old numbers → documents, most recent use first. graph.numbers first; then the numbers the
 * renditions print in their own numbering (seed 000 prints 706.10 for 707.10), so that a number
 * a reader sees in a source always finds its rule.
 */
function oldNumbers(graph: Graph, index: Map<string, number>): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  const add = (number: string, id: string) => {
    const doc = index.get(id);
    if (doc === undefined || number === id || !number) return;
    const list = (out[number] ??= []);
    if (!list.includes(doc)) list.push(doc);
  };
  for (const [number, uses] of Object.entries(graph.numbers))
    for (const u of [...uses].sort((a, b) => (b.to ?? '9999').localeCompare(a.to ?? '9999'))) add(number, u.id);
  for (const id of index.keys())
    for (const r of graph.rules[id]!.renditions) for (const n of [r.number, r.sourceNumber]) if (n) add(n, id);
  return out;
}

/** Terms that are not their own stem, with a word that gives them (prefix completion shows it). */
function surfaceWords(docs: SearchDoc[], lang: SearchLang): Map<string, string> {
  const out = new Map<string, string>();
  for (const word of vocabularyOf(docs.flatMap((d) => FIELDS.map((f) => d[f])))) {
    const term = termsOf(word, lang)[0];
    if (term === undefined || out.has(term) || stemWord(term, lang) === term) continue;
    out.set(term, word);
  }
  return out;
}

/** Each field's term → slots, from FlexSearch's export (keys `FIELD.N.map`). */
async function termMaps(docs: SearchDoc[], lang: SearchLang): Promise<Map<string, Array<Slots | 0>>> {
  const index = createDocument(lang);
  docs.forEach((d, i) => {
    const entry: IndexedDoc = { i, title: d.title, gloss: d.gloss, cards: d.cards, text: d.text };
    index.add(entry as unknown as DocumentData);
  });
  const terms = new Map<string, Array<Slots | 0>>();
  await index.export((key: string, data: string) => {
    const field = /^(\w+)\.\d+\.map$/.exec(key)?.[1];
    const at = FIELDS.indexOf(field as (typeof FIELDS)[number]);
    if (at < 0) return;
    for (const [term, slots] of JSON.parse(data) as Array<[string, Slots]>) {
      let row = terms.get(term);
      if (!row) terms.set(term, (row = FIELDS.map(() => 0 as const)));
      row[at] = slots.map((s) => (s && s.length ? s : 0));
    }
  });
  return terms;
}

/**
 * How many buckets the terms of large scripts are filed in (layout.ts letterKey): shards of about
 * SHARD_BYTES, a power of two; 0 when the reading has no such terms.
 */
function bucketsFor(sizes: Map<string, number>): number {
  let bytes = 0;
  for (const [term, n] of sizes) if (isLargeScript(term)) bytes += n;
  if (bytes === 0) return 0;
  let buckets = 1;
  while (buckets * SHARD_BYTES < bytes) buckets *= 2;
  return buckets;
}

/** Shard prefixes: one letter (or bucket), or two letters where one would pass SHARD_BYTES. */
function shardPrefixes(sizes: Map<string, number>, buckets: number): Set<string> {
  const byFirst = new Map<string, number>();
  for (const [term, n] of sizes) {
    const a = Array.from(term)[0]!;
    byFirst.set(a, (byFirst.get(a) ?? 0) + n);
  }
  const out = new Set<string>();
  for (const [term] of sizes) {
    const [a = '', b = ''] = Array.from(term);
    const key = letterKey(a, buckets);
    out.add(key === a && byFirst.get(a)! > SHARD_BYTES && b ? a + b : key);
  }
  return out;
}

function stripped(text: string): string {
  return plainText(text).replace(/[ \t]+\n/g, '\n');
}

async function buildReading(
  graph: Graph,
  lang: SearchLang,
  ids: string[],
  version: string,
  opts: BuildOptions,
  files: Record<string, string>,
): Promise<BuiltSearch['stats'][SearchLang]> {
  const docs = collectDocs(graph, lang, ids);
  const terms = await termMaps(docs, lang);
  const surface = surfaceWords(docs, lang);
  const own = docs.filter((d) => d.text || d.title);
  const ex = compileExpansions(
    lang,
    opts.lexicon ?? graph.lexicon ?? [],
    graph.cards,
    vocabularyOf(own.flatMap((d) => [d.title, d.text])),
  );

  const sizes = new Map([...terms].map(([t, row]) => [t, JSON.stringify(row).length + t.length]));
  const buckets = bucketsFor(sizes);
  const prefixes = shardPrefixes(sizes, buckets);
  const shards = new Map<string, ShardFile>();
  const shardFor = (first: string) => {
    const p = shardOf(first, prefixes, buckets);
    let s = shards.get(p);
    if (!s) shards.set(p, (s = { t: [], k: {}, p: [], a: {} }));
    return s;
  };
  for (const term of [...terms.keys()].sort()) {
    const row = terms.get(term)!;
    const s = surface.get(term);
    shardFor(term).t.push(s ? [term, row, s] : [term, row]);
  }
  const named = (shard: ShardFile, entries: number[]) => {
    for (const e of entries) shard.a[e] ??= ex.alts[e]!;
  };
  for (const [key, entries] of Object.entries(ex.keys).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const first = key.slice(key.indexOf(':') + 1).split(' ')[0]!;
    const shard = shardFor(first);
    shard.k[key] = entries;
    named(shard, entries);
  }
  for (const [of, parts, entry] of ex.prefixed) {
    const shard = shardFor(parts[0]!.replace(/^\*/, ''));
    shard.p.push([of, parts, entry]);
    named(shard, [entry]);
  }
  const sorted = [...shards.keys()].sort();
  for (const p of sorted) files[shardFile(lang, p)] = JSON.stringify(shards.get(p));

  // Stored texts, in chunks of consecutive documents; a document without text here is 0.
  const chunks: number[] = [];
  let chunk: ChunkFile = [];
  let bytes = 0;
  const flush = () => {
    if (!chunk.length) return;
    files[chunkFile(lang, chunks.at(-1)!)] = JSON.stringify(chunk);
    chunk = [];
    bytes = 0;
  };
  docs.forEach((d, i) => {
    if (!chunk.length) chunks.push(i);
    const t = stripped(d.t);
    const x = stripped(d.text);
    const has = d.text || d.title;
    const entry: ChunkFile[number] = has ? (d.gloss ? [t, x, d.gloss] : [t, x]) : 0;
    chunk.push(entry);
    bytes += has ? t.length + x.length + 8 : 2;
    if (bytes > CHUNK_BYTES) flush();
  });
  flush();

  const sections: Record<string, string> = {};
  docs.forEach((d) => {
    if (!d.id.includes('.') && !d.id.includes('@') && d.title) sections[d.id] = stripped(d.title.split('\n')[0]!);
  });
  const meta: ReadingMeta = {
    format: FORMAT,
    lang,
    version,
    shards: sorted,
    chunks,
    own: toRuns(docs.flatMap((d, i) => (d.text || d.title ? [i] : []))),
    sections,
    maxWords: ex.maxWords,
    ...(buckets ? { buckets } : {}),
  };
  files[readingMetaFile(lang)] = JSON.stringify(meta);
  const prefix = `${lang}/`;
  const size = Object.entries(files)
    .filter(([name]) => name.startsWith(prefix))
    .reduce((a, [, f]) => a + new TextEncoder().encode(f).length, 0);
  return {
    docs: docs.length,
    withText: docs.filter((d) => d.text).length,
    bytes: size,
    shards: sorted.length,
    chunks: chunks.length,
  };
}

/** The search files of a graph: every language's reading and the shared files. */
export async function buildSearchIndexes(graph: Graph, opts: BuildOptions = {}): Promise<BuiltSearch> {
  const { ids, retiredFrom } = docIds(graph);
  const version = graph.contentHash.slice(0, 12);
  const files: Record<string, string> = {};
  const stats: BuiltSearch['stats'] = {};
  const langs = [...(opts.langs ?? SEARCH_LANGS)];
  for (const lang of langs) stats[lang] = await buildReading(graph, lang, ids, version, opts, files);
  const byId = new Map(ids.map((id, i) => [id, i]));
  const byFirst = new Map<string, Record<string, number[]>>();
  for (const [number, docs] of Object.entries(oldNumbers(graph, byId))) {
    const first = oldGroup(number);
    let part = byFirst.get(first);
    if (!part) byFirst.set(first, (part = {}));
    part[number] = docs;
  }
  const old = [...byFirst.keys()].sort();
  for (const first of old) files[oldFile(first)] = JSON.stringify(byFirst.get(first));
  const meta: SharedMeta = {
    format: FORMAT,
    version,
    langs,
    ids,
    retiredFrom,
    refs: ids.map((id) => new Set(graph.rules[id]!.referencedBy).size),
    old,
  };
  files[META_FILE] = JSON.stringify(meta);
  return { files, stats };
}
