/**
 * A rule's history on its page (issue 41, "History you can read"), registered into a site test that
 * already built and served the fixture site (site.test.ts), so that no test builds it again: a link
 * to the history lands on it and stays there while the runnable examples above it draw, the
 * revisions read newest first with a keyboard toggle, the timeline's labels never overlap with the
 * fixture's 27 revisions (as many as the archive's 707.10), and axe finds nothing serious in it.
 * Each at a desktop's and a phone's size.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import type { Graph, Rule } from '../../src/lib/model/schema.js';
import { openTab, ROOT, type Tab } from './helpers.js';

export interface HistorySite {
  url: string;
  browser: Browser;
  graph: Graph;
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** How far (CSS px) the history may be from where it landed: rounding, not a layout shift. */
const STILL = 3;

const topOf = (page: Page) => page.evaluate(() => document.getElementById('changes')!.getBoundingClientRect().top);
const examplesHeight = (page: Page) =>
  page.evaluate(() => document.querySelector('.scenarios')?.getBoundingClientRect().height ?? 0);

export function historyInSite(site: () => HistorySite): void {
  let tab: Tab;
  /** The fixture's rule with the most revisions (fixture.ts: as many as the archive's 707.10). */
  let long: Rule;
  const at = (p: string) => site().url + p;

  beforeAll(async () => {
    tab = await openTab(site().browser);
    long = Object.values(site().graph.rules).sort((a, b) => b.revisions.length - a.revisions.length)[0]!;
  });
  afterAll(async () => {
    await tab?.page.close();
  });

  const ready = async (page: Page, rule: string) => {
    await page.goto(at(`/en/rules/${rule}/#changes`));
    await page.locator('#changes[data-ready="true"]').waitFor();
  };

  it('lands on the history at once, by its URL or its link, and it stays while the examples above it draw', async () => {
    const { page } = tab;
    const rules = ['707.10', long.id];
    // As on a slow line: the examples' files come a second late, so that they draw after the jump.
    const late = async (route: Route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    };
    await page.route('**/scenarios/**', late);
    // 707.10 carries runnable examples above its history: they draw after the jump.
    await page.goto(at('/en/rules/707.10/'));
    expect(await page.locator('[data-scenario]').count()).toBeGreaterThan(0);
    for (const v of VIEWPORTS) {
      await page.setViewportSize(v);
      for (const rule of rules) {
        const where = `${rule} (${v.name})`;
        await page.goto(at(`/en/rules/${rule}/#changes`));
        const arrived = await topOf(page);
        const drawnBefore = await examplesHeight(page);
        await page.waitForTimeout(3000);
        const settled = await topOf(page);
        console.info(`${where} by URL: #changes at ${arrived.toFixed(1)} px, ${settled.toFixed(1)} px after 3 s`);
        expect(Math.abs(arrived), `${where} by URL`).toBeLessThanOrEqual(STILL);
        expect(Math.abs(settled - arrived), `${where} by URL`).toBeLessThanOrEqual(STILL);
        if (rule === '707.10')
          expect(await examplesHeight(page), `${where}: the examples drew`).toBeGreaterThan(drawnBefore);

        await page.goto(at(`/en/rules/${rule}/`));
        await page.locator('aside.meta a[href$="#changes"]').first().click();
        const clicked = await topOf(page);
        const drawnThen = await examplesHeight(page);
        await page.waitForTimeout(3000);
        const after = await topOf(page);
        console.info(`${where} by its link: #changes at ${clicked.toFixed(1)} px, ${after.toFixed(1)} px after 3 s`);
        if (rule === '707.10')
          expect(await examplesHeight(page), `${where}: the examples drew`).toBeGreaterThan(drawnThen);
        expect(Math.abs(clicked), `${where} by its link`).toBeLessThanOrEqual(STILL);
        expect(Math.abs(after - clicked), `${where} by its link`).toBeLessThanOrEqual(STILL);
      }
    }
    await page.unroute('**/scenarios/**', late);
    expect(tab.errors).toEqual([]);
  }, 120_000);

  it("draws a timeline whose labels never overlap, with the archive's number of revisions", async () => {
    const { page } = tab;
    expect(long.revisions.length).toBeGreaterThanOrEqual(23);
    for (const v of VIEWPORTS) {
      await page.setViewportSize(v);
      await ready(page, long.id);
      const labels = await page.locator('svg.timeline text').evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { text: e.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        }),
      );
      for (const l of labels) expect(l.right - l.left, l.text).toBeGreaterThan(0);
      const overlaps: string[] = [];
      labels.forEach((a, i) =>
        labels.slice(i + 1).forEach((b) => {
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            overlaps.push(`${a.text} × ${b.text}`);
        }),
      );
      const dates = labels.filter((l) => /^\d{4}-\d{2}-\d{2}$/.test(l.text)).map((l) => l.text);
      console.info(
        `${long.id} (${v.name}): ${long.revisions.length} revisions, ${labels.length} labels (${dates.length} dates), ${overlaps.length} overlapping`,
      );
      expect(overlaps).toEqual([]);
      // The first and the newest revision are always named; each date named is a revision's.
      expect(dates).toContain(long.revisions[0]!.version);
      expect(dates).toContain(long.revisions.at(-1)!.version);
      for (const d of dates) expect(long.revisions.map((r) => r.version)).toContain(d);
      // Every revision keeps its mark, a link to it.
      expect(await page.locator('svg.timeline a[href^="#v"]').count()).toBe(long.revisions.length);
    }
    expect(tab.errors).toEqual([]);
  });

  it('lists the revisions newest first, oldest first at a key press, and reads without JavaScript', async () => {
    const { page } = tab;
    await page.setViewportSize(VIEWPORTS[0]);
    await ready(page, long.id);
    const n = long.revisions.length;
    const order = () => page.locator('#changes .revs > li').evaluateAll((els) => els.map((e) => e.id));
    const newest = Array.from({ length: n }, (_, i) => `v${n - 1 - i}`);
    expect(await order()).toEqual(newest);
    // Numbered by their place in time all the same: the newest is n.
    expect(await page.locator('#changes ol.revs').evaluate((ol) => (ol as HTMLOListElement).reversed)).toBe(true);
    const button = page.locator('#changes .order button');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    // Reached by Tab from the picker before it, pressed with the keyboard.
    await page.locator('#pick-b').focus();
    await page.keyboard.press('Tab');
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await order()).toEqual([...newest].reverse());
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('#changes ol.revs').evaluate((ol) => (ol as HTMLOListElement).reversed)).toBe(false);
    await page.keyboard.press('Space');
    expect(await order()).toEqual(newest);
    expect(tab.errors).toEqual([]);

    // Without JavaScript the page reads as before: the rule, and the history's heading and summary.
    const context = await site().browser.newContext({ javaScriptEnabled: false });
    try {
      const still = await context.newPage();
      await still.goto(at(`/en/rules/${long.id}/#changes`));
      expect(await still.locator('#changes h2').isVisible()).toBe(true);
      expect(await still.locator('#changes .legend').first().textContent()).toContain(String(n));
      expect(await still.locator('#changes button, #changes ol').count()).toBe(0);
      expect(await still.locator('article.rule-page h1').textContent()).toContain(long.id);
    } finally {
      await context.close();
    }
  });

  it('finds nothing serious with axe in the long history, either order, on a desktop and a phone', async () => {
    const axe = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
    const context = await site().browser.newContext({ bypassCSP: true });
    const problems: string[] = [];
    try {
      const page = await context.newPage();
      for (const v of VIEWPORTS) {
        await page.setViewportSize(v);
        await ready(page, long.id);
        await page.addScriptTag({ content: axe });
        for (const pressed of [false, true]) {
          if (pressed) await page.locator('#changes .order button').click();
          const found = await page.evaluate(async () => {
            interface Result {
              violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
            }
            const run = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<Result> } }).axe;
            const r = await run.run(
              { include: [['#changes']] },
              {
                resultTypes: ['violations'],
                runOnly: {
                  type: 'tag',
                  values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
                },
              },
            );
            return r.violations
              .filter((x) => x.impact === 'serious' || x.impact === 'critical')
              .map((x) => `${x.impact} ${x.id} at ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          });
          problems.push(...found.map((f) => `${v.name}${pressed ? ', oldest first' : ''}: ${f}`));
        }
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);
}
