/**
 * Search in a built site (issue #6), registered into a site test that already built one, so that
 * no test builds the site again: the JS a page loads (eager, and after typing a query), the
 * search files a first query fetches (in parts; the comparison with Pagefind is `npm run bench`'s), and the box and results page
 * in Chromium in each UI language. Not a test file by itself: call `searchInSite` inside a
 * describe whose beforeAll built and served the site (tests/site/shared-cr.test.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openTab, type Tab } from './helpers.js';
import { filesUnder } from '../helpers/files.js';

export interface BuiltSite {
  /** The dist folder. */
  dist: string;
  /** The served site's origin. */
  url: string;
  browser: Browser;
}

export const KB = 1024;
/** Astro Starlight's own JS budget (issue #8), for what a page loads and for search's engine. */
export const JS_BUDGET = 27 * KB;

const gzCache = new Map<string, number>();
/** Gzip size (level 9) of the dist file a URL path names. */
export function gzipOf(dist: string, urlPath: string): number {
  const file = path.join(dist, decodeURIComponent(urlPath));
  let n = gzCache.get(file);
  if (n === undefined) gzCache.set(file, (n = gzipSync(readFileSync(file), { level: 9 }).length));
  return n;
}

/** Paths of the same-origin JS files a page requests (collected from now on). */
export function recordRequests(page: Page, origin: string): { js: Set<string>; all: string[] } {
  const out = { js: new Set<string>(), all: [] as string[] };
  page.on('request', (r) => {
    const u = new URL(r.url());
    out.all.push(u.pathname + u.search);
    if (u.origin === origin && u.pathname.endsWith('.js')) out.js.add(u.pathname);
  });
  return out;
}

/**
 * The JS a page downloads on load, in a fresh browser context (empty cache), once the network is
 * idle: the files' paths and their total gzip size in dist.
 */
export async function jsOnLoad(site: BuiltSite, urlPath: string): Promise<{ files: string[]; gzip: number }> {
  const context = await site.browser.newContext();
  try {
    const page = await context.newPage();
    const seen = recordRequests(page, site.url);
    await page.goto(site.url + urlPath, { waitUntil: 'networkidle' });
    const files = [...seen.js].sort();
    return { files, gzip: files.reduce((n, f) => n + gzipOf(site.dist, f), 0) };
  } finally {
    await context.close();
  }
}

const BOX = '.top [data-rules-search]';
const PAGE_BOX = 'main [data-rules-search]';

/** Types a query key by key (or fills it at once: one input event) and waits for its answer. */
async function typeQuery(page: Page, query: string, root = BOX, at = 'keys' as 'keys' | 'once'): Promise<void> {
  const input = `${root} input`;
  await page.fill(input, '');
  if (at === 'once') await page.fill(input, query);
  else await page.type(input, query);
  await page.waitForFunction(
    ([r, q]) => {
      const box = document.querySelector(r!)!;
      const items = box.querySelectorAll('[role=option]').length;
      const status = box.querySelector('.rules-search__status')?.textContent ?? '';
      return (
        (box.querySelector('input') as HTMLInputElement).value === q &&
        box.querySelector<HTMLElement>('.rules-search__list')?.dataset.query === q &&
        (items > 0 || (status !== '' && !/…$/.test(status)))
      );
    },
    [root, query],
  );
}

const resultIds = (page: Page, root = BOX) =>
  page.$$eval(`${root} [role=option]`, (els) => els.map((e) => (e as HTMLElement).dataset.id!));
const marksOf = (page: Page, i: number, root = BOX) =>
  page.$$eval(`${root} [role=none]:nth-child(${i + 1}) mark`, (els) => els.map((e) => e.textContent!));

/** A query per UI language for the payload test (any that lists results). */
const PAYLOAD_QUERY: Record<string, string> = { en: 'copy spell', es: 'hechizos', ru: 'копия заклинания' };

