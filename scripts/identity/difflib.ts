/**
 * Python's `difflib.SequenceMatcher(None, a, b)` on sequences of strings: `ratio()`, `quick_ratio()`
 * and `real_quick_ratio()`, ported line by line (autojunk included: in a `b` of 200 items or more,
 * an item found in more than 1 % of it + 1 places starts no match). The identity report's reference
 * is defined by this ratio (issue #16), so it is the library's own algorithm, not ours: tests compare
 * it with figures Python printed (tests/identity/difflib.test.ts).
 */

export class SequenceMatcher {
  private readonly b2j = new Map<string, number[]>();
  private fullBCount?: Map<string, number>;

  constructor(
    readonly a: readonly string[],
    readonly b: readonly string[],
  ) {
    b.forEach((x, j) => {
      const list = this.b2j.get(x);
      if (list) list.push(j);
      else this.b2j.set(x, [j]);
    });
    const n = b.length;
    if (n >= 200) {
      const ntest = Math.floor(n / 100) + 1;
      for (const [x, idxs] of [...this.b2j]) if (idxs.length > ntest) this.b2j.delete(x);
    }
  }

  /** Longest matching block in a[alo:ahi] and b[blo:bhi]: [i, j, size]. */
  private findLongestMatch(alo: number, ahi: number, blo: number, bhi: number): [number, number, number] {
    const { a, b } = this;
    let besti = alo;
    let bestj = blo;
    let bestsize = 0;
    let j2len = new Map<number, number>();
    for (let i = alo; i < ahi; i++) {
      const newj2len = new Map<number, number>();
      for (const j of this.b2j.get(a[i]!) ?? []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) ?? 0) + 1;
        newj2len.set(j, k);
        if (k > bestsize) {
          besti = i - k + 1;
          bestj = j - k + 1;
          bestsize = k;
        }
      }
      j2len = newj2len;
    }
    // No junk function: only the extension over equal (possibly popular) items applies.
    while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) {
      besti--;
      bestj--;
      bestsize++;
    }
    while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize]) bestsize++;
    return [besti, bestj, bestsize];
  }

  /** The number of items in matching blocks (the sum of get_matching_blocks' sizes). */
  matches(): number {
    const queue: Array<[number, number, number, number]> = [[0, this.a.length, 0, this.b.length]];
    let total = 0;
    while (queue.length) {
      const [alo, ahi, blo, bhi] = queue.pop()!;
      const [i, j, k] = this.findLongestMatch(alo, ahi, blo, bhi);
      if (!k) continue;
      total += k;
      if (alo < i && blo < j) queue.push([alo, i, blo, j]);
      if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
    }
    return total;
  }

  ratio(): number {
    return calculateRatio(this.matches(), this.a.length + this.b.length);
  }

  /** An upper bound on ratio(): the items in common, order ignored. */
  quickRatio(): number {
    if (!this.fullBCount) {
      this.fullBCount = new Map();
      for (const x of this.b) this.fullBCount.set(x, (this.fullBCount.get(x) ?? 0) + 1);
    }
    const avail = new Map<string, number>();
    let matches = 0;
    for (const x of this.a) {
      const n = avail.has(x) ? avail.get(x)! : (this.fullBCount.get(x) ?? 0);
      avail.set(x, n - 1);
      if (n > 0) matches++;
    }
    return calculateRatio(matches, this.a.length + this.b.length);
  }

  /** A cheaper upper bound: the lengths alone. */
  realQuickRatio(): number {
    const la = this.a.length;
    const lb = this.b.length;
    return calculateRatio(Math.min(la, lb), la + lb);
  }
}

function calculateRatio(matches: number, length: number): number {
  return length ? (2 * matches) / length : 1;
}

/** `SequenceMatcher(None, a, b).ratio()`. */
export function ratio(a: readonly string[], b: readonly string[]): number {
  return new SequenceMatcher(a, b).ratio();
}
