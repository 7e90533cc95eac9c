/** Token-array alignment shared by the history-page readers. */
import diffSequences from '@jest/diff-sequences';
import { diffArrays, type ArrayChange } from 'diff';

export const SPACE = /^\s+$/;
export const DASH = /^[-‐‑‒–—―−]+$/;

/**
 * Consecutive change views share nearly all their text; past this many differing tokens two texts
 * are not two sides of one rule's change, and diffing them further (O(N·D)) only costs time on
 * hostile input. Deterministic, unlike a time limit.
 */
const MAX_EDITS = 3000;
/** Two texts longer than this together are not one rule's versions (the longest rule: ~2,000 words). */
const MAX_TOKENS = 40_000;
/** A change view (or text) longer than this is read as printed, not word by word: hostile input. */
export const MAX_CHARS = 200_000;

/** Two token arrays as small integers, one id per distinct token: compared with ===, cheaper than strings. */
export function tokenIds(a: readonly string[], b: readonly string[]): [number[], number[]] {
  const ids = new Map<string, number>();
  const id = (t: string) => ids.get(t) ?? (ids.set(t, ids.size), ids.size - 1);
  return [a.map(id), b.map(id)];
}

/** Up to this many tokens together, the unbounded linear-space Myers costs at most ~0.1 s. */
const FAST_TOKENS = 2 * MAX_EDITS;

/**
 * A minimal diff of two token arrays (changes in order, deletions before insertions between two
 * equal runs, as diffArrays gives them), or undefined when they are too far apart to be two
 * versions of one rule: lengths differing by more than MAX_EDITS cannot be within it (Myers costs
 * O(N·D) to find out), and neither can texts past MAX_TOKENS together (hostile input).
 * Jest's diff-sequences finds the common runs six times faster than diffArrays on the CR's
 * revisions (and with slightly fewer hunks); diffArrays' edit bound still guards longer texts.
 */
export function boundedDiff<T>(a: T[], b: T[]): ArrayChange<T>[] | undefined {
  if (Math.abs(a.length - b.length) > MAX_EDITS || a.length + b.length > MAX_TOKENS) return undefined;
  if (a.length + b.length > FAST_TOKENS) return diffArrays(a, b, { maxEditLength: MAX_EDITS });
  const changes: ArrayChange<T>[] = [];
  let edits = 0;
  let i = 0;
  let j = 0;
  const step = (removed: boolean, added: boolean, value: T[]) => {
    const last = changes[changes.length - 1];
    if (last && last.added === added && last.removed === removed) {
      last.value.push(...value);
      last.count += value.length;
    } else changes.push({ added, removed, count: value.length, value });
    if (added || removed) edits += value.length;
  };
  const upTo = (ai: number, bj: number) => {
    if (ai > i) step(true, false, a.slice(i, ai));
    if (bj > j) step(false, true, b.slice(j, bj));
  };
  diffSequences(
    a.length,
    b.length,
    (x, y) => a[x] === b[y],
    (n, ai, bj) => {
      upTo(ai, bj);
      step(false, false, a.slice(ai, ai + n));
      i = ai + n;
      j = bj + n;
    },
  );
  upTo(a.length, b.length);
  return edits > MAX_EDITS ? undefined : changes;
}

/** Step 2: token alignment of two blocks; partner index in `b` for each token of `a`, or -1. */
export function align(a: string[], b: string[]): Int32Array {
  const out = new Int32Array(a.length).fill(-1);
  const changes = boundedDiff(a, b);
  if (!changes) return ends(a, b, out);
  let i = 0;
  let j = 0;
  for (const c of changes) {
    if (c.added) j += c.count;
    else if (c.removed) i += c.count;
    else for (let x = 0; x < c.count; x++) out[i++] = j++;
  }
  return out;
}

export function inverse(map: Int32Array, length: number): Int32Array {
  const out = new Int32Array(length).fill(-1);
  map.forEach((j, i) => {
    if (j >= 0) out[j] = i;
  });
  return out;
}

/** Too different to diff: only the common head and tail line up. */
function ends(a: string[], b: string[], out: Int32Array): Int32Array {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) out[head] = head++;
  for (let t = 1; t <= Math.min(a.length, b.length) - head && a[a.length - t] === b[b.length - t]; t++)
    out[a.length - t] = b.length - t;
  return out;
}
