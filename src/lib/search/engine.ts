/**
 * The query engine of one site language over every language's reading (layout.ts). The CLI, the
 * tests and the browser run this code on the same files, so they rank alike. Browser-safe.
 *
 * A query is read in every language its letters can match (`searches`): its words are looked up in
 * those readings, each with its own stemmers and its own lexicon and card-name expansions, so a
 * Spanish word finds an English-only rule through the lexicon ("arrollar" → trample), an English
 * word finds it on the Spanish site and a Chinese word on any site. A rule's score is its best
 * reading's.
 *
 * Ranking, in order:
 *  1. the rule a number query names (1000), rules that had that number (900), its subrules (800-);
 *  2. text queries: rules matching more query groups first (100 per group), then the sum of group
 *     scores: per term the best field (title 4, glossary 3, card 2.5, text 1) times its position
 *     slot (first words best), averaged over an alternative's terms and weighted (typed words and
 *     translations 1, same-language lexicon and card wordings 0.85, typo corrections 0.7, prefix
 *     completions 0.6);
 *  3. among the best candidates, a title equal to the query +20, a little for query words next to
 *     each other and repeated (rerank), and for rules many others refer to (at most 0.3); then
 *     numeric rule order.
 * One result per rule, shown in the site's language when that language has its text and matched
 * (or when a number found it), else in the language that matched (`fallback`).
 *
 * The engine reads its files through SearchFiles: in the browser a query first runs on what is
 * loaded, notes the shards and chunks it missed, fetches them and runs again (`query`).
 */
import { SOURCE_LANG } from '../langs/source.js';
import { language, scriptsIn, type Script } from '../langs/index.js';
import { termOf, wordsOf, type SearchLang } from './encoders.js';
import { readingsOf } from './expansions.js';
import { SearchFiles, type Fetcher, type FileData } from './files.js';
import { FORMAT, META_FILE, readingMetaFile, type SharedMeta } from './layout.js';
import { displayNumber, numberQuery, numbersInText } from './numbers.js';
import { topIndices } from '../text/top.js';
import { addTypos, unknownWords, variantsMemo } from './typos.js';
import { planQuery, type Plan } from './plan.js';
import { makeSnippet } from './snippet.js';
import { DocTexts } from './doc-texts.js';
import { Reading } from './reading.js';
import { rerank, RERANK_TOP } from './rerank.js';
import { BIT, TermHits } from './term-hits.js';
import { NumberHits, type Scored } from './number-hits.js';
import type { MatchKind, SearchOptions, SearchResult } from './types.js';
import { isSearchLang } from './langs.js';

export type IndexFiles = Record<string, FileData>;
/** Makes a language's stemmers available before its reading is searched (the browser loads them). */
export type StemmerLoader = (lang: SearchLang) => Promise<void>;

const PREFIX_WEIGHT = 0.6;
const PREFIX_MAX = 8;
const PREFIX_MIN = 3;
const TITLE_BONUS = 20;
/** At most this much for being much referred to: enough to order ties, never a better match. */
const PRIOR_WEIGHT = 0.3;
/** How many times a query may fetch what it missed before it answers with what it has. */
const ROUNDS = 6;
/** One reading's part of a text query. */
interface ReadingQuery {
  plan: Plan;
  /** Terms that matched somewhere (for marks). */
  terms: Set<string>;
}

export class SearchIndex {
  /** The site language: results are shown in it where it has the rule's text. */
  readonly lang: SearchLang;
  private readonly shared: SharedMeta;
  /** The site's own reading first, then English, then the rest. */
  private readonly readings: Reading[];
  private readonly texts: DocTexts[];
  private readonly terms = new TermHits();
  private readonly numbers: NumberHits;
  private readonly priorScale: number;
  /** Per-document scratch arrays, allocated once and reset after each query (no GC per query). */
  private scratch?: {
    matched: Uint8Array;
    sum: Float64Array;
    flags: Uint8Array;
    best: Float64Array;
    bestFlags: Uint8Array;
    final: Float64Array;
    finalFlags: Uint8Array;
    which: Int8Array;
    bits: Uint8Array;
  };

