/**
 * Reading the real site (issue #21), in Chromium on the full build of content/: previous and next
 * rule in the edition's reading order, the contents sidebar and its shared file, a section's one
 * page, a rule's other texts, print, copy link and citation.
 */
import { hasOwnPage } from '../../src/lib/model/pages.js';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fullSite, type FullSite } from '../helpers/full-site.js';
import { describeArchive } from '../helpers/archive.js';
import { ROOT } from '../helpers/shared.js';
import { describeBrowser, openedSite } from '../site/browser-suite.js';

/** The newest official release's date, read from content/sources.yaml itself. */
function newestRelease(): string {
  const sources = parse(readFileSync(path.join(ROOT, 'content', 'sources.yaml'), 'utf8')) as Array<{
    format: string;
    lang: string;
    date?: string;
  }>;
  return sources
    .filter((s) => s.format === 'cr' && s.lang === 'en' && s.date)
    .map((s) => String(s.date))
    .sort()
    .at(-1)!;
}

describeArchive('reading the real site', () => {
  let site: FullSite;
  beforeAll(async () => {
    site = await fullSite();
  }, 900_000);

  describeBrowser('previous and next rule', () => {
    const web = openedSite(() => site.dist);

    it('a rule page links the rules before and after it in the edition, and the links lead there', async () => {
      const api = JSON.parse(readFileSync(path.join(site.dist, 'api', 'graph.json'), 'utf8')) as {
        edition: { rules: string[] };
      };
      // In a translation's interface a subrule is on its rule's page: the neighbours are pages.
      const all = api.edition.rules;
      const order = all.filter((id) => hasOwnPage('ru', id));
      const at = order.indexOf('707.10');
      const { page } = web.tab;
      await page.goto(web.at('/ru/rules/707.10/'));
      const nav = page.locator('nav.pn');
      expect(await nav.getAttribute('aria-label')).toBe('Предыдущее и следующее правило');
      expect(await nav.locator('a[rel=prev]').getAttribute('href')).toBe(`/ru/rules/${order[at - 1]}/`);
      await nav.locator('a[rel=next]').click();
      await page.waitForURL(`**/ru/rules/${order[at + 1]}/`);
      expect(await page.locator('h1 .n').textContent()).toBe(order[at + 1]);
      // The first rule has no previous one; the last, no next.
      await page.goto(web.at(`/en/rules/${all[0]}/`));
      expect(await page.locator('nav.pn a[rel=prev]').count()).toBe(0);
      await page.goto(web.at(`/en/rules/${all.at(-1)}/`));
      expect(await page.locator('nav.pn a[rel=next]').count()).toBe(0);
    });
  });

  describeBrowser('contents, sections, texts and print', () => {
    const web = openedSite(() => site.dist);
    const contents = () =>
      JSON.parse(readFileSync(path.join(site.dist, 'ru', 'contents.json'), 'utf8')) as {
        chapters: Array<{ id: string; sections: Array<{ id: string; href: string }> }>;
      };

    it('a rule page holds its own chapter in the sidebar and loads the others from the shared file', async () => {
      const page = await web.browser.newPage({ viewport: { width: 1400, height: 900 } });
      const fetched: string[] = [];
      page.on('response', (r) => fetched.push(new URL(r.url()).pathname));
      const html = readFileSync(path.join(site.dist, 'ru', 'rules', '707.10', 'index.html'), 'utf8');
      const side = html.slice(html.indexOf('<nav class="side"'));
      // In the HTML: chapter 7's sections only, 707 marked as the current one.
      const seven = contents().chapters.find((c) => c.id === '7')!;
      expect(side.match(/<li data-chapter=/g)).toHaveLength(1);
      for (const s of seven.sections) expect(side).toContain(`href="${s.href}"`);
      await page.goto(web.at('/ru/rules/707.10/'));
      const nav = page.locator('nav.side');
      expect(await nav.locator('a[aria-current="page"]').getAttribute('href')).toBe('/ru/rules/707/');
      // Wide screen: open beside the text, every chapter once the shared file is in.
      await expect.poll(() => nav.locator('ol.contents > li').count()).toBe(contents().chapters.length);
      expect(fetched).toContain('/ru/contents.json');
      expect(await nav.locator('details').first().getAttribute('open')).not.toBeNull();
      const links = await nav.locator('ol.contents a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(contents().chapters.flatMap((c) => c.sections.map((s) => s.href)));
      // A phone: closed, and the file is fetched only when the reader opens it.
      const phone = await web.browser.newPage({ viewport: { width: 390, height: 800 } });
      const asked: string[] = [];
      phone.on('request', (r) => asked.push(new URL(r.url()).pathname));
      await phone.goto(web.at('/ru/rules/707.10/'));
      await phone.waitForLoadState('networkidle');
      expect(await phone.locator('nav.side > details').getAttribute('open')).toBeNull();
      expect(asked).not.toContain('/ru/contents.json');
      await phone.locator('nav.side > details > summary').click();
      await expect.poll(() => phone.locator('nav.side ol.contents > li').count()).toBe(contents().chapters.length);
      await page.close();
      await phone.close();
    });

    it("a section's page is the whole section, with its contents, between the sections before and after it", async () => {
      const { page } = web.tab;
      await page.goto(web.at('/en/rules/702/'));
      expect(await page.locator('.section-body #R70219').count()).toBe(1);
      const toc = await page.locator('nav.in-page a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(toc).toContain('#R70219');
      for (const href of toc) expect(await page.locator(href!).count(), href!).toBe(1);
      expect(await page.locator('nav.in-page').textContent()).toContain('Trample');
      expect(await page.locator('nav.pn a[rel=prev]').getAttribute('href')).toBe('/en/rules/701/');
      expect(await page.locator('nav.pn a[rel=next]').getAttribute('href')).toBe('/en/rules/703/');
      // The former section URL leads to it (404.html).
      await page.goto(web.at('/en/sections/702/'));
      await page.waitForURL('**/en/rules/702/');
    });

    it("lists a rule's other texts once: the releases as one line leading to its Changes, other sources dated", async () => {
      const { page } = web.tab;
      await page.goto(web.at('/en/rules/707.10/'));
      const texts = page.locator('aside details.texts');
      expect(await texts.getAttribute('open')).toBeNull();
      await texts.locator('summary').click();
      const releases = texts.locator('a[href="#changes"]');
      expect(await releases.textContent()).toMatch(/^\d+ other official releases \(2003-03-15 – \d{4}-\d{2}-\d{2}\)/);
      const items = await texts.locator('li').allTextContents();
      expect(new Set(items).size).toBe(items.length);
      expect(await page.locator('aside').textContent()).toMatch(/Comprehensive Rules, text since \d{4}-\d{2}-\d{2}/);
    });

    it("keeps the changes timeline's labels readable on a phone (it scrolls sideways there)", async () => {
      const phone = await web.browser.newPage({ viewport: { width: 390, height: 800 } });
      await phone.goto(web.at('/en/rules/707.10/#changes'));
      const labels = phone.locator('#changes svg.timeline text');
      await labels.first().waitFor({ timeout: 30_000 });
      const heights = await labels.evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().height));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(10);
      const scroller = phone.locator('#changes .tl-scroll');
      expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
      expect(await scroller.getAttribute('tabindex')).toBe('0');
      await phone.close();
    });

    it('prints the text alone: no header, sidebar, aside or controls, the one-page view whole', async () => {
      const page = await web.browser.newPage({ viewport: { width: 1400, height: 900 } });
      await page.goto(web.at('/en/all/'));
      await page.emulateMedia({ media: 'print' });
      const shown = (sel: string) =>
        page
          .locator(sel)
          .first()
          .evaluate((e) => getComputedStyle(e).display !== 'none');
      expect(await shown('header.top')).toBe(false);
      expect(await shown('nav.side')).toBe(false);
      expect(
        await page
          .locator('.chunk')
          .first()
          .evaluate((e) => getComputedStyle(e).contentVisibility),
      ).toBe('visible');
      expect(await shown('#R70710')).toBe(true);
      await page.goto(web.at('/en/rules/707.10/'));
      await page.emulateMedia({ media: 'print' });
      expect(await shown('aside.meta')).toBe(false);
      expect(await shown('article.rule-page')).toBe(true);
      // The page's controls are for the screen: copy link and citation (added after load) print nothing.
      await page.locator('.cite button').first().waitFor({ state: 'attached' });
      expect(await shown('.cite')).toBe(false);
      expect(await page.locator('body').evaluate((e) => getComputedStyle(e).color)).toBe('rgb(0, 0, 0)');
      await page.close();
    });
  });

  describeBrowser('copy link and citation', () => {
    const web = openedSite(() => site.dist);

    it('copies "CR 707.10, effective <newest release>" and the page link, labelled in the page language', async () => {
      const { page } = web.tab;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(web.at('/en/rules/707.10/'));
      await page.locator('.cite-citation').click();
      await expect.poll(() => page.locator('.cite [role=status]').textContent()).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`CR 707.10, effective ${newestRelease()}`);
      await page.locator('.cite-link').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(web.at('/en/rules/707.10/'));
      await page.goto(web.at('/ru/rules/702.19/'));
      expect(await page.locator('.cite-citation').textContent()).toBe('Скопировать цитату');
      await page.locator('.cite-citation').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `CR 702.19, действует с ${newestRelease()}`,
      );
    });

    it('a retired rule offers its link, not a citation of an edition that does not have it', async () => {
      const { page } = web.tab;
      const api = JSON.parse(readFileSync(path.join(site.dist, 'api', 'graph.json'), 'utf8')) as {
        rules: Record<string, { inForce: boolean }>;
      };
      const retired = Object.keys(api.rules).find((id) => !api.rules[id]!.inForce && !id.includes('@'))!;
      expect(retired).toBeDefined();
      await page.goto(web.at(`/en/rules/${retired}/`));
      expect(await page.locator('.notice.retired').count()).toBe(1);
      // (the buttons come after the page, with their words)
      await page.locator('.cite-link').waitFor();
      expect(await page.locator('.cite-link').count()).toBe(1);
      expect(await page.locator('.cite-citation').count()).toBe(0);
    });
  });
});
