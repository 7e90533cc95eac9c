/**
 * The stored texts of an index's documents, read as the engine needs them: tokens for snippets,
 * terms for phrases and re-ranking, title terms for the exact-title bonus. Each is worked out once
 * per document and kept (capped): a session's queries keep coming back to the same rules. A
 * document whose chunk is not loaded yet reads as empty and is not kept.
 */
import { isStopWordAnywhere, termsOf, tokensOf, type SearchLang, type Token } from './encoders.js';
import type { Reading, Stored } from './reading.js';

const CAP = 2000;

export class DocTexts {
  private readonly tokenCache = new Map<number, Token[]>();
  private readonly sequences = new Map<number, string[]>();
  private readonly heads = new Map<number, string[]>();
  private readonly titles = new Map<number, string>();

  private readonly lang: SearchLang;

  constructor(private readonly reading: Reading) {
    this.lang = reading.lang;
  }

  clear(): void {
    this.tokenCache.clear();
    this.sequences.clear();
    this.heads.clear();
    this.titles.clear();
  }

  stored(i: number): Stored {
    return this.reading.stored(i) ?? { t: '', x: '' };
  }

  private keep<V>(cache: Map<number, V>, i: number, value: V, cap = CAP): V {
    if (!this.reading.storedReady(i)) return value;
    if (cache.size > cap) cache.clear();
    cache.set(i, value);
    return value;
  }

  /** A document's text as tokens (for its snippet), cached: phrases and re-ranking read it too. */
  tokens(i: number): Token[] {
    let tokens = this.tokenCache.get(i);
    if (tokens) return tokens;
    return this.keep(this.tokenCache, i, tokensOf(this.stored(i).x, this.lang));
  }

  /**
   * A document's title and text (its first `chars` characters, if given) as terms, stop words of
   * any language left out (phrases and re-ranking compare them with the query's terms).
   */
  sequence(i: number, chars?: number): string[] {
    const cache = chars ? this.heads : this.sequences;
    let seq = cache.get(i);
    if (seq) return seq;
    const doc = this.stored(i);
    const keep = (t: { term: string | undefined; word: string }) =>
      t.term !== undefined && !isStopWordAnywhere(t.word) ? [t.term] : [];
    const body = chars && doc.x.length > chars ? tokensOf(doc.x.slice(0, chars), this.lang) : this.tokens(i);
    seq = [...(doc.t ? tokensOf(doc.t, this.lang).flatMap(keep) : []), ...body.flatMap(keep)];
    return this.keep(cache, i, seq);
  }

  /** A text's terms as this reading reads them. */
  termsIn(text: string): string[] {
    return termsOf(text, this.lang);
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
    return this.titles.get(i) ?? this.keep(this.titles, i, termsOf(this.stored(i).t, this.lang).join(' '), 5000);
  }
}
