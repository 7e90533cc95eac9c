/**
 * The glossary's help on the real site (issue 41, item 5), on the full build of content/
 * (helpers/full-site.ts): the one-page view ends with every entry of the edition's glossary, each
 * anchored and leading to its entry (English and marked so in Spanish and Russian, which have no
 * glossary of their own); every term a rule page links has a short definition in its language's
 * /{lang}/glossary.json, a small file; the examples' game words in Russian are those the Russian
 * translation's rule titles give (702.9 Flying). Budgets of the pages it touches: archive/site.test.ts.
 */
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fullSite, type FullSite } from '../helpers/full-site.js';
import { describeArchive } from '../helpers/archive.js';
import { ROOT } from '../helpers/shared.js';
import { describeBrowser, openedSite } from '../site/browser-suite.js';

const LANGS = ['en', 'es', 'ru'] as const;

describeArchive("the glossary's help on the real site", () => {
  let site: FullSite;
  const read = (...p: string[]) => readFileSync(path.join(site.dist, ...p), 'utf8');
  beforeAll(async () => {
    site = await fullSite();
  }, 900_000);

  it("ends each one-page view with every entry of the edition's glossary, anchored, English marked where it is not the page's", () => {
    const glossary = JSON.parse(read('api', 'glossary.json')) as Array<{ term: string; lang: string }>;
    const english = new Set(glossary.filter((g) => g.lang === 'en').map((g) => g.term));
    for (const lang of LANGS) {
      const html = read(lang, 'all', 'index.html');
      const section = html.slice(html.indexOf('<section id="glossary"'));
      const items = [
        ...section.matchAll(/<li id="([^"]+)"><a class="term" href="\/(\w+)\/glossary\/#([^"]+)">([^<]*)<\/a><\/li>/g),
      ];
      const unescape = (s: string) =>
        s
          .replace(/&quot;|&#34;|&#x22;/g, '"')
          .replace(/&#39;|&#x27;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;|&#x26;/g, '&');
      expect(new Set(items.map((m) => unescape(m[4]!))), lang).toEqual(english);
      // Each leads to its own entry on the glossary page of the same language.
      const entries = read(lang, 'glossary', 'index.html');
      for (const [, id, to, slug] of items) {
        expect([to, slug], lang).toEqual([lang, id]);
        expect(entries, `${lang} #${id}`).toContain(`id="${id}"`);
      }
      // No Spanish or Russian glossary in the content: the English one, said to be English.
      expect(/<section id="glossary"[^]*?<div( lang="en")?>/.exec(section)?.[1], lang).toBe(
        lang === 'en' ? undefined : ' lang="en"',
      );
    }
  });

  it('gives every term a rule page links a short definition, in a small file per language', () => {
    const sizes: string[] = [];
    for (const lang of LANGS) {
      const raw = read(lang, 'glossary.json');
      const notes = (JSON.parse(raw) as { terms: Record<string, string[]> }).terms;
      const linked = new Set<string>();
      const rules = path.join(site.dist, lang, 'rules');
      for (const id of readdirSync(rules).filter((d) => /^70[0-9]/.test(d)))
        for (const m of readFileSync(path.join(rules, id, 'index.html'), 'utf8').matchAll(
          /href="\/\w+\/glossary\/#([^"]+)" class="term"/g,
        ))
          linked.add(decodeURIComponent(m[1]!));
      expect(linked.size, lang).toBeGreaterThan(50);
      for (const slug of linked) {
        const note = notes[slug];
        expect(note, `${lang} ${slug}`).toBeDefined();
        expect(note![1]!.length, `${lang} ${slug}`).toBeGreaterThan(0);
        expect(note![1]!.length, `${lang} ${slug}`).toBeLessThanOrEqual(161);
        // English definitions on the Spanish and Russian sites, said to be English.
        expect(note![2], `${lang} ${slug}`).toBe(lang === 'en' ? undefined : 'en');
      }
      const gz = gzipSync(raw, { level: 9 }).length;
      sizes.push(`${lang} ${Buffer.byteLength(raw)} B, ${gz} B gzip`);
      expect(gz, lang).toBeLessThanOrEqual(32 * 1024);
    }
    console.info(`/{lang}/glossary.json: ${sizes.join('; ')}`);
    // The Russian lexicon's word for an English term is beside it (content/lexicon.yaml: trample).
    const lexicon = parse(readFileSync(path.join(ROOT, 'content', 'lexicon.yaml'), 'utf8')) as Array<{
      id: string;
      ru?: string[];
    }>;
    const trample = lexicon.find((e) => e.id === 'trample')!.ru![0];
    expect(
      (JSON.parse(read('ru', 'glossary.json')) as { terms: Record<string, string[]> }).terms['en-trample'],
    ).toEqual([expect.any(String), expect.any(String), 'en', trample]);
  });

  describeBrowser('in Chromium', () => {
    const web = openedSite(() => site.dist);
    const notes = (lang: string) =>
      (JSON.parse(read(lang, 'glossary.json')) as { terms: Record<string, string[]> }).terms;
    const shown = async (page: Page, link: ReturnType<Page['locator']>) => {
      await link.hover();
      await expect.poll(() => page.locator('#term-tip').isVisible()).toBe(true);
      const slug = decodeURIComponent((await link.getAttribute('href'))!.split('#')[1]!);
      return { slug, text: (await page.locator('#term-tip').textContent()) ?? '' };
    };

    it("shows a rule's linked term's definition beside it, and a headword's on the one-page view", async () => {
      const { page } = web.tab;
      // The first rule of 702 whose page links a term.
      const rules = path.join(site.dist, 'en', 'rules');
      const id = readdirSync(rules)
        .filter((d) => d.startsWith('702.'))
        .sort()
        .find((d) => readFileSync(path.join(rules, d, 'index.html'), 'utf8').includes('class="term"'))!;
      await page.goto(web.at(`/en/rules/${id}/`));
      const first = await shown(page, page.locator('main a.term').first());
      expect(first.text).toContain(notes('en')[first.slug]![1]);
      await page.goto(web.at('/ru/all/#en-trample'));
      const trample = await shown(page, page.locator('#en-trample a'));
      const note = notes('ru')['en-trample']!;
      expect(trample.text).toContain(note[1]);
      expect(trample.text).toContain(note[3]);
      expect(await page.locator('#term-tip p[lang="en"]').count()).toBe(1);
      expect(web.tab.errors).toEqual([]);
    });
  });

  it("says the examples' keywords in Russian as the Russian translation titles their rules (702.9 Flying)", () => {
    const rule = JSON.parse(read('api', 'rules', '702.9.json')) as {
      renditions: Array<{ lang: string; title: string }>;
    };
    expect(rule.renditions.find((r) => r.lang === 'en')?.title).toBe('Flying');
    const title = rule.renditions.find((r) => r.lang === 'ru')!.title;
    const labels = JSON.parse(read('scenarios', 'labels', 'ru.json')) as { terms: Record<string, string> };
    expect(labels.terms['Flying']).toBe(title);
    expect(labels.terms['flying']).toBe(title.charAt(0).toLowerCase() + title.slice(1));
  });
});
