/**
 * Hostile content at the graph level (issue #9): the fixture ingests, its texts survive verbatim
 * (the site escapes them later), nothing pollutes a prototype, and object-key names are never
 * mistaken for rules — in the library and through the CLI.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { writeGraph } from '../../src/lib/ingest/write.js';
import { storeFiles } from '../../src/lib/store/read.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { readGraph } from '../../src/cli/store.js';
import { lookup, UnknownRuleError } from '../../src/lib/query/lookup.js';
import { tempDir } from '../helpers/content.js';
import { HOSTILE, OBJECT_KEYS, createHostileContent, longLine } from './hostile.js';
import { runCli } from './cli.js';
import { asciiJson } from '../../src/lib/files/ascii-json.js';

/** Every string anywhere in a JSON value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, strings(k, out));
  return out;
}

/** What every plain object, array and function inherits, described so that any change shows. */
function prototypes(): string {
  const describeProto = (p: object) =>
    Reflect.ownKeys(p)
      .map((k) => {
        const d = Object.getOwnPropertyDescriptor(p, k)!;
        return `${String(k)}:${typeof d.value}:${d.writable}:${typeof d.get}`;
      })
      .sort()
      .join(',');
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype].map(describeProto).join('\n');
}

describe('the hostile fixture, ingested', () => {
  let content: string;
  let graph: Graph;
  let graphFile: string;
  let before: string;

  beforeAll(() => {
    before = prototypes();
    content = createHostileContent();
    graph = buildGraph({ contentDir: content });
    graphFile = path.join(tempDir('rules-hostile-out-'), 'graph.json');
    writeGraph(graphFile, graph);
  }, 120_000);

  afterAll(() => {
    // A last check after everything else in this file ran, CLI results parsed included.
    expect(prototypes()).toBe(before);
  });

  it('gives a graph with the rules of every format', () => {
    expect(graph.sources.map((s) => s.format).sort()).toEqual(
      ['article', 'article', 'cr', 'cr-section', 'rule-excerpt', 'rule-history', 'rule-page'].sort(),
    );
    expect(Object.keys(graph.rules)).toContain('100.1');
    const langs = new Set(graph.rules['100.1']!.renditions.map((r) => r.lang));
    expect([...langs].sort()).toEqual(['en', 'es', 'ru']);
  });

  it('keeps every hostile text verbatim, in the graph and in the graph store', () => {
    // The store's files: the index and every part it names.
    const file = storeFiles(graphFile)
      .map((name) => readFileSync(path.join(path.dirname(graphFile), name), 'utf8'))
      .join('\n');
    const all = strings(readGraph(graphFile));
    for (const [name, text] of Object.entries(HOSTILE)) {
      expect(
        all.some((s) => s.includes(text)),
        name,
      ).toBe(true);
      // JSON escapes only quotes and backslashes here (and, in the store's ASCII parts, characters
      // beyond ASCII as \uXXXX): the file holds the markup as typed.
      const json = JSON.stringify(text).slice(1, -1);
      expect(file.includes(json) || file.includes(asciiJson(json)), name).toBe(true);
    }
    expect(Buffer.byteLength(longLine())).toBeGreaterThanOrEqual(1 << 20);
    expect(all.includes(longLine()), 'the 1 MB line').toBe(true);
  });

  it('pollutes no prototype', () => {
    expect(prototypes()).toBe(before);
    const probe: Record<string, unknown> = {};
    for (const key of ['alert', 'polluted', 'text', 'id', 'renditions']) expect(probe[key]).toBeUndefined();
  });

  it('has no inherited-key confusion in rules and numbers', () => {
    for (const g of [graph, readGraph(graphFile)]) {
      for (const record of [g.rules, g.numbers]) {
        expect([Object.prototype, null]).toContain(Object.getPrototypeOf(record));
        for (const key of OBJECT_KEYS) expect(Object.hasOwn(record, key), key).toBe(false);
      }
      for (const [id, rule] of Object.entries(g.rules)) {
        expect(rule.id).toBe(id);
        expect(id).toMatch(/^\d+(\.\d+[a-z]?)?(@.+)?$/);
      }
      for (const number of Object.keys(g.numbers)) expect(number).toMatch(/^\d+(\.\d+[a-z]?)?$/);
    }
  });

  it('keeps object-key names where they were text: glossary terms and source ids', () => {
    const terms = graph.glossary.flatMap((e) => e.terms);
    expect(terms).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'toString', 'hasOwnProperty']));
    expect(graph.sources.map((s) => s.id)).toEqual(
      expect.arrayContaining(['constructor', 'toString', 'hasOwnProperty', 'valueOf']),
    );
  });

  it('lookup answers "unknown rule" for object-key names', () => {
    const g = readGraph(graphFile);
    for (const key of [...OBJECT_KEYS, `${OBJECT_KEYS[0]}@2024-01-01`]) {
      expect(() => lookup(g, key), key).toThrow(UnknownRuleError);
      expect(() => lookup(g, key, { version: '2024-01-01' }), key).toThrow(UnknownRuleError);
    }
    expect(lookup(g, '100.1')).toMatchObject({ id: '100.1' });
  });

  it('through the CLI: ingest succeeds, object-key lookups (and history, align) exit 1 as unknown rules', async () => {
    const out = tempDir('rules-hostile-cli-');
    const ingest = await runCli(['ingest', '--content', content, '--out', out, '--json']);
    expect(ingest.err).toBe('');
    expect(ingest.code).toBe(0);
    const file = path.join(out, 'graph.json');
    const keys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    const results = await Promise.all(keys.map((k) => runCli(['lookup', k, '--graph', file, '--json'])));
    results.forEach((r, i) => {
      expect(r.code, keys[i]).toBe(1);
      expect(r.err).toBe(`rules: unknown rule number: ${keys[i]}\n`);
      expect(r.out).toBe('');
    });
    // Commands that find a rule the way lookup does.
    const others = await Promise.all([
      runCli(['history', '__proto__', '--graph', file, '--json']),
      runCli(['align', 'constructor', '--langs', 'en,es', '--graph', file, '--json']),
    ]);
    for (const r of others) {
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/^rules: unknown rule number: (__proto__|constructor)\n$/);
    }
  }, 180_000);
});
