/**
 * Ingest benchmark (issue: benchmarks): the time to build the graph from content/'s translations (the
 * whole ones, Chinese and Korean, with the releases they translate; the archive's other releases left
 * out) plus five official CR files (identity, history, alignment and review included), against the floor: a bare
 * read + decode + line split of the same bytes, every file of that content folder (the best of
 * five reads, just before each build; ratios are the median of each run's own ratio).
 * Two measurements, both printed:
 *  - steady state (the targets are read on it): runs in one process after a warm-up build, with
 *    every memo table emptied before each run (clearMemos), so the JIT is warm but no run reuses
 *    what an earlier one derived from the texts, and a full garbage collection before its floor and
 *    before its build (a fresh process has no earlier run's garbage to collect);
 *  - cold: a fresh Node process per run, timing its first build: what one `rules ingest` costs.
 * Also: the parse stage (every source read, decoded, parsed and enriched) against the same floor,
 * the time of each stage (buildGraph's onStage), and peak memory (RSS).
 * The code measured is the code `rules ingest` runs: this script bundles itself with the CLI's
 * esbuild options (src/lib/files/bundle.mjs) and runs the bundle. Under tsx, esbuild's keepNames
 * wraps every function the code makes at run time in a defineProperty call (`__name`): some 9 ms of
 * a ~230 ms parse stage (CPU profile of 50 parse stages), which the CLI's bundle does not pay.
 * Run: `npx tsx scripts/bench-ingest.ts [runs]`. Not part of `npm test`: timings depend on the machine.
 */
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { addSource } from '../src/lib/intake/add-source.js';
import { copyContent, translationsAndBases } from '../src/lib/content/subset.js';
import { decode, splitLines } from '../src/lib/decode/index.js';
import { buildGraph, type BuildStage } from '../src/lib/ingest/build.js';
import { clearMemos } from '../src/lib/text/memo.js';
import { BUNDLE_OPTIONS } from '../src/lib/files/bundle.mjs';
import { buildSync } from 'esbuild';

/** Set by the bundle's banner (bundle.mjs); undefined under tsx. */
declare const __bundleUrl: string | undefined;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Under tsx: bundle this script as the CLI is bundled (into tmp/, one folder down like scripts/, so
// that ROOT reads the same) and run that instead.
if (typeof __bundleUrl === 'undefined') {
  const outfile = path.join(ROOT, 'tmp', 'bench-ingest.cjs');
  buildSync({ ...BUNDLE_OPTIONS, entryPoints: [fileURLToPath(import.meta.url)], outfile, logLevel: 'warning' });
  const r = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
const CR_DIR = path.join(ROOT, 'content', 'sources', 'en');
const FILES = ['cr-2008-10-01.txt', 'cr-2012-07-01.txt', 'cr-2017-08-25.txt', 'cr-2021-07-23.txt', 'cr-2025-11-14.txt'];

interface Run {
  floorMs: number;
  ingestMs: number;
  cpuMs: number;
  stages: Partial<Record<BuildStage, number>>;
  rules: number;
  lines: number;
}

/** Every file of the content folder (the five CR files copied in, content/'s sources and YAML). */
function inputFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** One floor and one build, timed in this process; `settle` runs before each, untimed. */
function measure(contentDir: string, settle = () => {}): Run {
  // The floor is the best of five reads: a lower bound should not carry the noise of one (a heap
  // growing under it moved a single read between 55 and 160 ms), and a smaller floor only makes
  // our ratios larger.
  let lines = 0;
  let floorMs = Infinity;
  const files = inputFiles(contentDir); // listed once, outside the timed reads
  settle();
  for (let rep = 0; rep < 5; rep++) {
    lines = 0;
    const t = performance.now();
    for (const f of files) lines += splitLines(decode(readFileSync(f), f).text).length;
    floorMs = Math.min(floorMs, performance.now() - t);
  }
  settle();
  const stages: Run['stages'] = {};
  const cpu = process.cpuUsage();
  const t = performance.now();
  const graph = buildGraph({ contentDir, onStage: (stage, ms) => (stages[stage] = ms) });
  const ingestMs = performance.now() - t;
  const used = process.cpuUsage(cpu);
  return {
    floorMs,
    ingestMs,
    cpuMs: (used.user + used.system) / 1000,
    stages,
    rules: Object.keys(graph.rules).length,
    lines,
  };
}

// A child process measuring one cold build: `bench-ingest.ts --cold CONTENT_DIR` prints a Run.
if (process.argv[2] === '--cold') {
  process.stdout.write(JSON.stringify(measure(process.argv[3]!)) + '\n');
  process.exit(0);
}

const runs = Math.max(1, Number(process.argv[2] ?? 5));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number) => Math.round(x);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'rules-bench-'));
const contentDir = path.join(tmp, 'content');
// The translations, the whole ones with the releases they translate (without those they cannot be
// placed), and none of the archive's other releases.
copyContent(path.join(ROOT, 'content'), contentDir, translationsAndBases(path.join(ROOT, 'content')));
for (const f of FILES) addSource(path.join(CR_DIR, f), readFileSync(path.join(CR_DIR, f)), { contentDir });

