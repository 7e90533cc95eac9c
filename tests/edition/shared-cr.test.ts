/**
 * The edition on the five official releases the fast tests read from content/ (with content/'s translations): each
 * release's edition holds exactly the numbers that release prints (its one-page view, its API data),
 * its English texts are that release's, and its glossary is the one that release printed — no rule
 * or glossary text of another release leaks into it.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { editionOf } from '../../src/lib/model/edition.js';
import { decode } from '../../src/lib/decode/index.js';
import { PARSERS } from '../../src/lib/parse/index.js';
import { collectRenditions } from '../../src/lib/parse/renditions.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { CR_FILES, describeCrFiles, crPath, type CrDate } from '../helpers/shared.js';
import { contentWith } from '../helpers/content.js';

const DATES = Object.keys(CR_FILES) as CrDate[];

/** What a release prints, read straight from its file: number → text (or title). */
function printed(date: CrDate): Map<string, string> {
  const file = crPath(date);
  const { text } = decode(readFileSync(file), path.basename(file));
  const tree = PARSERS.cr(text, { file: path.basename(file), lang: 'en', warn: () => undefined });
  const out = new Map<string, string>();
  for (const r of collectRenditions(tree, { id: date, lang: 'en', numbering: date, version: date }))
    if (r.number) out.set(r.number, r.text || r.title);
  return out;
}

describeCrFiles('the edition of each of the five releases', () => {
  let graph: Graph;
  beforeAll(() => {
    graph = buildGraph({ contentDir: contentWith(DATES) });
  }, 300_000);

  for (const date of DATES)
    it(`${date}: exactly the numbers and texts that release prints, and its glossary`, () => {
      const edition = editionOf(graph, date);
      const numbers = new Map(edition.ids.map((id) => [edition.revision(id)!.number, edition.revision(id)!]));
      const own = printed(date);
      expect([...numbers.keys()].sort()).toEqual([...own.keys()].sort());
      for (const [n, text] of own) expect(numbers.get(n)!.text || numbers.get(n)!.title, n).toBe(text);
      const terms = edition.glossary.filter((g) => g.lang === 'en');
      expect(terms.length).toBeGreaterThan(100);
      expect(terms.every((g) => g.version! <= date && date <= (g.through ?? g.version!))).toBe(true);
      expect(new Set(terms.map((g) => g.term)).size).toBe(terms.length);
    });
});
