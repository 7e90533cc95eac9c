/** Placement, alignment and review with the five official CR files added (../shared/cr). */
import { beforeAll, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/graph/build.js';
import { reviewQueue } from '../../src/lib/review/query.js';
import type { Graph, Rendition } from '../../src/lib/graph/schema.js';
import { describeSharedCr, CR_FILES, type CrDate } from '../helpers/shared.js';
import { contentWith } from '../helpers/content.js';

describeSharedCr('alignment with content/ plus the five official CR files', () => {
  let graph: Graph;
  beforeAll(() => {
    graph = buildGraph({ contentDir: contentWith(Object.keys(CR_FILES) as CrDate[]) });
  }, 240_000);

  /** The rule holding the rendition of `source` printed as `number`. */
  const ruleOf = (source: string, number: string): { id: string; r: Rendition } | undefined => {
    for (const rule of Object.values(graph.rules))
      for (const r of rule.renditions) if (r.source === source && r.number === number) return { id: rule.id, r };
    return undefined;
  };
  /** The rule holding the English rendition of a version with a number. */
  const englishRule = (version: string, number: string) =>
    Object.values(graph.rules).find((rule) =>
      rule.renditions.some((r) => r.lang === 'en' && r.version === version && r.number === number),
    )?.id;

  it('the article and the excerpt are placed by content on the copy-a-spell rule and its subrules', () => {
    for (const source of ['ru-copy-spells-excerpt', 'ru-copy-effects-article'])
      for (const [number, id] of [
        ['706.10', '707.10'],
        ['706.10a', '707.10a'],
        ['706.10b', '707.10b'],
        ['706.12', '707.12'],
      ]) {
        const hit = ruleOf(source, number!)!;
        expect(hit.id, `${source} ${number}`).toBe(id);
        expect(hit.r.placement.by).toBe('content');
      }
  });

  it('616.1e (a bare number owning one example) lands on today’s 616.1f', () => {
    const hit = ruleOf('ru-copy-effects-article', '616.1e')!;
    expect(hit.id).toBe(englishRule('2025-11-14', '616.1f'));
  });

  // Content does not yet place the article's bare `616.1e` line (text-less, one example): it falls
  // back to the declared map. Known gap, see the alignment report.
  it.todo('616.1e is placed by content (not only through the declared map)');

  it('the traps: 706.9b → 707.9c, 706.9c → 707.9b (by content)', () => {
    for (const [number, id] of [
      ['706.9b', '707.9c'],
      ['706.9c', '707.9b'],
    ]) {
      const hit = ruleOf('ru-copy-effects-article', number!)!;
      expect(hit.r.placement.by, number).toBe('content');
      // The same rule as the English text of 2012 that it translates, and as today's text.
      expect(hit.id, number).toBe(englishRule('2012-07-01', number!));
      expect(hit.id, number).toBe(englishRule('2025-11-14', id!));
    }
  });

  it('seed 004: 502.84 → Unearth (702.84 today), 503.1 → 707.1 today, the paragraph after 500.3 is 2008’s 500.3a', () => {
    for (const [number, today] of [
      ['502.84', '702.84'],
      ['502.84a', '702.84a'],
      ['503.1', '707.1'],
    ]) {
      const hit = ruleOf('ru-cr-section-5-2008', number!)!;
      expect(hit.r.placement.by, number).toBe('content');
      expect(hit.id, number).toBe(englishRule('2008-10-01', number!));
      expect(hit.id, number).toBe(englishRule('2025-11-14', today!));
    }
    const dropped = Object.values(graph.rules).flatMap((rule) =>
      rule.renditions
        .filter((r) => r.source === 'ru-cr-section-5-2008' && r.number === '')
        .map((r) => ({ id: rule.id, r })),
    );
    expect(dropped.length).toBeGreaterThan(0);
    const evasion = dropped.find((d) => /^Способность уклонения/.test(d.r.text))!;
    expect(evasion.id).toBe(englishRule('2008-10-01', '500.3a'));
    expect(evasion.r.placement.by).toBe('content');
  });

  it('review: ru 707.10 is outdated since 2012; es 707.10 is up to date', () => {
    const ru = reviewQueue(graph, 'ru').items.find((i) => i.id === '707.10' && i.source === 'ru-copy-spells-excerpt')!;
    expect(ru.status).toBe('outdated');
    expect(ru.baseVersions).toContain('2012-07-01');
    expect(ru.baseVersions).not.toContain('2017-08-25');
    expect(ru.pending.map((p) => p.version)).toEqual(expect.arrayContaining(['2017-08-25', '2021-07-23']));
    const es = reviewQueue(graph, 'es').items.find((i) => i.id === '707.10' && i.source === 'es-rule-707.10')!;
    expect(es.status).toBe('up-to-date');
    expect(es.baseVersions).toContain('2025-11-14');
  });
});
