/**
 * What the matcher knows about one rule of one version: its place in the numbering, two keys for
 * "same text", and a bag of words for similarity. Words are cheap regex tokens (not Intl.Segmenter):
 * lower-cased, renamed terms written the newest way (terminology.ts), and cited rule numbers replaced
 * by `§` so that a cross-reference whose target moved does not make two texts look different.
 */
import { kindOf, parentOf, type RuleKind } from '../model/numbers.js';
import { wordsOf as scanWords } from '../text/words.js';
import { modernTerms } from './terminology.js';
import { fullText, type VersionRule } from '../text/rule-text.js';
import { Memo, onClearMemos } from '../text/memo.js';
import { topIndices } from '../text/top.js';
import { sectionOf } from '../model/pages.js';
import { KeptTable } from '../files/kept.js';

export interface RuleFeatures {
  number: string;
  kind: RuleKind;
  /** `707` for 707.10a; the chapter itself for a chapter. */
  section: string;
  parent: string | undefined;
  /** The number after its section (`.10a`), to read a number in a shifted section. */
  minor: string;
  /** A title with no body (`702.82. Unearth`, section and chapter headings). */
  titleOnly: boolean;
  /** The full text compared (title, body, examples). */
  full: string;
  /** Equal for texts that differ only in those, renamed terms and cited numbers. */
  looseKey: string;
  /** The same for the body (or title) alone, examples left out. */
  bodyKey: string;
  /** The body's (or title's) words: interned ids, ascending, with their counts. */
  body: WordBag;
  /** The examples' words. */
  examples: WordBag;
}

export interface WordBag {
  ids: Int32Array;
  counts: Int32Array;
  total: number;
}

// Cited rule numbers: the full form anywhere, a bare section or chapter after a keyword.
// (A bare number is one only when no `.digits` follows: "rule 701.44a" is the full form.)
const CITATION = /\b\d{3}\.\d+[a-z]{0,2}(?:[-–—]\w+)?\b|\b((?:rules?|sections?|chapters?|see) )\d{1,3}\b(?!\.\d)/g;
// A cited number counts as the word "§", whatever its number. The words are text/words.ts's (without
// apostrophe tails), which reads no symbol as a letter: the mark goes in as capitals, which the
// lower-cased text cannot hold, and comes back out as "§" (a letter next to it stays in its word).
const CITED = 'QCITEDQ';

export function matchWords(text: string): string[] {
  const t = modernTerms(text.toLowerCase().replace(/_/g, ' '))
    .replaceAll('§', CITED) // a "§" of the text itself is a word character too
    .replace(CITATION, (_m, kw?: string) => `${kw ?? ''}${CITED}`);
  const words = scanWords(t, false);
  for (let i = 0; i < words.length; i++) if (words[i]!.includes(CITED)) words[i] = words[i]!.replaceAll(CITED, '§');
  return words;
}

/** Words are interned once per process: bags become sorted integer arrays, cheap to intersect. */
const vocabulary = new Map<string, number>();
/** The words by id (ties between equally rare words are broken by the word, never by the id). */
const spelled: string[] = [];
const intern = (w: string) =>
  vocabulary.get(w) ?? (vocabulary.set(w, vocabulary.size), spelled.push(w), vocabulary.size - 1);

function bag(words: string[]): WordBag {
  // Sorted ids, run-length encoded: no per-rule Map (GC dominated the ingest otherwise).
  const sorted = Int32Array.from(words, intern).sort();
  let distinct = 0;
  for (let k = 0; k < sorted.length; k++) if (k === 0 || sorted[k] !== sorted[k - 1]) distinct++;
  const ids = new Int32Array(distinct);
  const counts = new Int32Array(distinct);
  let at = -1;
  for (let k = 0; k < sorted.length; k++) {
    if (k === 0 || sorted[k] !== sorted[k - 1]) ids[++at] = sorted[k]!;
    counts[at]!++;
  }
  return { ids, counts, total: words.length };
}

interface Words {
  words: string[];
  key: string;
  bag: WordBag;
}
/** Words by text (bodies), or by the examples' texts (examples): shared, never changed. */
const byText = [new Memo<Words>(200_000), new Memo<Words>(200_000)] as const;

