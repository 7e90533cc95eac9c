/**
 * The glossary's help on the site (issue 41, item 5), on a small fixture graph (glossary-fixture.ts):
 *  - the one-page view ends with the edition's glossary: each entry in the page's language where
 *    that language's glossary translates it, else in English marked as English, anchored by its
 *    entry's slug and leading to the entry;
 *  - a term shows what it means on hover (the box stays while the pointer is on it), on keyboard
 *    focus (described by it, Escape closes it) and on a tap at 390 px (a second tap follows the
 *    link): from the glossary of the page's language, English (marked) where it has none, with the
 *    page language's word for it where the lexicon gives one; loaded once from /{lang}/glossary.json,
 *    never inlined in the page; axe finds nothing serious with it open.
 * The expected words are the fixture's, cut as a tooltip cuts them (first sentence).
 */
import { describeBrowser } from './browser-suite.js';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  buildSite,
  cleanup,
  closeSite,
  openSite,
  ROOT,
  scratchDir,
  type Served,
  type Tab,
  writeGraphFile,
} from './helpers.js';
import { DEFINITIONS, glossaryGraph } from './glossary-fixture.js';

describe("the glossary's words for pages, on the fixture (query layer)", () => {
  let q: {
    notes: typeof import('../../src/lib/query/site-term-notes.js');
    words: typeof import('../../src/lib/query/site-game-words.js');
    all: typeof import('../../src/lib/query/site-all.js');
  };
  let dir = '';
  beforeAll(async () => {
    dir = scratchDir('glossary-words-');
    process.env.RULES_GRAPH = writeGraphFile(path.join(dir, 'graph.json'), glossaryGraph());
    q = {
      notes: await import('../../src/lib/query/site-term-notes.js'),
      words: await import('../../src/lib/query/site-game-words.js'),
      all: await import('../../src/lib/query/site-all.js'),
    };
  });

  afterAll(() => cleanup(dir));

  it('cuts a definition to its first sentence, two when the first says little, a long one at a word', () => {
    const { shortDefinition } = q.notes;
    expect(shortDefinition(DEFINITIONS.trample, 'en')).toBe(first(DEFINITIONS.trample));
    expect(
      shortDefinition('See rule 702. A keyword ability that changes how a creature deals damage. More.', 'en'),
    ).toBe('See rule 702. A keyword ability that changes how a creature deals damage.');
    const long = `${'word '.repeat(60)}end.`;
    const cut = shortDefinition(long, 'en');
    expect(cut.length).toBeLessThanOrEqual(161);
    expect(cut).toMatch(/^(word )+word…$/);
    // Invisible and bidirectional controls never reach a page.
    expect(shortDefinition('Sacrifice \u202Eerutaerc a\u202C now.', 'en')).toBe('Sacrifice erutaerc a now.');
  });

  it("gives each entry's note in the page's language where its glossary has one, else the English one, marked", () => {
    const ru = q.notes.termNotes('ru');
    expect(ru['en-flying']).toEqual(['Полёт', first(DEFINITIONS.полёт)]);
    expect(ru['en-trample']).toEqual(['Trample', first(DEFINITIONS.trample), 'en', 'пробивной удар']);
    expect(q.notes.termNotes('es')['en-trample']).toEqual(['Trample', first(DEFINITIONS.trample), 'en', 'arrollar']);
    expect(q.notes.termNotes('en')['en-reach']).toEqual(['Reach', first(DEFINITIONS.reach)]);
  });

  it("derives the game's words of a language from its glossary, else its lexicon, in the case the engine writes them", () => {
    const ru = q.words.gameWords('ru');
    expect(ru.get('flying')).toBe('Полёт');
    expect(ru.get('trample')).toBe('пробивной удар');
    expect(q.words.gameWords('en').size).toBe(0);
    expect(q.words.gameWordsOf('ru', ['flying', 'Flying', 'Trample', 'Angel'])).toEqual({
      flying: 'полёт',
      Flying: 'Полёт',
      Trample: 'Пробивной удар',
    });
  });

  it("lists the one-page view's glossary in the page's language where it can, in its order", () => {
    const ru = q.all.allPageGlossary('ru')!;
    expect(ru.langs).toEqual(['ru', 'en']);
    expect(ru.lang).toBeUndefined();
    expect(ru.letters.map(([l, es]) => [l, es.map((e) => e.term)])).toEqual([
      ['П', ['Полёт']],
      ['R', ['Reach']],
      ['T', ['Trample']],
    ]);
    expect(q.all.allPageGlossary('es')).toMatchObject({ langs: ['en'], lang: 'en' });
  });
});

