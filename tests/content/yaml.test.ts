/**
 * YAML reading: js-yaml (the fast path) and `yaml` (the path that explains errors) must agree on
 * every valid file, or a file could mean one thing when valid and another when re-read for an error.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { parse } from 'yaml';
import { explainYaml, NOT_READ, parseYaml, quickYaml } from '../../src/lib/files/yaml.js';
import { InputError } from '../../src/lib/model/errors.js';
import { ROOT } from '../helpers/shared.js';

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return f === 'node_modules' ? [] : yamlFiles(p);
    return /\.ya?ml$/.test(f) ? [p] : [];
  });
}

describe('YAML: the fast reader agrees with the explaining one', () => {
  it('on every YAML file of content/ and the test fixtures', () => {
    const files = [...yamlFiles(path.join(ROOT, 'content')), ...yamlFiles(path.join(ROOT, 'tests/fixtures'))];
    expect(files.length).toBeGreaterThan(3);
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      let expected: unknown;
      try {
        expected = parse(text);
      } catch {
        continue; // an invalid fixture: explained by `yaml` either way
      }
      expect(quickYaml(text), f).toEqual(expected ?? null);
    }
  });

  it('on scalars of every kind the core schema reads', () => {
    const scalars = [
      '2012-07-01',
      '706.10',
      '1',
      '-1',
      '0x1F',
      '0o17',
      '1e3',
      '.5',
      '+12',
      '1_000',
      '.inf',
      '-.Inf',
      '.nan',
      'true',
      'True',
      'yes',
      'no',
      'on',
      'off',
      'null',
      '~',
      'Null',
      "'quoted'",
      '"a\\u00e9"',
      'Швырок',
      'a: b',
      '"#not a comment"',
      '12:30',
      '0012',
      '1.0',
      '2008-10-01T00:00:00Z',
      '=',
      '<<',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...scalars), fc.constantFrom(...scalars), (k, v) => {
        const text = `- key: ${v}\n  list: [${v}, ${k}]\n`;
        let expected: unknown;
        try {
          expected = parse(text);
        } catch {
          return; // refused by `yaml`: the error path explains it
        }
        const got = quickYaml(text);
        if (got === NOT_READ) return; // refused by js-yaml: parseYaml falls back to `yaml`
        expect(got).toEqual(expected);
      }),
      { numRuns: 600 },
    );
  });

  it('a file zod rejects is reported by line, as before', () => {
    const schema = z.array(z.object({ id: z.string(), date: z.string() }));
    const text = '- id: a\n  date: 2012-07-01\n- id: b\n  date: 12\n';
    expect(() => parseYaml(text, schema, 'sources.yaml')).toThrow(InputError);
    try {
      parseYaml(text, schema, 'sources.yaml');
    } catch (err) {
      expect((err as InputError).message).toMatch(/sources\.yaml:4/);
    }
    expect(parseYaml('- id: a\n  date: 2012-07-01\n', schema, 'x')).toEqual([{ id: 'a', date: '2012-07-01' }]);
    expect(() => explainYaml('- id: [\n', schema, 'y.yaml')).toThrow(/y\.yaml:\d+: invalid YAML/);
  });
});
