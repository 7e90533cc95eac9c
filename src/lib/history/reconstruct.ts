/**
 * Reading the clean revisions out of a rule-history page whose change markup was lost (seed 003).
 * Block k shows the change from revision k to revision k+1 with deleted text placed right before
 * inserted text and no markers (`activatedtriggered`, `--—`), so n blocks hold n+1 revisions:
 * revision k+1 is what block k and block k+1 share (block k's inserted side, block k+1's deleted side).
 *
 * Method, on word tokens (Intl.Segmenter):
 *  1. Glued words are cut: a token found in neither neighbouring block that is a word of the block
 *     before (or its own block) followed by a word of the block after (`activated|triggered`).
 *  2. Consecutive blocks are aligned (diffArrays); the tokens they share are the revision between them.
 *  3. Every token of an inner block belongs to its deleted side (shared with the block before) or its
 *     inserted side (shared with the block after). A token in neither shows an alignment that chose
 *     the wrong one of two equal-length readings (a dash flipped `--`→`—`→`--` lines up the two `--`);
 *     that pair of blocks is realigned with the token required to match, and the check repeats.
 *  4. The first block's own deleted side and the last block's own inserted side have one neighbour
 *     only: tokens the neighbour lacks are deleted (first) or inserted (last); shared tokens glued to
 *     them without a space are the other half of the same replacement (`--—`, `Fling|this`). A pure
 *     insertion in the first block (or pure deletion in the last) leaves no trace in the text: such a
 *     revision is the closest reading, and `readsAs` (below) tells whether another text fits it too.
 */
import { diffArrays } from 'diff';
import { cosmeticKey, isWordToken, wordTokens } from './text.js';

const SPACE = /^\s+$/;

/** The n+1 revisions an n-block page holds, oldest first. */
export function reconstructRevisions(blocks: string[], lang = 'en'): string[] {
  if (blocks.length === 0) return [];
  const tokens = splitGlued(blocks.map((b) => wordTokens(b, lang)));
  const n = tokens.length;
  // aligned[k] pairs block k with block k+1: for each token of block k, its partner in k+1 or -1.
  const aligned: Int32Array[] = [];
  for (let k = 0; k + 1 < n; k++) aligned.push(align(tokens[k]!, tokens[k + 1]!));
  for (let pass = 0; pass < 3 && splitInGaps(tokens, aligned); pass++);
  repairCoverage(tokens, aligned);

  const revisions: string[] = [];
  revisions.push(firstSide(tokens[0]!, n > 1 ? aligned[0]! : undefined));
  for (let k = 0; k + 1 < n; k++) revisions.push(tokens[k]!.filter((_, i) => aligned[k]![i]! >= 0).join(''));
  revisions.push(lastSide(tokens[n - 1]!, n > 1 ? inverse(aligned[n - 2]!, tokens[n - 1]!.length) : undefined));
  return revisions.map(tidy);
}

/**
 * Could `text` be the deleted side (`side: 'before'`) or the inserted side (`'after'`) of `block`,
 * given the block's other side? True when the block's tokens are exactly the two sides interleaved
 * (shared tokens once). Settles what a block cannot say alone (a pure insertion in the first block).
 */
export function readsAs(
  block: string,
  otherSide: string,
  text: string,
  side: 'before' | 'after',
  lang = 'en',
): boolean {
  // Styles differ between a page and the official files (straight and curly quotes): compare keys.
  const tok = (t: string) => wordTokens(cosmeticKey(t), lang);
  const [mine, other] = [tok(text), tok(otherSide)];
  const seqs = side === 'before' ? [mine, tok(block), other] : [other, tok(block), mine];
  const [before, whole, after] = splitGlued(seqs).map((t) => t.filter((x) => !SPACE.test(x))) as [
    string[],
    string[],
    string[],
  ];
  return interleaves(whole, before, after);
}

