/**
 * Archive benchmark (issue #15): how the costs grow with the number of official releases. For each
 * size N (1, 10, 30 and every release of content/ by default), a project folder holds content/'s
 * translations plus N releases spread evenly over the archive, the newest always among them, and
 * everything below runs with that folder as the working directory (its own generated/ and .cache/):
 *
 *  - incremental ingest: `rules ingest` of the N−1 older releases (not timed: it fills the cache),
 *    `rules add` of the newest, then the timed `rules ingest`, as after a new release comes out:
 *    the median of INGEST_RUNS runs, each from that same start (.cache/ and generated/ restored),
 *    since this machine's speed moves by a third within an hour (one run was a coin toss at 5 s);
 *    three runs of `node -e 0` before each (the floor, as the commands' below) give the ratio that
 *    stays put when the machine's speed moves (run AD 4.8 s on a 65 ms floor, run AE 5.9 s on 80 ms:
 *    74× both);
 *  - cold ingest: .cache/ and generated/ removed, the timed `rules ingest`; the store it writes must
 *    be byte-identical to the incremental one's (printed);
 *  - both: wall time, CPU time and peak RSS of the ingest process (read in it by a preload module);
 *  - the store's size (every file of generated/) and the number of rules;
 *  - `rules lookup`, `history`, `align`, `review` and `search` with --graph, and `lookup` on the
 *    default graph (which checks the store is fresh): whole process, median wall time of `runs`
 *    runs after a warm-up, alternating run by run with `node -e 0` (the floor); CPU time per run
 *    (the children's clock ticks of /proc/self/stat, averaged over the runs) and the load average;
 *  - `astro build` of the site from that store: wall and CPU time, dist's file count, apparent size
 *    and largest file, /{en,es,ru}/all/ sizes;
 *  - for the largest N: page weights (scripts/bench-weight.ts), the time Chromium takes to show
 *    #R70710 in /en/all/ (median of five loads, each in a fresh browser context), and search's
 *    first query against Pagefind's (scripts/bench-search-first.ts).
 *
 * Run: `npx tsx scripts/bench-archive.ts [runs] [--sizes 1,10,30,95] [--no-site]`. Not part of `npm test`.
 */
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { copyContent, releasesOf, spreadReleases } from '../src/lib/content/subset.js';
import { loadManifest } from '../src/lib/content/manifest.js';
import { CHROMIUM, haveChromium, launch, serve } from '../tests/site/helpers.js';
import { buildOurs, pagesBuilt, scratchDir } from './bench-site.js';
import { report as reportWeights } from './bench-weight.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULES = path.join(ROOT, 'bin', 'rules.mjs');
const args = process.argv.slice(2);
const RUNS = Math.max(1, Number(args.find((a) => /^\d+$/.test(a)) ?? 21));
/** Timed incremental ingests per size (each from the same start). */
const INGEST_RUNS = 5;
const sizesAt = args.indexOf('--sizes');
const SITE = !args.includes('--no-site');
// The site part ends in Chromium (#R70710, the first query): say so before twenty minutes of builds.
if (SITE && !haveChromium) {
  console.error(
    `bench-archive: the site part needs Chromium at ${CHROMIUM} (apt-get install -y chromium), or pass --no-site`,
  );
  process.exit(1);
}
const ARCHIVE = releasesOf(path.join(ROOT, 'content')).filter((r) => r.lang === 'en');
const SIZES = (sizesAt >= 0 ? args[sizesAt + 1]!.split(',').map(Number) : [1, 10, 30, ARCHIVE.length])
  .map((n) => Math.min(n, ARCHIVE.length))
  .filter((n, i, all) => n > 0 && all.indexOf(n) === i);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ratio = (ms: number, floorMs: number) => `${(ms / floorMs).toFixed(0)}×`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** CPU time this process's waited-for children used so far, ms (utime + stime of /proc/self/stat). */
function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // Fields 16 and 17 of stat(5) (cutime, cstime), counted from the state field (3): indexes 13, 14.
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

interface Measured {
  wall: number;
  cpu: number;
  rss: number;
}

