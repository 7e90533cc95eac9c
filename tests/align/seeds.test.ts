/** Placement and sentence alignment on content/ alone (the five seeds). */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { alignRule } from '../../src/lib/query/align.js';
import type { Graph, Rendition } from '../../src/lib/model/schema.js';
import { seedContent } from '../helpers/content.js';
import { scoreGold } from './gold.js';

let graph: Graph;
beforeAll(() => {
  graph = buildGraph({ contentDir: seedContent() });
});

const rendition = (id: string, source: string): Rendition | undefined =>
  graph.rules[id]?.renditions.find((r) => r.source === source);

describe('placement on the seeds', () => {
  it('ru 706.10, 706.10a, 706.10b (excerpt and article) land on 707.10, 707.10a, 707.10b by content', () => {
    for (const source of ['ru-copy-spells-excerpt', 'ru-copy-effects-article'])
      for (const [id, number] of [
        ['707.10', '706.10'],
        ['707.10a', '706.10a'],
        ['707.10b', '706.10b'],
      ] as const) {
        const r = rendition(id, source);
        expect(r, `${source} ${number}`).toBeDefined();
        expect(r!.number).toBe(number);
        expect(r!.placement.by).toBe('content');
        expect(r!.placement.score).toBeGreaterThan(0.5);
        expect(r!.placement.evidence.join(' ')).toMatch(/content/);
      }
  });

  it('ru 706.10a is placed through the Spanish 707.10a: no English 707.10a in content/', () => {
    const r = rendition('707.10a', 'ru-copy-spells-excerpt')!;
    expect(r.placement.evidence[0]).toMatch(/es-rule-707\.10 707\.10a/);
    const al = graph.rules['707.10a']!.alignments.find(
      (a) => a.a.lang === 'es' && a.b.source === 'ru-copy-spells-excerpt',
    );
    expect(al).toBeDefined();
    expect(al!.pairs.filter((p) => p.a.length && p.b.length)).toHaveLength(4);
  });

  it('the Spanish unnumbered subrules sit on 707.10a…g', () => {
    for (const l of 'abcdefg') expect(rendition(`707.10${l}`, 'es-rule-707.10'), l).toBeDefined();
    expect(rendition('707.10', 'es-rule-707.10')!.placement.by).toBe('content');
  });

  it('without counterpart text (706.12, most article quotes) placement is declared, at most 0.5', () => {
    const r = rendition('707.12', 'ru-copy-spells-excerpt')!;
    expect(r.placement.by).toBe('declared');
    expect(r.placement.score).toBeLessThanOrEqual(0.5);
    for (const id of ['707.3', '707.5', '707.9b', '707.9c', '707.11']) {
      const q = rendition(id, 'ru-copy-effects-article')!;
      expect(q.placement.by, id).toBe('declared');
    }
  });

  it('nothing unrelated is pulled onto 707.10 by content', () => {
    const numbers = graph.rules['707.10']!.renditions.filter((r) => r.lang === 'ru').map((r) => r.number);
    expect(numbers.sort()).toEqual(['706.10', '706.10']);
  });
});

describe('rules align on the seeds', () => {
  it('707.10 en,es pairs the 19 English sentences one to one with the Spanish', () => {
    const r = alignRule(graph, '707.10', { langs: 'en,es' });
    expect(r.sentences.a).toHaveLength(19);
    expect(r.sentences.b).toHaveLength(19);
    expect(r.pairs).toHaveLength(19);
    r.pairs.forEach((p, i) => {
      expect(p.a).toEqual([i]);
      expect(p.b).toEqual([i]);
      expect(p.low).toBe(false);
    });
    expect(r.a.source).toBe('en-rule-707.10-history');
    expect(r.b).toEqual({ source: 'es-rule-707.10', version: null });
    expect(r.pairs[2]!.aText).toMatch(/See rule 601/);
    expect(r.pairs[2]!.bText).toMatch(/Véase la regla 601/);
  });

  it('707.10 en,ru: the Dawnglow example has no Russian and appears with an empty side', () => {
    const r = alignRule(graph, '707.10', { langs: 'en,ru' });
    expect(r.b.source).toBe('ru-copy-spells-excerpt');
    const unpaired = r.pairs.filter((p) => p.b.length === 0).flatMap((p) => p.a);
    expect(unpaired).toEqual([17, 18]);
    expect(r.pairs.filter((p) => p.b.length === 0).every((p) => p.low)).toBe(true);
  });

  it('unknown numbers and missing languages exit as unknown rules', () => {
    expect(() => alignRule(graph, '999.99', { langs: 'en,es' })).toThrow(/unknown rule number/);
    expect(() => alignRule(graph, '707.10c', { langs: 'en,es' })).toThrow(/no English/);
  });
});

describe('alignment against hand-written gold pairs (tests/fixtures/align/gold.yaml)', () => {
  it('precision ≥ 0.95 and recall ≥ 0.90 over at least 60 gold pairs', () => {
    const score = scoreGold(graph, seedContent());
    expect(score.goldLinks).toBeGreaterThanOrEqual(60);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });
});
