/**
 * Whether a text is a possible reading of one side of a change view: the block's words are exactly
 * the two sides interleaved, shared words once, styles (quotes, dashes, spacing, `_italic_`) aside.
 * Used where a block alone cannot tell (a pure insertion in the first view leaves no trace) to
 * recognise a dated version as that revision.
 */
import { SOURCE_LANG } from '../../langs/source.js';
import { splitGlued } from './glue.js';
import { isWordToken, wordTokens } from '../../text/rule-text.js';
import { DASH, SPACE } from '../../text/token-align.js';
import { MemoByLang } from '../../text/memo.js';

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
  lang: string = SOURCE_LANG,
): boolean {
  return side === 'before' ? showsChange(block, text, otherSide, lang) : showsChange(block, otherSide, text, lang);
}

const tokenCache = new MemoByLang<string[]>(2000);

/** Is `block` the change view from `before` to `after` (the two interleaved, styles aside)? */
export function showsChange(block: string, before: string, after: string, lang: string = SOURCE_LANG): boolean {
  const tok = (t: string) => tokenCache.for(lang).get(t, () => styleFree(wordTokens(t, lang)));
  const [tb, tw, ta] = [tok(before), tok(block), tok(after)];
  const [b, w, a] = splitGlued([tb, tw, ta], lang, 1) as [string[], string[], string[]];
  if (counts(w, b, a) && interleaves(w, b, a, 2_000)) return true;
  // Glue the word cutter cannot undo (`Bears'Wall's` is one word to the segmenter): letter by letter.
  const chars = (t: string[]) => Array.from(t.join(''));
  const [cb, cw, ca] = [chars(tb), chars(tw), chars(ta)];
  return counts(cw, cb, ca) && interleaves(cw, cb, ca, 2_000);
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
 * Tokens with style erased, as in text.ts cosmeticKey but token by token (a block's glued words
 * would defeat a whole-text key): no spaces, one quote, one dash per run of dashes, no `_` marks,
 * words cut at inner apostrophes and periods.
 */
function styleFree(tokens: string[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    if (SPACE.test(t)) continue;
    if (isWordToken(t)) {
      // Apostrophes and periods inside a word are cut out everywhere alike: `Bears'Wall's` (glued
      // `Bears'` + `Wall's`) and `mulligans.or` are one word to the segmenter.
      for (const part of t
        .replace(/_/g, '')
        .replace(QUOTES, "'")
        .split(/(['.:])/))
        if (part) out.push(part);
      continue;
    }
    const u = QUOTE.test(t) ? "'" : DASH.test(t) ? '—' : t;
    if (u === '—' && out[out.length - 1] === '—') continue;
    out.push(u);
  }
  return out;
}

const QUOTE = /^[‘’‚‛′`´"“”„‟″«»']$/;
const QUOTES = /[‘’‚‛′`´"“”„‟″«»]/g;

/**
 * Is `whole` an interleaving of `before` and `after`, tokens shared by both counted once? Depth
 * first, in the order a change view is written (shared, then deleted, then inserted), remembering
 * dead ends; gives up (no) past `limit` of them.
 */
function interleaves(whole: string[], before: string[], after: string[], limit: number): boolean {
  const W = after.length + 1;
  const H = (before.length + 1) * W;
  const dead = new Set<number>();
  const stack: Array<[number, number, number]> = [[0, 0, 0]];
  while (stack.length) {
    const [k, i, j] = stack.pop()!;
    if (k === whole.length) {
      if (i === before.length && j === after.length) return true;
      continue;
    }
    const key = k * H + i * W + j;
    if (dead.has(key)) continue;
    dead.add(key);
    if (dead.size > limit) return false;
    const t = whole[k];
    const bi = before[i] === t;
    const aj = after[j] === t;
    // Pushed in reverse order of preference.
    if (aj) stack.push([k + 1, i, j + 1]);
    if (bi) stack.push([k + 1, i + 1, j]);
    if (bi && aj) stack.push([k + 1, i + 1, j + 1]);
  }
  return false;
}
