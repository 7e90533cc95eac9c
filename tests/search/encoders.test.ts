/** The per-language encoders: splitting, folding, stop words, stemming, no letter de-duplication. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/lib/search/stemmers-all.js';
import { normaliseText, termsOf, tokensOf, SEARCH_LANGS } from '../../src/lib/search/encoders.js';
import { encoderFor } from '../../src/lib/search/index-config.js';
import { CONTENT } from './helpers.js';

const same = (lang: 'en' | 'es' | 'ru', ...words: string[]) =>
  expect(new Set(words.map((w) => termsOf(w, lang).join(' '))).size, words.join(' / ')).toBe(1);
const differ = (lang: 'en' | 'es' | 'ru', a: string, b: string) =>
  expect(termsOf(a, lang), `${a} vs ${b}`).not.toEqual(termsOf(b, lang));

describe('normalisation', () => {
  it('lower-cases and folds accents on Latin letters only', () => {
    expect(normaliseText('DAÑO Acción Dandân Ma’rûf')).toBe('dano accion dandan ma’ruf');
  });
  it('Russian: ё becomes е, й stays й', () => {
    expect(normaliseText('Ёжик её йод')).toBe('ежик ее йод');
    differ('ru', 'йод', 'иод');
    same('ru', 'ёлка', 'елка');
  });
  it('maps Latin look-alikes inside Cyrillic words, and only there', () => {
    expect(normaliseText('Oборотень Oracle')).toBe('оборотень oracle');
    same('ru', 'Oборотень', 'оборотень');
  });
});

describe('splitting', () => {
  it('splits on anything that is not a letter, mark or digit (Unicode-aware)', () => {
    expect(termsOf('Twincast’ом «Швырок»—card\u00a0name…', 'ru')).toEqual(['twincast', 'ом', 'швырок', 'card', 'name']);
    expect(tokensOf('«Копия» заклинания', 'ru').map((t) => [t.word, t.start, t.end])).toEqual([
      ['копия', 1, 6],
      ['заклинания', 8, 18],
    ]);
  });
  it('keeps numbers whole: no digit triplets, no letter de-duplication (100 ≠ 110 ≠ 10)', () => {
    expect(termsOf('100 110 10 707.10a', 'en')).toEqual(['100', '110', '10', '707', '10a']);
    for (const lang of SEARCH_LANGS) expect(encoderFor(lang).encode('100 110 10')).toEqual(['100', '110', '10']);
    // FlexSearch's default de-duplication would give "mising" and "dd".
    expect(encoderFor('en').encode('missing add')).toEqual(['miss', 'add']);
  });
  it('drops stop words', () => {
    expect(termsOf('a copy of the spell', 'en')).toEqual(['copi', 'spell']);
    expect(termsOf('una copia de un hechizo', 'es')).toEqual(['copi', 'hechiz']);
    expect(termsOf('копия и копия в стеке', 'ru')).toEqual(['коп', 'коп', 'стек']);
  });
});

describe('Snowball stemming', () => {
  it('English: copy/copies/copied, ability/abilities', () => {
    same('en', 'copy', 'copies', 'copied');
    same('en', 'ability', 'abilities');
    same('en', 'trample', 'trampled');
  });
  it('Spanish: hechizo/hechizos, accents folded first (daño = dano)', () => {
    same('es', 'hechizo', 'hechizos', 'Hechizos');
    same('es', 'daño', 'dano', 'DAÑO');
    same('es', 'acción', 'accion', 'acciones');
  });
  it('Russian: удар/удара/ударом, заклинание/заклинания', () => {
    same('ru', 'удар', 'удара', 'ударом');
    same('ru', 'заклинание', 'заклинания', 'заклинанию');
    // Latin words in the Russian index are English (card names kept in English).
    same('ru', 'Charm', 'Charms');
  });
  it('Cyrillic words use the Russian stemmer in every index', () => {
    for (const lang of SEARCH_LANGS) expect(termsOf('заклинания', lang)).toEqual(termsOf('заклинание', 'ru'));
  });
});

describe('FlexSearch encoder = termsOf', () => {
  it('on every seed text (up to FlexSearch skipping a word repeated next to itself)', () => {
    const files: Array<[string, 'en' | 'es' | 'ru']> = [
      ['sources/en/rule-707.10-history.txt', 'en'],
      ['sources/es/regla-707.10.txt', 'es'],
      ['sources/ru/copy-effects-article.txt', 'ru'],
      ['sources/ru/cr-section-5-2008.txt', 'ru'],
    ];
    for (const [file, lang] of files) {
      const text = readFileSync(path.join(CONTENT, file), 'utf8');
      const words = normaliseText(text).split(/[^\p{L}\p{M}\p{N}]+/u);
      const expected: string[] = [];
      let last = '';
      for (const w of words) {
        if (!w || w === last) continue;
        last = w;
        expected.push(...termsOf(w, lang));
      }
      expect(encoderFor(lang).encode(text), file).toEqual(expected);
    }
  });
});