/** One CLI process, timed; with `peak`, CPU and peak RSS are read inside it by a preload module. */
function rules(cwd: string, argv: string[], peak = false): Measured {
  const report = path.join(cwd, '.bench-usage.json');
  const preload = `data:text/javascript,${encodeURIComponent(
    `import { writeFileSync } from 'node:fs'; process.on('exit', () => { const u = process.resourceUsage(); ` +
      `writeFileSync(${JSON.stringify(report)}, JSON.stringify({ cpu: (u.userCPUTime + u.systemCPUTime) / 1000, rss: u.maxRSS * 1024 })); });`,
  )}`;
  const t = performance.now();
  const r = spawnSync(process.execPath, [...(peak ? ['--import', preload] : []), RULES, ...argv], {
    cwd,
    encoding: 'utf8',
  });
  const wall = performance.now() - t;
  if (r.status !== 0) throw new Error(`rules ${argv.join(' ')} exited ${r.status}\n${r.stderr.slice(-3000)}`);
  if (!peak) return { wall, cpu: NaN, rss: NaN };
  const usage = JSON.parse(readFileSync(report, 'utf8')) as { cpu: number; rss: number };
  rmSync(report);
  return { wall, ...usage };
}

const filesOf = (dir: string) =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();

function digest(dir: string): string {
  const h = createHash('sha256');
  for (const f of filesOf(dir)) h.update(path.relative(dir, f)).update(readFileSync(f));
  return h.digest('hex').slice(0, 16);
}

const sizeOf = (dir: string) => filesOf(dir).reduce((n, f) => n + statSync(f).size, 0);

/** `node -e 0`: the floor every process's time is read against. */
const floor = () => spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore' });

/** Wall time of `node -e 0`, ms. */
function floorWall(): number {
  const t = performance.now();
  floor();
  return performance.now() - t;
}

/** Median wall time of `argv` against `node -e 0`, alternated run by run after one warm-up each. */
function cli(cwd: string, argv: string[]) {
  floor();
  rules(cwd, argv);
  const ours: number[] = [];
  const floors: number[] = [];
  let cpu = 0;
  for (let i = 0; i < RUNS; i++) {
    floors.push(floorWall());
    const before = childrenCpuMs();
    const t = performance.now();
    rules(cwd, argv);
    ours.push(performance.now() - t);
    cpu += childrenCpuMs() - before;
  }
  return { wall: median(ours), floor: median(floors), cpu: cpu / RUNS, load: load() };
}

