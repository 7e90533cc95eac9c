/**
 * Sentence segments: the plain-text path (UAX #29's sentence rules over the plain characters'
 * classes, src/lib/text/segment.ts) must give exactly what Intl.Segmenter gives, which stays the
 * reference. Checked on every short string over characters of each class, every plain character in
 * the contexts the rules tell apart, random longer strings, and every line of the real CR files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPlain } from '../../src/lib/text/segment.js';
import { firstMismatch, strings } from '../helpers/segments.js';
import { decode, splitLines } from '../../src/lib/decode/index.js';
import { paragraphs } from '../../src/lib/align/sentences.js';
import { CR_FILES, describeCrFiles, CR_DIR } from '../helpers/shared.js';

// Characters of each sentence-break class the plain path knows (lower, upper, numeric, ATerm,
// STerm, Close, SContinue, Sp, CR, LF) and others.
const ALPHABET = [...'aZжЁ1.!?")(«,;—-: \u00a0\n\r§’'];
const LANGS = ['en', 'es', 'ru'];

const mismatch = (texts: Iterable<string>, lang: string) => firstMismatch(texts, lang, 'sentence');
const stringsOf = (length: number) => strings(ALPHABET, length);

/** Every character of the Basic Multilingual Plane that takes the plain path. */
const PLAIN_CHARS = Array.from({ length: 0xd800 }, (_, i) => String.fromCharCode(i)).filter(isPlain);

describe('plain-text sentence segments equal Intl.Segmenter', () => {
  it('on every string of up to three characters, in en, es and ru', () => {
    expect(isPlain(ALPHABET.join(''))).toBe(true);
    for (const lang of LANGS)
      for (let n = 1; n <= 3; n++) expect(mismatch(stringsOf(n), lang), `${lang}, length ${n}`).toBeUndefined();
  });

  it('on every string of four characters (en)', () => {
    expect(mismatch(stringsOf(4), 'en')).toBeUndefined();
  }, 120_000);

  it('for every plain character, in the contexts the rules tell apart', () => {
    expect(PLAIN_CHARS.length).toBeGreaterThan(300);
    const contexts = [
      (c: string) => `a. ${c} b`,
      (c: string) => `a. ${c} B`,
      (c: string) => `a.${c}B`,
      (c: string) => `a.${c} B`,
      (c: string) => `a!${c} B`,
      (c: string) => `a! ${c}B`,
      (c: string) => `a.${c}1`,
      (c: string) => `${c}.B`,
      (c: string) => `${c}. B`,
      (c: string) => `A${c}. b`,
      (c: string) => `x${c}${c}y`,
      (c: string) => `a.) ${c} x`,
    ];
    for (const ctx of contexts) expect(mismatch(PLAIN_CHARS.map(ctx), 'en'), ctx('◊')).toBeUndefined();
  });

  it('on random strings up to 60 characters', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...ALPHABET), fc.constantFrom(...PLAIN_CHARS)), { maxLength: 60 }),
        fc.constantFrom(...LANGS),
        (chars, lang) => {
          expect(mismatch([chars.join('')], lang)).toBeUndefined();
        },
      ),
      { numRuns: 3000, seed: 707 },
    );
  });
});

describeCrFiles('plain-text sentence segments on the five CR files', () => {
  it('equal Intl.Segmenter on every paragraph, and nearly every paragraph takes the plain path', () => {
    for (const file of Object.values(CR_FILES)) {
      const text = decode(readFileSync(path.join(CR_DIR, file)), file).text;
      const paras = paragraphs(splitLines(text).join('\n'));
      expect(paras.length, file).toBeGreaterThan(1000);
      expect(mismatch(paras, 'en'), file).toBeUndefined();
      expect(paras.filter(isPlain).length / paras.length, file).toBeGreaterThan(0.99);
    }
  }, 120_000);
});
