/**
 * Fuzzing decode, detectFormat/detectLanguage, every parser and a whole ingest (issue #9) with a
 * fixed seed and few runs; `npm run fuzz` runs the same properties long with a random seed.
 * Jobs run in a child process under a watchdog (fuzz/pool.ts), so a hang fails instead of freezing.
 */
import { afterAll, describe, it } from 'vitest';
import { JobPool } from './fuzz/pool.js';
import * as p from './fuzz/properties.js';
import { describeCrFiles } from '../helpers/shared.js';

const SEED = 20261130;
/** Cheap properties run this many times; the 1 MB ones and whole CR files a small share of it. */
const RUNS = 100;

const pool = new JobPool();
afterAll(() => pool.close());
const opts = { pool, seed: SEED, numRuns: RUNS };

describe('hostile input never crashes or hangs', () => {
  it('inputs that once hung an ingest', () => p.regressions(opts), 300_000);
  it(
    'decode → detectors → every parser, on bytes: a tree or a located InputError',
    () => p.decodeAndParse(opts),
    300_000,
  );
  it('every parser on any decodable text', () => p.parseText(opts), 300_000);
  it(
    'a whole ingest of one hostile file in any format: a graph (written whole) or a located InputError',
    () => p.ingestSmall(opts),
    300_000,
  );
  it(
    'hostile lines inside real sources of every format, ingested in that format',
    () => p.ingestSpliced(opts),
    300_000,
  );
  // A rule-history page with a 50,000-line change view once hung the ingest; history reading is
  // now bounded (src/lib/text/token-align.ts MAX_CHARS, MAX_EDITS).
  it('1 MB lines, 50,000 lines, deep nesting, runs of rule numbers', () => p.bigInputs(opts), 300_000);
});

describeCrFiles('official CR files cut anywhere', () => {
  it('parse and ingest as cr: a graph or a located InputError', () => p.truncatedCrFiles(opts)!, 300_000);
});
