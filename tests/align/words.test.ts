/**
 * The one word scan (text/words.ts, by hand for speed) and alignment's tokenize over it: exactly the
 * words, offsets and stems the WORD expression finds, on any text (scripts mixed, astral letters,
 * apostrophes, lone halves).
 */
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { stemWord, tokenize } from '../../src/lib/enrich/words.js';
import { WORD, wordsOf } from '../../src/lib/text/words.js';

function byRegex(text: string, lang: string) {
  return [...text.matchAll(WORD)].map((m) => ({ raw: m[0], start: m.index, end: m.index + m[0].length }));
}

const pieces = [
  'a',
  'Z',
  '7',
  'é',
  'ñ',
  'Ü',
  'ж',
  'Ё',
  'ё',
  'ї',
  'ß',
  'ǅ',
  '²',
  '½',
  '٣',
  '𝔸',
  '𐐷',
  '😀',
  "'",
  '’',
  ' ',
  '-',
  '.',
  '{',
  '}',
  '/',
  '\u0301',
  '\ud800',
  '\udc00',
  'ᾼ',
  '中',
  'x',
  'O',
];
const text = fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((a) => a.join(''));

it('finds the words the WORD expression finds, with their offsets', () => {
  fc.assert(
    fc.property(text, fc.constantFrom('en', 'es', 'ru'), (t, lang) => {
      const got = tokenize(t, lang).map((k) => ({ raw: t.slice(k.start, k.end), start: k.start, end: k.end }));
      expect(got).toEqual(byRegex(t, lang));
    }),
    { numRuns: 2000 },
  );
});

it('without tails, reads the plain runs of letters and digits the similarity measure was tuned on', () => {
  fc.assert(
    fc.property(text, (t) => {
      expect(wordsOf(t, false)).toEqual(t.match(/[\p{L}\p{N}]+/gu) ?? []);
    }),
    { numRuns: 2000 },
  );
  expect(wordsOf('can’t Clone’s', false)).toEqual(['can', 't', 'Clone', 's']);
  expect(wordsOf('can’t Clone’s')).toEqual(['can’t', 'Clone’s']);
});

it('reads a real sentence of each language into normalised words and stems', () => {
  const ru = tokenize('Игрок разыгрывает Fork, копию Oборотня’s — 2/2 {G}.', 'ru');
  expect(ru.map((k) => k.word)).toEqual(['игрок', 'разыгрывает', 'fork', 'копию', "оборотня's", '2', '2', 'g']);
  expect(ru[1]!.stem).toBe(stemWord('разыгрывает', 'ru'));
  const es = tokenize('Las criaturas, l’objet y el maná.', 'es');
  expect(es.map((k) => [k.word, k.start, k.end])).toEqual([
    ['las', 0, 3],
    ['criaturas', 4, 13],
    ["l'objet", 15, 22],
    ['y', 23, 24],
    ['el', 25, 27],
    ['maná', 28, 32],
  ]);
});
