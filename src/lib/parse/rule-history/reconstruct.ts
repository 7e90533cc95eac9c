/**
 * Reading the clean revisions out of a rule-history page whose change markup was lost (seed 003).
 * Block k shows the change from revision k to revision k+1 with deleted text placed right before
 * inserted text and no markers (`activatedtriggered`, `--—`), so n blocks hold n+1 revisions:
 * revision k+1 is what block k and block k+1 share (block k's inserted side, block k+1's deleted side).
 *
 * Method, on word tokens (Intl.Segmenter):
 *  1. Glued words are cut (glue.ts): `activated|triggered`, `6|8`.
 *  2. Consecutive blocks are aligned (token-align.ts); the tokens they share are the revision between them.
 *  3. Every token of an inner block belongs to its deleted side (shared with the block before) or its
 *     inserted side (shared with the block after). A token in neither shows an alignment that chose
 *     the wrong one of two equal-length readings (a dash flipped `--`→`—`→`--` lines up the two `--`);
 *     that pair of blocks is realigned with the token required to match, and the check repeats.
 *  4. The first block's own deleted side and the last block's own inserted side have one neighbour
 *     only: tokens the neighbour lacks are deleted (first) or inserted (last); shared tokens glued to
 *     them without a space are the other half of the same replacement (`--—`, `Fling|this`). A pure
 *     insertion in the first block (or pure deletion in the last) leaves no trace in the text: such a
 *     revision is the closest reading, and readings.ts `readsAs` tells whether another text fits too.
 */
import { SOURCE_LANG } from '../../langs/source.js';
import { splitGlued, splitInGaps } from './glue.js';
import { isWordToken, wordTokens } from '../../text/rule-text.js';
import { align, DASH, inverse, MAX_CHARS, SPACE, tokenIds } from '../../text/token-align.js';

const MAX_CELLS = 4_000_000;

/** The n+1 revisions an n-block page holds, oldest first. */
export function reconstructRevisions(blocks: string[], lang: string = SOURCE_LANG): string[] {
  if (blocks.length === 0) return [];
  // No rule is this long (the longest has a few thousand words): read such a page as printed.
  if (blocks.some((b) => b.length > MAX_CHARS)) return [blocks[0]!, ...blocks].map(tidy);
  const tokens = splitGlued(
    blocks.map((b) => wordTokens(b, lang)),
    lang,
  );
  const n = tokens.length;
  // aligned[k] pairs block k with block k+1: for each token of block k, its partner in k+1 or -1.
  const aligned: Int32Array[] = [];
  for (let k = 0; k + 1 < n; k++) aligned.push(align(tokens[k]!, tokens[k + 1]!));
  for (let pass = 0; pass < 3 && splitInGaps(tokens, aligned, lang); pass++);
  repairCoverage(tokens, aligned);

  const revisions: string[] = [];
  revisions.push(firstSide(tokens[0]!, n > 1 ? aligned[0]! : undefined));
  for (let k = 0; k + 1 < n; k++) revisions.push(tokens[k]!.filter((_, i) => aligned[k]![i]! >= 0).join(''));
  revisions.push(lastSide(tokens[n - 1]!, n > 1 ? inverse(aligned[n - 2]!, tokens[n - 1]!.length) : undefined));
  return revisions.map(tidy);
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
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

/**
 * One table for every alignment, grown when needed: a fresh megabyte-sized typed array per realign
 * counted as external memory and set off full collections of the whole ingest's heap (43–98 ms
 * for seed 003's page inside a build against 11 ms alone). Int32: a score is at most
 * min(m, n) × 10,002 (about 2·10⁷ under MAX_CELLS), half the bytes of a Float64Array to stream through.
 */
let scratch = new Int32Array(0);
function table(cells: number): Int32Array {
  if (scratch.length < cells) scratch = new Int32Array(cells);
  return scratch;
}

/** Longest common subsequence where required tokens outweigh everything and words outweigh spaces. */
export function weightedAlign(a: string[], b: string[], requiredA: Set<number>, requiredB: Set<number>): Int32Array {
  // A full table past a few million cells is hostile input, not a rule: keep the plain alignment.
  if ((a.length + 1) * (b.length + 1) > MAX_CELLS) return align(a, b);
  // Two revisions of a rule share most of their start (seed 003's blocks: 460–480 of some 760
  // tokens): the table is filled for what follows it only (a seventh of the cells for the page's
  // first realignment; less where a required token recurs early in that start).
  const p = sharedStart(a, b, requiredA, requiredB);
  if (p === 0) return weightedTable(a, b, requiredA, requiredB);
  const from = (set: Set<number>) => new Set([...set].map((i) => i - p));
  const rest = weightedTable(a.slice(p), b.slice(p), from(requiredA), from(requiredB));
  const out = new Int32Array(a.length);
  for (let i = 0; i < p; i++) out[i] = i;
  for (let i = 0; i < rest.length; i++) out[p + i] = rest[i]! < 0 ? -1 : rest[i]! + p;
  return out;
}

/**
 * How many leading tokens every walk of the full table matches to each other: equal tokens, each
 * unlike every required token. At such a pair (k, k) some best alignment takes it (one that leaves
 * both unmatched gains by taking it; one that matches a[k] to a later b[j] loses nothing by taking
 * b[k] instead, b[j] being the same token and not required — and alike for b[k]), so the score there
 * is the pair's weight plus the score after it, and the walk, which tries the pair first, takes it.
 * The scores after the shared start are those of the table for what follows it alone.
 */
function sharedStart(a: string[], b: string[], requiredA: Set<number>, requiredB: Set<number>): number {
  const required = new Set<string>();
  for (const i of requiredA) required.add(a[i]!);
  for (const j of requiredB) required.add(b[j]!);
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p] && !required.has(a[p]!)) p++;
  return p;
}

