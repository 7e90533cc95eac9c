/**
 * Finding glossary terms in rule text: words are looked up by their first word in a map, so a
 * text costs O(words), whatever the size of the glossary. English plurals (-s, -es) match.
 */
import { forEachWord } from '../text/words.js';

export interface Term {
  /** Anchor on the glossary page. */
  slug: string;
  term: string;
  words: string[];
}

export interface TermHit {
  start: number;
  end: number;
  term: Term;
}

function words(text: string): Array<{ w: string; start: number; end: number }> {
  const out: Array<{ w: string; start: number; end: number }> = [];
  forEachWord(text, (start, end) => out.push({ w: text.slice(start, end).toLowerCase(), start, end }));
  return out;
}

/** Glossary anchor for a term: `en-two-headed-giant`. */
export function termSlug(lang: string, term: string): string {
  const body = term
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${lang}-${body || 'term'}`;
}

export class TermMatcher {
  private readonly byFirst = new Map<string, Term[]>();

  constructor(
    terms: Array<{ term: string; slug: string }>,
    /** Plural endings of the terms' language (its module's termPlurals, langs/): "Players" finds "Player". */
    private readonly plurals: readonly string[],
  ) {
    for (const t of terms) {
      const ws = words(t.term).map((w) => w.w);
      if (!ws.length || (ws.length === 1 && ws[0]!.length < 3)) continue;
      const list = this.byFirst.get(ws[0]!) ?? [];
      list.push({ slug: t.slug, term: t.term, words: ws });
      this.byFirst.set(ws[0]!, list);
      // "Players" starts like "Player": index the plural first word of one-word terms too.
      if (ws.length === 1)
        for (const s of plurals)
          this.byFirst.set(ws[0]! + s, [
            ...(this.byFirst.get(ws[0]! + s) ?? []),
            { slug: t.slug, term: t.term, words: [ws[0]! + s] },
          ]);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  }

  /** Non-overlapping term occurrences, longest first at each position. */
  find(text: string): TermHit[] {
    const ws = words(text);
    const out: TermHit[] = [];
    for (let i = 0; i < ws.length; i++) {
      const cands = this.byFirst.get(ws[i]!.w);
      if (!cands) continue;
      for (const c of cands) {
        const n = c.words.length;
        if (i + n > ws.length) continue;
        let ok = true;
        for (let k = 1; k < n && ok; k++) {
          const want = c.words[k]!;
          const got = ws[i + k]!;
          const gap = text.slice(ws[i + k - 1]!.end, got.start);
          const last = k === n - 1;
          ok =
            /^[\s\-‐–]{1,2}$/.test(gap) && (got.w === want || (last && this.plurals.some((s) => got.w === want + s)));
        }
        if (!ok) continue;
        out.push({ start: ws[i]!.start, end: ws[i + n - 1]!.end, term: c });
        i += n - 1;
        break;
      }
    }
    return out;
  }
}
