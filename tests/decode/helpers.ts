/** Shared assertions for the decode tests. */
import { expect } from 'vitest';
import { InputError } from '../../src/lib/model/errors.js';

/**
 * Mojibake as it appears when UTF-8 is read as Windows-1252 (or cp437), written out here rather
 * than taken from the module under test, so the check is independent of it.
 */
export const MOJIBAKE_SAMPLES = ['â€', 'Ã©', 'Ã¡', 'Ã¢', 'Ãº', 'Ã»', 'Ã²', 'Â©', 'Â®', 'Â\u00A0', 'ΓÇ'];

export function expectCleanText(text: string): void {
  expect(text.includes('\uFFFD'), 'U+FFFD in decoded text').toBe(false);
  for (const m of MOJIBAKE_SAMPLES) expect(text.includes(m), `mojibake ${JSON.stringify(m)}`).toBe(false);
}

/** Run `fn`, expect an InputError for `file` at `line` whose reason matches `reason`. */
export function expectInputError(fn: () => unknown, line: number, reason: RegExp, file = 'f.txt'): InputError {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught, 'expected an InputError').toBeInstanceOf(InputError);
  const err = caught as InputError;
  expect(err.file).toBe(file);
  expect(err.reason).toMatch(reason);
  expect(err.line).toBe(line);
  return err;
}

export const ascii = (s: string): Buffer => Buffer.from(s, 'latin1');
