/**
 * The search UI in a real browser (Debian's Chromium through playwright-core): a tiny static site
 * in a temp folder — the seed indexes under /search/{lang}/, client.ts + ui.ts bundled with Vite
 * on FlexSearch's compact build, as the site bundles them —
 * where queries are typed in each language and the results checked; then the network is cut and
 * search must go on working.
 */
import http from 'node:http';
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { launch } from '../site/helpers.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeSearchIndexes } from '../../src/lib/search/node.js';
import { tempDir } from '../helpers/content.js';
import { ROOT } from '../helpers/shared.js';
import { seedIndexes } from './helpers.js';
import { describeBrowser } from '../site/browser-suite.js';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };

function page(lang: string, mode: 'box' | 'page' = 'box'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${lang}</title></head><body>
<header><div id="box" data-rules-search${mode === 'page' ? ' data-mode="page"' : ''}></div></header>
<main><p>Page text</p><input id="other" aria-label="other field"></main>
<script type="module" src="/app/entry.js"></script></body></html>`;
}

/** As SearchBox.astro renders it: the box's markup in the HTML, and only the stub (ui-stub.ts) as script. */
function stubPage(lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${lang}</title></head><body>
<header><div id="box" class="rules-search rules-search--box" role="search" data-rules-search data-mode="box">\
<input type="search" class="rules-search__input" aria-label="Search the rules" role="combobox" aria-autocomplete="list" \
aria-expanded="false" aria-controls="rules-search-box-list" autocomplete="off" spellcheck="false">\
<p class="rules-search__status" aria-live="polite"></p><ul class="rules-search__list" id="rules-search-box-list" role="listbox"></ul>\
</div></header>
<main><p>Page text</p><input id="other" aria-label="other field"></main>
<script type="module" src="/app/stub.js"></script></body></html>`;
}

