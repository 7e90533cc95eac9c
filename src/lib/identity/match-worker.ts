/**
 * The worker thread of match-ahead.ts: it matches the pairs of releases it is sent, oldest first,
 * claiming each in a table shared with the main thread (which takes pairs from the newest end), and
 * posts each matching as soon as it is made. Loaded as the CLI's part `match-worker` (bin/rules.mjs).
 */
import { isMainThread, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { matchVersionsDetailed, type VersionMatching, type VersionRules } from './match.js';

/** A pair's state in the shared claims table. */
export const FREE = 0;
export const BY_WORKER = 1;
export const BY_MAIN = 2;

/** What the worker is started with: the results' port, the claims table, a count of results posted. */
export interface MatchWorkerData {
  kind: 'release-matchings';
  port: MessagePort;
  claims: Int32Array;
  /** [0]: results posted (errors included); [1]: 1 once the worker has stopped. */
  signal: Int32Array;
}

/** The releases (only what matching reads of a rule) and the pairs to match, as indices into them. */
export interface MatchJobs {
  releases: VersionRules[];
  pairs: Array<[older: number, newer: number]>;
}

export type MatchResult = { pair: number; matching: VersionMatching } | { pair: number; error: string };

const started = workerData as Partial<MatchWorkerData> | undefined;
if (!isMainThread && started?.kind === 'release-matchings') serve(started as MatchWorkerData);

function serve({ port, claims, signal }: MatchWorkerData): void {
  const posted = (result: MatchResult) => {
    port.postMessage(result);
    Atomics.add(signal, 0, 1);
    Atomics.notify(signal, 0);
  };
  // Also on a crash: the main thread then matches what is left itself instead of waiting.
  process.on('exit', () => {
    Atomics.store(signal, 1, 1);
    Atomics.notify(signal, 0);
  });
  parentPort!.once('message', (jobs: MatchJobs) => {
    jobs.pairs.forEach(([older, newer], pair) => {
      if (Atomics.compareExchange(claims, pair, FREE, BY_WORKER) !== FREE) return;
      try {
        posted({ pair, matching: matchVersionsDetailed(jobs.releases[older]!, jobs.releases[newer]!) });
      } catch (err) {
        posted({ pair, error: err instanceof Error ? err.message : String(err) });
      }
    });
    port.close();
  });
}
