/**
 * YAML reading (files/yaml.ts): js-yaml reads a data file's value, `yaml` locates the line of a
 * problem, so the two must agree on every file's structure; with the ingest's cache a value is kept
 * under the file's bytes, so the value read back must be the value read, and a changed or damaged
 * file or entry must be read again.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parse } from 'yaml';
import { locateYaml, parseYaml, readYaml, yamlValue } from '../../src/lib/files/yaml.js';
import { KeyedCache } from '../../src/lib/files/cache.js';
import { InputError } from '../../src/lib/model/errors.js';
import { ROOT } from '../helpers/shared.js';
import { tempDir } from '../helpers/paths.js';

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return f === 'node_modules' ? [] : yamlFiles(p);
    return /\.ya?ml$/.test(f) ? [p] : [];
  });
}

/** The number of entries under a cache folder. */
const entries = (dir: string) =>
  readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.json')).length;

describe('YAML: values kept under their bytes', () => {
  it('every YAML file of content/ reads back from the cache as it was read', () => {
    const cache = new KeyedCache(tempDir('rules-yaml-cache-'));
    const files = yamlFiles(path.join(ROOT, 'content'));
    expect(files.length).toBeGreaterThan(30);
    const first = files.map((f) => yamlValue(readFileSync(f, 'utf8'), f, cache));
    expect(cache.stats).toEqual({ hits: 0, misses: files.length });
    const again = files.map((f) => yamlValue(readFileSync(f, 'utf8'), f, cache));
    expect(cache.stats.hits).toBe(files.length);
    expect(again).toEqual(first);
    // And as read without a cache, key order included.
    files.forEach((f, i) =>
      expect(JSON.stringify(yamlValue(readFileSync(f, 'utf8'), f)), f).toBe(JSON.stringify(first[i])),
    );
  });

  it('js-yaml and `yaml` read every YAML file of content/ and the fixtures alike (the line of a path is found in the same tree)', () => {
    const files = [...yamlFiles(path.join(ROOT, 'content')), ...yamlFiles(path.join(ROOT, 'tests/fixtures'))];
    let compared = 0;
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      let expected: unknown;
      try {
        expected = parse(text);
      } catch {
        continue; // an invalid fixture
      }
      expect(yamlValue(text, f), f).toEqual(expected ?? null);
      compared++;
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('a changed file is read again; a damaged entry is a miss, removed and made again', () => {
    const dir = tempDir('rules-yaml-');
    const cacheDir = path.join(dir, 'cache');
    const file = path.join(dir, 'list.yaml');
    const schema = z.array(z.object({ id: z.string() }));
    writeFileSync(file, '- id: a\n');
    expect(readYaml(file, schema, 'list.yaml', new KeyedCache(cacheDir))).toEqual([{ id: 'a' }]);
    writeFileSync(file, '- id: b\n');
    const second = new KeyedCache(cacheDir);
    expect(readYaml(file, schema, 'list.yaml', second)).toEqual([{ id: 'b' }]);
    expect(second.stats).toEqual({ hits: 0, misses: 1 });
    // Damage every entry: each reads as a miss and the value is still right.
    for (const f of readdirSync(cacheDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.json')))
      writeFileSync(path.join(cacheDir, f), readFileSync(path.join(cacheDir, f), 'utf8').replace('"b"', '"c"'));
    const third = new KeyedCache(cacheDir);
    expect(readYaml(file, schema, 'list.yaml', third)).toEqual([{ id: 'b' }]);
    expect(third.stats).toEqual({ hits: 0, misses: 1 });
  });

  it('a value JSON cannot hold (.inf, .nan) is not kept, and reads the same every time', () => {
    const cacheDir = tempDir('rules-yaml-inf-');
    const text = '- .inf\n- -.Inf\n- .nan\n- 1\n';
    for (let i = 0; i < 2; i++) {
      const cache = new KeyedCache(cacheDir);
      expect(yamlValue(text, 'x.yaml', cache)).toEqual([Infinity, -Infinity, NaN, 1]);
      expect(cache.stats.hits).toBe(0);
    }
    expect(entries(cacheDir)).toBe(0);
  });

  it('with the caches off (RULES_NO_CACHE=1), nothing is kept', () => {
    const cacheDir = tempDir('rules-yaml-off-');
    const cache = new KeyedCache(cacheDir, false);
    expect(yamlValue('a: 1\n', 'x.yaml', cache)).toEqual({ a: 1 });
    expect(entries(cacheDir)).toBe(0);
  });

  it('a file zod rejects is reported by line, kept or not', () => {
    const schema = z.array(z.object({ id: z.string(), date: z.string() }));
    const text = '- id: a\n  date: 2012-07-01\n- id: b\n  date: 12\n';
    const cache = new KeyedCache(tempDir('rules-yaml-bad-'));
    for (const c of [undefined, cache, cache]) {
      expect(() => parseYaml(text, schema, 'sources.yaml', c)).toThrow(InputError);
      expect(() => parseYaml(text, schema, 'sources.yaml', c)).toThrow(/sources\.yaml:4/);
    }
    expect(parseYaml('- id: a\n  date: 2012-07-01\n', schema, 'x')).toEqual([{ id: 'a', date: '2012-07-01' }]);
    expect(() => parseYaml('- id: [\n', schema, 'y.yaml')).toThrow(/y\.yaml:2: invalid YAML/);
    expect(() => yamlValue('a: 1\na: 2\n', 'dup.yaml', cache)).toThrow(
      /dup\.yaml:2: invalid YAML: duplicated mapping key/,
    );
    expect(() => locateYaml('a: 1\na: 2\n', 'dup.yaml')).toThrow(/dup\.yaml:2: invalid YAML/);
  });

  it('dates and numbers read as the YAML 1.2 core schema says (no timestamps, no yes/no)', () => {
    expect(yamlValue('d: 2012-07-01\nn: 706.10\nb: yes\nh: 0x1F\no: 0o17\nz: 0012\n', 'x')).toEqual({
      d: '2012-07-01',
      n: 706.1,
      b: 'yes',
      h: 31,
      o: 15,
      z: 12,
    });
  });
});
