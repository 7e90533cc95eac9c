/**
 * First-query cost of search in a real browser: our site's search against Pagefind 1.x indexing
 * the same rule pages, in headless Chromium, on a built site. What one visitor pays for the first
 * query of a visit: bytes over the wire (gzip, as a host sends them) and the time from the first
 * keystroke to the first result on screen.
 *
 * Run: `npx tsx scripts/bench-search-first.ts --dist tmp/dist96 [--queries N] [--json] [--verbose]`
 * Also: `--langs en,es`; `--engines ours,pagefind,pagefind-api`; `--builtin` (the built-in lists
 * below instead of the YAML files); `--query Q` (repeatable: these queries in every language);
 * `--gzip-level N`; `--keep` (the temporary folder). Not part of `npm test`: the times depend on
 * the machine and on what else it runs; the bytes do not.
 *
 * Method
 *
 * 1. Pagefind's side. The current-edition rule pages of each language —
 *    `dist/{lang}/rules/*\/index.html` minus redirect stubs (a `<meta http-equiv="refresh">`, or
 *    no `<main>`) and minus retired rules (`<p class="notice retired">`: pages of rules that left
 *    the CR, which our index leaves out too) — are copied into a temporary folder, paths kept,
 *    and indexed with Pagefind's Node API (`createIndex({ rootSelector: 'main' })`,
 *    `addDirectory`, `writeFiles` → `/pagefind/`). Pagefind splits the languages by each page's
 *    `<html lang>`. Our pages mark their main content with `<main id="main">` (the skip link's
 *    target; no `data-pagefind-body`), so `rootSelector: 'main'` indexes what a reader sees
 *    there: the rule's heading and text with its subrules and examples, the notices, the changes
 *    legend and the aside (other languages, former numbers, source); Pagefind itself drops the
 *    breadcrumb `<nav>` inside it. The site's header (with the search box), language switcher and
 *    footer are outside `<main>`. The page count of each language is checked against the number of
 *    current-edition documents of our index: `retiredFrom` in the shared `/search/meta.json`
 *    (documents `ids[0..retiredFrom)` are the rules in force, searched by default; the retired
 *    ones after them only with "older releases"). Document numbers are shared by the languages,
 *    and every language's site has one page per rule in force, so the same number holds for each.
 *    (Not the same corpus, though: every page of ours searches the English, Spanish and Russian
 *    readings, each `/search/{lang}/` only holding the documents with text in that language, as
 *    its meta's `own` says; Pagefind searches the page language's index only.)
 * 2. One static server on 127.0.0.1 serves the temporary folder over the dist folder (the
 *    temporary one wins; it holds /pagefind/ and the harness pages). Text types (html, js, css,
 *    json, svg, txt, …) are sent with `Content-Encoding: gzip` (level 6, a host's usual default;
 *    `--gzip-level`). Pagefind's index files (`.pf_meta`, `.pf_index`, `.pf_fragment`) and its
 *    wasm (`wasm.{lang}.pagefind`) are gzip files already: they are sent as they are, without a
 *    second compression, so the bytes counted are their file sizes, what any host sends.
 * 3. Queries: the first N (default 10) of `tests/search/queries/{lang}.yaml` (a YAML list of
 *    `{q, kind, expect}`), in file order; a built-in list of 10 per language (words and phrases,
 *    one number) if the file is missing or with `--builtin`.
 * 4. Each (language, query, engine) runs in a fresh browser context (empty cache, service workers
 *    blocked), the engines alternating query by query. Each page is opened, left to load until
 *    the network is idle; then counting starts, the box is focused (every box here starts loading
 *    on focus) and the query typed (Playwright's keystrokes, as fast as the page takes them).
 *    - ours: `/{lang}/` (the home page, with the header's box `input.rules-search__input`); a
 *      result is a `.rules-search__item` in `ul.rules-search__list` once the list's `data-query`
 *      is the query typed (the list says which query it answers, and may lag the box by a
 *      fetch: an earlier keystroke's results are not the query's). "No results" likewise: the
 *      status message with the list answering the whole query. The box fetches, on focus, the
 *      shared `/search/meta.json` and the `/search/{lang}/meta.json` of the page's language and
 *      English (and the lazy `ui`, `client` and stemmer chunks); per query, in rounds (run, fetch
 *      what was missing, run again), the term shards `/search/{lang}/s/*.json`, document chunks
 *      `/search/{lang}/d/*.json` and old-number files `/search/old/*.json` it needs, in every
 *      language its letters can match (another script's reading, meta and stemmers, with the
 *      first query in its letters); each keystroke's query may fetch too.
 *    - pagefind (Pagefind's default UI): a harness page `/__pagefind-bench/{lang}/`
 *      (`<html lang={lang}>`, `/pagefind/pagefind-ui.css` + `pagefind-ui.js`,
 *      `new PagefindUI({ element: '#search', showSubResults: false })`: 5 results a page, its
 *      default 300 ms debounce after the last keystroke); box `.pagefind-ui__search-input`, a
 *      result is a `.pagefind-ui__result` with its `.pagefind-ui__result-link`. (With a shorter
 *      debounce this UI can first show the results of an earlier keystroke, its message naming
 *      the current input: not a first result of the query, so the UI keeps its default here.)
 *    - pagefind-api (Pagefind's JS API, as our box works): `/__pagefind-bench/{lang}/api/`, a bare
 *      input; on focus `import('/pagefind/pagefind.js')` + `init()`; on every input
 *      `pagefind.search(q)`, then `data()` of the first 5 results (what the UI shows first), only
 *      the latest keystroke's answer rendered; a result is a `.pf-api__result`. No debounce.
 *    - Bytes: body bytes of every response the server sends after counting began, until the
 *      network is idle (500 ms) after the first result (so Pagefind's fragments for the first
 *      page of results are in, and anything our loader still fetches, the later rounds of an
 *      earlier keystroke's query included): the gzip-encoded bytes a host sends. Index files
 *      fetched before counting began (our `/search/`, Pagefind's index, entry and wasm files:
 *      none expected, as both load on focus) are added too, marked "before the first keystroke". Cross-checked against what Chromium counts (Playwright's `request.sizes()`,
 *      CDP's `encodedDataLength`, for the context's pages and workers): equal, but for Pagefind's
 *      Web Worker script, for which Chromium reports 0 bytes. The page's own HTML and what it
 *      loads without a query are not counted (our eager box stub; Pagefind UI's JS and CSS): the
 *      search part of those is shown as "eager" for reference.
 *    - Time: measured in the page (`performance.now()`), from the first keystroke in the box
 *      (`keydown`, or `beforeinput` for characters typed as text input, as Playwright types
 *      Cyrillic) to the first DOM mutation after which a result element is in the DOM, laid out
 *      (non-zero box, `checkVisibility()`), with non-empty text, while the box holds the whole
 *      query. The text of that first result is kept. "After last key" leaves the typing out. A
 *      query that ends in the engine's "no results" message (stable for 3 s) counts for bytes,
 *      not for times.
 * 5. Output: per language and engine, median and maximum of the bytes (kB = 1000 B) and of the
 *    ms over the queries, as a Markdown table (default) or JSON (`--json`); per-query rows and
 *    the per-file bytes (and ours by kind: metas, shards, chunks, old numbers, JS) of the
 *    median-bytes query of each language and engine with `--verbose`.
 */
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import YAML from 'yaml';
import * as pagefind from 'pagefind';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { launch } from '../tests/site/helpers.js';
import { FORMAT, META_FILE, type SharedMeta } from '../src/lib/search/layout.js';
import { UI_LANGS } from '../src/lib/langs/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The site's interface languages (the registry's): each has its pages, its box and Pagefind's index of its pages. */
const LANGS = UI_LANGS;
type Lang = (typeof LANGS)[number];
type Engine = 'ours' | 'pagefind' | 'pagefind-api';
const ENGINES: Engine[] = ['ours', 'pagefind', 'pagefind-api'];
const KB = 1000;

const FALLBACK_QUERIES: Record<Lang, string[]> = {
  en: [
    'trample',
    'copy of a spell',
    '702.19',
    'deathtouch',
    'state-based actions',
    'mulligan',
    'hexproof',
    'combat damage',
    'commander tax',
    'ward',
  ],
  es: [
    'arrollar',
    'hechizo copiado',
    '702.19',
    'toque mortal',
    'acciones basadas en estado',
    'mulligan',
    'antimaleficio',
    'daño de combate',
    'comandante',
    'ward',
  ],
  ru: [
    'пробивной удар',
    'копия заклинания',
    '702.19',
    'смертельное касание',
    'действия, совершаемые состоянием',
    'муллиган',
    'порчеустойчивость',
    'боевые повреждения',
    'командир',
    'ward',
  ],
  zh: ['践踏', 'trample', '702.19', '死触', '状态动作', '战斗伤害步骤', '辟邪', '先攻', '指挥官', '守护'],
  ko: ['돌진', 'trample', '702.19', '치명타', '상태 참조 행동', '전투피해단', '방호', '선제공격', '커맨더', '보호진'],
};

/** Pagefind's index: entry, metas, word indexes, fragments, filters, its wasm. */
const PAGEFIND_DATA = /^\/pagefind\/(pagefind-entry\.json|.*\.pf_(meta|index|fragment|filter)|wasm\.)/;

/** How each engine's page is driven: the URL path, the box, what counts as a shown result. */
interface Harness {
  path(lang: Lang): string;
  input: string;
  /** The element whose presence (laid out, with text) is "a result shown". */
  result: string;
  /** The element whose text is the result's text (an ancestor of `result`, or itself). */
  item: string;
  /** The element whose text, once the search finished without results, says so. */
  zero: string;
  /** An element present only once a search has finished (with `zero`: no results). */
  zeroWhen: string;
  /** URL paths of eager resources that belong to search (the "eager" column). */
  eager: RegExp;
  /** URL paths of index files: counted in the bytes even if fetched before the first keystroke. */
  data: RegExp;
  /**
   * The element whose `data-query` names the query the results answer: results and "no results"
   * count only once it is the query typed.
   */
  answers?: string;
}

const HARNESS: Record<Engine, Harness> = {
  ours: {
    path: (lang) => `/${lang}/`,
    input: 'input.rules-search__input',
    result: '.rules-search__item',
    item: '.rules-search__item',
    zero: '.rules-search__status',
    zeroWhen: 'ul.rules-search__list[data-query]',
    eager: /SearchBox/,
    data: /^\/search\//,
    answers: 'ul.rules-search__list',
  },
  pagefind: {
    path: (lang) => `/__pagefind-bench/${lang}/`,
    input: '.pagefind-ui__search-input',
    result: '.pagefind-ui__result-link',
    item: '.pagefind-ui__result',
    zero: '.pagefind-ui__message',
    zeroWhen: 'ol.pagefind-ui__results',
    eager: /^\/pagefind\//,
    data: PAGEFIND_DATA,
  },
  'pagefind-api': {
    path: (lang) => `/__pagefind-bench/${lang}/api/`,
    input: 'input.pf-api__input',
    result: '.pf-api__link',
    item: '.pf-api__result',
    zero: '.pf-api__status',
    zeroWhen: '.pf-api__status',
    eager: /^\/pagefind\//,
    data: PAGEFIND_DATA,
  },
};

const ENGINE_LABEL: Record<Engine, (version: string) => string> = {
  ours: () => 'ours',
  pagefind: (v) => `Pagefind ${v} UI`,
  'pagefind-api': (v) => `Pagefind ${v} JS API`,
};

// ---------------------------------------------------------------------------------------------
// Arguments

interface Options {
  dist: string;
  queries: number;
  json: boolean;
  verbose: boolean;
  langs: Lang[];
  engines: Engine[];
  gzipLevel: number;
  keep: boolean;
  /** `--query Q` (repeatable): these queries in every language instead of the lists. */
  only?: string[];
  /** `--builtin`: the built-in word lists even where the YAML files exist. */
  builtin: boolean;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      queries: { type: 'string', default: '10' },
      query: { type: 'string', multiple: true },
      builtin: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      langs: { type: 'string', default: LANGS.join(',') },
      engines: { type: 'string', default: ENGINES.join(',') },
      'gzip-level': { type: 'string', default: '6' },
      keep: { type: 'boolean', default: false },
    },
  });
  if (!values.dist) throw new Error('usage: bench-search-first.ts --dist DIR [--queries N] [--json] [--verbose]');
  const dist = path.resolve(values.dist);
  if (!existsSync(path.join(dist, 'search', 'meta.json')))
    throw new Error(
      existsSync(path.join(dist, 'search', 'en', 'manifest.json'))
        ? `${dist}: search files of the old format (manifest.json); this script reads format ${FORMAT} (meta.json)`
        : `${dist}: not a built site (no search/meta.json)`,
    );
  const langs = values.langs.split(',').map((l) => l.trim());
  for (const l of langs) if (!(LANGS as readonly string[]).includes(l)) throw new Error(`unknown language ${l}`);
  const queries = Number(values.queries);
  if (!Number.isInteger(queries) || queries < 1) throw new Error('--queries: a positive integer');
  const engines = values.engines.split(',').map((e) => e.trim());
  for (const e of engines) if (!(ENGINES as string[]).includes(e)) throw new Error(`unknown engine ${e}`);
  return {
    dist,
    queries,
    json: values.json,
    verbose: values.verbose,
    langs: langs as Lang[],
    engines: engines as Engine[],
    gzipLevel: Number(values['gzip-level']),
    keep: values.keep,
    only: values.query,
    builtin: values.builtin,
  };
}

