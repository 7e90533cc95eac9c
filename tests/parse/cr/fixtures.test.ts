/**
 * Small hand-written CR files (tests/fixtures/cr/*.txt) against their expected trees (*.json).
 * The JSON is rewritten only with UPDATE=1; otherwise it is compared.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCr } from '../../../src/lib/parse/cr/index.js';
import { InputError } from '../../../src/lib/model/errors.js';
import { ROOT } from '../../helpers/shared.js';

const DIR = path.join(ROOT, 'tests/fixtures/cr');
const FIXTURES = readdirSync(DIR).filter((f) => f.endsWith('.txt'));

interface Outcome {
  tree?: unknown;
  error?: { line: number; reason: string };
  warnings: Array<{ line: number; reason: string; ruleId: string; column?: number }>;
}

function run(text: string, file: string): Outcome {
  const warnings: Outcome['warnings'] = [];
  try {
    const tree = parseCr(text, {
      file,
      lang: 'en',
      warn: (line, reason, ruleId, column) => warnings.push({ line, reason, ruleId, ...(column ? { column } : {}) }),
    });
    return { tree, warnings };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { error: { line: e.line, reason: e.reason }, warnings };
  }
}

describe('cr fixtures', () => {
  it('has fixtures', () => expect(FIXTURES.length).toBeGreaterThanOrEqual(10));

  for (const name of FIXTURES) {
    it(name, () => {
      const text = readFileSync(path.join(DIR, name), 'utf8');
      const actual = JSON.parse(JSON.stringify(run(text, name))) as Outcome;
      const expectedPath = path.join(DIR, name.replace(/\.txt$/, '.json'));
      if (process.env.UPDATE === '1' || !existsSync(expectedPath)) {
        if (process.env.CI === 'true') throw new Error(`${expectedPath} missing`);
        writeFileSync(expectedPath, JSON.stringify(actual, null, 2) + '\n');
      }
      expect(actual).toEqual(JSON.parse(readFileSync(expectedPath, 'utf8')));
    });
  }

  it('reads CRLF, LF, bare CR and mixed line endings alike', () => {
    const text = readFileSync(path.join(DIR, 'examples-and-continuations.txt'), 'utf8');
    const lf = text.replace(/\r\n/g, '\n');
    const expected = run(lf, 'x');
    expect(run(lf.replace(/\n/g, '\r'), 'x')).toEqual(expected);
    expect(run(lf.replace(/\n/g, '\r\n'), 'x')).toEqual(expected);
    let i = 0;
    const mixed = lf.replace(/\n/g, () => ['\n', '\r', '\r\n'][i++ % 3]!);
    expect(run(mixed, 'x')).toEqual(expected);
  });
});
