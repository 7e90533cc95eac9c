/**
 * Search benchmark (issue #6): our FlexSearch indexes against Pagefind and MiniSearch on the same
 * pages — content/'s translations (the whole ones with the releases they translate; the archive's other
 * releases left out) plus the 2025-11-14 CR, one page per rule and language, with what our index
 * holds for it (number, old numbers, title, the language's own text or the short fallback, card
 * names). Reports per language: payload size (raw and gzip; Pagefind's files are already
 * compressed) and query latency p50/p95 in Node over a fixed query set.
 *
 * Run: `npx tsx scripts/bench-search.ts [rounds]`. Not part of `npm test`: timings depend on the
 * machine (and on what else it runs). Each engine's latency is measured in a fresh Node process
 * that only loads that engine's written files (as a browser tab would): measured in the building
 * process, the graph's heap makes every garbage collection slow. Pagefind's search runs in Node
 * from its written files, with a fetch that reads file: URLs; its latency includes loading the
 * result fragments (snippets), as ours includes making snippets.
 */
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import MiniSearch from 'minisearch';
import * as pagefind from 'pagefind';
import { addSource } from '../src/lib/intake/add-source.js';
import { copyContent, translationsAndBases } from '../src/lib/content/subset.js';
import { buildGraph } from '../src/lib/ingest/build.js';
import type { Graph } from '../src/lib/model/schema.js';
import { buildSearchIndexes } from '../src/lib/search/build.js';
import { collectDocs, type SearchDoc } from '../src/lib/search/docs.js';
import { SEARCH_LANGS, type SearchLang } from '../src/lib/search/encoders.js';
import { SearchIndex } from '../src/lib/search/engine.js';
import { writeSearchIndexes } from '../src/lib/search/node.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CR = path.join(ROOT, 'content', 'sources', 'en', 'cr-2025-11-14.txt');
const ROUNDS = Math.max(1, Number(process.argv.at(-1)) || 5);
const LIMIT = 10;

/** The fixed query set: numbers, words, phrases, card names, other languages' words. */
const QUERIES: Record<SearchLang, string[]> = {
  en: [
    '707.10',
    '100.1',
    '706.10',
    '702.19b',
    'copy spell',
    'trample',
    'combat damage',
    'triggered ability',
    '"copy of a spell"',
    'Emerald Charm',
    'копия заклинания',
    'hechizo',
    'mana ability',
    'hexproof',
    'commander damage',
    'sacrifice a creature',
    'state-based actions',
    'cop',
  ],
  es: [
    '707.10',
    '706.10',
    'copia hechizo',
    'hechizos',
    'daño',
    'Emerald Charm',
    'copy spell',
    'habilidad disparada',
    '"copia de un hechizo"',
    'nuevos objetivos',
    'trample',
    'Fling',
    'pila',
    'hech',
  ],
  ru: [
    '707.10',
    '706.10',
    'копия заклинания',
    'удара',
    'Emerald Charm',
    'пробивной удар',
    'copy spell',
    'заклинание',
    'способность',
    '"копия заклинания"',
    'Швырок',
    'копировать',
    'trample',
    'закл',
  ],
  zh: [
    '707.10',
    '702.19',
    '践踏',
    '复制咒语',
    '触发式异能',
    '战斗伤害',
    '"复制咒语"',
    '指挥官',
    'trample',
    '502.9',
    '状态动作',
    '法术力异能',
    '牺牲',
    '践',
  ],
  ko: [
    '707.10',
    '702.19',
    '돌진',
    '돌진은',
    '주문 복사',
    '격발 능력',
    '전투 피해',
    '"주문 복사"',
    '사령관',
    'trample',
    '502.9',
    '상태 기반 행동',
    '마나 능력',
    '희생',
    '돌',
  ],
};

