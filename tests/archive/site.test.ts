/**
 * The knowledge base built from content/ as shipped — every official release — once per test run
 * (helpers/full-site.ts): what `rules stats` reports, the deploy limits of dist/ (GitHub Pages,
 * Cloudflare Pages), the page-weight budgets, and the real site in Chromium. Speed is `npm run
 * bench`'s to measure, not asserted here.
 */
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fullSite, type FullSite } from '../helpers/full-site.js';
import { filesUnder } from '../helpers/files.js';
import { archiveReleases, describeArchive } from '../helpers/archive.js';
import { ROOT } from '../helpers/shared.js';
import { openSite, type Served, type Tab } from '../site/helpers.js';
import { describeBrowser } from '../site/browser-suite.js';

const MiB = 1024 * 1024;

const files = filesUnder;

describeArchive('the knowledge base of every official release', () => {
  let site: FullSite;
  beforeAll(async () => {
    site = await fullSite();
    console.info(`full content: ingest ${site.ingestMs} ms, site build ${site.buildMs} ms`);
  }, 900_000);

  it('rules stats lists every release, and each warning as a vfile message (file, line, column, rule id, source)', () => {
    const out = execFileSync(
      process.execPath,
      [path.join(ROOT, 'bin/rules.mjs'), 'stats', '--graph', site.graph, '--json'],
      {
        encoding: 'utf8',
        maxBuffer: 64 * MiB,
      },
    );
    const stats = JSON.parse(out) as {
      sources: Array<{ id: string; lang: string; format: string; date: string | null }>;
      warnings: Array<{
        file: string;
        line: number;
        column?: number;
        reason: string;
        ruleId?: string;
        source?: string;
      }>;
    };
    // The official releases (the whole translations are cr files of their languages, dated as the release each translates).
    const releases = stats.sources.filter((s) => s.format === 'cr' && s.lang === 'en');
    expect(releases.length).toBeGreaterThanOrEqual(95);
    expect(new Set(releases.map((s) => s.date)).size).toBe(releases.length);
    const indented = stats.warnings.filter((w) => w.ruleId === 'rules:indented-rule-line');
    // Four in 2009-07-11 (one of the releases that joined later), three in 2009-09-04 and 2009-10-01.
    expect(indented.length).toBe(11);
    for (const w of indented) {
      expect(w).toMatchObject({ column: 2, source: expect.stringMatching(/^en-cr-2009-(07-11|09-04|10-01)$/) });
      expect(w.file).toMatch(/cr-2009-(07-11|09-04|10-01)\.txt$/);
    }
    expect(stats.warnings.find((w) => w.ruleId === 'rules:truncated')).toMatchObject({
      source: 'en-cr-2013-02-01',
      line: 4609,
    });
  });

  it('dist/ deploys to GitHub Pages and Cloudflare Pages: ≤ 20,000 files, ≤ 1 GiB, no file over 25 MiB', () => {
    const all = files(site.dist);
    const total = all.reduce((n, f) => n + f.size, 0);
    const largest = [...all].sort((a, b) => b.size - a.size)[0]!;
    console.info(
      `dist: ${all.length} files, ${(total / MiB).toFixed(1)} MiB, largest ${largest.rel} ${(largest.size / MiB).toFixed(2)} MiB`,
    );
    expect(all.length).toBeLessThanOrEqual(20_000);
    expect(total).toBeLessThanOrEqual(1024 * MiB);
    expect(largest.size).toBeLessThanOrEqual(25 * MiB);
    // Old numbers have no file of their own: 404.html answers them.
    expect(all.some((f) => f.rel === path.join('en', 'rules', '503.10', 'index.html'))).toBe(false);
    expect(all.some((f) => f.rel === '404.html')).toBe(true);
  });

  it('keeps the page-weight budgets: 7 kB of HTML gzip on the rule, chapter and home pages, 64 kB on a whole section', () => {
    const gz = (p: string) => gzipSync(readFileSync(path.join(site.dist, p, 'index.html')), { level: 9 }).length;
    const sizes = ['en/rules/707.10', 'es/rules/707.10', 'ru/rules/707.10', 'en/rules/7', 'en', 'ru'].map(
      (p) => [p, gz(p)] as const,
    );
    // A section's page is the whole section (a one-page view of it): 702, the longest, is the limit.
    const sections = ['en/rules/702', 'ru/rules/702'].map((p) => [p, gz(p)] as const);
    console.info(`HTML gzip: ${[...sizes, ...sections].map(([p, n]) => `${p} ${n} B`).join(', ')}`);
    // 1 kB = 1000 B, as `npm run bench` reads the budget (the stricter reading).
    for (const [p, n] of sizes) expect(n, p).toBeLessThanOrEqual(7 * 1000);
    for (const [p, n] of sections) expect(n, p).toBeLessThanOrEqual(64 * 1024);
  });

  it('keeps each one-page view no larger than the five-release site made it (BENCHMARKS.md)', () => {
    // /{lang}/all/ of content/ + five releases before the archive issue: bytes, uncompressed.
    const before = { en: 1_374_833, es: 1_631_701, ru: 1_724_784 };
    for (const [lang, limit] of Object.entries(before)) {
      const size = statSync(path.join(site.dist, lang, 'all', 'index.html')).size;
      console.info(`/${lang}/all/: ${size} B (limit ${limit} B)`);
      expect(size, lang).toBeLessThanOrEqual(limit);
    }
  });

  it('the examples index lists every scenario in each language, each linked to the example on its rule page', () => {
    // The scenarios' ids read from their files by a plain scan, not through the scenario loader.
    const dir = path.join(ROOT, 'content', 'scenarios');
    const ids = readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => /^id: *'?([^'\n]+?)'?$/m.exec(readFileSync(path.join(dir, f), 'utf8'))?.[1])
      .filter((id): id is string => id !== undefined) // cards.yaml is the card library, not a scenario
      .sort();
    expect(ids.length).toBeGreaterThan(30);
    for (const lang of ['en', 'es', 'ru']) {
      const html = readFileSync(path.join(site.dist, lang, 'examples', 'index.html'), 'utf8');
      const rows = [...html.matchAll(/<li id="E-([^"]+)">\s*<a href="([^"#]+)#([^"]+)"/g)];
      expect(rows.map((m) => m[1]).sort(), lang).toEqual(ids);
      for (const [, id, page, anchor] of rows) {
        const target = readFileSync(path.join(site.dist, page!, 'index.html'), 'utf8');
        expect(target, `${lang} ${id} → ${page}#${anchor}`).toContain(`id="${anchor}"`);
      }
      expect(readFileSync(path.join(site.dist, lang, 'index.html'), 'utf8')).toContain(`href="/${lang}/examples/"`);
    }
  });

  it("a rule page runs its own examples in the order of its text (707.10's examples 1, 2, 3)", () => {
    const dir = path.join(ROOT, 'content', 'scenarios');
    const own = readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .filter((y) => /^ {2}rule: '707\.10'$/m.test(y) && /^ {2}example: \d+$/m.test(y))
      .map((y) => ({ id: /^id: *(\S+)$/m.exec(y)![1]!, example: Number(/^ {2}example: (\d+)$/m.exec(y)![1]) }))
      .sort((a, b) => a.example - b.example);
    expect(own.map((o) => o.example)).toEqual([1, 2, 3]);
    const html = readFileSync(path.join(site.dist, 'en', 'rules', '707.10', 'index.html'), 'utf8');
    const shown = [...html.matchAll(/data-scenario="([^"]+)"/g)].map((m) => m[1]);
    expect(shown.filter((id) => own.some((o) => o.id === id))).toEqual(own.map((o) => o.id));
  });

  it('the Spanish and Russian glossaries show their game terms with the English term, entry and rules', () => {
    for (const [lang, term] of [
      ['es', 'arrollar'],
      ['ru', 'пробивной удар'],
    ] as const) {
      const html = readFileSync(path.join(site.dist, lang, 'glossary', 'index.html'), 'utf8');
      expect(html, lang).toContain('id="lexicon"');
      const row = new RegExp(
        `<dt>[^<]*${term}[^<]*</dt>\\s*<dd>\\s*<span lang="en"><a href="#([^"]+)">trample</a></span>(.*?)</dd>`,
      ).exec(html);
      expect(row, lang).not.toBeNull();
      // The link leads to the English entry on the same page, and on to the rule.
      expect(html).toContain(`id="${row![1]}"`);
      expect(row![2]).toContain(`href="/${lang}/rules/702.19/"`);
    }
  });

  it('links card names in rule text to their entry in the cards index, an English name in another language marked as English', () => {
    const seen: Record<string, number> = {};
    for (const lang of ['en', 'es', 'ru']) {
      const ids = new Set(
        [...readFileSync(path.join(site.dist, lang, 'cards', 'index.html'), 'utf8').matchAll(/ id="([^"]+)"/g)].map(
          (m) => m[1]!,
        ),
      );
      const dir = path.join(site.dist, lang, 'rules');
      let links = 0;
      let marked = 0;
      for (const id of readdirSync(dir)) {
        const html = readFileSync(path.join(dir, id, 'index.html'), 'utf8');
        for (const m of html.matchAll(/<a href="([^"#]*)#([^"]+)" class="card"( lang="en")?>([^<]*)<\/a>/g)) {
          links++;
          expect(m[1], `${lang}/rules/${id}`).toBe(`/${lang}/cards/`);
          expect(ids.has(m[2]!), `${lang}/rules/${id}: #${m[2]}`).toBe(true);
          // Marked as English only in another language's text, and only a Latin name (a rule shown in
          // English for want of a translation is English as a whole: its names need no mark).
          if (m[3]) expect(lang !== 'en' && /^[A-Za-z0-9]/.test(m[4]!), `${lang}/rules/${id}: ${m[4]}`).toBe(true);
          if (m[3]) marked++;
        }
      }
      seen[lang] = links;
      if (lang === 'ru') expect(marked, 'ru: English names marked').toBeGreaterThan(10);
    }
    console.info(`card links on rule pages: ${JSON.stringify(seen)}`);
    for (const lang of ['en', 'es', 'ru']) expect(seen[lang], lang).toBeGreaterThan(100);
    const ru = readFileSync(path.join(site.dist, 'ru', 'rules', '707.10', 'index.html'), 'utf8');
    expect(ru).toContain('<a href="/ru/cards/#card-fork" class="card" lang="en">Fork</a>');
  });

  it('the API: an index naming its shards, one file per rule id (current and retired), every number ever used', () => {
    const api = path.join(site.dist, 'api');
    const index = JSON.parse(readFileSync(path.join(api, 'graph.json'), 'utf8')) as {
      shards: Record<string, string>;
      rules: Record<string, { title: string }>;
      sources: unknown[];
    };
    expect(index.shards).toMatchObject({ rules: '/api/rules/{id}.json', numbers: '/api/numbers.json' });
    const ids = Object.keys(index.rules);
    expect(readdirSync(path.join(api, 'rules')).sort()).toEqual(ids.map((id) => `${id}.json`).sort());
    expect(ids.some((id) => id.includes('@'))).toBe(true);
    const numbers = JSON.parse(readFileSync(path.join(api, 'numbers.json'), 'utf8')) as Record<
      string,
      Array<{ id: string; from: string | null; to: string | null }>
    >;
    // The copy-a-spell rule's numbers over the years, 503.10 to 707.10.
    for (const n of ['503.10', '706.10', '707.10'])
      expect(
        numbers[n]!.map((u) => u.id),
        n,
      ).toContain('707.10');
  });

  it('offers every release’s original text file, byte for byte, and its data', () => {
    const releases = archiveReleases();
    for (const r of releases) {
      expect(readFileSync(path.join(site.dist, 'releases', `${r.date}.txt`)).equals(readFileSync(r.file)), r.date).toBe(
        true,
      );
      const data = JSON.parse(readFileSync(path.join(site.dist, 'api', 'releases', `${r.date}.json`), 'utf8')) as {
        release: string;
        rules: unknown[];
      };
      expect(data.release).toBe(r.date);
      expect(data.rules.length, r.date).toBeGreaterThan(500);
    }
  });

  it('counts untranslated rules as rules review does: rules and subrules in force with no text in the language', () => {
    for (const lang of ['ru', 'es']) {
      const out = execFileSync(
        process.execPath,
        [path.join(ROOT, 'bin/rules.mjs'), 'review', '--lang', lang, '--graph', site.graph],
        {
          encoding: 'utf8',
          maxBuffer: 64 * MiB,
        },
      );
      // The summary's count (rules review prints it first).
      const cli = Number(/(\d+) untranslated\)/.exec(out)![1]);
      const html = readFileSync(path.join(site.dist, lang, 'review', 'index.html'), 'utf8');
      const row = new RegExp(`<th scope="row">[^<]*</th><td>${cli}</td>`);
      expect(cli).toBeGreaterThan(1000);
      expect(html, lang).toMatch(row);
    }
  });

  describeBrowser('in Chromium', () => {
    let server: Served;
    let browser: Browser;
    let tab: Tab;
    const at = (p: string) => server.url + p;
    beforeAll(async () => {
      ({ server, browser, tab } = await openSite(site.dist));
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('lands on #R70710 in the one-page view (its time: npm run bench -- weight)', async () => {
      const { page } = tab;
      await page.goto(at('/en/all/#R70710'));
      await page.locator('#R70710').waitFor({ state: 'visible' });
      const box = await page.locator('#R70710').boundingBox();
      expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('R70710');
      expect(box && box.y).toBeLessThan(200);
    });

    it('resolves old numbers through 404.html, and shows a long history on the rule page', async () => {
      const { page } = tab;
      await page.goto(at('/en/rules/503.10/'));
      await page.waitForURL('**/en/rules/707.10/');
      await page.goto(at('/en/history/707.10/'));
      await page.waitForURL('**/en/rules/707.10/#changes');
      await page.locator('#changes[data-ready="true"]').waitFor();
      const revisions = await page.locator('#changes .revs > li').count();
      expect(revisions).toBeGreaterThanOrEqual(5);
      expect(await page.locator('#changes .revs ins, #changes .revs del').count()).toBeGreaterThan(0);
      expect(tab.errors).toEqual([]);
    });

    it('draws typography alone only when asked: a cosmetic revision shows its text, the toggle its marks', async () => {
      const { page } = tab;
      await page.goto(at('/en/rules/707.10/'));
      await page.locator('#changes').scrollIntoViewIfNeeded();
      await page.locator('#changes[data-ready="true"]').waitFor();
      // A cosmetic revision (a dash written "--") draws nothing until typography is asked for.
      const cosmetic = page.locator('#changes .revs > li', { has: page.locator('.c-cosmetic') }).first();
      expect(await cosmetic.locator('ins, del').count()).toBe(0);
      expect(await page.locator('#changes .revs').textContent()).not.toMatch(/(?<![_\w])_[^_\s][^_]*_(?![_\w])/);
      await page.locator('#typo').check();
      expect(await cosmetic.locator('ins, del').count()).toBeGreaterThan(0);
      expect(tab.errors).toEqual([]);
    });

    it('says why a revision is the rule of the release before, and what a rule was split from', async () => {
      const { page } = tab;
      await page.goto(at('/en/rules/111.4/#changes'));
      await page.locator('#changes[data-ready="true"]').waitFor();
      const why = await page.locator('#changes .revs .why').allTextContents();
      expect(
        why.some((w) => w.startsWith('Why this is the rule of the release before:') && /subrule → rule/.test(w)),
      ).toBe(true);
      // A subrule's history is on its own page, which the source language's interface has (a
      // translation's reads the subrule on its rule's page: model/pages.ts).
      await page.goto(at('/en/rules/702.15a/#changes'));
      await page.locator('#changes[data-ready="true"]').waitFor();
      const split = page.locator('#changes .revs .prov', { hasText: 'Split from' });
      expect(await split.locator('a').getAttribute('href')).toBe('/en/rules/702.15b/');
      expect(tab.errors).toEqual([]);
    });
  });
});
