/**
 * Ingest benchmark (history issue): the time to build the graph from content/ plus the five
 * official CR files (identity and history included), against a bare read + decode + line split of
 * the same files. Medians of several runs. Also split out: the parse stage (every source read,
 * decoded, parsed and enriched: buildGraph's progress callback marks its end) against the same
 * floor, and peak memory (RSS). Run: `npx tsx scripts/bench-ingest.ts [runs]`.
 * Not part of `npm test`: timings depend on the machine.
 */
import os from 'node:os';
import path from 'node:path';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addSource } from '../src/lib/content/add-source.js';
import { decode, splitLines } from '../src/lib/decode/index.js';
import { buildGraph } from '../src/lib/graph/build.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED_CR = path.join(process.env.RULES_SHARED ?? path.resolve(ROOT, '../shared'), 'cr');
const FILES = [
  'en-CR-20081001.txt',
  'en-CR-20120701.txt',
  'en-CR-20170825.txt',
  'en-CR-20210723.txt',
  'en-CR-20251114.txt',
];
const runs = Math.max(1, Number(process.argv[2] ?? 5));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
function time(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}
/** CPU time (user + system) of `fn`: steadier than wall time on a shared machine. */
function cpu(fn: () => void): number {
  const c = process.cpuUsage();
  fn();
  const d = process.cpuUsage(c);
  return (d.user + d.system) / 1000;
}

const contentDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'rules-bench-')), 'content');
cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });
for (const f of FILES) addSource(path.join(SHARED_CR, f), readFileSync(path.join(SHARED_CR, f)), { contentDir });

const bare: number[] = [];
const ingest: number[] = [];
const ingestCpu: number[] = [];
const parse: number[] = [];
let lines = 0;
for (let i = 0; i < runs; i++) {
  bare.push(
    time(() => {
      lines = 0;
      for (const f of FILES) lines += splitLines(decode(readFileSync(path.join(SHARED_CR, f)), f).text).length;
    }),
  );
  let rules = 0;
  let cpuMs = 0;
  let parsed = 0;
  const started = performance.now();
  const onProgress = (_done: number, _total: number, label: string) => {
    if (label === 'graph') parsed = performance.now() - started;
  };
  ingest.push(
    time(
      () => void (cpuMs = cpu(() => void (rules = Object.keys(buildGraph({ contentDir, onProgress }).rules).length))),
    ),
  );
  ingestCpu.push(cpuMs);
  parse.push(parsed);
  process.stderr.write(
    `run ${i + 1}/${runs}: ingest ${ingest[i]!.toFixed(0)} ms (parse ${parsed.toFixed(0)} ms; ${rules} rules), bare ${bare[i]!.toFixed(1)} ms\n`,
  );
}
const result = {
  runs,
  cpus: os.cpus().length,
  lines,
  bareReadDecodeSplitMs: Math.round(median(bare) * 10) / 10,
  ingestMs: Math.round(median(ingest)),
  parseMs: Math.round(median(parse)),
  ingestCpuMs: Math.round(median(ingestCpu)),
  parseRatio: Math.round(median(parse) / median(bare)),
  ratio: Math.round(median(ingest) / median(bare)),
  peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  targets: 'parse within 5x the floor, full ingest within 20x',
};
process.stdout.write(JSON.stringify(result, null, 2) + '\n');
