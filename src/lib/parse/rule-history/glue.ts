/**
 * Glued words in change views: deleted text placed right before inserted text with no marker joins
 * the last deleted word to the first inserted one (`activatedtriggered`, `68` for 6 → 8). Cutting
 * them back apart is what lets consecutive blocks line up word by word.
 */
import { SOURCE_LANG } from '../../langs/source.js';
import { isWordToken, wordTokens } from '../../text/rule-text.js';
import { align, inverse } from '../../text/token-align.js';

const LEADING_PUNCTUATION = /^[\p{P}\p{S}]/u;
const TRAILING_PERIOD = /[.:]$/;

/**
 * Step 1: cut glued words into the deleted word and the inserted word, by the words of the blocks
 * around (`activated` before, `triggered` after). The segmenter keeps `mulligans.or` as one word
 * (letters around a period), so a half may end with a period. `only`: cut in that block alone (the
 * others are clean texts given as neighbours).
 */
export function splitGlued(blocks: string[][], lang: string = SOURCE_LANG, only?: number): string[][] {
  const vocab = blocks.map((b) => new Set(b.filter(isWordToken)));
  return blocks.map((block, k) => {
    if (only !== undefined && k !== only) return block;
    const before = vocab[k - 1];
    const after = vocab[k + 1];
    const own = vocab[k]!;
    const out: string[] = [];
    for (const t of block) {
      const known = (before?.has(t) ?? false) || (after?.has(t) ?? false);
      const cut = !known && isWordToken(t) ? bestCut(t, before, after, own) : undefined;
      if (cut) out.push(...wordTokens(t.slice(0, cut), lang), ...wordTokens(t.slice(cut), lang));
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
    const head = t.slice(0, at).replace(TRAILING_PERIOD, '');
    const tail = t.slice(at);
    if (head === '' || LEADING_PUNCTUATION.test(tail)) continue;
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
export function splitInGaps(tokens: string[][], aligned: Int32Array[], lang: string): boolean {
  let changed = false;
  const everywhere = new Set(tokens.flat().filter(isWordToken));
  for (let k = 0; k + 1 < tokens.length; k++) {
    const a = tokens[k]!;
    const b = tokens[k + 1]!;
    const back = inverse(aligned[k]!, b.length);
    const cutA = new Map<number, number>();
    const cutB = new Map<number, number>();
    const vocabA = new Set(a.filter(isWordToken));
    const vocabB = new Set(b.filter(isWordToken));
    // A piece must be a word of its own; a one-letter piece also a digit or a word the page uses alone.
    // A piece may end with a period (`mulligans.` of `mulligans.or`, one word to the segmenter) but not
    // start with punctuation (`'s`); a one-letter piece must be a digit or a word the page uses alone.
    const piece = (p: string) =>
      p === '' ||
      (!LEADING_PUNCTUATION.test(p) && isWordToken(p) && (p.length > 1 || everywhere.has(p) || /\d/.test(p)));
    const cut = (t: string, at: number | undefined) =>
      at === undefined ? [t] : [...wordTokens(t.slice(0, at), lang), ...wordTokens(t.slice(at), lang)];
    for (const [ga, gb] of gaps(aligned[k]!, back)) {
      if (ga.length * gb.length > 250_000) continue; // not a change view's gap: hostile input
      // The revision between the blocks ends block k's glued word and starts block k+1's: the longest
      // overlap of the two (`that's` in `requiresthat's` and `that'sthat’s`, `or` in `or` and `orare`).
      // A word is cut only if the other block does not have it whole.
      for (const i of ga) {
        const t = a[i]!;
        if (!isWordToken(t)) continue;
        for (const j of gb) {
          const u = b[j]!;
          if (!isWordToken(u) || t === u || cutB.has(j)) continue;
          const len = overlap(t, u);
          if (len === 0) continue;
          const x = t.slice(t.length - len);
          if ((x !== t && vocabB.has(t)) || (x !== u && vocabA.has(u))) continue;
          if (!piece(x) || !piece(t.slice(0, t.length - len)) || !piece(u.slice(len))) continue;
          if (x !== t) cutA.set(i, t.length - len);
          if (x !== u) cutB.set(j, len);
          break;
        }
        // Else the inserted half is a word block k+1 has anywhere: a common word ("the") may have been
        // aligned with a like word elsewhere rather than left where the blocks disagree.
        if (!cutA.has(i) && !vocabB.has(t)) {
          const at = cutAtKnown(t, (tail) => vocabB.has(tail), piece, 'tail');
          if (at) cutA.set(i, at);
        }
      }
      for (const j of gb) {
        const u = b[j]!;
        if (cutB.has(j) || !isWordToken(u) || vocabA.has(u)) continue;
        const at = cutAtKnown(u, (head) => vocabA.has(head), piece, 'head');
        if (at) cutB.set(j, at);
      }
    }
    if (cutA.size === 0 && cutB.size === 0) continue;
    tokens[k] = a.flatMap((t, i) => cut(t, cutA.get(i)));
    tokens[k + 1] = b.flatMap((t, j) => cut(t, cutB.get(j)));
    if (k > 0) aligned[k - 1] = align(tokens[k - 1]!, tokens[k]!);
    aligned[k] = align(tokens[k]!, tokens[k + 1]!);
    if (k + 2 < tokens.length) aligned[k + 1] = align(tokens[k + 1]!, tokens[k + 2]!);
    changed = true;
  }
  return changed;
}

/** Where to cut `t` so that its head (or tail) is a known word (longest first) and both pieces are words. */
function cutAtKnown(
  t: string,
  known: (w: string) => boolean,
  piece: (p: string) => boolean,
  side: 'head' | 'tail',
): number | undefined {
  for (let len = t.length - 1; len >= 2; len--) {
    const at = side === 'head' ? len : t.length - len;
    const part = side === 'head' ? t.slice(0, at) : t.slice(at);
    if (known(part) && piece(t.slice(0, at)) && piece(t.slice(at))) return at;
  }
  return undefined;
}

/** Length of the longest end of `t` that begins `u`. */
function overlap(t: string, u: string): number {
  for (let len = Math.min(t.length, u.length); len > 0; len--) if (u.startsWith(t.slice(t.length - len))) return len;
  return 0;
}

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