function weightedTable(a: string[], b: string[], requiredA: Set<number>, requiredB: Set<number>): Int32Array {
  const m = a.length;
  const n = b.length;
  // The table's inner loop on numbers only: tokens as ids, each pair's weight from two arrays.
  const [ia, ib] = tokenIds(a, b);
  const wordA = Uint8Array.from(a, (t) => (isWordToken(t) ? 2 : 1));
  const reqA = Uint8Array.from(a, (_, i) => (requiredA.has(i) ? 1 : 0));
  const reqB = Uint8Array.from(b, (_, j) => (requiredB.has(j) ? 1 : 0));
  const weight = (i: number, j: number) => wordA[i]! + (reqA[i]! | reqB[j]! ? 10_000 : 0);
  const W = n + 1;
  const score = table((m + 1) * W);
  // The last row and column are the empty suffixes' zeros; every other cell is written below.
  score.fill(0, m * W, (m + 1) * W);
  for (let i = 0; i < m; i++) score[i * W + n] = 0;
  // Bottom-up, right to left: the cells to the right and diagonally below-right are the loop's
  // previous values, so each cell reads one other from the table (12 → 10 ms for seed 003's page).
  for (let i = m - 1; i >= 0; i--) {
    const x = ia[i]!;
    const row = i * W;
    const below = row + W;
    const word = wordA[i]!;
    const rowRequired = reqA[i] === 1;
    let right = 0;
    let diagonal = 0;
    for (let j = n - 1; j >= 0; j--) {
      const down = score[below + j]!;
      let best = down > right ? down : right;
      if (x === ib[j]) {
        // weight(i, j) written out: the call in this loop cost a third more (19 against 14 ms).
        const take = word + (rowRequired || reqB[j] === 1 ? 10_000 : 0) + diagonal;
        if (take > best) best = take;
      }
      score[row + j] = best;
      right = best;
      diagonal = down;
    }
  }
  const out = new Int32Array(m).fill(-1);
  let i = 0;
  let j = 0;
  while (i < m && j < n) {
    const here = score[i * W + j]!;
    if (ia[i] === ib[j] && here === weight(i, j) + score[(i + 1) * W + j + 1]!) {
      out[i++] = j++;
      continue;
    }
    if (here === score[(i + 1) * W + j]!) i++;
    else j++;
  }
  return out;
}

/**
 * Step 4, first block: its deleted side. Unshared tokens are deleted; a shared token glued right
 * after a deletion (a word after a word, a dash after a dash: no text has those side by side) is
 * the inserted half of that replacement.
 */
function firstSide(tokens: string[], partner: Int32Array | undefined): string {
  if (!partner) return tokens.join('');
  const keep = tokens.map(() => true);
  for (let i = 1; i < tokens.length; i++)
    if (partner[i - 1]! < 0 && partner[i]! >= 0 && glued(tokens[i - 1]!, tokens[i]!)) {
      for (let j = i; j < tokens.length && partner[j]! >= 0 && (j === i || glued(tokens[j - 1]!, tokens[j]!)); j++)
        keep[j] = false;
    }
  return tokens.filter((_, i) => keep[i]).join('');
}

/** Step 4, last block: its inserted side; a shared token glued right before an insertion was deleted. */
function lastSide(tokens: string[], partner: Int32Array | undefined): string {
  if (!partner) return tokens.join('');
  const keep = tokens.map(() => true);
  for (let i = tokens.length - 2; i >= 0; i--)
    if (partner[i + 1]! < 0 && partner[i]! >= 0 && glued(tokens[i]!, tokens[i + 1]!)) {
      for (let j = i; j >= 0 && partner[j]! >= 0 && (j === i || glued(tokens[j]!, tokens[j + 1]!)); j--)
        keep[j] = false;
    }
  return tokens.filter((_, i) => keep[i]).join('');
}

/** Two tokens that never stand side by side in a text: the seam of a deletion and an insertion. */
function glued(a: string, b: string): boolean {
  return (isWordToken(a) && isWordToken(b)) || (DASH.test(a) && DASH.test(b));
}
