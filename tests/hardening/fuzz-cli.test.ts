/**
 * The CLI fuzzed with hostile files (issue #9): ingest, add, stats and lookup exit 0 or 1 with a
 * located message; failures write nothing. A few runs with a fixed seed (each spawns the CLI four
 * times); `npm run fuzz -- --only cli` runs many more.
 */
import { describe, it } from 'vitest';
import { cliRoundTrips } from './fuzz/cli-properties.js';

describe('the CLI on hostile files', () => {
  it(
    'ingest, add, stats, lookup: a result or a located error, never a crash, a hang or a partial write',
    () => cliRoundTrips({ seed: 20261130, numRuns: 3 }),
    600_000,
  );
});
