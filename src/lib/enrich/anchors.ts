/**
 * Anchors: what a text says that survives translation. Card names (kept in English or learnt as
 * aliases), numbers, mana symbols and X, rule references as printed (read in the source's own
 * numbering, so a reference to 608.3f rather than 608.3b pins a period), and lexicon concepts.
 * Texts in different languages are compared through these bags, never through their words.
 */
import { language, perLanguage } from '../langs/index.js';
import { extractReferences } from './references.js';
import { findCards, type CardList } from './cards.js';
import type { Lexicon } from './lexicon.js';
import { Memo, onClearMemos } from '../text/memo.js';

export interface Anchors {
  /** Lexicon concept ids, one per occurrence. */
  terms: string[];
  /** Canonical card names, one per distinct card. */
  cards: string[];
  /** Numbers as written in digits (`2/2`, `+3/+3`, `5`), outside references and symbols. */
  numbers: string[];
  /** Mana and other symbols (`{G}`), plus `X` standing alone. */
  symbols: string[];
  /** Referenced rule numbers, normalised, in the text's own numbering. */
  refs: string[];
  /**
   * Letters and digits in the text (a length that ignores spacing and punctuation), in the
   * language's own letters: a Latin letter in a text of another script (a card name a Korean text
   * keeps in English) counts as the letters of that language an English letter becomes.
   */
  length: number;
}

export interface AnchorTools {
  lexicon: Lexicon;
  cards: CardList;
}

const SYMBOL = /\{[^{}\s]{1,6}\}/g;
const LONE_X = /(?<![\p{L}\p{N}])[XХ](?![\p{L}\p{N}])/gu;
const NUMBER = /(?<![\p{L}\p{N}.,{])[+\-−]?\d+(?:\/[+\-−]?\d+)?(?![\p{N}}]|[.,]\d)/gu;
/** In a language whose words touch numbers ("有60张"), only a Latin letter before one makes it part of a word. */
const NUMBER_TOUCHING = /(?<![A-Za-z\p{N}.,{])[+\-−]?\d+(?:\/[+\-−]?\d+)?(?![\p{N}}]|[.,]\d)/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
const HIGH_SURROGATE = /[\uD800-\uDBFF]/g;

/** How many letters and digits (code points) `text` holds, without an array of them. */
function letterCount(text: string): number {
  // ASCII and Cyrillic by hand (nearly every rule text); anything else by the Unicode classes.
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || (c >= 0x410 && c <= 0x44f)) n++;
    else if (c >= 0x80 && !(c >= 0x2000 && c <= 0x206f)) return unicodeLetterCount(text);
  }
  return n;
}

const LATIN_LETTER = /[A-Za-z\u00c0-\u024f]/g;
/** Per language of another script than Latin: its letters per English letter (langs/ `expansion`). */
const LATIN_SCALE = perLanguage((l) => (l.script === 'Latn' ? undefined : l.expansion));

/** `letterCount` in the language's own letters (Anchors.length). */
function lengthIn(text: string, lang: string): number {
  const n = letterCount(text);
  const scale = LATIN_SCALE[lang as keyof typeof LATIN_SCALE];
  if (scale === undefined) return n;
  let latin = 0;
  for (const _ of text.matchAll(LATIN_LETTER)) latin++;
  return n - latin + latin * scale;
}

function unicodeLetterCount(text: string): number {
  // Only whole letter or digit code points remain: a surrogate left is half of an astral one.
  const kept = text.replace(NOT_LETTER_OR_DIGIT, '');
  let n = kept.length;
  for (const _ of kept.matchAll(HIGH_SURROGATE)) n--;
  return n;
}

let anchorCache = new WeakMap<object, WeakMap<object, Map<string, Map<string, Anchors>>>>();
/** Anchors handed out in this process, by tools: what `usedAnchors` lists (to keep them for a next run). */
let handedOut = new WeakMap<AnchorTools, Set<Anchors>>();
onClearMemos(() => {
  anchorCache = new WeakMap();
  handedOut = new WeakMap();
});