  private constructor(
    private readonly files: SearchFiles,
    lang: SearchLang,
    private readonly loadStemmers?: StemmerLoader,
  ) {
    this.lang = lang;
    this.shared = files.required<SharedMeta>(META_FILE);
    if (this.shared.format !== FORMAT) throw new Error(`search index: unsupported format ${this.shared.format}`);
    const order = [lang, SOURCE_LANG, ...this.shared.langs].filter((l, i, a) => a.indexOf(l) === i);
    this.readings = order
      .filter((l) => this.shared.langs.includes(l as SearchLang))
      .map((l) => new Reading(files, l as SearchLang));
    // The readings every query searches must be here; the others are read when a query needs them.
    for (const l of [lang, SOURCE_LANG]) if (this.shared.langs.includes(l)) files.required(readingMetaFile(l));
    this.texts = this.readings.map((r) => new DocTexts(r));
    this.numbers = new NumberHits(files, this.shared);
    this.priorScale = PRIOR_WEIGHT / Math.log2(2 + Math.max(0, ...this.shared.refs));
  }

  /** An index over files all in memory (what buildSearchIndexes returns), for site language `lang`. */
  static fromFiles(files: IndexFiles, lang: SearchLang): SearchIndex {
    return new SearchIndex(new SearchFiles(files), lang);
  }

  /**
   * An index whose files are fetched as queries need them: first the shared meta and the metas of
   * the readings every query searches (the site's, English); another reading's meta and stemmers
   * when a query first has letters of its script (`searches`).
   */
  static async open(lang: SearchLang, fetcher: Fetcher, loadStemmers?: StemmerLoader): Promise<SearchIndex> {
    const files = new SearchFiles({}, fetcher);
    await files.load([META_FILE]);
    const shared = files.required<SharedMeta>(META_FILE);
    const always = [lang, SOURCE_LANG].filter((l) => shared.langs.includes(l as SearchLang));
    await files.load(always.filter(isSearchLang).map(readingMetaFile));
    return new SearchIndex(files, lang, loadStemmers);
  }

  /**
   * Does a query search reading `r`? The site's and English's always; another language's only when
   * the query has letters of its script: a reading's own words are in that script, and what else its
   * texts hold (English names, numbers) English's reading finds, as every rule has English text.
   * So an English query on the English site never downloads the Chinese or Korean reading.
   */
  private searches(r: number, scripts: Set<Script>): boolean {
    const lang = this.readings[r]!.lang;
    if (r === 0 || lang === SOURCE_LANG) return true;
    const script = language(lang)?.script;
    return script !== undefined && scripts.has(script);
  }

  /** Forget cached term lists (benchmarks measure a query typed for the first time). */
  clearCaches(): void {
    this.terms.clear();
    for (const t of this.texts) t.clear();
  }

  get size(): number {
    return this.shared.ids.length;
  }

  /** Search, fetching the files the query needs first (the browser's path). */
  async query(query: string, opts: SearchOptions = {}): Promise<{ results: SearchResult[]; total: number }> {
    const scripts = scriptsIn(query);
    for (let round = 0; ; round++) {
      // The stemmers of the readings searched and of those loaded (a result may be shown in one).
      const using = this.readings.filter((x, r) => this.searches(r, scripts) || x.ready(false));
      if (this.loadStemmers) await Promise.all(using.map((x) => this.loadStemmers!(x.lang)));
      this.files.missing.clear();
      const answer = this.answer(query, opts);
      if (!this.files.missing.size || round >= ROUNDS) return answer;
      await this.files.load([...this.files.missing]);
    }
  }

  search(query: string, opts: SearchOptions = {}): SearchResult[] {
    return this.searchCounted(query, opts).results;
  }

