/** The translator's review queue on content/ alone. */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { reviewQueue } from '../../src/lib/review/query.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { seedContent } from '../helpers/content.js';

let graph: Graph;
beforeAll(() => {
  graph = buildGraph({ contentDir: seedContent() });
});

const text = (diff: Array<{ op: string; text: string }>) =>
  diff
    .filter((d) => d.op === 'insert')
    .map((d) => d.text)
    .join(' ');

describe('rules review on the seeds', () => {
  it('ru: 707.10 (seed 000) is outdated with the triggered-ability change, the Emerald Charm / Fling rewording and the Dawnglow example pending', () => {
    const q = reviewQueue(graph, 'ru');
    const item = q.items.find((i) => i.id === '707.10' && i.source === 'ru-copy-spells-excerpt')!;
    expect(item).toBeDefined();
    expect(item.number).toBe('706.10');
    expect(item.status).toBe('outdated');
    expect(item.baseVersions.length).toBeGreaterThan(0);
    expect(item.issues).toEqual([]);
    const inserted = item.pending.map((p) => text(p.diff)).join(' | ');
    expect(inserted).toMatch(/triggered/);
    expect(inserted).toMatch(/modal green instant|any target|this spell/);
    expect(inserted).toMatch(/Dawnglow Infusion/);
    expect(item.pending.every((p) => p.change !== 'cosmetic' && p.change !== 'unchanged')).toBe(true);
  });

  it('es: 707.10 is up to date', () => {
    const q = reviewQueue(graph, 'es');
    const item = q.items.find((i) => i.id === '707.10' && i.source === 'es-rule-707.10')!;
    expect(item.status).toBe('up-to-date');
    expect(item.pending).toEqual([]);
    expect(item.baseVersions.length).toBeGreaterThan(0);
  });

  it('declared placements and rules with no English need a check', () => {
    const q = reviewQueue(graph, 'ru');
    const r12 = q.items.find((i) => i.id === '707.12' && i.source === 'ru-copy-spells-excerpt')!;
    expect(r12.status).toBe('needs-check');
    expect(r12.issues.map((i) => i.kind)).toEqual(expect.arrayContaining(['declared', 'no-english']));
    expect(r12.baseVersions).toEqual([]);
  });

  it('every item is stored on its rule and one per (rule, source)', () => {
    for (const rule of Object.values(graph.rules)) {
      const keys = rule.review.map((i) => `${i.source}|${i.lang}`);
      expect(new Set(keys).size, rule.id).toBe(keys.length);
    }
  });
});

describe('untranslated items', () => {
  it('are derived at query time, one per current English rule with no rendition in the language', () => {
    // content/ alone translates its one English rule into both languages: nothing is untranslated.
    expect(reviewQueue(graph, 'es').items.filter((i) => i.status === 'untranslated')).toEqual([]);
    const rule = graph.rules['707.10']!;
    const withoutEs = { ...rule, renditions: rule.renditions.filter((r) => r.lang !== 'es'), review: [] };
    const g = { ...graph, rules: { ...graph.rules, '707.10': withoutEs } };
    const items = reviewQueue(g, 'es').items.filter((i) => i.status === 'untranslated');
    expect(items).toEqual([
      {
        id: '707.10',
        lang: 'es',
        number: '707.10',
        source: '',
        status: 'untranslated',
        baseVersions: [],
        pending: [],
        issues: [],
      },
    ]);
    // Not stored in the graph: they would be one per current rule per language.
    expect(Object.values(graph.rules).some((r) => r.review.some((i) => i.status === 'untranslated'))).toBe(false);
  });
});
