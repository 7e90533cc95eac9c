/**
 * The read side reads the store, not the content folder (the house issue): the lexicon the ingest
 * read is a part of the store, so `rules align` and `rules search` on a store answer alike wherever
 * they run — with the content folder beside them or none at all.
 */
import path from 'node:path';
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describe } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { writeGraph } from '../../src/lib/ingest/write.js';
import { openStore } from '../../src/lib/store/read.js';
import { seedContent, tempDir } from '../helpers/content.js';
import { runRules } from '../helpers/cli.js';

describe('the lexicon in the store', () => {
  it('is a part of the store, and the CLI reads it there, not in a content folder', async () => {
    const dir = tempDir('rules-lexicon-part-');
    const index = path.join(dir, 'store', 'graph.json');
    const graph = buildGraph({ contentDir: seedContent() });
    writeGraph(index, graph);
    expect(readdirSync(path.dirname(index)).some((f) => /^graph-lexicon-[0-9a-f]{16}\.json$/.test(f))).toBe(true);
    const stored = openStore(index).graph.lexicon!;
    expect(stored.length).toBeGreaterThan(100);
    expect(stored).toEqual(graph.lexicon);
    // Beside the content folder, and far from any.
    const beside = path.join(dir, 'project');
    mkdirSync(beside);
    cpSync(seedContent(), path.join(beside, 'content'), { recursive: true });
    const alone = path.join(dir, 'elsewhere');
    mkdirSync(alone);
    for (const args of [
      ['align', '707.10', '--langs', 'en,ru', '--graph', index, '--json'],
      ['search', 'копия заклинания', '--graph', index, '--json'],
    ]) {
      const a = await runRules(args, beside);
      const b = await runRules(args, alone);
      expect(a.code, a.err).toBe(0);
      expect(b.out).toBe(a.out);
    }
    // The alignment used the lexicon: its pairs carry the concepts' evidence.
    const aligned = JSON.parse(
      (await runRules(['align', '707.10', '--langs', 'en,ru', '--graph', index, '--json'], alone)).out,
    ) as {
      pairs: unknown[];
    };
    expect(aligned.pairs.length).toBeGreaterThan(3);
  }, 180_000);
});
