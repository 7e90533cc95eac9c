/**
 * Matchings of release pairs worked out ahead (identity/match-ahead.ts): the rules sent ahead are those
 * identity reads off its nodes; the worker thread and this thread share the pairs (never one twice)
 * and their matchings are the matcher's own; a cached pair is not matched at all; and the CLI's
 * ingest writes the same bytes with the worker as without it.
 */
import path from 'node:path';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import { beforeAll, expect, it } from 'vitest';
import { BUNDLE_OPTIONS } from '../../src/lib/files/bundle.mjs';
import { decode } from '../../src/lib/decode/index.js';
import { PARSERS } from '../../src/lib/parse/index.js';
import { collectRenditions } from '../../src/lib/parse/renditions.js';
import type { RawRendition } from '../../src/lib/model/renditions.js';
import { matchVersionsDetailed, type VersionMatching } from '../../src/lib/identity/match.js';
import { KeyedCache } from '../../src/lib/files/cache.js';
import { MatchingsAhead } from '../../src/lib/identity/match-ahead.js';
import { officialRules, type ReleaseRules } from '../../src/lib/identity/matchings.js';
import { CR_FILES, describeCrFiles, ROOT, crPath, type CrDate } from '../helpers/shared.js';
import { contentWith, tempDir } from '../helpers/content.js';
import { runRules } from '../helpers/cli.js';

const DATES = Object.keys(CR_FILES) as CrDate[];

function renditionsOf(date: CrDate): RawRendition[] {
  const file = crPath(date);
  const { text } = decode(readFileSync(file), path.basename(file));
  const tree = PARSERS.cr(text, { file: path.basename(file), lang: 'en', warn: () => undefined });
  return collectRenditions(tree, { id: date, lang: 'en', numbering: date, version: date });
}

/**
 * Read off identity's nodes, as the matcher is to read a release: each number's renditions (a node),
 * the first English one with a text or a title, in the order the file prints them.
 */
function throughNodes(renditions: RawRendition[], version: string): ReleaseRules {
  const nodes = new Map<string, RawRendition[]>();
  for (const r of renditions)
    if (r.numbering === version && r.number !== '')
      (nodes.get(r.number) ?? nodes.set(r.number, []).get(r.number)!).push(r);
  const rules = [...nodes.values()]
    .map((list) => list.find((x) => x.lang === 'en' && (x.text || x.title)))
    .filter((r) => r !== undefined);
  return { version, rules: rules.sort((a, b) => a.source.localeCompare(b.source) || a.line - b.line) };
}

/** The worker's script as the CLI bundles it. */
function workerScript(): string {
  const outfile = path.join(tempDir('rules-match-worker-'), 'part-match-worker.cjs');
  buildSync({ ...BUNDLE_OPTIONS, entryPoints: [path.join(ROOT, 'src/lib/identity/match-worker.ts')], outfile });
  return outfile;
}

/** A matching as JSON: every match's fields (a cached match writes its evidence when read), its shifts. */
const json = (m: VersionMatching) =>
  JSON.stringify({
    ...m,
    matches: m.matches.map(({ older, newer, score, stage, evidence }) => ({ older, newer, score, stage, evidence })),
    shifts: [...m.shifts],
  });
/** The same matching (compared as JSON, without printing thousands of matches when not). */
const same = (a: VersionMatching, b: VersionMatching) => expect(json(a) === json(b)).toBe(true);

