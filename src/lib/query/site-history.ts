/** The history page: revisions oldest first, their diffs, and a timeline's geometry. */
import type { Revision, Rule } from '../graph/schema.js';
import { siteIndex } from './site.js';
import { label } from './site-rule.js';
import { isIsoDate } from './site-time.js';

export interface TimelinePoint {
  x: number;
  label: string;
  change: Revision['change'];
  renumbered: boolean;
  number: string;
}

export interface HistoryPage {
  rule: Rule;
  /** `full`: the revision's whole text, examples included (`text` is the rule's body alone). */
  revisions: Array<Revision & { label: string; anchor: string; full: string }>;
  timeline: { width: number; height: number; points: TimelinePoint[]; years: Array<{ x: number; year: string }> };
  /** The revision "compare any two" opens on against the newest: the newest whose text differs. */
  compareFrom: number;
}

/** The newest revision whose text differs from the last one (an unchanged release would show no difference). */
export function compareFrom(texts: readonly string[]): number {
  const last = texts.length - 1;
  for (let i = last - 1; i >= 0; i--) if (texts[i] !== texts[last]) return i;
  return Math.max(0, last - 1);
}

/** A revision's whole text (body and examples): what its word diff reads as the newer side. */
export function fullTextOf(r: Pick<Revision, 'diff'>): string {
  return r.diff
    .filter((d) => d.op !== 'delete')
    .map((d) => d.text)
    .join('');
}

export function historyIds(): string[] {
  const index = siteIndex();
  return index.ids.filter((id) => index.rule(id)!.revisions.length >= 2);
}

function years(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y + (m - 1) / 12 + (d - 1) / 365;
}

/**
 * Positions on a time axis: dated revisions by date; undated ones (history-page revisions)
 * interpolated between their dated neighbours, or spread evenly when nothing is dated.
 */
export function timelinePositions(dates: Array<string | undefined>): number[] {
  const n = dates.length;
  const known = dates.map((d) => (d ? years(d) : undefined));
  const idx = known.flatMap((v, i) => (v === undefined ? [] : [i]));
  if (idx.length === 0) return dates.map((_, i) => i);
  const out = known.slice() as Array<number | undefined>;
  const step = idx.length > 1 ? (known[idx.at(-1)!]! - known[idx[0]!]!) / Math.max(1, idx.at(-1)! - idx[0]!) || 1 : 1;
  for (let i = 0; i < n; i++) {
    if (out[i] !== undefined) continue;
    const prev = [...idx].reverse().find((j) => j < i);
    const next = idx.find((j) => j > i);
    if (prev !== undefined && next !== undefined)
      out[i] = known[prev]! + ((known[next]! - known[prev]!) * (i - prev)) / (next - prev);
    else if (prev !== undefined) out[i] = known[prev]! + step * (i - prev);
    else out[i] = known[next!]! - step * (next! - i);
  }
  return out as number[];
}

export function historyPage(id: string): HistoryPage {
  const index = siteIndex();
  const rule = index.rule(id)!;
  const revisions = rule.revisions.map((r, i) => ({
    ...r,
    label: label(r.version),
    anchor: `v${i}`,
    full: fullTextOf(r),
  }));
  const dates = rule.revisions.map((r) => (isIsoDate(r.version) ? r.version : index.versionDate(r.version)));
  const pos = timelinePositions(dates);
  const width = 640;
  const height = 96;
  const pad = 40;
  const min = Math.min(...pos);
  const max = Math.max(...pos);
  const scale = (v: number) => (max === min ? width / 2 : pad + ((v - min) / (max - min)) * (width - 2 * pad));
  const points = revisions.map((r, i) => ({
    x: Math.round(scale(pos[i]!)),
    label: r.label,
    change: r.change,
    renumbered: r.renumbered,
    number: r.number,
  }));
  const yearTicks: Array<{ x: number; year: string }> = [];
  if (dates.some(Boolean) && max - min >= 1) {
    for (let y = Math.ceil(min); y <= Math.floor(max); y++)
      yearTicks.push({ x: Math.round(scale(y)), year: String(y) });
    while (yearTicks.length > 8) for (let i = yearTicks.length - 2; i > 0; i -= 2) yearTicks.splice(i, 1);
  }
  return {
    rule,
    revisions,
    timeline: { width, height, points, years: yearTicks },
    compareFrom: compareFrom(revisions.map((r) => r.full)),
  };
}
