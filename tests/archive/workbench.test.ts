/**
 * The translator's workbench (issue #18) on the real site (content/ as shipped, built once per run):
 * the same counts as `rules review`; in Chromium, the Russian queue filtered to outdated rules of
 * section 707 leads to 707.10 with its Russian text and the sentences to rework highlighted; the
 * compare page pairs 707.10's last sentences in en/es/ru, and on a 390 px phone a tap highlights.
 */
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { fullSite, type FullSite } from '../helpers/full-site.js';
import { describeArchive } from '../helpers/archive.js';
import { ROOT } from '../helpers/shared.js';
import { watch } from '../site/helpers.js';
import { describeBrowser, openedSite } from '../site/browser-suite.js';
import type { ReviewItem } from '../../src/lib/model/schema.js';

describeArchive('the workbench on the real site', () => {
  let site: FullSite;
  beforeAll(async () => {
    site = await fullSite();
  }, 900_000);

  it('shows the counts rules review gives, per status and language', () => {
    for (const lang of ['ru', 'es']) {
      const out = execFileSync(
        process.execPath,
        [path.join(ROOT, 'bin/rules.mjs'), 'review', '--lang', lang, '--graph', site.graph, '--json'],
        {
          encoding: 'utf8',
          maxBuffer: 256 * 1024 * 1024,
        },
      );
      const items = (JSON.parse(out) as { items: ReviewItem[] }).items;
      const html = readFileSync(path.join(site.dist, lang, 'review', 'index.html'), 'utf8');
      const cells = [...html.matchAll(/<th scope="row">[^<]*<\/th><td>(\d+)<\/td>/g)].map((m) => Number(m[1]));
      const count = (s: string) => items.filter((i) => i.status === s).length;
      expect(cells, lang).toEqual(['needs-check', 'outdated', 'up-to-date', 'untranslated'].map(count));
      // No false alarm on rules that are only a heading (702.19 Trample, 701.3 Attach): every
      // "agrees with no English version" is on a translation with text.
      const api = (id: string) =>
        JSON.parse(readFileSync(path.join(site.dist, 'api', 'rules', `${id}.json`), 'utf8')) as {
          renditions: Array<{ source: string; text: string; examples: unknown[] }>;
        };
      for (const item of items.filter((i) => i.issues.some((x) => x.kind === 'no-base'))) {
        const r = api(item.id).renditions.find((x) => x.source === item.source)!;
        expect(r.text.trim() || r.examples.length, `${lang} ${item.id}`).toBeTruthy();
      }
      for (const id of ['702.19', '701.3'])
        if (lang === 'ru') expect(items.find((i) => i.id === id)?.issues, id).toEqual([]);
    }
  });

  it('keeps the queue page light: its rows are a JSON file, not the page', () => {
    const html = readFileSync(path.join(site.dist, 'ru', 'review', 'index.html'));
    expect(html.length).toBeLessThan(80_000);
    const data = JSON.parse(readFileSync(path.join(site.dist, 'api', 'review', 'ru.json'), 'utf8')) as {
      rows: Array<{ id: string; status: string }>;
      untranslated: Array<{ section: string; ids: string[] }>;
    };
    expect(data.rows.some((r) => r.id === '707.10' && r.status === 'outdated')).toBe(true);
    expect(data.untranslated.reduce((n, s) => n + s.ids.length, 0)).toBeGreaterThan(1000);
  });

  describeBrowser('in Chromium', () => {
    const chromium = openedSite(() => site.dist);
    const at = (p: string) => chromium.at(p);

    it('filters the Russian queue to outdated rules of 707 and opens 707.10: its Russian text, the sentences to rework, TM hits', async () => {
      const { page } = chromium.tab;
      await page.goto(at('/ru/review/'));
      await page.locator('#queue-filters[data-ready="1"]').waitFor({ state: 'attached' });
      await page.selectOption('select[name=status]', 'outdated');
      await page.selectOption('select[name=section]', '707');
      const links = page.locator('#queue-list li > a');
      await expect.poll(async () => (await links.allTextContents()).every((t) => t.startsWith('707.'))).toBe(true);
      expect(await links.allTextContents()).toContain('707.10');
      expect(page.url()).toMatch(/status=outdated&section=707/);
      await links
        .filter({ hasText: /^707\.10$/ })
        .first()
        .click();
      await page.waitForURL('**/ru/review/707.10/');
      const ru = page.locator('.work .panel[lang=ru]').first();
      expect(await ru.textContent()).toMatch(/Скопировать заклинание/);
      expect(await ru.locator('mark').count()).toBeGreaterThan(0);
      expect(await page.locator('.work .rev ins').count()).toBeGreaterThan(0);
      expect(await page.locator('a[href="/ru/compare/?rule=707.10"]').count()).toBeGreaterThan(0);
      expect(await page.locator('.memory dt').count()).toBeGreaterThan(0);
      expect(chromium.tab.errors).toEqual([]);
    });

    it('searches the queue by words and pages it', async () => {
      const { page } = chromium.tab;
      await page.goto(at('/ru/review/?q=копи'));
      await page.locator('#queue-filters[data-ready="1"]').waitFor({ state: 'attached' });
      const texts = await page.locator('#queue-list li > a').allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      expect(texts).toContain('707.10');
      await page.goto(at('/ru/review/'));
      await page.locator('#queue-filters[data-ready="1"]').waitFor({ state: 'attached' });
      const first = await page.locator('#queue-list li > a').allTextContents();
      await page.locator('#queue-pager button[data-step="1"]').click();
      const second = await page.locator('#queue-list li > a').allTextContents();
      expect(second.length).toBeGreaterThan(0);
      expect(second).not.toEqual(first);
      // Untranslated rules by section: a section opened lists its rules, and links its page.
      const section = page.locator('#untranslated details[data-section="702"]');
      const count = Number(/— (\d+)$/.exec((await section.locator('summary').textContent()) ?? '')?.[1]);
      await section.locator('summary').click();
      await expect.poll(() => section.locator('.ids a').count()).toBe(count);
      expect(await section.locator('a[href="/ru/rules/702/"]').count()).toBe(1);
      expect(chromium.tab.errors).toEqual([]);
    });

    it('pairs 707.10’s last sentences in en/es/ru on the compare page', async () => {
      const { page } = chromium.tab;
      await page.goto(at('/en/compare/?rule=707.10'));
      // Five columns, drawn in the page's words from the chapter's data.
      await expect
        .poll(() => page.locator('.col').evaluateAll((cols) => cols.map((c) => (c as HTMLElement).dataset.lang)))
        .toEqual(['en', 'es', 'ko', 'ru', 'zh']);
      expect(await page.locator('h1').textContent()).toBe('707.10 side by side');
      expect(await page.locator('.col[data-lang="ru"] .exl').first().textContent()).toBe('Example:');
      // The language switch keeps the rule.
      const ru = page.locator('nav.langs a[hreflang="ru"]');
      expect(await ru.evaluate((a) => (a as HTMLAnchorElement).pathname + (a as HTMLAnchorElement).search)).toBe(
        '/ru/compare/?rule=707.10',
      );
      const partners = async (text: RegExp, lang: string) => {
        await page.locator('.col[data-lang="en"] .s', { hasText: text }).first().hover();
        return (await page.locator(`.col[data-lang="${lang}"] .s.hl`).allTextContents()).join(' ');
      };
      expect(await partners(/^Because mana isn’t an object/, 'es')).toMatch(/Como el maná no es un objeto/);
      expect(await partners(/^When determining how much damage a copy of Fling deals/, 'ru')).toMatch(
        /^При определении/,
      );
    });

    it('on a 390 px phone, a tap highlights a sentence’s partners', async () => {
      const context = await chromium.browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      const seen = watch(page);
      // The older URL of the page (one per rule once) is sent to it by 404.html.
      await page.goto(at('/es/compare/707.10/'));
      await page.waitForURL((u) => u.pathname === '/es/compare/' && u.searchParams.get('rule') === '707.10');
      expect(seen.notFound).toEqual([at('/es/compare/707.10/')]);
      await page
        .locator('.col[data-lang="en"] .s', { hasText: /^Because mana isn’t an object/ })
        .first()
        .tap();
      expect(await page.locator('.col[data-lang="es"] .s.hl').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringMatching(/Como el maná no es un objeto/)]),
      );
      expect(seen.errors).toEqual([]);
      await context.close();
    });
  });
});
