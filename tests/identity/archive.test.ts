/**
 * Identity through rewording, renumbering and restructuring (issue #16), on the archive's own files:
 * each pair below was checked by reading the two texts. History, `rules diff` and lookup by an old
 * number must agree that the two numbers are one rule, and no rule may be chained onto another's
 * number. The matching must hold on any subset of releases: the same cases are checked with the
 * releases in between present, and (where the rule exists across the gap) absent.
 */
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { copyContent } from '../../src/lib/content/subset.js';
import { lookup, type LookupResult } from '../../src/lib/query/lookup.js';
import { releaseDiff } from '../../src/lib/query/release-diff.js';
import { holds } from '../../src/lib/model/ranges.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { ROOT } from '../helpers/shared.js';
import { tempDir } from '../helpers/content.js';
import { archiveReleases, describeArchive } from '../helpers/archive.js';

interface Move {
  from: string;
  a: string;
  to: string;
  b: string;
  what: string;
}

const MOVES: Move[] = [
  { from: '2009-05-01', a: '212.2', to: '2009-09-04', b: '301', what: 'title-only rule Artifacts → section' },
  { from: '2009-05-01', a: '217.2', to: '2009-09-04', b: '401', what: 'title-only rule Library → section' },
  { from: '2009-05-01', a: '212.4', to: '2009-09-04', b: '303', what: 'Enchantments → section, not the Aura rule' },
  { from: '2009-05-01', a: '310', to: '2009-09-04', b: '510', what: 'section Combat Damage Step renumbered' },
  { from: '2009-09-04', a: '306.7a', to: '2009-10-01', b: '606.4', what: 'loyalty ability cost, reworded' },
  { from: '2009-10-01', a: '113.6a', to: '2010-02-01', b: '113.7', what: "modal spells' targeting" },
  { from: '2017-01-20', a: '708.7', to: '2017-04-28', b: '708.4a', what: "split cards' names, reworded" },
  { from: '2019-06-14', a: '110.5c', to: '2019-07-12', b: '111.4', what: 'subtype → subtype(s)' },
  { from: '2025-04-04', a: '701.47b', to: '2025-06-06', b: '701.50b', what: 'connive moved, amass took 701.47b' },
  { from: '2025-04-04', a: '701.44b', to: '2025-06-06', b: '701.47b', what: 'amass moved' },
  {
    from: '2023-11-17',
    a: '701.34g',
    to: '2024-02-02',
    b: '701.34h',
    what: 'a text printed under several rules ("See rule 708, …") moved within its rule',
  },
];

/** Pairs that must not be one rule: a rule chained onto a number another rule took. */
const NOT_ONE: Move[] = [
  { from: '2009-05-01', a: '212.4', to: '2009-09-04', b: '303.4', what: 'Enchantments is not the Aura rule' },
  { from: '2025-04-04', a: '701.47b', to: '2025-06-06', b: '701.47b', what: 'connive is not amass' },
  { from: '2025-04-04', a: '701.44b', to: '2025-06-06', b: '701.44b', what: 'amass is not explore' },
];

function idAt(graph: Graph, number: string, version: string): string {
  const found = lookup(graph, number, { version });
  expect('candidates' in found, `${number} in ${version} names one rule`).toBe(false);
  return (found as LookupResult).id;
}

/** History, diff and lookup by number all say (from, a) and (to, b) are one rule. */
function expectOneRule(graph: Graph, m: Move): void {
  const label = `${m.a} (${m.from}) → ${m.b} (${m.to}): ${m.what}`;
  const id = idAt(graph, m.a, m.from);
  expect(idAt(graph, m.b, m.to), label).toBe(id);
  const revisions = graph.rules[id]!.revisions.filter((r) => r.change !== 'retired');
  expect(
    revisions.some((r) => r.number === m.a && holds(r, m.from)),
    `${label}: history`,
  ).toBe(true);
  expect(
    revisions.some((r) => r.number === m.b && holds(r, m.to)),
    `${label}: history`,
  ).toBe(true);
  const diff = releaseDiff(graph, m.from, m.to);
  expect(diff.moved, `${label}: rules diff`).toContainEqual({ id, from: m.a, to: m.b });
  expect(diff.added.includes(id) || diff.removed.includes(id), `${label}: rules diff`).toBe(false);
}

