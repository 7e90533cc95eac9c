/**
 * Site tests: build the Astro site into a temporary folder from a given graph, serve it on
 * 127.0.0.1 with a tiny static server, and drive Debian's Chromium through playwright-core.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Graph } from '../../src/lib/model/schema.js';
import { openStore, readWholeGraph } from '../../src/lib/store/read.js';
import { writeGraph } from '../../src/lib/ingest/write.js';
import { storedScenario, type Scenario } from '../../src/lib/scenarios/schema.js';
import { augment } from './fixture.js';
import { fileURLToPath } from 'node:url';

/** The project folder (not imported from ../helpers/shared.ts, which needs a vitest worker). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CHROMIUM = '/usr/bin/chromium';
export const haveChromium = existsSync(CHROMIUM);

/**
 * A scratch folder inside the project (tmp/ is git-ignored): Astro puts its intermediate server
 * build in ./.astro when outDir lies outside the project, so builds outside would collide.
 */
export function scratchDir(prefix: string): string {
  const base = path.join(ROOT, 'tmp');
  mkdirSync(base, { recursive: true });
  return mkdtempSync(path.join(base, prefix));
}

function run(cmd: string, args: string[], env: Record<string, string>): Promise<{ ms: number; out: string }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ ms: Date.now() - started, out });
      else reject(new Error(`${cmd} ${args.join(' ')} exited ${code}\n${out.slice(-4000)}`));
    });
  });
}

/** `rules ingest` of a content folder into `dir/graph.json`. */
export async function ingest(contentDir: string, dir: string): Promise<string> {
  await run(process.execPath, ['bin/rules.mjs', 'ingest', '--content', contentDir, '--out', dir], {});
  return path.join(dir, 'graph.json');
}

/** The whole graph of a store (`rules ingest`'s output), every part read. */
export function readGraphFile(file: string): Graph {
  return readWholeGraph(file);
}

/** A graph as one file (schema 1, which the store reader still reads): a fixture edited in code. */
export function writeGraphFile(file: string, graph: Graph): string {
  writeFileSync(file, JSON.stringify(graph));
  return file;
}

