/**
 * Building the per-language search indexes from the graph: one FlexSearch Document per language
 * (en, es, ru), exported in FlexSearch 0.8's own format (one file per export key), plus
 * manifest.json (the keys, in order) and meta.json (rule ids, old numbers, lexicon and card
 * expansions). The site writes each language's files under /search/{lang}/; the CLI loads them
 * from memory. No node: imports, so the site build can call it anywhere.
 */
import type { DocumentData } from 'flexsearch';
import type { Graph } from '../graph/schema.js';
import { SEARCH_LANGS, stemWord, termsOf, type SearchLang } from './encoders.js';
// Building reads every language: all three stemmers (the browser loads its own, stemmers.ts).
import './stemmers-all.js';
import { collectDocs, docIds, type SearchDoc } from './docs.js';
import { compileExpansions, vocabularyOf, type TermEntry } from './expansions-build.js';
import {
  createDocument,
  FIELDS,
  FORMAT,
  MANIFEST_FILE,
  META_FILE,
  fileOfKey,
  type IndexedDoc,
  type Manifest,
} from './index-config.js';
import type { Meta } from './engine.js';

export interface BuildOptions {
  /** Languages to build (default en, es, ru). */
  langs?: readonly SearchLang[];
  /** The term lexicon (content/lexicon.yaml entries); none means no cross-language terms. */
  lexicon?: readonly TermEntry[];
}

export interface BuiltIndex {
  lang: SearchLang;
  /** File name → content, to be served from /search/{lang}/. */
  files: Record<string, string>;
  stats: { docs: number; withText: number; bytes: number };
}

export type BuiltIndexes = Partial<Record<SearchLang, BuiltIndex>>;

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

/** Terms that are not their own stem, with a word that gives them (see Meta.surface). */
function surfaceWords(docs: SearchDoc[], lang: SearchLang): Record<string, string> {
  const out: Record<string, string> = {};
  const vocabulary = vocabularyOf(docs.flatMap((d) => FIELDS.map((f) => d[f])));
  for (const word of vocabulary) {
    const term = termsOf(word, lang)[0];
    if (term === undefined || term in out || stemWord(term, lang) === term) continue;
    out[term] = word;
  }
  return out;
}

export async function buildLanguageIndex(
  graph: Graph,
  lang: SearchLang,
  opts: BuildOptions = {},
  ids = docIds(graph),
): Promise<BuiltIndex> {
  const docs = collectDocs(graph, lang, ids);
  const index = createDocument(lang);
  docs.forEach((d, i) => {
    const entry: IndexedDoc = { i, title: d.title, gloss: d.gloss, cards: d.cards, text: d.text, t: d.t, x: d.x };
    if (d.f) entry.f = d.f;
    if (d.gloss) entry.g = d.gloss;
    index.add(entry as unknown as DocumentData);
  });
  const files: Record<string, string> = {};
  const keys: string[] = [];
  await index.export((key: string, data: string) => {
    keys.push(key);
    files[fileOfKey(key)] = data;
  });
  const byId = new Map(ids.map((id, i) => [id, i]));
  const own = docs.filter((d) => !d.f);
  const meta: Meta = {
    format: FORMAT,
    lang,
    ids,
    old: oldNumbers(graph, byId),
    expansions: compileExpansions(
      lang,
      opts.lexicon ?? [],
      graph.cards,
      vocabularyOf(own.flatMap((d) => [d.title, d.text])),
    ),
    surface: surfaceWords(docs, lang),
    refs: ids.map((id) => new Set(graph.rules[id]!.referencedBy).size),
  };
  files[META_FILE] = JSON.stringify(meta);
  const manifest: Manifest = { format: FORMAT, lang, version: graph.contentHash.slice(0, 12), keys, docs: docs.length };
  files[MANIFEST_FILE] = JSON.stringify(manifest);
  const bytes = Object.values(files).reduce((a, f) => a + new TextEncoder().encode(f).length, 0);
  return { lang, files, stats: { docs: docs.length, withText: docs.filter((d) => d.text).length, bytes } };
}

/** Every language's index: `{lang → {files, stats}}`. */
export async function buildSearchIndexes(graph: Graph, opts: BuildOptions = {}): Promise<BuiltIndexes> {
  const ids = docIds(graph);
  const out: BuiltIndexes = {};
  for (const lang of opts.langs ?? SEARCH_LANGS) out[lang] = await buildLanguageIndex(graph, lang, opts, ids);
  return out;
}
