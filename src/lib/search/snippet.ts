/**
 * Snippets: the stretch of a rule's text with the most distinct query terms, cut at words, with
 * the offsets of the matched words. The words are found by the same encoder as the index, so
 * "ударом" is marked for a query "удар" and "copia" for a query "copy" that the lexicon expanded.
 */
import type { Token } from './encoders.js';

export interface Snippet {
  text: string;
  highlights: Array<[number, number]>;
}

const WIDTH = 180;
/** Context kept before the first match, unless the text starts nearby. */
const LEAD = 40;

function flat(text: string): string {
  // Same length as the input, so offsets found in the text stay valid.
  return text.replace(/\s/g, ' ');
}

/** `tokens` are tokensOf(text) (the engine caches them per rule). */
export function makeSnippet(text: string, tokens: readonly Token[], terms: ReadonlySet<string>): Snippet {
  if (!text) return { text: '', highlights: [] };
  const hits = tokens.filter((t) => t.term !== undefined && terms.has(t.term));
  let start = 0;
  if (hits.length) {
    // The window start (at a hit) that covers the most distinct terms; the earliest on ties.
    let best = -1;
    let bestAt = 0;
    for (let i = 0; i < hits.length; i++) {
      const seen = new Set<string>();
      for (let j = i; j < hits.length && hits[j]!.end - hits[i]!.start <= WIDTH - LEAD; j++) seen.add(hits[j]!.term!);
      if (seen.size > best) {
        best = seen.size;
        bestAt = hits[i]!.start;
      }
    }
    if (bestAt > LEAD) {
      const from = text.lastIndexOf(' ', bestAt - LEAD);
      const para = text.lastIndexOf('\n', bestAt - 1);
      start = Math.max(para + 1, from + 1);
    }
  }
  let end = Math.min(text.length, start + WIDTH);
  if (end < text.length) {
    const cut = text.lastIndexOf(' ', end);
    if (cut > start + WIDTH / 2) end = cut;
  }
  const lead = start > 0 ? '…' : '';
  const tail = end < text.length ? '…' : '';
  const highlights: Array<[number, number]> = [];
  for (const h of hits) {
    if (h.start < start || h.end > end) continue;
    const s = h.start - start + lead.length;
    const e = h.end - start + lead.length;
    const last = highlights.at(-1);
    // Adjacent marked words read as one mark ("Emerald Charm").
    if (last && /^\s*$/.test(text.slice(last[1] + start - lead.length, h.start))) last[1] = e;
    else highlights.push([s, e]);
  }
  return { text: lead + flat(text.slice(start, end)).trimEnd() + tail, highlights };
}
