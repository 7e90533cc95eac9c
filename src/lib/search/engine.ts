/**
 * The query engine over one language's index, loaded from its exported files. The CLI, the tests
 * and the browser all run this code on the same files, so they rank alike. Browser-safe.
 *
 * Ranking, in order:
 *  1. the rule a number query names (1000), rules that had that number (900), its subrules (800-);
 *  2. text queries: rules matching more query groups first (100 per group), then the sum of group
 *     scores: per term the best field (title 4, glossary 3, card 2.5, text 1) times its position
 *     slot (first words best), averaged over an alternative's terms and weighted (typed words 1,
 *     lexicon and card wordings 0.85, prefix completions 0.6); a title equal to the query +20;
 *  3. among the best candidates, a little for query words next to each other and repeated
 *     (rerank), and for rules many others refer to (at most 0.3); then numeric rule order.
 * One result per rule: a rule's texts in one language are one document.
 */
import type { Document } from 'flexsearch';
import { isSearchLang, termOf, tokensOf, type SearchLang } from './encoders.js';
import type { Expansions } from './expansions.js';
import {
  createDocument,
  FIELDS,
  FIELD_WEIGHT,
  FORMAT,
  MANIFEST_FILE,
  META_FILE,
  fileOfKey,
  type Manifest,
} from './index-config.js';
import { displayNumber, isBelow, numberQuery, numbersInText } from './numbers.js';
import { topIndices } from '../text/top.js';
import { planQuery, type Alternative, type Plan, type TermRef } from './plan.js';
import { makeSnippet } from './snippet.js';
import { DocTexts } from './doc-texts.js';
import { rerank, RERANK_TOP } from './rerank.js';
import type { MatchKind, SearchOptions, SearchResult } from './types.js';

/** Our part of the payload (meta.json). */
export interface Meta {
  format: number;
  lang: SearchLang;
  /** Rule ids by document number. */
  ids: string[];
  /** Old numbers (not a current id) → the documents that used them, most recent first. */
  old: Record<string, number[]>;
  expansions: Expansions;
  /** term → a word that encodes to it, for terms that are not their own stem (prefix search). */
  surface: Record<string, string>;
  /** By document: how many rules refer to it (a tie-breaker between equally good matches). */
  refs: number[];
}

export type IndexFiles = Record<string, string | Uint8Array>;

const PREFIX_WEIGHT = 0.6;
const PREFIX_MAX = 8;
const PREFIX_MIN = 3;
const SLOT_STEP = 0.06;
const TITLE_BONUS = 20;
/** At most this much for being much referred to: enough to order ties, never a better match. */
const PRIOR_WEIGHT = 0.3;
/** Field bits, in FIELDS order. */
const BIT = Object.fromEntries(FIELDS.map((f, i) => [f, 1 << i])) as Record<(typeof FIELDS)[number], number>;

/**
 * Per document: score and the fields that gave it, packed in one integer (score in thousandths,
 * times 16, plus the field bits) so that cached term lists allocate nothing per document.
 */
type Hits = Map<number, number>;
const pack = (score: number, flags: number) => Math.round(score * 1000) * 16 + flags;
const scoreOf = (v: number) => Math.floor(v / 16) / 1000;
const flagsOf = (v: number) => v % 16;

/** A term's posting list in one field: document ids by score slot (slot 0 best). */
type Slots = Array<Array<number | string> | null | undefined>;

/**
 * The term → slots map of each field's index, as FlexSearch's import fills it. Read directly
 * rather than through `search(word, {resolve: false})`: a term is already encoded here, and the
 * browser loads FlexSearch's compact build (10 kB gzipped instead of 18), which has no Resolver.
 * `index` and `map` are the names FlexSearch 0.8's own export and import use.
 */
function fieldMaps(doc: Document): Record<(typeof FIELDS)[number], Map<string, Slots>> {
  const indexes = (doc as unknown as { index?: Map<string, { map?: unknown }> }).index;
  const out = {} as Record<(typeof FIELDS)[number], Map<string, Slots>>;
  for (const field of FIELDS) {
    const map = indexes?.get(field)?.map;
    if (!(map instanceof Map)) throw new Error(`search index: FlexSearch has no term map for ${field}`);
    out[field] = map as Map<string, Slots>;
  }
  return out;
}

export interface Scored {
  score: number;
  flags: number;
  match?: MatchKind;
  matched?: string;
}

function asText(v: string | Uint8Array): string {
  return typeof v === 'string' ? v : new TextDecoder().decode(v);
}

