/**
 * Search ranking on the knowledge base as shipped (every release, the seed translations): the query
 * sets of tests/search/queries (numbers, old numbers, word forms, cross-language, card names,
 * typos, phrases; expected rules chosen by reading the rules) put an expected rule or one of its
 * subrules in the top 3 for at least 90 % of each site language's queries, and every number query
 * first. The graph is the run's one full ingest (helpers/full-site.ts).
 */
import { beforeAll, expect, it } from 'vitest';
import { openStore } from '../../src/lib/store/read.js';
import { buildSearchIndexes, type BuiltSearch } from '../../src/lib/search/build.js';
import { SearchIndex } from '../../src/lib/search/engine.js';
import { fullSite, type FullSite } from '../helpers/full-site.js';
import { describeArchive } from '../helpers/archive.js';
import { CONTENT } from '../search/helpers.js';
import { rankingQueries, runRanking, summary } from '../search/ranking-set.js';
import { SEARCH_LANGS } from '../../src/lib/search/langs.js';
import { describeBrowser, openedSite } from '../site/browser-suite.js';

describeArchive('search ranking on the archive', () => {
  let built: BuiltSearch;
  let site: FullSite;
  beforeAll(async () => {
    site = await fullSite();
    built = await buildSearchIndexes(openStore(site.graph).graph);
  }, 900_000);

  it.each(SEARCH_LANGS)('%s site: ≥ 90 %% of the queries answered in the top 3, numbers first', (lang) => {
    const queries = rankingQueries(lang);
    expect(queries.length).toBeGreaterThanOrEqual(30);
    const s = summary(runRanking(SearchIndex.fromFiles(built.files, lang), queries));
    console.info(
      `${lang}: ${(s.share * 100).toFixed(1)} % of ${queries.length} in the top 3${s.misses.map((m) => `\n  miss ${m}`).join('')}`,
    );
    expect(s.share, s.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(s.numbersNotFirst).toEqual([]);
  });

  it('"hechizo copiado", «копия заклинания» and "copy of a spell" put 707.10 in the top 3 on every site', () => {
    for (const lang of SEARCH_LANGS) {
      const index = SearchIndex.fromFiles(built.files, lang);
      for (const q of ['hechizo copiado', 'копия заклинания', 'copy of a spell'])
        expect(
          index.search(q, { limit: 3 }).map((r) => r.id),
          `${lang}: ${q}`,
        ).toContain('707.10');
    }
  });

  it('numbers stay exact; typos of five letters or more are corrected, shorter words are not', () => {
    const en = SearchIndex.fromFiles(built.files, 'en');
    const ids = en.search('100.1', { limit: 50 }).map((r) => r.id);
    expect(ids[0]).toBe('100.1');
    expect(ids).not.toContain('10.1');
    expect(ids.filter((id) => id.startsWith('110.1'))).toEqual([]);
    expect(en.search('tramlpe', { limit: 1 })[0]!.id).toBe('702.19');
    const ru = SearchIndex.fromFiles(built.files, 'ru');
    expect(ru.search('заклинаня', { limit: 20 }).length).toBeGreaterThan(0);
    // "wrad" is four letters: no correction to ward.
    expect(en.search('wrad', { limit: 5, prefix: false })).toEqual([]);
  });

  it('results carry their section title in the site language where it has one, and snippets without markup', () => {
    const es = SearchIndex.fromFiles(built.files, 'es');
    const r = es.search('hechizo copiado', { limit: 3 }).find((x) => x.id === '707.10')!;
    expect(r.section).toEqual({ number: '707', title: expect.any(String), lang: expect.stringMatching(/^(en|es)$/) });
    const en = SearchIndex.fromFiles(built.files, 'en');
    for (const q of ['Magic', 'vigilance', 'Emerald Charm'])
      for (const x of en.search(q, { limit: 20 })) expect(x.snippet, `${q} ${x.id}`).not.toMatch(/(^|\W)_\w|\w_(\W|$)/);
  });

  describeBrowser('the results page in Chromium', () => {
    const web = openedSite(() => site.dist);
    const ids = () =>
      web.tab.page.$$eval('main [data-rules-search] [role=option]', (els) =>
        els.map((e) => (e as HTMLElement).dataset.id!),
      );
    const answered = (q: string) =>
      web.tab.page.waitForFunction(
        (query) => document.querySelector<HTMLElement>('main .rules-search__list')?.dataset.query === query,
        q,
      );

    it('a Spanish word on the Spanish site finds the English-only rule, with its section; an old number its rule first', async () => {
      const { page } = web.tab;
      await page.goto(web.at('/es/search/?q=arrollar'));
      await answered('arrollar');
      expect((await ids()).slice(0, 3)).toContain('702.19');
      const first = page.locator('main [role=option]').first();
      expect(await first.locator('.rules-search__section').textContent()).toMatch(/^702\. /);
      await page.goto(web.at('/en/search/?q=503.10'));
      await answered('503.10');
      expect((await ids())[0]).toBe('707.10');
    });

    it('"Include older releases" adds retired rules, marked, and keeps ?all=1', async () => {
      const { page } = web.tab;
      await page.goto(web.at('/en/search/?q=mana%20burn'));
      await answered('mana burn');
      const current = await ids();
      await page.locator('main .rules-search__older input').check();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('all') === '1');
      await page.waitForFunction(() => document.querySelectorAll('main [role=option] .rules-search__note').length > 0);
      const all = await ids();
      const retired = all.filter((id) => !current.includes(id));
      expect(retired.length).toBeGreaterThan(0);
      const notes = await page.$$eval('main [role=option] .rules-search__note', (els) => els.map((e) => e.textContent));
      expect(notes.some((n) => n?.includes('retired'))).toBe(true);
      await page.reload();
      await answered('mana burn');
      expect(await page.locator('main .rules-search__older input').isChecked()).toBe(true);
      expect(await ids()).toEqual(all);
    });
  });
});
