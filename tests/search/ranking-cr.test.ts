/** Ranking on the 2025-11-14 Comprehensive Rules plus content/ (skips when content/ lacks it). */
import { beforeAll, expect, it } from 'vitest';
import { SEARCH_LANGS } from '../../src/lib/search/encoders.js';
import { describeCrFiles } from '../helpers/shared.js';
import { crIndexes, ids, marks, type Loaded } from './helpers.js';

describeCrFiles('search on the 2025-11-14 CR', () => {
  let s: Loaded;
  beforeAll(async () => {
    s = await crIndexes();
  });

  it('numbers first: 707.10, 707.10a and 702.19 go straight to their rules in every language', () => {
    for (const lang of SEARCH_LANGS)
      for (const n of ['707.10', '707.10a', '702.19', '702.19b', 'R70710']) {
        const r = s.index[lang].search(n);
        expect(r[0]!.id, `${lang} ${n}`).toBe(n === 'R70710' ? '707.10' : n);
      }
  });

  it('an old number still finds the rule: 706.10 of 2012 is 707.10', () => {
    for (const lang of SEARCH_LANGS) expect(s.index[lang].search('706.10')[0]).toMatchObject({ id: '707.10' });
  });

  it('a title match outranks text: trample → 702.19, then its subrules', () => {
    const r = s.index.en.search('trample', { limit: 5 });
    expect(r[0]).toMatchObject({ id: '702.19', title: 'Trample', match: 'title' });
    expect(ids(r.slice(1)).every((id) => id.startsWith('702.19'))).toBe(true);
    expect(s.index.en.search('Copying Objects')[0]!.id).toBe('707');
  });

  it('the copy-a-spell rule leads for its words, in English and through the lexicon', () => {
    expect(s.index.en.search('copy of a spell')[0]!.id).toBe('707.10');
    expect(s.index.en.search('копия заклинания')[0]!.id).toBe('707.10');
    expect(s.index.en.search('copia de un hechizo')[0]!.id).toBe('707.10');
    expect(ids(s.index.en.search('"copy of a spell"', { limit: 50 }))).toContain('707.10');
  });

  it('Emerald Charm finds 707.10 in every language', () => {
    for (const lang of SEARCH_LANGS) {
      const r = s.index[lang].search('Emerald Charm');
      expect(r[0]!.id, lang).toBe('707.10');
      expect(marks(r[0]!), lang).toContain('Emerald Charm');
    }
  });

  it('English inflections meet: copies/copied find copy', () => {
    const r = s.index.en.search('copied', { limit: 100 });
    expect(ids(r)).toContain('707.10');
    expect(marks(r.find((x) => x.id === '707.10')!).map((m) => m.toLowerCase())).toContain('copy');
  });

  it('Spanish accents fold: dano finds daño; Spanish words find English rules', () => {
    const r = s.index.es.search('dano', { limit: 100 });
    // The damage rules (English only) through the lexicon, and the Spanish 707.10, which says daño.
    expect(ids(r.slice(0, 3))).toContain('120');
    expect(marks(r.find((x) => x.id === '707.10')!)).toContain('daño');
    expect(ids(s.index.en.search('daño de combate', { limit: 5 }))).toContain('510.1');
  });

  it('names the glossary term that found a rule when neither its snippet nor its title shows it', () => {
    const r = s.index.en.search('copiable', { limit: 100 });
    // The glossary's "Copiable Values" points at 613.2, whose text never says "copiable".
    expect(r.find((x) => x.id === '613.2')).toMatchObject({ glossary: 'Copiable Values', highlights: [] });
    // A rule whose snippet marks the word needs no such note (707.2 is also under that term).
    expect(marks(r.find((x) => x.id === '707.2')!)).toContain('copiable');
    expect(r.find((x) => x.id === '707.2')!.glossary).toBeUndefined();
    for (const x of r) if (x.glossary) expect(x.highlights, x.id).toEqual([]);
    // A title that shows the word needs none either (903 Commander, for "commander damage"); 702.49
    // Ninjutsu, found through "Commander Ninjutsu", gets one.
    const c = s.index.en.search('commander damage', { limit: 500 });
    expect(c.find((x) => x.id === '903')).toBeDefined();
    expect(c.find((x) => x.id === '903')!.glossary).toBeUndefined();
    expect(c.find((x) => x.id === '702.49')).toMatchObject({ title: 'Ninjutsu', glossary: 'Commander Ninjutsu' });
  });

  it('an English-only rule is found on every site, shown in English, never read as Russian or Spanish', () => {
    // "multiplayer" is in 100.1b (English only) and in no lexicon entry.
    for (const lang of SEARCH_LANGS) {
      const hit = s.index[lang].search('multiplayer', { limit: 100 }).find((r) => r.id === '100.1b');
      expect(hit, lang).toMatchObject(lang === 'en' ? { lang } : { lang, fallback: 'en' });
      expect(
        marks(hit!).map((m) => m.toLowerCase()),
        lang,
      ).toContain('multiplayer');
    }
  });

  it('answers within a few milliseconds once loaded', () => {
    const queries = ['707.10', 'copy spell', 'копия заклинания', 'hechizo', 'combat damage', '"triggered ability"'];
    for (const q of queries) s.index.en.search(q);
    const t = performance.now();
    for (let k = 0; k < 5; k++) for (const q of queries) s.index.en.search(q);
    expect((performance.now() - t) / (5 * queries.length)).toBeLessThan(20);
  });
});
