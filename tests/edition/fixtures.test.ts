/**
 * The edition (issue #17) on three releases of our own (tests/fixtures/edition/r1–r3.txt): 2030-01-01
 * has a rule 2030-06-01 retires (100.2, "Zorblax"), a glossary text it rewrites ("… empties
 * quixotically …") and a keyword it renames (Totem Armor → Umbra Armor); 2031-01-01 renumbers
 * Activate (701.2 → 701.3) under a new 701.2 Attach. No retired or superseded text may reach a
 * current page, count, search index or the API's current files: only the retired rule's own pages
 * and record, and the API's record of every release's glossary, may hold it.
 */
import { UI_LANGS } from '../../src/lib/langs/index.js';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { writeGraph } from '../../src/lib/ingest/write.js';
import { SearchIndex } from '../../src/lib/search/engine.js';
import '../../src/lib/search/stemmers-all.js';
import { editionOf } from '../../src/lib/model/edition.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { ROOT } from '../helpers/shared.js';
import { buildSite, cleanup, haveChromium, openSite, scratchDir, type OpenSite } from '../site/helpers.js';
import { filesUnder } from '../helpers/files.js';
import { sha256Hex } from '../../src/lib/files/sha256.js';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'edition');
/** The site's interface languages, as an alternation. */
const UI = UI_LANGS.join('|');

const RELEASES = [
  ['r1.txt', '2030-01-01'],
  ['r2.txt', '2030-06-01'],
  ['r3.txt', '2031-01-01'],
] as const;

/**
 * What changed between releases (its pages and feed) and the first release's own data (its view,
 * ?release=2030-01-01): history, where old texts are the subject.
 */
const CHANGES = String.raw`(${UI})\/changes\/2030-01-01\.\.2030-06-01\/index\.html|changes\.atom|api\/releases\/2030-01-01\.json`;
/** Retired or superseded wording, and where it may still be read. */
const GONE: Array<{ text: RegExp; allowed: RegExp }> = [
  {
    text: /zorblax/i,
    // The retired rule's own pages, and the search files: it is found only with "include older
    // releases" (checked below).
    allowed: new RegExp(
      String.raw`^(api\/rules\/100\.2\.json|(${UI})\/rules\/100\.2\/index\.html|search\/.*\.json|${CHANGES})$`,
    ),
  },
  { text: /quixotic/i, allowed: new RegExp(String.raw`^(api\/glossary-releases\.json|${CHANGES})$`) },
  {
    text: /totem armor/i,
    allowed: new RegExp(String.raw`^(api\/glossary-releases\.json|api\/rules\/702\.89a?\.json|${CHANGES})$`),
  },
];

/**
 * The three releases; 2031-01-01 was published twice, the second time with CRLF line ends (the
 * rules-in-force issue: a republication is the same release, and the feed says what it changed).
 */
function contentFolder(dir: string): string {
  const content = path.join(dir, 'content');
  mkdirSync(path.join(content, 'sources', 'en'), { recursive: true });
  const entries = RELEASES.map(([file, date]) => {
    const bytes = readFileSync(path.join(FIXTURES, file));
    if (date !== '2031-01-01') {
      writeFileSync(path.join(content, 'sources', 'en', file), bytes);
      return `- id: en-cr-${date}\n  file: sources/en/${file}\n  lang: en\n  format: cr\n  date: ${date}\n`;
    }
    const again = Buffer.from(bytes.toString('utf8').replace(/\n/g, '\r\n'));
    writeFileSync(path.join(content, 'sources', 'en', 'r3.publication-1.txt'), bytes);
    writeFileSync(path.join(content, 'sources', 'en', file), again);
    return (
      `- id: en-cr-${date}\n  file: sources/en/${file}\n  lang: en\n  format: cr\n  date: ${date}\n  publications:\n` +
      `    - {file: sources/en/r3.publication-1.txt, sha256: ${sha256Hex(bytes)}, name: "MagicCompRules 20310101.txt", fetched: "2031-01-01T09:00:00Z"}\n` +
      `    - {file: sources/en/${file}, sha256: ${sha256Hex(again)}, name: "MagicCompRules 20310101.txt", fetched: "2031-01-05T08:30:00Z"}\n`
    );
  });
  writeFileSync(path.join(content, 'sources.yaml'), entries.join(''));
  return content;
}

const files = (dir: string) => filesUnder(dir).map((f) => f.rel);

const rules = (store: string, ...args: string[]) =>
  execFileSync(process.execPath, [path.join(ROOT, 'bin/rules.mjs'), ...args, '--graph', store], { encoding: 'utf8' });

