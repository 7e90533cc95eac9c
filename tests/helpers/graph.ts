/** A graph of the given rules and nothing else: for tests of the store, which need no sources. */
import type { Graph, Rule } from '../../src/lib/model/schema.js';

export function graphWith(rules: Record<string, Rule> = {}): Graph {
  return {
    schema: 1,
    contentHash: 'x',
    canonicalNumbering: 'current',
    sources: [],
    versions: [],
    rules,
    numbers: {},
    glossary: [],
    cards: [],
    articles: [],
    warnings: [],
  };
}
