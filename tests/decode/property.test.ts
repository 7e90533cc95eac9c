/** Properties: decode never returns U+FFFD or mojibake, and never throws anything but InputError. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decode, findMojibake } from '../../src/lib/decode/index.js';
import { InputError } from '../../src/lib/model/errors.js';
import { toUtf16 } from '../helpers/fixtures.js';

/** decode(bytes) either returns clean text or throws InputError. */
function decodesCleanlyOrRefuses(bytes: Uint8Array, declared?: string): void {
  let text: string;
  try {
    text = decode(bytes, 'p.txt', declared).text;
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).line).toBeGreaterThanOrEqual(0);
    return;
  }
  expect(text.includes('\uFFFD')).toBe(false);
  expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text)).toBe(false);
  expect(findMojibake(text)).toBeUndefined();
}

/** Bytes that look like text more often than uniform noise does, so every path gets exercised. */
const textish = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }),
      fc.integer({ min: 0x61, max: 0x7a }),
      fc.integer({ min: 0x80, max: 0xff }),
      fc.constantFrom(0x0d, 0x0a, 0x20, 0x00),
    ),
    { maxLength: 200 },
  )
  .map((a) => Uint8Array.from(a));

const prefixes = [[], [0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff]];

describe('decode: properties', () => {
  it('arbitrary bytes: clean text or InputError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.constantFrom(...prefixes), (body, prefix) => {
        decodesCleanlyOrRefuses(Uint8Array.from([...prefix, ...body]));
      }),
      { numRuns: 3000 },
    );
  });

  it('text-like bytes: clean text or InputError, with or without a declared encoding', () => {
    const declared = fc.constantFrom(undefined, 'utf-8', 'windows-1252', 'cp437', 'utf-16', 'ascii', 'koi8-r');
    fc.assert(
      fc.property(textish, declared, (bytes, enc) => decodesCleanlyOrRefuses(bytes, enc)),
      { numRuns: 3000 },
    );
  });

  it('any clean Unicode text round-trips through UTF-8 and UTF-16 (BE and LE)', () => {
    const clean = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 80 })
      .filter((s) => !/[\u0000-\u0008\u000E-\u001F\u007F-\u009F\uFFFD]/.test(s))
      .filter((s) => !s.startsWith('\uFEFF') && findMojibake(s) === undefined);
    fc.assert(
      fc.property(clean, (s) => {
        expect(decode(Buffer.from(s, 'utf8'), 'p.txt').text).toBe(s);
        expect(decode(toUtf16(s, 'le'), 'p.txt').text).toBe(s);
        expect(decode(toUtf16(s, 'be'), 'p.txt').text).toBe(s);
      }),
      { numRuns: 1000 },
    );
  });
});
