/**
 * The site built from content/ (plus fixtures for data other stages do not produce yet), checked
 * in Chromium: rule pages in three languages, notices, compare, history, old numbers, the
 * one-page view, review, glossary, cards, the article, UI language switch, no console errors.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { contentWith } from '../helpers/content.js';
import { crawl } from './crawl.js';
import { historyInSite } from './history-in-site.js';
import { buildSite, closeSite, openSite, scratchDir, type Served, siteGraph, type Tab } from './helpers.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { describeBrowser } from './browser-suite.js';

describeBrowser('site from content/ in Chromium', () => {
  let dir = '';
  let graph: Graph;
  let server: Served;
  let browser: Browser;
  let tab: Tab;
  const at = (p: string) => server.url + p;

  beforeAll(async () => {
    dir = scratchDir('site-content-');
    const { file, graph: g, added } = await siteGraph(contentWith(), dir);
    graph = g;
    if (added.length) console.info(`fixture added: ${added.join('; ')}`);
    process.env.RULES_GRAPH = file;
    const { ms } = await buildSite(file, path.join(dir, 'dist'));
    console.info(`site from content/ built in ${ms} ms`);
    ({ server, browser, tab } = await openSite(path.join(dir, 'dist')));
  }, 600_000);

  afterAll(async () => {
    await closeSite({ server, browser }, dir);
  });

  it('shows 707.10 in English, Spanish and Russian with examples set apart and subrule anchors', async () => {
    const { page } = tab;
    const expected = { en: 'To copy a spell', es: 'Copiar un hechizo', ru: 'Скопировать заклинание' };
    for (const [lang, words] of Object.entries(expected)) {
      await page.goto(at(`/${lang}/rules/707.10/`));
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await expect(page.locator('h1').textContent()).resolves.toContain('707.10');
      const body = page.locator('#R70710');
      expect(await body.getAttribute('lang')).toBe(lang);
      expect(await body.textContent()).toContain(words);
      expect(await page.locator('#R70710 .ex .exl').count()).toBeGreaterThanOrEqual(2);
      if (lang !== 'en') expect(await page.locator('.notice.untranslated').count()).toBe(0);
    }
    await page.goto(at('/es/rules/707.10/#R70710a'));
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('R70710a');
    expect(await page.locator('#R70710a').getAttribute('lang')).toBe('es');
    // In a translation's interface a subrule is read on its rule's page (model/pages.ts): its number
    // links to its anchor there, and its old own URL is answered by 404.html, which goes to the anchor.
    expect(await page.locator('#R70710a a.n').getAttribute('href')).toBe('/es/rules/707.10/#R70710a');
    expect(existsSync(path.join(dir, 'dist', 'es', 'rules', '707.10a'))).toBe(false);
    expect(existsSync(path.join(dir, 'dist', 'en', 'rules', '707.10a', 'index.html'))).toBe(true);
    await page.goto(at('/es/rules/707.10a/'));
    await page.waitForURL('**/es/rules/707.10/#R70710a');
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('R70710a');
    expect(await page.locator('h1').textContent()).toContain('707.10');
  });

  it('links references to their rules', async () => {
    const { page } = tab;
    await page.goto(at('/ru/all/'));
    const ref = page.locator('a.ref').first();
    const printed = (await ref.textContent())!.trim();
    const rulePage = await ref.evaluate((a) => a.closest('.r')?.querySelector('a.n')?.getAttribute('href'));
    expect(rulePage).toMatch(/^\/ru\/rules\//);
    await page.goto(at(rulePage!));
    const link = page.locator('a.ref', { hasText: printed }).first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((u) => u.pathname === href);
    expect(await page.locator('h1').textContent()).toContain(printed.replace(/[–-].*/, '').slice(0, 3));
  });

  it('says when a rule is not translated, and when a placement is only declared', async () => {
    const { page } = tab;
    const englishOnly = Object.values(graph.rules).find(
      (r) => r.renditions.length && r.renditions.every((x) => x.lang === 'en'),
    )!;
    await page.goto(at(`/ru/rules/${englishOnly.id}/`));
    expect(await page.locator('.notice.untranslated').textContent()).toContain('Ещё не переведено');
    expect(await page.locator(`#${englishOnly.id.replace('.', '').replace(/^/, 'R')}`).getAttribute('lang')).toBe('en');

    const declared = Object.values(graph.rules)
      .flatMap((r) => ['es', 'ru'].map((lang) => ({ r, lang, own: r.renditions.filter((x) => x.lang === lang) })))
      .find((x) => x.own.length && x.own.every((y) => y.placement.by === 'declared'))!;
    await page.goto(at(`/${declared.lang}/rules/${declared.r.id}/`));
    expect(await page.locator('.notice.declared').count()).toBe(1);
  });

  it('flags an outdated translation and links to the English changes', async () => {
    const { siteIndex } = await import('../../src/lib/query/site.js');
    const index = siteIndex();
    const hit = Object.values(graph.rules)
      .flatMap((r) => r.review.map((item) => ({ r, item })))
      .find(
        ({ r, item }) =>
          item.status === 'outdated' &&
          ['es', 'ru'].some((l) => index.shown(r.id, l)?.rendition.source === item.source),
      );
    expect(hit, 'an outdated review item on a shown rendition').toBeTruthy();
    const lang = index.shown(hit!.r.id, 'ru')?.rendition.source === hit!.item.source ? 'ru' : 'es';
    const { page } = tab;
    await page.goto(at(`/${lang}/rules/${hit!.r.id}/`));
    const link = page.locator('.notice.outdated a');
    expect(await link.count()).toBe(1);
    await link.click();
    await page.waitForLoadState('load');
    // The English changes since the translation's base: the rule page's changes, or the review queue.
    expect(page.url()).toMatch(/\/rules\/[^/]+\/\?from=[^#]+#changes$|\/review\//);
  });

  it('highlights aligned sentences on hover and on keyboard focus', async () => {
    const { page } = tab;
    await page.goto(at('/en/compare/?rule=707.10'));
    await page.locator('.col').first().waitFor();
    const cols = await page.locator('.col').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.lang));
    expect(cols).toEqual(expect.arrayContaining(['en', 'es', 'ru']));
    const first = page.locator('.col[data-lang="en"] .s[data-g]').first();
    await first.hover();
    expect(await page.locator('.col:not([data-lang="en"]) .s.hl').count()).toBeGreaterThan(0);
    await page.mouse.move(0, 0);
    expect(await page.locator('.s.hl').count()).toBe(0);
    const ru = page.locator('.col[data-lang="ru"] .s[data-g]').first();
    await ru.focus();
    expect(await page.locator('.col[data-lang="en"] .s.hl').count()).toBeGreaterThan(0);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.className ?? '');
    expect(focused).toContain('s');
    expect(await page.locator('.col[data-lang="en"] .s.hl').count()).toBeGreaterThan(0);
    // Choosing languages hides columns.
    await page.locator('fieldset.choose input[value="es"]').uncheck();
    expect(await page.locator('.col[data-lang="es"]').isHidden()).toBe(true);
    await page.goto(at('/en/compare/?rule=707.10&langs=en,ru'));
    await page.locator('.col').first().waitFor({ state: 'attached' });
    expect(await page.locator('.col[data-lang="es"]').isHidden()).toBe(true);
    expect(await page.locator('.col[data-lang="ru"]').isVisible()).toBe(true);
  });

  it("opens the version picker on the newest change, examples included (707.10's last revision adds one)", async () => {
    const { page } = tab;
    const revisions = graph.rules['707.10']!.revisions;
    // The last two revisions share their body: the newest only adds the Dawnglow Infusion example.
    expect(revisions.at(-1)!.text).toBe(revisions.at(-2)!.text);
    await page.goto(at('/en/rules/707.10/#changes'));
    await page.locator('#changes[data-ready="true"]').waitFor();
    expect(await page.inputValue('#pick-a')).toBe(String(revisions.length - 2));
    expect(await page.inputValue('#pick-b')).toBe(String(revisions.length - 1));
    const inserted = await page.locator('#pick-out ins').allTextContents();
    expect(inserted.join(' ')).toContain('Example: Dawnglow Infusion');
    // The example starts its own line, as in the revisions' own diffs.
    expect(await page.locator('#pick-out br').count()).toBeGreaterThan(0);
    // A history page's revisions are named by the page's title, never by its file id.
    const title = graph.sources.find((x) => x.format === 'rule-history')!.title;
    const options = await page.locator('#pick-a option').allTextContents();
    expect(options.at(-1)).toContain(`${title} #`);
    const shown = await page.locator('#changes').innerText();
    for (const s of graph.sources) expect(shown).not.toContain(s.id);
  });

  it('shows the history with a timeline, marked word diffs and a version picker', async () => {
    const { page } = tab;
    const id = Object.values(graph.rules).find((r) => r.revisions.length >= 2)!.id;
    await page.goto(at(`/en/rules/${id}/`));
    // The diffs come when the section is scrolled to: the page alone carries none.
    expect(await page.locator('#changes ins, #changes del').count()).toBe(0);
    await page.locator('#changes').scrollIntoViewIfNeeded();
    await page.locator('#changes[data-ready="true"]').waitFor();
    expect(await page.locator('svg.timeline').count()).toBe(1);
    const marks = await page.locator('.revs ins .mk, .revs del .mk').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((m) => /^\[[+−]|[+−]\]$/.test(m))).toBe(true);
    expect(await page.locator('.pick').isVisible()).toBe(true);
    const options = await page.locator('#pick-a option').count();
    expect(await page.locator('.timeline-fig figcaption').textContent()).toContain('unchanged');
    await page.selectOption('#pick-a', '0');
    await page.selectOption('#pick-b', String(options - 1));
    expect(await page.locator('#pick-out ins, #pick-out del').count()).toBeGreaterThan(0);
    // Each revision names its sources by title (a history page's revision: title #N), never by id;
    // a range of releases names its title once, with how many releases printed it.
    const rule = graph.rules[id]!;
    // The list reads newest first (history-in-site.ts): each revision found by its anchor.
    const legends = await Promise.all(
      rule.revisions.map((_, i) => page.locator(`.revs > li#v${i} > p.legend`).textContent()),
    );
    expect(await page.locator('.revs > li').count()).toBe(rule.revisions.length);
    rule.revisions.forEach((r, i) => {
      for (const s of r.sources) {
        const [sourceId, n] = s.split('#');
        const title = graph.sources.find((x) => x.id === sourceId)!.title;
        expect(legends[i]).toContain(n === undefined ? title : `${title} #${n}`);
        expect(legends[i]).not.toContain(sourceId);
      }
      const releases = r.sources.filter((s) => graph.sources.find((x) => x.id === s)?.format === 'cr').length;
      if (releases > 1) expect(legends[i]).toContain(`${releases} releases`);
    });
  });

  it('redirects an old number to its rule, keeping the anchor (no file per old number: 404.html)', async () => {
    const { page } = tab;
    expect(existsSync(path.join(dir, 'dist', 'en', 'rules', '706.10'))).toBe(false);
    await page.goto(at('/en/rules/706.10/'));
    await page.waitForURL('**/en/rules/707.10/');
    expect(await page.locator('h1').textContent()).toContain('707.10');
    // An old subrule number in a translation's interface: its rule's page, at the subrule.
    await page.goto(at('/ru/rules/706.10a/#x'));
    await page.waitForURL('**/ru/rules/707.10/#R70710a');
    await page.goto(at('/en/rules/706.10a/#x'));
    await page.waitForURL('**/en/rules/707.10a/#x');
    // An earlier release's history URL leads to the rule page's changes.
    await page.goto(at('/en/history/707.10/'));
    await page.waitForURL('**/en/rules/707.10/#changes');
  });

  it('lands on #R70710 in the one-page view', async () => {
    const { page } = tab;
    await page.goto(at('/en/all/#R70710'));
    const box = await page.locator('#R70710').boundingBox();
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('R70710');
    expect(box && box.y).toBeLessThan(200);
  });

  it("separates a section's rule numbers from their texts, and a source's title from its version", async () => {
    const { page } = tab;
    await page.goto(at('/en/rules/707/'));
    // a section's page: its rules in full, after an in-page contents of them
    const items = await page.locator('nav.in-page ol.toc > li').allTextContents();
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) expect(item.trim()).toMatch(/^707\.\d+[a-z]? \S/);
    await page.goto(at('/en/rules/707.10/'));
    expect(await page.locator('aside.meta').textContent()).not.toMatch(/\s,/);
    // The history link has its own heading: "in other languages" lists languages only.
    const changes = page.locator('aside.meta section', { has: page.locator('h2', { hasText: 'Changes' }) });
    expect(await changes.locator('a').getAttribute('href')).toBe('/en/rules/707.10/#changes');
    const languages = page.locator('aside.meta section', { has: page.locator('h2', { hasText: 'other languages' }) });
    expect(await languages.locator('a[href*="#changes"]').count()).toBe(0);
  });

  it('names the sources of a rule by title, linking an article to its page', async () => {
    const { page } = tab;
    const sources = [...new Set(graph.rules['707.10']!.renditions.filter((r) => r.lang === 'ru').map((r) => r.source))];
    // The excerpt and the article both quote 707.10 in Russian: one is shown, the other listed.
    expect(sources.length).toBeGreaterThanOrEqual(2);
    await page.goto(at('/ru/rules/707.10/'));
    const aside = page.locator('aside.meta');
    const text = (await aside.textContent()) ?? '';
    for (const id of sources) {
      const source = graph.sources.find((s) => s.id === id)!;
      expect(text).toContain(source.title);
      expect(text).not.toContain(id);
      const article = graph.articles.find((a) => a.source === id);
      if (article) {
        const link = aside.locator(`a[href="/ru/articles/${article.slug}/"]`);
        expect(await link.textContent()).toBe(source.title);
        expect(await link.getAttribute('lang')).toBe('ru');
      }
    }
    expect(graph.articles.some((a) => sources.includes(a.source))).toBe(true);
  });

  it('renders the review dashboards, glossary, cards and the article', async () => {
    const { page } = tab;
    await page.goto(at('/ru/review/'));
    expect(await page.locator('svg.chart').count()).toBe(1);
    expect(await page.locator('table tbody tr').count()).toBe(4);
    await page.goto(at('/en/review/'));
    expect(await page.locator('svg.chart').count()).toBeGreaterThanOrEqual(2);

    await page.goto(at('/es/glossary/'));
    expect(await page.locator('h1').textContent()).toBe('Glosario');

    await page.goto(at('/en/cards/'));
    expect(await page.locator('#card-fork').textContent()).toContain('Fork');
    expect(await page.locator('#card-fork + dd a[href="/en/rules/707.10/"]').count()).toBe(1);

    const slug = graph.articles[0]!.slug;
    await page.goto(at(`/ru/articles/${slug}/`));
    expect(await page.locator('blockquote.quote a.n[href="/ru/rules/707.2/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('ol.homework li').count()).toBe(graph.articles[0]!.homework.length);
    expect(await page.locator('.discusses a').count()).toBeGreaterThan(0);
  });

  it('switches the UI language and has landmarks and a skip link', async () => {
    const { page } = tab;
    await page.goto(at('/en/rules/707.10/'));
    await page.locator('nav.langs a[hreflang="ru"]').click();
    await page.waitForURL('**/ru/rules/707.10/');
    expect(await page.locator('a.skip').getAttribute('href')).toBe('#main');
    expect(await page.locator('main#main').count()).toBe(1);
    expect(await page.locator('header nav').count()).toBe(2);
    for (const lang of ['en', 'es', 'ru']) {
      await page.goto(at(`/${lang}/`));
      // the contents name each section, in a disclosure per chapter
      const link = page.locator(`ol.contents a[href="/${lang}/rules/707/"]`);
      expect(await link.count()).toBe(1);
      expect(await link.isVisible()).toBe(false);
      await page.locator('ol.contents > li[data-chapter="7"] > details > summary').click();
      expect(await link.isVisible()).toBe(true);
      expect((await link.textContent())!.trim()).toMatch(/^707\. \S/);
    }
    // A section's one page is its rule page: the former /sections/ URL leads there.
    await page.goto(at('/en/sections/707/'));
    await page.waitForURL('**/en/rules/707/');
    expect(await page.locator('.section-body #R70710').count()).toBe(1);
  });

  historyInSite(() => ({ url: server.url, browser, graph }));

  it('has no broken internal links or anchors (a crawl of dist/)', () => {
    const r = crawl(path.join(dir, 'dist'));
    console.info(`crawl: ${r.pages} pages, ${r.links} internal links`);
    // Every rule's page in three languages, at least (old numbers have no page: 404.html answers them).
    expect(r.pages).toBeGreaterThanOrEqual(3 * Object.keys(graph.rules).length);
    expect(r.broken, JSON.stringify(r.broken.slice(0, 10))).toEqual([]);
  });

  it('logged no console errors on any page', () => {
    expect(tab.errors).toEqual([]);
    // Only the old URLs visited on purpose were answered by 404.html (which then redirected).
    expect(tab.notFound.map((u) => u.slice(server.url.length)).sort()).toEqual(
      [
        '/en/history/707.10/',
        '/en/rules/706.10/',
        '/en/rules/706.10a/',
        '/en/sections/707/',
        '/es/rules/707.10a/',
        '/ru/rules/706.10a/',
      ].sort(),
    );
    expect(tab.dialogs).toEqual([]);
  });
});
