/**
 * `npm run fuzz`: the hardening properties of tests/hardening with many more runs and a random
 * seed (printed first, so a failure can be replayed with `--seed`). `npm test` runs the same
 * properties with a fixed seed and a few runs.
 *
 *   npm run fuzz                          # every property, 2000 runs of the cheap ones
 *   npm run fuzz -- --runs 200 --seed 42  # replay a run
 *   npm run fuzz -- --only bigInputs -v   # one property, each outcome logged
 *   npm run fuzz -- --replay FILE         # one saved input through every parser and an ingest per format
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { JobPool } from '../tests/hardening/fuzz/pool.js';
import * as properties from '../tests/hardening/fuzz/properties.js';
import { cliRoundTrips } from '../tests/hardening/fuzz/cli-properties.js';
import { FORMATS } from '../src/lib/model/tree.js';

const PROPERTIES = {
  regressions: properties.regressions,
  decodeAndParse: properties.decodeAndParse,
  parseText: properties.parseText,
  ingestSmall: properties.ingestSmall,
  ingestSpliced: properties.ingestSpliced,
  bigInputs: properties.bigInputs,
  truncatedCrFiles: properties.truncatedCrFiles,
  // The CLI takes seconds to start: a fiftieth of the runs, 1 MB inputs included.
  cli: (o: properties.RunOptions) =>
    cliRoundTrips({ seed: o.seed, numRuns: Math.max(1, Math.round(o.numRuns / 50)), big: true, log: o.log }),
} as const;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2000' },
    seed: { type: 'string' },
    only: { type: 'string' },
    replay: { type: 'string' },
    lang: { type: 'string', default: 'en' },
    verbose: { type: 'boolean', short: 'v', default: false },
  },
});

const pool = new JobPool();
const log = values.verbose ? (line: string) => console.log(line) : undefined;

async function replay(file: string): Promise<number> {
  const bytes = readFileSync(file);
  const input = { label: file, bytes };
  const jobs = [
    { kind: 'parse' as const, bytes, lang: values.lang },
    ...FORMATS.map((format) => ({ kind: 'ingest' as const, bytes, format, lang: values.lang })),
  ];
  let failed = 0;
  for (const job of jobs) {
    const r = await pool.run(job);
    console.log(`${job.kind === 'ingest' ? `ingest ${job.format}` : job.kind}: ${r.status} (${Math.round(r.ms)} ms)`);
    try {
      properties.judge(input, job, r);
    } catch (err) {
      failed++;
      console.log((err as Error).message);
    }
  }
  return failed ? 1 : 0;
}

async function fuzz(): Promise<number> {
  const seed = values.seed !== undefined ? Number(values.seed) : (Math.random() * 2 ** 31) | 0;
  const numRuns = Number(values.runs);
  const names = values.only ? values.only.split(',') : Object.keys(PROPERTIES);
  console.log(`fuzz: seed ${seed}, ${numRuns} runs (replay: npm run fuzz -- --seed ${seed} --runs ${numRuns})`);
  let failed = 0;
  for (const name of names) {
    const property = PROPERTIES[name as keyof typeof PROPERTIES];
    if (!property) throw new Error(`unknown property ${name} (one of ${Object.keys(PROPERTIES).join(', ')})`);
    const started = Date.now();
    try {
      const run = property({ pool, seed, numRuns, log });
      if (run === null) {
        console.log(`${name}: skipped (content/ lacks the official releases)`);
        continue;
      }
      await run;
      console.log(`${name}: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      failed++;
      // fast-check keeps the property's own error (what failed, where the input was saved) as the cause.
      const cause = (err as Error).cause instanceof Error ? `\n${((err as Error).cause as Error).message}` : '';
      console.log(
        `${name}: FAILED after ${((Date.now() - started) / 1000).toFixed(1)} s\n${(err as Error).message}${cause}`,
      );
    }
  }
  console.log(failed ? `fuzz: ${failed} propert${failed > 1 ? 'ies' : 'y'} failed (seed ${seed})` : 'fuzz: all passed');
  return failed ? 1 : 0;
}

try {
  process.exitCode = values.replay ? await replay(values.replay) : await fuzz();
} finally {
  pool.close();
}
