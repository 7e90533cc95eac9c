/**
 * Untrusted text: a small graph whose every text field is hostile markup must render as text
 * (no script runs, no event-handler attribute, no injected element), on every kind of page.
 * The same graph built twice gives byte-identical output.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildSite, closeSite, openSite, scratchDir, type Served, type Tab, writeGraphFile } from './helpers.js';
import { GraphSchema, type Graph, type Rendition } from '../../src/lib/model/schema.js';
import { describeBrowser } from './browser-suite.js';

/** An address with no space to break at, as the old CRs print them: it must not widen a phone's page. */
const LONG = `(http://www.wizards.com/Magic/TCG/Events.aspx?x=dci/doccenter/home/${'a'.repeat(60)})`;
const EVIL = `<script>alert(1)</script> <img src=x onerror="alert(2)"> "><svg onload=alert(3)> <a href="javascript:alert(4)">x</a> </p></div><b>bold</b> &amp; & < > ${LONG}`;

/**
 * "Trojan Source" controls (issue #22): with U+202E (right-to-left override) and U+2066 (left-to-right
 * isolate) left in, "Sacrifice erutaerc a" would show as "Sacrifice a creature".
 */
const BIDI = 'Sacrifice \u202Eerutaerc a\u202C and \u2066draw\u2069 now.';

function rendition(
  lang: string,
  source: string,
  number: string,
  text: string,
  extra: Partial<Rendition> = {},
): Rendition {
  return {
    lang,
    source,
    number,
    version: lang === 'en' ? '2020-01-01' : null,
    title: '',
    text,
    examples: [{ text: `Example ${EVIL}`, cards: [] }],
    placement: { by: 'content', score: 1, evidence: [] },
    line: 1,
    ...extra,
  };
}

const empty = { revisions: [], alignments: [], review: [], references: [], referencedBy: [], cards: [] };

