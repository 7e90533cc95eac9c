/**
 * The same CR in another encoding or with other line endings gives the same graph
 * (fixtures made at test time from releases of content/, never committed).
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { addSource } from '../../src/lib/intake/add-source.js';
import { buildGraph } from '../../src/lib/ingest/build.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { decode } from '../../src/lib/decode/index.js';
import { describeCrFiles, crBytes } from '../helpers/shared.js';
import { tempDir } from '../helpers/content.js';
import { cp437Fixture, toBareCr, toUtf16 } from '../helpers/fixtures.js';

/** A graph from one CR file given as bytes. */
function graphOf(bytes: Buffer, name: string): Graph {
  const dir = path.join(tempDir(), 'content');
  mkdirSync(dir);
  addSource(name, bytes, { contentDir: dir, fileName: name });
  return buildGraph({ contentDir: dir });
}

/** What must not depend on the bytes' encoding: rules, numbers, glossary, counts. */
function essence(g: Graph) {
  return {
    rules: g.rules,
    numbers: g.numbers,
    glossary: g.glossary.map((e) => ({ ...e, source: '' })),
    counts: g.sources.map((s) => [s.date, s.counts]),
    warnings: g.warnings.map((w) => [w.line, w.reason]),
  };
}

describeCrFiles('encodings and line endings give the same graph', () => {
  let original: ReturnType<typeof essence>;
  let text2021: string;
  beforeAll(() => {
    const bytes = crBytes('2021-07-23');
    text2021 = decode(bytes, '2021').text;
    original = essence(graphOf(bytes, 'MagicCompRules 20210723.txt'));
  }, 120_000);

  it('UTF-16BE with BOM', () => {
    expect(essence(graphOf(toUtf16(text2021, 'be'), 'MagicCompRules 20210723.txt'))).toEqual(original);
  });

  it('UTF-16LE with BOM', () => {
    expect(essence(graphOf(toUtf16(text2021, 'le'), 'MagicCompRules 20210723.txt'))).toEqual(original);
  });

  it('bare CR line endings', () => {
    expect(essence(graphOf(toBareCr(crBytes('2021-07-23')), 'MagicCompRules 20210723.txt'))).toEqual(original);
  });

  it('ASCII with code-page-437 letters equals its transliteration saved as UTF-8, card names intact', () => {
    const { cp437, utf8Expected } = cp437Fixture(text2021);
    const fromCp437 = graphOf(cp437, 'MagicCompRules 20210723.txt');
    const fromUtf8 = graphOf(Buffer.from(utf8Expected, 'utf8'), 'MagicCompRules 20210723.txt');
    expect(essence(fromCp437)).toEqual(essence(fromUtf8));
    const all = JSON.stringify(fromCp437.rules) + JSON.stringify(fromCp437.glossary);
    for (const name of ['Dandân', 'El-Hajjâj', 'Ghazbán', 'Junún']) expect(all).toContain(name);
    expect(all).toMatch(/Ma.rûf/);
    expect(all).not.toContain('\uFFFD');
  });
});