export class SearchIndex {
  readonly lang: SearchLang;
  private readonly byId = new Map<string, number>();
  /** Sorted terms of every field, with how many documents have them (for prefixes). */
  private readonly vocab: string[];
  private readonly df: Map<string, number>;
  private readonly cache = new Map<string, Hits>();
  private readonly texts: DocTexts;
  /** Per-document scratch arrays of textHits, allocated once and reset after each query: a query
   * would otherwise allocate five arrays over every document (GC pauses were the slow queries). */
  private scratch?: {
    matched: Uint8Array;
    sum: Float64Array;
    flags: Uint8Array;
    best: Float64Array;
    bestFlags: Uint8Array;
  };
  private readonly priorScale: number;
  private readonly maps: ReturnType<typeof fieldMaps>;

  private constructor(
    private readonly doc: Document,
    private readonly meta: Meta,
    df: Map<string, number>,
  ) {
    this.lang = meta.lang;
    this.maps = fieldMaps(doc);
    this.texts = new DocTexts(doc, meta.lang);
    meta.ids.forEach((id, i) => this.byId.set(id, i));
    this.df = df;
    this.vocab = [...df.keys()].sort();
    this.priorScale = PRIOR_WEIGHT / Math.log2(2 + Math.max(0, ...meta.refs));
  }

  /** Load an index from the files buildSearchIndexes wrote (names as keys). */
  static fromFiles(files: IndexFiles): SearchIndex {
    const read = (name: string) => {
      const v = files[name];
      if (v === undefined) throw new Error(`search index: missing file ${name}`);
      return asText(v);
    };
    const manifest = JSON.parse(read(MANIFEST_FILE)) as Manifest;
    if (manifest.format !== FORMAT || !isSearchLang(manifest.lang))
      throw new Error(`search index: unsupported format ${manifest.format} (${manifest.lang})`);
    const meta = JSON.parse(read(META_FILE)) as Meta;
    const doc = createDocument(manifest.lang);
    const df = new Map<string, number>();
    for (const key of manifest.keys) {
      const data = read(fileOfKey(key));
      if (key.endsWith('.map'))
        for (const [term, slots] of JSON.parse(data) as Array<[string, Array<unknown[] | null>]>) {
          const n = slots.reduce((a, s) => a + (s?.length ?? 0), 0);
          df.set(term, (df.get(term) ?? 0) + n);
        }
      doc.import(key, data);
    }
    return new SearchIndex(doc, meta, df);
  }

  /** Forget cached term lists (benchmarks measure a query typed for the first time). */
  clearCaches(): void {
    this.cache.clear();
    this.texts.clear();
  }

  get size(): number {
    return this.meta.ids.length;
  }

  search(query: string, opts: SearchOptions = {}): SearchResult[] {
    return this.searchCounted(query, opts).results;
  }

  /** The best `limit` results, and how many rules match at all (for "50 of 312"). */
  searchCounted(query: string, opts: SearchOptions = {}): { results: SearchResult[]; total: number } {
    const limit = Math.max(1, opts.limit ?? 20);
    const scored = new Map<number, Scored>();
    const number = numberQuery(query);
    let terms = new Set<string>();
    let plan: Plan | undefined;
    let touched: number[] = [];
    // Subrules below a number past the `limit` listed: counted, not scored.
    let beyond = 0;
    if (number) beyond = this.numberHits(number, scored, limit);
    else {
      const { numbers, rest } = numbersInText(query);
      // Several numbers' subrules may overlap: all are scored (a rare query), so the count is exact.
      for (const n of numbers) this.numberHits(n, scored, Infinity);
      plan = planQuery(rest, this.lang, this.meta.expansions, opts.prefix !== false);
      if (plan.partial) this.addPrefixes(plan);
      ({ terms, touched } = this.textHits(plan));
    }
    const order = (a: [number, Scored], b: [number, Scored]) => b[1].score - a[1].score || a[0] - b[0];
    let total = scored.size + beyond;
    for (let t = 0; t < touched.length; t++) if (!scored.has(touched[t]!)) total++;
    const ranked = this.best(scored, touched, Math.max(limit, plan?.groups.length ? RERANK_TOP : 0));
    if (plan?.groups.length) {
      // Bonuses only raise the top K, which stay above the rest: only they need sorting again.
      const head = ranked.slice(0, RERANK_TOP);
      rerank(plan, head, this.texts);
      ranked.splice(0, head.length, ...head.sort(order));
    }
    return { results: ranked.slice(0, limit).map(([i, s]) => this.result(i, s, terms)), total };
  }

