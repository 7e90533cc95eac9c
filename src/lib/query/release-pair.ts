/**
 * The two versions `rules diff FROM TO` compares, as the user named them: a version id, or a date
 * meaning the newest release on or before it (DESIGN §5). A date outside the releases the store holds
 * and a pair given newer first are refused, not read as the nearest release or diffed backwards.
 */
import { z } from 'zod';
import type { Graph } from '../model/schema.js';
import { UnknownVersionError, versionFor } from './lookup.js';
import { isIsoDate } from '../model/time.js';

/** A pair of versions given newer first: `rules diff` reads the older first. */
export class VersionOrderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VersionOrderError';
  }
}

export interface ResolvedPair {
  /** The versions compared: version ids (a release's is its date). */
  from: string;
  to: string;
  /** The arguments as given (a date between releases differs from the release it means). */
  requested: { from: string; to: string };
}

/** A calendar date (2025-02-30 is none): zod's date check, so a typo is refused, not read as a release. */
const DateArg = z.string().date();

export function resolvePair(graph: Graph, fromQuery: string, toQuery: string): ResolvedPair {
  const from = resolveOne(graph, fromQuery);
  const to = resolveOne(graph, toQuery);
  const [a, b] = [orderKey(graph, from), orderKey(graph, to)];
  // Two dates are compared as given too: 2025-12-01 2025-11-20 is reversed though both mean 2025-11-14.
  const reversed =
    (DateArg.safeParse(fromQuery).success && DateArg.safeParse(toQuery).success && fromQuery > toQuery) ||
    (a !== undefined && b !== undefined && a > b);
  if (reversed)
    throw new VersionOrderError(
      `rules diff takes the older version first: ${fromQuery} is later than ${toQuery} ` +
        `(rules diff ${toQuery} ${fromQuery} lists what changed from ${toQuery} to ${fromQuery})`,
    );
  return { from, to, requested: { from: fromQuery, to: toQuery } };
}

function resolveOne(graph: Graph, query: string): string {
  if (graph.versions.some((v) => v.id === query)) return query;
  const releases = graph.versions
    .filter((v) => v.kind === 'cr' && v.date)
    .map((v) => v.date!)
    .sort();
  if (isIsoDate(query) && !DateArg.safeParse(query).success) throw new UnknownVersionError(`not a date: ${query}`);
  const newest = releases.at(-1);
  // versionFor names the first release for a date before it; a date after the newest is ours to refuse.
  if (newest !== undefined && DateArg.safeParse(query).success && query > newest)
    throw new UnknownVersionError(`${query} is after the newest release (${newest})`);
  return versionFor(graph, query);
}

/**
 * Where a version sits on the timeline, as a sortable key: a release's date; a rule-history page's
 * revision equal to releases, the first of them; one of its own, just after the release before it
 * (undefined when that is not known: such a pair is not checked).
 */
function orderKey(graph: Graph, version: string): string | undefined {
  const v = graph.versions.find((x) => x.id === version);
  if (!v) return undefined;
  if (v.date) return v.date;
  const equal = v.equals?.[0];
  if (equal !== undefined) return graph.versions.find((x) => x.id === equal)?.date;
  for (const rule of Object.values(graph.rules)) {
    const i = rule.revisions.findIndex((r) => r.version === version);
    if (i < 0) continue;
    for (let k = i - 1; k >= 0; k--) {
      const r = rule.revisions[k]!;
      const date = graph.versions.find((x) => x.id === r.version)?.date;
      if (date) return `${r.through ?? date}~`;
    }
    return undefined;
  }
  return undefined;
}
