/**
 * Format, language and date detection (DESIGN §2) on the five seeds, the official CR files
 * (five official releases of content/) and small hand-written texts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode } from '../../src/lib/decode/index.js';
import { dateInFileName, detectDate, detectFormat, detectLanguage } from '../../src/lib/parse/detect.js';
import { FORMATS } from '../../src/lib/model/tree.js';
import { contentPath, CR_FILES, describeCrFiles, ROOT, crBytes, type CrDate } from '../helpers/shared.js';

const FIXTURES = path.join(ROOT, 'tests/fixtures');
const read = (file: string): string => decode(readFileSync(file), file).text;

const SEEDS = [
  ['ru/copying-spells-706.10-excerpt.txt', 'rule-excerpt', 'ru'],
  ['ru/copy-effects-article.txt', 'article', 'ru'],
  ['es/regla-707.10.txt', 'rule-page', 'es'],
  ['en/rule-707.10-history.txt', 'rule-history', 'en'],
  ['ru/cr-section-5-2008.txt', 'cr-section', 'ru'],
] as const;

describe('detectFormat: seeds', () => {
  it.each(SEEDS)('%s → %s', (file, format) => {
    const result = detectFormat(read(contentPath('sources/' + file)));
    expect(result.format, result.reasons.join('; ')).toBe(format);
    expect(Object.keys(result.scores).sort()).toEqual([...FORMATS].sort());
    expect(result.reasons.at(-1)).toMatch(new RegExp(`^detected ${format}`));
  });
});

describe('detectLanguage and detectDate: seeds', () => {
  it.each(SEEDS)('%s is %s%s', (file, _format, lang) => {
    const text = read(contentPath('sources/' + file));
    expect(detectLanguage(text)).toBe(lang);
    expect(detectDate(text, file)).toBeUndefined();
  });
});

describeCrFiles('detection on the official CR files', () => {
  const dates = Object.keys(CR_FILES) as CrDate[];

  it.each(dates)('%s → cr, en, and its date', (date) => {
    const text = decode(crBytes(date), CR_FILES[date]).text;
    const result = detectFormat(text);
    expect(result.format, result.reasons.join('; ')).toBe('cr');
    expect(detectLanguage(text)).toBe('en');
    expect(detectDate(text)).toBe(date);
  });

  it('is fast on a 1 MB file', () => {
    const text = decode(crBytes('2025-11-14'), 'cr').text;
    const big = text + text.slice(0, Math.max(0, 1_048_576 - text.length));
    detectFormat(big);
    const t0 = performance.now();
    const result = detectFormat(big);
    detectLanguage(big);
    detectDate(big);
    expect(performance.now() - t0).toBeLessThan(300);
    expect(result.format).toBe('cr');
  });
});

describe('detectFormat: hand-written texts', () => {
  it.each([
    ['rule-page/en-page.txt', 'rule-page'],
    ['rule-page/ru-page.txt', 'rule-page'],
    ['rule-page/en-numbered-subrules.txt', 'rule-page'],
  ])('%s → %s', (file, format) => {
    expect(detectFormat(read(path.join(FIXTURES, file))).format).toBe(format);
  });

  it.each([
    ['detect/ambiguous-excerpt-or-article.txt', /no clear winner: rule-excerpt .* vs article/],
    ['detect/page-and-history.txt', /no clear winner: rule-history .* vs rule-page/],
    ['detect/no-rules.txt', /no format scores/],
  ])('%s → null', (file, reason) => {
    const result = detectFormat(read(path.join(FIXTURES, 'detect', path.basename(file))));
    expect(result.format).toBeNull();
    expect(result.reasons.at(-1)).toMatch(reason);
  });

  it('reads a single-section text with numbered rules as an excerpt, several sections as an article', () => {
    const excerpt =
      'Copying\n\n706.10 To copy a spell is to put a copy on the stack.\n\nExample: Fork.\n\n706.10a Copies cease to exist elsewhere.';
    expect(detectFormat(excerpt).format).toBe('rule-excerpt');
    const article =
      'Copy effects are subtle.\n706.2 Copiable values.\nWhy?\n613.1a Layer one.\n(706.2)\nExample: Clone.';
    expect(detectFormat(article).format).toBe('article');
  });

  it('finds cr-section by two section headings, and not by prose starting with a number', () => {
    expect(detectFormat('500. Legal Attacks\n\n500.1. Rule.\n\n501 Keyword Actions\n\n501.1 Rule.').format).toBe(
      'cr-section',
    );
    expect(detectFormat('100 cards is the minimum.\n200 cards are too many.\n100.2a Deck size.').format).not.toBe(
      'cr-section',
    );
  });

  it('never throws and always scores every format in [0, 1]', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const result = detectFormat(text);
        for (const f of FORMATS) expect(result.scores[f]).toBeGreaterThanOrEqual(0);
        for (const f of FORMATS) expect(result.scores[f]).toBeLessThanOrEqual(1);
        expect(result.format === null || FORMATS.includes(result.format)).toBe(true);
        detectLanguage(text);
        detectDate(text, text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('detectLanguage', () => {
  it.each([
    ['Copying Spells and Abilities\nКопия заклинания сама является заклинанием, даже если не связана с картой.', 'ru'],
    ['To copy a spell means to put a copy of it onto the stack; a copy of a spell is not cast.', 'en'],
    ['Copiar un hechizo significa poner una copia de él en la pila; una copia de un hechizo no se lanza.', 'es'],
    ['Copier un sort signifie mettre une copie de ce sort sur la pile ; une copie de sort n’est pas lancée.', null],
    ['Copiar uma mágica significa colocar uma cópia dela na pilha; uma cópia não é conjurada e não é ativada.', null],
    ['706.10 707.10 ---', null],
  ])('%j → %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });
});

describe('detectDate', () => {
  it.each([
    ['These rules are effective as of July 1, 2012.', '2012-07-01'],
    ['These rules are current as of October 1, 2008.', '2008-10-01'],
    ['effective as of 14 November 2025', '2025-11-14'],
    ['Estas reglas son vigentes a partir del 14 de noviembre de 2025.', '2025-11-14'],
    ['Правила действуют с 1 июля 2012 года.', '2012-07-01'],
    ['effective as of 2017-08-25', '2017-08-25'],
    ['effective as of February 30, 2012', undefined],
    ['No date here.', undefined],
  ])('%j → %s', (text, date) => {
    expect(detectDate(text)).toBe(date);
  });

  it('falls back to YYYYMMDD in the file name, also in URLs', () => {
    expect(detectDate('no date', 'MagicCompRules 20250404.txt')).toBe('2025-04-04');
    expect(detectDate('no date', '/x/en-CR-20081001.txt')).toBe('2008-10-01');
    expect(dateInFileName('https://media.example.com/2025/MagicCompRules%2020250404.txt?x=1')).toBe('2025-04-04');
    expect(dateInFileName('rules-20251399.txt')).toBeUndefined();
    expect(dateInFileName('build-1234567890.txt')).toBeUndefined();
    expect(detectDate('These rules are effective as of July 1, 2012.', 'MagicCompRules 20250404.txt')).toBe(
      '2012-07-01',
    );
  });
});
