/**
 * content/ → the rule graph. Stages: load & parse sources → raw renditions → identity →
 * rules with edges (parent, children, references, cards) → numbers over time → glossary,
 * cards, articles. Keys are in the schema's order (graph.json is serialised as built).
 */
import { z } from 'zod';
import { LexiconEntrySchema } from '../model/lexicon.js';
import type { Warning } from '../model/errors.js';
import { loadManifest } from '../content/manifest.js';
import { loadNumberingMaps } from '../content/numbering.js';
import { knownWords, loadSource, type LoadedSource } from './load-sources.js';
import type { RawRendition } from '../model/renditions.js';
import { collectRenditions } from '../parse/renditions.js';
import { buildRevisions } from '../history/revisions.js';
import { pageRevisions } from '../parse/rule-history/revisions.js';
import { alignTools, buildAlignments } from '../align/index.js';
import { withLearntAliases } from '../align/aliases.js';
import { buildReview } from '../review/index.js';
import { buildIdentity } from '../identity/build.js';
import { CURRENT } from '../model/identity.js';
import { type Graph, type Source, type Version } from '../model/schema.js';
import { kindOf } from '../model/numbers.js';
import { lineShifts } from '../model/tree.js';
import { contentHash } from './content-hash.js';
import { countTree } from '../parse/count.js';
import { attachOwnNumbers, buildNumbers } from './numbers-over-time.js';
import { assembleRules } from './assemble.js';
import { cacheKey, type KeyedCache } from '../files/cache.js';
import { buildGlossary } from './glossary.js';
import { buildArticles } from './articles.js';
import { CardIndex } from './cards.js';
import { keptAnchors } from './anchors.js';
import { composeTranslations } from './compose.js';
import { openKept } from './kept.js';
import { FileHashes } from './file-hashes.js';
import { recordPublications } from './publications.js';
import { isRelease, isWholeTranslation } from '../model/sources.js';
import { ManifestEntrySchema } from '../model/manifest.js';

export interface BuildOptions {
  contentDir: string;
  onProgress?: (done: number, total: number, label: string) => void;
  /** Called as each stage ends, with its wall time in ms (the ingest benchmark's split). */
  onStage?: (stage: BuildStage, ms: number) => void;
  /** Called once the releases are matched, with where the matchings came from (match-ahead.ts). */
  onMatchings?: (by: { cache: number; worker: number; here: number }) => void;
  /** Reuse what did not change (parsed sources, matchings of release pairs): cache.ts. */
  cache?: KeyedCache;
}

export type BuildStage = 'parse' | 'identity' | 'rules' | 'revisions' | 'alignments' | 'review' | 'rest';