function queriesFor(lang: Lang, n: number, builtin: boolean): { source: string; queries: string[] } {
  const file = path.join(ROOT, 'tests', 'search', 'queries', `${lang}.yaml`);
  if (!builtin && existsSync(file)) {
    const list: unknown = YAML.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(list)) throw new Error(`${file}: not a YAML list`);
    const queries = list
      .map((e: unknown) => (e && typeof e === 'object' && 'q' in e ? String((e as { q: unknown }).q) : ''))
      .filter((q) => q.trim() !== '');
    if (queries.length) return { source: path.relative(ROOT, file), queries: queries.slice(0, n) };
  }
  return { source: 'built-in', queries: FALLBACK_QUERIES[lang].slice(0, n) };
}

// ---------------------------------------------------------------------------------------------
// 1. Pagefind's index of the current rule pages

const STUB = /<meta[^>]+http-equiv\s*=\s*["']?refresh/i;
const RETIRED = /class="notice retired"/;

interface PagefindSide {
  dir: string;
  /** Per language: rule pages, stubs, retired, copied; `ourDocs`: our current documents (`retiredFrom`). */
  pages: Record<string, { all: number; stubs: number; retired: number; copied: number; ourDocs: number }>;
  indexed: number;
  ms: number;
  version: string;
}

async function buildPagefind(dist: string, langs: Lang[]): Promise<PagefindSide> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-first-'));
  const pages: PagefindSide['pages'] = {};
  const shared = JSON.parse(readFileSync(path.join(dist, 'search', META_FILE), 'utf8')) as SharedMeta;
  if (shared.format !== FORMAT) throw new Error(`search/${META_FILE}: format ${shared.format}, expected ${FORMAT}`);
  for (const lang of langs) {
    const rules = path.join(dist, lang, 'rules');
    // Our current-edition documents: ids[0..retiredFrom), shared by the languages.
    const count = { all: 0, stubs: 0, retired: 0, copied: 0, ourDocs: shared.retiredFrom };
    for (const id of readdirSync(rules)) {
      const file = path.join(rules, id, 'index.html');
      if (!existsSync(file)) continue;
      count.all++;
      const html = readFileSync(file, 'utf8');
      if (STUB.test(html) || !/<main[\s>]/.test(html)) count.stubs++;
      else if (RETIRED.test(html)) count.retired++;
      else {
        mkdirSync(path.join(dir, lang, 'rules', id), { recursive: true });
        cpSync(file, path.join(dir, lang, 'rules', id, 'index.html'));
        count.copied++;
      }
    }
    pages[lang] = count;
  }
  const started = Date.now();
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'main' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: dir });
  if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  const ms = Date.now() - started;
  const files = readdirSync(path.join(dir, 'pagefind'));
  for (const lang of langs)
    if (!files.some((f) => f.startsWith(`pagefind.${lang}_`) && f.endsWith('.pf_meta')))
      throw new Error(`pagefind wrote no ${lang} index (files: ${files.join(' ')})`);
  // The harness pages (written after indexing, so not indexed).
  for (const lang of langs) {
    mkdirSync(path.join(dir, '__pagefind-bench', lang, 'api'), { recursive: true });
    writeFileSync(
      path.join(dir, '__pagefind-bench', lang, 'index.html'),
      `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagefind (${lang})</title>
<link href="/pagefind/pagefind-ui.css" rel="stylesheet">
<script src="/pagefind/pagefind-ui.js"></script>
</head>
<body>
<div id="search"></div>
<script>
window.addEventListener('DOMContentLoaded', () => { new PagefindUI({ element: '#search', showSubResults: false }); });
</script>
</body>
</html>
`,
    );
    writeFileSync(path.join(dir, '__pagefind-bench', lang, 'api', 'index.html'), apiHarness(lang));
  }
  const version = (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'pagefind', 'package.json'), 'utf8')) as { version: string }
  ).version;
  return { dir, pages, indexed: added.page_count, ms, version };
}

