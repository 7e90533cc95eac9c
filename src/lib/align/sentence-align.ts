/**
 * Sentence alignment of two renditions of one rule (the `alignedWith` edge): a dynamic programme
 * over both sentence lists allowing 1-1, 1-2, 2-1, 1-0 and 0-1 steps, in the manner of Gale &
 * Church, where a step's value combines
 *  - the length fit of the two sides (letters, corrected for the language's usual expansion), and
 *  - their shared anchors (cards, numbers, symbols, references, lexicon concepts), each concept
 *    weighted by how rare it is among the sentences at hand (every sentence of 707.10 says "copy").
 * Body sentences and example sentences are kept apart: a step joining the two, or a body sentence
 * with an example sentence, pays a penalty. A pair is `low` when its score is weak.
 */
import {
  bagDice,
  bagOf,
  bagSupport,
  bagTotal,
  lengthFit,
  mergeAnchors,
  type Anchors,
  type AnchorTools,
  type Bag,
} from '../enrich/anchors.js';
import { anchorsOf } from '../enrich/anchors.js';
import { KeptTable } from '../files/kept.js';
import { sentencesOf } from './sentences.js';

export interface Side {
  lang: string;
  sentences: string[];
  /** Per sentence: -1 for the body, k for the k-th example. */
  blocks: number[];
  anchors: Anchors[];
  /**
   * Could the lexicon find the language's concepts (false: it has no terms in it)? Concepts then say
   * nothing on either side: a Chinese sentence naming none is no evidence against its English.
   */
  concepts?: boolean;
}

export interface SentencePair {
  a: number[];
  b: number[];
  score: number;
  low: boolean;
}

/** Below this a pair is flagged `low`. */
export const LOW_SCORE = 0.45;
/** What a pair must score to be worth more than leaving both sentences unpaired. */
const MATCH_THRESHOLD = 0.3;
const MERGE_PENALTY = 0.06;
const MERGE_SUPPORT = 0.5;
const BLOCK_PENALTY = 0.25;
/**
 * For a step whose two sides stand at the same place in their blocks (body, an example), when the
 * lexicon cannot read one side's concepts: a translation keeps its original's sentences in order,
 * which is evidence when little else is (measured on the whole translations: without it 44 % of the
 * Chinese and 60 % of the Korean rules with as many sentences as their English were not paired in
 * order). Where concepts speak it is not needed, and it would hide a reworded English sentence
 * (tests/align/shared-cr.test.ts).
 */
const PLACE_BONUS = 0.15;

/** A rendition's sentences, body first, each with its block (-1: the body; k: example k). */
export function sentencesOfSide(
  r: { text: string; examples: ReadonlyArray<{ text: string } | string> },
  lang: string,
): Pick<Side, 'lang' | 'sentences' | 'blocks'> {
  const sentences: string[] = [];
  const blocks: number[] = [];
  const body = sentencesOf({ text: r.text, examples: [] }, lang);
  sentences.push(...body);
  blocks.push(...body.map(() => -1));
  r.examples.forEach((e, k) => {
    const s = sentencesOf({ text: '', examples: [e] }, lang);
    sentences.push(...s);
    blocks.push(...s.map(() => k));
  });
  return { lang, sentences, blocks };
}

export function sideOf(
  r: { text: string; examples: ReadonlyArray<{ text: string } | string> },
  lang: string,
  tools: AnchorTools,
): Side {
  const side = sentencesOfSide(r, lang);
  const concepts = tools.lexicon.knows(lang);
  return { ...side, anchors: side.sentences.map((s) => anchorsOf(s, lang, tools)), concepts };
}

/** Concept weights from how many sentences of both sides name each concept. */
function termWeights(a: Side, b: Side): (id: string) => number {
  const df = new Map<string, number>();
  const n = a.anchors.length + b.anchors.length;
  for (const x of [...a.anchors, ...b.anchors]) for (const t of new Set(x.terms)) df.set(t, (df.get(t) ?? 0) + 1);
  return (id) => 0.3 + Math.log((n + 1) / ((df.get(id) ?? 0) + 1));
}

interface Group {
  bag: Bag;
  total: number;
  length: number;
  blocks: Set<number>;
}

/**
 * Alignments kept from one ingest to the next (files/kept.ts): a side's anchors are its sentences'
 * (sideOf), read with the lexicon and the card list.
 */
