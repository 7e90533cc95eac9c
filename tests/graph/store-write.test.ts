/**
 * Writing the store's rules (store/write.ts): each line encoded into a reused buffer and written
 * out as the buffer fills, the file named by the hash of its bytes at the end. Lines longer than the
 * buffer, characters of two and three bytes, a rewrite of the same graph and a writer killed midway
 * all leave a store that reads back every rule, and no temporary.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openStore, storeFiles } from '../../src/lib/store/read.js';
import { writeStore } from '../../src/lib/store/write.js';
import { emptyRule } from '../../src/lib/ingest/assemble.js';
import type { Graph, Rule } from '../../src/lib/model/schema.js';
import { tempDir } from '../helpers/content.js';
import { graphWith } from '../helpers/graph.js';

const rule = (id: string, title: string): Rule => ({ ...emptyRule(id), title });

/** Small rules around one whose line is longer than a megabyte, in two- and three-byte characters. */
function graphOf(): Graph {
  const rules: Record<string, Rule> = {};
  for (let i = 1; i <= 300; i++) rules[`100.${i}`] = rule(`100.${i}`, `Rule ${i} — “quoted” é`);
  rules['702.19'] = rule('702.19', 'Trample’s é '.repeat(120_000));
  for (let i = 1; i <= 300; i++) rules[`800.${i}`] = rule(`800.${i}`, `Правило ${i}`);
  return graphWith(rules);
}

const rulesFile = (index: string) =>
  path.join(
    path.dirname(index),
    storeFiles(index).find((f) => f.includes('-rules-'))!,
  );
const temporaries = (index: string) => readdirSync(path.dirname(index)).filter((f) => f.endsWith('.tmp'));

describe('the store writes its rules as they are encoded', () => {
  const graph = graphOf();

  it('reads back every rule, the long line included, from a file named by its bytes', () => {
    const index = path.join(tempDir('rules-store-write-'), 'graph.json');
    writeStore(index, graph);
    const file = rulesFile(index);
    const bytes = readFileSync(file);
    expect(bytes.length).toBeGreaterThan(2 ** 20);
    expect(path.basename(file)).toBe(
      `graph-rules-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.jsonl`,
    );
    expect(bytes.toString('utf8')).toBe(
      Object.values(graph.rules)
        .map((r) => `${JSON.stringify(r)}\n`)
        .join(''),
    );
    const store = openStore(index);
    for (const id of Object.keys(graph.rules)) expect(store.graph.rules[id]).toEqual(graph.rules[id]);
    expect(temporaries(index)).toEqual([]);
  });

  it('leaves the rules file as it was when the same graph is written again', () => {
    const index = path.join(tempDir('rules-store-write-'), 'graph.json');
    writeStore(index, graph);
    const before = statSync(rulesFile(index));
    writeStore(index, graph);
    const after = statSync(rulesFile(index));
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(temporaries(index)).toEqual([]);
  });

  it('removes the temporary a killed writer left, and a failed write keeps the store before it', () => {
    const index = path.join(tempDir('rules-store-write-'), 'graph.json');
    writeStore(index, graph);
    // A writer killed while writing (its pid no longer runs: a pid above the kernel's limit).
    const dead = path.join(path.dirname(index), 'graph-rules.jsonl.4194305.tmp');
    writeFileSync(dead, 'half a line');
    const broken = {
      ...graph,
      rules: {
        ...graph.rules,
        '900.1': {
          toJSON: () => {
            throw new Error('unwritable');
          },
        },
      },
    };
    expect(() => writeStore(index, broken as unknown as Graph)).toThrow('unwritable');
    expect(temporaries(index)).toEqual([]);
    const store = openStore(index);
    expect(store.graph.rules['702.19']).toEqual(graph.rules['702.19']);
  });
});
