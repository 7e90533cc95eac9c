/**
 * Runnable examples on the site, in Chromium: a rule page's island runs its scenario step by step
 * and at once, a changed parameter re-runs the engine in the page and the outcome changes to the
 * one worked out by hand, trace entries link to the deciding rules, the widget is localised (its
 * steps read before a run, the game's words in the reader's language: scenario-words.ts), the
 * engine loads lazily (not on pages without examples) and nothing logs an error.
 *
 * The site is built from content/ with the same graph set-up as site.test.ts (ingest + fixture).
 * SCENARIOS_DIST=dir reuses an already built site (when iterating on the tests).
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { contentWith } from '../helpers/content.js';
import { buildSite, closeSite, openSite, ROOT, scratchDir, type Served, siteGraph, type Tab } from './helpers.js';
import { scenarioWordsInSite } from './scenario-words.js';
import { describeBrowser } from './browser-suite.js';

describeBrowser('runnable examples in Chromium', () => {
  let dir = '';
  let dist = '';
  let server: Served;
  let browser: Browser;
  let tab: Tab;
  const at = (p: string) => server.url + p;

  beforeAll(async () => {
    dir = scratchDir('site-scenarios-');
    dist = process.env.SCENARIOS_DIST ?? path.join(dir, 'dist');
    if (!process.env.SCENARIOS_DIST) {
      const { file } = await siteGraph(contentWith(), dir);
      const { ms } = await buildSite(file, dist);
      console.info(`site from content/ built in ${ms} ms`);
    }
    ({ server, browser, tab } = await openSite(dist));
  }, 600_000);

  afterAll(async () => {
    await closeSite({ server, browser }, dir);
  });

  const island = (page: Page, id: string) => page.locator(`[data-scenario="${id}"]`);
  const fact = (page: Page, id: string, object: string, field: string) =>
    island(page, id).locator(`.sc-outcome [data-object="${object}"] > .sc-facts [data-field="${field}"] .sc-value`);

  /** The page-weight budget of JS per page, gzip (Starlight's): what a rule page with an example downloads in all. */
  const JS_BUDGET = 27 * 1024;

  it('loads no engine code on a page without examples, little eager JS on one with examples, and stays within the JS budget', async () => {
    const { page } = tab;
    const seen: string[] = [];
    const onResponse = (r: { url(): string }) => {
      if (new URL(r.url()).pathname.endsWith('.js')) seen.push(new URL(r.url()).pathname);
    };
    page.on('response', onResponse);
    await page.goto(at('/en/rules/707.12/'));
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-scenario]').count()).toBe(0);
    expect(seen.filter((s) => /scenario|spell-copy|permanents|reactions|tokens|attach/i.test(s))).toEqual([]);

    seen.length = 0;
    const data: string[] = [];
    const onData = (r: { url(): string }) => {
      if (/\/scenarios\/.*\.json$/.test(new URL(r.url()).pathname)) data.push(new URL(r.url()).pathname);
    };
    page.on('response', onData);
    await page.goto(at('/en/rules/707.10/'));
    await page.waitForLoadState('networkidle');
    const eager = [...seen];
    // the scenario data is not in the page: it is fetched, on demand, from its static file
    expect(data).toEqual([]);
    const gz = (p: string) => gzipSync(readFileSync(path.join(dist, p))).length;
    const eagerBytes = eager.reduce((n, p) => n + gz(p), 0);
    expect(eager.some((p) => /scenario-run/.test(p))).toBe(false);
    // the engine chunk is lazy: fetched once an island nears the viewport
    const chunk = page.waitForResponse((r) => /scenario-run[^/]*\.js$/.test(r.url()));
    const fork = island(page, '707.10-fork-emerald-charm');
    await fork.scrollIntoViewIfNeeded();
    const file = page.waitForResponse((r) => r.url().endsWith('/scenarios/707.10-fork-emerald-charm.json'));
    // The widget's labels come with the first example that nears the viewport (in either order).
    const labels = page.waitForResponse((r) => r.url().endsWith('/scenarios/labels/en.json'));
    const engine = new URL((await chunk).url()).pathname;
    expect((await file).ok()).toBe(true);
    expect((await labels).ok()).toBe(true);
    expect(data).toContain('/scenarios/labels/en.json');
    // and running the example (and changing a parameter) fetches nothing more
    await fork.locator('button[data-act="run"]').click();
    await fork.locator('.sc-outcome h4').waitFor();
    await fork.locator('select[name="newTarget"]').selectOption('none');
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    page.off('response', onData);
    // the files of this page's examples (those that came near the viewport), each once
    const ids = await page
      .locator('[data-scenario]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-scenario')));
    for (const p of data) if (!p.includes('/labels/')) expect(ids).toContain(p.replace(/^\/scenarios\/|\.json$/g, ''));
    expect(new Set(data).size).toBe(data.length);
    const all = [...new Set(seen)];
    const total = all.reduce((n, p) => n + gz(p), 0);
    console.info(
      `JS on a rule page with an example, gzip: eager ${eagerBytes} B (${eager.join(', ')}), ` +
        `engine chunk ${engine} ${gz(engine)} B, total ${total} B (budget ${JS_BUDGET} B)`,
    );
    // the island reads its data block and plays without zod (the loader validated and proved it at build)
    expect(readFileSync(path.join(dist, engine), 'utf8')).not.toMatch(/ZodError|invalid_type|too_small/);
    expect(total).toBeLessThanOrEqual(JS_BUDGET);
  });

  /**
   * The engine's feature modules a page fetched once each of its examples has been drawn and run
   * (src/lib/engine/load.ts: chunks named after their module), and whether every example agreed.
   */
  async function featureChunks(url: string): Promise<{ chunks: string[]; verdicts: string[] }> {
    const { page } = tab;
    const chunks: string[] = [];
    const onResponse = (r: { url(): string }) => {
      const m = /\/(spell-copy|permanents|reactions|tokens|attach)\.[\w-]+\.js$/.exec(new URL(r.url()).pathname);
      if (m) chunks.push(m[1]!);
    };
    page.on('response', onResponse);
    try {
      await page.goto(at(url));
      const ids = await page
        .locator('[data-scenario]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-scenario')!));
      const verdicts: string[] = [];
      for (const id of ids) {
        const isl = island(page, id);
        await isl.scrollIntoViewIfNeeded();
        await isl.locator('button[data-act="run"]').click();
        await isl.locator('.sc-outcome h4').waitFor();
        verdicts.push(`${id}: ${await isl.locator('.sc-verdict').textContent()}`);
      }
      await page.waitForLoadState('networkidle');
      return { chunks: [...new Set(chunks)].sort(), verdicts };
    } finally {
      page.off('response', onResponse);
    }
  }

  it("loads only the engine modules its examples use: 707.10's copies of spells, 707.2's copies of permanents", async () => {
    // 707.10: copies of spells (and the triggers, tokens and Aura of two of them), never the modules
    // of permanents entering as copies, face-down permanents, activating, transforming, turn steps
    const spells = await featureChunks('/en/rules/707.10/');
    expect(spells.chunks).toEqual(['attach', 'reactions', 'spell-copy', 'tokens']);
    for (const v of spells.verdicts) expect(v).toMatch(/agrees with the rules|No answer has been worked out/);
    // 707.2 (a face-down Grinning Demon, Clones, Vesuvan Shapeshifter…): those, and no copy of a spell
    const permanents = await featureChunks('/en/rules/707.2/');
    expect(permanents.chunks).toEqual(['permanents', 'reactions']);
    for (const v of permanents.verdicts) expect(v).toMatch(/agrees with the rules|No answer has been worked out/);
    const demon = island(tab.page, '707.2-clone-face-down-grinning-demon');
    // turning Clone face up is refused by the face-down module: Clone isn't face down (702.37e)
    expect(await demon.locator('.sc-all .sc-trace').textContent()).toContain("Clone isn't face down");
  });

  it('prints each example without its data: title, text and a note, within the HTML budget', () => {
    const sizes: string[] = [];
    for (const lang of ['en', 'es', 'ru']) {
      const html = readFileSync(path.join(dist, lang, 'rules', '707.10', 'index.html'), 'utf8');
      expect(html).toContain('data-scenario="707.10-fork-emerald-charm"');
      // no scenario JSON in the page (no data block, no steps or expectations)
      expect(html).not.toMatch(/application\/json|data-scenario-data|"steps":|"expect":/);
      expect(html).toContain(lang === 'en' ? 'Running this example needs JavaScript.' : 'JavaScript');
      const size = gzipSync(html, { level: 9 }).length;
      sizes.push(`${lang} ${size}`);
      expect(size, lang).toBeLessThanOrEqual(7 * 1000);
    }
    const article = readFileSync(path.join(dist, 'ru', 'articles', 'ru-copy-effects-article', 'index.html'));
    console.info(`707.10 HTML gzip: ${sizes.join(', ')}; ru article ${gzipSync(article, { level: 9 }).length} B`);
    const file = JSON.parse(readFileSync(path.join(dist, 'scenarios', '707.10-fork-emerald-charm.json'), 'utf8')) as {
      scenario: { id: string };
      links: Record<string, string>;
    };
    expect(file.scenario.id).toBe('707.10-fork-emerald-charm');
    expect(file.links['707.10c']).toBe('707.10c');
  });

  it('runs Fork and Emerald Charm step by step, then at once, with a trace linked to the rules', async () => {
    const { page } = tab;
    await page.goto(at('/en/rules/707.10/'));
    const fork = island(page, '707.10-fork-emerald-charm');
    await fork.scrollIntoViewIfNeeded();
    await expect(fork.locator('h3').textContent()).resolves.toContain('Fork copies Emerald Charm');
    await expect(fork.locator('.sc-cards').textContent()).resolves.toContain('except that the copy is red');

    await fork.locator('button[data-act="step"]').click();
    await fork.locator('.sc-steps > li.current').waitFor();
    expect(await fork.locator('.sc-progress').textContent()).toBe('Step 1 of 5');
    expect(await fork.locator('.sc-steps > li.current .sc-trace').textContent()).toContain('You cast Emerald Charm');
    await fork.locator('button[data-act="step"]').click();
    await fork.locator('button[data-act="step"]').click();
    // after Fork resolves: the copy is on the stack above the original (the table beside the steps, top first)
    expect(
      await fork
        .locator('.sc-board .sc-pile > li > [data-card]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
    ).toEqual(['copy of Emerald Charm', 'Emerald Charm']);
    expect(await fork.locator('.sc-steps > li.current .sc-trace').textContent()).toContain('707.10c');

    await fork.locator('button[data-act="run"]').click();
    await fork.locator('.sc-outcome h4').waitFor();
    // default: the copy targets Birds of Paradise, the original Serra Angel: both lose flying
    expect(await fact(page, '707.10-fork-emerald-charm', 'Birds of Paradise', 'abilities').textContent()).toBe(
      '{T}: Add one mana of any color.',
    );
    expect(await fact(page, '707.10-fork-emerald-charm', 'Serra Angel', 'abilities').textContent()).toBe('Vigilance');
    expect(await fork.locator('.sc-verdict').textContent()).toBe("The engine's outcome agrees with the rules.");
    // the snapshot step shows the copy on the stack: red, same mode
    const snap = fork.locator('.sc-steps [data-object="copy of Emerald Charm"]');
    expect(await snap.locator('[data-field="colors"] .sc-value').textContent()).toBe('red');
    expect(await snap.locator('[data-field="modes"] .sc-value').textContent()).toBe(
      'Target creature loses flying until end of turn.',
    );
    // trace entries link to the rule that decided them
    const link = fork.locator('.sc-trace a.sc-rule', { hasText: /^707\.9b$/ }).first();
    expect(await link.getAttribute('href')).toBe('/en/rules/707.9b/');
    expect(await link.locator('xpath=..').textContent()).toContain('except it is red');
    // each characteristic with the effect and rule that decided it (613.1f: layer 6, ability-removing)
    expect(await fork.locator('.sc-outcome [data-object="Serra Angel"] .sc-why').textContent()).toMatch(
      /613\.1f\s*Serra Angel, layer 6: Emerald Charm: Serra Angel loses flying/,
    );
    // a rule without a page on this site (the content has no full CR) is shown, not linked
    for (const href of await fork.locator('a.sc-rule').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      expect(existsSync(path.join(dist, href, 'index.html')), href).toBe(true);
    const decided = fork.locator('.sc-steps a.sc-rule', { hasText: /^707\.10c$/ }).first();
    await decided.click();
    await page.waitForURL('**/en/rules/707.10c/');
    expect(await page.locator('h1').textContent()).toContain('707.10c');
  });

  it('re-runs the engine when a parameter changes: no new target, then X and the mana spent, by hand', async () => {
    const { page } = tab;
    await page.goto(at('/en/rules/707.10/'));
    const id = '707.10-fork-emerald-charm';
    // the controls are drawn from the example's file once it comes near the viewport
    await island(page, id).scrollIntoViewIfNeeded();
    await island(page, id).locator('select[name="newTarget"]').selectOption('none');
    await fact(page, id, 'Birds of Paradise', 'abilities').waitFor();
    // 707.10c: without a new target the copy keeps Serra Angel; Birds of Paradise keeps flying
    expect(await fact(page, id, 'Birds of Paradise', 'abilities').textContent()).toBe(
      'Flying · {T}: Add one mana of any color.',
    );
    expect(
      await island(page, id)
        .locator('.sc-steps [data-object="copy of Emerald Charm"] [data-field="targets"] .sc-value')
        .textContent(),
    ).toBe('Serra Angel');

    // Dawnglow Infusion with X = 7 and {G}{W} spent (no check in the file): worked out by hand, the
    // copy has X = 7 (707.10) but no mana was spent on it (601.2h), so only the original gains 7 + 7
    const dawn = island(page, '707.10-dawnglow-infusion');
    await dawn.scrollIntoViewIfNeeded();
    await dawn.locator('input[name="x"]').fill('7');
    await dawn.locator('select[name="spent"]').selectOption('GW');
    await dawn.locator('.sc-players [data-player="you"]').waitFor();
    await expect.poll(() => dawn.locator('.sc-players [data-player="you"]').textContent()).toContain('life 34');
    expect(
      await dawn
        .locator('.sc-steps [data-object="copy of Dawnglow Infusion"] [data-field="x"] .sc-value')
        .textContent(),
    ).toBe('7');
    expect(await dawn.locator('.sc-verdict').textContent()).toContain('No answer has been worked out');
    expect(await dawn.locator('.sc-steps > li').first().locator('.sc-do').textContent()).toBe(
      'Cast Dawnglow Infusion (X = 7; spending {G}{W})',
    );
  });

  it('is localised in Russian and Spanish', async () => {
    const { page } = tab;
    await page.goto(at('/ru/rules/707.10/'));
    const fork = island(page, '707.10-fork-emerald-charm');
    await fork.scrollIntoViewIfNeeded();
    expect(await fork.locator('button[data-act="run"]').textContent()).toBe('Запустить');
    expect(await fork.locator('.sc-params legend').textContent()).toBe('Измените пример');
    await fork.locator('button[data-act="run"]').click();
    await fork.locator('.sc-outcome h4').waitFor();
    expect(await fork.locator('.sc-outcome h4').textContent()).toBe('Результат');
    expect(await fork.locator('.sc-outcome [data-object="Emerald Charm"] [data-field="zone"]').textContent()).toBe(
      'зона: кладбище',
    );
    expect(await fork.locator('.sc-steps > li').first().locator('.sc-do').textContent()).toBe(
      'Вы разыгрываете Emerald Charm (режим 3; с целью Serra Angel; потратив {G})',
    );
    const link = fork.locator('.sc-trace a.sc-rule', { hasText: /^707\.10c$/ }).first();
    // In a translation's interface a subrule is read on its rule's page (model/pages.ts): the trace's
    // link is the subrule's own URL, which 404.html answers by going there.
    expect(await link.getAttribute('href')).toBe('/ru/rules/707.10c/');
    await page.goto(at('/ru/rules/707.10c/'));
    await page.waitForURL('**/ru/rules/707.10/#R70710c');

    await page.goto(at('/es/rules/707.10/'));
    const es = island(page, '707.10-fork-emerald-charm');
    expect(await es.locator('button[data-act="step"]').textContent()).toBe('Paso a paso');
    await es.locator('button[data-act="step"]').click();
    await expect.poll(() => es.locator('.sc-progress').textContent()).toBe('Paso 1 de 5');
  });

  it('puts the homework scenarios in the article, each linked from its question', async () => {
    const { page } = tab;
    await page.goto(at('/ru/articles/ru-copy-effects-article/'));
    const run = page.locator('.homework a.run-link').first();
    expect(await run.textContent()).toBe('Запустить этот вопрос');
    const twincast = island(page, 'homework-05-twincast-disenchant');
    expect(await page.locator('.homework a.run-link[href="#scenario-homework-05-twincast-disenchant"]').count()).toBe(
      1,
    );
    await twincast.locator('button[data-act="run"]').click();
    await twincast.locator('.sc-outcome h4').waitFor();
    expect(await twincast.locator('.sc-verdict').textContent()).toBe('Результат движка совпадает с правилами.');
    // the opponent casts Disenchant: said so, not «Вы разыгрываете Disenchant (оппонентом)»
    expect(await twincast.locator('.sc-steps > li').first().locator('.sc-do').textContent()).toBe(
      'Оппонент разыгрывает Disenchant (с целью Rancor)',
    );
  });

  it("plays homework 5 as Rancor's text says: attached to a creature, back to its owner's hand when destroyed", async () => {
    const { page } = tab;
    await page.goto(at('/en/articles/ru-copy-effects-article/'));
    const twincast = island(page, 'homework-05-twincast-disenchant');
    await twincast.scrollIntoViewIfNeeded();
    await twincast.locator('button[data-act="run"]').click();
    await twincast.locator('.sc-outcome h4').waitFor();
    // The card text the island shows says where Rancor goes...
    const cards = (await twincast.locator('.sc-cards').textContent()) ?? '';
    expect(cards).toContain("return Rancor to its owner's hand");
    expect(cards).toContain('Enchant creature');
    // ...and the outcome is that: worked out from the rules (704.5m, 603.10a), not copied from the engine.
    expect(await fact(page, 'homework-05-twincast-disenchant', 'Rancor', 'zone').textContent()).toBe('hand');
    expect(await fact(page, 'homework-05-twincast-disenchant', 'Welding Jar', 'zone').textContent()).toBe('graveyard');
    expect(await twincast.locator('.sc-verdict').textContent()).toBe("The engine's outcome agrees with the rules.");
    // At the snapshot, with the copy on the stack, Rancor is still on the Bears, a 4/2 with trample.
    const trace = (await twincast.locator('.sc-all .sc-trace').textContent()) ?? '';
    expect(trace).toContain('Rancor');
    expect(trace).toMatch(/returns to its owner's hand/);
  });

  it("draws mana symbols named in the page's language, their raw text kept (it copies as printed)", async () => {
    const { page } = tab;
    for (const [lang, red, green, three, cast] of [
      ['en', 'red mana', 'green mana', '3 generic mana', 'Cast Fork (targeting Emerald Charm; spending {R}{R})'],
      [
        'ru',
        'красная мана',
        'зелёная мана',
        '3 маны любого типа',
        'Вы разыгрываете Fork (с целью Emerald Charm; потратив {R}{R})',
      ],
    ]) {
      await page.goto(at(`/${lang}/rules/707.10/`));
      const fork = island(page, '707.10-fork-emerald-charm');
      await fork.scrollIntoViewIfNeeded();
      await fork.locator('button[data-act="run"]').click();
      await fork.locator('.sc-outcome h4').waitFor();
      // in the steps, the trace, the cards' costs and text
      const step = fork.locator('.sc-steps > li').nth(1).locator('.sc-do');
      expect(await step.getByRole('img', { name: red }).count()).toBe(2);
      expect(await step.textContent()).toBe(cast);
      expect(
        await step.evaluate((el) => {
          getSelection()!.selectAllChildren(el);
          return getSelection()!.toString();
        }),
      ).toBe(cast);
      expect(await fork.locator('.sc-steps .sc-trace').getByRole('img', { name: green }).count()).toBeGreaterThan(0);
      const angel = fork.locator('.sc-cards > li', { hasText: 'Serra Angel' }).locator('.sc-line .ms');
      expect(await angel.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
        three,
        lang === 'en' ? 'white mana' : 'белая мана',
        lang === 'en' ? 'white mana' : 'белая мана',
      ]);
      expect(
        await fork
          .locator('.sc-cards')
          .getByRole('img', { name: lang === 'en' ? 'tap' : 'повернуть' })
          .count(),
      ).toBeGreaterThan(0);
    }
  });

  /** The cards on one side of an island's table (or on the stack: side null), by label, in order. */
  const cardsOn = (isl: ReturnType<typeof island>, side: string | null) =>
    isl
      .locator(side ? `.sc-board [data-side="${side}"] .sc-bf > li > .sc-card` : '.sc-board .sc-pile .sc-card')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  /** One card on the table: its tags (tapped, attached to…) and its P/T, as shown. */
  const cardOf = (isl: ReturnType<typeof island>, label: string) => {
    const c = isl.locator(`.sc-board .sc-card[data-card="${label}"]`);
    return {
      el: c,
      tags: () => c.locator('> .sc-tags > li').allTextContents(),
      pt: () => c.locator('> .sc-pt').textContent(),
    };
  };

  it('draws the table as cards beside the steps: each side, the stack top first, tapped cards said so, any step on demand', async () => {
    const { page } = tab;
    await page.goto(at('/en/rules/707.10/'));
    const fork = island(page, '707.10-fork-emerald-charm');
    await fork.scrollIntoViewIfNeeded();
    // Only scrolled past, an example has no table yet: the engine's modules it needs load on first use.
    await fork.locator('.sc-steps').waitFor();
    expect(await fork.locator('.sc-board h4').count()).toBe(0);
    // used (a step, then back to the start): the table as set up
    await fork.locator('button[data-act="step"]').click();
    await expect.poll(() => fork.locator('.sc-board h4').textContent()).toBe('The table after step 1 of 5');
    await fork.locator('button[data-act="reset"]').click();
    await expect.poll(() => fork.locator('.sc-board h4').textContent()).toBe('The table before the first step');
    expect(await cardsOn(fork, 'opponent')).toEqual([
      'Birds of Paradise',
      'Glorious Anthem',
      'Runeclaw Bear',
      'Serra Angel',
    ]);
    expect(await cardsOn(fork, 'you')).toEqual(['Forest']);
    expect(await fork.locator('.sc-board [data-side="you"] .sc-piles').textContent()).toBe('hand (2)Emerald CharmFork');
    expect(await fork.locator('.sc-board [data-side="opponent"] h5').textContent()).toBe('opponent · life 20');

    for (let i = 0; i < 3; i++) await fork.locator('button[data-act="step"]').click();
    await expect.poll(() => fork.locator('.sc-board h4').textContent()).toBe('The table after step 3 of 5');
    expect(await cardsOn(fork, null)).toEqual(['copy of Emerald Charm', 'Emerald Charm']);
    // the copy on top: red (not only drawn red), its new target; the original below with its own
    expect(await cardOf(fork, 'copy of Emerald Charm').tags()).toEqual([
      'controller: you',
      'targets: Birds of Paradise',
      'red',
    ]);
    expect(await cardOf(fork, 'Emerald Charm').tags()).toEqual(['controller: you', 'targets: Serra Angel']);
    // the cost as symbols named in words
    expect(
      await cardOf(fork, 'Serra Angel')
        .el.locator('.sc-cost')
        .getByRole('img')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    ).toEqual(['3 generic mana', 'white mana', 'white mana']);

    await fork.locator('button[data-act="run"]').click();
    await expect.poll(() => fork.locator('.sc-board h4').textContent()).toBe('The table at the end');
    expect(await fork.locator('.sc-board .sc-stackzone').textContent()).toContain('The stack is empty.');
    // Serra Angel on the opponent's side, 5/5 with Glorious Anthem, no longer flying; the Forest tapped, in words
    const angel = cardOf(fork, 'Serra Angel');
    expect(await angel.el.locator('xpath=ancestor::*[@data-side]').getAttribute('data-side')).toBe('opponent');
    expect(await angel.pt()).toBe('5/5');
    expect(await angel.el.locator('.sc-ab').textContent()).toBe('Vigilance');
    const forest = cardOf(fork, 'Forest');
    expect(await forest.el.getAttribute('class')).toContain('tapped');
    expect(await forest.tags()).toEqual(['tapped']);
    expect(await fork.locator('.sc-board [data-side="you"] .sc-piles dt').textContent()).toBe('graveyard (2)');
    // any played step's table, on demand: the snapshot's
    const show = fork.locator('.sc-steps > li').nth(3).locator('button.sc-at');
    await show.click();
    expect(await fork.locator('.sc-board h4').textContent()).toBe('The table after step 4 of 5');
    expect(await show.getAttribute('aria-pressed')).toBe('true');
    expect(await cardsOn(fork, null)).toEqual(['copy of Emerald Charm', 'Emerald Charm']);

    await page.goto(at('/ru/rules/707.10/'));
    const ru = island(page, '707.10-fork-emerald-charm');
    await ru.scrollIntoViewIfNeeded();
    await ru.locator('button[data-act="run"]').click();
    await expect.poll(() => ru.locator('.sc-board h4').textContent()).toBe('Стол в конце');
    expect(await cardOf(ru, 'Forest').tags()).toEqual(['повёрнут']);
    expect(await cardOf(ru, 'Serra Angel').el.locator('.sc-cost .ms').first().getAttribute('aria-label')).toBe(
      '3 маны любого типа',
    );
  });

  it('draws an Aura with the creature it enchants (homework 5, at the snapshot), then back in the hand', async () => {
    const { page } = tab;
    await page.goto(at('/ru/articles/ru-copy-effects-article/'));
    const hw = island(page, 'homework-05-twincast-disenchant');
    await hw.scrollIntoViewIfNeeded();
    for (let i = 0; i < 4; i++) await hw.locator('button[data-act="step"]').click();
    await expect.poll(() => hw.locator('.sc-board h4').textContent()).toBe('Стол после шага 4 из 7');
    // Rancor tucked under Grizzly Bears, and said so; the Bears 4/2 with trample
    const host = hw.locator('.sc-board [data-side="you"] .sc-host');
    expect(await host.locator('> .sc-card').getAttribute('data-card')).toBe('Grizzly Bears');
    expect(await host.locator('> .sc-attached .sc-card').getAttribute('data-card')).toBe('Rancor');
    expect(await cardOf(hw, 'Rancor').tags()).toEqual(['прикреплено к Grizzly Bears']);
    expect(await cardOf(hw, 'Grizzly Bears').pt()).toBe('4/2');
    expect(await cardsOn(hw, null)).toEqual(['copy of Disenchant', 'Disenchant']);
    expect(await cardOf(hw, 'copy of Disenchant').tags()).toEqual(['контролёр: вы', 'цели: Welding Jar']);
    expect(await cardOf(hw, 'Disenchant').tags()).toEqual(['контролёр: оппонент', 'цели: Rancor']);
    await hw.locator('button[data-act="run"]').click();
    await expect.poll(() => hw.locator('.sc-board h4').textContent()).toBe('Стол в конце');
    expect(await hw.locator('.sc-board .sc-host').count()).toBe(0);
    expect(await cardOf(hw, 'Grizzly Bears').pt()).toBe('2/2');
    expect(await hw.locator('.sc-board [data-side="you"] .sc-piles').textContent()).toContain('рука (1)Rancor');
  });

  it('has no serious or critical axe violation in the island after running, light and dark', async () => {
    const axeSource = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ bypassCSP: true, colorScheme });
      const page = await context.newPage();
      for (const lang of ['en', 'ru']) {
        await page.goto(at(`/${lang}/rules/707.10/`));
        const fork = island(page, '707.10-fork-emerald-charm');
        await fork.scrollIntoViewIfNeeded();
        await fork.locator('button[data-act="run"]').click();
        await fork.locator('.sc-outcome h4').waitFor();
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
          const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<Result> } }).axe;
          const r = await axe.run(
            { include: [['[data-scenario="707.10-fork-emerald-charm"]']] },
            { resultTypes: ['violations'] },
          );
          return r.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.impact} ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        found.push(...violations.map((v) => `${colorScheme} ${lang}: ${v}`));
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });

  /** An example's trace, its lines without their rule numbers. */
  const traceLines = (fling: ReturnType<typeof island>) =>
    fling.locator('.sc-all .sc-trace > li > span:not(.sc-rule)').allTextContents();

  it('runs an example in Russian: its words, the cards by their Russian names, the trace in Russian, the outcome', async () => {
    const { page } = tab;
    await page.goto(at('/ru/rules/707.10/'));
    const fling = island(page, '707.10-fling');
    // printed in the page (no JavaScript needed): the title in Russian, not marked as English
    const title = fling.locator('h3');
    expect(await title.textContent()).toBe(
      'Копия Швырка использует существо, принесённое в жертву при оплате оригинала',
    );
    expect(await title.getAttribute('lang')).toBeNull();
    await fling.scrollIntoViewIfNeeded();
    await fling.locator('button[data-act="run"]').click();
    await fling.locator('.sc-outcome h4').waitFor();
    // the card the language has a name for, with the English beside; the others as printed
    expect(await fling.locator('.sc-cards strong').allTextContents()).toEqual(
      expect.arrayContaining(['Швырок (Fling)', 'Исполинский Рост (Giant Growth)', 'Craw Wurm', 'Fork']),
    );
    expect(await fling.locator('.sc-params label').first().textContent()).toContain(
      'существо, принесённое в жертву при розыгрыше Швырка',
    );
    expect(await fling.locator('select[name="target"] option').allTextContents()).toEqual(['оппонент', 'Serra Angel']);
    expect(await fling.locator('.sc-steps > li').nth(2).locator('.sc-do').textContent()).toBe(
      'Вы разыгрываете Швырок (Fling) (с целью оппонент; жертвуя Craw Wurm; потратив {R})',
    );
    expect(await fling.locator('.sc-steps > li').nth(4).locator('.sc-note').textContent()).toBe(
      'разрешается Fork (копия сохраняет цель), затем копия, затем Швырок',
    );
    // every trace line in Russian: Cyrillic, and outside the cards' own quoted text («…») no
    // lowercase English word (names are capitalised, mana is {R})
    const lines = await traceLines(fling);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line).toMatch(/[а-яё]/i);
      expect(line.replace(/«[^»]*»/g, ''), line).not.toMatch(/\b[a-z]{3,}\b/);
    }
    expect(lines).toContain('Вы разыгрываете Швырок (Fling) с целью оппонент');
    expect(lines.some((l) => l.startsWith('копия Швырок (Fling) наносит оппоненту 6 повреждений'))).toBe(true);
    // the outcome worked out by hand: 6 + 6 damage, as the rules say (in Russian)
    expect(await fling.locator('.sc-players [data-player="opponent"]').textContent()).toBe(
      'оппонент: жизни 8, взято карт 0',
    );
    expect(await fling.locator('.sc-says').textContent()).toContain('оппонент получает 12');
    expect(await fling.locator('.sc-says').getAttribute('lang')).toBeNull();
    expect(await fling.locator('.sc-verdict').textContent()).toBe('Результат движка совпадает с правилами.');
  });

  it('runs the same example in English on the English page', async () => {
    const { page } = tab;
    await page.goto(at('/en/rules/707.10/'));
    const fling = island(page, '707.10-fling');
    expect(await fling.locator('h3').textContent()).toBe(
      'A copy of Fling uses the creature sacrificed to pay for the original',
    );
    await fling.scrollIntoViewIfNeeded();
    await fling.locator('button[data-act="run"]').click();
    await fling.locator('.sc-outcome h4').waitFor();
    expect(await fling.locator('.sc-cards strong').allTextContents()).toContain('Fling');
    const lines = await traceLines(fling);
    for (const line of lines) expect(line).not.toMatch(/[а-яё]/i);
    expect(lines).toContain('You cast Fling targeting opponent');
    // as the engine wrote it in English before its trace became templates
    expect(lines).toContain('Fling deals 6 damage to opponent — the power of Craw Wurm (6), sacrificed to cast it');
    expect(lines).toContain(
      'copy of Fling deals 6 damage to opponent — the power of Craw Wurm (6), sacrificed to pay for the original ' +
        "Fling (a copy uses the objects used to pay the original's costs, 707.10)",
    );
    expect(await fling.locator('.sc-players [data-player="opponent"]').textContent()).toBe(
      'opponent: life 8, cards drawn 0',
    );
    expect(await fling.locator('.sc-verdict').textContent()).toBe("The engine's outcome agrees with the rules.");
  });

  it("says what is wrong in the widget when an example's file is damaged, rather than failing", async () => {
    const { page } = tab;
    const url = at('/en/rules/707.10/');
    const data = at('/scenarios/707.10-fork-emerald-charm.json');
    await page.route(data, async (route) => {
      const res = await route.fetch();
      const json = (await res.text()).replace('"steps":[', '"steps":7,"was":[');
      await route.fulfill({ response: res, body: json });
    });
    try {
      await page.goto(url);
      const fork = island(page, '707.10-fork-emerald-charm');
      await fork.locator('button[data-act="run"]').click();
      // (the engine's chunk and the file load first: more than expect.poll's default second on a busy machine)
      await expect
        .poll(() => fork.locator('.sc-progress').textContent(), { timeout: 20_000 })
        .toBe('scenario data: scenario.steps is missing or malformed');
      expect(await fork.locator('.sc-outcome').textContent()).toBe('');
      expect(await fork.locator('.sc-steps').count()).toBe(0);
    } finally {
      await page.unroute(data);
    }
  });

  // Steps read before a run; types and keywords in the reader's language (scenario-words.ts).
  scenarioWordsInSite(() => ({ page: tab.page, at }));

  it('logged no console errors and opened no dialogs', () => {
    expect(tab.errors).toEqual([]);
    expect(tab.dialogs).toEqual([]);
  });
});
