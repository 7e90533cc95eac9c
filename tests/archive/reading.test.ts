/**
 * Reading the real site (issue #21), in Chromium on the full build of content/: previous and next
 * rule in the edition's reading order.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { fullSite, type FullSite } from '../helpers/full-site.js';
import { describeArchive } from '../helpers/archive.js';
import { ROOT } from '../helpers/shared.js';
import { describeBrowser, openedSite } from '../site/browser-suite.js';

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
      const order = api.edition.rules;
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
      await page.goto(web.at(`/en/rules/${order[0]}/`));
      expect(await page.locator('nav.pn a[rel=prev]').count()).toBe(0);
      await page.goto(web.at(`/en/rules/${order.at(-1)}/`));
      expect(await page.locator('nav.pn a[rel=next]').count()).toBe(0);
    });
  });
});
