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
  const [b, w, a] = splitGlued([tok(before), tok(block), tok(after)], lang, 1) as [string[], string[], string[]];
  return interleaves(w, b, a);
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
