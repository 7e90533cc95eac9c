/**
 * Page weight benchmark (issue #8): HTML, CSS and JS bytes (gzip -9) of a rule page (707.10 in
 * en/es/ru), the compare page (one per interface; 707.10's data, its section's file, beside the
 * table) and the home page of the full site (content/ plus the
 * 2025-11-14 CR), plus two ordinary rule pages (702.19, 601.2: no runnable examples), against the
 * budgets Astro Starlight enforces on itself with size-limit: 7 kB HTML, 27 kB JS, 16.75 kB CSS
 * (read as 1 kB = 1000 B, the stricter reading). Inline JSON data blocks are also gzipped on their
 * own, to show how much of the HTML they are.
 *
 * JS and CSS of a page are the files it actually loads: `<script src>`, `<link rel=modulepreload>`,
 * `<link rel=stylesheet>` and the static `import`s of inline module scripts, then the static
 * imports of every JS chunk reached (and `@import`s of stylesheets), transitively. Chunks reached
 * only through a dynamic `import()` (loaded on interaction) are listed separately, with their own
 * static imports not already loaded. Each file is gzipped on its own and the sizes summed.
 *
 * Run: `npx tsx scripts/bench-weight.ts [--dist DIR]`: the site's `dist` folder to measure (as
 * left by `scripts/bench-site.ts --keep DIR`); without it, the site is ingested and built first.
 * Not part of `npm test`.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOurs, ingestSiteGraph, pagesBuilt, scratchDir } from './bench-site.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1000;
const BUDGET = { html: 7 * KB, js: 27 * KB, css: 16.75 * KB };

const gz = (data: Uint8Array) => zlib.gzipSync(data, { level: 9 }).length;
const kb = (n: number) => `${(n / KB).toFixed(2)} kB`;

/** Absolute site path of a reference made from the page or file at `from` (a site path). */
function resolveRef(ref: string, from: string): string | undefined {
  if (/^(data:|https?:|\/\/)/.test(ref)) return undefined;
  return new URL(ref, `http://site${from}`).pathname;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);

/** Static and dynamic import specifiers of an ES module (minified or not). */
export function importsOf(js: string): { static: string[]; dynamic: string[] } {
  const stat = new Set<string>();
  const dyn = new Set<string>();
  const code = js.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of code.matchAll(/(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g))
    stat.add(m[1]!);
  for (const m of code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) dyn.add(m[1]!);
  // Vite's preload helper lists a lazy chunk's dependencies as plain strings in __vite__mapDeps.
  for (const m of code.matchAll(/__vite__mapDeps[\s\S]*?\[([^\]]*)\]/g))
    for (const d of m[1]!.matchAll(/["']([^"']+)["']/g)) dyn.add(d[1]!.startsWith('/') ? d[1]! : '/' + d[1]!);
  return { static: [...stat], dynamic: [...dyn] };
}

export interface PageWeight {
  page: string;
  html: number;
  /** Of `html`: inline data blocks (`<script type="application/json">`), gzipped on their own. */
  data: number;
  js: number;
  css: number;
  jsFiles: string[];
  cssFiles: string[];
  /** Chunks loaded on interaction (dynamic imports), not counted in `js`. */
  lazy: number;
  lazyFiles: string[];
}

