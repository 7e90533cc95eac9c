/**
 * Identity on small releases of our own (tests/fixtures/identity/<case>/older.txt and newer.txt): a
 * level change (title-only rules become sections), a split (one subrule's text becomes two) and a
 * merge (two subrules become one). History, `rules diff` and lookup by an old number agree.
 */
import path from 'node:path';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { lookup, type LookupResult } from '../../src/lib/query/lookup.js';
import { releaseDiff } from '../../src/lib/query/release-diff.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { tempDir } from '../helpers/content.js';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'identity');
const OLDER = '2030-01-01';
const NEWER = '2030-06-01';

function graphOf(scenario: string): Graph {
  const content = path.join(tempDir('rules-identity-fixture-'), 'content');
  mkdirSync(path.join(content, 'sources', 'en'), { recursive: true });
  const entries = [
    ['older', OLDER],
    ['newer', NEWER],
  ].map(([name, date]) => {
    writeFileSync(
      path.join(content, 'sources', 'en', `${name}.txt`),
      readFileSync(path.join(FIXTURES, scenario, `${name}.txt`)),
    );
    return `- id: en-cr-${date}\n  file: sources/en/${name}.txt\n  lang: en\n  format: cr\n  date: ${date}\n`;
  });
  writeFileSync(path.join(content, 'sources.yaml'), entries.join(''));
  return buildGraph({ contentDir: content });
}

const idAt = (graph: Graph, number: string, version: string) => (lookup(graph, number, { version }) as LookupResult).id;

/** (OLDER, a) and (NEWER, b) are one rule for lookup, history and `rules diff`. */
function expectMove(graph: Graph, a: string, b: string): void {
  const id = idAt(graph, a, OLDER);
  expect(idAt(graph, b, NEWER), `${a} → ${b}`).toBe(id);
  expect(graph.rules[id]!.revisions.map((r) => [r.version, r.number])).toEqual([
    [OLDER, a],
    [NEWER, b],
  ]);
  if (a !== b) expect(releaseDiff(graph, OLDER, NEWER).moved).toContainEqual({ id, from: a, to: b });
}

describe('a level change: title-only rules of a section become sections', () => {
  const graph = graphOf('level-change');

  it('each title-only rule is the section named like it, with its subrules as the section’s rules', () => {
    expectMove(graph, '301.1', '301');
    expectMove(graph, '301.2', '302');
    expectMove(graph, '301.1a', '301.1');
    expectMove(graph, '301.2b', '302.2');
    expect(graph.rules['301']!.kind).toBe('section');
    expect(graph.rules['301']!.title).toBe('Artifacts');
    expect(graph.rules['301']!.revisions[1]!.match?.stage).toBe('title');
  });

  it('the section that held them is retired under an id of its own, not chained to the new 301', () => {
    const old = idAt(graph, '301', OLDER);
    expect(old).toBe(`301@${OLDER}`);
    expect(graph.rules[old]!.title).toBe('Card Types in Detail');
    expect(graph.rules[old]!.revisions.map((r) => r.change)).toEqual(['created', 'retired']);
    expect(releaseDiff(graph, OLDER, NEWER).removed).toContain(old);
  });
});

describe('a split: one subrule’s text becomes two subrules', () => {
  const graph = graphOf('split');

  it('the subrule follows its longer part, the shorter part is split from it', () => {
    expectMove(graph, '702.9a', '702.9b');
    expectMove(graph, '702.9b', '702.9c');
    const part = graph.rules['702.9a']!;
    expect(part.revisions.map((r) => r.change)).toEqual(['created']);
    expect(part.revisions[0]!.splitFrom).toEqual(['702.9b']);
    expect(releaseDiff(graph, OLDER, NEWER).added).toEqual(['702.9a']);
  });
});

describe('a merge: two subrules become one', () => {
  const graph = graphOf('merge');

  it('one of them continues, the other is retired as merged into it', () => {
    expectMove(graph, '704.5c', '704.5b');
    expectMove(graph, '704.5d', '704.5c');
    const kept = idAt(graph, '704.5a', NEWER);
    const ids = [idAt(graph, '704.5a', OLDER), idAt(graph, '704.5b', OLDER)];
    expect(ids).toContain(kept);
    const gone = graph.rules[ids.find((id) => id !== kept)!]!;
    const last = gone.revisions.at(-1)!;
    expect(last.change).toBe('retired');
    expect(last.mergedInto).toEqual([kept]);
  });
});
