/** Token-array alignment shared by the history-page readers. */
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

/**
 * diffArrays of two token arrays, or undefined when they are too far apart to be two versions of
 * one rule: lengths differing by more than MAX_EDITS cannot be within it (Myers costs O(N·D) to find
 * out), and neither can texts past MAX_TOKENS together (hostile input).
 */
export function boundedDiff<T>(a: T[], b: T[]): ArrayChange<T>[] | undefined {
  if (Math.abs(a.length - b.length) > MAX_EDITS || a.length + b.length > MAX_TOKENS) return undefined;
  return diffArrays(a, b, { maxEditLength: MAX_EDITS });
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