const kept = new KeptTable<SentencePair[], Array<[number[], number[], number, 0 | 1]>>({
  name: 'alignment',
  code: 'lib/align/sentence-align.ts',
  reads: ['lexicon.yaml', 'cards.yaml'],
  encode: (pairs) => pairs.map((p) => [p.a, p.b, p.score, p.low ? 1 : 0]),
  decode: (stored) => stored.map(([a, b, score, low]) => ({ a: [...a], b: [...b], score, low: low === 1 })),
  isStored: (v): v is Array<[number[], number[], number, 0 | 1]> =>
    Array.isArray(v) &&
    v.every(
      (p) =>
        Array.isArray(p) &&
        p.length === 4 &&
        [p[0], p[1]].every((x) => Array.isArray(x) && x.every(Number.isInteger)) &&
        typeof p[2] === 'number' &&
        (p[3] === 0 || p[3] === 1),
    ),
});

const sideInputs = (s: Side) => [
  s.lang,
  s.blocks.join(','),
  String(s.sentences.length),
  s.concepts === false ? 'no concepts' : '',
  ...s.sentences,
];

export function alignSentences(a: Side, b: Side): SentencePair[] {
  return kept.get([...sideInputs(a), ...sideInputs(b)], () => alignSides(a, b));
}

/** Per sentence: its place in its block (body, an example), 0…1: the middle of its share of it. */
function placesOf(side: Side): number[] {
  const count = new Map<number, number>();
  for (const k of side.blocks) count.set(k, (count.get(k) ?? 0) + 1);
  return side.blocks.map((k, i) => (i - side.blocks.indexOf(k) + 0.5) / count.get(k)!);
}

function alignSides(a: Side, b: Side): SentencePair[] {
  const weight = termWeights(a, b);
  const concepts = a.concepts !== false && b.concepts !== false;
  const placeA = placesOf(a);
  const placeB = placesOf(b);
  /** How near two groups stand in their blocks (1: the same place; 0: a quarter of the block apart). */
  const nearness = (i: number, di: number, j: number, dj: number) => {
    if (a.blocks[i] !== b.blocks[j] || a.blocks[i + di - 1] !== b.blocks[j + dj - 1]) return 0;
    const mid = (p: number[], from: number, n: number) => (p[from]! + p[from + n - 1]!) / 2;
    return Math.max(0, 1 - 4 * Math.abs(mid(placeA, i, di) - mid(placeB, j, dj)));
  };
  const groups = new Map<string, Group>();
  const group = (side: Side, key: string, from: number, count: number): Group => {
    const k = `${key}${from}:${count}`;
    let g = groups.get(k);
    if (!g) {
      const merged = mergeAnchors(side.anchors.slice(from, from + count));
      const anchors = concepts ? merged : { ...merged, terms: [] };
      const bag = bagOf(anchors, weight);
      g = { bag, total: bagTotal(bag), length: anchors.length, blocks: new Set(side.blocks.slice(from, from + count)) };
      groups.set(k, g);
    }
    return g;
  };
  const pairScore = (i: number, di: number, j: number, dj: number): number => {
    const ga = group(a, 'a', i, di);
    const gb = group(b, 'b', j, dj);
    const anchor = bagDice(ga.bag, gb.bag, ga.total, gb.total);
    const length = lengthFit(ga.length, a.lang, gb.length, b.lang);
    // With no anchors on either side only the length speaks, and it says less.
    let s = ga.total + gb.total === 0 ? 0.6 * length : 0.55 * anchor + 0.45 * length;
    // A merged sentence must bring anchors the other side has: length alone does not merge.
    if (di > 1)
      s -= MERGE_SUPPORT * (1 - Math.min(...members(a, 'a', i, di).map((g) => bagSupport(g.bag, gb.bag, g.total))));
    if (dj > 1)
      s -= MERGE_SUPPORT * (1 - Math.min(...members(b, 'b', j, dj).map((g) => bagSupport(g.bag, ga.bag, g.total))));
    if (!concepts) s += PLACE_BONUS * nearness(i, di, j, dj);
    return Math.min(1, Math.max(0, s));
  };
  const members = (side: Side, key: string, from: number, count: number): Group[] =>
    Array.from({ length: count }, (_, k) => group(side, key, from + k, 1));
  const blockCost = (i: number, di: number, j: number, dj: number): number => {
    const ga = group(a, 'a', i, di);
    const gb = group(b, 'b', j, dj);
    if (ga.blocks.size > 1 || gb.blocks.size > 1) return BLOCK_PENALTY;
    const ka = [...ga.blocks][0]!;
    const kb = [...gb.blocks][0]!;
    return (ka === -1) !== (kb === -1) ? BLOCK_PENALTY : 0;
  };

  const n = a.sentences.length;
  const m = b.sentences.length;
  const best: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(-Infinity));
  const step: Array<Array<[number, number, number] | undefined>> = Array.from(
    { length: n + 1 },
    () => new Array(m + 1),
  );
  best[0]![0] = 0;
  const moves: Array<[number, number]> = [
    [1, 1],
    [1, 0],
    [0, 1],
    [2, 1],
    [1, 2],
  ];
  for (let i = 0; i <= n; i++)
    for (let j = 0; j <= m; j++) {
      const here = best[i]![j]!;
      if (here === -Infinity) continue;
      for (const [di, dj] of moves) {
        if (i + di > n || j + dj > m) continue;
        let value = 0;
        let score = 0;
        if (di > 0 && dj > 0) {
          score = pairScore(i, di, j, dj);
          value = score - MATCH_THRESHOLD - blockCost(i, di, j, dj) - (di + dj > 2 ? MERGE_PENALTY : 0);
        }
        const total = here + value;
        if (total > best[i + di]![j + dj]!) {
          best[i + di]![j + dj] = total;
          step[i + di]![j + dj] = [di, dj, score];
        }
      }
    }
  const pairs: SentencePair[] = [];
  for (let i = n, j = m; i > 0 || j > 0;) {
    const [di, dj, score] = step[i]![j]!;
    const ia = Array.from({ length: di }, (_, k) => i - di + k);
    const jb = Array.from({ length: dj }, (_, k) => j - dj + k);
    const rounded = Math.round(score * 1000) / 1000;
    pairs.push({ a: ia, b: jb, score: rounded, low: di === 0 || dj === 0 || score < LOW_SCORE });
    i -= di;
    j -= dj;
  }
  pairs.reverse();
  return pairRewordings(pairs, (i, j) => {
    const ga = group(a, 'a', i, 1);
    const gb = group(b, 'b', j, 1);
    const related = Math.max(bagSupport(ga.bag, gb.bag, ga.total), bagSupport(gb.bag, ga.bag, gb.total));
    // Or, where concepts cannot speak, sentences standing at about the same place (a free translation).
    const placed = !concepts && nearness(i, 1, j, 1) >= 0.5;
    return (ga.total > 0 && gb.total > 0 && related >= 0.6 && blockCost(i, 1, j, 1) === 0) || placed
      ? pairScore(i, 1, j, 1)
      : undefined;
  });
}

