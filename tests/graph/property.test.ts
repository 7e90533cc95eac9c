/** Any source file, in any declared format, gives a graph or a located InputError — never a crash. */
import path from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { InputError } from '../../src/lib/model/errors.js';
import { FORMATS } from '../../src/lib/model/tree.js';
import { tempDir } from '../helpers/content.js';

const ruleish = fc.oneof(
  fc.constantFrom(
    '100.',
    '100.1',
    '100.1a',
    '707.10',
    '706.10a',
    '5.',
    '500. Title',
    'Example:',
    'Пример:',
    'View this change',
    'Regla 707.10 · X',
    'Glossary',
    'Credits',
    '(706.3)',
    'These rules are effective as of July 1, 2012.',
  ),
  fc.string({ maxLength: 40 }),
);
const docText = fc
  .array(
    fc.tuple(ruleish, fc.string({ maxLength: 30 })).map(([a, b]) => `${a} ${b}`),
    { maxLength: 30 },
  )
  .map((l) => l.join('\n'));

function ingest(bytes: Uint8Array, format: string): unknown {
  const dir = path.join(tempDir('rules-prop-'), 'content');
  mkdirSync(path.join(dir, 'sources'), { recursive: true });
  writeFileSync(path.join(dir, 'sources', 'doc.txt'), bytes);
  writeFileSync(
    path.join(dir, 'sources.yaml'),
    `- id: doc\n  file: sources/doc.txt\n  lang: en\n  format: ${format}\n${format === 'cr' ? '  date: 2020-01-01\n' : ''}`,
  );
  return buildGraph({ contentDir: dir });
}

describe('ingest never crashes', () => {
  it('arbitrary text in every format: a graph or an InputError with file and line', () => {
    fc.assert(
      fc.property(docText, fc.constantFrom(...FORMATS), (text, format) => {
        try {
          ingest(Buffer.from(text, 'utf8'), format);
        } catch (err) {
          expect(err).toBeInstanceOf(InputError);
          const e = err as InputError;
          expect(e.file).toMatch(/doc\.txt|sources\.yaml/);
          expect(e.line).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 120, seed: 20261130 },
    );
  });

  it('arbitrary bytes: a graph or an InputError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.constantFrom(...FORMATS), (bytes, format) => {
        try {
          ingest(bytes, format);
        } catch (err) {
          expect(err).toBeInstanceOf(InputError);
        }
      }),
      { numRuns: 120, seed: 20261130 },
    );
  });
});
