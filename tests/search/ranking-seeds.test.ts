/** Ranking and cross-language search on content/ (the five seeds). */
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LANGS } from '../../src/lib/search/encoders.js';
import { searchAll } from '../../src/lib/search/all.js';
import { termsOf } from '../../src/lib/search/encoders.js';
import { ids, marks, seedIndexes, type Loaded } from './helpers.js';

let s: Loaded;
beforeAll(async () => {
  s = await seedIndexes();
});

describe('rule numbers', () => {
  it('707.10 goes straight to the rule in every language, its subrules next', () => {
    for (const lang of SEARCH_LANGS) {
      const r = s.index[lang].search('707.10');
      expect(r[0]).toMatchObject({ id: '707.10', lang, number: '707.10', match: 'number' });
      expect(ids(r.slice(1, 4))).toEqual(['707.10a', '707.10b', '707.10c']);
      expect(r.every((x) => x.id.startsWith('707.10'))).toBe(true);
    }
  });
  it('an old number (706.10 of 2012) finds the rule it became', () => {
    for (const lang of SEARCH_LANGS) {
      const r = s.index[lang].search('706.10');
      expect(r[0]).toMatchObject({ id: '707.10', match: 'former', matched: '706.10' });
    }
    expect(s.index.ru.search('правило 706.10')[0]!.id).toBe('707.10');
  });
  it('a retired number of 2008 resolves to its @2008 rule', () => {
    const r = s.index.en.search('502.9a');
    expect(r[0]).toMatchObject({ id: '502.9a@2008-10-01', number: '502.9a', match: 'former', fallback: 'ru' });
  });
  it('an unknown number finds nothing rather than look-alikes', () => {
    expect(s.index.en.search('999.99')).toEqual([]);
    expect(s.index.ru.search('706.1')).toEqual([]);
  });
});

describe('words in each language', () => {
  it('Russian inflections meet: удара finds the trample rules (Пробивной удар)', () => {
    const r = s.index.ru.search('удара', { limit: 50 });
    expect(ids(r)).toEqual(expect.arrayContaining(['502.9a@2008-10-01', '502.9f@2008-10-01', '707.3']));
    const first = r.find((x) => x.id === '502.9a@2008-10-01')!;
    expect(marks(first).join(' ')).toMatch(/удар/i);
  });
  it('Spanish: hechizos finds hechizo, daño = dano', () => {
    const r = s.index.es.search('hechizos');
    const hit = r.slice(0, 3).find((x) => x.id === '707.10');
    expect(hit).toBeDefined();
    expect(marks(hit!)).toContain('hechizo');
  });
  it('words of one family meet through the lexicon even where their stems differ', () => {
    expect(termsOf('копировать', 'ru')).not.toEqual(termsOf('копия', 'ru'));
    // 503.1 of 2008 says «копия» but no form of копировать.
    expect(ids(s.index.ru.search('копировать', { limit: 100 }))).toContain('503.1@2008-10-01');
  });
  it('"quoted phrases" need their words in a row', () => {
    const phrase = s.index.en.search('"copy of a spell"');
    expect(ids(phrase)).toEqual(['707.10']);
    expect(s.index.en.search('"spell copy"')).toEqual([]);
    expect(s.index.es.search('"copia de un hechizo"')[0]!.id).toBe('707.10');
  });
});

describe('across languages', () => {
  it('«копия заклинания» on the English site finds 707.10', () => {
    const r = s.index.en.search('копия заклинания');
    expect(r[0]!.id).toBe('707.10');
    expect(marks(r[0]!)).toEqual(expect.arrayContaining(['copy', 'spell']));
  });
  it('Emerald Charm finds 707.10 in every language, marked in the snippet', () => {
    for (const lang of SEARCH_LANGS) {
      const r = s.index[lang].search('Emerald Charm');
      expect(r[0]!.id, lang).toBe('707.10');
      expect(marks(r[0]!), lang).toContain('Emerald Charm');
    }
  });
  it('a Russian card alias finds the English name: Швырок on the English site is Fling', () => {
    for (const q of ['Швырок', 'Швырка', 'Швырком']) {
      const r = s.index.en.search(q);
      expect(r[0]!.id, q).toBe('707.10');
      expect(marks(r[0]!), q).toContain('Fling');
    }
    // Its inflections, whose stem Snowball keeps apart (швырок / швырк), meet on the Russian site.
    expect(marks(s.index.ru.search('Швырок')[0]!)).toEqual(expect.arrayContaining(['Швырок', 'Швырка']));
  });
  it('English words find Spanish and Russian text through the lexicon', () => {
    expect(s.index.es.search('copy spell')[0]!.id).toMatch(/^707\.10/);
    expect(s.index.ru.search('trample', { limit: 50 }).map((r) => r.id)).toContain('502.9a@2008-10-01');
  });
});

