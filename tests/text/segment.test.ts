/**
 * Word segments: the plain-text path (a regex, src/lib/text/segment.ts) must give exactly what
 * Intl.Segmenter gives, which stays the reference. Checked on every short string over the
 * characters the path accepts, on random longer strings, and on every line of the real CR files.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPlain } from '../../src/lib/text/segment.js';
import { firstMismatch, strings } from '../helpers/segments.js';
import { decode, splitLines } from '../../src/lib/decode/index.js';
import { releasesOf } from '../../src/lib/content/subset.js';
import { contentPath, CR_FILES, describeCrFiles, CR_DIR } from '../helpers/shared.js';

// One or two characters of each word-break class the plain path knows, and symbols that break alone.
const ALPHABET = [...'aZéжЁ1_ \n\r\t.,;:\'’‘·-—«"/{§\u00a0'];
const LANGS = ['en', 'es', 'ru'];

const mismatch = (texts: Iterable<string>, lang: string) => firstMismatch(texts, lang, 'word');
const stringsOf = (length: number) => strings(ALPHABET, length);

describe('plain-text word segments equal Intl.Segmenter', () => {
  it('accepts every character of the test alphabet, and not the ones it cannot segment alone', () => {
    expect(isPlain(ALPHABET.join(''))).toBe(true);
    // Combining marks, soft hyphens, zero-width joiners, emoji, CJK and other digits go to ICU.
    for (const t of ['e\u0301', 'a\u00adb', 'a\u200db', '😀', '漢字', '١٢', 'ª', 'a\u2009b'])
      expect(isPlain(t)).toBe(false);
  });

  it('on every string of up to three characters, in en, es and ru', () => {
    for (const lang of LANGS)
      for (let n = 1; n <= 3; n++) expect(mismatch(stringsOf(n), lang), `${lang}, length ${n}`).toBeUndefined();
  });

  it('on every string of four characters (en)', () => {
    expect(mismatch(stringsOf(4), 'en')).toBeUndefined();
  }, 60_000);

  it('on random strings up to 60 characters', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ALPHABET), { maxLength: 60 }),
        fc.constantFrom(...LANGS),
        (chars, lang) => {
          expect(mismatch([chars.join('')], lang)).toBeUndefined();
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('on every line of the seeds in content/, and most of them take the plain path', () => {
    // The seeds only: the official releases beside them are the five CR files' case below, at scale.
    const releases = new Set(releasesOf(contentPath('.')).map((r) => r.file));
    const dir = contentPath('sources');
    const lines: string[] = [];
    for (const lang of readdirSync(dir))
      for (const f of readdirSync(path.join(dir, lang)))
        if (!releases.has(path.join(dir, lang, f)))
          lines.push(...splitLines(decode(readFileSync(path.join(dir, lang, f)), f).text));
    expect(lines.length).toBeGreaterThan(500);
    for (const lang of LANGS) expect(mismatch(lines, lang)).toBeUndefined();
    expect(lines.filter(isPlain).length / lines.length).toBeGreaterThan(0.9);
  });
});

describeCrFiles('plain-text word segments on the five CR files', () => {
  it('equal Intl.Segmenter on every line, and nearly every line takes the plain path', () => {
    for (const file of Object.values(CR_FILES)) {
      const lines = splitLines(decode(readFileSync(path.join(CR_DIR, file)), file).text);
      expect(mismatch(lines, 'en'), file).toBeUndefined();
      expect(lines.filter(isPlain).length / lines.length, file).toBeGreaterThan(0.99);
    }
  }, 120_000);
});
