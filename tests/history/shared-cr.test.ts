/**
 * Every rule's history across the five official CR versions plus content/ (read from content/): identity
 * through renumbering, change classes, release diffs, old numbers, and the CLI's JSON contracts.
 */
import path from 'node:path';
import { execFile } from 'node:child_process';
import { beforeAll, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { writeGraph } from '../../src/lib/ingest/write.js';
import { lookup, type Candidates, type LookupResult } from '../../src/lib/query/lookup.js';
import { history, type HistoryResult } from '../../src/lib/query/history.js';
import { releaseDiff, type ReleaseDiff } from '../../src/lib/query/release-diff.js';
import { sidesOf } from '../../src/lib/text/word-diff.js';
import { cosmeticKey, fullText } from '../../src/lib/text/rule-text.js';
import { reconstructRevisions } from '../../src/lib/parse/rule-history/reconstruct.js';
import { placePage, type HistoryEntry } from '../../src/lib/history/timeline.js';
import { splitInlineExamples } from '../../src/lib/model/renditions.js';
import { renderPage } from './render.js';
import { holds, revisionsPerRelease } from '../../src/lib/model/ranges.js';
import type { Graph, Revision } from '../../src/lib/model/schema.js';
import { CR_FILES, ROOT, describeCrFiles, type CrDate } from '../helpers/shared.js';
import { contentWith, tempDir } from '../helpers/content.js';

const PAGE = 'en-rule-707.10-history';
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const page = (...ks: number[]) => ks.map((k) => `${PAGE}#${k}`);
const brief = (r: Revision) => [r.version, r.number, r.change, r.renumbered];
const ranged = (r: Revision) => [r.version, r.through ?? null, r.number, r.change, r.renumbered];
const full = (r: Revision) =>
  fullText({ title: r.title ?? '', text: r.text, examples: (r.examples ?? []).map((e) => e.text) });

function rules(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'bin/rules.mjs'), ...args],
      { encoding: 'utf8', maxBuffer: 256 << 20 },
      (err, out, e) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, out, err: e }),
    );
  });
}

