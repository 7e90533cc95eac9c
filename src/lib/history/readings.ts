/**
 * Whether a text is a possible reading of one side of a change view: the block's words are exactly
 * the two sides interleaved, shared words once, styles (quotes, dashes, spacing, `_italic_`) aside.
 * Used where a block alone cannot tell (a pure insertion in the first view leaves no trace) to
 * recognise a dated version as that revision.
 */
import { splitGlued } from './glue.js';
import { isWordToken, wordTokens } from './text.js';
import { DASH, SPACE } from './token-align.js';

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
  return side === 'before' ? showsChange(block, text, otherSide, lang) : showsChange(block, otherSide, text, lang);
}

const tokenCache = new Map<string, string[]>();

/** Is `block` the change view from `before` to `after` (the two interleaved, styles aside)? */
export function showsChange(block: string, before: string, after: string, lang = 'en'): boolean {
  const tok = (t: string) => {
    const key = `${lang}\u0000${t}`;
    let hit = tokenCache.get(key);
    if (!hit) {
      if (tokenCache.size > 2000) tokenCache.clear();
      tokenCache.set(key, (hit = styleFree(wordTokens(t, lang))));
    }
    return hit;
  };
  const [tb, tw, ta] = [tok(before), tok(block), tok(after)];
  const [b, w, a] = splitGlued([tb, tw, ta], lang, 1) as [string[], string[], string[]];
  if (greedy(w, b, a) || (counts(w, b, a) && interleaves(w, b, a, 20_000))) return true;
  // Glue the word cutter cannot undo (`Bears'Wall's` is one word to the segmenter): letter by letter.
  const chars = (t: string[]) => Array.from(t.join(''));
  const [cb, cw, ca] = [chars(tb), chars(tw), chars(ta)];
  return greedy(cw, cb, ca) || (counts(cw, cb, ca) && interleaves(cw, cb, ca, 2_000));
}

/** A necessary condition, cheap: each token as often in the block as on either side, at most both. */
function counts(whole: string[], before: string[], after: string[]): boolean {
  const tally = new Map<string, [number, number, number]>();
  const add = (list: string[], k: 0 | 1 | 2) => {
    for (const t of list) {
      const c = tally.get(t) ?? tally.set(t, [0, 0, 0]).get(t)!;
      c[k]++;
    }
  };
  add(whole, 0);
  add(before, 1);
  add(after, 2);
  for (const [w, b, a] of tally.values()) if (w < Math.max(b, a) || w > b + a) return false;
  return true;
}

/**
 * The quick answer, reading the block as a change view is written: a token both sides have next is
 * shared, else it is the deleted side's, else the inserted side's. When it fails another reading
 * may still exist (a common word taken as shared too early): the exact search decides.
 */
function greedy(whole: string[], before: string[], after: string[]): boolean {
  let i = 0;
  let j = 0;
  for (const t of whole) {
    const bi = before[i] === t;
    const aj = after[j] === t;
    if (bi) i++;
    if (aj) j++;
    if (!bi && !aj) return false;
  }
  return i === before.length && j === after.length;
}

/**
 * Tokens with style erased, as in text.ts cosmeticKey but token by token (a block's glued words
 * would defeat a whole-text key): no spaces, one quote, one dash per run of dashes, no `_` marks.
 */
function styleFree(tokens: string[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    if (SPACE.test(t)) continue;
    const u = QUOTE.test(t) ? "'" : DASH.test(t) ? '—' : isWordToken(t) ? t.replace(/_/g, '').replace(QUOTES, "'") : t;
    if (u === '' || (u === '—' && out[out.length - 1] === '—')) continue;
    out.push(u);
  }
  return out;
}

const QUOTE = /^[‘’‚‛′`´"“”„‟″«»']$/;
const QUOTES = /[‘’‚‛′`´"“”„‟″«»]/g;

/** Is `whole` an interleaving of `before` and `after`, tokens shared by both counted once? */
function interleaves(whole: string[], before: string[], after: string[], limit: number): boolean {
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
    // Past `limit` open readings the question is too ambiguous to settle: say no.
    if (next.size === 0 || next.size > limit) return false;
    states = next;
  }
  return states.has(before.length * W + after.length);
}
