/**
 * The JSON API's shards (DESIGN §7): /api/graph.json is the index naming them — what /api/graph.json
 * held whole before the archive (sources, versions, warnings, every rule's kind, parent and title) —
 * and each part is a file of its own: /api/rules/{id}.json per rule (current and retired),
 * /api/numbers.json (every number ever used → the rules that used it, with their release ranges),
 * /api/glossary.json (in force) and /api/glossary-releases.json (every release's), /api/cards.json,
 * /api/articles.json. Scripts do not run 404.html, so these
 * paths never move.
 */
import type { Graph, NumberUse } from '../model/schema.js';
import { siteGraph, siteIndex } from './site.js';

export const API_SHARDS = {
  rules: '/api/rules/{id}.json',
  numbers: '/api/numbers.json',
  glossary: '/api/glossary.json',
  glossaryReleases: '/api/glossary-releases.json',
  cards: '/api/cards.json',
  articles: '/api/articles.json',
} as const;

export interface ApiIndex {
  schema: 2;
  contentHash: string;
  canonicalNumbering: string;
  shards: typeof API_SHARDS;
  sources: Graph['sources'];
  versions: Graph['versions'];
  /** The rules in force: the newest release (null when the content holds none) and its rule ids. */
  edition: { release: string | null; rules: string[] };
  /** Every rule, current and retired: `inForce` false for a retired rule or one only translations hold. */
  rules: Record<string, { kind: string; parent: string | null; title: string; inForce: boolean }>;
  warnings: Graph['warnings'];
}

export function apiIndex(): ApiIndex {
  const graph = siteGraph();
  const index = siteIndex();
  const rules: ApiIndex['rules'] = {};
  for (const id of index.ids) {
    const r = index.rule(id)!;
    rules[id] = { kind: r.kind, parent: r.parent, title: r.title, inForce: index.edition.has(id) };
  }
  return {
    schema: 2,
    contentHash: graph.contentHash,
    canonicalNumbering: graph.canonicalNumbering,
    shards: API_SHARDS,
    sources: graph.sources,
    versions: graph.versions,
    edition: { release: index.edition.release ?? null, rules: index.edition.ids },
    rules,
    warnings: graph.warnings,
  };
}

/**
 * Every number ever used, in rule order, with the rules that used it and when (`from` the first
 * release using it, `to` the first not using it, null while current): graph.numbers, plus numbers
 * that translations print in older numberings (706.10 of 2012, placed on 707.10).
 */
export function apiNumbers(): Record<string, NumberUse[]> {
  const index = siteIndex();
  const out: Record<string, NumberUse[]> = {};
  for (const number of index.allNumbers()) out[number] = index.numberUses(number);
  return out;
}

export const API_PARTS = ['numbers', 'glossary', 'glossary-releases', 'cards', 'articles'] as const;

/**
 * /api/glossary.json is the glossary in force (the edition's: no superseded text), as the site shows
 * it; /api/glossary-releases.json every entry any release printed, each with its range of releases.
 */
export function apiPart(part: (typeof API_PARTS)[number]): unknown {
  if (part === 'numbers') return apiNumbers();
  if (part === 'glossary') return siteIndex().edition.glossary;
  if (part === 'glossary-releases') return siteGraph().glossary;
  return siteGraph()[part];
}
