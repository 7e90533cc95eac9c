/** What the XLIFF and PO tests share: fixtures, the fixed seed, and the two fast-check properties. */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect } from 'vitest';
import { InputError } from '../../src/lib/model/errors.js';
import { readExchange, type ExchangeFormat } from '../../src/lib/exchange/read.js';
import { UNIT_STATES, type ExchangeDoc } from '../../src/lib/exchange/units.js';

const FIXTURES = path.resolve('tests/fixtures/exchange');
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
export const SEED = 20261130;

/** The InputError `f` throws. */
export function inputError(f: () => unknown): InputError {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return err as InputError;
  }
  throw new Error('no error thrown');
}

/** A doc as written, without the lines readers add. */
export const withoutLines = (d: ExchangeDoc) => ({ ...d, units: d.units.map(({ line: _line, ...u }) => u) });

/**
 * Texts made of the format's own pieces (`bits`), and real files with a few cuts and insertions:
 * deep enough to reach every check of the reader.
 */
export function formatish(bits: readonly string[], files: readonly string[]): fc.Arbitrary<string> {
  const bit = fc.oneof(fc.constantFrom(...bits), fc.string({ maxLength: 8 }));
  const spliced = (base: string) =>
    fc
      .array(fc.tuple(fc.nat(), fc.nat({ max: 20 }), bit), { minLength: 1, maxLength: 4 })
      .map((edits) =>
        edits.reduce(
          (t, [at, cut, ins]) => t.slice(0, at % (t.length + 1)) + ins + t.slice((at % (t.length + 1)) + cut),
          base,
        ),
      );
  return fc.oneof(
    fc.array(bit, { maxLength: 40 }).map((b) => b.join('')),
    ...files.map(spliced),
  );
}

/** readExchange on any such text, with or without a format: a doc or a located InputError. */
export function readsOrFailsAtALine(texts: fc.Arbitrary<string>): void {
  fc.assert(
    fc.property(texts, fc.constantFrom<ExchangeFormat | undefined>(undefined, 'xliff', 'po'), (text, format) => {
      try {
        expect(readExchange(text, 'f', format).units).toBeInstanceOf(Array);
      } catch (err) {
        expect(err).toBeInstanceOf(InputError);
        expect((err as InputError).file).toBe('f');
        expect((err as InputError).line).toBeGreaterThanOrEqual(0);
      }
    }),
    { numRuns: 200, seed: SEED },
  );
}

/** Docs like `base` with up to 8 units of any writable text (targets as `target` allows). */
export function writableDocs(base: ExchangeDoc, target: (text: fc.Arbitrary<string>) => fc.Arbitrary<string>) {
  const text = fc
    .string({ unit: 'grapheme', maxLength: 30 })
    .filter((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(s));
  const unit = fc.record({
    id: text.filter((s) => s !== '' && !/[\u0000-\u001f\u007f]/.test(s)),
    source: text,
    target: fc.option(target(text), { nil: undefined }),
    state: fc.constantFrom(...UNIT_STATES),
    notes: fc.array(text, { maxLength: 3 }),
  });
  return fc.uniqueArray(unit, { selector: (u) => u.id, maxLength: 8 }).map((units): ExchangeDoc => ({
    ...base,
    units: units.map(({ target: t, ...u }) => (t === undefined ? u : { ...u, target: t })),
  }));
}
