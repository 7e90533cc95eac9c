/**
 * What a translator reads first in a queue (`rules review`): counts per status, and each source's
 * bases as ranges of consecutive releases (a gap is a release the source agrees with no text of).
 */
import type { ReviewItem } from '../model/schema.js';

export const STATUSES = ['up-to-date', 'outdated', 'needs-check', 'untranslated'] as const;

export interface QueueSummary {
  /** The English release the queue is as of. */
  release: string | null;
  items: number;
  /** Items per status, every status listed. */
  status: Record<(typeof STATUSES)[number], number>;
  sources: Array<{
    id: string;
    items: number;
    status: Record<(typeof STATUSES)[number], number>;
    /** The releases its items are based on, as ranges of consecutive releases: [first, last]. */
    bases: Array<[string, string]>;
  }>;
}

const zero = () => Object.fromEntries(STATUSES.map((s) => [s, 0])) as QueueSummary['status'];

/** `releases`: every English release, oldest first (the ranges are runs in it). */
export function summarise(
  items: readonly ReviewItem[],
  releases: readonly string[],
  release: string | null,
): QueueSummary {
  const status = zero();
  const bySource = new Map<string, { items: number; status: QueueSummary['status']; bases: Set<string> }>();
  for (const it of items) {
    status[it.status]++;
    if (!it.source) continue;
    let s = bySource.get(it.source);
    if (!s) bySource.set(it.source, (s = { items: 0, status: zero(), bases: new Set() }));
    s.items++;
    s.status[it.status]++;
    for (const v of it.baseVersions) s.bases.add(v);
  }
  return {
    release,
    items: items.length,
    status,
    sources: [...bySource].map(([id, s]) => ({
      id,
      items: s.items,
      status: s.status,
      bases: ranges(s.bases, releases),
    })),
  };
}

/** The releases of `set` as runs of consecutive releases; versions that are no release (history pages) as themselves. */
export function ranges(
  set: ReadonlySet<string> | readonly string[],
  releases: readonly string[],
): Array<[string, string]> {
  const has = set instanceof Set ? set : new Set(set);
  const out: Array<[string, string]> = [];
  let start: string | undefined;
  let last: string | undefined;
  for (const r of releases) {
    if (has.has(r)) {
      start ??= r;
      last = r;
    } else if (start !== undefined) {
      out.push([start, last!]);
      start = undefined;
    }
  }
  if (start !== undefined) out.push([start, last!]);
  const known = new Set(releases);
  for (const v of has) if (!known.has(v)) out.push([v, v]);
  return out;
}

/** `2014-09-25…2026-08-07, 2012-07-01`: ranges as a reader writes them. */
export function rangesText(rs: ReadonlyArray<[string, string]>): string {
  return rs.map(([a, b]) => (a === b ? a : `${a}…${b}`)).join(', ');
}