/**
 * A text's words kept from one ingest to the next (files/kept.ts), joined by spaces (a word holds
 * none): the pair of releases a `rules add` matches repeats the texts the ingest before it matched.
 */
const keptWords = new KeptTable<string[], string>({
  name: 'match-words',
  code: 'lib/identity/features.ts',
  encode: (words) => words.join(' '),
  decode: (stored) => (stored === '' ? [] : stored.split(' ')),
  isStored: (v): v is string => typeof v === 'string',
});

const wordsOfText = (text: string) => keptWords.get([text], () => matchWords(text));

/** The words, key and bag of a body text (`of` a string) or of examples (`of` a list). */
function wordsOf(key: string, of: string | readonly string[]): Words {
  return byText[typeof of === 'string' ? 0 : 1].get(key, () => {
    const words = typeof of === 'string' ? wordsOfText(of) : of.flatMap(wordsOfText);
    return { words, key: words.join(' '), bag: bag(words) };
  });
}

// Versions take part in two pairs (with the one before and the one after): compute features once.
let cache = new WeakMap<VersionRule, RuleFeatures>();
// Bags hold interned ids: forgetting the vocabulary forgets every bag made with it.
onClearMemos(() => {
  vocabulary.clear();
  spelled.length = 0;
  cache = new WeakMap();
});

export function features(r: VersionRule): RuleFeatures {
  const hit = cache.get(r);
  if (hit) return hit;
  const full = fullText(r);
  const bodyText = r.text || r.examples.length ? r.text : r.title;
  // Most rules keep their text from version to version: words and bags are made once per text.
  const bodyWords = wordsOf(bodyText, bodyText);
  const exampleWords = wordsOf(
    r.examples.length === 1 ? r.examples[0]! : r.examples.map((e) => `${e.length}:${e}`).join(''),
    r.examples,
  );
  const section = sectionOf(r.number);
  const f: RuleFeatures = {
    number: r.number,
    kind: kindOf(r.number),
    section,
    parent: parentOf(r.number),
    minor: r.number.slice(section.length),
    titleOnly: r.text === '' && r.examples.length === 0,
    full,
    looseKey: [...bodyWords.words, '¶', ...exampleWords.words].join(' '),
    bodyKey: bodyWords.key,
    body: bodyWords.bag,
    examples: exampleWords.bag,
  };
  cache.set(r, f);
  return f;
}

/**
 * Word weights for one pair of versions (inverse document frequency over both), weighted Dice
 * similarity, and an inverted index over rare words to find candidates without comparing every
 * pair: 3000 × 3000 comparisons per pair of versions would dominate the ingest.
 * Similarity is the body's: examples move between rules and get rewritten more freely than the
 * rule they illustrate (2012's 711.3 kept its examples while its sentence went away), so they only
 * add a little when the bodies already resemble each other.
 */
/** How many of its words find candidates for a text made of common words only. */
const COMMON_WORDS = 3;

export class Corpus {
  private readonly weight: Float64Array;
  private readonly df: Int32Array;
  private readonly maxPosting: number;
  private readonly mass: [Float64Array, Float64Array];
  private readonly postings = new Map<number, [number[], number[]]>();
  private readonly memo = new Map<number, number>();
  private readonly acc: [Float64Array?, Float64Array?] = [];

  constructor(readonly sides: readonly [RuleFeatures[], RuleFeatures[]]) {
    const df = (this.df = new Int32Array(vocabulary.size));
    for (const side of sides) for (const f of side) for (const id of f.body.ids) df[id]!++;
    const n = sides[0].length + sides[1].length;
    // Weights in fixed point (1/65536), so that every sum below is exact: word ids are numbered in the
    // order words are first met in this process, which a cached matching changes, and float sums
    // taken in id order would round differently and break ties differently from a cold run.
    this.weight = Float64Array.from(df, (d) => (d === 0 ? 0 : Math.round(Math.log(1 + n / d) * 65536)));
    // A word in more than 2% of the rules ("the", "player") finds too many candidates to be useful.
    const maxPosting = (this.maxPosting = Math.max(8, Math.ceil(n * 0.02)));
    this.mass = [new Float64Array(sides[0].length), new Float64Array(sides[1].length)];
    for (const s of [0, 1] as const)
      sides[s].forEach((f, i) => {
        let m = 0;
        const { ids, counts } = f.body;
        for (let k = 0; k < ids.length; k++) {
          const id = ids[k]!;
          m += counts[k]! * this.weight[id]!;
          const p = this.postings.get(id) ?? this.postings.set(id, [[], []]).get(id)!;
          p[s].push(i);
        }
        this.mass[s][i] = m;
      });
  }