  private result(i: number, s: Scored, terms: ReadonlySet<string>): SearchResult {
    const id = this.meta.ids[i]!;
    const doc = this.texts.stored(i);
    const snip = makeSnippet(doc.x, doc.f ? [] : this.texts.tokens(i), doc.f ? new Set() : terms);
    const match: MatchKind =
      s.match ?? (s.flags & (BIT.title | BIT.gloss) ? 'title' : s.flags & BIT.text ? 'text' : 'card');
    const out: SearchResult = {
      id,
      lang: this.lang,
      number: displayNumber(id),
      snippet: snip.text,
      score: Math.round(s.score * 1000) / 1000,
      title: doc.t,
      highlights: snip.highlights,
      match,
    };
    if (s.matched) out.matched = s.matched;
    if (doc.f) out.fallback = doc.f;
    // Found through a glossary term that neither the snippet nor the title shows: say which.
    const shows = (text: string) => tokensOf(text, this.lang).some((t) => t.term !== undefined && terms.has(t.term));
    if (s.flags & BIT.gloss && doc.g && snip.highlights.length === 0 && !shows(doc.t)) {
      const term = doc.g.split('\n').find(shows);
      if (term) out.glossary = term;
    }
    return out;
  }

  /** The rule a number names, rules that used to have it, then its subrules. */
  /** Returns how many more subrules lie below `n` than the `limit` put in `scored` (for the total). */
  private numberHits(n: string, scored: Map<number, Scored>, limit: number): number {
    const put = (i: number, score: number, match: MatchKind, matched?: string) => {
      const prev = scored.get(i);
      if (prev && prev.score >= score) return;
      scored.set(i, { score, flags: 0, match, matched });
    };
    const exact = this.byId.get(n);
    if (exact !== undefined) put(exact, 1000, 'number');
    (this.meta.old[n] ?? []).forEach((i, k) => put(i, 900 - k, 'former', n));
    if (exact === undefined) return 0;
    let j = exact + 1;
    for (let k = 0; j < this.meta.ids.length && k < limit && isBelow(this.meta.ids[j]!, n); j++)
      put(j, 800 - ++k / 1000, 'subrule');
    let beyond = 0;
    while (j < this.meta.ids.length && isBelow(this.meta.ids[j++]!, n)) beyond++;
    return beyond;
  }

  /** Per document, the best score of each term over the fields (cached: typing repeats terms). */
  private termHits(ref: TermRef): Hits {
    const cached = this.cache.get(ref.term);
    if (cached) return cached;
    const hits: Hits = new Map();
    for (const field of FIELDS) {
      const weight = FIELD_WEIGHT[field];
      const slots = this.maps[field].get(ref.term) ?? [];
      slots.forEach((ids, slot) => {
        if (!ids) return;
        const score = weight * (1 - slot * SLOT_STEP);
        for (const id of ids) {
          const i = id as number;
          const prev = hits.get(i);
          if (prev === undefined) hits.set(i, pack(score, BIT[field]));
          else hits.set(i, pack(Math.max(scoreOf(prev), score), flagsOf(prev) | BIT[field]));
        }
      });
    }
    if (this.cache.size > 500) this.cache.clear();
    this.cache.set(ref.term, hits);
    return hits;
  }

  /**
   * Calls `found` for the documents having every term of the alternative (consecutive for
   * phrases), with the alternative's score there: weight × the terms' mean score.
   */
  private eachAltHit(alt: Alternative, found: (i: number, score: number, flags: number) => void): void {
    const lists = alt.terms.map((t) => this.termHits(t)).sort((a, b) => a.size - b.size);
    const first = lists[0];
    if (!first) return;
    const scale = alt.weight / alt.terms.length;
    const phrase = alt.phrase && alt.terms.length > 1 ? alt.terms.map((t) => t.term) : undefined;
    // forEach, not for…of: iterating a Map allocates an entry per document, thousands per query.
    first.forEach((v, i) => {
      let sum = scoreOf(v);
      let bits = flagsOf(v);
      for (let k = 1; k < lists.length; k++) {
        const h = lists[k]!.get(i);
        if (h === undefined) return;
        sum += scoreOf(h);
        bits |= flagsOf(h);
      }
      if (phrase && !this.texts.hasPhrase(i, phrase)) return;
      found(i, sum * scale, bits);
    });
  }

