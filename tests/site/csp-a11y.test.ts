/**
 * The built site's Content-Security-Policy (issue #9) and accessibility (issue #5), on one build
 * of content/ (plus the site fixture and an ambiguous old number for the disambiguation page):
 *  - every HTML page carries the policy first in <head>: default-src, script-src and style-src
 *    'self' plus the hashes of that page's own inline scripts, connect-src 'self', object-src
 *    'none', base-uri 'self', no 'unsafe-inline' / 'unsafe-eval', no other origin;
 *  - in Chromium every page type loads, and its islands (compare highlighting, history picker,
 *    language switch, redirects, search and runnable examples when the site has them) work with
 *    zero `securitypolicyviolation` events and no console error; injected inline script, eval and
 *    a request to another origin are refused;
 *  - axe-core finds no serious or critical violation on each page type in each language, in light
 *    mode and (colour contrast) in dark mode (axe is injected inline, so that context bypasses CSP).
 */
import { SOURCE_LANG } from '../../src/lib/langs/source.js';
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { contentWith } from '../helpers/content.js';
import {
  buildSite,
  closeSite,
  launch,
  scratchDir,
  serve,
  type Served,
  siteGraph,
  watch,
  writeSiteStore,
} from './helpers.js';
import { cspHash } from '../../src/lib/render/csp.js';
import { describeBrowser } from './browser-suite.js';
import { axeAudit } from './axe.js';
import type { Graph } from '../../src/lib/model/schema.js';

const LANGS = ['en', 'es', 'ru'] as const;
/** An old number no rule has today, given to two rules in turn: its URL is a disambiguation page. */
const AMBIGUOUS = '706.99';

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...htmlFiles(p));
    else if (e.name.endsWith('.html')) out.push(p);
  }
  return out;
}

const decodeAttr = (s: string) =>
  s
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The page's policy: the meta element must come first in <head>, right after <meta charset>. */
function policyOf(html: string): { first: boolean; directives: Map<string, string[]> } | undefined {
  const m = /<meta http-equiv="content-security-policy" content="([^"]*)"\s*\/?>/i.exec(html);
  if (!m) return undefined;
  const head = html.indexOf('<head>');
  const before = html.slice(head + '<head>'.length, m.index).trim();
  const directives = new Map<string, string[]>();
  for (const part of decodeAttr(m[1]!).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return { first: head >= 0 && /^<meta charset="utf-8"\s*\/?>$/i.test(before), directives };
}

/** Inline scripts the browser would run (not JSON data blocks, not external files). */
function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/i.test(attrs)) continue;
    const type = /\stype="([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    out.push(m[2]!);
  }
  return out;
}

const HASH = /^'sha(256|384|512)-[A-Za-z0-9+/]+=*'$/;

interface Watched {
  page: Page;
  /** CSP violations, console errors, page errors, failed requests. */
  errors: string[];
}

/** A tab that reports every CSP violation (from an init script, before any page script runs). */
/** Wait for what a page draws in the browser from its data (the compare page's columns). */
async function drawn(page: Page, p: string): Promise<void> {
  if (p.includes('/compare/')) await page.locator('.col').first().waitFor();
}

async function watchedTab(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const { errors } = watch(page);
  // Here a dialog is an error like the others (watch() dismisses it).
  page.on('dialog', (d) => errors.push(`dialog: ${d.message()}`));
  return { page, errors };
}

const REPORT_VIOLATIONS = () => {
  const w = window as unknown as { __csp: string[] };
  w.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    const line = `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber} ${e.sample}`;
    w.__csp.push(line);
    console.error(line);
  });
};

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

