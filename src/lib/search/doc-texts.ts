/**
 * The stored texts of an index's documents, read as the engine needs them: tokens for snippets,
 * terms for phrases and re-ranking, title terms for the exact-title bonus. Each is worked out once
 * per document and kept (capped): a session's queries keep coming back to the same rules.
 */
import type { Document } from 'flexsearch';
import { isStopWordAnywhere, termsOf, tokensOf, type SearchLang, type Token } from './encoders.js';
import type { StoredDoc } from './index-config.js';

const CAP = 2000;

export class DocTexts {
  private readonly tokenCache = new Map<number, Token[]>();
  private readonly sequences = new Map<number, string[]>();
  private readonly heads = new Map<number, string[]>();
  private readonly titles = new Map<number, string>();

  constructor(
    private readonly doc: Document,
    private readonly lang: SearchLang,
  ) {}

  clear(): void {
    this.tokenCache.clear();
    this.sequences.clear();
    this.heads.clear();
    this.titles.clear();
  }

  stored(i: number): StoredDoc {
    return (this.doc.get(i) as StoredDoc | null) ?? { t: '', x: '' };
  }

  /** A document's text as tokens (for its snippet), cached: phrases and re-ranking read it too. */
  tokens(i: number): Token[] {
    let tokens = this.tokenCache.get(i);
    if (tokens) return tokens;
    const doc = this.stored(i);
    tokens = doc.f ? [] : tokensOf(doc.x, this.lang);
    if (this.tokenCache.size > CAP) this.tokenCache.clear();
    this.tokenCache.set(i, tokens);
    return tokens;
  }

  /**
   * A document's title and text (its first `chars` characters, if given) as terms, stop words of
   * any language left out (phrases and re-ranking compare them with the query's terms).
   */
  sequence(i: number, chars?: number): string[] {
    const cache = chars ? this.heads : this.sequences;
    let seq = cache.get(i);
    if (seq) return seq;
    seq = [];
    const doc = this.stored(i);
    if (!doc.f) {
      const keep = (t: { term: string | undefined; word: string }) =>
        t.term !== undefined && !isStopWordAnywhere(t.word) ? [t.term] : [];
      const body = chars && doc.x.length > chars ? tokensOf(doc.x.slice(0, chars), this.lang) : this.tokens(i);
      seq = [...(doc.t ? tokensOf(doc.t, this.lang).flatMap(keep) : []), ...body.flatMap(keep)];
    }
    if (cache.size > CAP) cache.clear();
    cache.set(i, seq);
    return seq;
  }

  /** Are `terms` consecutive in the document's title and text? */
  hasPhrase(i: number, terms: readonly string[]): boolean {
    const seq = this.sequence(i);
    for (let k = seq.indexOf(terms[0]!); k >= 0 && k + terms.length <= seq.length; k = seq.indexOf(terms[0]!, k + 1))
      if (terms.every((w, j) => seq[k + j] === w)) return true;
    return false;
  }

  /** The document's title as terms joined by spaces (compared with the query for the title bonus). */
  title(i: number): string {
    let t = this.titles.get(i);
    if (t === undefined) {
      if (this.titles.size > 5000) this.titles.clear();
      this.titles.set(i, (t = termsOf(this.stored(i).t, this.lang).join(' ')));
    }
    return t;
  }
}
