/**
 * The site for content/ plus the 2025 Comprehensive Rules (about 3,300 rules × 3 languages):
 * build time, page weights against the budgets, and the main pages in Chromium.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { contentWith } from '../helpers/content.js';
import { describeCrFiles } from '../helpers/shared.js';
import { crawl } from './crawl.js';
import { JS_BUDGET, jsOnLoad, searchInSite } from './search-in-site.js';
import {
  buildSite,
  closeSite,
  haveChromium,
  openSite,
  scratchDir,
  type Served,
  siteGraph,
  type Tab,
} from './helpers.js';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

describeCrFiles('site from content/ + the 2025 CR', () => {
  let dir = '';
  let dist = '';
  let server: Served;
  let browser: Browser;
  let tab: Tab;
  const at = (p: string) => server.url + p;

  beforeAll(async () => {
    if (!haveChromium) throw new Error('/usr/bin/chromium is missing: apt-get install -y chromium');
    dir = scratchDir('site-cr-');
    const { file } = await siteGraph(contentWith(['2025-11-14']), dir);
    dist = path.join(dir, 'dist');
    const { ms, out } = await buildSite(file, dist);
    const pages = /(\d+) page\(s\) built/.exec(out)?.[1];
    console.info(`site for content/ + 2025 CR: ${pages} pages built in ${ms} ms`);
    ({ server, browser, tab } = await openSite(dist));
  }, 900_000);

  afterAll(async () => {
    await closeSite({ server, browser }, dir);
  });

  it('keeps pages within their budgets', async () => {
    const rule = ['en', 'es', 'ru'].map((l) => gz(path.join(dist, l, 'rules', '707.10', 'index.html')));
    const assets = readdirSync(path.join(dist, '_astro'));
    const css = assets.filter((f) => f.endsWith('.css')).reduce((n, f) => n + gz(path.join(dist, '_astro', f)), 0);
    const sample = ['100.1', '601.2', '702.19', '704.5'].map((id) =>
      gz(path.join(dist, 'en', 'rules', id, 'index.html')),
    );
    // The JS each page downloads on load (as Starlight counts its own; search is lazy, below).
    const js: string[] = [];
    for (const p of ['/en/rules/707.10/', '/ru/rules/707.10/', '/en/compare/?rule=707.10', '/en/']) {
      const { files, gzip } = await jsOnLoad({ dist, url: server.url, browser }, p);
      js.push(`${p} ${gzip} (${files.length} files)`);
      expect(gzip, p).toBeLessThanOrEqual(JS_BUDGET);
    }
    console.info(
      `gzip bytes: 707.10 en/es/ru ${rule.join('/')}, other rule pages ${sample.join('/')}, JS on load ${js.join(', ')}, CSS ${css}`,
    );
    for (const size of [...rule, ...sample]) expect(size).toBeLessThanOrEqual(7 * 1000);
    expect(css).toBeLessThanOrEqual(16.75 * 1024);
  });

  it('links "See rule 601" on 707.10 and lands on anchors of the one-page view', async () => {
    const { page } = tab;
    await page.goto(at('/en/rules/707.10/'));
    expect(await page.locator('#R70710').textContent()).toContain(
      'To copy a spell, activated ability, or triggered ability',
    );
    await page.locator('#R70710 a.ref', { hasText: '601' }).first().click();
    await page.waitForURL('**/en/rules/601/');
    expect(await page.locator('h1').textContent()).toContain('601');
    await page.goto(at('/en/all/#R70710'));
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('R70710');
    await page.goto(at('/en/all/#R702'));
    expect(await page.evaluate(() => document.querySelector(':target')?.textContent)).toContain('Keyword Abilities');
  });

  it('resolves the old number 706.10 and marks English-only rules in Russian', async () => {
    const { page } = tab;
    await page.goto(at('/en/rules/706.10/'));
    await page.waitForURL('**/en/rules/707.10/');
    await page.goto(at('/ru/rules/100.1/'));
    expect(await page.locator('.notice.untranslated').count()).toBe(1);
    expect(await page.locator('#R1001').getAttribute('lang')).toBe('en');
    await page.goto(at('/es/rules/707/'));
    expect(await page.locator('#R70710').getAttribute('lang')).toBe('es');
    expect(await page.locator('#R7071').getAttribute('lang')).toBe('en');
  });

  it('links glossary terms from rule text to the glossary', async () => {
    const { page } = tab;
    for (const id of ['707.10', '702.19', '601.2', '704.5', '100.1']) {
      await page.goto(at(`/en/rules/${id}/`));
      if ((await page.locator('a.term').count()) > 0) break;
    }
    const term = page.locator('a.term').first();
    const href = (await term.getAttribute('href'))!;
    expect(href).toMatch(/^\/en\/glossary\/#en-/);
    await term.click();
    await page.waitForURL((u) => u.hash === href.slice(href.indexOf('#')));
    expect(await page.evaluate(() => document.querySelector(':target')?.tagName)).toBe('DT');
  });

  // The search box, results page and payloads, on this build.
  searchInSite(() => ({ dist, url: server.url, browser }));

  it('names a history page’s revisions by where they sit between releases, never "#5"', async () => {
    const { page } = tab;
    await page.goto(at('/en/rules/707.10/'));
    await page.locator('#changes').scrollIntoViewIfNeeded();
    await page.locator('#changes[data-ready="true"]').waitFor();
    const headings = await page.locator('#changes .revs > li > h3').allTextContents();
    const placed = headings.filter((h) => !/^\d{4}-\d{2}-\d{2}/.test(h));
    expect(placed.length).toBeGreaterThan(0);
    for (const h of placed)
      expect(h).toMatch(
        /, (between \d{4}-\d{2}-\d{2} and \d{4}-\d{2}-\d{2}|after \d{4}-\d{2}-\d{2}|before \d{4}-\d{2}-\d{2})/,
      );
    expect(headings.join(' ')).not.toMatch(/#\d/);
  });

  it('has no broken internal links or anchors (a crawl of dist/)', () => {
    const r = crawl(dist);
    console.info(`crawl: ${r.pages} pages, ${r.links} internal links`);
    // Every page of the site was read: 8,842 when the compare pages became one per interface
    // (1,500 fewer files); a crawl of a site half built would read far fewer.
    expect(r.pages).toBeGreaterThan(8_000);
    expect(r.broken).toEqual([]);
  });

  it('logged no console errors', () => {
    expect(tab.errors).toEqual([]);
  });
});
