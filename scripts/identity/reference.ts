/**
 * The identity report's reference (issue #16): which rule of one release is which rule of the next,
 * decided by definitions written apart from the matcher (src/lib/identity/match.ts), so that the
 * report measures the matcher instead of repeating it.
 *
 *  - exact move: identical normalised text (numbers masked; quotes, dashes, spacing, `_` folded),
 *    unique in both releases, under another number; a rule's text is its numbered line (examples
 *    aside, see entryText);
 *  - reworded move: difflib ratio on word tokens (numbers masked), best in both directions among
 *    the rules not settled above, ≥ 0.7, ahead of the runner-up on both sides by ≥ 0.1, under
 *    another number (the same definition at the same number is "reworded in place", reported apart);
 *    pairs that pass all but the margin are counted;
 *  - level change: a title-only rule or subrule whose title (case folded) uniquely equals a section or
 *    chapter heading of the other release, or the reverse, when the title is not at the first level
 *    in the other release too;
 *  - keyword chain: one rule that is a 702.N rule or subrule in both releases under keywords (702.N's
 *    titles) that differ, unless the keyword was renamed: the older text with the older keyword
 *    written as the newer one is the newer text (totem armor → umbra armor, 2024).
 */
import { SequenceMatcher } from './difflib.js';

export interface Entry {
  number: string;
  kind: 'chapter' | 'section' | 'rule' | 'subrule';
  title: string;
  text: string;
  examples: string[];
}

export interface Release {
  version: string;
  entries: Entry[];
}

export interface Pair {
  older: string;
  newer: string;
  /** The difflib ratio (1 for exact moves and level changes). */
  ratio: number;
  /** Reworded moves: the larger of the two runner-ups' ratios. */
  runnerUp?: number;
}

export interface ReferencePairs {
  exact: Pair[];
  reworded: Pair[];
  rewordedInPlace: Pair[];
  /** Mutual best at ≥ 0.7 but within 0.1 of a runner-up on one side: not in the reference. */
  marginExcluded: Pair[];
  level: Pair[];
}

export const MIN_RATIO = 0.7;
export const MARGIN = 0.1;

const NUMBER = /\d+(?:\.\d+)*[a-z]?(?![\p{L}\p{N}])/gu;

