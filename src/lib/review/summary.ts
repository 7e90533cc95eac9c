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
  const at = indexOf(releases);
  // Per source, which releases its items are based on (a flag per release: thousands of items).
  const bySource = new Map<
    string,
    { items: number; status: QueueSummary['status']; bases: Uint8Array; other: Set<string>; lists: Set<unknown> }
  >();
  for (const it of items) {
    status[it.status]++;
    if (!it.source) continue;
    let s = bySource.get(it.source);
    if (!s)
      bySource.set(
        it.source,
        (s = { items: 0, status: zero(), bases: new Uint8Array(releases.length), other: new Set(), lists: new Set() }),
      );
    s.items++;
    s.status[it.status]++;
    // Items read from the store share their lists of bases (store/layout.ts): each list read once.
    if (s.lists.has(it.baseVersions)) continue;
    s.lists.add(it.baseVersions);
    for (const v of it.baseVersions) {
      const k = at.get(v);
      if (k === undefined) s.other.add(v);
      else s.bases[k] = 1;
    }
  }
  return {
    release,
    items: items.length,
    status,
    sources: [...bySource].map(([id, s]) => ({
      id,
      items: s.items,
      status: s.status,
      bases: [...runs(s.bases, releases), ...[...s.other].map((v): [string, string] => [v, v])],
    })),
  };
}

const indexes = new WeakMap<readonly string[], Map<string, number>>();
function indexOf(releases: readonly string[]): Map<string, number> {
  let m = indexes.get(releases);
  if (!m) indexes.set(releases, (m = new Map(releases.map((r, i) => [r, i]))));
  return m;
}

function runs(flags: Uint8Array, releases: readonly string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let k = 0; k < flags.length; k++) {
    if (!flags[k]) continue;
    let end = k;
    while (end + 1 < flags.length && flags[end + 1]) end++;
    out.push([releases[k]!, releases[end]!]);
    k = end;
  }
  return out;
}

/** A list of versions as runs of consecutive releases; versions that are no release (history pages) as themselves. */
const rangesOf = new WeakMap<readonly string[], { releases: readonly string[]; ranges: Array<[string, string]> }>();

/** The ranges of one list of versions (the same list of a queue's items is read once: read only). */
export function ranges(versions: readonly string[], releases: readonly string[]): Array<[string, string]> {
  const known = rangesOf.get(versions);
  if (known?.releases === releases) return known.ranges;
  const made = rangesIn(versions, releases);
  rangesOf.set(versions, { releases, ranges: made });
  return made;
}

function rangesIn(versions: readonly string[], releases: readonly string[]): Array<[string, string]> {
  const at = indexOf(releases);
  const out: Array<[string, string]> = [];
  const other: Array<[string, string]> = [];
  let start = -1;
  let last = -2;
  // Versions come in release order (a queue item's bases do): one pass, no set.
  for (const v of versions) {
    const k = at.get(v);
    if (k === undefined) {
      other.push([v, v]);
      continue;
    }
    if (k === last + 1) last = k;
    else {
      if (start >= 0) out.push([releases[start]!, releases[last]!]);
      start = last = k;
    }
  }
  if (start >= 0) out.push([releases[start]!, releases[last]!]);
  return [...out, ...other];
}

/** `2014-09-25…2026-08-07, 2012-07-01`: ranges as a reader writes them. */
export function rangesText(rs: ReadonlyArray<[string, string]>): string {
  return rs.map(([a, b]) => (a === b ? a : `${a}…${b}`)).join(', ');
}
