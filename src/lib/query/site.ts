/** The site's query layer: pages stay thin and ask here. The graph is read once per build. */
import path from 'node:path';
import { readGraph } from './load.js';
import type { Graph, Rule } from '../graph/schema.js';

export const LANGS = ['en', 'es', 'ru'] as const;
export type UiLang = (typeof LANGS)[number];

let cached: Graph | undefined;

export function siteGraph(): Graph {
  cached ??= readGraph(path.resolve(process.env.RULES_GRAPH ?? path.join('generated', 'graph.json')));
  return cached;
}

export function allRules(): Rule[] {
  return Object.values(siteGraph().rules);
}

/** The rendition to show in a language: its own if any, else English (flagged as a fallback). */
export function renditionFor(rule: Rule, lang: string) {
  const own = rule.renditions.find((r) => r.lang === lang);
  if (own) return { rendition: own, fallback: false };
  const en = rule.renditions.find((r) => r.lang === 'en') ?? rule.renditions[0];
  return { rendition: en, fallback: true };
}

/** Yawgatog-style anchor: 707.10a → R70710a. */
export function anchorOf(id: string): string {
  return 'R' + id.replace(/@.*/, '').replace('.', '');
}