const gz = (data: string | Uint8Array) => zlib.gzipSync(data, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const version = (pkg: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
    .version;

function graphWithCr(): Graph {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'rules-bench-search-')), 'content');
  // The translations, the whole ones with the releases they translate, none of the archive's other releases.
  copyContent(path.join(ROOT, 'content'), dir, translationsAndBases(path.join(ROOT, 'content')));
  addSource(CR, readFileSync(CR), { contentDir: dir });
  return buildGraph({ contentDir: dir });
}

interface Latency {
  p50: number;
  p95: number;
  /** p95 over the queries of each query's median time: robust to a busy machine's stray pauses. */
  p95med: number;
  /** p95 over the queries of each query's best time: near what an idle machine would show. */
  p95min: number;
  /** The three queries with the highest median, for what the p95 is made of. */
  slowest: Array<{ query: string; median: number }>;
}

async function latency(
  run: (q: string) => unknown | Promise<unknown>,
  queries: string[],
  before?: () => void,
): Promise<Latency> {
  // Warm-up, three passes: JIT, lazily loaded chunks, and the first young-generation collections,
  // which move the just-loaded index and its caches to the old generation (3–12 ms each on this
  // machine; with one pass they landed in the timed loop and made its p95, for every engine).
  for (let pass = 0; pass < 3; pass++) for (const q of queries) await run(q);
  const times: number[] = [];
  const byQuery = queries.map((): number[] => []);
  for (let r = 0; r < ROUNDS; r++)
    for (const [k, q] of queries.entries()) {
      before?.();
      const t = performance.now();
      await run(q);
      const dt = performance.now() - t;
      times.push(dt);
      byQuery[k]!.push(dt);
    }
  return {
    p50: pct(times, 0.5),
    p95: pct(times, 0.95),
    p95med: pct(
      byQuery.map((xs) => pct(xs, 0.5)),
      0.95,
    ),
    p95min: pct(
      byQuery.map((xs) => Math.min(...xs)),
      0.95,
    ),
    slowest: queries
      .map((query, k) => ({ query, median: pct(byQuery[k]!, 0.5) }))
      .sort((a, b) => b.median - a.median)
      .slice(0, 3),
  };
}

const fmt = (l: Latency) =>
  `p50 ${l.p50.toFixed(2)} ms, p95 ${l.p95.toFixed(2)} ms (p95 of per-query medians ${l.p95med.toFixed(2)}, of bests ${l.p95min.toFixed(2)}; slowest medians: ${l.slowest.map((x) => `${x.query} ${x.median.toFixed(2)}`).join(', ')})`;