  /** The best `limit` results, and how many rules match at all (for "50 of 312"). */
  searchCounted(query: string, opts: SearchOptions = {}): { results: SearchResult[]; total: number } {
    // Files all in memory (Node): a file the query needs and the index lacks is an error.
    if (!this.files.fetches) {
      this.files.missing.clear();
      const answer = this.answer(query, opts);
      const [missing] = this.files.missing;
      if (missing) throw new Error(`search index: missing file ${missing}`);
      return answer;
    }
    return this.answer(query, opts);
  }

  private answer(query: string, opts: SearchOptions): { results: SearchResult[]; total: number } {
    const limit = Math.max(1, opts.limit ?? 20);
    const scored = new Map<number, Scored>();
    const number = numberQuery(query);
    let text: ReadingQuery[] | undefined;
    let touched: number[] = [];
    // Subrules below a number past the `limit` listed: counted, not scored.
    let beyond = 0;
    const all = opts.allReleases === true;
    if (number) beyond = this.numbers.put(number, scored, limit, all);
    else {
      const { numbers, rest } = numbersInText(query);
      // Several numbers' subrules may overlap: all are scored (a rare query), so the count is exact.
      for (const n of numbers) this.numbers.put(n, scored, Infinity, all);
      ({ text, touched } = this.textHits(query, rest, opts.prefix !== false, all));
    }
    const order = (a: [number, Scored], b: [number, Scored]) => b[1].score - a[1].score || a[0] - b[0];
    let total = scored.size + beyond;
    for (let t = 0; t < touched.length; t++) if (!scored.has(touched[t]!)) total++;
    const hasText = text?.some((q) => q.plan.groups.length);
    const { ranked, shown, read } = this.best(scored, touched, Math.max(limit, hasText ? RERANK_TOP : 0));
    if (text && hasText) {
      // Bonuses only raise the top K, which stay above the rest: only they need sorting again.
      const head = ranked.slice(0, RERANK_TOP);
      head.forEach((entry) => {
        const r = read.get(entry[0]) ?? shown.get(entry[0])!;
        const q = text![r]!;
        if (!q.plan.groups.length || entry[1].match) return;
        rerank(q.plan, [entry], this.texts[r]!);
        if (entry[1].flags & BIT.title && this.texts[r]!.title(entry[0]) === wanted(q.plan))
          entry[1].score += TITLE_BONUS;
      });
      ranked.splice(0, head.length, ...head.sort(order));
    }
    return {
      results: ranked.slice(0, limit).map(([i, s]) => this.result(i, s, shown.get(i) ?? this.readingFor(i), text)),
      total,
    };
  }

  /**
   * The reading a document found by number only is shown in: the site's, else English, else any
   * (fetched only when neither has it: never on a CR whose every rule has English text).
   */
  private readingFor(i: number): number {
    const r = this.readings.findIndex((x) => x.hasOwn(i, true));
    return r < 0 ? 0 : r;
  }

  private result(i: number, s: Scored, r: number, text: ReadingQuery[] | undefined): SearchResult {
    const id = this.shared.ids[i]!;
    const reading = this.readings[r]!;
    const doc = this.texts[r]!.stored(i);
    const terms = text?.[r]?.terms ?? new Set<string>();
    const snip = makeSnippet(doc.x, this.texts[r]!.tokens(i), terms);
    const match: MatchKind =
      s.match ?? (s.flags & (BIT.title | BIT.gloss) ? 'title' : s.flags & BIT.text ? 'text' : 'card');
    // The site's own title where it has one, even when another language's text matched.
    const ownTitle = r !== 0 && this.readings[0]!.hasOwn(i) ? this.texts[0]!.stored(i).t : '';
    const out: SearchResult = {
      id,
      lang: this.lang,
      number: displayNumber(id),
      snippet: snip.text,
      score: Math.round(s.score * 1000) / 1000,
      title: ownTitle || doc.t,
      highlights: snip.highlights,
      match,
    };
    // A retired rule's number belongs to an old numbering: today's section of that number is not its.
    const section = i < this.shared.retiredFrom ? this.sectionOf(id) : undefined;
    if (section) out.section = section;
    if (s.matched) out.matched = s.matched;
    if (i >= this.shared.retiredFrom) out.retired = true;
    if (reading.lang !== this.lang) out.fallback = reading.lang;
    // Found through a glossary term that neither the snippet nor the title shows: say which.
    const shows = (t: string) => this.texts[r]!.termsIn(t).some((term) => terms.has(term));
    if (s.flags & BIT.gloss && doc.g && snip.highlights.length === 0 && !shows(doc.t)) {
      const term = doc.g.split('\n').find(shows);
      if (term) out.glossary = term;
    }
    return out;
  }