export function pageWeight(dist: string, page: string): PageWeight {
  const file = path.join(dist, page, page.endsWith('/') ? 'index.html' : '');
  const htmlBytes = readFileSync(file);
  const html = htmlBytes.toString('utf8');
  const js = new Set<string>();
  const css = new Set<string>();
  const lazyRoots = new Set<string>();
  const read = (p: string) => readFileSync(path.join(dist, p));

  const addJs = (p: string | undefined, into: Set<string>) => {
    if (!p || into.has(p) || (into !== js && js.has(p))) return;
    if (!existsSync(path.join(dist, p))) throw new Error(`${page}: ${p} is referenced but not in dist`);
    into.add(p);
    const { static: imps, dynamic } = importsOf(read(p).toString('utf8'));
    for (const i of imps) addJs(resolveRef(i, p), into);
    for (const d of dynamic) {
      const r = resolveRef(d, p);
      if (r && existsSync(path.join(dist, r))) lazyRoots.add(r);
    }
  };
  const addCss = (p: string | undefined) => {
    if (!p || css.has(p)) return;
    css.add(p);
    for (const m of read(p)
      .toString('utf8')
      .matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/g))
      addCss(resolveRef(m[1]!, p));
  };

  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(m[1]!, 'src');
    if (src) addJs(resolveRef(src, page), js);
    else if (/type\s*=\s*["']?module/i.test(m[1]!)) {
      const { static: imps, dynamic } = importsOf(m[2]!);
      for (const i of imps) addJs(resolveRef(i, page), js);
      for (const d of dynamic) {
        const r = resolveRef(d, page);
        if (r) lazyRoots.add(r);
      }
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(m[0], 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = resolveRef(attr(m[0], 'href') ?? '', page);
    if (rel.includes('modulepreload')) addJs(href, js);
    else if (rel.includes('stylesheet')) addCss(href);
  }
  const lazy = new Set<string>();
  for (const r of lazyRoots) if (!js.has(r)) addJs(r, lazy);
  const sum = (files: Set<string>) => [...files].reduce((n, f) => n + gz(read(f)), 0);
  const data = [
    ...html.matchAll(/<script\b[^>]*type\s*=\s*["']?application\/(?:ld\+)?json[^>]*>([\s\S]*?)<\/script>/gi),
  ]
    .map((m) => m[1]!)
    .join('');
  return {
    page,
    html: gz(htmlBytes),
    data: data ? gz(Buffer.from(data)) : 0,
    js: sum(js),
    css: sum(css),
    jsFiles: [...js],
    cssFiles: [...css],
    lazy: sum(lazy),
    lazyFiles: [...lazy],
  };
}

/**
 * The pages the issue names, then two ordinary rule pages (no examples) for comparison, then the
 * translator's queue and an item of it (the workbench issue: the queue must stay light).
 */
export const PAGES = [
  '/en/rules/707.10/',
  '/es/rules/707.10/',
  '/ru/rules/707.10/',
  '/en/compare/',
  '/en/',
  '/en/rules/702.19/',
  '/en/rules/601.2/',
  '/ru/review/',
  '/ru/review/707.10/',
];

export function report(dist: string): boolean {
  const rows = [['page (gzip -9)', 'HTML', 'of it JSON', 'JS', 'CSS', 'lazy JS', 'budgets']];
  let ok = true;
  const details: string[] = [];
  for (const p of PAGES) {
    const w = pageWeight(dist, p);
    const over = [
      w.html > BUDGET.html ? 'HTML' : '',
      w.js > BUDGET.js ? 'JS' : '',
      w.css > BUDGET.css ? 'CSS' : '',
    ].filter(Boolean);
    if (over.length) ok = false;
    rows.push([
      p,
      kb(w.html),
      kb(w.data),
      kb(w.js),
      kb(w.css),
      kb(w.lazy),
      over.length ? `over: ${over.join(', ')}` : 'met',
    ]);
    details.push(
      `${p}: JS ${w.jsFiles.join(', ') || '—'}; CSS ${w.cssFiles.join(', ') || '—'}; lazy ${w.lazyFiles.join(', ') || '—'}`,
    );
  }
  rows.push(['budget (Starlight size-limit)', kb(BUDGET.html), '', kb(BUDGET.js), kb(BUDGET.css), '', '']);
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const r of rows) console.log(r.map((x, c) => (c ? x.padStart(widths[c]!) : x.padEnd(widths[c]!))).join('  '));
  console.log(details.join('\n'));
  // The compare page draws a rule from its section's data: what 707.10's page fetches besides.
  const data = path.join(dist, 'compare', '707.json');
  if (existsSync(data))
    console.log(
      `/en/compare/?rule=707.10 fetches /compare/707.json: ${kb(zlib.gzipSync(readFileSync(data), { level: 9 }).length)} gzip`,
    );
  return ok;
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--dist');
  let dist = at >= 0 ? path.resolve(process.argv[at + 1]!) : undefined;
  let scratch: string | undefined;
  if (!dist || !existsSync(path.join(dist, 'en', 'rules', '707.10', 'index.html'))) {
    if (dist) console.log(`${dist}: no built site there; building one`);
    scratch = scratchDir('bench-weight-');
    const graph = await ingestSiteGraph(scratch);
    dist = path.join(scratch, 'dist');
    const built = await buildOurs(graph, dist);
    console.log(`site built: ${pagesBuilt(built.out)} pages in ${(built.wall / 1000).toFixed(1)} s`);
  }
  console.log(`dist: ${path.relative(ROOT, dist) || dist}`);
  const ok = report(dist);
  console.log(`page budgets: ${ok ? 'met' : 'missed'}`);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