/** Is `whole` an interleaving of `before` and `after`, tokens shared by both counted once? */
function interleaves(whole: string[], before: string[], after: string[]): boolean {
  const W = after.length + 1;
  let states = new Set<number>([0]);
  for (const t of whole) {
    const next = new Set<number>();
    for (const s of states) {
      const i = Math.floor(s / W);
      const j = s % W;
      const bi = before[i] === t;
      const aj = after[j] === t;
      if (bi && aj) next.add((i + 1) * W + j + 1);
      if (bi) next.add((i + 1) * W + j);
      if (aj) next.add(i * W + j + 1);
    }
    if (next.size === 0 || next.size > 50_000) return false;
    states = next;
  }
  return states.has(before.length * W + after.length);
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** Step 1: cut glued words into the deleted word and the inserted word. */
function splitGlued(blocks: string[][]): string[][] {
  const vocab = blocks.map((b) => new Set(b.filter(isWordToken)));
  return blocks.map((block, k) => {
    const before = vocab[k - 1];
    const after = vocab[k + 1];
    const own = vocab[k]!;
    const out: string[] = [];
    for (const t of block) {
      const known = (before?.has(t) ?? false) || (after?.has(t) ?? false);
      const cut = !known && isWordToken(t) ? bestCut(t, before, after, own) : undefined;
      if (cut) out.push(t.slice(0, cut), t.slice(cut));
      else out.push(t);
    }
    return out;
  });
}

function bestCut(
  t: string,
  before: Set<string> | undefined,
  after: Set<string> | undefined,
  own: Set<string>,
): number | undefined {
  let best: { at: number; score: number } | undefined;
  for (let at = 1; at < t.length; at++) {
    const head = t.slice(0, at);
    const tail = t.slice(at);
    // The deleted half was in the revision before (the previous block), the inserted half is in the
    // next one; a first or last block has only its own other words to go by.
    const h = before?.has(head) ? 2 : own.has(head) ? 1 : 0;
    const a = after?.has(tail) ? 2 : own.has(tail) ? 1 : 0;
    if (h === 0 || a === 0 || (h + a < 3 && before && after)) continue;
    const score = h + a + Math.min(head.length, tail.length) / 100;
    if (!best || score > best.score) best = { at, score };
  }
  return best?.at;
}

/**
 * Step 1 again, guided by the alignment: where two consecutive blocks disagree, a word of block k
 * that ends with a word block k+1 has there is deleted text glued to inserted text (`68` = `6`|`8`
 * when block k+1 has `8`), and a word of block k+1 that starts with a word block k has there is its
 * deleted half glued to its inserted half. Cut them and realign; true when anything was cut.
 */
function splitInGaps(tokens: string[][], aligned: Int32Array[]): boolean {
  let cut = false;
  for (let k = 0; k + 1 < tokens.length; k++) {
    const a = tokens[k]!;
    const b = tokens[k + 1]!;
    const back = inverse(aligned[k]!, b.length);
    const cutA = new Map<number, number>();
    const cutB = new Map<number, number>();
    for (const [ga, gb] of gaps(aligned[k]!, back)) {
      const wordsA = ga.map((i) => a[i]!).filter(isWordToken);
      const wordsB = gb.map((j) => b[j]!).filter(isWordToken);
      for (const i of ga) {
        const t = a[i]!;
        if (!isWordToken(t) || wordsB.includes(t)) continue;
        const tail = longest(wordsB.filter((u) => u.length < t.length && t.endsWith(u)));
        if (tail) cutA.set(i, t.length - tail.length);
      }
      for (const j of gb) {
        const t = b[j]!;
        if (!isWordToken(t) || wordsA.includes(t)) continue;
        const head = longest(wordsA.filter((u) => u.length < t.length && t.startsWith(u)));
        if (head) cutB.set(j, head.length);
      }
    }
    if (cutA.size === 0 && cutB.size === 0) continue;
    tokens[k] = a.flatMap((t, i) => (cutA.has(i) ? [t.slice(0, cutA.get(i)), t.slice(cutA.get(i))] : [t]));
    tokens[k + 1] = b.flatMap((t, j) => (cutB.has(j) ? [t.slice(0, cutB.get(j)), t.slice(cutB.get(j))] : [t]));
    if (k > 0) aligned[k - 1] = align(tokens[k - 1]!, tokens[k]!);
    aligned[k] = align(tokens[k]!, tokens[k + 1]!);
    if (k + 2 < tokens.length) aligned[k + 1] = align(tokens[k + 1]!, tokens[k + 2]!);
    cut = true;
  }
  return cut;
}

const longest = (xs: string[]) => xs.reduce<string | undefined>((m, x) => (!m || x.length > m.length ? x : m), undefined);

/** The stretches where two aligned blocks disagree: unaligned indices of each, between the same anchors. */
function gaps(forward: Int32Array, back: Int32Array): Array<[number[], number[]]> {
  const out: Array<[number[], number[]]> = [];
  let i = 0;
  let j = 0;
  while (i < forward.length || j < back.length) {
    const ga: number[] = [];
    const gb: number[] = [];
    while (i < forward.length && forward[i]! < 0) ga.push(i++);
    while (j < back.length && back[j]! < 0) gb.push(j++);
    if (ga.length || gb.length) out.push([ga, gb]);
    if (i < forward.length && j < back.length) {
      i++;
      j++;
    } else break;
  }
  return out;
}

/** Step 2: token alignment of two blocks; partner index in `b` for each token of `a`, or -1. */
function align(a: string[], b: string[]): Int32Array {
  const out = new Int32Array(a.length).fill(-1);
  let i = 0;
  let j = 0;
  for (const c of diffArrays(a, b)) {
    if (c.added) j += c.count;
    else if (c.removed) i += c.count;
    else for (let x = 0; x < c.count; x++) out[i++] = j++;
  }
  return out;
}

function inverse(map: Int32Array, length: number): Int32Array {
  const out = new Int32Array(length).fill(-1);
  map.forEach((j, i) => {
    if (j >= 0) out[j] = i;
  });
  return out;
}

/**
 * Step 3: every token of an inner block must be shared with one of its neighbours. Each run of
 * orphans is required to match on the side (block before or after) that leaves fewest orphans.
 */
function repairCoverage(tokens: string[][], aligned: Int32Array[]): void {
  // Required tokens per pair of blocks k, k+1: indices in block k (`a`) and in block k+1 (`b`).
  const required = aligned.map(() => ({ a: new Set<number>(), b: new Set<number>() }));
  const realign = (k: number) => weightedAlign(tokens[k]!, tokens[k + 1]!, required[k]!.a, required[k]!.b);
  for (let pass = 0; pass < 4; pass++) {
    let changed = false;
    for (let k = 1; k + 1 < tokens.length; k++) {
      for (const run of runs(orphansOf(tokens, aligned, k))) {
        const options: Array<{ pair: number; side: 'a' | 'b'; result: Int32Array; left: number }> = [];
        for (const [pair, side, other] of [
          [k - 1, 'b', tokens[k - 1]!],
          [k, 'a', tokens[k + 1]!],
        ] as const) {
          if (!run.every((i) => other.includes(tokens[k]![i]!))) continue;
          const req = required[pair]![side];
          const added = run.filter((i) => !req.has(i));
          added.forEach((i) => req.add(i));
          const result = realign(pair);
          added.forEach((i) => req.delete(i));
          const saved = aligned[pair]!;
          aligned[pair] = result;
          let left = 0;
          for (let j = Math.max(1, k - 1); j <= Math.min(tokens.length - 2, k + 1); j++)
            left += orphansOf(tokens, aligned, j).length;
          aligned[pair] = saved;
          options.push({ pair, side, result, left });
        }
        const best = options.sort((x, y) => x.left - y.left)[0];
        if (!best) continue;
        run.forEach((i) => required[best.pair]![best.side].add(i));
        aligned[best.pair] = best.result;
        changed = true;
      }
    }
    if (!changed) return;
  }
}

function orphansOf(tokens: string[][], aligned: Int32Array[], k: number): number[] {
  const left = inverse(aligned[k - 1]!, tokens[k]!.length);
  const right = aligned[k]!;
  return tokens[k]!.map((_, i) => i).filter((i) => left[i]! < 0 && right[i]! < 0 && !SPACE.test(tokens[k]![i]!));
}

/** Consecutive indices grouped (spaces between orphans do not break a run). */
function runs(indices: number[]): number[][] {
  const out: number[][] = [];
  for (const i of indices) {
    const last = out[out.length - 1];
    if (last && i - last[last.length - 1]! <= 2) last.push(i);
    else out.push([i]);
  }
  return out;
}

/** Longest common subsequence where required tokens outweigh everything and words outweigh spaces. */
function weightedAlign(a: string[], b: string[], requiredA: Set<number>, requiredB: Set<number>): Int32Array {
  const m = a.length;
  const n = b.length;
  const W = n + 1;
  const score = new Float64Array((m + 1) * W);
  for (let i = m - 1; i >= 0; i--)
    for (let j = n - 1; j >= 0; j--) {
      let best = Math.max(score[(i + 1) * W + j]!, score[i * W + j + 1]!);
      if (a[i] === b[j]) {
        const w = (isWordToken(a[i]!) ? 2 : 1) + (requiredA.has(i) || requiredB.has(j) ? 10_000 : 0);
        best = Math.max(best, w + score[(i + 1) * W + j + 1]!);
      }
      score[i * W + j] = best;
    }
  const out = new Int32Array(m).fill(-1);
  let i = 0;
  let j = 0;
  while (i < m && j < n) {
    const here = score[i * W + j]!;
    if (a[i] === b[j]) {
      const w = (isWordToken(a[i]!) ? 2 : 1) + (requiredA.has(i) || requiredB.has(j) ? 10_000 : 0);
      if (here === w + score[(i + 1) * W + j + 1]!) {
        out[i++] = j++;
        continue;
      }
    }
    if (here === score[(i + 1) * W + j]!) i++;
    else j++;
  }
  return out;
}

/**
 * Step 4, first block: its deleted side. Unshared tokens are deleted; shared tokens glued right
 * after a deletion (no space between) are the inserted half of that replacement.
 */
function firstSide(tokens: string[], partner: Int32Array | undefined): string {
  if (!partner) return tokens.join('');
  const keep = tokens.map(() => true);
  for (let i = 0; i < tokens.length; i++) {
    if (partner[i]! >= 0 || SPACE.test(tokens[i]!)) continue;
    let j = i + 1;
    while (j < tokens.length && partner[j]! < 0 && !SPACE.test(tokens[j]!)) j++;
    while (j < tokens.length && partner[j]! >= 0 && !SPACE.test(tokens[j]!)) keep[j++] = false;
    i = j - 1;
  }
  return tokens.filter((_, i) => keep[i]).join('');
}

/** Step 4, last block: its inserted side; shared tokens glued right before an insertion were deleted. */
function lastSide(tokens: string[], partner: Int32Array | undefined): string {
  if (!partner) return tokens.join('');
  const keep = tokens.map(() => true);
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (partner[i]! >= 0 || SPACE.test(tokens[i]!)) continue;
    let j = i - 1;
    while (j >= 0 && partner[j]! < 0 && !SPACE.test(tokens[j]!)) j--;
    while (j >= 0 && partner[j]! >= 0 && !SPACE.test(tokens[j]!)) keep[j--] = false;
    i = j + 1;
  }
  return tokens.filter((_, i) => keep[i]).join('');
}
