/**
 * The ingest cache: a cached ingest writes the same bytes as a cold one; adding a release reuses
 * what did not change; a damaged entry is never trusted; changed code is a miss (keys hash the code).
 */
import path from 'node:path';
import { cpSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { writeGraph } from '../../src/lib/ingest/write.js';
import { cacheKey, KeyedCache } from '../../src/lib/files/cache.js';
import { storeFiles } from '../../src/lib/store/read.js';
import { codeHash, importClosure } from '../../src/lib/files/code.js';
import { addSource } from '../../src/lib/intake/add-source.js';
import { clearMemos } from '../../src/lib/text/memo.js';
import { keptTables } from '../../src/lib/files/kept.js';
import { contentDataFiles } from '../../src/lib/ingest/content-hash.js';
import { ROOT, describeCrFiles, crPath } from '../helpers/shared.js';
import { contentWith, tempDir } from '../helpers/content.js';

/** Every file of a store, name → bytes. */
function storeBytes(indexFile: string): Record<string, string> {
  const dir = path.dirname(indexFile);
  return Object.fromEntries(storeFiles(indexFile).map((f) => [f, readFileSync(path.join(dir, f), 'base64')]));
}

function ingest(content: string, cache: KeyedCache | undefined): Record<string, string> {
  clearMemos();
  const out = path.join(tempDir('rules-cache-out-'), 'graph.json');
  writeGraph(out, buildGraph({ contentDir: content, cache }));
  return storeBytes(out);
}

/** The kept tables (one cache entry each) of the code the build runs. */
const KEPT = keptTables().size;

function entries(dir: string, kind: string): string[] {
  const root = path.join(dir, kind);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describeCrFiles('the ingest cache on content/ plus official releases', () => {
  let content: string;
  let cold: Record<string, string>;
  let cacheDir: string;
  /** The YAML files the ingest reads (sources.yaml, cards.yaml, lexicon.yaml, numbering maps): one entry each. */
  let YAML: number;
  beforeAll(() => {
    content = contentWith(['2012-07-01', '2017-08-25']);
    YAML = contentDataFiles(content).length;
    cold = ingest(content, undefined);
    cacheDir = tempDir('rules-cache-');
  }, 300_000);

  it('a cached ingest writes the same bytes as a cold one', () => {
    const first = new KeyedCache(cacheDir);
    expect(ingest(content, first)).toEqual(cold);
    expect(first.stats.hits).toBe(0);
    const second = new KeyedCache(cacheDir);
    expect(ingest(content, second)).toEqual(cold);
    // Every source's parse (10: the seeds, three guides, two releases), the one pair of releases'
    // matching, the texts' anchors (a generation and its additions), the source files' hashes, every
    // kept table (files/kept.ts: word diffs, alignments…) and the YAML files' values come back.
    expect(YAML).toBeGreaterThanOrEqual(3);
    expect(second.stats).toEqual({ hits: 14 + KEPT + YAML, misses: 0 });
  }, 300_000);

  it('a damaged entry is a miss, made again, and the output stays the same', () => {
    const victim = entries(cacheDir, 'source').sort()[0]!;
    const bytes = readFileSync(victim);
    // One byte of the value changed: the entry still parses as JSON, only its hash tells.
    const at = bytes.lastIndexOf(0x61); // an "a" of some text
    bytes[at] = 0x62;
    writeFileSync(victim, bytes);
    const cache = new KeyedCache(cacheDir);
    expect(ingest(content, cache)).toEqual(cold);
    expect(cache.stats).toEqual({ hits: 13 + KEPT + YAML, misses: 1 });
    // The entry was written again, whole.
    const again = new KeyedCache(cacheDir);
    ingest(content, again);
    expect(again.stats).toEqual({ hits: 14 + KEPT + YAML, misses: 0 });
  }, 300_000);

  it('adding a release reuses the parses and the matching that did not change', () => {
    const grown = path.join(tempDir('rules-cache-grown-'), 'content');
    cpSync(content, grown, { recursive: true });
    const file = crPath('2021-07-23');
    addSource(file, readFileSync(file), { contentDir: grown });
    const cache = new KeyedCache(cacheDir);
    const cached = ingest(grown, cache);
    // 10 sources, 2012→2017, the anchors, the kept tables and the YAML files but sources.yaml come
    // back; 2021's parse, 2017→2021, sources.yaml (2021 added) and the file hashes of this other
    // content folder are new.
    expect(cache.stats).toEqual({ hits: 13 + KEPT + YAML - 1, misses: 4 });
    expect(cached).toEqual(ingest(grown, undefined));
  }, 300_000);
});

describe('cache keys hash the code that made the entry', () => {
  let root: string;
  beforeAll(() => {
    root = tempDir('rules-code-');
    cpSync(path.join(ROOT, 'src'), path.join(root, 'src'), { recursive: true });
    writeFileSync(path.join(root, 'package.json'), readFileSync(path.join(ROOT, 'package.json')));
  });

  it('the parsing code is the import closure of the source loader: decoders and parsers', () => {
    const closure = importClosure('lib/ingest/load-sources.ts', root).map((f) => path.relative(root, f));
    expect(closure).toEqual(
      expect.arrayContaining(['src/lib/decode/index.ts', 'src/lib/parse/cr/lines.ts', 'src/lib/parse/cr/unwrap.ts']),
    );
    expect(closure.some((f) => f.startsWith('src/lib/engine/'))).toBe(false);
  });

  it('the kept tables are keyed by what computes them: the diff, the sentence alignment and anchors', () => {
    const rel = (entry: string) => importClosure(entry, root).map((f) => path.relative(root, f));
    expect(rel('lib/identity/diff.ts')).toEqual(
      expect.arrayContaining(['src/lib/text/token-align.ts', 'src/lib/text/rule-text.ts']),
    );
    expect(rel('lib/align/sentence-align.ts')).toEqual(
      expect.arrayContaining(['src/lib/enrich/anchors.ts', 'src/lib/align/sentences.ts']),
    );
    const before = codeHash('lib/identity/diff.ts', root);
    const align = path.join(root, 'src/lib/text/token-align.ts');
    writeFileSync(align, readFileSync(align, 'utf8') + '\n// changed\n');
    expect(codeHash('lib/identity/diff.ts', root)).not.toBe(before);
  });

  it('editing a parser changes the key (a miss); editing code it does not run does not', () => {
    const entry = 'lib/ingest/load-sources.ts';
    const before = codeHash(entry, root);
    const engine = path.join(root, 'src/lib/engine/game.ts');
    writeFileSync(engine, readFileSync(engine, 'utf8') + '\n// unrelated\n');
    expect(codeHash(entry, root)).toBe(before);
    const parser = path.join(root, 'src/lib/parse/cr/lines.ts');
    const source = readFileSync(parser, 'utf8');
    const edited = source.replace("const EXAMPLE = 'Example:';", "const EXAMPLE = 'Example';");
    expect(edited).not.toBe(source); // the edit took place
    writeFileSync(parser, edited);
    expect(codeHash(entry, root)).not.toBe(before);
  });
});

describe('named texts (search indexes) in the cache', () => {
  it('come back as stored, and a damaged entry is a miss, removed', () => {
    const dir = tempDir('rules-files-');
    const cache = new KeyedCache(dir);
    const files = { 'manifest.json': '{"lang":"ru"}', 'text.1.map.json': '[["слово",[1]]]', empty: '' };
    cache.setFiles('index', 'k1', files);
    expect(cache.getFiles('index', 'k1')).toEqual(files);
    const [file] = entries(dir, 'index');
    const bytes = readFileSync(file!);
    bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 1;
    writeFileSync(file!, bytes);
    const again = new KeyedCache(dir);
    expect(again.getFiles('index', 'k1')).toBeUndefined();
    expect(again.stats).toEqual({ hits: 0, misses: 1 });
    expect(entries(dir, 'index')).toEqual([]);
  });
});

describe('sweeping the cache', () => {
  it('keeps what this run used, and of the rest the most recently used within twice that', () => {
    const dir = tempDir('rules-sweep-');
    const text = (n: number) => 'x'.repeat(n);
    const first = new KeyedCache(dir);
    for (const k of ['old1', 'old2', 'old3']) first.set('source', cacheKey(k), text(1000));
    // The oldest entries are the least recently used: make their order certain.
    const files = entries(dir, 'source');
    files.forEach((f, i) => {
      const t = new Date(Date.now() - (10 - i) * 60_000);
      utimesSync(f, t, t);
    });
    const [oldest, , newest] = [...files].sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
    const run = new KeyedCache(dir);
    run.set('source', cacheKey('now'), text(1000));
    run.sweep(2);
    const left = entries(dir, 'source');
    // This run's entry and the most recent earlier one stay (about 2 kB for 1 kB used); the others go.
    expect(left).toHaveLength(2);
    expect(left).toContain(newest);
    expect(left).not.toContain(oldest);
    expect(left.some((f) => readFileSync(f, 'utf8').includes(cacheKey('now')))).toBe(true);
  });

  it('a hit counts as a use: it is kept, and is newer than what was not used', () => {
    const dir = tempDir('rules-sweep-');
    const first = new KeyedCache(dir);
    first.set('source', cacheKey('a'), 'a'.repeat(1000));
    first.set('source', cacheKey('b'), 'b'.repeat(1000));
    for (const f of entries(dir, 'source')) utimesSync(f, new Date(0), new Date(0));
    const run = new KeyedCache(dir);
    expect(run.get('source', cacheKey('a'), z.string())).toBe('a'.repeat(1000));
    run.sweep(1);
    const left = entries(dir, 'source');
    expect(left).toHaveLength(1);
    expect(readFileSync(left[0]!, 'utf8')).toContain('a'.repeat(1000));
  });
});
