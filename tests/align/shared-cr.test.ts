/** Placement, alignment and review with the five official CR files added (read from content/). */
import { beforeAll, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { reviewQueue } from '../../src/lib/review/query.js';
import { alignRule } from '../../src/lib/query/align.js';
import { alignTools } from '../../src/lib/align/index.js';
import { baseVersions } from '../../src/lib/align/agreement.js';
import { englishVersions, wordsOf, type EnglishVersion } from '../../src/lib/align/english.js';
import { scoreGold } from './gold.js';
import { holds } from '../../src/lib/model/ranges.js';
import type { Graph, Rendition } from '../../src/lib/model/schema.js';
import { describeCrFiles, CR_FILES, type CrDate } from '../helpers/shared.js';
import { contentWith } from '../helpers/content.js';

describeCrFiles('alignment with content/ plus the five official CR files', () => {
  let graph: Graph;
  let dir: string;
  beforeAll(() => {
    dir = contentWith(Object.keys(CR_FILES) as CrDate[]);
    graph = buildGraph({ contentDir: dir });
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
      rule.renditions.some((r) => r.lang === 'en' && holds(r, version) && r.number === number),
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

  it('616.1e (a bare number owning one example) lands on today’s 616.1f by content', () => {
    const hit = ruleOf('ru-copy-effects-article', '616.1e')!;
    expect(hit.id).toBe(englishRule('2025-11-14', '616.1f'));
    expect(hit.id).toBe(englishRule('2012-07-01', '616.1e'));
    // The article quotes the rule's second example (Essence of the Wild) only: content must compare
    // it with that example, not with the first one, and win over the declared numbering map.
    expect(hit.r.placement.by).toBe('content');
    expect(hit.r.placement.score).toBeGreaterThan(0.8);
    expect(hit.r.placement.evidence[0]).toMatch(/616\.1e of 2012-07-01 .*Essence of the Wild, Rusted Sentinel/);
  });

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

  it('the heading «Мерцание» (2008 502.15) lands on Phasing (702.26 today), not on 217.8 Phased Out', () => {
    // "Phasing" must read as the concept phasing (its `=phasing` form), not as the concept phase
    // that Snowball folds it into: else the heading shared nothing with Phasing and went elsewhere.
    const hit = ruleOf('ru-cr-section-5-2008', '502.15')!;
    expect(hit.r.title).toBe('Мерцание');
    expect(hit.r.placement.by).toBe('content');
    expect(hit.id).toBe(englishRule('2008-10-01', '502.15'));
    expect(hit.id).toBe(englishRule('2025-11-14', '702.26'));
  });

  it('«Множественные способности созыва…» (2008 502.46b) lands on convoke (702.51d today)', () => {
    // "созыва" must read as convoke: Snowball stems "созыв" itself to "соз", hence the form созыв*.
    const hit = ruleOf('ru-cr-section-5-2008', '502.46b')!;
    expect(hit.r.placement.by).toBe('content');
    expect(hit.id).toBe(englishRule('2008-10-01', '502.46b'));
    expect(hit.id).toBe(englishRule('2025-11-14', '702.51d'));
  });

  it("2008's Russian section names three keywords by words that mean other things today: its numbers decide", () => {
    // «Присоединение» is splice there (and attach elsewhere), «Безумие» frenzy (madness today),
    // «Возвращение» retrace (return): one word each, against a section whose placements agree
    // with their printed numbers nearly always.
    for (const [number, today] of [
      ['502.40', '702.47'],
      ['502.66', '702.68'],
      ['502.81', '702.81'],
    ]) {
      const hit = ruleOf('ru-cr-section-5-2008', number!)!;
      expect(hit.id, number).toBe(englishRule('2008-10-01', number!));
      expect(hit.id, number).toBe(englishRule('2025-11-14', today!));
    }
    // A heading with subrules follows them (structure); one without is placed by its number alone.
    expect(ruleOf('ru-cr-section-5-2008', '502.81')!.r.placement.by).toBe('content');
    expect(ruleOf('ru-cr-section-5-2008', '502.40')!.r.placement).toMatchObject({ by: 'declared', score: 0.5 });
  });

  it('the Spanish unnumbered subrules sit on 707.10a…g, and ru 706.10a on 707.10a with them', () => {
    for (const l of 'abcdefg') {
      const rule = graph.rules[`707.10${l}`]!;
      expect(
        rule.renditions.some((r) => r.source === 'es-rule-707.10'),
        l,
      ).toBe(true);
      expect(rule.id).toBe(englishRule('2025-11-14', `707.10${l}`));
    }
    const ru = graph.rules['707.10a']!.renditions.find((r) => r.source === 'ru-copy-spells-excerpt')!;
    expect(ru.number).toBe('706.10a');
    expect(ru.placement.by).toBe('content');
  });

  const inserted = (diff: Array<{ op: string; text: string }>) =>
    diff
      .filter((d) => d.op === 'insert')
      .map((d) => d.text)
      .join(' ');

  it('review: ru 707.10 is based exactly on 2012-07-01 and outdated with the three changes pending; es 707.10 is up to date', () => {
    const ru = reviewQueue(graph, 'ru').items.find((i) => i.id === '707.10' && i.source === 'ru-copy-spells-excerpt')!;
    expect(ru.status).toBe('outdated');
    expect(ru.number).toBe('706.10');
    // Among the five CR files only 2012-07-01 predates the triggered-ability change of 2014-02-01.
    expect(ru.baseVersions).toEqual(['2012-07-01']);
    expect(ru.issues).toEqual([]);
    expect(ru.pending.map((p) => p.version)).toEqual(expect.arrayContaining(['2017-08-25', '2021-07-23']));
    const pending = ru.pending.map((p) => inserted(p.diff)).join(' | ');
    expect(pending).toMatch(/triggered/);
    expect(pending).toMatch(/any target|this spell/);
    expect(pending).toMatch(/Dawnglow Infusion/);
    expect(ru.pending.every((p) => p.change !== 'cosmetic' && p.change !== 'unchanged')).toBe(true);
    const es = reviewQueue(graph, 'es').items.find((i) => i.id === '707.10' && i.source === 'es-rule-707.10')!;
    expect(es.status).toBe('up-to-date');
    expect(es.pending).toEqual([]);
    expect(es.baseVersions[es.baseVersions.length - 1]).toBe('2025-11-14');
  });

  it('review lists untranslated rules, derived from the renditions rather than stored in the graph', () => {
    const stored = Object.values(graph.rules).flatMap((r) => r.review.filter((i) => i.status === 'untranslated'));
    expect(stored).toEqual([]);
    for (const lang of ['ru', 'es']) {
      const items = reviewQueue(graph, lang).items;
      const untranslated = items.filter((i) => i.status === 'untranslated');
      expect(untranslated.length, lang).toBeGreaterThan(2000);
      expect(untranslated.find((i) => i.id === '100.1')).toEqual({
        id: '100.1',
        lang,
        number: '100.1',
        source: '',
        status: 'untranslated',
        baseVersions: [],
        pending: [],
        issues: [],
      });
      // Translated rules and retired ones are not untranslated.
      expect(untranslated.some((i) => i.id === '707.10' || i.id.includes('@'))).toBe(false);
    }
  });

  it('rules align 707.10 en,es pairs the 19 English sentences of 2025-11-14 one to one; en,ru leaves the Dawnglow example unpaired', () => {
    const es = alignRule(graph, '707.10', { langs: 'en,es' });
    expect(es.a).toEqual({ source: 'en-cr-2025-11-14', version: '2025-11-14' });
    expect(es.sentences.a).toHaveLength(19);
    expect(es.pairs).toHaveLength(19);
    es.pairs.forEach((p, i) => {
      expect(p.a).toEqual([i]);
      expect(p.b).toEqual([i]);
      expect(p.low).toBe(false);
    });
    const ru = alignRule(graph, '707.10', { langs: 'en,ru' });
    expect(ru.pairs.filter((p) => p.b.length === 0).flatMap((p) => p.a)).toEqual([17, 18]);
  });

  it('gold pairs: precision ≥ 0.95 and recall ≥ 0.90 with the official files as the English', () => {
    const score = scoreGold(graph, dir);
    expect(score.goldLinks).toBeGreaterThanOrEqual(60);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('the 2012 and 2017 English files read as translations find their own date for ≥ 95 % of the rules changed between them', () => {
    const tools = alignTools(dir);
    const masked = (e: EnglishVersion) =>
      wordsOf([e.text, ...e.examples].join(' ').replace(/\b\d{3}(\.\d+[a-z]?)?\b/g, '#'));
    let changed = 0;
    const found = { '2012-07-01': 0, '2017-08-25': 0 };
    for (const rule of Object.values(graph.rules)) {
      const english = englishVersions(rule, graph.versions, graph.sources);
      const old = english.find((e) => e.version === '2012-07-01');
      const next = english.find((e) => e.version === '2017-08-25');
      // Changed: more than quotes, dashes, spacing, italics or rule numbers.
      if (!old || !next || masked(old) === masked(next)) continue;
      changed++;
      for (const [self, other] of [
        [old, next],
        [next, old],
      ] as const) {
        const t = { lang: 'en', text: self.text, examples: self.examples.map((text) => ({ text })) };
        const { base } = baseVersions(t, english, tools);
        // Its own date, and not the other one: a 2012 text read as based on 2017 would hide a change.
        if (base.includes(self.version) && !base.includes(other.version)) found[self.version as keyof typeof found]++;
      }
    }
    expect(changed).toBeGreaterThan(200);
    expect(found['2012-07-01'] / changed).toBeGreaterThanOrEqual(0.95);
    expect(found['2017-08-25'] / changed).toBeGreaterThanOrEqual(0.95);
  });
});