describe('the edition on releases of our own', () => {
  let dir: string;
  let graph: Graph;
  let store: string;
  let dist: string;
  beforeAll(async () => {
    dir = scratchDir('edition-');
    graph = buildGraph({ contentDir: contentFolder(dir) });
    store = path.join(dir, 'store', 'graph.json');
    writeGraph(store, graph);
    dist = path.join(dir, 'dist');
    await buildSite(store, dist);
  }, 300_000);
  let site: OpenSite | undefined;
  afterAll(async () => {
    await site?.browser.close();
    await site?.server.close();
    cleanup(dir);
  });

  it('holds the rules in force in the newest release, and each earlier release its own', () => {
    const newest = editionOf(graph);
    expect(newest.release).toBe('2031-01-01');
    expect(newest.has('100.2')).toBe(false);
    expect(newest.ids).toEqual(expect.arrayContaining(['100.1', '701.2', '701.2a', '701.3', '701.3a', '702.89a']));
    expect(newest.revision('701.3')?.number).toBe('701.3');
    expect(newest.revision('702.89')?.title).toBe('Umbra Armor');
    const first = editionOf(graph, '2030-01-01');
    expect(first.has('100.2')).toBe(true);
    expect(first.has('701.2')).toBe(false);
    expect(first.revision('701.3')?.number).toBe('701.2');
    expect(first.revision('702.89')?.title).toBe('Totem Armor');
    const glossary = (e: typeof newest) => e.glossary.map((g) => `${g.term}: ${g.text}`);
    expect(glossary(newest)).toEqual([
      'Mana Pool: Where mana created by an effect is temporarily stored. See rule 106.4.',
      expect.stringMatching(/^Umbra Armor: /),
    ]);
    expect(glossary(first).join('\n')).toMatch(/quixotically[\s\S]*Totem Armor/);
  });

  it('rules lookup names the release, prints its text first, and says when a rule left', () => {
    const activate = rules(store, 'lookup', '701.2', '--version', '2030-01-01');
    expect(activate.split('\n')[0]).toBe('701.3 Activate [rule] — Comprehensive Rules effective 2030-01-01');
    const json = JSON.parse(rules(store, 'lookup', '701.3', '--json')) as Record<string, unknown>;
    expect(json).toMatchObject({ release: '2031-01-01', current: { number: '701.3', version: '2031-01-01' } });
    const gone = JSON.parse(rules(store, 'lookup', '100.2', '--json')) as Record<string, unknown>;
    expect(gone).toMatchObject({ current: null, retired: { number: '100.2', since: '2030-06-01' } });
    expect(rules(store, 'lookup', '100.2')).toContain(
      'not in the Comprehensive Rules since 2030-06-01; last number 100.2',
    );
  });

  it('no retired or superseded text reaches a current page, a search index or the API’s current files', () => {
    const all = files(dist);
    expect(all.filter((f) => f.startsWith('search/')).length).toBeGreaterThan(0);
    for (const { text, allowed } of GONE) {
      const holding = all.filter(
        (f) => /\.(html|json|js|txt|xml)$/.test(f) && text.test(readFileSync(path.join(dist, f), 'utf8')),
      );
      expect(
        holding.filter((f) => !allowed.test(f)),
        String(text),
      ).toEqual([]);
    }
    // The search finds the retired rule only when asked for older releases, marked.
    const search = Object.fromEntries(
      all
        .filter((f) => f.startsWith('search/'))
        .map((f) => [f.slice('search/'.length), readFileSync(path.join(dist, f), 'utf8')]),
    );
    const index = SearchIndex.fromFiles(search, 'en');
    expect(index.search('zorblax')).toEqual([]);
    expect(index.search('zorblax', { allReleases: true })).toMatchObject([{ id: '100.2', retired: true }]);
    // The retired rule's own page says it left, and when.
    expect(readFileSync(path.join(dist, 'en/rules/100.2/index.html'), 'utf8')).toMatch(
      /no longer in the Comprehensive Rules: not in them since 2030-06-01; last number 100\.2\./,
    );
  });

  it('counts and names the edition: the home page, every footer, the API index', () => {
    const home = readFileSync(path.join(dist, 'en/index.html'), 'utf8');
    const inForce = editionOf(graph).ids.filter((id) => ['rule', 'subrule'].includes(graph.rules[id]!.kind));
    expect(home).toContain(
      `${inForce.length} rules and subrules in force (the Comprehensive Rules effective 2031-01-01)`,
    );
    // At the top of the one-page view too, linking what changed in that release.
    expect(readFileSync(path.join(dist, 'en/all/index.html'), 'utf8')).toContain(
      '<p class="edition"><a href="/en/changes/2030-06-01..2031-01-01/"><time datetime="2031-01-01">Comprehensive Rules effective 2031-01-01: what changed in it</time></a></p>',
    );
    for (const page of ['en/index.html', 'es/all/index.html', 'ru/glossary/index.html', 'en/rules/100.2/index.html'])
      expect(readFileSync(path.join(dist, page), 'utf8'), page).toMatch(/<time datetime="2031-01-01">/);
    const api = JSON.parse(readFileSync(path.join(dist, 'api/graph.json'), 'utf8')) as {
      edition: { release: string; rules: string[] };
      rules: Record<string, { inForce: boolean }>;
    };
    expect(api.edition.release).toBe('2031-01-01');
    expect(api.edition.rules).not.toContain('100.2');
    expect(api.rules['100.2']!.inForce).toBe(false);
    expect(api.rules['701.3']!.inForce).toBe(true);
  });

  describe.runIf(haveChromium || process.env.CI === 'true')('in Chromium', () => {
    const at = (p: string) => site!.server.url + p;
    beforeAll(async () => {
      site = await openSite(dist);
    }, 120_000);

    it('the home page names the release, links what changed in it and the feed', async () => {
      const { page } = site!.tab;
      await page.goto(at('/en/'));
      expect(await page.locator('footer time').getAttribute('datetime')).toBe('2031-01-01');
      await page.getByRole('link', { name: 'What changed in the newest release' }).click();
      await page.waitForURL('**/en/changes/2030-06-01..2031-01-01/');
      expect(await page.locator('h1').textContent()).toBe('Comprehensive Rules effective 2031-01-01');
      expect(await page.locator('link[rel=alternate][type="application/atom+xml"]').count()).toBe(0);
      await page.goto(at('/ru/'));
      expect(await page.locator('head link[rel=alternate][type="application/atom+xml"]').getAttribute('href')).toBe(
        '/changes.atom',
      );
    });

    it('a changes page shows changes of substance, and its filter shows renumbering on demand', async () => {
      const { page } = site!.tab;
      await page.goto(at('/en/changes/2030-06-01..2031-01-01/'));
      const added = page.locator('.chg.k-added a', { hasText: '701.2a' });
      const moved = page.locator('.chg.k-renumbered', { hasText: '701.3a' });
      expect(await added.isVisible()).toBe(true);
      expect(await moved.isVisible()).toBe(false);
      await page.locator('#f-renumbered').check();
      expect(await moved.isVisible()).toBe(true);
      expect(await moved.textContent()).toContain('was 701.2a');
      await page.locator('#f-added').uncheck();
      expect(await added.isVisible()).toBe(false);
      expect(site!.tab.errors).toEqual([]);
    });

    it('the feed is Atom an XML parser reads, one entry per release and per republication, newest first', async () => {
      const { page } = site!.tab;
      await page.goto(at('/en/'));
      const feed = await page.evaluate(async () => {
        const xml = await (await fetch('/changes.atom')).text();
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        const ns = 'http://www.w3.org/2005/Atom';
        return {
          error: doc.getElementsByTagName('parsererror').length,
          root: doc.documentElement.namespaceURI,
          entries: [...doc.getElementsByTagNameNS(ns, 'entry')].map((e) => ({
            updated: e.getElementsByTagNameNS(ns, 'updated')[0]?.textContent,
            content: e.getElementsByTagNameNS(ns, 'content')[0]?.textContent ?? '',
          })),
        };
      });
      expect(feed.error).toBe(0);
      expect(feed.root).toBe('http://www.w3.org/2005/Atom');
      expect(feed.entries.map((e) => e.updated)).toEqual([
        '2031-01-05T08:30:00Z',
        '2031-01-01T00:00:00Z',
        '2030-06-01T00:00:00Z',
        '2030-01-01T00:00:00Z',
      ]);
      // The republication: when it was fetched, and what it changed (its line ends, not its rules).
      expect(feed.entries[0]!.content).toMatch(
        /^<p>The Comprehensive Rules effective 2031-01-01 were published again \(publication 2, MagicCompRules 20310101\.txt\)\. It differs from the publication before in line ends only\.<\/p>/,
      );
      // Content is HTML (escaped in the XML): the retired rule's removal is in its release's entry.
      expect(feed.entries[2]!.content).toMatch(/<a href="\/en\/rules\/100\.2\/">100\.2<\/a> removed/);
    });

    it('shows any release as it was: /all/?release= in its own numbering, with its glossary', async () => {
      const { page } = site!.tab;
      await page.goto(at('/en/all/?release=2030-01-01#R7012'));
      await page.locator('#all-body[data-release="2030-01-01"]').waitFor();
      expect(await page.locator('.release-notice').textContent()).toContain(
        'The Comprehensive Rules effective 2030-01-01, as they were.',
      );
      expect(await page.locator('#R1002').textContent()).toContain('Zorblax cards');
      expect(await page.locator('#R7012').textContent()).toBe('701.2 Activate');
      expect(await page.locator('#R7012a').textContent()).toContain('To activate an activated ability');
      expect(await page.locator('#all-body dl.glossary').textContent()).toContain('quixotically');
      expect(await page.locator('#all-body').textContent()).not.toContain('Attach');
      // A date between releases: the newest on or before it, named.
      await page.goto(at('/en/all/?release=2030-03-15'));
      await page.locator('#all-body[data-release="2030-01-01"]').waitFor();
      expect(await page.locator('.release-notice').textContent()).toContain(
        'No release on 2030-03-15: showing 2030-01-01, the newest release on or before it.',
      );
      // Before the first release, or no release at all: said, and the current rules stay.
      for (const [asked, says] of [
        ['1999-01-01', '1999-01-01 is before the first release in the knowledge base (2030-01-01)'],
        ['banana', '“banana” names no release'],
      ]) {
        await page.goto(at(`/en/all/?release=${asked}`));
        await page.locator('.release-notice').waitFor();
        expect(await page.locator('.release-notice').textContent()).toContain(says);
        expect(await page.locator('#all-body').getAttribute('data-release')).toBeNull();
        expect(await page.locator('#R7012').textContent()).toContain('Attach');
      }
      expect(site!.tab.errors).toEqual([]);
    });

    it('shows a rule as it read in a release, with its number then, and lists its releases', async () => {
      const { page } = site!.tab;
      await page.goto(at('/ru/rules/701.3/?release=2030-06-01'));
      await page.locator('#release-view[data-release="2030-06-01"]').waitFor();
      expect(await page.locator('#release-view .release-notice').textContent()).toContain(
        'Тогда это было правило 701.2.',
      );
      expect(await page.locator('#release-view .release-text').textContent()).toMatch(/^701\.2 Activate/);
      await page.goto(at('/en/rules/701.2/?release=2030-01-01'));
      await page.locator('#release-view[data-release="2030-01-01"]').waitFor();
      expect(await page.locator('#release-view').textContent()).toContain(
        'Not in the Comprehensive Rules effective 2030-01-01.',
      );
      // The list of its releases comes with the changes section (its links need the script anyway).
      await page.goto(at('/en/rules/701.3a/#changes'));
      await page.locator('#changes[data-ready="true"]').waitFor();
      const list = page.locator('#changes details.releases');
      expect(await list.locator('li').allTextContents()).toEqual([
        '2030-01-01 – 2030-06-01 · 701.2a',
        '2031-01-01 · 701.3a',
      ]);
      expect(await list.locator('a').first().getAttribute('href')).toBe('?release=2030-01-01');
      expect(site!.tab.errors).toEqual([]);
    });

    it('compares any two releases picked: swapped when picked the wrong way, consecutive ones on their page', async () => {
      const { page } = site!.tab;
      await page.goto(at('/en/changes/'));
      await page.locator('select[name=from]').selectOption('2031-01-01');
      await page.locator('select[name=to]').selectOption('2030-01-01');
      await page.getByRole('button', { name: 'Compare' }).click();
      await page.locator('#picked[data-pair="2030-01-01..2031-01-01"]').waitFor();
      const picked = page.locator('#picked');
      expect(await picked.locator('.notice').textContent()).toBe(
        '2031-01-01 is later than 2030-01-01: the two are shown the other way round.',
      );
      expect(await picked.locator('h2').textContent()).toBe('Changes from 2030-01-01 to 2031-01-01');
      const item = (n: string) => picked.locator('li', { has: page.locator(`a:text-is("${n}")`) });
      expect(await item('100.2').locator('.change').textContent()).toBe('removed');
      expect(await item('701.2a').locator('.change').textContent()).toBe('added');
      expect(await item('701.3a').textContent()).toContain('renumbered only (was 701.2a)');
      expect(await item('702.89a').locator('del').first().textContent()).toContain('Totem');
      await page.goto(at('/en/changes/?from=2030-01-01&to=2030-06-01'));
      await page.waitForURL('**/en/changes/2030-01-01..2030-06-01/');
      for (const [q, says] of [
        ['from=2030-01-01&to=2030-01-01', 'Pick two different releases to compare.'],
        ['from=banana&to=2030-01-01', '“banana” names no release.'],
      ]) {
        await page.goto(at(`/en/changes/?${q}`));
        await page.locator('#picked .notice').waitFor();
        expect(await page.locator('#picked .notice').textContent()).toBe(says);
      }
      expect(site!.tab.errors).toEqual([]);
    });
  });
});