  /** The section a rule is in, titled in the site's language (else English): none for a section. */
  private sectionOf(id: string): { number: string; title: string; lang: SearchLang } | undefined {
    const number = displayNumber(id).split('.')[0]!;
    if (!/^\d{3}$/.test(number) || displayNumber(id) === number) return undefined;
    const from = this.readings.find((r) => r.meta?.sections[number]);
    return from ? { number, title: from.meta!.sections[number]!, lang: from.lang } : undefined;
  }

  /** Completions of the last word typed: frequent terms of the reading starting with its term. */
  private addPrefixes(reading: Reading, plan: Plan): void {
    const { word, group, direct } = plan.partial!;
    const stem = termOf(word, reading.lang);
    if (!stem || word.length < PREFIX_MIN) return;
    const head = direct.terms.slice(0, -1);
    for (const { term, surface } of reading.completions(stem).slice(0, PREFIX_MAX)) {
      if (termOf(surface, reading.lang) !== term) continue;
      group.alts.push({
        terms: [...head, { term, word: surface }],
        weight: PREFIX_WEIGHT,
        phrase: false,
        kind: 'prefix',
      });
    }
  }

  /**
   * Scores a text query in every reading and keeps each document's best: `final` its score,
   * `which` the reading, `bits` the readings that matched it. Returns the readings' queries and the
   * documents touched.
   */
  private textHits(
    query: string,
    rest: string,
    prefix: boolean,
    all: boolean,
  ): { text: ReadingQuery[]; touched: number[] } {
    const words = wordsOf(query);
    const scripts = scriptsIn(query);
    // A reading not searched, or whose meta is still on its way, plans nothing this round.
    const on = this.readings.map((reading, r) => this.searches(r, scripts) && reading.ready());
    this.readings.forEach((reading, r) => {
      if (on[r]) for (const w of words) reading.prepareWord(w, readingsOf(reading.lang));
    });
    const plans = this.readings.map((r, k) => (on[k] ? planQuery(rest, r.lang, r.expansions, prefix) : { groups: [] }));
    const unknown = unknownWords(this.readings, plans);
    const variants = variantsMemo();
    const { final, finalFlags, which, bits } = this.scratchArrays();
    const touched: number[] = [];
    const text = this.readings.map((reading, r): ReadingQuery => {
      const plan = plans[r]!;
      if (plan.partial) this.addPrefixes(reading, plan);
      if (unknown.size) addTypos(reading, plan, unknown, variants);
      const hit = this.readingHits(r, plan);
      const limit = all ? Infinity : this.shared.retiredFrom;
      for (let t = 0; t < hit.touched.length; t++) {
        const i = hit.touched[t]!;
        const score = i < limit ? this.scratch!.sum[i]! : 0;
        if (score > 0 && bits[i] === 0) touched.push(i);
        if (score > 0) bits[i] = bits[i]! | (1 << r);
        if (score > final[i]!) {
          final[i] = score;
          finalFlags[i] = this.scratch!.flags[i]!;
          which[i] = r;
        }
        this.scratch!.matched[i] = 0;
        this.scratch!.sum[i] = 0;
        this.scratch!.flags[i] = 0;
      }
      return { plan, terms: hit.terms };
    });
    return { text, touched };
  }