/** The time Chromium takes to show #R70710 in /en/all/: median of five loads in fresh contexts. */
async function oneRuleInAll(dist: string): Promise<number> {
  const server = await serve(dist);
  const browser = await launch();
  const times: number[] = [];
  try {
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const t = performance.now();
      await page.goto(`${server.url}/en/all/#R70710`, { waitUntil: 'commit' });
      await page.locator('#R70710').waitFor({ state: 'visible' });
      times.push(performance.now() - t);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return median(times);
}

interface Row {
  n: number;
  first: string;
  last: string;
  rules: number;
  cold: Measured;
  incremental: Measured;
  /** Every incremental run's wall time, in the order run. */
  incrementalWalls: number[];
  /** Median wall time of `node -e 0`, three runs before each incremental ingest. */
  incrementalFloor: number;
  identical: boolean;
  store: { bytes: number; files: number };
  commands: Record<string, ReturnType<typeof cli>>;
  site?: {
    wall: number;
    cpu: number;
    pages: number;
    files: number;
    bytes: number;
    largest: number;
    all: string;
    /** Files per route (first two path segments, e.g. `en/rules`, `api/rules`). */
    routes: Record<string, { files: number; bytes: number }>;
  };
}

async function measure(n: number, keepDist: boolean): Promise<Row> {
  const chosen = spreadReleases(ARCHIVE, n);
  const newest = chosen.at(-1)!;
  const older = new Set(chosen.slice(0, -1).map((r) => r.id));
  const dir = scratchDir(`bench-archive-${n}-`);
  // Whole translations come with the release each translates (their numbers are that release's).
  const olderDates = new Set(chosen.slice(0, -1).map((r) => r.date));
  copyContent(
    path.join(ROOT, 'content'),
    path.join(dir, 'content'),
    (r) => older.has(r.id) || (r.lang !== 'en' && olderDates.has(r.date)),
  );
  const generated = path.join(dir, 'generated');
  rules(dir, ['ingest']);
  rules(dir, ['add', newest.file]);
  // Every incremental run starts where `rules add` left the project: its cache and store kept aside.
  const start = path.join(dir, '.bench-start');
  const keep = (from: string, to: string) => {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  };
  keep(path.join(dir, '.cache'), path.join(start, 'cache'));
  keep(generated, path.join(start, 'generated'));
  const incrementals: Measured[] = [];
  const floors: number[] = [];
  floor();
  for (let i = 0; i < INGEST_RUNS; i++) {
    if (i > 0) {
      keep(path.join(start, 'cache'), path.join(dir, '.cache'));
      keep(path.join(start, 'generated'), generated);
    }
    for (let k = 0; k < 3; k++) floors.push(floorWall());
    incrementals.push(rules(dir, ['ingest'], true));
  }
  rmSync(start, { recursive: true, force: true });
  // The run of median wall time, its CPU time and peak RSS with it.
  const incremental = [...incrementals].sort((a, b) => a.wall - b.wall)[Math.floor(INGEST_RUNS / 2)]!;
  const incrementalDigest = digest(generated);
  rmSync(path.join(dir, '.cache', 'ingest'), { recursive: true, force: true });
  rmSync(generated, { recursive: true, force: true });
  const cold = rules(dir, ['ingest'], true);
  const index = JSON.parse(readFileSync(path.join(generated, 'graph.json'), 'utf8')) as {
    rules: { offsets: number[] };
  };
  const row: Row = {
    n,
    first: chosen[0]!.date,
    last: newest.date,
    rules: index.rules.offsets.length - 1,
    cold,
    incremental,
    incrementalWalls: incrementals.map((m) => m.wall),
    incrementalFloor: median(floors),
    identical: digest(generated) === incrementalDigest,
    store: { bytes: sizeOf(generated), files: filesOf(generated).length },
    commands: {},
  };
  process.stderr.write(
    `${n} releases: ingest cold ${sec(cold.wall)}, incremental ${sec(incremental.wall)} (median of ${incrementals.map((m) => sec(m.wall)).join(', ')}; ${ratio(incremental.wall, row.incrementalFloor)} the floor)\n`,
  );
  const graph = ['--graph', 'generated/graph.json'];
  const commands: Record<string, string[]> = {
    'lookup 707.10': ['lookup', '707.10', ...graph],
    'history 707.10': ['history', '707.10', ...graph],
    'align 707.10 en,ru': ['align', '707.10', '--langs', 'en,ru', ...graph],
    'review --lang ru': ['review', '--lang', 'ru', ...graph],
    'search "copy spell"': ['search', 'copy spell', ...graph],
    'lookup 707.10 (default graph)': ['lookup', '707.10'],
  };
  // The whole translations' queues (≈ 3,000 items each), where this size holds them.
  const langs = new Set(loadManifest(path.join(dir, 'content')).map((e) => e.lang));
  for (const lang of ['zh', 'ko'])
    if (langs.has(lang)) commands[`review --lang ${lang}`] = ['review', '--lang', lang, ...graph];
  for (const [name, argv] of Object.entries(commands)) row.commands[name] = cli(dir, argv);
  if (SITE) {
    const dist = path.join(dir, 'dist');
    const built = await buildOurs(path.join(generated, 'graph.json'), dist);
    const files = filesOf(dist);
    const sizes = files.map((f) => statSync(f).size);
    const all = ['en', 'es', 'ru'].map((l) => MB(statSync(path.join(dist, l, 'all', 'index.html')).size)).join(' / ');
    const routes: Record<string, { files: number; bytes: number }> = {};
    files.forEach((f, i) => {
      const parts = path.relative(dist, f).split(path.sep);
      const route = parts.length > 2 ? parts.slice(0, 2).join('/') : parts.length === 2 ? `${parts[0]}/*` : '*';
      const r = (routes[route] ??= { files: 0, bytes: 0 });
      r.files++;
      r.bytes += sizes[i]!;
    });
    row.site = {
      routes,
      wall: built.wall,
      cpu: built.cpu,
      pages: pagesBuilt(built.out),
      files: files.length,
      bytes: sizes.reduce((a, b) => a + b, 0),
      largest: Math.max(...sizes),
      all,
    };
    if (keepDist) {
      console.log(`\npage weights, ${n} releases:`);
      reportWeights(dist);
      console.log(`#R70710 shown in /en/all/ after ${(await oneRuleInAll(dist)).toFixed(0)} ms (median of 5)`);
      // Search's first query against Pagefind on the same pages (issue #20), in Chromium.
      console.log(`\nsearch, first query, ${n} releases (scripts/bench-search-first.ts):`);
      spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(ROOT, 'scripts', 'bench-search-first.ts'), '--dist', dist],
        {
          stdio: 'inherit',
          cwd: ROOT,
        },
      );
    }
  }
  rmSync(dir, { recursive: true, force: true });
  return row;
}

