/** Encodings and line endings of releases the five fast-test releases do not come in, built from the real files. */
import { expect, it } from 'vitest';
import { decode, splitLines } from '../../src/lib/decode/index.js';
import { cp437Fixture, normaliseBreaks, toBareCr, toMixedEndings, toUtf16 } from '../helpers/fixtures.js';
import { CR_FILES, describeCrFiles, crBytes, type CrDate } from '../helpers/shared.js';
import { expectCleanText } from './helpers.js';

const original = (date: CrDate): string => decode(crBytes(date), CR_FILES[date]).text;

describeCrFiles('decode: UTF-16 fixtures', () => {
  for (const date of ['2017-08-25', '2025-11-14'] as const) {
    for (const endian of ['be', 'le'] as const) {
      it(`${CR_FILES[date]} as UTF-16${endian.toUpperCase()} with BOM decodes to the same text`, () => {
        const text = original(date);
        const got = decode(toUtf16(text, endian), 'utf16.txt');
        expect(got.encoding).toBe(`utf-16${endian}`);
        expect(got.text).toBe(text);
      });
      it(`${CR_FILES[date]} as UTF-16${endian.toUpperCase()} without BOM is recognised by its NUL bytes`, () => {
        const text = original(date);
        const got = decode(toUtf16(text, endian).subarray(2), 'utf16.txt');
        expect(got.encoding).toBe(`utf-16${endian}`);
        expect(got.text).toBe(text);
      });
    }
  }
});

describeCrFiles('decode: line-ending fixtures', () => {
  for (const date of Object.keys(CR_FILES) as CrDate[]) {
    it(`${CR_FILES[date]} with bare CR and with mixed endings decodes to the same text modulo line endings`, () => {
      const text = original(date);
      const lines = splitLines(text);
      for (const [kind, bytes] of [
        ['bare CR', toBareCr(crBytes(date))],
        ['mixed', toMixedEndings(crBytes(date))],
      ] as const) {
        const got = decode(bytes, `${kind}.txt`);
        expectCleanText(got.text);
        expect(normaliseBreaks(got.text), kind).toBe(normaliseBreaks(text));
        expect(splitLines(got.text), kind).toEqual(lines);
      }
      expect(decode(toBareCr(crBytes(date)), 'cr.txt').text.includes('\n')).toBe(false);
    });
  }
});

describeCrFiles('decode: the code-page-437 fixture (2021, ASCII but for card-name letters)', () => {
  it('decodes as cp437 to the transliterated text, card names intact', () => {
    const { cp437, utf8Expected } = cp437Fixture(original('2021-07-23'));
    const high = [...cp437].filter((b) => b >= 0x80);
    // Dandân, El-Hajjâj, Ghazbán, Juzám, Khabál, Junún, Ma'rûf, and Cátinò twice.
    expect(high).toHaveLength(11);
    expect(high).toContain(0x96); // û: "–" in Windows-1252
    const got = decode(cp437, 'cp437.txt');
    expect(got.encoding).toBe('cp437');
    expect(got.text).toBe(utf8Expected);
    for (const name of ['Dandân', 'El-Hajjâj', 'Ghazbán', 'Junún', "Ma'rûf", 'Juzám', 'Khabál', 'Cátinò']) {
      expect(got.text).toContain(name);
    }
    expect(got.text).not.toMatch(/[^\x00-\x7f\u00C0-\u00FF]/);
  });

  it('also with bare CR and mixed line endings', () => {
    const { cp437, utf8Expected } = cp437Fixture(original('2021-07-23'));
    for (const bytes of [toBareCr(cp437), toMixedEndings(cp437)]) {
      const got = decode(bytes, 'cp437.txt');
      expect(got.encoding).toBe('cp437');
      expect(normaliseBreaks(got.text)).toBe(normaliseBreaks(utf8Expected));
    }
  });

  it("only the seven bytes of the real releases (Dandân, Ma'rûf, …) are enough", () => {
    const { cp437 } = cp437Fixture(original('2021-07-23'));
    // Drop Cátinò (credits), keeping the seven card-name bytes of the real cp437 releases.
    const text = cp437.toString('latin1').replace(/C\xA0tin\x95/g, 'Catino');
    const bytes = Buffer.from(text, 'latin1');
    expect([...bytes].filter((b) => b >= 0x80)).toHaveLength(7);
    const got = decode(bytes, 'cp437.txt');
    expect(got.encoding).toBe('cp437');
    expect(got.text).toContain("Ma'rûf");
    expect(got.text).toContain('Dandân');
  });
});