describeCrFiles('history across the five CR versions and content/', () => {
  let graph: Graph;
  let graphFile: string;
  const releases = () => graph.versions.filter((v) => v.kind === 'cr');
  /** A rule's history read release by release (texts are stored once per change). */
  const perRelease = (id: string) => revisionsPerRelease((history(graph, id) as HistoryResult).revisions, releases());
  beforeAll(() => {
    graph = buildGraph({ contentDir: contentWith(Object.keys(CR_FILES) as CrDate[]) });
    graphFile = path.join(tempDir(), 'graph.json');
    writeGraph(graphFile, graph);
  }, 300_000);

  it('rules history 707.10: dated revisions, the page merged into them, the 2018 text between 2017 and 2021', () => {
    const h = history(graph, '707.10') as HistoryResult;
    expect(h.id).toBe('707.10');
    // Stored once per change: 2025-11-14 prints 2021-07-23's text, one revision for both.
    expect(h.revisions.map(ranged)).toEqual([
      ['2008-10-01', null, '503.10', 'created', false],
      ['2012-07-01', null, '706.10', 'substantive', true],
      ['2017-08-25', null, '706.10', 'substantive', false],
      [`${PAGE}#5`, null, '706.10', 'substantive', false],
      ['2021-07-23', '2025-11-14', '707.10', 'substantive', true],
    ]);
    expect(h.revisions.map((r) => r.sources)).toEqual([
      ['en-cr-2008-10-01'],
      ['en-cr-2012-07-01', ...page(0, 1, 2)],
      ['en-cr-2017-08-25', ...page(3, 4)],
      page(5),
      ['en-cr-2021-07-23', ...page(6), 'en-cr-2025-11-14'],
    ]);
    // Read release by release, 2025-11-14 is the unchanged text it was before.
    expect(revisionsPerRelease(h.revisions, releases()).map(brief).at(-1)).toEqual([
      '2025-11-14',
      '707.10',
      'unchanged',
      false,
    ]);
    // Each diff joins the previous entry's text to this one's.
    h.revisions.forEach((r, i) => expect(sidesOf(r.diff)).toEqual([i ? full(h.revisions[i - 1]!) : '', full(r)]));
    expect(h.revisions[3]!.text).toMatch(/^To copy a spell, activated ability, or triggered ability/);
    const versions = Object.fromEntries(
      graph.versions.filter((v) => v.kind === 'history').map((v) => [v.id, v.equals]),
    );
    expect(versions).toEqual({
      [`${PAGE}#0`]: ['2012-07-01'],
      [`${PAGE}#1`]: ['2012-07-01'],
      [`${PAGE}#2`]: ['2012-07-01'],
      [`${PAGE}#3`]: ['2017-08-25'],
      [`${PAGE}#4`]: ['2017-08-25'],
      [`${PAGE}#5`]: [],
      [`${PAGE}#6`]: ['2021-07-23', '2025-11-14'],
    });
  });

  it('Unearth is one rule: 502.84 → 702.82 → 702.83 → 702.84', () => {
    for (const [id, suffix] of [
      ['702.84', ''],
      ['702.84a', 'a'],
    ] as const) {
      expect(perRelease(id).map((r) => r.number)).toEqual(
        ['502.84', '702.82', '702.83', '702.84', '702.84'].map((n) => n + suffix),
      );
    }
    expect((lookup(graph, '502.84', { version: '2008-10-01' }) as LookupResult).id).toBe('702.84');
  });

  it('706.1 of 2017 (copying) and 706.1 of 2021 (rolling a die) are different rules', () => {
    expect(perRelease('707.1').map((r) => r.number)).toEqual(['503.1', '706.1', '706.1', '707.1', '707.1']);
    expect((history(graph, '706.1') as HistoryResult).revisions.map(brief)[0]).toEqual([
      '2021-07-23',
      '706.1',
      'created',
      false,
    ]);
    expect((lookup(graph, '706.1', { version: '2017-08-25' }) as LookupResult).id).toBe('707.1');
    expect((lookup(graph, '706.1', { version: '2021-07-23' }) as LookupResult).id).toBe('706.1');
  });

  it("2012's 706.9b is today's 707.9c and 706.9c is 707.9b; 616.1e is 616.1f", () => {
    expect((lookup(graph, '706.9b', { version: '2012-07-01' }) as LookupResult).id).toBe('707.9c');
    expect((lookup(graph, '706.9c', { version: '2012-07-01' }) as LookupResult).id).toBe('707.9b');
    expect((lookup(graph, '616.1e', { version: '2012-07-01' }) as LookupResult).id).toBe('616.1f');
  });

  it("2008's 310.4 (combat damage on the stack) is retired as 310.4@2008-10-01; today's 310.4 is another rule", () => {
    expect((history(graph, '310.4@2008-10-01') as HistoryResult).revisions.map(brief)).toEqual([
      ['2008-10-01', '310.4', 'created', false],
      ['2012-07-01', '310.4', 'retired', false],
    ]);
    expect((history(graph, '310.4') as HistoryResult).revisions.map((r) => r.version)).toEqual(['2025-11-14']);
  });

  it('sections shifted in 2021 stay one rule each (706 → 707, and 716 → 720)', () => {
    expect(perRelease('707').map((r) => r.number)).toEqual(['503', '706', '706', '707', '707']);
    expect(
      (lookup(graph, '716', { version: '2017-08-25' }) as LookupResult).renditions.find(
        (r) => r.version === '2021-07-23',
      )?.number,
    ).toBe('720');
  });

  it('change classes: cosmetic (quotes), renumbered (a cited section moved), substantive', () => {
    // "See section 6, "Multiplayer Rules."" (2008) → "See section 8, …" (2012) → curly quotes (2017).
    expect(perRelease('100.1b').map((r) => r.change)).toEqual([
      'created',
      'renumbered',
      'cosmetic',
      'unchanged',
      'unchanged',
    ]);
    const counts: Record<string, number> = {};
    for (const rule of Object.values(graph.rules))
      for (const r of revisionsPerRelease(rule.revisions, releases())) counts[r.change] = (counts[r.change] ?? 0) + 1;
    for (const c of ['created', 'substantive', 'cosmetic', 'renumbered', 'unchanged', 'retired'])
      expect(counts[c]).toBeGreaterThan(10);
    // Splits and merges found by content are recorded on created and retired revisions.
    const relations = Object.values(graph.rules).flatMap((r) => r.revisions.filter((x) => x.splitFrom || x.mergedInto));
    expect(relations.every((r) => (r.splitFrom ? r.change === 'created' : r.change === 'retired'))).toBe(true);
    expect(relations.length).toBeGreaterThan(0);
  });

  it('lookup 707.10: formerly 708.10 (707.10 from 2012-07-01 to 2021-07-23); old numbers resolve', () => {
    const r = lookup(graph, '707.10') as LookupResult;
    expect(r.formerly).toEqual([{ id: '708.10', number: '707.10', from: '2012-07-01', to: '2021-07-23' }]);
    expect(r.numbers).toEqual([
      { number: '503.10', from: '2008-10-01', to: '2012-07-01' },
      { number: '706.10', from: '2012-07-01', to: '2021-07-23' },
      { number: '707.10', from: '2021-07-23', to: null },
    ]);
    expect((lookup(graph, '503.10') as LookupResult).id).toBe('707.10');
    const c = lookup(graph, '706.1') as LookupResult | Candidates;
    expect('candidates' in c ? c.candidates.map((x) => x.id).sort() : [c.id]).toContain('706.1');
  });

  it('rules diff 2017-08-25 2021-07-23 reports the shifts as moves, not removals plus additions', () => {
    const d = releaseDiff(graph, '2017-08-25', '2021-07-23');
    expect(d.moved).toEqual(
      expect.arrayContaining([
        { id: '707.10', from: '706.10', to: '707.10' },
        { id: '707', from: '706', to: '707' },
        { id: '708.10', from: '707.10', to: '708.10' },
        { id: '724', from: '716', to: '720' },
      ]),
    );
    expect(d.added).toEqual(expect.arrayContaining(['706', '706.1']));
    const moved = new Set(d.moved.map((m) => m.id));
    for (const id of [...d.added, ...d.removed]) expect(moved.has(id)).toBe(false);
    expect(d.added.filter((id) => d.removed.includes(id))).toEqual([]);
    // The copying section moved whole: none of 2017's 706.x is reported removed.
    expect(d.removed.filter((id) => /^70[67]\.\d/.test(id))).toEqual([]);
    // Every 2017 706.x moved: to 707.x but for the 706.9b/706.9c swap and 706.7a, rewritten as 607.5a.
    const copying = d.moved.filter((m) => m.from.startsWith('706.'));
    expect(copying.length).toBe(countIn(graph, '2017-08-25', /^706\./));
    const elsewhere = copying.filter((m) => m.to !== m.from.replace(/^706/, '707'));
    expect(elsewhere.map((m) => `${m.from}→${m.to}`).sort()).toEqual([
      '706.7a→607.5a',
      '706.9b→707.9c',
      '706.9c→707.9b',
    ]);
    expect(d.changed.find((c) => c.id === '707.10')).toMatchObject({ number: '707.10', change: 'substantive' });
    expect(d.changed.every((c) => c.change !== 'unchanged')).toBe(true);
  });

  it('most rules continue from each version to the next (measured matching quality)', () => {
    const dates = Object.keys(CR_FILES).sort();
    for (let i = 1; i < dates.length; i++) {
      const d = releaseDiff(graph, dates[i - 1]!, dates[i]!);
      const kept =
        d.moved.length + Object.values(graph.rules).filter((r) => inBoth(r.revisions, dates[i - 1]!, dates[i]!)).length;
      const before = kept + d.removed.length;
      // 2008 → 2012 is the 2009 rewrite; later releases keep nearly every rule.
      expect(kept / before).toBeGreaterThan(i === 1 ? 0.75 : 0.97);
    }
  });

  it('history pages rendered from the real rules come back: every version of every rule that changed in two or more consecutive steps', () => {
    let pages = 0;
    let inner = 0;
    let innerExact = 0;
    const lost: string[] = [];
    for (const rule of Object.values(graph.rules)) {
      const dated = revisionsPerRelease(rule.revisions, releases())
        .filter((r) => ISO.test(r.version) && r.change !== 'retired')
        .map(entryOf);
      // Maximal runs of consecutive versions, each changing the text: one page per run of 3+ versions.
      for (let start = 0, i = 1; i <= dated.length; i++) {
        if (i < dated.length && dated[i]!.full !== dated[i - 1]!.full) continue;
        const run = dated.slice(start, i);
        const from = start;
        start = i;
        if (run.length < 3) continue;
        pages++;
        const blocks = renderPage(run.map((e) => e.full.replace(/\n/g, ' ')));
        const texts = reconstructRevisions(blocks);
        texts.forEach((t, k) => {
          if (k === 0 || k === texts.length - 1) return;
          inner++;
          if (t === run[k]!.full.replace(/\n/g, ' ')) innerExact++;
        });
        const revisions = texts.map((t, index) => {
          const { body, examples } = splitInlineExamples(t);
          return { version: `page#${index}`, index, full: t, text: body, examples };
        });
        const placed = placePage(dated, {
          source: 'page',
          number: rule.id,
          numbering: 'current',
          lang: 'en',
          blocks,
          revisions,
        });
        run.forEach((want, k) => {
          const got = placed.equals.get(`page#${k}`) ?? [];
          const key = cosmeticKey(want.full);
          if (!got.some((v) => cosmeticKey(dated.find((d) => d.version === v)!.full) === key))
            lost.push(`${rule.id} ${want.version}`);
        });
      }
    }
    expect(pages).toBeGreaterThan(500);
    expect(lost).toEqual([]);
    // The page alone (no dated versions) already reads most inner revisions exactly.
    expect(innerExact / inner).toBeGreaterThan(0.85);
  }, 300_000);

  it('CLI: rules history and rules diff print the JSON contracts', async () => {
    const h = await rules(['history', '503.10', '--json', '--graph', graphFile]);
    expect(h.code).toBe(0);
    const hj = JSON.parse(h.out) as HistoryResult;
    expect(hj.id).toBe('707.10');
    expect(Object.keys(hj.revisions[0]!)).toEqual(
      expect.arrayContaining(['version', 'sources', 'number', 'text', 'change', 'renumbered', 'diff']),
    );
    const d = await rules(['diff', '2017-08-25', '2021-07-23', '--json', '--graph', graphFile]);
    expect(d.code).toBe(0);
    const dj = JSON.parse(d.out) as ReleaseDiff;
    // DESIGN §5's keys, in order; keys added since come after them (issue #41: requested, addedRules).
    expect(Object.keys(dj).slice(0, 6)).toEqual(['from', 'to', 'added', 'removed', 'moved', 'changed']);
    expect(dj.moved).toContainEqual({ id: '707.10', from: '706.10', to: '707.10' });
    const unknown = await rules(['history', '999.99', '--json', '--graph', graphFile]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/unknown rule number: 999\.99/);
  }, 120_000);
});

/** A dated revision as the timeline places pages against it. */
function entryOf(r: Revision): HistoryEntry {
  const examples = r.examples ?? [];
  return {
    version: r.version,
    sources: r.sources,
    number: r.number,
    numbering: r.version,
    title: r.title ?? '',
    text: r.text,
    examples,
    full: full(r),
    lang: 'en',
  };
}

/** How many rules a version numbers like `re`. */
function countIn(graph: Graph, version: string, re: RegExp): number {
  return Object.values(graph.rules).filter((r) =>
    r.revisions.some((x) => holds(x, version) && x.change !== 'retired' && re.test(x.number)),
  ).length;
}

/** Present, same number, in both versions (not moved). */
function inBoth(revisions: Revision[], a: string, b: string): boolean {
  const x = revisions.find((r) => holds(r, a) && r.change !== 'retired');
  const y = revisions.find((r) => holds(r, b) && r.change !== 'retired');
  return !!x && !!y && x.number === y.number;
}
