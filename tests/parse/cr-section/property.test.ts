/**
 * Any string yields a tree or an InputError, never another exception, for both parsers of
 * numbered-rule texts; trees keep their invariants (lines inside the file, normalised numbers).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCrSection } from '../../../src/lib/parse/cr-section/index.js';
import { parseRuleExcerpt } from '../../../src/lib/parse/rule-excerpt/index.js';
import { splitLines } from '../../../src/lib/decode/index.js';
import { InputError } from '../../../src/lib/model/errors.js';
import type { Parser } from '../../../src/lib/model/tree.js';
import { allLines, rules, run } from './helpers.js';

/** Pieces real sources are made of, to reach deep paths more often than random text would. */
const piece = fc.constantFrom(
  '5.', '500.', '501', '501.2', '501.2а', '501.3.', '502.25.c', '502,55а', '507.7b', '306.b', '100%', '706.12 \u00a0',
  'Пример:', 'Например:', 'Example:', 'Ejemplo.', 'Примеры:', '•', 'http://x.org', 'Переводчики:', 'слово', 'Слово.',
  ':', ',', '\u00a0', '\u200b', ' ', '«', '»', 'а', 'z',
); // prettier-ignore
const eol = fc.constantFrom('\n', '\r\n', '\r', '\n\n', '\r\n\r\n');
const structured = fc
  .array(fc.tuple(fc.array(piece, { maxLength: 6 }), eol), { maxLength: 40 })
  .map((ls) => ls.map(([words, end]) => words.join(' ') + end).join(''));
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ maxLength: 300 }), structured);

function check(parser: Parser, text: string): void {
  let parsed;
  try {
    parsed = run(parser, text);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return;
  }
  const count = splitLines(text).length;
  for (const line of allLines(parsed.tree)) {
    expect(line).toBeGreaterThanOrEqual(1);
    expect(line).toBeLessThanOrEqual(count);
  }
  for (const r of rules(parsed.tree)) expect(r.number).toMatch(/^\d{3}\.\d+[a-z]?$/);
  for (const w of parsed.warnings) expect(w.line).toBeGreaterThanOrEqual(1);
}

describe('parsers never throw anything but InputError', () => {
  it('cr-section', () => {
    fc.assert(
      fc.property(anyText, (text) => check(parseCrSection, text)),
      { numRuns: 400 },
    );
  });

  it('rule-excerpt', () => {
    fc.assert(
      fc.property(anyText, (text) => check(parseRuleExcerpt, text)),
      { numRuns: 400 },
    );
  });
});