const first = (text: string) => text.slice(0, text.indexOf('.') + 1);
const strings = (lang: string) =>
  JSON.parse(readFileSync(path.join(ROOT, 'src/lib/langs/strings', `${lang}.json`), 'utf8')) as {
    lang: Record<string, string>;
  };

describeBrowser('the glossary on the one-page view and beside its terms, in Chromium', () => {
  let dir = '';
  let dist = '';
  let server: Served;
  let browser: Browser;
  let tab: Tab;
  const at = (p: string) => server.url + p;

  beforeAll(async () => {
    dir = scratchDir('site-glossary-');
    const file = writeGraphFile(path.join(dir, 'graph.json'), glossaryGraph());
    dist = path.join(dir, 'dist');
    await buildSite(file, dist);
    ({ server, browser, tab } = await openSite(dist));
  }, 600_000);

  afterAll(async () => {
    await closeSite({ server, browser }, dir);
  });

  const tip = (page: Page) => page.locator('#term-tip');
  const term = (page: Page, word: string) => page.locator('main a.term', { hasText: word }).first();

  it("ends /{lang}/all/ with the glossary: the page language's entries where its glossary has them, else English marked so", async () => {
    const { page } = tab;
    const entries = (p: Page) =>
      p.locator('#glossary li').evaluateAll((els) =>
        els.map((li) => ({
          id: li.id,
          text: li.textContent,
          lang: li.closest('[lang]')?.getAttribute('lang'),
          href: li.querySelector('a')?.getAttribute('href'),
        })),
      );
    await page.goto(at('/ru/all/'));
    // Flying as the Russian glossary translates it; the other two in English, each said to be.
    expect(await entries(page)).toEqual([
      { id: 'ru-полёт', text: 'Полёт', lang: 'ru', href: '/ru/glossary/#ru-полёт' },
      { id: 'en-reach', text: 'Reach', lang: 'en', href: '/ru/glossary/#en-reach' },
      { id: 'en-trample', text: 'Trample', lang: 'en', href: '/ru/glossary/#en-trample' },
    ]);
    const names = strings('ru').lang;
    const intro = (await page.locator('#glossary > p').textContent()) ?? '';
    expect(intro).toContain(names['ru']!.toLowerCase());
    expect(intro).toContain(names['en']!.toLowerCase());

    await page.goto(at('/es/all/'));
    expect((await entries(page)).map((e) => [e.id, e.lang])).toEqual([
      ['en-flying', 'en'],
      ['en-reach', 'en'],
      ['en-trample', 'en'],
    ]);
    expect(await page.locator('#glossary > p').textContent()).toContain(strings('es').lang['en']!.toLowerCase());
    await page.goto(at('/en/all/'));
    expect((await entries(page)).map((e) => [e.text, e.lang])).toEqual([
      ['Flying', 'en'],
      ['Reach', 'en'],
      ['Trample', 'en'],
    ]);
    // The sidebar leads there; an entry's anchor lands on it, and its link on the glossary's entry.
    expect(await page.locator('nav.side a[href="#glossary"]').count()).toBe(1);
    await page.goto(at('/es/all/#en-trample'));
    expect(await page.evaluate(() => document.querySelector(':target')?.tagName)).toBe('LI');
    await page.locator('#en-trample a').click();
    await page.waitForURL('**/es/glossary/#en-trample');
    expect(await page.evaluate(() => document.querySelector(':target')?.tagName)).toBe('DT');
  });

  it("shows a term's definition on hover, from the page language's glossary, English (marked) where it has none", async () => {
    const { page } = tab;
    const fetched: string[] = [];
    const onResponse = (r: { url(): string }) => fetched.push(new URL(r.url()).pathname);
    page.on('response', onResponse);
    await page.goto(at('/ru/rules/100.2/'));
    await page.waitForLoadState('networkidle');
    // Nothing is fetched, and no definition is in the page, until a term is used.
    expect(fetched.filter((p) => p.endsWith('/glossary.json'))).toEqual([]);
    const html = readFileSync(path.join(dist, 'ru', 'rules', '100.2', 'index.html'), 'utf8');
    for (const d of Object.values(DEFINITIONS)) expect(html).not.toContain(first(d));

    const flying = term(page, 'flying');
    await flying.hover();
    await expect.poll(() => tip(page).isVisible()).toBe(true);
    expect(await tip(page).getAttribute('role')).toBe('tooltip');
    expect(await flying.getAttribute('aria-describedby')).toBe('term-tip');
    expect(await tip(page).textContent()).toContain('Полёт');
    expect(await tip(page).locator('p').nth(1).textContent()).toBe(first(DEFINITIONS.полёт));
    expect(await tip(page).locator('[lang]').count()).toBe(0);

    // Away from the term, the box goes (and the term is no longer described by it).
    await page.mouse.move(1, 1);
    await expect.poll(() => tip(page).isVisible()).toBe(false);
    expect(await flying.getAttribute('aria-describedby')).toBeNull();
    const trample = term(page, 'trample');
    await trample.hover();
    await expect.poll(() => tip(page).textContent()).toContain('Trample');
    expect(await tip(page).locator('.tip-head').textContent()).toBe('Trample · пробивной удар');
    const definition = tip(page).locator('p').nth(1);
    expect(await definition.getAttribute('lang')).toBe('en');
    expect(await definition.textContent()).toBe(`${first(DEFINITIONS.trample)} EN`);
    // The pointer may move onto the box: it stays; away from both, it goes.
    await tip(page).hover();
    await page.waitForTimeout(500);
    expect(await tip(page).isVisible()).toBe(true);
    await page.mouse.move(1, 1);
    await expect.poll(() => tip(page).isVisible()).toBe(false);
    expect(fetched.filter((p) => p.endsWith('/glossary.json'))).toEqual(['/ru/glossary.json']);
    page.off('response', onResponse);

    await page.goto(at('/es/rules/100.2/'));
    await term(page, 'trample').hover();
    await expect.poll(() => tip(page).textContent()).toContain('arrollar');
  });

  it('shows it on keyboard focus too, described by it; Escape and leaving close it', async () => {
    const { page } = tab;
    await page.goto(at('/en/rules/100.2/'));
    let focused = '';
    for (let i = 0; i < 60 && !focused; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() =>
        document.activeElement?.matches('main a.term') ? (document.activeElement.textContent ?? '') : '',
      );
    }
    expect(focused).toBe('flying');
    await expect.poll(() => tip(page).isVisible()).toBe(true);
    expect(await tip(page).locator('p').nth(1).textContent()).toBe(first(DEFINITIONS.flying));
    const described = await page.evaluate(() => {
      const id = document.activeElement?.getAttribute('aria-describedby');
      return id ? document.getElementById(id)?.textContent : null;
    });
    expect(described).toContain(first(DEFINITIONS.flying));
    await page.keyboard.press('Escape');
    expect(await tip(page).isVisible()).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => tip(page).textContent()).toContain('Reach');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => tip(page).textContent()).toContain('Flying');
  });

  it('on a 390 px phone, a tap shows it within the screen and a second tap follows the link', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    try {
      for (const p of ['/ru/rules/100.2/', '/ru/all/']) {
        await page.goto(at(p));
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, p).toBeLessThanOrEqual(390);
      }
      await page.goto(at('/en/rules/100.2/'));
      const trample = term(page, 'trample');
      await trample.tap();
      await expect.poll(() => tip(page).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/en/rules/100.2/');
      expect(await tip(page).textContent()).toContain(first(DEFINITIONS.trample));
      const box = (await tip(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // A tap elsewhere closes it; a tap on another term shows that one; tapped again, it is followed.
      await page.locator('h1').tap();
      await expect.poll(() => tip(page).isVisible()).toBe(false);
      const reach = term(page, 'reach');
      await reach.tap();
      await expect.poll(() => tip(page).textContent()).toContain('Reach');
      expect(new URL(page.url()).pathname).toBe('/en/rules/100.2/');
      await reach.tap();
      await page.waitForURL('**/en/glossary/#en-reach');
    } finally {
      await context.close();
    }
  });

  it('has no serious or critical axe violation with a definition shown, light and dark', async () => {
    const axeSource = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ bypassCSP: true, colorScheme, serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const p of ['/ru/rules/100.2/', '/es/all/']) {
        await page.goto(at(p));
        await term(page, p.endsWith('all/') ? 'Trample' : 'trample').hover();
        await expect.poll(() => tip(page).isVisible()).toBe(true);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
          const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<Result> } }).axe;
          const r = await axe.run(document, { resultTypes: ['violations'] });
          return r.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.impact} ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        found.push(...violations.map((v) => `${colorScheme} ${p}: ${v}`));
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it('logged no console errors', () => {
    expect(tab.errors).toEqual([]);
  });
});
