/**
 * What the browser runs: the engine opened over a fetcher answers exactly as the index with every
 * file in memory, fetching only the shards and chunks a query needs; the stemmers are Snowball's
 * (porter2 for English, @orama/stemmers for Spanish and Russian), loaded lazily.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_LANGS, termsOf } from '../../src/lib/search/encoders.js';
import { seedIndexes, type Loaded } from './helpers.js';

let s: Loaded;
beforeAll(async () => {
  s = await seedIndexes();
});

describe('the engine on demand', () => {
  it.each(SEARCH_LANGS)('the %s site fetches what each query needs and answers as in memory', async (lang) => {
    // A fresh module graph as in a page: nothing registered until loadStemmers.
    vi.resetModules();
    const encoders = await import('../../src/lib/search/encoders.js');
    const { loadStemmers } = await import('../../src/lib/search/stemmers.js');
    const { SearchIndex } = await import('../../src/lib/search/engine.js');
    expect(encoders.hasStemmers(lang)).toBe(false);
    await Promise.all(SEARCH_LANGS.map(loadStemmers));
    const fetched: string[] = [];
    const index = await SearchIndex.open(lang, (name) => {
      fetched.push(name);
      const data = s.built.files[name];
      return data === undefined ? Promise.reject(new Error(`404 ${name}`)) : Promise.resolve(data);
    });
    // Every reading's meta: a page searches every language's reading.
    expect(fetched).toEqual(['meta.json', ...SEARCH_LANGS.map((l) => `${l}/meta.json`)]);
    const queries = ['707.10', '706.10', 'copy spell', 'copie', 'Emerald Charm', 'hechizos', 'daño'];
    queries.push('копия заклинания', 'ударом', 'Швырок', '"copy of a spell"', 'trample', 'copiar', 'tramlpe');
    for (const q of queries) {
      const before = fetched.length;
      const got = await index.query(q, { limit: 20 });
      expect(got.results, `${lang}: ${q}`).toEqual(s.index[lang].search(q, { limit: 20 }));
      // Each file once, and only some of them.
      expect(new Set(fetched).size).toBe(fetched.length);
      expect(fetched.length - before, q).toBeLessThan(40);
    }
    expect(fetched.length).toBeLessThan(Object.keys(s.built.files).length);
  });

  it('stems as Snowball does (the words the issue names)', () => {
    expect(termsOf('copy copies copied', 'en')).toEqual(['copi', 'copi', 'copi']);
    expect(new Set(termsOf('hechizo hechizos', 'es')).size).toBe(1);
    expect(termsOf('daño', 'es')).toEqual(termsOf('dano', 'es'));
    expect(new Set(termsOf('удар удара ударом', 'ru')).size).toBe(1);
    expect(termsOf('йод', 'ru')).not.toEqual(termsOf('иод', 'ru'));
  });
});