/** A static server; unknown paths (rule pages) answer with a stub page naming the path. */
function serve(root: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (file.endsWith('/')) file = path.join(file, 'index.html');
    if (existsSync(file)) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>stub</title><p id="stub">${url.pathname}</p>`);
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describeBrowser('search UI in Chromium', () => {
  let server: http.Server;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    const site = tempDir('rules-search-site-');
    const { built } = await seedIndexes();
    writeSearchIndexes(path.join(site, 'search'), built);
    for (const lang of ['en', 'es', 'ru']) {
      mkdirSync(path.join(site, lang, 'search'), { recursive: true });
      writeFileSync(path.join(site, lang, 'index.html'), page(lang));
      writeFileSync(path.join(site, lang, 'search', 'index.html'), page(lang, 'page'));
    }
    mkdirSync(path.join(site, 'stub'));
    writeFileSync(path.join(site, 'stub', 'index.html'), stubPage('en'));
    const entry = path.join(site, 'entry.ts');
    writeFileSync(
      entry,
      `import { autoMount } from ${JSON.stringify(path.join(ROOT, 'src/lib/search/ui.ts'))};\nautoMount();\n`,
    );
    const stubEntry = path.join(site, 'stub.ts');
    writeFileSync(
      stubEntry,
      `import { stub } from ${JSON.stringify(path.join(ROOT, 'src/lib/search/ui-stub.ts'))};\nstub();\n`,
    );
    // Bundled by Vite, as the site bundles them (ui-labels.ts reads its strings with import.meta.glob).
    await build({
      configFile: false,
      logLevel: 'silent',
      root: site,
      build: {
        outDir: path.join(site, 'app'),
        emptyOutDir: false,
        minify: false,
        rollupOptions: {
          input: { entry, stub: stubEntry },
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
          preserveEntrySignatures: 'allow-extension',
        },
      },
    });
    server = await serve(site);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => server?.close(r));
  });

  async function open(url: string): Promise<Page> {
    const p = await browser.newPage();
    await p.goto(base + url);
    await p.waitForSelector('#box input');
    return p;
  }

  async function type(p: Page, query: string): Promise<void> {
    await p.fill('#box input', '');
    await p.type('#box input', query);
    await p.waitForFunction((q) => {
      const items = document.querySelectorAll('#box [role=option]').length;
      const status = document.querySelector('#box .rules-search__status')?.textContent ?? '';
      const list = document.querySelector<HTMLElement>('#box .rules-search__list');
      return (
        (document.querySelector('#box input') as HTMLInputElement).value === q &&
        list?.dataset.query === q &&
        (items > 0 || (status !== '' && !/…$/.test(status)))
      );
    }, query);
  }

  const resultIds = (p: Page) => p.$$eval('#box [role=option]', (els) => els.map((e) => (e as HTMLElement).dataset.id));
  const marksOf = (p: Page, i: number) =>
    p.$$eval(`#box [role=none]:nth-child(${i + 1}) mark`, (els) => els.map((e) => e.textContent));

  it('"/" focuses the box, a rule number lists the rule first, Enter opens it', async () => {
    const p = await open('/en/');
    await p.keyboard.press('/');
    expect(await p.evaluate(() => document.activeElement === document.querySelector('#box input'))).toBe(true);
    await type(p, '707.10');
    expect((await resultIds(p)).slice(0, 2)).toEqual(['707.10', '707.10a']);
    await p.keyboard.press('Enter');
    await p.waitForURL('**/en/rules/707.10/');
    await p.close();
  });

  it('the stub: keystrokes typed before the box loads are kept and answered; "/", Enter typed early', async () => {
    const p = await open('/stub/');
    const requests: string[] = [];
    p.on('request', (r) => requests.push(new URL(r.url()).pathname));
    expect(await p.evaluate(() => document.querySelectorAll('#box input').length)).toBe(1);
    // Typed at once: the box's script loads meanwhile and takes over the same input.
    await p.keyboard.press('/');
    await p.keyboard.type('копия заклинания');
    await p.waitForSelector('#box [role=option]');
    expect(await p.inputValue('#box input')).toBe('копия заклинания');
    expect((await resultIds(p))[0]).toBe('707.10');
    expect(await p.evaluate(() => document.querySelectorAll('#box input').length)).toBe(1);
    expect(await p.evaluate(() => document.activeElement === document.querySelector('#box input'))).toBe(true);
    expect(await p.getAttribute('#box input', 'placeholder')).toBeTruthy();
    expect(requests.some((u) => u.startsWith('/search/en/'))).toBe(true);
    await p.keyboard.press('ArrowDown');
    expect(await p.$eval('#box [aria-selected=true]', (e) => (e as HTMLElement).dataset.id)).toBe('707.10');
    await p.keyboard.press('Escape');
    expect(await resultIds(p)).toEqual([]);
    // Nothing loads until the box is used; an Enter pressed right after typing still counts.
    await p.goto(base + '/stub/');
    await p.waitForLoadState('networkidle');
    requests.length = 0;
    await p.keyboard.type('x');
    expect(requests).toEqual([]);
    await p.click('#box input');
    await p.keyboard.type('spell');
    await p.keyboard.press('Enter');
    // The results page, or the only result if the index was in time: either way, not lost.
    await p.waitForURL((u) => u.pathname !== '/stub/');
    expect(['/en/search/?q=spell', '/en/rules/707.10/']).toContain(new URL(p.url()).pathname + new URL(p.url()).search);
    await p.close();
  });

  it('"/" typed in another field stays a character', async () => {
    const p = await open('/en/');
    await p.click('#other');
    await p.keyboard.type('a/b');
    expect(await p.inputValue('#other')).toBe('a/b');
    await p.close();
  });

  it('English site: a Russian query finds 707.10 with the English words marked', async () => {
    const p = await open('/en/');
    await type(p, 'копия заклинания');
    expect((await resultIds(p))[0]).toBe('707.10');
    expect(await marksOf(p, 0)).toEqual(expect.arrayContaining(['copy', 'spell']));
    await p.close();
  });

  it('Spanish site: hechizo copiado finds 707.10 in Spanish; an old number finds the rule it became', async () => {
    const p = await open('/es/');
    await type(p, 'hechizo copiado');
    const at = (await resultIds(p)).indexOf('707.10');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(3);
    expect(await marksOf(p, at)).toContain('hechizo');
    await type(p, '706.10');
    expect((await resultIds(p))[0]).toBe('707.10');
    await p.close();
  });

  it('Russian site: удара finds the trample rules; arrows move, Enter opens the selected one', async () => {
    const p = await open('/ru/');
    await type(p, 'удара');
    const found = await resultIds(p);
    expect(found).toContain('502.9a@2008-10-01');
    await p.keyboard.press('ArrowDown');
    await p.keyboard.press('ArrowDown');
    await p.keyboard.press('ArrowUp');
    await p.keyboard.press('ArrowDown');
    const selected = await p.$eval('#box [aria-selected=true]', (e) => (e as HTMLElement).dataset.id);
    expect(selected).toBe(found[1]);
    await p.keyboard.press('Enter');
    await p.waitForURL(`**/ru/rules/${found[1]}/`);
    await p.close();
  });

  it('fetches only what a query needs, once: queries asked before answer with the network cut', async () => {
    const p = await open('/ru/');
    const queries = ['Emerald Charm', 'копировать', '707.10b', 'Швырок', 'trample'];
    const answers: Array<Array<string | undefined>> = [];
    for (const q of queries) {
      await type(p, q);
      answers.push(await resultIds(p));
    }
    expect(answers[0]![0]).toBe('707.10');
    const requests: string[] = [];
    p.on('request', (r) => requests.push(r.url()));
    await p.context().setOffline(true);
    for (const [k, q] of queries.entries()) {
      await type(p, q);
      expect(await resultIds(p), q).toEqual(answers[k]);
    }
    expect(requests).toEqual([]);
    await p.context().setOffline(false);
    await p.close();
  });

  it('Enter on words goes to the results page, which lists them and keeps ?q=', async () => {
    const p = await open('/ru/');
    await type(p, 'заклинание');
    const inBox = await resultIds(p);
    expect(inBox.length).toBeGreaterThan(1);
    await p.keyboard.press('Enter');
    await p.waitForURL((u) => u.pathname === '/ru/search/' && u.searchParams.get('q') === 'заклинание');
    await p.waitForSelector('#box [role=option]');
    expect((await resultIds(p)).slice(0, inBox.length)).toEqual(inBox);
    expect(await p.inputValue('#box input')).toBe('заклинание');
    await type(p, 'Fork');
    expect(new URL(p.url()).searchParams.get('q')).toBe('Fork');
    await p.close();
  });
});
