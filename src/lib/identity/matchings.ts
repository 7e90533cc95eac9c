/**
 * Matching consecutive official releases (identity/match.ts), each pair read back from the ingest
 * cache when nothing it is made from changed: the releases' sources (their bytes and entries, read by
 * the parsing code) and this module with what it imports — the matcher, and the choice and order of
 * each release's rules, made here so that a change to either is a miss.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { z } from 'zod';
import type { RawRendition } from '../model/renditions.js';
import {
  matchVersionsDetailed,
  type MatchStage,
  type VersionMatch,
  type VersionMatching,
  type VersionRules,
} from './match.js';
import { withColumns, type MatchColumns } from '../model/identity.js';
import { codeHash } from '../files/code.js';
import { cacheKey, type KeyedCache } from '../files/cache.js';

const STAGES = ['identical', 'same-number', 'best-similarity', 'section-shift', 'title', 'structure'] as const;
const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const numbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');

/**
 * A matching as the cache keeps it: its thousands of matches as columns (each evidence is
 * `older → newer (release → release): why`, so only the why is kept, as an index into `whys`), its
 * section shifts as pairs. Columns are checked by one predicate each: the entry's hash vouches for
 * its bytes (files/cache.ts), the check for its shape.
 */
const CachedMatchingSchema = z
  .object({
    older: z.string(),
    newer: z.string(),
    matches: z.object({
      older: z.custom<string[]>(strings),
      newer: z.custom<string[]>(strings),
      score: z.custom<number[]>(numbers),
      stage: z.custom<number[]>((v) => numbers(v) && v.every((x) => Number.isInteger(x) && STAGES[x] !== undefined)),
      why: z.custom<number[]>(numbers),
    }),
    whys: z.custom<string[]>(strings),
    shifts: z.custom<Array<[string, string]>>((v) => Array.isArray(v) && v.every((p) => strings(p) && p.length === 2)),
    relations: z.custom<Array<{ kind: 'split' | 'merge'; older: string; newer: string; score: number }>>(
      (v) =>
        Array.isArray(v) &&
        v.every((r: unknown) => {
          const { kind, older, newer, score, ...rest } = (r ?? {}) as Record<string, unknown>;
          return (
            (kind === 'split' || kind === 'merge') &&
            typeof older === 'string' &&
            typeof newer === 'string' &&
            typeof score === 'number' &&
            Object.keys(rest).length === 0
          );
        }),
    ),
    unmatched: z.object({ older: z.custom<string[]>(strings), newer: z.custom<string[]>(strings) }),
  })
  .refine(
    ({ matches: m, whys }) =>
      [m.newer, m.score, m.stage, m.why].every((c) => c.length === m.older.length) &&
      m.why.every((w) => Number.isInteger(w) && w >= 0 && w < whys.length),
    'columns of unequal length',
  );
type CachedMatching = z.infer<typeof CachedMatchingSchema>;

const prefixOf = (m: { older: string; newer: string }, label: string) => `${m.older} → ${m.newer} (${label}): `;

/** The cached form, or undefined if an evidence is not of the matcher's form (then it is not cached). */
function toCache(matching: VersionMatching): CachedMatching | undefined {
  const label = `${matching.older} → ${matching.newer}`;
  const whys: string[] = [];
  const whyIndex = new Map<string, number>();
  const m = matching.matches;
  if (!m.every((x) => x.evidence.startsWith(prefixOf(x, label)))) return undefined;
  return {
    older: matching.older,
    newer: matching.newer,
    matches: {
      older: m.map((x) => x.older),
      newer: m.map((x) => x.newer),
      score: m.map((x) => x.score),
      stage: m.map((x) => STAGES.indexOf(x.stage)),
      why: m.map((x) => {
        const why = x.evidence.slice(prefixOf(x, label).length);
        let k = whyIndex.get(why);
        if (k === undefined) whyIndex.set(why, (k = whys.push(why) - 1));
        return k;
      }),
    },
    whys,
    shifts: [...matching.shifts],
    relations: matching.relations,
    unmatched: matching.unmatched,
  };
}

/**
 * A matching read back from the cache: its matches stay columns (matchColumns reads them), made into
 * objects only if `matches` is read (the archive's matchings hold some 330,000 matches); an evidence
 * is written out when read.
 */
