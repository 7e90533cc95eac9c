/**
 * Reading the real site (issue #21), in Chromium on the full build of content/: every rule page in
 * force offers "copy link" and "copy citation" ("CR 707.10, effective <the newest release>") in the
 * page's language; a retired rule's page, the link only.
 */
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
      expect(await page.locator('.cite-link').count()).toBe(1);
      expect(await page.locator('.cite-citation').count()).toBe(0);
    });
  });
});
