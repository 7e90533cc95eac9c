/**
 * Chinese and Korean readers on the real site (the run's one full build of content/, with the whole
 * Chinese and Korean translations): their rule pages in their language and within the page budget,
 * Han and Hangul drawn with a system CJK font (Chromium's own account of the fonts it used), a
 * subrule read on its rule's page, the queue's rows leading to item pages or rules, the search
 * box answering a Chinese and a Korean word; and in every interface language (the readers' issue),
 * every kind of page fitting a 390 px phone with no serious axe-core violation.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fullSite, type FullSite } from '../helpers/full-site.js';
import { describeArchive } from '../helpers/archive.js';
import { describeBrowser, openedSite } from '../site/browser-suite.js';
import { axeAudit } from '../site/axe.js';
import { SOURCE_LANG, UI_LANGS } from '../../src/lib/langs/index.js';
import { TRAMPLE } from '../helpers/reader-words.js';

/** The words each translation uses for copying (707.10 is about copying spells and abilities). */
const COPY: Record<string, string> = { zh: '复制', ko: '복사' };

describeArchive('Chinese and Korean readers', () => {
  let site: FullSite;
  beforeAll(async () => {
    site = await fullSite();
  }, 1_800_000);

  it('have a page per rule and section, subrules on their rule pages, each rule page within 7 kB of HTML gzip', () => {
    for (const lang of Object.keys(COPY)) {
      const file = path.join(site.dist, lang, 'rules', '707.10', 'index.html');
      const html = readFileSync(file, 'utf8');
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(COPY[lang]);
      expect(gzipSync(readFileSync(file), { level: 9 }).length, lang).toBeLessThanOrEqual(7 * 1000);
      expect(existsSync(path.join(site.dist, lang, 'rules', '707.10a'))).toBe(false);
      expect(existsSync(path.join(site.dist, lang, 'rules', '702', 'index.html'))).toBe(true);
    }
  });

  it('have a glossary: the Chinese in Chinese, the Korean saying its translation leaves it out', () => {
    const zh = readFileSync(path.join(site.dist, 'zh', 'glossary', 'index.html'), 'utf8');
    // Abandon is 撤废 in the Chinese glossary (and in its translators' term list).
    expect(zh).toContain('撤废');
    const ko = readFileSync(path.join(site.dist, 'ko', 'glossary', 'index.html'), 'utf8');
    expect(ko).toContain('용어사전이 빠져');
    expect(zh).not.toContain('용어사전이 빠져');
  });

  describeBrowser('in Chromium', () => {
    const web = openedSite(() => site.dist);

    /** The families Chromium drew an element's text with, and how many glyphs each drew. */
    async function fontsOf(page: Page, selector: string): Promise<Array<{ familyName: string; glyphCount: number }>> {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      await cdp.detach();
      return fonts;
    }

    it.each(Object.keys(COPY))('read 707.10 in %s, its letters drawn with a CJK font of the system', async (lang) => {
      const { page } = web.tab;
      await page.goto(web.at(`/${lang}/rules/707.10/`));
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('#R70710').getAttribute('lang')).toBe(lang);
      expect(await page.locator('#R70710').textContent()).toContain(COPY[lang]);
      const fonts = await fontsOf(page, '#R70710 p');
      const cjk = fonts.filter((f) => /CJK|Han|Hei|Gothic|PingFang|YaHei|Malgun/i.test(f.familyName));
      expect(
        cjk.reduce((n, f) => n + f.glyphCount, 0),
        JSON.stringify(fonts),
      ).toBeGreaterThan(20);
    });

    it.each(Object.keys(COPY))('goes from a subrule number in %s to its place on its rule page', async (lang) => {
      const { page } = web.tab;
      await page.goto(web.at(`/${lang}/rules/707.10a/`));
      await page.waitForURL(`**/${lang}/rules/707.10/#R70710a`);
      expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('R70710a');
    });

    it('leads each Korean queue row to its item page (work) or to the rule (up to date)', async () => {
      const { page } = web.tab;
      await page.goto(web.at('/ko/review/'));
      const rows = page.locator('#queue-list li a');
      await rows.first().waitFor();
      const hrefs = await rows.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        const file = href.replace(/#.*/, '');
        expect(existsSync(path.join(site.dist, file, 'index.html')), href).toBe(true);
      }
    });

    it.each(UI_LANGS)(
      'in %s, on a 390 px phone, every kind of page fits its width and axe finds nothing serious',
      async (lang) => {
        // axe is injected as a script: the site's CSP is bypassed for it.
        const context = await web.browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        // A translation's queue and one of its items, where it has work (English, the source, has
        // no queue; the Spanish translation is up to date: no row).
        const item = await (async () => {
          if (lang === SOURCE_LANG) return undefined;
          await page.goto(web.at(`/${lang}/review/`));
          // (An empty queue has no filters to make ready.)
          if (!(await page.locator('#queue-filters').count())) return undefined;
          await page.locator('#queue-filters[data-ready="1"]').waitFor({ state: 'attached' });
          const row = page.locator(`#queue-list li a[href^="/${lang}/review/"]`).first();
          return (await row.count()) ? ((await row.getAttribute('href')) ?? undefined) : undefined;
        })();
        if (lang === 'ru' || lang === 'zh' || lang === 'ko') expect(item, lang).toBeDefined();
        const pages = [
          `/${lang}/`,
          `/${lang}/rules/707.10/`,
          `/${lang}/rules/702/`,
          `/${lang}/rules/707.10/#changes`,
          `/${lang}/all/`,
          `/${lang}/compare/?rule=707.10`,
          `/${lang}/glossary/`,
          `/${lang}/changes/`,
          `/${lang}/review/`,
          ...(item ? [item] : []),
          `/${lang}/search/?q=${encodeURIComponent(TRAMPLE[lang]!)}`,
          `/${lang}/cards/`,
          `/${lang}/examples/`,
        ];
        const problems: string[] = [];
        for (const p of pages) {
          await page.goto(web.at(p));
          await page.waitForLoadState('load');
          if (p.includes('/compare/')) await page.locator('.col').first().waitFor();
          if (p.includes('/search/')) await page.locator('main li a').first().waitFor();
          // Nothing wider than the phone (a long word or table scrolls inside its own box).
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 1) problems.push(`${p}: ${overflow} px wider than the screen`);
          problems.push(...(await axeAudit(page, p)));
        }
        await context.close();
        expect(problems).toEqual([]);
      },
      600_000,
    );

    it.each((['zh', 'ko'] as const).map((lang) => [lang, TRAMPLE[lang]!, '702.19']))(
      'finds a %s word in the search box (%s → %s)',
      async (lang, word, id) => {
        const { page } = web.tab;
        await page.goto(web.at(`/${lang}/`));
        const input = page.locator('.top [data-rules-search] input');
        await input.fill(word);
        const first = page.locator('.top [data-rules-search] .rules-search__item a').first();
        await first.waitFor();
        expect(await first.getAttribute('href')).toBe(`/${lang}/rules/${id}/`);
        expect(web.tab.errors).toEqual([]);
      },
    );
  });
});
