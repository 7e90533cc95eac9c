/**
 * Texts stored once per change (DESIGN §7): a rendition, revision or glossary entry that consecutive
 * releases printed alike stands for each of them, from its `version` through its `through`.
 */

import type { DiffPart, Revision } from './schema.js';
import { isIsoDate } from './time.js';

export interface Ranged {
  version: string | null;
  through?: string;
}

/** Does `x` stand for `version`: its own version, or a release within its range? */
export function holds(x: Ranged, version: string): boolean {
  if (x.version === version) return true;
  if (!x.through || !x.version || !isIsoDate(version)) return false;
  return x.version <= version && version <= x.through;
}

/** The last version `x` stands for. */
export function lastVersion(x: Ranged): string | null {
  return x.through ?? x.version;
}

/**
 * A rendition stored once for a range of releases, as each release printed it (`rules lookup`
 * lists one rendition per source, DESIGN §5): the same text, that release's version and source.
 * `releases`: the official versions, oldest first, with their sources.
 */
export function perRelease<T extends Ranged & { source: string; placement?: { evidence: string[] } }>(
  x: T,
  releases: ReadonlyArray<{ id: string; sources: string[] }>,
): T[] {
  if (!x.through || !x.version) return [x];
  const from = releases.findIndex((v) => v.id === x.version);
  const to = releases.findIndex((v) => v.id === x.through);
  if (from < 0 || to < from) return [x];
  const out: T[] = [];
  for (let i = to; i >= from; i--) {
    const v = releases[i]!;
    const { through: _, ...rest } = x;
    const own = { ...rest, version: v.id, source: i === from ? x.source : (v.sources[0] ?? x.source) } as T;
    if (x.placement) own.placement = { ...x.placement, evidence: [`official text of ${v.id}`] };
    out.push(own);
  }
  return out;
}

/**
 * Revisions with their ranges read out: one entry per official version, as before texts were
 * stored once per change (the extra ones `unchanged`, with that version's source). For views that
 * walk the releases one by one.
 */
export function revisionsPerRelease(
  revisions: readonly Revision[],
  releases: ReadonlyArray<{ id: string; sources: string[] }>,
): Revision[] {
  const out: Revision[] = [];
  for (const rev of revisions) {
    const from = rev.through ? releases.findIndex((v) => v.id === rev.version) : -1;
    const to = rev.through ? releases.findIndex((v) => v.id === rev.through) : -1;
    const { through: _, ...own } = rev;
    out.push(own);
    if (from < 0 || to <= from) continue;
    const full = sidesText(rev.diff);
    for (let i = from + 1; i <= to; i++)
      out.push({
        ...own,
        version: releases[i]!.id,
        sources: releases[i]!.sources.filter((s) => rev.sources.includes(s)),
        change: 'unchanged',
        renumbered: false,
        diff: full ? [{ op: 'equal', text: full }] : [],
      });
  }
  return out;
}

/** The newer side of a word diff: the text it leads to. */
function sidesText(diff: readonly DiffPart[]): string {
  return diff
    .filter((p) => p.op !== 'delete')
    .map((p) => p.text)
    .join('');
}

/** The releases on either side of a date none of them is ("2024-02-02 and 2024-04-12"), for messages. */
export function nearestReleases(releases: readonly string[], date: string): string {
  const before = releases
    .filter((r) => r < date)
    .sort()
    .at(-1);
  const after = releases.filter((r) => r > date).sort()[0];
  return [before, after].filter(Boolean).join(' and ');
}