/** Text with quotes, dashes, spacing and `_` folded and numbers masked as `#`. */
export function normalise(s: string): string {
  return s
    .replace(/_/g, '')
    .replace(/[‘’‚‛′`´]/g, "'")
    .replace(/["“”„‟″«»]/g, '"')
    .replace(/…/g, '...')
    .replace(/\s*(?:-{1,3}|[‐‑‒–—―−])\s*/g, '-')
    .replace(NUMBER, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a rule says: its numbered line as printed, i.e. its body, or its title when it has none.
 * Examples are left out: they are paragraphs of their own, and a rule split in two takes its
 * examples to one half or the other, which would outweigh the rule's own words.
 */
export function entryText(e: Entry): string {
  return normalise(e.text || e.title);
}

/** Word tokens of the normalised text (numbers are `#`). */
export function wordTokens(normalised: string): string[] {
  return normalised.match(/[\p{L}\p{N}#]+/gu) ?? [];
}

const isHeading = (e: Entry) => e.kind === 'chapter' || e.kind === 'section';
const titleOnly = (e: Entry) => !isHeading(e) && !e.text && !e.examples.length && e.title !== '';
const foldTitle = (t: string) => normalise(t).toLowerCase().replace(/\.$/, '');

function countBy<T>(xs: T[], key: (x: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of xs) m.set(key(x), (m.get(key(x)) ?? 0) + 1);
  return m;
}

/** Level changes from `from`'s title-only rules to `to`'s headings (`reverse`: the other way round). */
function levelPairs(from: Entry[], to: Entry[], fromIsOlder: boolean): Pair[] {
  const headsTo = new Map<string, Entry[]>();
  for (const e of to)
    if (isHeading(e)) headsTo.set(foldTitle(e.title), [...(headsTo.get(foldTitle(e.title)) ?? []), e]);
  const titledTo = new Set(to.filter(titleOnly).map((e) => foldTitle(e.title)));
  const headsFrom = new Set(from.filter(isHeading).map((e) => foldTitle(e.title)));
  const out: Pair[] = [];
  for (const e of from.filter(titleOnly)) {
    const t = foldTitle(e.title);
    const heads = headsTo.get(t);
    if (heads?.length !== 1 || titledTo.has(t) || headsFrom.has(t)) continue;
    const [o, n] = fromIsOlder ? [e.number, heads[0]!.number] : [heads[0]!.number, e.number];
    out.push({ older: o, newer: n, ratio: 1 });
  }
  return out;
}

interface Candidate {
  k: number;
  ratio: number;
}

/** Token sequences with their counts, for difflib's cheap upper bounds. */
interface Side {
  tokens: string[][];
  counts: Array<Map<string, number>>;
}

function side(tokens: string[][]): Side {
  return { tokens, counts: tokens.map((t) => countBy(t, (x) => x)) };
}

/** quick_ratio: the tokens in common, order ignored (an upper bound on ratio). */
function quickRatio(a: Map<string, number>, la: number, b: Map<string, number>, lb: number): number {
  let common = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const [x, c] of small) common += Math.min(c, large.get(x) ?? 0);
  return la + lb ? (2 * common) / (la + lb) : 1;
}

/**
 * Best and runner-up of `from.tokens[i]` among `to`'s sequences by difflib ratio (the older text
 * always `a`, as the ratio is not symmetric). `ratioOf(i, k)` computes (and remembers) one ratio.
 */
function bestTwo(from: Side, i: number, to: Side, ratioOf: (i: number, k: number) => number): [Candidate, Candidate] {
  const la = from.tokens[i]!.length;
  const cut = MIN_RATIO - MARGIN;
  const order: Array<{ k: number; bound: number }> = [];
  to.tokens.forEach((t, k) => {
    const lb = t.length;
    if (la + lb && (2 * Math.min(la, lb)) / (la + lb) < cut) return;
    const bound = quickRatio(from.counts[i]!, la, to.counts[k]!, lb);
    if (bound >= cut) order.push({ k, bound });
  });
  order.sort((x, y) => y.bound - x.bound || x.k - y.k);
  let best: Candidate = { k: -1, ratio: 0 };
  let second: Candidate = { k: -1, ratio: 0 };
  for (const c of order) {
    // Ratios below both found ones change neither the best nor the margin.
    if (c.bound <= second.ratio) break;
    const r = ratioOf(i, c.k);
    if (r > best.ratio) [best, second] = [{ k: c.k, ratio: r }, best];
    else if (r > second.ratio) second = { k: c.k, ratio: r };
  }
  return [best, second];
}

export function referencePairs(older: Release, newer: Release): ReferencePairs {
  const o = older.entries;
  const n = newer.entries;
  const ot = o.map(entryText);
  const nt = n.map(entryText);
  const settledO = new Set<number>();
  const settledN = new Set<number>();
  const out: ReferencePairs = { exact: [], reworded: [], rewordedInPlace: [], marginExcluded: [], level: [] };

  // Unchanged: the same number and text.
  const nAt = new Map(n.map((e, j) => [e.number, j]));
  o.forEach((e, i) => {
    const j = nAt.get(e.number);
    if (j !== undefined && ot[i] === nt[j]) {
      settledO.add(i);
      settledN.add(j);
    }
  });

  const level = [...levelPairs(o, n, true), ...levelPairs(n, o, false)];
  const oAt = new Map(o.map((e, i) => [e.number, i]));
  for (const p of level) {
    out.level.push(p);
    settledO.add(oAt.get(p.older)!);
    settledN.add(nAt.get(p.newer)!);
  }

  const oCount = countBy(ot, (t) => t);
  const nCount = countBy(nt, (t) => t);
  const nByText = new Map(nt.map((t, j) => [t, j]));
  ot.forEach((t, i) => {
    if (settledO.has(i) || oCount.get(t) !== 1 || nCount.get(t) !== 1) return;
    const j = nByText.get(t)!;
    if (settledN.has(j)) return;
    settledO.add(i);
    settledN.add(j);
    out.exact.push({ older: o[i]!.number, newer: n[j]!.number, ratio: 1 });
  });

  const poolO = o.map((_, i) => i).filter((i) => !settledO.has(i));
  const poolN = n.map((_, j) => j).filter((j) => !settledN.has(j));
  const sideO = side(poolO.map((i) => wordTokens(ot[i]!)));
  const sideN = side(poolN.map((j) => wordTokens(nt[j]!)));
  const ratios = new Map<number, number>();
  const ratioOf = (a: number, b: number) => {
    const key = a * poolN.length + b;
    let r = ratios.get(key);
    if (r === undefined) ratios.set(key, (r = new SequenceMatcher(sideO.tokens[a]!, sideN.tokens[b]!).ratio()));
    return r;
  };
  const bestN = poolN.map((_, b) => bestTwo(sideN, b, sideO, (b2, a) => ratioOf(a, b2)));
  poolO.forEach((_, a) => {
    const [best, second] = bestTwo(sideO, a, sideN, ratioOf);
    if (best.k < 0 || best.ratio < MIN_RATIO) return;
    const [back, backSecond] = bestN[best.k]!;
    if (back.k !== a) return;
    const i = poolO[a]!;
    const j = poolN[best.k]!;
    const runnerUp = Math.max(second.ratio, backSecond.ratio);
    const pair = { older: o[i]!.number, newer: n[j]!.number, ratio: best.ratio, runnerUp };
    if (best.ratio - runnerUp < MARGIN) out.marginExcluded.push(pair);
    else if (pair.older === pair.newer) out.rewordedInPlace.push(pair);
    else out.reworded.push(pair);
  });
  return out;
}

/** A 702.N rule's or subrule's keyword: the title of 702.N in that release. */
export function keywordOf(release: Map<string, Entry>, number: string): string | undefined {
  const m = /^702\.\d+/.exec(number);
  const title = m && release.get(m[0])?.title;
  return title ? foldTitle(title) : undefined;
}

/** Does `older`'s text, with keyword `from` written as `to`, say exactly what `newer` says? */
export function isRename(older: Entry, newer: Entry, from: string, to: string): boolean {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const renamed = (e: Entry) => entryText(e).toLowerCase().replace(new RegExp(escaped, 'g'), to);
  return renamed(older) === entryText(newer).toLowerCase();
}
