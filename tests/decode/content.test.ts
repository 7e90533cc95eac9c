/**
 * The project's own seed sources (content/ without its official releases, which tests/archive
 * decodes) decode, in every form a release could take.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { decode } from '../../src/lib/decode/index.js';
import { toBareCr, toUtf16 } from '../helpers/fixtures.js';
import { seedContent } from '../helpers/content.js';
import { expectCleanText, expectInputError } from './helpers.js';

const dir = path.join(seedContent(), 'sources');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.txt'))
  .sort();

describe('decode: content/sources', () => {
  it('has sources to test', () => expect(files.length).toBeGreaterThan(0));

  for (const rel of files) {
    const bytes = readFileSync(path.join(dir, rel));
    it(`${rel}: UTF-8, and the same text as UTF-16 with and without BOM and with bare CR`, () => {
      const { text, encoding } = decode(bytes, rel);
      expect(encoding).toBe('utf-8');
      expect(text).toBe(bytes.toString('utf8'));
      expectCleanText(text);
      for (const endian of ['be', 'le'] as const) {
        expect(decode(toUtf16(text, endian), rel).text).toBe(text);
        expect(decode(toUtf16(text, endian).subarray(2), rel).text).toBe(text);
      }
      expect(decode(toBareCr(bytes), rel).text).toBe(text.replace(/\r?\n/g, '\r'));
    });
  }

  it('Russian text in windows-1251 is refused undeclared and decoded when declared', () => {
    const rel = files.find((f) => f.startsWith('ru'));
    if (!rel) throw new Error('no Russian source in content/sources');
    const text = readFileSync(path.join(dir, rel), 'utf8').replace(/[^\u0000-\u00A0\u0400-\u04FF«»–—…№“”„]/g, '');
    const bytes = iconv.encode(text, 'windows-1251');
    expect(decode(bytes, rel, 'windows-1251').text).toBe(text);
    expectInputError(() => decode(bytes, rel), 1, /unrecognised 8-bit encoding/, rel);
  });
});
