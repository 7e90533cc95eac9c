/**
 * Matchings of consecutive releases worked out ahead, on both cores. As soon as the releases are
 * parsed, the pairs the cache lacks go to a worker thread (match-worker.ts), which matches them while
 * this thread places the translations (identity.ts); when identity reaches a pair the worker has not
 * finished, this thread matches pairs itself, from the newest end, until the worker's result is in.
 * Each pair is claimed in a shared table first, so no pair is matched twice. The worker only runs
 * where its script is: beside the CLI's bundle (bin/rules.mjs builds it); elsewhere (tests under
 * vitest, RULES_WORKERS=0) this thread matches every pair, with the same results.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { matchVersionsDetailed, type VersionMatching } from './match.js';
import { cachedMatching, keepMatching, matchPair, pairKey, type PairCache, type ReleaseRules } from './matchings.js';
import { BY_MAIN, FREE, type MatchJobs, type MatchResult, type MatchWorkerData } from './match-worker.js';

/** The worker's script: the CLI bundle's part beside the running bundle, if this code is that bundle. */
function workerScript(): string | undefined {
  if (process.env.RULES_WORKERS === '0' || !import.meta.url.endsWith('.cjs')) return undefined;
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'part-match-worker.cjs');
  return existsSync(file) ? file : undefined;
}

interface Running {
  worker: Worker;
  port: MessagePort;
  claims: Int32Array;
  signal: Int32Array;
  /** Pair index → job index. */
  job: Map<number, number>;
  results: Map<number, MatchResult>;
}

export class MatchingsAhead {
  private readonly keys: Array<string | undefined> = [];
  private readonly hits = new Map<number, VersionMatching>();
  private readonly mine = new Map<number, VersionMatching>();
  private running?: Running;
  /** Pairs read from the cache, matched by the worker, matched by this thread. */
  readonly stats = { cache: 0, worker: 0, here: 0 };

  /**
   * `releases`: each release's rules (officialRules), oldest first; pair i is releases i and i + 1.
   * `script`: the worker's script (default: the CLI bundle's part, if this is the bundle; null: none).
   * `patience`: seconds waited on a silent worker before this thread matches the pair itself.
   */
  constructor(
    private readonly releases: ReleaseRules[],
    private readonly cache?: PairCache,
    script: string | null = workerScript() ?? null,
    private readonly patience = 60,
  ) {
    const missing: number[] = [];
    for (let i = 0; i + 1 < releases.length; i++) {
      const key = pairKey(releases[i]!, releases[i + 1]!, cache);
      this.keys.push(key);
      const hit = key ? cachedMatching(cache!.store, key) : undefined;
      if (hit) this.hits.set(i, hit);
      else missing.push(i);
    }
    // One pair (a release added) is a fraction of a second that the worker's start and its share of
    // the two cores with the collector's threads cost as much as it saves (alternated runs at 95
    // releases): it takes two pairs or more (a cold ingest: some 15 % faster on two cores).
    if (script && missing.length >= 2) this.running = this.start(script, missing);
  }

  private start(script: string, missing: number[]): Running | undefined {
    // Only what matching reads of a rule is sent (the structured clone copies every field).
    const index = new Map<number, number>();
    const sent: MatchJobs = { releases: [], pairs: [] };
    const at = (r: number) => {
      let k = index.get(r);
      if (k === undefined) {
        index.set(r, (k = sent.releases.length));
        const { version, rules } = this.releases[r]!;
        sent.releases.push({
          version,
          rules: rules.map(({ number, title, text, examples }) => ({ number, title, text, examples })),
        });
      }
      return k;
    };
    for (const i of missing) sent.pairs.push([at(i), at(i + 1)]);
    const { port1, port2 } = new MessageChannel();
    const claims = new Int32Array(new SharedArrayBuffer(4 * missing.length));
    const signal = new Int32Array(new SharedArrayBuffer(8));
    const data: MatchWorkerData = { kind: 'release-matchings', port: port2, claims, signal };
    let worker: Worker;
    try {
      worker = new Worker(script, { workerData: data, transferList: [port2] });
    } catch {
      return undefined;
    }
    // Never what keeps the process alive: a build that ends early (an error) does not wait for it.
    worker.unref();
    worker.postMessage(sent);
    return { worker, port: port1, claims, signal, job: new Map(missing.map((p, j) => [p, j])), results: new Map() };
  }

  /**
   * Pair i's matching of `older` and `newer`: other rules than those sent ahead are matched from
   * what is passed (identity passes the very releases it sent).
   */
  matching(i: number, older: ReleaseRules, newer: ReleaseRules): VersionMatching {
    if (!sameRules(this.releases[i], older) || !sameRules(this.releases[i + 1], newer))
      return matchPair(older, newer, this.cache);
    const hit = this.hits.get(i);
    if (hit) {
      this.stats.cache++;
      return hit;
    }
    const matching = this.mine.get(i) ?? this.fromWorker(i) ?? this.matchHere(older, newer);
    const key = this.keys[i];
    if (key) keepMatching(this.cache!.store, key, matching);
    return matching;
  }

  /** The worker's matching of pair i, waited for; undefined when this thread is to match it. */
  private fromWorker(i: number): VersionMatching | undefined {
    const run = this.running;
    const job = run?.job.get(i);
    if (!run || job === undefined || Atomics.compareExchange(run.claims, job, FREE, BY_MAIN) === FREE) return undefined;
    // Seconds waited with nothing from the worker: a pair takes one or two, so a worker silent for
    // `patience` (a minute) has died without saying so (out of memory): this thread matches the pair.
    let silent = 0;
    for (;;) {
      const seen = Atomics.load(run.signal, 0);
      for (let m = receiveMessageOnPort(run.port); m; m = receiveMessageOnPort(run.port)) {
        const result = m.message as MatchResult;
        run.results.set(result.pair, result);
        silent = 0;
      }
      const result = run.results.get(job);
      if (result && 'matching' in result) {
        this.stats.worker++;
        return result.matching;
      }
      if (result) return undefined;
      if (Atomics.load(run.signal, 1) === 1 && Atomics.load(run.signal, 0) === seen) return undefined;
      // While the worker is on it: a pair it has not reached yet, from the newest end.
      const spare = this.spare(run, job);
      if (spare === undefined && Atomics.wait(run.signal, 0, seen, 1000) === 'timed-out' && ++silent >= this.patience)
        return undefined;
    }
  }

  private matchHere(older: ReleaseRules, newer: ReleaseRules): VersionMatching {
    this.stats.here++;
    return matchVersionsDetailed(older, newer);
  }

  /** Match the newest pair after `job` nobody has claimed, if any; its job index. */
  private spare(run: Running, job: number): number | undefined {
    for (const [pair, j] of [...run.job].reverse()) {
      if (j <= job) return undefined;
      if (Atomics.compareExchange(run.claims, j, FREE, BY_MAIN) !== FREE) continue;
      this.mine.set(pair, this.matchHere(this.releases[pair]!, this.releases[pair + 1]!));
      return j;
    }
    return undefined;
  }

  /** Stop the worker (it stops by itself once every pair is claimed). */
  close(): void {
    void this.running?.worker.terminate();
    this.running?.port.close();
  }
}

/** The same rules in the same order (the very renditions). */
function sameRules(a: ReleaseRules | undefined, b: ReleaseRules): boolean {
  if (!a || a.version !== b.version || a.rules.length !== b.rules.length) return false;
  for (let k = 0; k < a.rules.length; k++) if (a.rules[k] !== b.rules[k]) return false;
  return true;
}
