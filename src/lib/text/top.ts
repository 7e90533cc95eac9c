/**
 * The best few of many scored items, selected without sorting them all: search hits (a common word
 * hits thousands of rules) and translation-placement candidates.
 */

/**
 * The `k` best of `indices` (its first `length`) by `scoreOf`, best first: higher score, then lower
 * index — exactly what sorting them all that way and cutting at `k` gives.
 */
export function topIndices(
  indices: ArrayLike<number>,
  k: number,
  scoreOf: (i: number) => number,
  length = indices.length,
): number[] {
  const top: number[] = [];
  const scores: number[] = [];
  for (let at = 0; at < length; at++) {
    const i = indices[at]!;
    const s = scoreOf(i);
    const last = top.length - 1;
    if (top.length === k && !(s > scores[last]! || (s === scores[last] && i < top[last]!))) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (s > scores[mid]! || (s === scores[mid] && i < top[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    top.splice(lo, 0, i);
    scores.splice(lo, 0, s);
    if (top.length > k) {
      top.pop();
      scores.pop();
    }
  }
  return top;
}