const cold: Run[] = [];
for (let i = 0; i < runs; i++) {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--cold', contentDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`cold run failed: ${child.stderr}`);
  cold.push(JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Run);
  process.stderr.write(
    `cold ${i + 1}/${runs}: ingest ${round(cold[i]!.ingestMs)} ms, floor ${cold[i]!.floorMs.toFixed(1)} ms\n`,
  );
}

// A full collection before each steady floor and build: the previous run's graph and tables are
// garbage a fresh `rules ingest` never has to collect (without it, parse swung between 210 and
// 360 ms, and a floor read among that garbage between 55 and 140 ms).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

measure(contentDir); // warm-up: compiles the code paths, not counted
const steady: Run[] = [];
for (let i = 0; i < runs; i++) {
  clearMemos();
  steady.push(measure(contentDir, collectGarbage));
  const r = steady[i]!;
  process.stderr.write(
    `steady ${i + 1}/${runs}: ingest ${round(r.ingestMs)} ms (parse ${round(r.stages.parse ?? 0)} ms; ${r.rules} rules), floor ${r.floorMs.toFixed(1)} ms: ${(r.ingestMs / r.floorMs).toFixed(1)}×, parse ${((r.stages.parse ?? 0) / r.floorMs).toFixed(1)}×\n`,
  );
}
rmSync(tmp, { recursive: true, force: true });

function summary(list: Run[]) {
  // Ratios are taken run by run, each build against the floor read just before it, then the
  // median: this machine's speed drifts (the same reads took 55–160 ms within minutes), and a
  // ratio of two medians taken at different moments would carry that drift.
  const ratio = (of: (r: Run) => number) => Math.round(median(list.map((r) => of(r) / r.floorMs)) * 10) / 10;
  const stages = Object.fromEntries(
    (Object.keys(list[0]!.stages) as BuildStage[]).map((s) => [s, round(median(list.map((r) => r.stages[s] ?? 0)))]),
  );
  return {
    floorMs: Math.round(median(list.map((r) => r.floorMs)) * 10) / 10,
    ingestMs: round(median(list.map((r) => r.ingestMs))),
    ingestCpuMs: round(median(list.map((r) => r.cpuMs))),
    parseMs: round(median(list.map((r) => r.stages.parse ?? 0))),
    parseRatio: ratio((r) => r.stages.parse ?? 0),
    ratio: ratio((r) => r.ingestMs),
    stagesMs: stages,
  };
}

const result = {
  runs,
  cpus: os.availableParallelism(),
  node: process.version,
  lines: steady[0]!.lines,
  rules: steady[0]!.rules,
  steady: summary(steady),
  cold: summary(cold),
  peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  targets: 'steady state: parse within 5x the floor, full ingest within 20x',
};
process.stdout.write(JSON.stringify(result, null, 2) + '\n');