  /** One reading's scores into the scratch arrays (`sum`, `flags`, `matched`) for `touched`. */
  private readingHits(r: number, plan: Plan): { terms: Set<string>; touched: number[] } {
    // Dense arrays over the documents: a common word touches thousands, and maps would allocate.
    const { matched, sum, flags, best, bestFlags } = this.scratchArrays();
    const touched: number[] = [];
    const terms = new Set<string>();
    for (const group of plan.groups) {
      const inGroup: number[] = [];
      for (const alt of group.alts) {
        let any = false;
        this.terms.eachAltHit(this.readings[r]!, this.texts[r]!, alt, (i, score, f) => {
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
        bestFlags[i] = 0;
      }
    }
    for (let t = 0; t < touched.length; t++) {
      const i = touched[t]!;
      sum[i] = matched[i]! * 100 + sum[i]! + this.priorScale * Math.log2(1 + (this.shared.refs[i] ?? 0));
    }
    return { terms, touched };
  }

  /**
   * The best `k` hits, best first (higher score, then lower index): number hits plus the text score
   * of the documents in `touched` (read from the merged arrays, which are then reset), with the
   * reading each is shown in. Selected, not sorted: a common word touches thousands.
   */
  private best(
    numberHits: Map<number, Scored>,
    touched: number[],
    k: number,
  ): { ranked: Array<[number, Scored]>; shown: Map<number, number>; read: Map<number, number> } {
    const { final, finalFlags, which, bits } = this.scratchArrays();
    // The reading each hit is read again in (rerank.ts): the one that matched it best, which need not
    // be the one it is shown in (a Korean text citing "spell" in English matched less well than English).
    const read = new Map<number, number>();
    const scoreOf = (i: number) => (numberHits.get(i)?.score ?? 0) + final[i]!;
    const candidates = [...numberHits.keys()];
    for (let t = 0; t < touched.length; t++) if (!numberHits.has(touched[t]!)) candidates.push(touched[t]!);
    const shown = new Map<number, number>();
    const ranked = topIndices(candidates, k, scoreOf).map((i): [number, Scored] => {
      // Shown in the site's language when it matched; else in the reading that matched best.
      const best = which[i]!;
      if (bits[i] && this.readings[best]!.hasOwn(i)) read.set(i, best);
      shown.set(
        i,
        bits[i]! & 1 && this.readings[0]!.hasOwn(i)
          ? 0
          : bits[i] && this.readings[best]!.hasOwn(i)
            ? best
            : this.readingFor(i),
      );
      const hit = numberHits.get(i);
      if (!hit) return [i, { score: final[i]!, flags: finalFlags[i]! }];
      hit.score += final[i]!;
      return [i, hit];
    });
    for (let t = 0; t < touched.length; t++) {
      const i = touched[t]!;
      final[i] = 0;
      finalFlags[i] = 0;
      which[i] = 0;
      bits[i] = 0;
    }
    return { ranked, shown, read };
  }

  private scratchArrays(): NonNullable<SearchIndex['scratch']> {
    const n = this.shared.ids.length;
    return (this.scratch ??= {
      matched: new Uint8Array(n),
      sum: new Float64Array(n),
      flags: new Uint8Array(n),
      best: new Float64Array(n),
      bestFlags: new Uint8Array(n),
      final: new Float64Array(n),
      finalFlags: new Uint8Array(n),
      which: new Int8Array(n),
      bits: new Uint8Array(n),
    });
  }
}

/** The words typed, as one reading's terms: a title equal to them earns the title bonus. */
function wanted(plan: Plan): string {
  return plan.groups
    .flatMap((g) => g.alts.filter((a) => a.kind === 'direct').flatMap((a) => a.terms))
    .map((t) => t.term)
    .join(' ');
}
