/** Shapes shared by the search index builder, the query engine, the CLI and the browser client. */
import type { SearchLang } from './encoders.js';

/** How a result was found, best first: the number asked for, an old number, a subrule of it, words. */
export type MatchKind = 'number' | 'former' | 'subrule' | 'title' | 'text' | 'card';

/**
 * One result (DESIGN §5 `rules search`: {id, lang, number, snippet, score}; the rest are additions).
 * `snippet` is plain text; `highlights` are [start, end) offsets into it of the matched words,
 * so that every consumer can mark them up safely (<mark> in the UI, «» in the terminal).
 */
export interface SearchResult {
  id: string;
  lang: SearchLang;
  /** The rule's number today (its id without the `@DATE` of retired rules). */
  number: string;
  snippet: string;
  score: number;
  title: string;
  highlights: Array<[number, number]>;
  match: MatchKind;
  /** A rule no longer in force (listed with `allReleases`, or when a number names it and nothing current). */
  retired?: true;
  /** The section the rule is in, titled in the site's language where it has the title. */
  section?: { number: string; title: string; lang: SearchLang };
  /** The old number the query named, for `former` matches. */
  matched?: string;
  /** Set when the snippet and title are another language's (the rule has no text in `lang`, or only that text matched). */
  fallback?: string;
  /**
   * The glossary term the query matched, when the rule was found through it and its snippet marks
   * no word (613.2 for "copiable": the glossary's "Copiable Values" points at it).
   */
  glossary?: string;
}

export interface SearchOptions {
  /** Retired rules too ("include older releases"); by default only the rules in force. */
  allReleases?: boolean;
  /** How many rules to return (default 20). */
  limit?: number;
  /**
   * Treat the last word as a prefix when the query does not end in a space (search as you type).
   * Default true.
   */
  prefix?: boolean;
}

export interface SearchResponse {
  query: string;
  results: SearchResult[];
  /** How many rules match at all (results holds the best `limit` of them); one language only. */
  total?: number;
}