describe('fallbacks', () => {
  it('a text is read in its own language and shown in it, on every site', () => {
    // 707.10a has no English text: its Spanish words are found on the English site, shown as Spanish.
    expect(s.index.en.search('existir').find((r) => r.id === '707.10a')).toMatchObject({ fallback: 'es' });
    expect(s.index.es.search('existir').find((r) => r.id === '707.10a')).not.toHaveProperty('fallback');
    // The only English text (707.10), found on the Russian and Spanish sites, shown in English.
    expect(ids(s.index.en.search('necessarily'))).toEqual(['707.10']);
    for (const lang of ['ru', 'es'] as const)
      expect(s.index[lang].search('necessarily')).toMatchObject([{ id: '707.10', fallback: 'en' }]);
  });
  it('a rule without text in the language still answers to its number, with a marked fallback', () => {
    const r = s.index.en.search('707.10a')[0]!;
    expect(r).toMatchObject({ id: '707.10a', lang: 'en', fallback: 'es' });
    expect(r.snippet).toMatch(/copia/);
  });
});

describe('all languages', () => {
  it('one result per rule and language; fallbacks only where no language has the text', () => {
    const r = searchAll(Object.values(s.index), '707.10', { limit: 10 }).results;
    expect(r.slice(0, 3).map((x) => [x.id, x.lang])).toEqual([
      ['707.10', 'en'],
      ['707.10', 'es'],
      ['707.10', 'ru'],
    ]);
    const keys = r.map((x) => `${x.id} ${x.lang}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(r.some((x) => x.id === '707.10a' && x.fallback)).toBe(false);
    const old = searchAll(Object.values(s.index), '502.9a').results;
    expect(old.map((x) => [x.id, x.lang])).toEqual([['502.9a@2008-10-01', 'ru']]);
  });
});

describe('results', () => {
  it('have the contract keys and marks that cover whole words of the snippet', () => {
    for (const lang of SEARCH_LANGS)
      for (const r of s.index[lang].search('копия заклинания', { limit: 50 })) {
        expect(Object.keys(r)).toEqual(expect.arrayContaining(['id', 'lang', 'number', 'snippet', 'score']));
        for (const [a, b] of r.highlights) {
          expect(b).toBeGreaterThan(a);
          expect(r.snippet.slice(a - 1, a)).not.toMatch(/[\p{L}\p{N}]/u);
          expect(r.snippet.slice(b, b + 1)).not.toMatch(/[\p{L}\p{N}]/u);
        }
      }
  });
  it('respect the limit and sort by score; a smaller limit is a prefix of a larger one', () => {
    const r = s.index.ru.search('заклинание', { limit: 7 });
    expect(r).toHaveLength(7);
    expect([...r].sort((a, b) => b.score - a.score)).toEqual(r);
    for (const q of ['заклинание', 'копия заклинания', 'способность', 'Emerald Charm'])
      for (const lang of SEARCH_LANGS)
        expect(ids(s.index[lang].search(q, { limit: 5 })), `${lang} ${q}`).toEqual(
          ids(s.index[lang].search(q, { limit: 60 }).slice(0, 5)),
        );
  });
  it('complete the last word while typing, not when told otherwise', () => {
    expect(s.index.es.search('hech')[0]!.id).toBe('707.10');
    // Four letters: too short to be corrected as a typo either.
    expect(s.index.es.search('hech', { prefix: false })).toEqual([]);
  });
});
