/**
 * What the browser runs (issue #6): each language's index answers with only the stemmers its page
 * loads (a Russian page never loads the Spanish one) and on FlexSearch's compact build (the one
 * the site bundles), exactly as the Node build answers; the stemmers are Snowball's (porter2 for
 * English, @orama/stemmers for Spanish and Russian).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_LANGS, STEMMERS_FOR, termsOf } from '../../src/lib/search/encoders.js';
import { readingIn, readingsOf } from '../../src/lib/search/expansions.js';
import { browserFlexsearch } from '../../src/lib/search/astro.js';
import { seedIndexes, type Loaded } from './helpers.js';

let s: Loaded;
beforeAll(async () => {
  s = await seedIndexes();
});

describe('stemmers per page language', () => {
  it('no page needs the Spanish stemmer but the Spanish one; every page reads Cyrillic', () => {
    expect(STEMMERS_FOR.ru).not.toContain('es');
    expect(STEMMERS_FOR.en).not.toContain('es');
    for (const lang of SEARCH_LANGS) expect(STEMMERS_FOR[lang]).toEqual(expect.arrayContaining([lang, 'ru']));
    // Lexicon keys are read as the page can: a Spanish wording with English stems on the
    // English and Russian sites, English and Russian wordings with Spanish stems on the Spanish one.
    expect(readingsOf('en')).toEqual(['en', 'ru']);
    expect(readingsOf('ru')).toEqual(['en', 'ru']);
    expect(readingsOf('es')).toEqual(['es']);
    expect(readingIn('es', 'ru')).toBe('ru');
  });

  it.each(SEARCH_LANGS)('the %s index answers alike with only its stemmers, on the compact build', async (lang) => {
    // A fresh module graph as in a page: nothing registered until loadStemmers(lang), and
    // FlexSearch's compact build, as the site's bundle has it (src/lib/search/astro.ts).
    vi.resetModules();
    const compact = (await import(browserFlexsearch())) as Record<string, unknown>;
    expect(compact.Worker).toBeNull();
    vi.doMock('flexsearch', () => compact);
    expect(((await import('flexsearch')) as Record<string, unknown>).Worker).toBeNull();
    const encoders = await import('../../src/lib/search/encoders.js');
    const { loadStemmers } = await import('../../src/lib/search/stemmers.js');
    const { SearchIndex } = await import('../../src/lib/search/engine.js');
    expect(encoders.hasStemmers(lang)).toBe(false);
    await loadStemmers(lang);
    const index = SearchIndex.fromFiles(s.built[lang]!.files);
    const queries = ['707.10', '706.10', 'copy spell', 'copie', 'Emerald Charm', 'hechizos', 'daño'];
    queries.push('копия заклинания', 'ударом', 'Швырок', '"copy of a spell"', 'trample', 'copiar');
    // The same results (ids, scores, snippets, marks) as the Node build with every stemmer.
    for (const q of queries) expect(index.search(q), `${lang}: ${q}`).toEqual(s.index[lang].search(q));
    for (const other of SEARCH_LANGS.filter((l) => !STEMMERS_FOR[lang].includes(l)))
      expect(() => encoders.stemWord('hechizos', other), other).toThrow(/not loaded/);
    vi.doUnmock('flexsearch');
  });

  it('stems as Snowball does (the words the issue names)', () => {
    expect(termsOf('copy copies copied', 'en')).toEqual(['copi', 'copi', 'copi']);
    expect(new Set(termsOf('hechizo hechizos', 'es')).size).toBe(1);
    expect(termsOf('daño', 'es')).toEqual(termsOf('dano', 'es'));
    expect(new Set(termsOf('удар удара ударом', 'ru')).size).toBe(1);
    expect(termsOf('йод', 'ru')).not.toEqual(termsOf('иод', 'ru'));
  });
});
