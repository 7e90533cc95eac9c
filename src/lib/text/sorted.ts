/** The words of a sorted list that start with a prefix: one run, found by binary search. */
export function withPrefix(sorted: readonly string[], prefix: string, max = Infinity): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && out.length < max && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!);
  return out;
}