/** `astro build` of the site from a graph file into `outDir`; returns the wall time. */
export async function buildSite(graphFile: string, outDir: string): Promise<{ ms: number; out: string }> {
  return run(process.execPath, ['node_modules/astro/astro.js', 'build', '--outDir', outDir], {
    RULES_GRAPH: graphFile,
    ASTRO_TELEMETRY_DISABLED: '1',
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Serve a folder as a static host does: `/x/` → `/x/index.html`, `/x` → 301 `/x/` for folders. */
export async function serve(dir: string): Promise<Served> {
  const root = path.resolve(dir);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let rel: string;
    try {
      rel = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = path.resolve(root, '.' + rel);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!rel.endsWith('/')) {
        res.writeHead(301, { location: url.pathname + '/' + url.search }).end();
        return;
      }
      file = path.join(file, 'index.html');
    }
    if (!existsSync(file)) {
      const notFound = path.join(root, '404.html');
      res.writeHead(404, { 'content-type': TYPES['.html']! });
      res.end(existsSync(notFound) ? readFileSync(notFound) : 'not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * `astro preview` of a built site with the project's astro.config.mjs, on 127.0.0.1: the server the
 * README's `npm run preview` starts. Its port is the one it prints (Vite takes the next free one).
 */
export async function astroPreview(dist: string, graphFile: string): Promise<Served> {
  const child = spawn(
    process.execPath,
    ['node_modules/astro/astro.js', 'preview', '--outDir', dist, '--host', '127.0.0.1', '--port', '4400'],
    {
      cwd: ROOT,
      env: { ...process.env, RULES_GRAPH: graphFile, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`astro preview printed no URL in 60 s:\n${out}`)), 60_000);
    const read = (d: Buffer) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      resolve(m[0]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`astro preview exited:\n${out}`)));
  }).catch((err: unknown) => {
    child.kill();
    throw err;
  });
  return {
    url,
    close: () => {
      if (child.exitCode === null) child.kill();
      return exited;
    },
  };
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A built site served locally, a headless Chromium and a first tab on it. */
export interface OpenSite {
  server: Served;
  browser: Browser;
  tab: Tab;
}

/** What every site test opens once its site is built: the server, the browser, a tab. */
export async function openSite(dist: string): Promise<OpenSite> {
  const server = await serve(dist);
  const browser = await launch();
  return { server, browser, tab: await openTab(browser) };
}

/** Close what openSite opened (whatever of it did open) and remove the test's scratch folder. */
export async function closeSite(site: Partial<OpenSite>, dir: string): Promise<void> {
  await site.browser?.close();
  await site.server?.close();
  cleanup(dir);
}

export interface Tab {
  page: Page;
  /** Console errors, page errors and failed requests seen so far. */
  errors: string[];
  /**
   * Pages answered by 404.html (a static host's "not found", which resolves old URLs): the
   * navigations that got a 404, apart from errors.
   */
  notFound: string[];
  /** Dialogs (alert, confirm…) that opened: hostile text must never open one. */
  dialogs: string[];
}

/**
 * A tab without the service worker: tests route and count the page's own requests (a worker would
 * answer them from its cache, unseen by page.route). tests/archive/offline.test.ts tests the worker.
 */
export async function openTab(browser: Browser): Promise<Tab> {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  return { page, ...watch(page) };
}

/**
 * Collect what goes wrong on a page: console errors, page errors, failed requests (those aborted by
 * a navigation — a redirect page leaving before its stylesheet loads — are no errors), HTTP errors,
 * and dialogs (dismissed: hostile text must never open one). A navigation answered by 404.html is
 * what a static host does for a URL with no file (old numbers): listed in `notFound`, not an error.
 */
export function watch(page: Page): { errors: string[]; dialogs: string[]; notFound: string[] } {
  const errors: string[] = [];
  const dialogs: string[] = [];
  const notFound: string[] = [];
  const documentNotFound = (text: string, at: string) =>
    /status of 404/.test(text) && notFound.includes(at.replace(/#.*/, ''));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const at = m.location().url || page.url();
    if (!documentNotFound(m.text(), at)) errors.push(`console: ${m.text()} @ ${page.url()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message} @ ${page.url()}`));
  page.on('requestfailed', (r) => {
    if (!/ERR_ABORTED/.test(r.failure()?.errorText ?? ''))
      errors.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() === 404 && r.request().isNavigationRequest() && r.request().frame() === page.mainFrame())
      notFound.push(r.url().replace(/#.*/, ''));
    else if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return { errors, dialogs, notFound };
}

/**
 * The graph the content/ site tests build from: `rules ingest` of `contentDir` into `dir/graph`,
 * plus the fixture data other stages do not produce yet (fixture.ts), written as a store of its own
 * (site/site-graph.json) with the ingest's scenarios.
 */
export async function siteGraph(
  contentDir: string,
  dir: string,
): Promise<{ file: string; graph: Graph; added: string[]; scenarios: Scenario[] }> {
  const ingested = await ingest(contentDir, path.join(dir, 'graph'));
  const { graph, added } = augment(readGraphFile(ingested));
  const scenarios = openStore(ingested).scenarios(storedScenario) ?? [];
  const file = writeSiteStore(path.join(dir, 'site', 'site-graph.json'), graph, scenarios);
  return { file, graph, added, scenarios };
}

/** A graph edited in code written as a store with the ingest's scenarios (a single-file graph has none). */
export function writeSiteStore(file: string, graph: Graph, scenarios: Scenario[]): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeGraph(file, graph, scenarios);
  return file;
}

export function cleanup(dir: string): void {
  if (!process.env.KEEP_SITE) rmSync(dir, { recursive: true, force: true });
}
