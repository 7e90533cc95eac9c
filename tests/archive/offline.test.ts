/**
 * Offline reading (issue #21), in Chromium on the full build of content/: after one visit, with the
 * network gone, 20 rules in force drawn with a fixed seed (printed), a section and a search open,
 * and each page's main content — heading, text with its examples and links, previous/next, the
 * release, the contents sidebar — is the online page's. In every interface language (the readers'
 * issue), after one visit: a rule and a section, the one-page view, the glossary, the newest
 * release's changes, search, a compare page and an old number work offline, and a page not kept
 * says it is not saved for offline reading. The precache stays within 10 MB gzip per language.
 */
import { UI_LANGS } from '../../src/lib/langs/index.js';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fullSite, type FullSite } from '../helpers/full-site.js';
import { describeArchive } from '../helpers/archive.js';
import { seeded } from '../helpers/random.js';
import { describeBrowser } from '../site/browser-suite.js';
import { launch, serve, type Served } from '../site/helpers.js';
import { precacheOf, precacheSize } from '../../src/lib/site/precache.js';
import { ROOT } from '../helpers/shared.js';
import { TRAMPLE } from '../helpers/reader-words.js';

const SEED = 20261202;

/** What a reader reads on a rule page, as text and links (the parts an offline page must have). */
async function mainOf(page: Page): Promise<Record<string, unknown>> {
  // The sidebar's chapters arrive from /{lang}/contents.json after load.
  await page.locator('nav.side ol.contents > li').nth(1).waitFor({ state: 'attached', timeout: 15_000 });
  return page.evaluate(() => {
    const text = (sel: string) => [...document.querySelectorAll(sel)].map((e) => (e as HTMLElement).innerText.trim());
    const hrefs = (sel: string) => [...document.querySelectorAll(sel)].map((e) => e.getAttribute('href'));
    return {
      title: text('h1'),
      crumbs: hrefs('nav.crumbs a'),
      text: text('article.rule-page .r'),
      links: hrefs('article.rule-page .r a'),
      toc: hrefs('article.rule-page .in-page a, article.rule-page section > ul.toc a'),
      pn: hrefs('nav.pn a'),
      release: text('footer .edition'),
      sidebar: hrefs('nav.side ol.contents a'),
      current: hrefs('nav.side a[aria-current="page"]'),
      examples: text('[data-scenario] h3'),
    };
  });
}