  /** Weighted Dice over the bodies' words (1 = same words), plus up to 0.1 for alike examples. */
  similarity(i: number, j: number): number {
    const s = this.bodySimilarity(i, j);
    const a = this.sides[0][i]!;
    const b = this.sides[1][j]!;
    if (s > 0 && a.examples.total > 0 && b.examples.total > 0)
      return Math.min(1, s + 0.1 * plainDice(a.examples, b.examples));
    return s;
  }

  /** Weighted Dice over the bodies' words alone. */
  bodySimilarity(i: number, j: number): number {
    const key = i * this.sides[1].length + j;
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    const ma = this.mass[0][i]!;
    const mb = this.mass[1][j]!;
    const a = this.sides[0][i]!;
    const b = this.sides[1][j]!;
    const s = ma + mb === 0 ? (a.bodyKey === b.bodyKey ? 1 : 0) : (2 * this.shared(a.body, b.body)) / (ma + mb);
    this.memo.set(key, s);
    return s;
  }

  /** How much of the `part` side's body (by weight) the other holds: 1 when it is all inside. */
  containment(partSide: 0 | 1, part: number, whole: number): number {
    const m = this.mass[partSide][part]!;
    const a = this.sides[partSide][part]!;
    const b = this.sides[partSide === 0 ? 1 : 0][whole]!;
    return m === 0 ? 0 : this.shared(a.body, b.body) / m;
  }

  private shared(a: WordBag, b: WordBag): number {
    return sharedWords(a, b, this.weight);
  }

  /** Indices on the other side sharing the most rare-word weight with side `from`'s rule `i`. */
  candidates(from: 0 | 1, i: number, limit: number, accept: (k: number) => boolean): number[] {
    const to = from === 0 ? 1 : 0;
    // One accumulator per side, reused: this runs for every unmatched rule in every round.
    const acc = (this.acc[to] ??= new Float64Array(this.sides[to].length));
    const touched: number[] = [];
    const ids = this.sides[from][i]!.body.ids;
    const visit = (id: number) => {
      const list = this.postings.get(id)?.[to];
      if (!list) return;
      const wt = this.weight[id]!;
      for (const k of list) {
        if (acc[k] === 0) {
          if (!accept(k)) continue;
          touched.push(k);
        }
        acc[k]! += wt;
      }
    };
    for (const id of ids) if (this.df[id]! <= this.maxPosting) visit(id);
    // A text of common words only ("The word 'you' in an object's text isn't a target."): its
    // three rarest words find its candidates, the way rare words find the others'.
    if (touched.length === 0)
      [...ids]
        .filter((id) => this.df[id]! > this.maxPosting)
        .sort((x, y) => this.df[x]! - this.df[y]! || (spelled[x]! < spelled[y]! ? -1 : 1))
        .slice(0, COMMON_WORDS)
        .forEach(visit);
    // The best `limit` by shared weight, then index: a common word touches thousands, sorted for 24.
    const best = topIndices(touched, limit, (k) => acc[k]!);
    for (const k of touched) acc[k] = 0;
    return best;
  }
}

/** Unweighted Dice over two bags. */
function plainDice(a: WordBag, b: WordBag): number {
  return (2 * sharedWords(a, b)) / (a.total + b.total);
}

/** The words two bags share (each as often as the bag holding it fewer times), by `weight` if given. */
function sharedWords(a: WordBag, b: WordBag, weight?: Float64Array): number {
  let s = 0;
  let x = 0;
  let y = 0;
  while (x < a.ids.length && y < b.ids.length) {
    const p = a.ids[x]!;
    const q = b.ids[y]!;
    if (p === q) {
      const n = Math.min(a.counts[x]!, b.counts[y]!);
      s += weight ? n * weight[p]! : n;
      x++;
      y++;
    } else if (p < q) x++;
    else y++;
  }
  return s;
}
