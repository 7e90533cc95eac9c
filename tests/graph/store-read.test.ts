/**
 * Reading the store (store/read.ts): the index's rules table (ids, offsets) finds each rule's
 * line; a broken table, a store of the earlier layout and a damaged record are refused with the
 * file and the reason; a record in another key order, or with a key the schema does not name, is
 * read as zod reads it.
 */
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openStore, storeFiles } from '../../src/lib/store/read.js';
import { writeStore } from '../../src/lib/store/write.js';
import { emptyRule } from '../../src/lib/ingest/assemble.js';
import { InputError } from '../../src/lib/model/errors.js';
import type { Graph, Rule } from '../../src/lib/model/schema.js';
import { tempDir } from '../helpers/content.js';
import { graphWith } from '../helpers/graph.js';

function graphOf(ids: string[]): Graph {
  const rules: Record<string, Rule> = {};
  for (const id of ids) rules[id] = { ...emptyRule(id), title: `Title of ${id} — é` };
  return graphWith(rules);
}

const IDS = ['1', '100', '100.1', '100.1a', '707.10', '502.84@2008-10-01'];

function stored(): { index: string; graph: Graph } {
  const index = path.join(tempDir('rules-store-read-'), 'graph.json');
  const graph = graphOf(IDS);
  writeStore(index, graph);
  return { index, graph };
}

type IndexJson = { schema: number; rules: { ids: string; offsets: number[] }; layout: { rules: string } };
const readIndex = (index: string) => JSON.parse(readFileSync(index, 'utf8')) as IndexJson;
const edit = (index: string, change: (json: IndexJson) => unknown) =>
  writeFileSync(index, JSON.stringify(change(readIndex(index))));

describe('the rules table', () => {
  it('names every id in the file order, and each offset starts its line', () => {
    const { index, graph } = stored();
    const json = readIndex(index);
    expect(json.schema).toBe(5);
    expect(json.rules.ids.split(' ')).toEqual(IDS);
    const bytes = readFileSync(path.join(path.dirname(index), json.layout.rules));
    expect(json.rules.offsets).toHaveLength(IDS.length + 1);
    expect(json.rules.offsets.at(-1)).toBe(bytes.length);
    IDS.forEach((id, i) => {
      const line = bytes.toString('utf8', json.rules.offsets[i], json.rules.offsets[i + 1]! - 1);
      expect(JSON.parse(line)).toEqual(graph.rules[id]);
    });
    const store = openStore(index);
    expect(Object.keys(store.graph.rules)).toEqual(IDS);
    expect('100.1a' in store.graph.rules).toBe(true);
    expect('100.1b' in store.graph.rules).toBe(false);
    expect(store.graph.rules['100.1b']).toBeUndefined();
    for (const id of IDS) expect(openStore(index).graph.rules[id]).toEqual(graph.rules[id]);
  });

  it('an empty graph has an empty table', () => {
    const index = path.join(tempDir('rules-store-read-'), 'graph.json');
    writeStore(index, graphOf([]));
    expect(readIndex(index).rules).toEqual({ ids: '', offsets: [0] });
    expect(Object.keys(openStore(index).graph.rules)).toEqual([]);
  });

  const broken: Array<[string, (json: IndexJson) => unknown, RegExp]> = [
    [
      'an offset missing',
      (j) => ({ ...j, rules: { ...j.rules, offsets: j.rules.offsets.slice(1) } }),
      /6 ids but 6 offsets/,
    ],
    [
      'offsets out of order',
      (j) => ({ ...j, rules: { ...j.rules, offsets: [0, 5, 3, ...j.rules.offsets.slice(3)] } }),
      /offsets that do not increase from 0/,
    ],
    [
      'an id twice',
      (j) => ({ ...j, rules: { ...j.rules, ids: j.rules.ids.replace('100.1a', '100.1') } }),
      /an id named twice/,
    ],
    [
      'a negative offset',
      (j) => ({ ...j, rules: { ...j.rules, offsets: [-1, ...j.rules.offsets.slice(1)] } }),
      /rules\.offsets\.0/,
    ],
    ['the earlier layout (schema 2)', (j) => ({ ...j, schema: 2 }), /earlier development version \(schema 2\)/],
    ['the review queues with their diffs (schema 3)', (j) => ({ ...j, schema: 3 }), /\(schema 3\): write it again/],
    [
      'the lexicon read from the content folder (schema 4)',
      (j) => ({ ...j, schema: 4 }),
      /\(schema 4\): write it again/,
    ],
  ];
  for (const [what, change, reason] of broken)
    it(`refuses ${what}, naming the index`, () => {
      const { index } = stored();
      edit(index, change);
      let error: unknown;
      try {
        Object.keys(openStore(index).graph.rules);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(InputError);
      expect(String((error as Error).message)).toMatch(/graph\.json/);
      expect(String((error as Error).message)).toMatch(reason);
    });
});

describe('a rule record', () => {
  const rulesFile = (index: string) =>
    path.join(
      path.dirname(index),
      storeFiles(index).find((f) => f.includes('-rules-'))!,
    );
  /** The store with one record's line replaced by `line` (offsets written again to match). */
  function withLine(id: string, change: (rule: Record<string, unknown>) => Record<string, unknown>): string {
    const { index, graph } = stored();
    const lines = IDS.map((x) => JSON.stringify(x === id ? change({ ...graph.rules[x]! }) : graph.rules[x]));
    const text = lines.map((l) => `${l}\n`).join('');
    writeFileSync(rulesFile(index), text);
    const offsets = [0];
    for (const l of lines) offsets.push(offsets.at(-1)! + Buffer.byteLength(l) + 1);
    edit(index, (j) => ({ ...j, rules: { ...j.rules, offsets } }));
    return index;
  }

  it('a damaged one is refused with its id and the field', () => {
    const index = withLine('707.10', (r) => ({ ...r, children: 'none' }));
    expect(() => openStore(index).graph.rules['707.10']).toThrow(/rule 707\.10: children: Expected array/);
    expect(openStore(index).graph.rules['100.1']!.id).toBe('100.1');
  });

  it('one with its keys in another order is read, equal to what zod reads', () => {
    const index = withLine('707.10', (r) => Object.fromEntries(Object.entries(r).reverse()));
    const rule = openStore(index).graph.rules['707.10']!;
    expect(rule).toEqual({ ...emptyRule('707.10'), title: 'Title of 707.10 — é' });
  });

  it('one with a key the schema does not name is read as zod reads it, without the key', () => {
    const index = withLine('707.10', (r) => ({ ...r, extra: 'x' }));
    expect(openStore(index).graph.rules['707.10']).toEqual({ ...emptyRule('707.10'), title: 'Title of 707.10 — é' });
  });

  it("one naming another rule's id is refused", () => {
    const index = withLine('707.10', (r) => ({ ...r, id: '707.11' }));
    expect(() => openStore(index).graph.rules['707.10']).toThrow(/rule 707\.10: the record is 707\.11's/);
  });
});