describeArchive('offline reading of the real site', () => {
  let site: FullSite;
  beforeAll(async () => {
    site = await fullSite();
  }, 900_000);

  it('keeps at most 10 MB (gzip) per language for offline reading', () => {
    // Every interface language's (the service worker's version is of all of them).
    const p = precacheOf(site.dist, UI_LANGS);
    const sw = readFileSync(path.join(site.dist, 'sw.js'), 'utf8');
    expect(sw).toContain(p.version);
    for (const lang of UI_LANGS) {
      const size = precacheSize(site.dist, p, lang);
      console.info(`offline ${lang}: ${size.files} files, ${(size.gzip / 1024 / 1024).toFixed(2)} MB gzip`);
      expect(size.gzip).toBeLessThanOrEqual(10 * 1024 * 1024);
      // the edition's data and search files are kept, never every page's HTML
      expect(p.langs[lang]).toContain(`/${lang}/offline/7.json`);
      expect(p.common.some((u) => u.startsWith(`/search/${lang}/`))).toBe(true);
      expect(p.langs[lang]!.filter((u) => u.includes('/rules/'))).toEqual([]);
    }
  });

  describeBrowser('in Chromium, with the network gone', () => {
    let server: Served;
    let browser: Browser;
    let online: BrowserContext;
    let reader: BrowserContext;
    beforeAll(async () => {
      server = await serve(site.dist);
      browser = await launch();
      // The reference: the built pages, without a service worker.
      online = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1400, height: 900 } });
      reader = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('after one visit, 20 random rules in force, a section and a search open offline as they read online', async () => {
      const api = JSON.parse(readFileSync(path.join(site.dist, 'api', 'graph.json'), 'utf8')) as {
        edition: { rules: string[] };
      };
      const rules = api.edition.rules.filter((id) => id.includes('.'));
      const random = seeded(SEED);
      const picked = new Set<string>();
      while (picked.size < 20) picked.add(rules[Math.floor(random() * rules.length)]!);
      const sections = api.edition.rules.filter((id) => /^\d{3}$/.test(id));
      const section = sections[Math.floor(random() * sections.length)]!;
      console.info(`offline: seed ${SEED}, rules ${[...picked].join(' ')}, section ${section}`);

      // One visit, online: the page asks the worker to keep English; the footer says when it has.
      const page = await reader.newPage();
      await page.goto(server.url + '/en/');
      await page.locator('#offline-status:not([hidden])').waitFor({ timeout: 120_000 });
      expect(await page.locator('#offline-status').textContent()).toBe('Available offline');

      const reference = await online.newPage();
      await reader.setOffline(true);
      try {
        const paths = [...[...picked].map((id) => `/en/rules/${id}/`), `/en/rules/${section}/`];
        // Spanish was never visited: its pages are not kept (and not claimed to be).
        for (const p of paths) {
          await reference.goto(server.url + p);
          const want = await mainOf(reference);
          await page.goto(server.url + p);
          expect(await page.locator('.offline-note').count(), p).toBe(1);
          expect(await mainOf(page), p).toEqual(want);
        }
        await expect
          .poll(() => page.locator('#offline-status').textContent(), { timeout: 10_000 })
          .toBe('Offline · Available offline');
        // A rule with runnable examples, never opened: its examples are there and run offline.
        await reference.goto(server.url + '/en/rules/707.10/');
        const want = await mainOf(reference);
        await page.goto(server.url + '/en/rules/707.10/');
        expect(await mainOf(page)).toEqual(want);
        expect((want.examples as string[]).length).toBeGreaterThan(2);
        const island = page.locator('[data-scenario="707.10-fork-emerald-charm"]');
        await island.locator('button[data-act="run"]').click();
        await island.locator('.sc-outcome h4').first().waitFor({ timeout: 30_000 });
        // Search: its files were kept with the edition.
        await page.goto(server.url + '/en/search/?q=trample');
        await page.locator('main li a').first().waitFor({ timeout: 30_000 });
        const results = await page
          .locator('main li a[href^="/en/rules/"]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(results.slice(0, 3)).toContain('/en/rules/702.19/');
      } finally {
        await reader.setOffline(false);
      }
    }, 600_000);

    it.each(UI_LANGS)(
      'in %s, after one visit: rules, a section, the one-page view, the glossary, search, compare, old numbers, the newest changes; a page not kept says so',
      async (lang) => {
        const words = JSON.parse(readFileSync(path.join(ROOT, 'src/lib/langs/strings', `${lang}.json`), 'utf8')) as {
          offline: Record<string, string>;
        };
        const page = await reader.newPage();
        await page.goto(server.url + `/${lang}/`);
        await page.locator('#offline-status:not([hidden])').waitFor({ timeout: 120_000 });
        await expect
          .poll(() => page.locator('#offline-status').textContent(), { timeout: 120_000 })
          .toBe(words.offline.ready);
        await reader.setOffline(true);
        try {
          const open = async (p: string) => {
            await page.goto(server.url + p);
            await page.waitForLoadState('load');
          };
          // A rule and a section never opened, put together from the kept data.
          for (const p of [`/${lang}/rules/702.19/`, `/${lang}/rules/702/`]) {
            await open(p);
            expect(await page.locator('h1').textContent(), p).toMatch(/702/);
            expect(await page.locator('.offline-note').count(), p).toBe(1);
          }
          // Kept as built: the one-page view, the glossary, the newest release's changes.
          for (const p of [`/${lang}/all/`, `/${lang}/glossary/`, `/${lang}/changes/`]) {
            await open(p);
            expect(await page.locator('main h1').count(), p).toBe(1);
            expect(await page.locator('main').textContent(), p).not.toContain(words.offline.notSaved);
          }
          const newest = await page.locator('main a[href*="/changes/"][href*=".."]').first().getAttribute('href');
          await open(newest!);
          expect(await page.locator('main').textContent(), newest!).not.toContain(words.offline.notSaved);
          // Search over the kept files.
          await open(`/${lang}/search/?q=${encodeURIComponent(TRAMPLE[lang]!)}`);
          await page.locator('main li a').first().waitFor({ timeout: 30_000 });
          const hits = await page
            .locator(`main li a[href^="/${lang}/rules/"]`)
            .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
          expect(
            hits.slice(0, 3).some((h) => h!.startsWith(`/${lang}/rules/702.19/`)),
            hits.join(' '),
          ).toBe(true);
          // Any rule's compare page, from the kept data.
          await open(`/${lang}/compare/?rule=702.19b`);
          await page.locator('.col').first().waitFor({ timeout: 15_000 });
          expect(await page.locator('.col').count()).toBeGreaterThanOrEqual(3);
          // An old number (702.19 was 502.9 until 2009) goes to its rule, offline too.
          await page.goto(server.url + `/${lang}/rules/502.9/`);
          await page.waitForURL(`**/${lang}/rules/702.19/**`, { timeout: 15_000 });
          // A page that was not kept: said so, with the way to what is.
          await open(`/${lang}/review/`);
          expect(await page.locator('h1').textContent()).toBe(words.offline.notSaved);
          expect(await page.locator('main').textContent()).not.toContain('404');
          expect(await page.locator(`main a[href="/${lang}/all/"]`).count()).toBe(1);
        } finally {
          await reader.setOffline(false);
          await page.close();
        }
      },
      600_000,
    );
  });
});