function textsOf(tools: AnchorTools, lang: string): Map<string, Anchors> {
  let byCards = anchorCache.get(tools.lexicon);
  if (!byCards) anchorCache.set(tools.lexicon, (byCards = new WeakMap()));
  let byLang = byCards.get(tools.cards);
  if (!byLang) byCards.set(tools.cards, (byLang = new Map()));
  let byText = byLang.get(lang);
  if (!byText) byLang.set(lang, (byText = new Map()));
  return byText;
}

/** One text's anchors as an earlier run with the same tools and code computed them. */
export type KeptAnchors = [lang: string, text: string, anchors: Anchors];

/** Give `anchorsOf` what an earlier run computed with these tools (same lexicon, cards and code). */
export function seedAnchors(tools: AnchorTools, kept: readonly KeptAnchors[]): void {
  for (const [lang, text, anchors] of kept) textsOf(tools, lang).set(text, anchors);
}

/** The anchors `anchorsOf` handed out with these tools in this process, computed or seeded. */
export function usedAnchors(tools: AnchorTools): KeptAnchors[] {
  const used = handedOut.get(tools);
  const out: KeptAnchors[] = [];
  if (!used) return out;
  const byCards = anchorCache.get(tools.lexicon)?.get(tools.cards);
  for (const [lang, byText] of byCards ?? [])
    for (const [text, a] of byText) if (used.has(a)) out.push([lang, text, a]);
  return out;
}

let computed = 0;
/** How many anchors were computed (not seeded) in this process: whether a kept set is out of date. */
export const anchorsComputed = () => computed;

/**
 * The anchors of `text`. Computed once per (lexicon, card list, language, text): the same texts
 * come back many times (rules unchanged across CR versions, sentences compared with every version).
 * The result is shared: read it, never change it.
 */
export function anchorsOf(text: string, lang: string, tools: AnchorTools): Anchors {
  const byText = textsOf(tools, lang);
  let a = byText.get(text);
  if (!a) {
    byText.set(text, (a = computeAnchors(text, lang, tools)));
    computed++;
  }
  let used = handedOut.get(tools);
  if (!used) handedOut.set(tools, (used = new Set()));
  used.add(a);
  return a;
}

function computeAnchors(text: string, lang: string, tools: AnchorTools): Anchors {
  const refs: string[] = [];
  // Blank out references and symbols so their digits are not read as numbers. The spans are
  // marked first and the text rebuilt once: re-slicing the text per reference was quadratic
  // (a line of 40,000 rule numbers hung the ingest).
  const blank = new Uint8Array(text.length);
  for (const ref of extractReferences(text, lang)) {
    refs.push(...ref.numbers);
    blank.fill(1, ref.start, ref.end);
  }
  let rest = blankSpans(text, blank);
  const symbols = (rest.match(SYMBOL) ?? []).map((s) => s.toUpperCase().replace(/Х/g, 'X'));
  rest = rest.replace(SYMBOL, (s) => ' '.repeat(s.length));
  for (const _ of rest.matchAll(LONE_X)) symbols.push('X');
  const numbers = (rest.match(language(lang)?.numbersTouchWords ? NUMBER_TOUCHING : NUMBER) ?? []).map((n) =>
    n.replace(/[−]/g, '-'),
  );
  return {
    terms: tools.lexicon.find(text, lang).map((o) => o.id),
    cards: findCards(text, lang, tools.cards),
    numbers,
    symbols,
    refs,
    length: lengthIn(text, lang),
  };
}

/** `text` with every character marked in `blank` replaced by a space (same length). */
function blankSpans(text: string, blank: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < text.length;) {
    let j = i + 1;
    while (j < text.length && blank[j] === blank[i]) j++;
    parts.push(blank[i] ? ' '.repeat(j - i) : text.slice(i, j));
    i = j;
  }
  return parts.join('');
}

export function emptyAnchors(): Anchors {
  return { terms: [], cards: [], numbers: [], symbols: [], refs: [], length: 0 };
}