describeCrFiles('matchings worked out ahead', () => {
  let renditions: RawRendition[];
  let releases: ReleaseRules[];
  let script: string;
  beforeAll(() => {
    renditions = DATES.flatMap(renditionsOf);
    releases = officialRules(renditions, DATES);
    script = workerScript();
  }, 120_000);

  it("reads each release as identity's nodes hold it: the first English text at each number, in printed order", () => {
    for (const [i, date] of DATES.entries()) {
      const nodes = throughNodes(renditions, date);
      expect(releases[i]!.rules.length).toBeGreaterThan(1000);
      expect(releases[i]!.rules).toEqual(nodes.rules);
      expect(releases[i]!.rules.every((r, k) => r === nodes.rules[k])).toBe(true);
    }
  });

  it('shares the pairs between the worker and this thread, each matched once, as the matcher matches them', () => {
    const ahead = new MatchingsAhead(releases, undefined, script);
    const got = DATES.slice(1).map((_, i) => ahead.matching(i, releases[i]!, releases[i + 1]!));
    ahead.close();
    expect(ahead.stats.worker + ahead.stats.here).toBe(DATES.length - 1);
    expect(ahead.stats.worker).toBeGreaterThan(0);
    got.forEach((m, i) => same(m, matchVersionsDetailed(releases[i]!, releases[i + 1]!)));
  }, 120_000);

  it('matches the pairs itself when the worker claims them and falls silent', () => {
    // A worker that claims every pair and never answers (as one that ran out of memory).
    const silent = path.join(tempDir('rules-match-silent-'), 'silent.cjs');
    writeFileSync(
      silent,
      `const { workerData, parentPort } = require('node:worker_threads');
       parentPort.once('message', (jobs) => {
         jobs.pairs.forEach((_, i) => Atomics.store(workerData.claims, i, 1));
         setInterval(() => {}, 1000);
       });`,
    );
    const ahead = new MatchingsAhead(releases.slice(0, 3), undefined, silent, 1);
    // Give the worker time to claim both pairs.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    const got = [0, 1].map((i) => ahead.matching(i, releases[i]!, releases[i + 1]!));
    ahead.close();
    expect(ahead.stats).toEqual({ cache: 0, worker: 0, here: 2 });
    got.forEach((m, i) => same(m, matchVersionsDetailed(releases[i]!, releases[i + 1]!)));
  }, 120_000);

  it('matches here what it was not sent ahead, and nothing a cache holds', () => {
    const cache = { store: new KeyedCache(tempDir('rules-match-cache-')), sources: new Map<string, string>() };
    const first = new MatchingsAhead(releases.slice(0, 2), cache, null);
    first.matching(0, releases[0]!, releases[1]!);
    expect(first.stats).toEqual({ cache: 0, worker: 0, here: 1 });
    const again = new MatchingsAhead(releases.slice(0, 2), cache, script);
    const hit = again.matching(0, releases[0]!, releases[1]!);
    expect(again.stats).toEqual({ cache: 1, worker: 0, here: 0 });
    same(hit, matchVersionsDetailed(releases[0]!, releases[1]!));
    // Other rules than those sent (a rendition left out): matched from what identity passes.
    const fewer = { version: releases[1]!.version, rules: releases[1]!.rules.slice(1) };
    const other = new MatchingsAhead(releases.slice(0, 2), undefined, null);
    same(other.matching(0, releases[0]!, fewer), matchVersionsDetailed(releases[0]!, fewer));
  }, 120_000);

  it('the CLI writes the same store with its worker as without', async () => {
    const content = contentWith(['2012-07-01', '2017-08-25', '2021-07-23']);
    const cwd = path.dirname(content);
    const env = { RULES_NO_CACHE: '1' };
    const withWorker = await runRules(['ingest', '--json', '--content', content, '--out', 'with'], cwd, env);
    const without = await runRules(['ingest', '--json', '--content', content, '--out', 'without'], cwd, {
      ...env,
      RULES_WORKERS: '0',
    });
    expect(withWorker.code, withWorker.err).toBe(0);
    expect(without.code, without.err).toBe(0);
    type By = { cache: number; worker: number; here: number };
    const by = (run: { out: string }) => (JSON.parse(run.out) as { matchings: By }).matchings;
    // Two pairs, shared by the worker and this thread (which places the translations first).
    const shared = by(withWorker);
    expect(shared.cache).toBe(0);
    expect(shared.worker).toBeGreaterThan(0);
    expect(shared.worker + shared.here).toBe(2);
    expect(by(without)).toEqual({ cache: 0, worker: 0, here: 2 });
    const files = readdirSync(path.join(cwd, 'with')).sort();
    expect(readdirSync(path.join(cwd, 'without')).sort()).toEqual(files);
    for (const f of files)
      expect(readFileSync(path.join(cwd, 'with', f)).equals(readFileSync(path.join(cwd, 'without', f))), f).toBe(true);
  }, 300_000);
});
