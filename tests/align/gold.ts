/** Scoring alignments against the hand-written gold pairs (tests/fixtures/align/gold.yaml). */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { alignRule } from '../../src/lib/query/align.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { ROOT } from '../helpers/shared.js';

interface GoldEntry {
  rule: string;
  a: { lang: string; source?: string };
  b: { lang: string; source?: string };
  pairs: Array<[number, number]>;
}

export interface GoldScore {
  goldLinks: number;
  predicted: number;
  correct: number;
  precision: number;
  recall: number;
}

/** Precision and recall of `rules align` (default choices of versions) over every gold link. */
export function scoreGold(graph: Graph, contentDir: string): GoldScore {
  const gold = (
    parse(readFileSync(path.join(ROOT, 'tests/fixtures/align/gold.yaml'), 'utf8')) as { alignments: GoldEntry[] }
  ).alignments;
  let goldLinks = 0;
  let predicted = 0;
  let correct = 0;
  for (const g of gold) {
    const r = alignRule(graph, g.rule, {
      langs: `${g.a.lang},${g.b.lang}`,
      sourceA: g.a.source,
      sourceB: g.b.source,
    });
    const want = new Set(g.pairs.map(([i, j]) => `${i}-${j}`));
    goldLinks += want.size;
    for (const p of r.pairs)
      for (const i of p.a)
        for (const j of p.b) {
          predicted++;
          if (want.has(`${i}-${j}`)) correct++;
        }
  }
  return { goldLinks, predicted, correct, precision: correct / predicted, recall: correct / goldLinks };
}
