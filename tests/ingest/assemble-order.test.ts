/**
 * assemble.ts stores a rule's official English text once per run of releases that print it alike,
 * whatever order sources.yaml lists the releases in: a list out of release order is sorted first.
 */
import { expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { contentWith } from '../helpers/content.js';
import { describeCrFiles } from '../helpers/shared.js';
import type { Graph } from '../../src/lib/model/schema.js';

/** Each rule's official English renditions: from which release through which, and their text. */
function officialRuns(graph: Graph): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [id, rule] of Object.entries(graph.rules))
    out.set(
      id,
      rule.renditions
        .filter((r) => r.lang === 'en' && r.source.startsWith('en-cr-'))
        .map((r) => `${r.version}…${r.through ?? r.version} ${r.number}: ${r.title}|${r.text}`),
    );
  return out;
}

describeCrFiles('official renditions over releases listed out of order', () => {
  it('are the runs of releases listed in order', () => {
    const inOrder = buildGraph({ contentDir: contentWith(['2017-08-25', '2021-07-23', '2025-11-14']) });
    const reversed = buildGraph({ contentDir: contentWith(['2025-11-14', '2017-08-25', '2021-07-23']) });
    const runs = officialRuns(inOrder);
    // A rule held through three releases is one rendition, 2017-08-25 through 2025-11-14.
    expect(runs.get('100.1')).toEqual([expect.stringMatching(/^2017-08-25…2025-11-14 100\.1: /)]);
    expect(officialRuns(reversed)).toEqual(runs);
  });
});
