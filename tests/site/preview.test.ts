/**
 * `astro preview` (npm run preview) answers a page's URL without its trailing slash with the page,
 * as static hosts do (issue #41: it answered /en/glossary with Astro's own 404), and a path no page
 * has with the site's 404.html; the build still writes each page as `{path}/index.html`.
 */
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentWith } from '../helpers/content.js';
import { astroPreview, buildSite, cleanup, ingest, scratchDir, type Served } from './helpers.js';

/** Every page of a built site: the folders holding an index.html, as URL paths without the slash. */
function pagesOf(dist: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dist, rel), { withFileTypes: true })) {
      if (!e.isDirectory()) continue;
      const sub = `${rel}/${e.name}`;
      if (existsSync(path.join(dist, sub, 'index.html'))) out.push(sub);
      walk(sub);
    }
  };
  walk('');
  return out.sort();
}

/** Every HTML file of a built site, relative to it. */
function htmlOf(dist: string): string[] {
  return (readdirSync(dist, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'));
}

describe('astro preview of a built site', () => {
  let dir = '';
  let dist = '';
  let preview: Served | undefined;
  const at = (p: string) => fetch(preview!.url + p, { redirect: 'follow' });
  const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer());

  beforeAll(async () => {
    dir = scratchDir('site-preview-');
    const graph = await ingest(contentWith(), path.join(dir, 'graph'));
    dist = path.join(dir, 'dist');
    await buildSite(graph, dist);
    preview = await astroPreview(dist, graph);
  }, 600_000);

  afterAll(async () => {
    await preview?.close();
    cleanup(dir);
  });

  it('writes every page as {path}/index.html (the layout static hosts serve)', () => {
    const pages = pagesOf(dist);
    expect(pages).toContain('/en/glossary');
    expect(pages.length).toBeGreaterThan(100);
    expect(existsSync(path.join(dist, 'en', 'glossary.html'))).toBe(false);
  });

  it('answers every page at its URL without the trailing slash with that page', async () => {
    const missed: string[] = [];
    for (const page of pagesOf(dist)) {
      const r = await at(page);
      const file = readFileSync(path.join(dist, page, 'index.html'));
      // Served in place or redirected to the slash: either way the page, at one of its two URLs.
      const where = new URL(r.url).pathname;
      if (r.status !== 200 || !(await bytes(r)).equals(file) || (where !== page && where !== `${page}/`))
        missed.push(`${page}: ${r.status} at ${where}`);
    }
    expect(missed).toEqual([]);
  });

  it('answers a URL with the slash, and a file, as before', async () => {
    const slash = await at('/en/glossary/');
    expect(slash.status).toBe(200);
    expect((await bytes(slash)).equals(readFileSync(path.join(dist, 'en', 'glossary', 'index.html')))).toBe(true);
    const api = await at('/api/graph.json');
    expect(api.status).toBe(200);
    expect((await bytes(api)).equals(readFileSync(path.join(dist, 'api', 'graph.json')))).toBe(true);
  });

  it("answers a path no page has with the site's 404.html, slash or not", async () => {
    const notFound = readFileSync(path.join(dist, '404.html'));
    for (const p of ['/en/no-such-page', '/en/no-such-page/', '/en/rules/706.10', '/en/rules/706.10/']) {
      const r = await at(p);
      expect(r.status, p).toBe(404);
      expect((await bytes(r)).equals(notFound), p).toBe(true);
    }
  });

  it('links by absolute URLs only, so a page served without its slash resolves them alike', () => {
    const relative: string[] = [];
    for (const f of htmlOf(dist)) {
      const html = readFileSync(path.join(dist, f), 'utf8');
      for (const m of html.matchAll(/\s(?:href|src|action|srcset)="([^"]*)"/g))
        if (m[1] && !/^(?:\/|#|https?:|mailto:|data:)/.test(m[1])) relative.push(`${f}: ${m[1]}`);
    }
    expect(relative).toEqual([]);
  });
});
