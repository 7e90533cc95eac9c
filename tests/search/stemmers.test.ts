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
    await Promise.all([lang, 'en' as const].map(loadStemmers));
    const fetched: string[] = [];
    const index = await SearchIndex.open(
      lang,
      (name) => {
        fetched.push(name);
        const data = s.built.files[name];
        return data === undefined ? Promise.reject(new Error(`404 ${name}`)) : Promise.resolve(data);
      },
      loadStemmers,
    );
    // The readings every query searches: the site's and English's.
    expect(fetched).toEqual([...new Set(['meta.json', `${lang}/meta.json`, 'en/meta.json'])]);
    // Queries in Latin letters search the Latin-script readings only: the others are never fetched.
    const latin = ['707.10', '706.10', 'copy spell', 'copie', 'Emerald Charm', 'hechizos', 'daño'];
    latin.push('"copy of a spell"', 'trample', 'copiar', 'tramlpe');
    const others = ['копия заклинания', 'ударом', 'Швырок', '践踏', '돌진을'];
    for (const q of [...latin, ...others]) {
      if (q === others[0]) {
        // (Their metas may come: the seeds' English lacks rules another language shows by number.)
        const unscripted: string[] = SEARCH_LANGS.filter((l) => l !== lang && l !== 'en' && l !== 'es');
        expect(
          fetched.filter((f) => unscripted.some((l) => f.startsWith(`${l}/s/`))),
          lang,
        ).toEqual([]);
      }
      const before = fetched.length;
      const got = await index.query(q, { limit: 20 });
      expect(got.results, `${lang}: ${q}`).toEqual(s.index[lang].search(q, { limit: 20 }));
      // Each file once, and only some of them.
      expect(new Set(fetched).size).toBe(fetched.length);
      expect(fetched.length - before, q).toBeLessThan(40);
    }
    expect(fetched.length).toBeLessThan(Object.keys(s.built.files).length);
    // Their readings came with the first query in their letters.
    for (const l of ['ru', 'zh', 'ko'] as const) expect(fetched, l).toContain(`${l}/meta.json`);
  });

  it('stems as Snowball does (the words the issue names)', () => {
    expect(termsOf('copy copies copied', 'en')).toEqual(['copi', 'copi', 'copi']);
    expect(new Set(termsOf('hechizo hechizos', 'es')).size).toBe(1);
    expect(termsOf('daño', 'es')).toEqual(termsOf('dano', 'es'));
    expect(new Set(termsOf('удар удара ударом', 'ru')).size).toBe(1);
    expect(termsOf('йод', 'ru')).not.toEqual(termsOf('иод', 'ru'));
  });
});