export function mergeAnchors(list: Anchors[]): Anchors {
  const out = emptyAnchors();
  for (const a of list) {
    out.terms.push(...a.terms);
    for (const c of a.cards) if (!out.cards.includes(c)) out.cards.push(c);
    out.numbers.push(...a.numbers);
    out.symbols.push(...a.symbols);
    out.refs.push(...a.refs);
    out.length += a.length;
  }
  return out;
}

/** Weights of the anchor kinds: rarer, harder evidence counts more than a common game term. */
export const WEIGHT = { card: 3, number: 1.5, symbol: 2, ref: 3 } as const;

/** A weighted feature bag: key → total weight. */
export type Bag = Map<string, number>;

/** `termWeight` gives each concept its weight (e.g. its rarity); 1 when absent. */
export function bagOf(a: Anchors, termWeight?: (id: string) => number): Bag {
  return fillBag(new Map(), a, termWeight);
}

/** `bagOf` into `bag`, emptied first: a caller that reads each of many bags once keeps one map. */
export function fillBag(bag: Bag, a: Anchors, termWeight?: (id: string) => number): Bag {
  bag.clear();
  const add = (k: string, w: number) => bag.set(k, (bag.get(k) ?? 0) + w);
  for (const t of a.terms) add(keyOf('t', t), termWeight ? termWeight(t) : 1);
  for (const c of a.cards) add(keyOf('c', c), WEIGHT.card);
  for (const n of a.numbers) add(keyOf('n', n), WEIGHT.number);
  for (const s of a.symbols) add(keyOf('s', s), WEIGHT.symbol);
  for (const r of a.refs) add(keyOf('r', r), WEIGHT.ref);
  return bag;
}

/** Bag keys made once per anchor: one string object per key, hashed once, fewer allocations. */
const KEYS = {
  t: new Memo<string>(),
  c: new Memo<string>(),
  n: new Memo<string>(),
  s: new Memo<string>(),
  r: new Memo<string>(),
};

const PREFIXED = {
  t: (a: string) => 't:' + a,
  c: (a: string) => 'c:' + a,
  n: (a: string) => 'n:' + a,
  s: (a: string) => 's:' + a,
  r: (a: string) => 'r:' + a,
};

function keyOf(kind: keyof typeof KEYS, anchor: string): string {
  return KEYS[kind].get(anchor, PREFIXED[kind]);
}

export function bagTotal(bag: Bag): number {
  let t = 0;
  for (const w of bag.values()) t += w;
  return t;
}

/** How much of `a`'s anchor weight `b` also has (1 when `a` has none: no evidence against). */
export function bagSupport(a: Bag, b: Bag, totalA = bagTotal(a)): number {
  if (totalA === 0) return 1;
  let shared = 0;
  // forEach, not for…of: an entry array per key was a measurable share of the ingest's garbage.
  a.forEach((w, k) => {
    const v = b.get(k);
    if (v !== undefined) shared += Math.min(w, v);
  });
  return shared / totalA;
}

/** Weighted Dice: 1 = the same anchors, 0 = none shared. Two empty bags say nothing (0). */
export function bagDice(a: Bag, b: Bag, totalA = bagTotal(a), totalB = bagTotal(b)): number {
  if (totalA === 0 || totalB === 0) return 0;
  let shared = 0;
  const small = a.size <= b.size ? a : b;
  const large = small === a ? b : a;
  small.forEach((w, k) => {
    const v = large.get(k);
    if (v !== undefined) shared += Math.min(w, v);
  });
  return (2 * shared) / (totalA + totalB);
}

/** Letters per English letter in each language (its module, langs/: measured on parallel texts). */
const EXPANSION: Record<string, number> = perLanguage((l) => l.expansion);

/** How well two lengths fit a translation of each other: 1 at the expected ratio, falling off. */
export function lengthFit(lengthA: number, langA: string, lengthB: number, langB: string): number {
  if (lengthA === 0 && lengthB === 0) return 1;
  if (lengthA === 0 || lengthB === 0) return 0;
  const expected = (EXPANSION[langB] ?? 1.1) / (EXPANSION[langA] ?? 1.1);
  const deviation = Math.abs(Math.log(lengthB / lengthA / expected));
  return Math.exp(-deviation / 0.45);
}
