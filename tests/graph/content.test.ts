/** The graph built from the project's own content/ (the five seeds). */
import { describe, expect, it, beforeAll } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { clearMemos } from '../../src/lib/text/memo.js';
import { lookup, type LookupResult } from '../../src/lib/query/lookup.js';
import { GraphSchema, type Graph } from '../../src/lib/model/schema.js';
import { seedContent } from '../helpers/content.js';

/** The whole graph as one JSON text, to compare graphs byte for byte. */
const serialiseGraph = (g: unknown) => JSON.stringify(g) + '\n';

let graph: Graph;
beforeAll(() => {
  graph = buildGraph({ contentDir: seedContent() });
});

describe('content/ alone', () => {
  it('uses today numbering as canonical and lists every source', () => {
    expect(graph.canonicalNumbering).toBe('current');
    expect(graph.sources.map((s) => s.format).sort()).toEqual([
      'article',
      'article-md',
      'article-md',
      'article-md',
      'cr-section',
      'rule-excerpt',
      'rule-history',
      'rule-page',
    ]);
  });

  it('lookup 707.10 shows the Spanish, English and Russian renditions', () => {
    const r = lookup(graph, '707.10') as LookupResult;
    expect(r.id).toBe('707.10');
    const es = r.renditions.find((x) => x.lang === 'es')!;
    expect(es.source).toBe('es-rule-707.10');
    expect(es.examples).toHaveLength(3);
    expect(es.examples[0]!.text).toMatch(/^Un jugador lanza Fork/);
    expect(es.examples[0]!.cards).toEqual(expect.arrayContaining(['Emerald Charm', 'Fork']));
    const en = r.renditions.find((x) => x.lang === 'en')!;
    expect(en.source).toBe('en-rule-707.10-history');
    expect(en.text).toMatch(/^To copy a spell, activated ability, or triggered ability means/);
    expect(en.examples.length).toBeGreaterThanOrEqual(3);
    const ru = r.renditions.filter((x) => x.lang === 'ru');
    const excerpt = ru.find((x) => x.source === 'ru-copy-spells-excerpt')!;
    expect(excerpt.number).toBe('706.10');
    // Placed by its content (card names, numbers, references, lexicon), not by its printed number.
    expect(excerpt.placement.by).toBe('content');
    expect(excerpt.placement.evidence.length).toBeGreaterThan(0);
    expect(excerpt.examples).toHaveLength(2);
    expect(excerpt.text.split('\n')).toHaveLength(4);
    expect(r.children).toEqual(['707.10a', '707.10b', '707.10c', '707.10d', '707.10e', '707.10f', '707.10g']);
    expect(r.references).toContain('601');
  });

  it('707.10e holds the Frontline Heroism example (an inferred Spanish subrule)', () => {
    const r = lookup(graph, '707.10e') as LookupResult;
    const es = r.renditions.find((x) => x.lang === 'es')!;
    expect(es.examples).toHaveLength(1);
    expect(es.examples[0]!.text).toMatch(/^Frontline Heroism es un encantamiento/);
    expect(graph.rules['707.10e']!.renditions[0]!.inferred).toBe(true);
  });

  it('an old number printed in the 2012 numbering resolves', () => {
    const r = lookup(graph, '706.10') as LookupResult;
    expect(r.id).toBe('707.10');
    expect(r.numbers.map((n) => n.number)).toEqual(expect.arrayContaining(['706.10', '707.10']));
    const a = lookup(graph, '706.10a') as LookupResult;
    expect(a.id).toBe('707.10a');
    expect(a.renditions.map((x) => x.lang).sort()).toEqual(['es', 'ru', 'ru']);
  });

  it('renditions nobody could place keep their numbering in the id', () => {
    expect(graph.rules['502.84@2008-10-01']).toBeDefined();
    expect(graph.rules['502.84@2008-10-01']!.renditions[0]!.placement.by).toBe('none');
    // «См. правило 306.5» in the 2008 translation is 2008's 306.5, not today's.
    const refs = Object.values(graph.rules).flatMap((r) => r.references);
    expect(refs).toContain('306.5@2008-10-01');
    expect(refs).not.toContain('306.5');
  });

  it('ids never contain "/" and arrays of ids are sorted numerically', () => {
    for (const [id, rule] of Object.entries(graph.rules)) {
      expect(id).not.toContain('/');
      expect(rule.id).toBe(id);
    }
    const ids = Object.keys(graph.rules).filter((id) => id.startsWith('502.'));
    const nineIndex = ids.indexOf('502.9@2008-10-01');
    const nineteen = ids.indexOf('502.19@2008-10-01');
    if (nineIndex >= 0 && nineteen >= 0) expect(nineIndex).toBeLessThan(nineteen);
  });

  it('the article becomes one article with sections, quoted rules and 17 homework questions', () => {
    // The seed article, beside the three Markdown guides.
    expect(graph.articles.filter((a) => a.markdown === undefined)).toHaveLength(1);
    const a = graph.articles.find((x) => x.markdown === undefined)!;
    expect(a.homework).toHaveLength(17);
    expect(a.sections.flatMap((s) => s.discusses)).toEqual(expect.arrayContaining(['707.10', '707.9c', '616.1f']));
  });

  it('is deterministic: two builds serialise byte for byte the same', () => {
    const again = buildGraph({ contentDir: seedContent() });
    expect(serialiseGraph(again)).toBe(serialiseGraph(graph));
  });

  it('is the same built with every memo table empty (what the ingest benchmark measures)', () => {
    clearMemos();
    expect(serialiseGraph(buildGraph({ contentDir: seedContent() }))).toBe(serialiseGraph(graph));
  });

  it('is what the schema reads back: valid, nothing stripped, keys in the schema order', () => {
    // buildGraph does not run zod on its own output; this is the check that it needs none.
    expect(serialiseGraph(GraphSchema.parse(graph))).toBe(serialiseGraph(graph));
  });
});