function fromCache(c: CachedMatching): VersionMatching {
  const label = `${c.older} → ${c.newer}`;
  const m = c.matches;
  const stage = m.stage.map((s) => STAGES[s]!);
  const columns: MatchColumns = {
    older: m.older,
    newer: m.newer,
    score: m.score,
    stage,
    evidence: (i) => prefixOf({ older: m.older[i]!, newer: m.newer[i]! }, label) + c.whys[m.why[i]!]!,
  };
  let made: VersionMatch[] | undefined;
  return withColumns(
    {
      older: c.older,
      newer: c.newer,
      get matches(): VersionMatch[] {
        return (made ??= m.older.map((older, i) => ({
          older,
          newer: m.newer[i]!,
          score: m.score[i]!,
          stage: stage[i]!,
          evidence: columns.evidence(i),
        })));
      },
      shifts: new Map(c.shifts),
      relations: c.relations,
      unmatched: c.unmatched,
    },
    columns,
  );
}

/**
 * What matching reads of one version is made from its sources (the bytes and entry of each source
 * holding its English renditions, keyed in `sources`), by the parsing and selection code: hashing
 * those keys stands for hashing every text (and costs nothing).
 */
function digest(v: ReleaseRules, sources: ReadonlyMap<string, string>): string {
  const own = [...new Set(v.rules.map((r) => r.source))].sort();
  return cacheKey(
    v.version,
    String(v.rules.length),
    codeHash('lib/ingest/load-sources.ts'),
    ...own.map((s) => `${s}:${sources.get(s) ?? 'unknown'}`),
  );
}

/** A release's English rules, as matching reads them (raw renditions: each names its source). */
export interface ReleaseRules extends VersionRules {
  rules: RawRendition[];
}

/** In the order the release prints them: by source, then line. */
export const byPosition = (a: RawRendition, b: RawRendition) =>
  a.source < b.source ? -1 : a.source > b.source ? 1 : a.line - b.line;

/**
 * The English rules of each release (`versions`), oldest first: at each number of the release's
 * numbering, the first English rendition with a text or a title; in the order the release prints them
 * (byPosition). Read straight from the renditions, before translations are placed (a translation
 * placed on a release's number is never one of its English rules). Matching breaks its ties by
 * position, and the choice and order are made here, in this module, so that a change to either is a
 * miss of every cached matching.
 */
export function officialRules(renditions: readonly RawRendition[], versions: readonly string[]): ReleaseRules[] {
  const wanted = new Set(versions);
  const of = new Map<string, RawRendition[]>();
  for (const r of renditions) {
    if (r.lang !== SOURCE_LANG || r.number === '' || !wanted.has(r.numbering) || !(r.text || r.title)) continue;
    const list = of.get(r.numbering);
    if (list) list.push(r);
    else of.set(r.numbering, [r]);
  }
  return versions.map((version) => {
    const list = of.get(version) ?? [];
    // A source has one rendition per number (parse/renditions.ts): only a release printed by two
    // sources may hold a number twice, and then its first rendition stands.
    const seen = new Set<string>();
    const rules = list.every((r) => r.source === list[0]!.source)
      ? list
      : list.filter((r) => !seen.has(r.number) && Boolean(seen.add(r.number)));
    return { version, rules: rules.sort(byPosition) };
  });
}

/** The ingest cache, and each source's key in it (what a release's rules are made from). */
export interface PairCache {
  store: KeyedCache;
  sources: ReadonlyMap<string, string>;
}

/** The cache key of a pair of releases' matching (undefined without a cache). */
export function pairKey(older: ReleaseRules, newer: ReleaseRules, cache?: PairCache): string | undefined {
  return (
    cache && cacheKey(codeHash('lib/identity/matchings.ts'), digest(older, cache.sources), digest(newer, cache.sources))
  );
}

/** The matching kept under `key`, if the cache holds it whole. */
export function cachedMatching(store: KeyedCache, key: string): VersionMatching | undefined {
  const hit = store.get('matching', key, CachedMatchingSchema);
  return hit && fromCache(hit);
}

/** Keep a matching under `key` (not when an evidence is not of the matcher's form). */
export function keepMatching(store: KeyedCache, key: string, matching: VersionMatching): void {
  const cached = toCache(matching);
  if (cached) store.set('matching', key, cached);
}

/** Two consecutive releases matched, or read back from the cache when nothing they hold changed. */
export function matchPair(older: ReleaseRules, newer: ReleaseRules, cache?: PairCache): VersionMatching {
  const key = pairKey(older, newer, cache);
  const hit = key ? cachedMatching(cache!.store, key) : undefined;
  if (hit) return hit;
  const matching = matchVersionsDetailed(older, newer);
  if (key) keepMatching(cache!.store, key, matching);
  return matching;
}
