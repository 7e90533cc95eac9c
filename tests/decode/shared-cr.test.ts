/** Five real releases of content/ decode cleanly, each under the encoding README.md states. */
import { expect, it } from 'vitest';
import { decode, splitLines } from '../../src/lib/decode/index.js';
import { CR_FILES, describeCrFiles, crBytes, type CrDate } from '../helpers/shared.js';
import { expectCleanText } from './helpers.js';

const EXPECTED: Record<CrDate, string> = {
  '2008-10-01': 'ascii',
  '2012-07-01': 'ascii',
  '2017-08-25': 'windows-1252',
  '2021-07-23': 'utf-8-bom',
  '2025-11-14': 'utf-8-bom',
};

describeCrFiles('decode: the real CR files', () => {
  for (const date of Object.keys(CR_FILES) as CrDate[]) {
    it(`${CR_FILES[date]} decodes as ${EXPECTED[date]}, without U+FFFD or mojibake`, () => {
      const bytes = crBytes(date);
      const { text, encoding } = decode(bytes, CR_FILES[date]);
      expect(encoding).toBe(EXPECTED[date]);
      expectCleanText(text);
      expect(text.startsWith('\uFEFF')).toBe(false);
      expect(text.startsWith('Magic') || text.startsWith('_Magic')).toBe(true);
      // Line endings are kept: every file is CRLF throughout.
      expect(text.includes('\r\n')).toBe(true);
      expect(/\r(?!\n)|(?<!\r)\n/.test(text)).toBe(false);
      const crlf = bytes.toString('latin1').split('\r\n').length;
      expect(splitLines(text)).toHaveLength(crlf);
    });
  }

  it('2017 (Windows-1252) decodes curly quotes, dashes, symbols and the accented card names', () => {
    const { text } = decode(crBytes('2017-08-25'), CR_FILES['2017-08-25']);
    for (const ch of ['’', '‘', '“', '”', '—', '–', '™', '©', '®']) expect(text).toContain(ch);
    for (const name of ['Dandân', 'El-Hajjâj', 'Ghazbán', 'Junún', 'Ma’rûf', 'Juzám', 'Khabál']) {
      expect(text).toContain(name);
    }
    expect(text).toContain('601.2f–h'); // an en dash between letters that stays a dash
  });

  it('2021 and 2025 (UTF-8 with BOM) decode to the bytes after the BOM', () => {
    for (const date of ['2021-07-23', '2025-11-14'] as const) {
      const bytes = crBytes(date);
      expect(decode(bytes, CR_FILES[date]).text).toBe(bytes.subarray(3).toString('utf8'));
    }
  });

  it('ASCII files decode byte for byte', () => {
    const bytes = crBytes('2008-10-01');
    expect(decode(bytes, 'x').text).toBe(bytes.toString('latin1'));
  });

  it('decodes a 1 MB file quickly', () => {
    const bytes = crBytes('2025-11-14');
    decode(bytes, 'warm-up');
    const t0 = performance.now();
    decode(bytes, CR_FILES['2025-11-14']);
    decode(crBytes('2017-08-25'), CR_FILES['2017-08-25']);
    // Generous: tens of milliseconds on a loaded CI machine; a per-byte string build would take seconds.
    expect(performance.now() - t0).toBeLessThan(1500);
  });
});