/** The rule page as the benchmark's HTML: the same text our index holds for the rule. */
function html(lang: string, d: SearchDoc, numbers: string[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const paras = d.text
    .split('\n')
    .map((p) => `<p>${esc(p)}</p>`)
    .join('');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(d.id)}</title></head><body><main data-pagefind-body>
<h1>${esc(numbers.join(' '))} ${esc(d.title || d.t)}</h1>${paras}<p>${esc(d.cards.replace(/\n/g, ', '))}</p><p>${esc(d.gloss)}</p></main></body></html>`;
}

function filesUnder(dir: string): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (statSync(file).isFile()) out.push([name, statSync(file).size]);
  }
  return out;
}

/** file: URLs for Pagefind's fetches (it loads its index relative to pagefind.js). */
function installFileFetch(): void {
  const real = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('file:')) return new Response(readFileSync(fileURLToPath(url.split('?')[0]!)));
    return real(input, init);
  }) as typeof fetch;
}

interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string): Promise<{ results: Array<{ data(): Promise<unknown> }> }>;
}

type Engine = 'ours' | 'ours-cold' | 'pagefind' | 'minisearch';
const MINI_OPTIONS = { fields: ['numbers', 'title', 'text', 'cards'], storeFields: ['title'] };

/** Latency of one engine on one language's written files, in a fresh process (see the header). */
function measure(engine: Engine, lang: SearchLang, dir: string): Latency {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--measure', engine, lang, dir, String(ROUNDS)],
    { encoding: 'utf8', cwd: ROOT, maxBuffer: 1 << 20 },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as Latency;
}

/** The child's side: load the files, run the query set, print the latency as JSON. */
async function child(engine: Engine, lang: SearchLang, dir: string): Promise<void> {
  const queries = QUERIES[lang];
  let result: Latency;
  if (engine === 'ours' || engine === 'ours-cold') {
    const names = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.json'));
    const files = Object.fromEntries(names.map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
    const index = SearchIndex.fromFiles(files, lang);
    const fresh = engine === 'ours-cold' ? () => index.clearCaches() : undefined;
    result = await latency((q) => index.search(q, { limit: LIMIT }), queries, fresh);
  } else if (engine === 'pagefind') {
    installFileFetch();
    const api = (await import(pathToFileURL(path.join(dir, 'pagefind.js')).href)) as PagefindApi;
    await api.options({ basePath: pathToFileURL(dir).href + '/' });
    await api.init();
    result = await latency(async (q) => {
      const r = await api.search(q);
      await Promise.all(r.results.slice(0, LIMIT).map((x) => x.data()));
    }, queries);
  } else {
    const mini = MiniSearch.loadJSON(readFileSync(path.join(dir, 'index.json'), 'utf8'), MINI_OPTIONS);
    result = await latency((q) => mini.search(q, { boost: { numbers: 4, title: 2 } }).slice(0, LIMIT), queries);
  }
  console.log(JSON.stringify(result));
}

async function main(): Promise<void> {
  console.log(
    `node ${process.version}; flexsearch ${version('flexsearch')}; pagefind ${version('pagefind')}; minisearch ${version('minisearch')}; ${ROUNDS} rounds, top ${LIMIT}; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  let t = performance.now();
  const graph = graphWithCr();
  console.log(`graph: ${Object.keys(graph.rules).length} rules (${((performance.now() - t) / 1000).toFixed(1)} s)`);

  t = performance.now();
  const built = await buildSearchIndexes(graph);
  console.log(
    `our indexes built in ${((performance.now() - t) / 1000).toFixed(1)} s (${SEARCH_LANGS.length} languages)`,
  );

  // The engine as the browser gets it: client.ts bundled and minified.
  const bundle = await build({
    entryPoints: [path.join(ROOT, 'src/lib/search/client.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  const engineJs = bundle.outputFiles.reduce((a, f) => a + f.contents.length, 0);
  const engineGz = bundle.outputFiles.reduce((a, f) => a + gz(f.contents), 0);
  const miniJs = await build({
    entryPoints: ['minisearch'],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    absWorkingDir: ROOT,
  });
  const miniGz = gz(miniJs.outputFiles[0]!.contents);
  console.log(
    `our engine JS (client.ts bundled, minified): ${kb(engineJs)} raw, ${kb(engineGz)} gzip; MiniSearch JS ${kb(miniGz)} gzip`,
  );

  const numbersOf = new Map<string, string[]>();
  for (const [n, uses] of Object.entries(graph.numbers))
    for (const u of uses) numbersOf.set(u.id, [...(numbersOf.get(u.id) ?? []), n]);

  const rows: string[] = [];
  // Every site reads all the files (each query fetches only its parts: bench-search-first.ts).
  const files = built.files;
  const raw = Object.values(files).reduce((a, f) => a + Buffer.byteLength(f), 0);
  const gzip = Object.values(files).reduce((a, f) => a + gz(f), 0);
  const ourDir = mkdtempSync(path.join(os.tmpdir(), `rules-bench-ours-`));
  writeSearchIndexes(ourDir, built);
  for (const lang of SEARCH_LANGS) {
    const queries = QUERIES[lang];
    const warm = measure('ours', lang, ourDir);
    const cold = measure('ours-cold', lang, ourDir);

    const docs = collectDocs(graph, lang);
    const pages = docs.map((d) => ({ d, numbers: [d.id.replace(/@.*/, ''), ...(numbersOf.get(d.id) ?? [])] }));

    // Pagefind, on the same pages.
    t = performance.now();
    const { index: pf } = await pagefind.createIndex({ forceLanguage: lang });
    if (!pf) throw new Error('pagefind: no index');
    for (const { d, numbers } of pages)
      await pf.addHTMLFile({ url: `/${lang}/rules/${d.id}/`, content: html(lang, d, [...new Set(numbers)]) });
    const out = mkdtempSync(path.join(os.tmpdir(), `rules-bench-pagefind-${lang}-`));
    await pf.writeFiles({ outputPath: out });
    const pfBuild = performance.now() - t;
    const pfFiles = filesUnder(out);
    const isData = (n: string) => /\.pf_(meta|index|fragment)$/.test(n) || n === 'pagefind-entry.json';
    const pfData = pfFiles.filter(([n]) => isData(n)).reduce((a, [, s]) => a + s, 0);
    const pfWasm =
      pfFiles.find(([n]) => n === `wasm.${lang}.pagefind`)?.[1] ??
      pfFiles.find(([n]) => n === 'wasm.unknown.pagefind')![1];
    const pfJs = gz(readFileSync(path.join(out, 'pagefind.js')));
    const pfAll = pfFiles.reduce((a, [, s]) => a + s, 0);
    const pfLatency = measure('pagefind', lang, out);

    // MiniSearch, on the same pages' text (no stemming: its default tokenizer).
    t = performance.now();
    const mini = new MiniSearch(MINI_OPTIONS);
    mini.addAll(
      pages.map(({ d, numbers }, i) => ({
        id: i,
        numbers: numbers.join(' '),
        title: d.title || d.t,
        text: d.text,
        cards: d.cards,
      })),
    );
    const miniBuild = performance.now() - t;
    const miniJson = JSON.stringify(mini);
    const miniDir = mkdtempSync(path.join(os.tmpdir(), `rules-bench-minisearch-`));
    writeFileSync(path.join(miniDir, 'index.json'), miniJson);
    const miniLatency = measure('minisearch', lang, miniDir);

    const oursTotal = gzip + engineGz;
    const pfCore = pfData + pfWasm + pfJs;
    rows.push(
      [
        `\n## ${lang}: ${docs.length} pages, ${built.stats[lang]!.withText} with ${lang} text; ${queries.length} queries × ${ROUNDS}`,
        `ours (all files)   index ${kb(raw)} raw, ${kb(gzip)} gzip; + engine JS = ${kb(oursTotal)} | ${fmt(warm)}; first-time terms: ${fmt(cold)}`,
        `Pagefind           index ${kb(pfData)} (compressed files); + wasm ${kb(pfWasm)} + pagefind.js ${kb(pfJs)} gzip = ${kb(pfCore)}; all files written ${kb(pfAll)} | ${fmt(pfLatency)} (build ${(pfBuild / 1000).toFixed(1)} s)`,
        `MiniSearch         index ${kb(miniJson.length)} raw, ${kb(gz(miniJson))} gzip (no stored text); + JS = ${kb(gz(miniJson) + miniGz)} | ${fmt(miniLatency)} (build ${(miniBuild / 1000).toFixed(1)} s)`,
        `ours vs Pagefind: index ${((100 * gzip) / pfData).toFixed(0)}% of Pagefind's index; with engines ${((100 * oursTotal) / pfCore).toFixed(0)}%`,
      ].join('\n'),
    );
  }
  await pagefind.close();
  console.log(rows.join('\n'));
}

const mode = process.argv.indexOf('--measure');
if (mode >= 0) {
  const [engine, lang, dir] = process.argv.slice(mode + 1) as [Engine, SearchLang, string];
  await child(engine, lang, dir);
} else await main();