function table(rows: string[][]): void {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const r of rows) console.log(`| ${r.map((x, c) => x.padEnd(widths[c]!)).join(' | ')} |`);
}

console.log(
  `archive: ${ARCHIVE.length} releases; sizes ${SIZES.join(', ')}; ${RUNS} runs per command; load average ${load()}`,
);
const rows: Row[] = [];
for (const n of SIZES) rows.push(await measure(n, n === SIZES.at(-1)));

const head = ['', ...rows.map((r) => `${r.n} (${r.first}…${r.last})`)];
const line = (label: string, of: (r: Row) => string) => [label, ...rows.map(of)];
const out: string[][] = [
  head,
  head.map(() => '---'),
  line('rules in the store', (r) => String(r.rules)),
  line('cold ingest: wall / CPU', (r) => `${sec(r.cold.wall)} / ${sec(r.cold.cpu)}`),
  line('cold ingest: peak RSS', (r) => MB(r.cold.rss)),
  line(
    `incremental ingest (+ newest): wall / CPU, median of ${INGEST_RUNS}`,
    (r) => `${sec(r.incremental.wall)} / ${sec(r.incremental.cpu)}`,
  ),
  line('incremental ingest: every run', (r) => r.incrementalWalls.map(sec).join(', ')),
  line(
    'incremental ingest: floor `node -e 0` (median of 15) / ratio',
    (r) => `${r.incrementalFloor.toFixed(0)} ms / ${ratio(r.incremental.wall, r.incrementalFloor)}`,
  ),
  line('incremental ingest: peak RSS', (r) => MB(r.incremental.rss)),
  line('incremental = cold, byte for byte', (r) => (r.identical ? 'yes' : '**NO**')),
  line('store: size (files)', (r) => `${MB(r.store.bytes)} (${r.store.files})`),
];
for (const name of new Set(rows.flatMap((r) => Object.keys(r.commands))))
  out.push(
    line(`${name}: wall (floor) / CPU`, (r) => {
      const c = r.commands[name];
      if (!c) return '—';
      return `${c.wall.toFixed(0)} ms (${c.floor.toFixed(0)}) / ${c.cpu.toFixed(0)} ms`;
    }),
  );
if (SITE)
  out.push(
    line('site build: wall / CPU', (r) => `${sec(r.site!.wall)} / ${sec(r.site!.cpu)}`),
    line('dist: files / size / largest', (r) => `${r.site!.files} / ${MB(r.site!.bytes)} / ${MB(r.site!.largest)}`),
    line('/all/ en / es / ru', (r) => r.site!.all),
  );
console.log();
table(out);
const last = rows.at(-1)!;
if (last.site) {
  console.log(`\ndist of ${last.n} releases by route (files, bytes):`);
  for (const [route, r] of Object.entries(last.site.routes).sort((a, b) => b[1].files - a[1].files))
    console.log(`  ${route.padEnd(20)} ${String(r.files).padStart(6)}  ${MB(r.bytes)}`);
}
console.log(`\nload average at the end: ${load()}`);
const json = path.join(ROOT, 'tmp', 'bench-archive.json');
writeFileSync(json, JSON.stringify(rows, null, 2));
console.log(`figures: ${path.relative(ROOT, json)}`);
process.exitCode = rows.every((r) => r.identical) ? 0 : 1;
