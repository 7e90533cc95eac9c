/** Seed 003 (rule 707.10's history page) on its own: seven clean revisions out of six change views. */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRuleHistory } from '../../src/lib/parse/rule-history/index.js';
import { blocksOf } from '../../src/lib/parse/rule-history/revisions.js';
import { reconstructRevisions } from '../../src/lib/parse/rule-history/reconstruct.js';
import { cosmeticKey } from '../../src/lib/text/rule-text.js';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { history, type HistoryResult } from '../../src/lib/query/history.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { contentPath } from '../helpers/shared.js';
import { seedContent } from '../helpers/content.js';

const SEED = contentPath('sources/en/rule-707.10-history.txt');
const PAGE = 'en-rule-707.10-history';

describe('seed 003: reconstruction', () => {
  const tree = parseRuleHistory(readFileSync(SEED, 'utf8'), { file: SEED, lang: 'en', warn: () => {} });
  const revs = reconstructRevisions(blocksOf(tree));
  const dash = (t: string) => /Choose one (\S+) Untap/.exec(t)?.[1];

  it('six change views hold seven revisions', () => {
    expect(blocksOf(tree)).toHaveLength(6);
    expect(revs).toHaveLength(7);
  });

  it('reads each side of each view: the dash flips, "activatedtriggered", "Flingthis spell", "targetany … playertarget"', () => {
    expect(revs.map(dash)).toEqual(['--', '—', '--', '--', '—', undefined, undefined]);
    for (const r of revs.slice(0, 3)) expect(r).toMatch(/^To copy a spell or activated ability means/);
    for (const r of revs.slice(3)) expect(r).toMatch(/^To copy a spell, activated ability, or triggered ability means/);
    for (const r of revs.slice(0, 5))
      expect(r).toMatch(/cost to cast Fling, sacrifice .* power to target creature or player\./);
    for (const r of revs.slice(5)) expect(r).toMatch(/cost to cast this spell, sacrifice .* power to any target\./);
    expect(revs.map((r) => r.includes('Emerald Charm is a modal green instant.'))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(revs.map((r) => r.includes('Dawnglow Infusion'))).toEqual([false, false, false, false, false, false, true]);
    for (const r of revs) expect(r).not.toMatch(/activatedtriggered|Flingthis|targetany|playertarget|--—|—--/);
  });

  it('#0–#2 are one text but for dashes, as are #3–#4', () => {
    expect(new Set(revs.slice(0, 3).map(cosmeticKey)).size).toBe(1);
    expect(new Set(revs.slice(3, 5).map(cosmeticKey)).size).toBe(1);
    expect(new Set(revs.map(cosmeticKey)).size).toBe(4);
  });
});

describe('seed 003 in the graph of content/ alone', () => {
  let graph: Graph;
  beforeAll(() => {
    graph = buildGraph({ contentDir: seedContent() });
  });

  it('lists one version per revision, #0 … #6', () => {
    expect(graph.versions.filter((v) => v.kind === 'history').map((v) => v.id)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((k) => `${PAGE}#${k}`),
    );
  });

  it('with no dated versions, the history is the page revisions as they are', () => {
    const h = history(graph, '707.10') as HistoryResult;
    expect(h.id).toBe('707.10');
    expect(h.revisions.map((r) => r.version)).toEqual([0, 1, 2, 3, 4, 5, 6].map((k) => `${PAGE}#${k}`));
    expect(h.revisions.map((r) => r.change)).toEqual([
      'created',
      'cosmetic',
      'cosmetic',
      'substantive',
      'cosmetic',
      'substantive',
      'substantive',
    ]);
    expect(h.revisions.every((r) => r.number === '707.10' && !r.renumbered)).toBe(true);
    expect(h.revisions[6]!.examples!.map((e) => e.text.slice(0, 17))).toEqual([
      'A player casts Fo',
      'Fling is an insta',
      'Dawnglow Infusion',
    ]);
  });

  it('the page newest revision is the English text of today', () => {
    const en = graph.rules['707.10']!.renditions.find((r) => r.lang === 'en')!;
    expect(en.version).toBe(`${PAGE}#6`);
    expect(en.text).not.toMatch(/Example:/);
    expect(en.examples).toHaveLength(3);
  });
});