describeBrowser('Content-Security-Policy and accessibility of the built site', () => {
  let dir = '';
  let dist = '';
  let graph: Graph;
  let server: Served;
  let browser: Browser;
  let historyId = '';
  let slug = '';
  /** A rule (other than 707.10) whose page carries runnable examples, if any. */
  let scenarioPage = '';
  const at = (p: string) => server.url + p;

  /** Every page type of a language (the old-number redirect aside: it leaves at once). */
  const pagesOf = (lang: string): string[] => {
    const list = [
      `/${lang}/`,
      `/${lang}/rules/707.10/`,
      // A subrule has its own page in the source language's interface only (model/pages.ts).
      ...(lang === SOURCE_LANG ? [`/${lang}/rules/707.10a/`] : []),
      `/${lang}/rules/707/`,
      `/${lang}/all/`,
      `/${lang}/compare/?rule=707.10`,
      `/${lang}/rules/${historyId}/#changes`,
      `/${lang}/review/`,
      `/${lang}/glossary/`,
      `/${lang}/cards/`,
      `/${lang}/articles/${slug}/`,
      `/${lang}/rules/${AMBIGUOUS}/`,
    ];
    if (existsSync(path.join(dist, lang, 'search', 'index.html'))) list.push(`/${lang}/search/?q=copy`);
    if (scenarioPage) list.push(`/${lang}/rules/${scenarioPage}/`);
    return list;
  };

  beforeAll(async () => {
    dir = scratchDir('site-csp-');
    const built = await siteGraph(contentWith(), dir);
    graph = built.graph;
    graph.numbers[AMBIGUOUS] = [
      { id: '707.10', from: '2008-10-01', to: '2012-07-01' },
      { id: '707.10a', from: '2012-07-01', to: '2014-02-01' },
    ];
    historyId = Object.values(graph.rules).find((r) => r.revisions.length >= 2)!.id;
    slug = graph.articles[0]!.slug;
    const file = writeSiteStore(built.file, graph, built.scenarios);
    dist = path.join(dir, 'dist');
    const { ms } = await buildSite(file, dist);
    console.info(`site built in ${ms} ms`);
    scenarioPage =
      readdirSync(path.join(dist, 'en', 'rules')).find(
        (id) =>
          id !== '707.10' &&
          readFileSync(path.join(dist, 'en', 'rules', id, 'index.html'), 'utf8').includes('data-scenario="'),
      ) ?? '';
    server = await serve(dist);
    browser = await launch();
  }, 900_000);

  afterAll(async () => {
    await closeSite({ server, browser }, dir);
  });

  describe('policy', () => {
    it('is the first thing in every page’s <head>, strict, and lists the hash of each inline script', () => {
      const files = htmlFiles(dist);
      expect(files.length).toBeGreaterThan(100);
      const problems: string[] = [];
      const seen = new Set<string>();
      for (const file of files) {
        const rel = path.relative(dist, file);
        const html = readFileSync(file, 'utf8');
        const policy = policyOf(html);
        if (!policy) {
          problems.push(`${rel}: no Content-Security-Policy meta element`);
          continue;
        }
        if (!policy.first) problems.push(`${rel}: the policy is not the first element after <meta charset>`);
        const d = policy.directives;
        const want: Record<string, string[]> = {
          'default-src': ["'self'"],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
        };
        for (const [name, values] of Object.entries(want))
          if (JSON.stringify(d.get(name)) !== JSON.stringify(values))
            problems.push(`${rel}: ${name} is ${JSON.stringify(d.get(name))}, want ${values.join(' ')}`);
        for (const name of ['script-src', 'style-src']) {
          const values = d.get(name) ?? [];
          if (values[0] !== "'self'") problems.push(`${rel}: ${name} does not start with 'self'`);
          const other = values.slice(1).filter((v) => !HASH.test(v));
          if (other.length) problems.push(`${rel}: ${name} allows ${other.join(' ')} (only 'self' and hashes)`);
        }
        // No other origin anywhere: every source is 'self', 'none' or a hash.
        for (const [name, values] of d)
          for (const v of values)
            if (v !== "'self'" && v !== "'none'" && !HASH.test(v)) problems.push(`${rel}: ${name} allows ${v}`);
        for (const bad of ['frame-ancestors', 'report-uri', 'sandbox'])
          if (d.has(bad)) problems.push(`${rel}: ${bad} is ignored in a meta policy`);
        const scriptSrc = new Set(d.get('script-src'));
        for (const code of inlineScripts(html)) {
          if (!scriptSrc.has(cspHash(code)))
            problems.push(`${rel}: inline script not allowed by hash: ${code.slice(0, 80)}`);
        }
        const styleSrc = new Set(d.get('style-src'));
        for (const m of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi))
          if (!styleSrc.has(cspHash(m[1]!))) problems.push(`${rel}: inline <style> not allowed by hash`);
        seen.add(rel.split(path.sep).slice(0, 2).join('/'));
        if (problems.length > 20) break;
      }
      expect(problems).toEqual([]);
      // Every kind of page was looked at.
      for (const kind of ['index.html', '404.html', 'en/rules', 'es/compare', 'en/all', 'ru/review'])
        expect(
          [...seen].some((s) => s === kind || s.startsWith(kind)),
          kind,
        ).toBe(true);
    });
  });

  describe('in Chromium', () => {
    let context: BrowserContext;
    let tab: Watched;

    beforeAll(async () => {
      context = await browser.newContext();
      await context.addInitScript(REPORT_VIOLATIONS);
      tab = await watchedTab(context);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('loads every page type of every language with no violation, inline handler or style attribute', async () => {
      const { page } = tab;
      for (const lang of LANGS) {
        for (const p of pagesOf(lang)) {
          await page.goto(at(p));
          await drawn(page, p);
          await page.waitForLoadState('load');
          expect(await violations(page), p).toEqual([]);
          const inline = await page.evaluate(() =>
            Array.from(document.querySelectorAll('*')).flatMap((el) =>
              Array.from(el.attributes)
                .filter((a) => /^on/i.test(a.name) || a.name === 'style')
                .map((a) => `<${el.tagName.toLowerCase()} ${a.name}>`),
            ),
          );
          expect(inline, p).toEqual([]);
        }
      }
      await page.goto(at('/404.html'));
      expect(await violations(page)).toEqual([]);
    }, 300_000);

    it('runs the inline redirects (root and old numbers) under the policy', async () => {
      const { page } = tab;
      await page.goto(at('/'));
      await page.waitForURL(/\/(en|es|ru)\/$/);
      await page.goto(at('/en/rules/706.10/'));
      await page.waitForURL('**/en/rules/707.10/');
      expect(await violations(page)).toEqual([]);
    });

    it('keeps the compare highlighting, the history picker and the language switch working', async () => {
      const { page } = tab;
      await page.goto(at('/es/compare/?rule=707.10'));
      await page.locator('.col').first().waitFor();
      await page.locator('.col[data-lang="en"] .s[data-g]').first().hover();
      expect(await page.locator('.col:not([data-lang="en"]) .s.hl').count()).toBeGreaterThan(0);
      await page.locator('.col[data-lang="ru"] .s[data-g]').first().focus();
      expect(await page.locator('.col[data-lang="en"] .s.hl').count()).toBeGreaterThan(0);
      await page.locator('fieldset.choose input[value="es"]').uncheck();
      expect(await page.locator('.col[data-lang="es"]').isHidden()).toBe(true);
      expect(await violations(page)).toEqual([]);

      await page.goto(at(`/en/rules/${historyId}/#changes`));
      await page.locator('#changes[data-ready="true"]').waitFor();
      expect(await page.locator('.pick').isVisible()).toBe(true);
      const options = await page.locator('#pick-a option').count();
      await page.selectOption('#pick-a', '0');
      await page.selectOption('#pick-b', String(options - 1));
      expect(await page.locator('#pick-out ins, #pick-out del').count()).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);

      await page.goto(at('/en/rules/707.10/'));
      await page.locator('nav.langs a[hreflang="ru"]').click();
      await page.waitForURL('**/ru/rules/707.10/');
      expect(await page.getAttribute('html', 'lang')).toBe('ru');
      expect(await violations(page)).toEqual([]);
    });

    it('keeps search working', async () => {
      const { page } = tab;
      await page.goto(at('/en/rules/707.10/'));
      const box = page.locator('[data-rules-search] input, header input[type="search"]').first();
      expect(await box.count()).toBe(1);
      await box.click();
      await box.pressSequentially('copy a spell', { delay: 20 });
      const results = page.locator('[data-rules-search] li a, [role="listbox"] [role="option"]');
      await results.first().waitFor({ timeout: 30_000 });
      expect(await results.count()).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
      if (existsSync(path.join(dist, 'en', 'search', 'index.html'))) {
        await page.goto(at('/en/search/?q=copy'));
        await page.locator('main li a').first().waitFor({ timeout: 30_000 });
        expect(await violations(page)).toEqual([]);
      }
    }, 120_000);

    it('keeps the runnable examples working (707.10 has them)', async () => {
      const { page } = tab;
      await page.goto(at('/en/rules/707.10/'));
      const island = page.locator('[data-scenario]').first();
      expect(await island.count()).toBe(1);
      expect(scenarioPage).not.toBe('');
      await island.locator('button[data-act="run"]').click();
      const outcome = island.locator('.sc-outcome');
      await expect.poll(async () => (await outcome.innerText()).trim().length, { timeout: 60_000 }).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
    }, 120_000);

    it('refuses injected inline script, eval and requests to other origins', async () => {
      const control = await watchedTab(context);
      const { page } = control;
      await page.goto(at('/en/rules/707.10/'));
      const outcome = await page.evaluate(async () => {
        const w = window as unknown as { __ran?: number };
        const s = document.createElement('script');
        s.textContent = 'window.__ran = 1';
        document.head.append(s);
        const div = document.createElement('div');
        div.innerHTML = '<img src="x" onerror="window.__ran = 2">';
        document.body.append(div);
        // Code evaluated by the test runner itself may eval; a timer callback runs as the page's own.
        const evaluated = await new Promise<string>((resolve) =>
          setTimeout(() => {
            try {
              (0, eval)('1');
              resolve('ran');
            } catch {
              resolve('blocked');
            }
          }, 0),
        );
        let fetched = 'ran';
        try {
          await fetch('http://127.0.0.2:9/');
        } catch {
          fetched = 'blocked';
        }
        await new Promise((r) => setTimeout(r, 300));
        return { ran: w.__ran ?? 0, evaluated, fetched };
      });
      expect(outcome).toEqual({ ran: 0, evaluated: 'blocked', fetched: 'blocked' });
      const seen = await violations(page);
      expect(seen.some((v) => v.includes('script-src'))).toBe(true);
      expect(seen.some((v) => v.includes('connect-src'))).toBe(true);
      await page.close();
    });

    it('logged no console error on any page', () => {
      expect(tab.errors).toEqual([]);
    });
  });

  describe('axe-core', () => {
    const CONTRAST = ['color-contrast', 'link-in-text-block'];

    async function auditContext(scheme: 'light' | 'dark', run: (page: Page, problems: string[]) => Promise<void>) {
      const context = await browser.newContext({ bypassCSP: true, colorScheme: scheme });
      const page = await context.newPage();
      const problems: string[] = [];
      try {
        await run(page, problems);
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    }

    /** States that only script or navigation show: a :target rule, highlighted partners, a run example. */
    async function states(page: Page, lang: string, problems: string[], rules: string[] | undefined) {
      await page.goto(at(`/${lang}/rules/707.10/#R70710a`));
      problems.push(...(await axeAudit(page, `${lang} :target`, CONTRAST)));
      await page.goto(at(`/${lang}/compare/?rule=707.10`));
      await page.locator('.col').first().waitFor();
      await page.locator('.col[data-lang="en"] .s[data-g]').first().hover();
      problems.push(...(await axeAudit(page, `${lang} compare highlighted`, CONTRAST)));
      const run = page.locator('[data-scenario] button[data-act="run"]').first();
      await page.goto(at(`/${lang}/rules/707.10/`));
      if (await run.count()) {
        await run.click();
        await page
          .locator('[data-scenario] .sc-outcome')
          .first()
          .filter({ hasText: /\S/ })
          .waitFor({ timeout: 60_000 });
        problems.push(...(await axeAudit(page, `${lang} example run`, rules)));
      }
      const box = page.locator('header [data-rules-search] input').first();
      if (await box.count()) {
        await box.click();
        await box.pressSequentially('copy', { delay: 20 });
        await page.locator('header [data-rules-search] li').first().waitFor({ timeout: 30_000 });
        problems.push(...(await axeAudit(page, `${lang} search box open`, rules)));
      }
    }

    for (const lang of LANGS) {
      it(`finds no serious or critical violation on any page type (${lang}, light)`, async () => {
        await auditContext('light', async (page, problems) => {
          for (const p of pagesOf(lang)) {
            await page.goto(at(p));
            await drawn(page, p);
            problems.push(...(await axeAudit(page, p)));
          }
          await states(page, lang, problems, undefined);
          if (lang === 'en') {
            await page.goto(at('/404.html'));
            problems.push(...(await axeAudit(page, '/404.html')));
          }
        });
      }, 600_000);
    }

    // Dark mode changes colours only, the same in every language: contrast on every page type in
    // English, and the highlighted states in every language.
    it('keeps every text readable in dark mode (contrast)', async () => {
      await auditContext('dark', async (page, problems) => {
        for (const p of [...pagesOf('en'), '/404.html']) {
          await page.goto(at(p));
          await drawn(page, p);
          problems.push(...(await axeAudit(page, `dark ${p}`, CONTRAST)));
        }
        for (const lang of LANGS) await states(page, lang, problems, CONTRAST);
      });
    }, 600_000);
  });
});