  /** Completions of the last word typed: frequent index terms starting with its term. */
  private addPrefixes(plan: Plan): void {
    const { word, group, direct } = plan.partial!;
    const stem = termOf(word, this.lang);
    if (!stem || word.length < PREFIX_MIN) return;
    let lo = 0;
    let hi = this.vocab.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.vocab[mid]! < stem) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let k = lo; k < this.vocab.length && this.vocab[k]!.startsWith(stem); k++)
      if (this.vocab[k] !== stem) found.push(this.vocab[k]!);
    found.sort((a, b) => this.df.get(b)! - this.df.get(a)! || (a < b ? -1 : 1));
    const head = direct.terms.slice(0, -1);
    for (const term of found.slice(0, PREFIX_MAX)) {
      const surface = this.meta.surface[term] ?? term;
      if (termOf(surface, this.lang) !== term) continue;
      group.alts.push({
        terms: [...head, { term, word: surface }],
        weight: PREFIX_WEIGHT,
        phrase: false,
        kind: 'prefix',
      });
    }
  }

  /**
   * The best `k` hits, best first (higher score, then lower index): number hits plus the text score
   * of the documents text matching `touched` (read from the scratch arrays, which are then reset).
   * Selected, not sorted, and only those `k` get a Scored object: a common word touches thousands.
   */
  private best(numberHits: Map<number, Scored>, touched: number[], k: number): Array<[number, Scored]> {
    const { matched, sum, flags, bestFlags } = this.scratchArrays();
    const scoreOf = (i: number) => (numberHits.get(i)?.score ?? 0) + (matched[i] ? sum[i]! : 0);
    const candidates = [...numberHits.keys()];
    for (let t = 0; t < touched.length; t++) if (!numberHits.has(touched[t]!)) candidates.push(touched[t]!);
    const ranked = topIndices(candidates, k, scoreOf).map((i): [number, Scored] => {
      const hit = numberHits.get(i);
      if (!hit) return [i, { score: sum[i]!, flags: flags[i]! }];
      if (matched[i]) hit.score += sum[i]!;
      return [i, hit];
    });
    // Indexed loops: on these hot arrays (thousands of documents) for…of allocated iterator results.
    for (let t = 0; t < touched.length; t++) {
      const i = touched[t]!;
      matched[i] = 0;
      sum[i] = 0;
      flags[i] = 0;
      bestFlags[i] = 0;
    }
    return ranked;
  }

  private scratchArrays(): NonNullable<SearchIndex['scratch']> {
    const n = this.meta.ids.length;
    return (this.scratch ??= {
      matched: new Uint8Array(n),
      sum: new Float64Array(n),
      flags: new Uint8Array(n),
      best: new Float64Array(n),
      bestFlags: new Uint8Array(n),
    });
  }

  /**
   * Scores text matches into the scratch arrays (`sum`: the document's text score, `flags`, and
   * `matched` non-zero for the documents in `touched`); returns those and the terms to highlight.
   */
  private textHits(plan: Plan): { terms: Set<string>; touched: number[] } {
    // Dense arrays over the documents: a common word touches thousands, and maps would allocate.
    const { matched, sum, flags, best, bestFlags } = this.scratchArrays();
    const touched: number[] = [];
    const terms = new Set<string>();
    for (const group of plan.groups) {
      const inGroup: number[] = [];
      for (const alt of group.alts) {
        let any = false;
        this.eachAltHit(alt, (i, score, f) => {
          any = true;
          if (best[i] === 0) inGroup.push(i);
          if (score > best[i]!) {
            best[i] = score;
            bestFlags[i] = f;
          }
        });
        if (any) for (const t of alt.terms) terms.add(t.term);
      }
      for (let t = 0; t < inGroup.length; t++) {
        const i = inGroup[t]!;
        if (matched[i] === 0) touched.push(i);
        matched[i] = matched[i]! + 1;
        sum[i] = sum[i]! + best[i]!;
        flags[i] = flags[i]! | bestFlags[i]!;
        best[i] = 0;
      }
    }
    const direct = plan.groups.flatMap((g) => g.alts.filter((a) => a.kind === 'direct').flatMap((a) => a.terms));
    const wanted = direct.map((t) => t.term).join(' ');
    for (let t = 0; t < touched.length; t++) {
      const i = touched[t]!;
      let score = matched[i]! * 100 + sum[i]! + this.priorScale * Math.log2(1 + (this.meta.refs[i] ?? 0));
      if (flags[i]! & BIT.title && this.texts.title(i) === wanted) score += TITLE_BONUS;
      sum[i] = score;
    }
    return { terms, touched };
  }
}