/**
 * One sentence left alone on each side between the same two pairs is most often one sentence
 * rewritten (a newer English wording) or freely translated: paired, flagged low, when their anchors
 * say they are related or, where concepts cannot speak, they stand at about the same place.
 */
function pairRewordings(pairs: SentencePair[], related: (i: number, j: number) => number | undefined): SentencePair[] {
  const out: SentencePair[] = [];
  for (let k = 0; k < pairs.length; k++) {
    const p = pairs[k]!;
    const q = pairs[k + 1];
    const single = (x: SentencePair | undefined) => x && x.a.length + x.b.length === 1;
    if (
      q &&
      single(p) &&
      single(q) &&
      p.a.length !== q.a.length &&
      !single(pairs[k + 2]) &&
      !single(out[out.length - 1])
    ) {
      const i = (p.a[0] ?? q.a[0])!;
      const j = (p.b[0] ?? q.b[0])!;
      const score = related(i, j);
      if (score !== undefined) {
        out.push({ a: [i], b: [j], score: Math.round(score * 1000) / 1000, low: true });
        k++;
        continue;
      }
    }
    out.push(p);
  }
  return out;
}

/** How much of both sides the alignment pairs (by letters), weighted by pair scores: 0…1. */
export function coverage(a: Side, b: Side, pairs: SentencePair[]): number {
  let covered = 0;
  let total = 0;
  for (const p of pairs) {
    const la = p.a.reduce((s, i) => s + a.anchors[i]!.length, 0);
    const lb = p.b.reduce((s, j) => s + b.anchors[j]!.length, 0);
    total += la + lb;
    if (p.a.length && p.b.length && !p.low) covered += la + lb;
  }
  return total === 0 ? 0 : covered / total;
}