export function hostileGraph(): Graph {
  const g: Graph = {
    schema: 1,
    contentHash: 'fixture',
    canonicalNumbering: '2020-01-01',
    sources: [
      { id: 'src-en', file: 'en.txt', lang: 'en', format: 'cr', date: '2020-01-01', title: `CR ${EVIL}` },
      {
        id: 'src-ru',
        file: 'ru.txt',
        lang: 'ru',
        format: 'rule-excerpt',
        numbering: '2012-07-01',
        title: `RU ${EVIL}`,
        credit: EVIL,
      },
    ],
    versions: [{ id: '2020-01-01', date: '2020-01-01', sources: ['src-en'], kind: 'cr' }],
    rules: {
      '1': {
        id: '1',
        kind: 'chapter',
        parent: null,
        title: `Chapter ${EVIL}`,
        renditions: [rendition('en', 'src-en', '1', '')],
        children: ['100'],
        ...empty,
      },
      '100': {
        id: '100',
        kind: 'section',
        parent: '1',
        title: `Section ${EVIL}`,
        renditions: [rendition('en', 'src-en', '100', '', { examples: [] })],
        children: ['100.1', '100.2'],
        ...empty,
      },
      '100.1': {
        id: '100.1',
        kind: 'rule',
        parent: '100',
        title: '',
        renditions: [
          rendition('en', 'src-en', '100.1', `First rule. See rule 100.2. ${EVIL}`),
          rendition('ru', 'src-ru', '100.1', `Первое правило. ${BIDI} См. правило 100.2. ${EVIL}`, {
            placement: { by: 'declared', score: 0.5, evidence: [EVIL] },
          }),
        ],
        children: [],
        revisions: [
          {
            version: '2012-07-01',
            sources: ['src-en'],
            number: '100.1',
            text: 'First rule.',
            change: 'created',
            renumbered: false,
            diff: [],
          },
          {
            version: '2020-01-01',
            sources: ['src-en'],
            number: '100.1',
            text: `First rule. See rule 100.2. ${EVIL}`,
            change: 'substantive',
            renumbered: false,
            diff: [
              { op: 'equal', text: 'First rule.' },
              { op: 'insert', text: ` See rule 100.2. ${EVIL}` },
              { op: 'delete', text: EVIL },
            ],
          },
        ],
        alignments: [
          {
            a: { lang: 'en', source: 'src-en', version: '2020-01-01' },
            b: { lang: 'ru', source: 'src-ru', version: null },
            pairs: [
              { a: [0], b: [0], score: 0.9, low: false },
              { a: [1], b: [1], score: 0.3, low: true },
            ],
          },
        ],
        review: [
          {
            id: '100.1',
            number: '100.1',
            source: 'src-ru',
            status: 'outdated',
            baseVersions: ['2012-07-01'],
            pending: [{ version: '2020-01-01', change: 'substantive', diff: [{ op: 'insert', text: EVIL }] }],
            issues: [{ kind: `missing-card ${EVIL}`, detail: EVIL }],
          },
        ],
        references: ['100.2'],
        referencedBy: [],
        cards: [],
      },
      '100.2': {
        id: '100.2',
        kind: 'rule',
        parent: '100',
        title: '',
        renditions: [rendition('en', 'src-en', '100.2', `Second rule. ${BIDI}`, { examples: [] })],
        children: [],
        ...empty,
        referencedBy: ['100.1'],
      },
    },
    numbers: {
      '100.8': [{ id: '100.2', from: '2012-07-01', to: '2020-01-01' }],
      '100.9': [
        { id: '100.1', from: '2008-10-01', to: '2012-07-01' },
        { id: '100.2', from: '2012-07-01', to: '2020-01-01' },
      ],
    },
    glossary: [
      {
        term: `Evil ${EVIL}`,
        terms: ['Evil'],
        lang: 'en',
        source: 'src-en',
        version: '2020-01-01',
        obsolete: false,
        senses: [EVIL],
        text: `${EVIL} See rule 100.1.`,
        examples: [],
        rules: ['100.1'],
        line: 1,
      },
      {
        // "Second" is in rule 100.2's text: linked there, its definition shown beside it (client/terms.ts).
        term: 'Second',
        terms: ['Second'],
        lang: 'en',
        source: 'src-en',
        version: '2020-01-01',
        obsolete: false,
        senses: [`${BIDI} ${EVIL}`],
        text: `${BIDI} ${EVIL}`,
        examples: [],
        rules: ['100.2'],
        line: 2,
      },
    ],
    cards: [
      {
        name: `Card <img src=x onerror=alert(6)>`,
        aliases: [{ lang: 'ru', name: EVIL }],
        mentions: [{ id: '100.1', source: 'src-ru', lang: 'ru', inExample: true }],
      },
    ],
    articles: [
      {
        slug: 'evil',
        source: 'src-ru',
        lang: 'ru',
        title: `Article ${EVIL}`,
        sections: [
          {
            heading: `Heading ${EVIL}`,
            line: 1,
            blocks: [
              { kind: 'commentary', text: `Commentary ${EVIL}`, line: 2 },
              { kind: 'rule', text: `Quoted ${EVIL}`, line: 3, id: '100.1', number: '100.1' },
              { kind: 'example', text: EVIL, line: 4 },
              { kind: 'list', text: EVIL, line: 5, items: [EVIL] },
            ],
            discusses: ['100.1'],
          },
        ],
        homework: [`Question ${EVIL}`],
      },
      {
        // A guide in Markdown (article-md), rendered by Astro's Markdown pipeline: raw HTML and
        // javascript: links in it go, the rule reference is linked.
        slug: 'evil-guide',
        source: 'src-ru',
        lang: 'en',
        title: `Guide ${EVIL}`,
        sections: [],
        homework: [],
        markdown: [
          '---',
          'title: Evil guide',
          '---',
          '',
          `## Heading ${EVIL}`,
          '',
          'See rule 100.1 <script>alert(5)</script> and <img src=x onerror="alert(6)">.',
          '',
          '[a link](javascript:alert(7)) and <a href="javascript:alert(8)">raw</a>',
          '',
          '<div onclick="alert(9)"><b>raw block</b></div>',
          '',
          EVIL,
          '',
        ].join('\n'),
        scenarios: [],
        discusses: ['100.1'],
      },
    ],
    warnings: [],
  };
  return GraphSchema.parse(g);
}

function hashTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(path.relative(dir, p), createHash('sha256').update(readFileSync(p)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

describeBrowser('hostile rule text', () => {
  let dir = '';
  let server: Served;
  let browser: Browser;
  let tab: Tab;

  beforeAll(async () => {
    dir = scratchDir('site-hostile-');
    const file = writeGraphFile(path.join(dir, 'graph.json'), hostileGraph());
    await buildSite(file, path.join(dir, 'dist'));
    await buildSite(file, path.join(dir, 'dist2'));
    ({ server, browser, tab } = await openSite(path.join(dir, 'dist')));
  }, 600_000);

  afterAll(async () => {
    await closeSite({ server, browser }, dir);
  });

  const pages = [
    '/en/',
    '/en/rules/1/',
    '/en/rules/100/',
    '/en/rules/100.1/',
    '/ru/rules/100.1/',
    '/ru/rules/100.2/',
    '/es/all/',
    '/en/compare/?rule=100.1',
    '/ru/rules/100.1/#changes',
    '/en/review/',
    '/ru/review/',
    '/ru/review/100.1/',
    '/en/glossary/',
    '/es/cards/',
    '/en/articles/evil/',
    '/en/articles/evil-guide/',
    '/ru/articles/evil-guide/',
    '/en/rules/100.9/',
  ];

  it('renders hostile text as text on every page', async () => {
    const { page } = tab;
    for (const p of pages) {
      await page.goto(server.url + p);
      // An old number meaning several rules: 404.html lists them once it has looked them up.
      if (p === '/en/rules/100.9/') await page.locator('#old').waitFor({ state: 'visible' });
      // The compare page draws its columns from the chapter's data.
      if (p.includes('/compare/')) await page.locator('.col').first().waitFor();
      const report = await page.evaluate(() => {
        const handlers = [...document.querySelectorAll('*')].flatMap((el) =>
          [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
        );
        const scripts = [...document.querySelectorAll('script')].filter(
          (s) => !(s.src && new URL(s.src).pathname.startsWith('/_astro/')) && s.type !== 'application/json',
        );
        const jsLinks = [...document.querySelectorAll('a[href]')].filter((a) =>
          /^\s*javascript:/i.test(a.getAttribute('href') ?? ''),
        );
        return {
          handlers,
          scripts: scripts.map((s) => s.outerHTML),
          injected: document.querySelectorAll('main img, main svg:not(.timeline):not(.chart), main b').length,
          jsLinks: jsLinks.length,
          text: document.querySelector('main')?.textContent ?? '',
        };
      });
      expect(report.handlers, p).toEqual([]);
      expect(report.scripts, p).toEqual([]);
      expect(report.injected, p).toBe(0);
      expect(report.jsLinks, p).toBe(0);
      // The overview of all languages and the queue show numbers only (the item pages the texts).
      if (p !== '/en/review/' && p !== '/ru/review/') expect(report.text, p).toContain('<script>alert(1)</script>');
    }
    expect(tab.dialogs).toEqual([]);
    expect(tab.errors).toEqual([]);
  });

  it('keeps every page within a 390 px phone, long addresses included', async () => {
    const { page } = tab;
    await page.setViewportSize({ width: 390, height: 844 });
    const wide: string[] = [];
    for (const p of pages) {
      await page.goto(server.url + p);
      const { scroll, width } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        width: window.innerWidth,
      }));
      if (scroll > width) wide.push(`${p}: ${scroll} px`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(wide).toEqual([]);
  });

  it('still shows the notices, links and pages around the hostile text', async () => {
    const { page } = tab;
    await page.goto(server.url + '/ru/rules/100.1/');
    expect(await page.locator('.notice.outdated').count()).toBe(1);
    expect(await page.locator('.notice.declared').count()).toBe(1);
    await page.locator('#R1001 a.ref').first().click();
    await page.waitForURL('**/ru/rules/100.2/');
    expect(await page.locator('.notice.untranslated').count()).toBe(1);
    await page.goto(server.url + '/en/rules/100.8/');
    await page.waitForURL('**/en/rules/100.2/');
    await page.goto(server.url + '/en/rules/100.9/');
    await page.locator('#old').waitFor({ state: 'visible' });
    expect(await page.locator('main li a[href="/en/rules/100.1/"]').count()).toBe(1);
    expect(await page.locator('main li a[href="/en/rules/100.2/"]').count()).toBe(1);
    const api = await (await fetch(server.url + '/api/rules/100.1.json')).json();
    expect(api.renditions[0].text).toContain(EVIL);
  });

  it('renders a hostile Markdown guide through Astro’s pipeline: its rule reference linked, its raw HTML gone', async () => {
    const html = readFileSync(path.join(dir, 'dist', 'ru', 'articles', 'evil-guide', 'index.html'), 'utf8');
    const guide = html.slice(html.indexOf('<div class="guide">'), html.indexOf('</main>'));
    expect(guide).toContain('See rule <a href="/ru/rules/100.1/">100.1</a>');
    // Raw tags go; the text between them stays text (`alert(5)` of <script>alert(5)</script>).
    for (const bad of ['alert(6)', 'alert(7)', 'alert(8)', 'alert(9)', 'raw block', 'javascript:'])
      expect(guide, bad).not.toContain(bad);
    for (const tag of ['<script', '<img', '<svg', '<b>']) expect(guide, tag).not.toContain(tag);
  });

  it("leaves no bidirectional or invisible control in any page (a translation's too: the review item page)", () => {
    const pages = (readdirSync(path.join(dir, 'dist'), { recursive: true, encoding: 'utf8' }) as string[]).filter((f) =>
      f.endsWith('.html'),
    );
    expect(pages).toContain(path.join('ru', 'review', '100.1', 'index.html'));
    const leaking = pages.filter((f) =>
      /[\u202A-\u202E\u2066-\u2069\u200B]/.test(readFileSync(path.join(dir, 'dist', f), 'utf8')),
    );
    expect(leaking).toEqual([]);
  });

  it("shows a glossary term's hostile definition beside it as text, its controls gone", async () => {
    const { page } = tab;
    for (const lang of ['en', 'ru']) {
      const json = readFileSync(path.join(dir, 'dist', lang, 'glossary.json'), 'utf8');
      expect(json, lang).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B]/);
    }
    await page.goto(server.url + '/en/rules/100.2/');
    await page.locator('main a.term', { hasText: 'Second' }).hover();
    const tip = page.locator('#term-tip');
    await expect.poll(() => tip.isVisible()).toBe(true);
    const text = (await tip.textContent()) ?? '';
    expect(text).toContain('Sacrifice erutaerc a and draw now.');
    expect(text).toContain('<script>alert(1)</script>');
    expect(await tip.locator('script, img, svg, b, a').count()).toBe(0);
    expect(tab.dialogs).toEqual([]);
  });

  it('shows bidirectional and invisible controls nowhere: the text reads as stored, in logical order', async () => {
    await tab.page.goto(server.url + '/en/rules/100.2/');
    const html = readFileSync(path.join(dir, 'dist', 'en', 'rules', '100.2', 'index.html'), 'utf8');
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B]/);
    const p = tab.page.locator('main p', { hasText: 'Second rule.' }).first();
    expect(await p.innerText()).toContain('Sacrifice erutaerc a and draw now.');
    // Laid out left to right, character after character: no override reorders what is shown.
    const xs = await p.evaluate((el) => {
      const out: number[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const t = n.textContent ?? '';
        const at = t.indexOf('erutaerc');
        if (at < 0) continue;
        for (let i = at; i < at + 'erutaerc'.length; i++) {
          const r = document.createRange();
          r.setStart(n, i);
          r.setEnd(n, i + 1);
          out.push(r.getBoundingClientRect().left);
        }
      }
      return out;
    });
    expect(xs).toHaveLength(8);
    expect(
      xs.every((x, i) => i === 0 || x > xs[i - 1]!),
      xs.join(' '),
    ).toBe(true);
    // The same text with its override left in would run right to left: the measure can tell.
    const raw = await tab.page.evaluate(() => {
      const el = document.createElement('p');
      el.textContent = 'Sacrifice \u202Eerutaerc a\u202C';
      document.querySelector('main')!.append(el);
      const n = el.firstChild!;
      const xs: number[] = [];
      for (let i = 11; i < 19; i++) {
        const r = document.createRange();
        r.setStart(n, i);
        r.setEnd(n, i + 1);
        xs.push(r.getBoundingClientRect().left);
      }
      el.remove();
      return xs;
    });
    expect(
      raw.every((x, i) => i === 0 || x < raw[i - 1]!),
      raw.join(' '),
    ).toBe(true);
  });

  it('builds byte-identical output twice', () => {
    const a = hashTree(path.join(dir, 'dist'));
    const b = hashTree(path.join(dir, 'dist2'));
    expect([...a.keys()]).toEqual([...b.keys()]);
    const differing = [...a].filter(([k, h]) => b.get(k) !== h).map(([k]) => k);
    expect(differing).toEqual([]);
  });
});