/**
 * Pagefind through its JS API, the way our box works: pagefind.js imported and `init()`ed on the
 * box's focus, a search on every input, only the latest keystroke's answer rendered (no
 * debounce), the first 5 results' data loaded (what Pagefind's UI shows first) and shown.
 */
function apiHarness(lang: Lang): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagefind JS API (${lang})</title>
</head>
<body>
<input type="search" class="pf-api__input" aria-label="Search" autocomplete="off">
<p class="pf-api__status"></p>
<ol class="pf-api__results"></ol>
<script type="module">
const input = document.querySelector('.pf-api__input');
const status = document.querySelector('.pf-api__status');
const list = document.querySelector('.pf-api__results');
let loading;
let latest = 0;
const load = () => (loading ??= import('/pagefind/pagefind.js').then(async (pf) => { await pf.init(); return pf; }));
input.addEventListener('focus', () => void load());
input.addEventListener('input', async () => {
  const q = input.value;
  const ticket = ++latest;
  const pf = await load();
  if (ticket !== latest) return;
  const found = await pf.search(q);
  if (ticket !== latest) return;
  const data = await Promise.all(found.results.slice(0, 5).map((r) => r.data()));
  if (ticket !== latest) return;
  status.textContent = data.length ? '' : 'No results for ' + q;
  list.replaceChildren(...data.map((d) => {
    const li = document.createElement('li');
    li.className = 'pf-api__result';
    const a = document.createElement('a');
    a.className = 'pf-api__link';
    a.href = d.url;
    a.textContent = d.meta.title || d.url;
    const p = document.createElement('p');
    p.innerHTML = d.excerpt;
    li.append(a, p);
    return li;
  }));
});
</script>
</body>
</html>
`;
}

// ---------------------------------------------------------------------------------------------
// 2. The static server

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const TEXT = /^(text\/|application\/(json|javascript|atom\+xml|xml)|image\/svg\+xml)/;

/** One response the server sent: the path asked for, its body bytes as sent, its status. */
interface Sent {
  path: string;
  body: number;
  status: number;
  /** An index file fetched before the first keystroke (counted all the same). */
  before?: boolean;
}

interface Server {
  url: string;
  /** Every response sent, in order (one browser context at a time talks to the server). */
  log: Sent[];
  close(): Promise<void>;
}

/** Serve `roots` (the first that has a path wins) as a static host does, gzipping text types. */
async function serve(roots: string[], level: number): Promise<Server> {
  const gz = new Map<string, Buffer>();
  const log: Sent[] = [];
  const find = (rel: string): string | undefined => {
    for (const root of roots) {
      const file = path.resolve(root, '.' + rel);
      if (file !== root && !file.startsWith(root + path.sep)) return undefined;
      if (existsSync(file)) return file;
    }
    return undefined;
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let rel: string;
    try {
      rel = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = find(rel);
    if (file && statSync(file).isDirectory()) {
      if (!rel.endsWith('/')) {
        log.push({ path: url.pathname + url.search, body: 0, status: 301 });
        res.writeHead(301, { location: url.pathname + '/' + url.search }).end();
        return;
      }
      file = find(path.posix.join(rel, 'index.html'));
    }
    let status = 200;
    if (!file) {
      status = 404;
      file = find('/404.html');
      if (!file) {
        log.push({ path: url.pathname + url.search, body: 9, status: 404 });
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string | number> = { 'content-type': type, 'cache-control': 'no-cache' };
    const preGzipped = body.length > 2 && body[0] === 0x1f && body[1] === 0x8b;
    if (!preGzipped && TEXT.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let z = gz.get(file);
      if (!z) gz.set(file, (z = zlib.gzipSync(body, { level })));
      body = z;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = body.length;
    log.push({ path: url.pathname + url.search, body: body.length, status });
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// 4. One measurement

interface Probe {
  tf?: number;
  t0?: number;
  /** The box holds the whole query (the last keystroke's input event). */
  tl?: number;
  t1?: number;
  text?: string;
  /** A "no results" message shown, and its text. */
  tz?: number;
  zeroText?: string;
}

declare global {
  interface Window {
    __benchFirst?: Probe;
  }
}

/**
 * Runs in the page before its scripts: times the first keystroke and the first shown result. A
 * string, not a function: tsx's transform would wrap the function's inner functions in a helper
 * (`__name`) that the page does not have.
 */
const PROBE = `(cfg) => {
  const b = {};
  window.__benchFirst = b;
  const inBox = (t) => t instanceof Element && t.matches(cfg.input);
  addEventListener('focusin', (e) => { if (b.tf === undefined && inBox(e.target)) b.tf = performance.now(); }, true);
  // The first keystroke: a keydown, or a beforeinput (a character the keyboard layout lacks, as
  // Playwright types Cyrillic, comes as text input without keydown).
  const key = (e) => { if (b.t0 === undefined && inBox(e.target)) b.t0 = performance.now(); };
  addEventListener('keydown', key, true);
  addEventListener('beforeinput', key, true);
  addEventListener('input', key, true);
  addEventListener('input', (e) => { if (inBox(e.target) && e.target.value === cfg.q && b.tl === undefined) b.tl = performance.now(); }, true);
  const check = () => {
    if (b.t1 !== undefined || b.t0 === undefined) return;
    const input = document.querySelector(cfg.input);
    if (!input || input.value !== cfg.q) return;
    // Where the engine says which query its results answer: only the whole query's answer counts.
    const scope = cfg.answers ? document.querySelector(cfg.answers) : document;
    if (!scope || (cfg.answers && scope.dataset.query !== cfg.q)) { b.tz = b.zeroText = undefined; return; }
    const el = scope.querySelector(cfg.result);
    if (!el) {
      // A finished search without results: the engine's message (not its "loading…" one).
      // tz: when the message last changed (a "searching" message is followed by the answer).
      const zero = document.querySelector(cfg.zero);
      const text = zero && document.querySelector(cfg.zeroWhen) ? (zero.textContent || '').trim() : '';
      if (text && !/(…|\\.\\.\\.)$/.test(text) && !scope.querySelector(cfg.item)) {
        if (text.slice(0, 100) !== b.zeroText) { b.tz = performance.now(); b.zeroText = text.slice(0, 100); }
      } else b.tz = b.zeroText = undefined;
      return;
    }
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || (el.checkVisibility && !el.checkVisibility())) return;
    const text = ((el.closest(cfg.item) || el).textContent || '').replace(/\\s+/g, ' ').trim();
    if (!text) return;
    b.t1 = performance.now();
    b.text = text.slice(0, 100);
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}`;

interface Run {
  lang: Lang;
  engine: Engine;
  q: string;
  /** Body bytes the server sent for the search requests (gzip-encoded where it compresses). */
  bytes: number;
  /** The same as Chromium counted them (Playwright's `request.sizes()`, from CDP), a cross-check. */
  cdpBytes: number;
  /** Response header bytes, as Chromium counted them (not in `bytes`). */
  headerBytes: number;
  requests: number;
  /** First keystroke → first result shown. */
  ms?: number;
  /** Focus → first keystroke (the boxes start loading on focus). */
  focusToKey?: number;
  /** First → last keystroke (Playwright types as fast as the page takes keys). */
  typing?: number;
  first?: string;
  /** The engine said "no results" (then `ms` is unset and `msNoResults` is the time to say so). */
  noResults?: boolean;
  msNoResults?: number;
  /** Search's own resources the page loads before any query (not in `bytes`). */
  eager: number;
  files: Sent[];
  error?: string;
}

async function waitIdle(inflight: Set<Request>, quietMs = 500, maxMs = 15_000): Promise<void> {
  const end = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < end) {
    if (inflight.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function measure(browser: Browser, server: Server, engine: Engine, lang: Lang, q: string): Promise<Run> {
  const h = HARNESS[engine];
  const context: BrowserContext = await browser.newContext({ serviceWorkers: 'block' });
  const run: Run = { lang, engine, q, bytes: 0, cdpBytes: 0, headerBytes: 0, requests: 0, eager: 0, files: [] };
  let counting = false;
  const inflight = new Set<Request>();
  const counted = new Set<Request>();
  const sizes: Array<Promise<void>> = [];
  const start = server.log.length;
  let mark = start;
  try {
    await context.addInitScript(
      `(${PROBE})(${JSON.stringify({ input: h.input, result: h.result, item: h.item, zero: h.zero, zeroWhen: h.zeroWhen, answers: h.answers, q })})`,
    );
    // The context's requests (its pages' and their workers'), to wait for idle and cross-check.
    context.on('request', (r) => {
      if (!counting || !/^https?:/.test(r.url())) return;
      counted.add(r);
      inflight.add(r);
    });
    context.on('requestfinished', (r) => {
      inflight.delete(r);
      if (counted.has(r))
        sizes.push(
          r.sizes().then(
            (s) => {
              run.cdpBytes += s.responseBodySize;
              run.headerBytes += s.responseHeadersSize;
            },
            () => undefined,
          ),
        );
    });
    context.on('requestfailed', (r) => {
      inflight.delete(r);
      if (counted.has(r)) run.error ??= `request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`;
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url + h.path(lang), { waitUntil: 'networkidle' });
    await page.waitForSelector(h.input, { state: 'visible' });
    counting = true;
    mark = server.log.length;
    await page.focus(h.input);
    await page.keyboard.type(q);
    try {
      // A result; or a "no results" message that stays so for 3 s (Pagefind's UI may show one
      // between its search and its results' data).
      await page.waitForFunction(
        () => {
          const b = window.__benchFirst;
          return b?.t1 !== undefined || (b?.tz !== undefined && performance.now() - b.tz > 3000);
        },
        undefined,
        { timeout: 30_000 },
      );
    } catch {
      run.error ??= `no result shown in 30 s${errors.length ? ` (${errors.join('; ')})` : ''}`;
    }
    await waitIdle(inflight);
    const b = await page.evaluate(() => window.__benchFirst ?? {});
    if (h.answers && b.t1 !== undefined) {
      // After the network went idle, the list still answers the query typed, with results.
      const end = await page.evaluate(
        ({ answers, result }) => {
          const list = document.querySelector<HTMLElement>(answers);
          return { query: list?.dataset.query, results: list?.querySelectorAll(result).length ?? 0 };
        },
        { answers: h.answers, result: h.result },
      );
      if (end.query !== q || end.results < 1)
        run.error ??= `at the end the list answers ${JSON.stringify(end.query)} with ${end.results} results`;
    }
    if (b.t1 !== undefined && b.t0 !== undefined) run.ms = b.t1 - b.t0;
    if (b.t0 !== undefined && b.tf !== undefined) run.focusToKey = b.t0 - b.tf;
    if (b.t0 !== undefined && b.tl !== undefined) run.typing = b.tl - b.t0;
    run.first = b.text;
    if (b.t1 === undefined && b.tz !== undefined) {
      run.noResults = true;
      if (b.t0 !== undefined) run.msNoResults = b.tz - b.t0;
      run.first = `(no results: ${b.zeroText ?? ''})`;
    } else if (!run.error && !b.text) run.error = 'first result has no text';
    if (!run.error && errors.length) run.error = `page errors: ${errors.join('; ')}`;
    await Promise.all(sizes);
  } finally {
    await context.close();
  }
  const before = server.log.slice(start, mark);
  run.files = [
    ...server.log.slice(mark),
    ...before.filter((f) => h.data.test(f.path)).map((f) => ({ ...f, before: true })),
  ].sort((x, y) => y.body - x.body);
  run.bytes = run.files.reduce((n, f) => n + f.body, 0);
  run.requests = run.files.length;
  run.eager = before.filter((f) => h.eager.test(f.path) && !h.data.test(f.path)).reduce((n, f) => n + f.body, 0);
  const bad = run.files.filter((f) => f.status >= 400);
  if (bad.length && !run.error) run.error = `HTTP errors: ${bad.map((f) => `${f.status} ${f.path}`).join(', ')}`;
  return run;
}

// ---------------------------------------------------------------------------------------------
// 5. Report

interface Summary {
  lang: Lang;
  engine: Engine;
  queries: number;
  /** Queries that showed no result (no bytes or times lost: bytes counted, ms left out). */
  noResults: number;
  failed: number;
  kB: { median: number; max: number };
  ms: { median: number; max: number };
  /** Last keystroke → first result shown (the typing left out; Pagefind's UI debounces 300 ms). */
  msAfterLastKey: { median: number; max: number };
  requests: { median: number; max: number };
  eagerKB: number;
}

function median(xs: number[]): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
const max = (xs: number[]) => (xs.length ? Math.max(...xs) : NaN);

function summarise(runs: Run[], lang: Lang, engine: Engine): Summary {
  const rs = runs.filter((r) => r.lang === lang && r.engine === engine);
  const ok = rs.filter((r) => !r.error && r.ms !== undefined);
  const noResults = rs.filter((r) => !r.error && r.noResults).length;
  const kb = rs.map((r) => r.bytes / KB);
  const ms = ok.map((r) => r.ms!);
  const after = ok.filter((r) => r.typing !== undefined).map((r) => r.ms! - r.typing!);
  const req = rs.map((r) => r.requests);
  const r1 = (n: number) => Math.round(n * 10) / 10;
  const pair = (xs: number[]) => ({ median: r1(median(xs)), max: r1(max(xs)) });
  return {
    lang,
    engine,
    queries: rs.length,
    noResults,
    failed: rs.length - ok.length - noResults,
    kB: pair(kb),
    ms: pair(ms),
    msAfterLastKey: pair(after),
    requests: pair(req),
    eagerKB: r1(median(rs.map((r) => r.eager / KB))),
  };
}

/** Our files by kind: the metas, each language's shards and chunks, old numbers, the lazy JS. */
function kindOf(url: string): string {
  const p = url.replace(/[?#].*$/, '');
  if (p === `/search/${META_FILE}`) return 'shared meta';
  let m = /^\/search\/([a-z]+)\/meta\.json$/.exec(p);
  if (m) return `${m[1]} meta`;
  m = /^\/search\/([a-z]+)\/(s|d)\//.exec(p);
  if (m) return `${m[1]} ${m[2] === 's' ? 'shards' : 'chunks'}`;
  if (p.startsWith('/search/old/')) return 'old numbers';
  if (p.endsWith('.js')) return 'JS';
  return 'other';
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');
const cell = (s: string) => s.replace(/\|/g, '\\|');

function markdown(
  summaries: Summary[],
  runs: Run[],
  o: Options,
  meta: Record<string, unknown>,
  pf: PagefindSide,
): string {
  const out: string[] = [];
  out.push(
    `First query, cold cache, headless Chromium; ${meta.queries as string}. kB = 1000 bytes of gzip-encoded response bodies (search requests only); ms = first keystroke → first result shown (queries that showed one).`,
    '',
    '| lang | engine | queries | kB median | kB max | ms median | ms max | ms after last key (median) | requests (median) | eager search kB (not counted) |',
    '| ---- | ------ | ------: | --------: | -----: | --------: | -----: | -------------------------: | ----------------: | ----------------------------: |',
  );
  for (const s of summaries)
    out.push(
      `| ${s.lang} | ${ENGINE_LABEL[s.engine](pf.version)} | ${s.queries}${s.noResults ? ` (${s.noResults} without results)` : ''}${s.failed ? ` (${s.failed} failed)` : ''} | ${f1(s.kB.median)} | ${f1(s.kB.max)} | ${f0(s.ms.median)} | ${f0(s.ms.max)} | ${f0(s.msAfterLastKey.median)} | ${f0(s.requests.median)} | ${f1(s.eagerKB)} |`,
    );
  out.push('');
  out.push(
    `Pagefind indexed ${pf.indexed} pages in ${(pf.ms / 1000).toFixed(1)} s (rootSelector "main"; its UI with its defaults, so a 300 ms debounce after the last keystroke). Pages per language: ` +
      Object.entries(pf.pages)
        .map(
          ([l, c]) =>
            `${l} ${c.copied} current of ${c.all} (${c.retired} retired, ${c.stubs} stubs; our index: ${c.ourDocs} current docs)`,
        )
        .join('; ') +
      '.',
  );
  out.push(`${meta.environment as string}`);
  for (const engine of o.engines) {
    const rs = runs.filter((r) => r.engine === engine);
    const server = rs.reduce((n, r) => n + r.bytes, 0);
    const cdp = rs.reduce((n, r) => n + r.cdpBytes, 0);
    out.push(
      `Cross-check, ${engine}: Chromium counted ${f1(cdp / KB)} kB of response bodies where the server sent ${f1(server / KB)} kB (all queries).`,
    );
  }
  const failed = runs.filter((r) => r.error);
  if (failed.length) {
    out.push('', 'Failures:');
    for (const r of failed) out.push(`- ${r.lang} ${r.engine} "${r.q}": ${r.error}`);
  }
  if (o.verbose) {
    out.push(
      '',
      '| lang | engine | query | kB | kB (CDP) | requests | ms | focus→key ms | typing ms | first result |',
      '| --- | --- | --- | --: | --: | --: | --: | --: | --: | --- |',
    );
    for (const r of runs)
      out.push(
        `| ${r.lang} | ${r.engine} | ${cell(r.q)} | ${f1(r.bytes / KB)} | ${f1(r.cdpBytes / KB)} | ${r.requests} | ${r.ms === undefined ? '–' : f0(r.ms)} | ${r.focusToKey === undefined ? '–' : f0(r.focusToKey)} | ${r.typing === undefined ? '–' : f0(r.typing)} | ${cell(r.first ?? r.error ?? '')} |`,
      );
    for (const lang of o.langs)
      for (const engine of o.engines) {
        // The median-bytes query (the lower median): a typical one.
        const rs = runs.filter((x) => x.lang === lang && x.engine === engine).sort((x, y) => x.bytes - y.bytes);
        const r = rs[(rs.length - 1) >> 1];
        if (!r) continue;
        out.push(
          '',
          `Files of ${lang} ${engine} "${r.q}", the median-bytes query (${f1(r.bytes / KB)} kB; encoded body bytes, largest first):`,
          '',
        );
        if (engine === 'ours') {
          const kinds = new Map<string, { n: number; bytes: number }>();
          for (const f of r.files) {
            const k = kindOf(f.path);
            const e = kinds.get(k) ?? { n: 0, bytes: 0 };
            e.n++;
            e.bytes += f.body;
            kinds.set(k, e);
          }
          out.push(
            'By kind: ' +
              [...kinds]
                .sort((x, y) => y[1].bytes - x[1].bytes)
                .map(([k, e]) => `${k} ${e.n} file${e.n === 1 ? '' : 's'} ${f1(e.bytes / KB)} kB`)
                .join('; ') +
              '.',
            '',
          );
        }
        for (const f of r.files)
          out.push(
            `- ${f.body} B  ${f.path}${f.status !== 200 ? ` (HTTP ${f.status})` : ''}${f.before ? ' (before the first keystroke)' : ''}`,
          );
      }
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const o = options();
  const log = (s: string) => process.stderr.write(s + '\n');
  const qs = Object.fromEntries(
    o.langs.map((l) => [
      l,
      o.only?.length ? { source: '--query', queries: o.only } : queriesFor(l, o.queries, o.builtin),
    ]),
  ) as Record<Lang, { source: string; queries: string[] }>;
  log(`indexing the current rule pages of ${o.langs.join(', ')} with Pagefind…`);
  const pf = await buildPagefind(o.dist, o.langs);
  for (const [l, c] of Object.entries(pf.pages))
    if (c.ourDocs !== c.copied)
      log(`note: ${l}: ${c.copied} current pages copied, our index has ${c.ourDocs} current docs (retiredFrom)`);
  const server = await serve([pf.dir, o.dist], o.gzipLevel);
  const browser = await launch();
  const chromiumVersion = browser.version();
  const runs: Run[] = [];
  try {
    for (const lang of o.langs)
      for (const q of qs[lang].queries)
        for (const engine of o.engines) {
          const r = await measure(browser, server, engine, lang, q);
          runs.push(r);
          log(
            `${lang} ${engine.padEnd(12)} ${JSON.stringify(q).padEnd(36)} ${f1(r.bytes / KB).padStart(7)} kB ${(r.ms === undefined ? '–' : f0(r.ms)).padStart(6)} ms  ${r.error ?? r.first ?? ''}`.slice(
              0,
              160,
            ),
          );
        }
  } finally {
    await browser.close();
    await server.close();
    if (!o.keep) rmSync(pf.dir, { recursive: true, force: true });
    else log(`kept ${pf.dir}`);
  }
  const summaries = o.langs.flatMap((lang) => o.engines.map((engine) => summarise(runs, lang, engine)));
  const meta = {
    dist: path.relative(ROOT, o.dist) || '.',
    queries: o.langs.map((l) => `${l}: ${qs[l].queries.length} queries from ${qs[l].source}`).join(', '),
    environment: `Chromium ${chromiumVersion}, node ${process.version}, pagefind ${pf.version}, gzip level ${o.gzipLevel}; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}.`,
  };
  if (o.json)
    process.stdout.write(
      JSON.stringify(
        {
          ...meta,
          unit: { bytes: 'kB = 1000 B, gzip-encoded response bodies', ms: 'first keystroke → first result shown' },
          pagefind: {
            version: pf.version,
            rootSelector: 'main',
            ui: { showSubResults: false, debounceTimeoutMs: 300 },
            indexed: pf.indexed,
            pages: pf.pages,
            indexMs: pf.ms,
          },
          summary: summaries,
          ...(o.verbose ? { runs } : { runs: runs.map(({ files: _files, ...r }) => r) }),
        },
        null,
        2,
      ) + '\n',
    );
  else process.stdout.write(markdown(summaries, runs, o, meta, pf) + '\n');
}

await main();
