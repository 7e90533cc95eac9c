/**
 * Where a rule's revisions sit on its timeline. Browser-safe: the build sends a rule page only what
 * it alone knows (client/history.ts works out the geometry from the versions in the rule's API
 * file), and the same function places them, so the two can't disagree.
 */

export const TIMELINE = { width: 640, height: 96, pad: 40 } as const;

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

export interface TimelineGeometry {
  /** Each revision's x, in order. */
  x: number[];
  /** Year ticks: [x, year], at most eight. */
  years: Array<[number, string]>;
}

/** The x of each revision (by its date, if any) and the year ticks, in TIMELINE's box. */
export function timelineGeometry(dates: Array<string | undefined>): TimelineGeometry {
  const { width, pad } = TIMELINE;
  const pos = timelinePositions(dates);
  const min = Math.min(...pos);
  const max = Math.max(...pos);
  const scale = (v: number) => (max === min ? width / 2 : pad + ((v - min) / (max - min)) * (width - 2 * pad));
  const ticks: Array<[number, string]> = [];
  if (dates.some(Boolean) && max - min >= 1) {
    for (let y = Math.ceil(min); y <= Math.floor(max); y++) ticks.push([Math.round(scale(y)), String(y)]);
    while (ticks.length > 8) for (let i = ticks.length - 2; i > 0; i -= 2) ticks.splice(i, 1);
  }
  return { x: pos.map((p) => Math.round(scale(p))), years: ticks };
}

/** A label's box on the time axis: where its mark is and how wide it reads (TIMELINE units). */
export interface LabelBox {
  x: number;
  width: number;
}

/** Where a label goes: its lane under the axis (0 nearest) and its left edge. */
export interface LabelPlace {
  lane: number;
  left: number;
}

/**
 * Labels placed so that no two overlap, whatever the number of revisions: in `order`, each takes the
 * first lane where it keeps `gap` from every label already there (centred on its mark, kept inside
 * the box), or none — its mark stays, named by its title and by the list of revisions.
 */
export function placeLabels(boxes: readonly LabelBox[], order: readonly number[], lanes: number, gap = 6) {
  const taken: Array<Array<[number, number]>> = Array.from({ length: lanes }, () => []);
  const out: Array<LabelPlace | undefined> = boxes.map(() => undefined);
  for (const i of order) {
    const { x, width } = boxes[i]!;
    const left = Math.max(0, Math.min(TIMELINE.width - width, x - width / 2));
    const right = left + width;
    const lane = taken.findIndex((spans) => spans.every(([l, r]) => right + gap <= l || left >= r + gap));
    if (lane < 0) continue;
    taken[lane]!.push([left, right]);
    out[i] = { lane, left };
  }
  return out;
}

/** Which labels matter most: the newest and the first revision, then changes of substance, newest first. */
export function labelOrder(changes: readonly string[]): number[] {
  const n = changes.length;
  const all = Array.from({ length: n }, (_, i) => n - 1 - i);
  const marked = (c: string) => c !== 'cosmetic' && c !== 'unchanged';
  const rest = all.filter((i) => i !== n - 1 && i !== 0);
  return [
    ...(n ? [n - 1] : []),
    ...(n > 1 ? [0] : []),
    ...rest.filter((i) => marked(changes[i]!)),
    ...rest.filter((i) => !marked(changes[i]!)),
  ];
}