export function buildGraph({ contentDir, onProgress, onStage, onMatchings, cache }: BuildOptions): Graph {
  let started = performance.now();
  const ended = (stage: BuildStage) => {
    const now = performance.now();
    onStage?.(stage, now - started);
    started = now;
  };
  const warnings: Warning[] = [];
  const manifest = loadManifest(contentDir, cache);
  const maps = loadNumberingMaps(contentDir, cache);
  const tools = alignTools(contentDir, cache);
  const anchors = cache && keptAnchors(cache, contentDir, tools);
  const kept = openKept(cache, contentDir);
  const hashes = cache && new FileHashes(cache, contentDir);
  const words = knownWords(tools.cards);
  const loaded: LoadedSource[] = [];
  // Each source's base in the cache (tree-cache.ts): the one loaded before it in the same format and language.
  const last = new Map<string, LoadedSource>();
  manifest.forEach((entry, i) => {
    onProgress?.(i, manifest.length + 1, entry.id);
    const kind = `${entry.format}\u0000${entry.lang}`;
    const source = loadSource(contentDir, entry, warnings, words, cache, last.get(kind), hashes);
    last.set(kind, source);
    loaded.push(source);
  });
  onProgress?.(manifest.length, manifest.length + 1, 'graph');

  const sources: Source[] = loaded.map((s, i) => {
    const { publications: _listed, ...listed } = s.entry;
    // A whole translation's base is the release it prints, unless sources.yaml says otherwise (zod
    // puts the key in its place: the graph keeps the schema's key order).
    const entry =
      isWholeTranslation(listed) && !listed.base
        ? ManifestEntrySchema.parse({ ...listed, base: listed.date ?? s.tree.data.date })
        : listed;
    const publications = recordPublications(contentDir, s.entry, i, s.sha256, cache);
    return {
      ...entry,
      date: s.entry.date ?? s.tree.data.date,
      title: s.entry.title || s.tree.data.title || s.entry.id,
      credit: s.entry.credit ?? s.tree.data.credit,
      encoding: s.encoding,
      sha256: s.sha256,
      counts: countTree(s.tree),
      ...(publications ? { publications } : {}),
      ...(s.tree.data.truncated ? { truncated: s.tree.data.truncated } : {}),
    };
  });
  const versions = buildVersions(loaded, sources);
  const crDates = loaded.filter((s) => isRelease(s.entry)).map((s) => sources.find((x) => x.id === s.entry.id)!.date!);

  const raw: RawRendition[] = [];
  for (const s of loaded)
    raw.push(
      ...renditionsOf(
        s,
        sources.find((x) => x.id === s.entry.id)!,
      ),
    );
  ended('parse');
  // A source's renditions are made from its bytes and its entry: what keys the cached matchings.
  const sourceKeys = new Map(
    loaded.map((s) => [
      s.entry.id,
      cacheKey(
        s.sha256,
        s.entry.lang,
        s.entry.format,
        s.entry.date ?? '',
        s.entry.numbering ?? '',
        s.entry.encoding ?? '',
      ),
    ]),
  );
  const releases = new Set(crDates);
  const whole = new Set(sources.filter((s) => isWholeTranslation(s) && releases.has(numberingOf(s))).map((s) => s.id));
  const identity = buildIdentity(raw, crDates, maps, tools, cache && { store: cache, sources: sourceKeys }, whole);
  onMatchings?.(identity.matchedBy ?? { cache: 0, worker: 0, here: 0 });
  ended('identity');
  // The card list the anchors were read with: cards.yaml is read once per build.
  const cards = new CardIndex(tools.cards);

  const rules = assembleRules(raw, identity, cards, loaded, crReleases(versions));
  // One translation per rule and language, part by part; the preferred first (compose.ts).
  composeTranslations(rules, { sources, versions });
  ended('rules');
  const stage = { rules, versions, sources, identity, raw, loaded, contentDir, tools };
  // Each stage returns its part; the graph is put together here, stage by stage, so that a later
  // stage reads the parts of those before it on the rules.
  const history = buildRevisions(stage);
  for (const [id, revisions] of history.revisions) rules[id]!.revisions = revisions;
  for (const v of versions) if (v.kind === 'history') v.equals = history.equals.get(v.id) ?? [];
  ended('revisions');
  const { alignments, learnt } = buildAlignments(stage);
  for (const [id, list] of alignments) rules[id]!.alignments = list;
  ended('alignments');
  for (const [id, items] of buildReview(stage)) rules[id]!.review = items;
  ended('review');
  const numbers = buildNumbers(identity, versions);
  attachOwnNumbers(rules, numbers);
  const glossary = buildGlossary(loaded, sources, identity);
  const articles = buildArticles(loaded, identity, contentDir);

  const graph: Graph = {
    schema: 1,
    contentHash: contentHash(contentDir, manifest, new Map(loaded.map((s) => [s.entry.file, s.sha256]))),
    canonicalNumbering: identity.canonicalNumbering,
    sources,
    versions,
    rules,
    numbers,
    glossary,
    cards: withLearntAliases(cards.toGraph(), learnt),
    articles,
    warnings: [...warnings].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line)),
    // What the read side aligns and searches with: it reads no file of the content folder.
    // Read by zod (not the one-pass check): keys in the schema's order, as every part of the graph.
    lexicon: z.array(LexiconEntrySchema).parse(tools.lexicon.entries),
  };
  anchors?.keep();
  kept.keep();
  hashes?.keep();
  ended('rest');
  onProgress?.(manifest.length + 1, manifest.length + 1, 'done');
  // Built here, so typed by construction: the schema check (zod) is for graphs read back from disk
  // (cli/store.ts). Tests check that the schema reads a built graph back unchanged, key order included.
  return graph;
}

/** The numbering a source's rule numbers are read in: a whole CR's (a translation's too) its release's. */
export function numberingOf(source: Source): string {
  if (source.format === 'cr') return source.base ?? source.date!;
  return source.numbering ?? CURRENT;
}

function buildVersions(loaded: LoadedSource[], sources: Source[]): Version[] {
  const versions: Version[] = [];
  for (const s of loaded) {
    const src = sources.find((x) => x.id === s.entry.id)!;
    if (isRelease(src)) {
      if (!src.date) throw new Error(`${s.label}: a cr source needs an effective date`);
      const existing = versions.find((v) => v.id === src.date);
      if (existing) existing.sources.push(src.id);
      else versions.push({ id: src.date, date: src.date, sources: [src.id], kind: 'cr' });
    } else if (src.format === 'rule-history') {
      // n change views hold n+1 revisions (#0 is the text before the first change).
      for (const r of pageRevisions(s.tree, src.id))
        versions.push({ id: r.version, sources: [src.id], kind: 'history' });
    }
  }
  return versions.sort((a, b) =>
    a.date && b.date ? (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) : a.date ? -1 : b.date ? 1 : 0,
  );
}

function renditionsOf(s: LoadedSource, src: Source): RawRendition[] {
  const info = {
    id: src.id,
    lang: src.lang,
    numbering: numberingOf(src),
    version: isRelease(src) ? src.date! : null,
  };
  if (src.format !== 'rule-history') return collectRenditions(s.tree, info);
  // A history page: its newest revision (the last block's inserted side) is the current text of its rule.
  const at = s.tree.children.findLastIndex((n) => n.type === 'revision');
  const last = s.tree.children[at];
  const newest = pageRevisions(s.tree, src.id).at(-1);
  const rule = s.tree.data.rule;
  if (!last || !newest || !rule) return [];
  const { text: body, examples } = newest;
  return [
    {
      source: src.id,
      lang: src.lang,
      numbering: info.numbering,
      version: newest.version,
      number: rule,
      kind: kindOf(rule),
      title: '',
      text: body,
      examples,
      line: last.position.start.line + (lineShifts(s.tree)?.[at] ?? 0),
    },
  ];
}

/** The dates of the official releases, oldest first. */
function crReleases(versions: Version[]): string[] {
  return versions.filter((v) => v.kind === 'cr').map((v) => v.id);
}
