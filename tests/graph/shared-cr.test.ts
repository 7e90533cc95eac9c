/** The graph with the five official CR files added to content/ (read from content/). */
import { beforeAll, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { lookup, type Candidates, type LookupResult } from '../../src/lib/query/lookup.js';
import { GraphSchema, type Graph } from '../../src/lib/model/schema.js';
import { describeCrFiles, CR_FILES, type CrDate } from '../helpers/shared.js';
import { contentWith } from '../helpers/content.js';

/** The whole graph as one JSON text, to compare graphs byte for byte. */
const serialiseGraph = (g: unknown) => JSON.stringify(g) + '\n';

const EXPECTED: Record<CrDate, [number, number, number, number, number]> = {
  '2008-10-01': [85, 486, 688, 165, 398],
  '2012-07-01': [124, 831, 1062, 219, 465],
  '2017-08-25': [129, 916, 1314, 244, 533],
  '2021-07-23': [136, 1014, 1565, 260, 600],
  '2025-11-14': [146, 1155, 1954, 276, 725],
};

describeCrFiles('content/ plus the five official CR files', () => {
  let graph: Graph;
  beforeAll(() => {
    graph = buildGraph({ contentDir: contentWith(Object.keys(CR_FILES) as CrDate[]) });
  }, 180_000);

  it('stats reports exactly the counts of the five releases’ README (tests/fixtures/reference/cr-README.md)', () => {
    for (const [date, [sections, rules, subrules, examples, glossary]] of Object.entries(EXPECTED)) {
      const src = graph.sources.find((s) => s.format === 'cr' && s.date === date)!;
      expect({ date, ...src.counts }).toEqual({ date, sections, rules, subrules, examples, glossary });
    }
  });

  it('the copy-a-spell rule is one rule with its exact text in every version', () => {
    const r = lookup(graph, '707.10') as LookupResult;
    const byVersion = new Map(r.renditions.filter((x) => x.lang === 'en').map((x) => [x.version, x]));
    expect(byVersion.get('2025-11-14')!.examples.map((e) => e.text.slice(0, 20))).toEqual([
      'A player casts Fork,',
      'Fling is an instant ',
      'Dawnglow Infusion is',
    ]);
    expect(byVersion.get('2021-07-23')!.number).toBe('707.10');
    expect(byVersion.get('2012-07-01')!.number).toBe('706.10');
    expect(byVersion.get('2012-07-01')!.text).toMatch(
      /^To copy a spell or activated ability means to put a copy of it onto the stack/,
    );
    // The Russian 2012-era excerpt sits on the same rule.
    expect(r.renditions.some((x) => x.source === 'ru-copy-spells-excerpt')).toBe(true);
  });

  it('503.10 of 2008 reads as printed in its own numbering', () => {
    const r = lookup(graph, '503.10', { version: '2008-10-01' }) as LookupResult;
    const en = r.renditions.find((x) => x.version === '2008-10-01')!;
    expect(en.number).toBe('503.10');
    expect(en.text).toMatch(
      /^To copy a spell or activated ability means to put a copy of it onto the stack; a copy of a spell or ability isn.t "played\."/,
    );
  });

  it('lookup 502.84a --version 2008-10-01 shows the 2008 English text and the Russian translation', () => {
    const r = lookup(graph, '502.84a', { version: '2008-10-01' }) as LookupResult;
    const en = r.renditions.find((x) => x.lang === 'en' && x.version === '2008-10-01')!;
    expect(en.text).toMatch(/^Unearth is an activated ability/);
    const ru = r.renditions.find((x) => x.source === 'ru-cr-section-5-2008')!;
    expect(ru.number).toBe('502.84a');
    expect(ru.text.length).toBeGreaterThan(20);
  });

  it('an old number that meant several rules lists candidates; --version picks one', () => {
    const r = lookup(graph, '310.4', { version: '2008-10-01' }) as LookupResult;
    expect(r.id).toBe('310.4@2008-10-01');
    const today = lookup(graph, '310.4') as LookupResult;
    expect(today.id).toBe('310.4');
    expect(today.formerly.map((f) => f.id)).toContain('310.4@2008-10-01');
    const c = lookup(graph, '706.10', {}) as LookupResult | Candidates;
    expect('candidates' in c || (c as LookupResult).id).toBeTruthy();
  });

  it('2008 typos are repaired with file:line warnings', () => {
    const w = graph.warnings.filter((x) => x.file.endsWith('cr-2008-10-01.txt'));
    expect(w.some((x) => /306\.b/.test(x.reason) && x.line > 0)).toBe(true);
    // The repaired number is the rule's 2008 number (today the rule is 506.3b).
    const r = lookup(graph, '306.3b', { version: '2008-10-01' }) as LookupResult;
    expect(r.renditions.find((x) => x.version === '2008-10-01')!.number).toBe('306.3b');
    expect(r.numbers.map((n) => n.number)).toContain('306.3b');
  });

  it('is what the schema reads back: valid, nothing stripped, keys in the schema order', () => {
    expect(serialiseGraph(GraphSchema.parse(graph))).toBe(serialiseGraph(graph));
  });
});