export function searchInSite(site: () => BuiltSite): void {
  const tabs: Tab[] = [];
  const tab = async () => {
    const t = await openTab(site().browser);
    tabs.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of tabs) await t.page.context().close();
  });

  it("search: pages load only the box's stub; the box, engine, stemmers and the query's index parts come on first use", async () => {
    const { dist, url } = site();
    const all = filesUnder(path.join(dist, 'search')).length;
    const report: string[] = [];
    for (const lang of ['en', 'es', 'ru']) {
      const { page, errors } = await tab();
      const seen = recordRequests(page, url);
      await page.goto(`${url}/${lang}/rules/707.10/`, { waitUntil: 'networkidle' });
      const eager = new Set(seen.js);
      expect(
        seen.all.filter((p) => p.startsWith('/search/')),
        'no index before use',
      ).toEqual([]);
      await page.keyboard.press('/');
      expect(await page.evaluate((s) => document.activeElement === document.querySelector(`${s} input`), BOX)).toBe(
        true,
      );
      await typeQuery(page, PAYLOAD_QUERY[lang]!);
      await page.waitForLoadState('networkidle');
      expect((await resultIds(page)).length, lang).toBeGreaterThan(0);
      const lazyJs = [...seen.js].filter((f) => !eager.has(f));
      // The page loads only the box's stub (in Base.astro's script); the box itself (ui.ts) comes with first use.
      expect(
        lazyJs.filter((f) => /\/ui\.[\w-]+\.js$/.test(f)),
        `${lang}: the box on first use`,
      ).toHaveLength(1);
      const indexFiles = seen.all
        .filter((p) => p.startsWith('/search/'))
        .map((p) => p.replace(/\?.*/, ''))
        .filter((p, i, all) => all.indexOf(p) === i);
      expect(indexFiles).toContain('/search/meta.json');
      expect(indexFiles).toContain(`/search/${lang}/meta.json`);
      // In parts: the query's shards and its results' chunks, not the index.
      expect(indexFiles.length, `${lang}: files fetched of ${all}`).toBeLessThan(all / 4);
      const js = lazyJs.reduce((n, f) => n + gzipOf(dist, f), 0);
      const index = indexFiles.reduce((n, f) => n + gzipOf(dist, f), 0);
      report.push(
        `${lang}: lazy JS ${lazyJs.length} files ${(js / KB).toFixed(1)} kB + index ${indexFiles.length} of ${all} ` +
          `files ${(index / KB).toFixed(1)} kB gzip`,
      );
      expect(js, `${lang}: lazy engine JS`).toBeLessThanOrEqual(JS_BUDGET);
      expect(errors).toEqual([]);
    }
    console.info(`search, first query (gzip): ${report.join('; ')}`);
  }, 300_000);

  it('search: finds words in each UI language, rule numbers and old numbers', async () => {
    const { url } = site();
    const { page, errors } = await tab();

    await page.goto(`${url}/en/`);
    await typeQuery(page, 'copy spell');
    expect((await resultIds(page))[0]).toBe('707.10');
    expect((await marksOf(page, 0)).map((m) => m.toLowerCase())).toEqual(expect.arrayContaining(['copy', 'spell']));
    await typeQuery(page, 'Emerald Charm');
    expect((await resultIds(page))[0]).toBe('707.10');
    expect(await marksOf(page, 0)).toContain('Emerald Charm');
    await typeQuery(page, 'копия заклинания');
    expect((await resultIds(page))[0]).toBe('707.10');

    await page.goto(`${url}/es/`);
    // An English-only section found by its Spanish name, as if it were written in Spanish.
    await typeQuery(page, 'hechizos');
    expect((await resultIds(page)).slice(0, 3)).toContain('112');
    await typeQuery(page, 'hechizo copiado');
    expect((await resultIds(page)).slice(0, 3)).toContain('707.10');
    const at = (await resultIds(page)).indexOf('707.10');
    expect((await marksOf(page, at)).map((m) => m.toLowerCase())).toContain('hechizo');

    await page.goto(`${url}/ru/`);
    await typeQuery(page, 'копия заклинания');
    expect((await resultIds(page))[0]).toBe('707.10');
    await typeQuery(page, 'ударом');
    const trample = await resultIds(page);
    expect(trample.length).toBeGreaterThan(0);
    expect(
      trample.some((id) => id.startsWith('502.9') || id.startsWith('702.19')),
      trample.join(' '),
    ).toBe(true);
    // Titles match first (Пробивной удар, Двойной удар…), texts with «ударом» marked below them.
    expect(await page.$$eval(`${BOX} mark`, (els) => els.some((e) => /^удар/i.test(e.textContent!)))).toBe(true);

    for (const lang of ['en', 'es', 'ru']) {
      await page.goto(`${url}/${lang}/`);
      await typeQuery(page, '707.10');
      expect((await resultIds(page)).slice(0, 2), lang).toEqual(['707.10', '707.10a']);
      await typeQuery(page, '706.10');
      expect((await resultIds(page))[0], lang).toBe('707.10');
      expect(await page.textContent(`${BOX} [role=option] .rules-search__note`), lang).toContain('706.10');
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/${lang}/rules/707.10/`);
    }
    expect(errors).toEqual([]);
  }, 120_000);

  it('search: "/" focuses the box, arrows and Enter open a result; Enter on words opens the results page', async () => {
    const { url } = site();
    const { page, errors } = await tab();
    await page.goto(`${url}/ru/rules/707.10/`);
    await page.keyboard.press('/');
    expect(await page.evaluate((s) => document.activeElement === document.querySelector(`${s} input`), BOX)).toBe(true);
    await typeQuery(page, 'заклинание');
    const found = await resultIds(page);
    expect(found.length).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    expect(await page.$eval(`${BOX} [aria-selected=true]`, (e) => (e as HTMLElement).dataset.id)).toBe(found[1]);
    expect(await page.getAttribute(`${BOX} input`, 'aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Escape');
    expect(await resultIds(page)).toEqual([]);

    await typeQuery(page, 'заклинание');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/ru/rules/${found[1]}/`);

    await typeQuery(page, 'заклинание');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/ru/search/' && u.searchParams.get('q') === 'заклинание');
    await page.waitForSelector(`${PAGE_BOX} [role=option]`);
    const listed = await resultIds(page, PAGE_BOX);
    expect(listed.slice(0, found.length)).toEqual(found);
    expect(listed.length).toBeGreaterThan(found.length);
    expect(await page.inputValue(`${PAGE_BOX} input`)).toBe('заклинание');
    expect(await page.textContent(`${PAGE_BOX} .rules-search__status`)).toMatch(/\d/);
    await typeQuery(page, 'Emerald Charm', PAGE_BOX);
    expect(new URL(page.url()).searchParams.get('q')).toBe('Emerald Charm');
    expect((await resultIds(page, PAGE_BOX))[0]).toBe('707.10');
    expect(errors).toEqual([]);
  }, 120_000);

  it('search: the results page says how many rules match, and "Show more" lists the next 50', async () => {
    const { url } = site();
    const { page, errors } = await tab();
    const status = () => page.textContent(`${PAGE_BOX} .rules-search__status`);
    const more = page.locator(`${PAGE_BOX} button.rules-search__more`);
    await page.goto(`${url}/en/search/?q=copy`);
    await page.waitForSelector(`${PAGE_BOX} [role=option]`);
    const first = await resultIds(page, PAGE_BOX);
    expect(first).toHaveLength(50);
    const total = Number(/^50 of (\d+) rules$/.exec((await status()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(50);
    expect(await more.textContent()).toBe('Show more results');
    let shown = first;
    while (await more.isVisible()) {
      await more.click();
      await page.waitForFunction(([r, n]) => document.querySelectorAll(`${r} [role=option]`).length > Number(n), [
        PAGE_BOX,
        shown.length,
      ] as const);
      const next = await resultIds(page, PAGE_BOX);
      // The next page comes after the same first ones, in the same order.
      expect(next.slice(0, shown.length)).toEqual(shown);
      expect(next.length).toBe(Math.min(total, shown.length + 50));
      shown = next;
    }
    expect(shown).toHaveLength(total);
    expect(new Set(shown).size).toBe(total);
    expect(await status()).toBe(`${total} rules`);
    // A new query starts again at 50.
    await typeQuery(page, 'copy spell', PAGE_BOX);
    expect((await resultIds(page, PAGE_BOX)).length).toBeLessThanOrEqual(50);
    await page.goto(`${url}/ru/search/?q=${encodeURIComponent('правило')}`);
    await page.waitForSelector(`${PAGE_BOX} [role=option]`);
    expect(await status()).toMatch(/^Найдено \d+ правил[оа]?, показаны первые 50$/);
    expect(await more.textContent()).toBe('Показать ещё');
    expect(errors).toEqual([]);
  }, 120_000);

  it('search: a rule found through a glossary term its snippet does not show names that term', async () => {
    const { url } = site();
    const { page, errors } = await tab();
    await page.goto(`${url}/en/search/?q=copiable`);
    await page.waitForSelector(`${PAGE_BOX} [role=option]`);
    const item = page.locator(`${PAGE_BOX} [role=option][data-id="613.2"]`);
    expect(await item.locator('.rules-search__note').textContent()).toBe('glossary: Copiable Values');
    expect(await item.locator('mark').count()).toBe(0);
    // A rule whose snippet marks the word carries no note.
    const marked = page.locator(`${PAGE_BOX} [role=option][data-id="707.2"]`);
    expect(await marked.locator('mark').count()).toBeGreaterThan(0);
    expect(await marked.locator('.rules-search__note').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it('search: the placeholder fits a 390 px phone in every language; "/" is announced, not printed', async () => {
    const { url } = site();
    const { page } = await tab();
    await page.setViewportSize({ width: 390, height: 844 });
    for (const lang of ['en', 'es', 'ru']) {
      await page.goto(`${url}/${lang}/rules/707.10/`);
      const box = await page.$eval(`${BOX} input`, (input) => {
        const i = input as HTMLInputElement;
        const style = getComputedStyle(i);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = style.font;
        return {
          text: ctx.measureText(i.placeholder).width,
          room: i.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          placeholder: i.placeholder,
          shortcut: i.getAttribute('aria-keyshortcuts'),
          title: i.title,
        };
      });
      expect(box.text, `${lang}: "${box.placeholder}"`).toBeLessThanOrEqual(box.room);
      expect(box.placeholder).not.toContain('/');
      expect(box.shortcut).toBe('/');
      expect(box.title).toContain('/');
    }
  }, 60_000);

  it('search: each part fetched once; queries asked before answer with no network; no console errors', async () => {
    const { url } = site();
    const { page, errors } = await tab();
    await page.goto(`${url}/en/rules/707.10/`);
    const queries = [
      'trample',
      'copy spell',
      'Emerald Charm',
      'hechizos',
      'копия заклинания',
      'ударом',
      '707.10',
      '706.10',
    ];
    const first: string[][] = [];
    const seen = recordRequests(page, url);
    for (const q of queries) {
      await typeQuery(page, q);
      first.push(await resultIds(page));
    }
    await page.waitForLoadState('networkidle');
    const fetched = seen.all.filter((p) => p.startsWith('/search/'));
    expect(new Set(fetched).size, 'each file once').toBe(fetched.length);
    seen.all.length = 0;
    // The same queries again (each at once: a keystroke's prefix may need parts a faster typist's skipped).
    for (const [k, q] of queries.entries()) {
      await typeQuery(page, q, BOX, 'once');
      expect(await resultIds(page), q).toEqual(first[k]);
    }
    expect(seen.all).toEqual([]);
    expect(errors).toEqual([]);
    expect(existsSync(path.join(site().dist, 'search', 'en', 'meta.json'))).toBe(true);
  }, 120_000);
}
