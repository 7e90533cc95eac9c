/**
 * A Markdown guide on the real site (content/ as shipped, built once per run): its rule references
 * (English and Russian phrasing) link their rules, and its embedded example runs in Chromium, the
 * same island rule pages use.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { fullSite, type FullSite } from '../helpers/full-site.js';
import { describeArchive } from '../helpers/archive.js';
import { describeBrowser, openedSite } from '../site/browser-suite.js';

describeArchive('Markdown guides on the real site', () => {
  let site: FullSite;
  beforeAll(async () => {
    site = await fullSite();
  }, 900_000);

  const page = (lang: string, slug: string) =>
    readFileSync(path.join(site.dist, lang, 'articles', slug, 'index.html'), 'utf8');

  it('links references in the guide’s phrasing, drops nothing of its text, and embeds three examples', () => {
    const en = page('en', 'en-guide-copy-effects');
    expect(en).toMatch(/\(rule <a href="\/en\/rules\/707\.2\/">707\.2<\/a>\)/);
    const ru = page('ru', 'ru-rukovodstvo-effekty-kopirovaniya');
    // A subrule in a translation's interface is on its rule's page (model/pages.ts).
    expect(ru).toMatch(/\(правило <a href="\/ru\/rules\/707\.10\/#R70710c">707\.10c<\/a>\)/);
    expect(ru).toMatch(/<strong>(<a [^>]+>)?копируемые значения(<\/a>)?<\/strong>/);
    for (const html of [en, ru]) expect(html.match(/data-scenario="/g)?.length).toBe(3);
    expect(page('es', 'es-guia-efectos-de-copia')).toMatch(/la regla <a href="\/es\/rules\/707\.2\/">707\.2<\/a>/);
  });

  it('links glossary terms of the guide’s language to their entries, each once (remark/glossary-terms.ts)', () => {
    const en = page('en', 'en-guide-copy-effects');
    const terms = [...en.matchAll(/<a href="\/en\/glossary\/#([^"]+)">([^<]+)<\/a>/g)];
    expect(terms.map((m) => m[2])).toContain('copiable values');
    expect(new Set(terms.map((m) => m[1])).size).toBe(terms.length);
    const glossary = readFileSync(path.join(site.dist, 'en', 'glossary', 'index.html'), 'utf8');
    for (const [, slug] of terms) expect(glossary, slug).toContain(`id="${slug}"`);
  });

  it('links a Russian or Spanish guide’s terms of several words, inflected, to the English entries (lexicon)', () => {
    const ru = page('ru', 'ru-rukovodstvo-effekty-kopirovaniya');
    const links = [...ru.matchAll(/<a href="\/ru\/glossary\/#([^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[2]} → ${m[1]}`);
    expect(links).toContain('копируемые значения → en-copiable-values');
    expect(links).toContain('дополнительные стоимости → en-additional-cost');
    // A single word found by its stem is no link: «состояние игры» is not the Status entry.
    expect(links.join('\n')).not.toMatch(/en-status/);
    expect(new Set(links.map((l) => l.split(' → ')[1])).size).toBe(links.length);
    const es = page('en', 'es-guia-efectos-de-copia');
    expect(es).toMatch(/<a href="\/en\/glossary\/#en-copiable-values">valores copiables<\/a>/);
    const glossary = readFileSync(path.join(site.dist, 'ru', 'glossary', 'index.html'), 'utf8');
    expect(glossary).toContain('id="en-copiable-values"');
  });

  describeBrowser('in Chromium', () => {
    const chromium = openedSite(() => site.dist);

    it('runs the Russian guide’s Fling example: the opponent takes 12', async () => {
      const { tab } = chromium;
      const p = tab.page;
      await p.goto(chromium.at('/ru/articles/ru-rukovodstvo-effekty-kopirovaniya/'));
      const fling = p.locator('[data-scenario="707.10-fling"]');
      await fling.scrollIntoViewIfNeeded();
      await fling.locator('button[data-act="run"]').click();
      await expect
        .poll(() => fling.locator('.sc-players [data-player="opponent"]').textContent())
        .toMatch(/(^|\D)8(\D|$)/);
      await p.locator('a[href="/ru/rules/707.10c/"]').first().click();
      await p.waitForURL('**/ru/rules/707.10c/');
      expect(tab.errors).toEqual([]);
    });
  });
});