function graphOf(dates: string[]): Graph {
  const releases = archiveReleases().filter((r) => dates.includes(r.date));
  expect(releases.map((r) => r.date).sort()).toEqual([...dates].sort());
  const content = path.join(tempDir('rules-identity-'), 'content');
  const keep = new Set(releases.map((r) => r.id));
  copyContent(path.join(ROOT, 'content'), content, (r) => keep.has(r.id));
  return buildGraph({ contentDir: content });
}

describeArchive('identity on the archive: every release of each case present', () => {
  let graph: Graph;
  beforeAll(() => {
    graph = graphOf([...new Set(MOVES.flatMap((m) => [m.from, m.to]))]);
  }, 600_000);

  for (const m of MOVES) it(`${m.a} (${m.from}) → ${m.b} (${m.to}): ${m.what}`, () => expectOneRule(graph, m));

  for (const m of NOT_ONE)
    it(`${m.a} (${m.from}) and ${m.b} (${m.to}) are two rules: ${m.what}`, () => {
      expect(idAt(graph, m.a, m.from)).not.toBe(idAt(graph, m.b, m.to));
    });

  it("a rule's title comes from its own texts: the Aura rule is not titled Enchantments", () => {
    const aura = graph.rules[idAt(graph, '303.4', '2025-06-06')]!;
    expect(aura.title).not.toBe('Enchantments');
    expect(graph.rules[idAt(graph, '303', '2025-06-06')]!.title).toBe('Enchantments');
  });

  it("a split: lifelink's rule became two subrules (2010-02-01), the short one split from the other", () => {
    const whole = idAt(graph, '702.13a', '2009-10-01');
    expect(idAt(graph, '702.13b', '2010-02-01')).toBe(whole);
    const part = graph.rules[idAt(graph, '702.13a', '2010-02-01')]!;
    expect(part.revisions[0]).toMatchObject({ version: '2010-02-01', change: 'created', splitFrom: [whole] });
  });

  it('says why: a renumbered revision carries the match that found it', () => {
    const id = idAt(graph, '111.4', '2019-07-12');
    const moved = graph.rules[id]!.revisions.find((r) => r.number === '111.4' && holds(r, '2019-07-12'))!;
    expect(moved.match?.stage).toBe('best-similarity');
    expect(moved.match?.score).toBeGreaterThan(0.9);
    expect(moved.match?.why).toMatch(/subrule → rule/);
    const section = graph.rules[idAt(graph, '301', '2009-09-04')]!.revisions.find((r) => r.number === '301')!;
    expect(section.match?.stage).toBe('title');
  });
});

describeArchive('identity on the archive: the releases in between absent', () => {
  // 2009-05-01 straight to 2010-02-01 (the rewrite and two releases after it skipped), 2017-01-20 to
  // 2019-07-12, 2025-04-04 to 2025-06-06.
  const GAPS: Move[] = [
    { from: '2009-05-01', a: '212.2', to: '2010-02-01', b: '301', what: 'title-only rule Artifacts → section' },
    { from: '2009-05-01', a: '310', to: '2010-02-01', b: '510', what: 'section Combat Damage Step renumbered' },
    { from: '2009-05-01', a: '212.4', to: '2010-02-01', b: '303', what: 'Enchantments → section' },
    { from: '2017-01-20', a: '708.7', to: '2019-07-12', b: '708.4a', what: "split cards' names, reworded" },
  ];
  let graph: Graph;
  beforeAll(() => {
    graph = graphOf(['2009-05-01', '2010-02-01', '2017-01-20', '2019-07-12', '2025-04-04', '2025-06-06']);
  }, 600_000);
  for (const m of GAPS) it(`${m.a} (${m.from}) → ${m.b} (${m.to}): ${m.what}`, () => expectOneRule(graph, m));
  for (const m of NOT_ONE.filter((x) => x.from.startsWith('2025')))
    it(`${m.a} (${m.from}) and ${m.b} (${m.to}) are two rules: ${m.what}`, () => {
      expect(idAt(graph, m.a, m.from)).not.toBe(idAt(graph, m.b, m.to));
    });
});
