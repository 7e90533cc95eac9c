/**
 * Which English versions a translation agrees with, by content: the translation is compared with
 * each English version through its sentence alignment (how much of both sides pairs well) and its
 * anchors (cards, numbers, symbols, references, concepts, and the number of examples). The versions
 * scoring best, within a hair, are its base versions: English texts that differ only cosmetically
 * score the same, and a later English change (a new concept, example or card) scores lower.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { AnchorTools } from '../enrich/anchors.js';
import { alignSentences, sideOf, type SentencePair, type Side } from './sentence-align.js';
import type { EnglishVersion } from './english.js';

export interface VersionAgreement {
  version: string;
  /** How well the sentences pair (the translation's weighing most): 0…1. */
  score: number;
  /** Weighted anchor difference: 0 = the same anchors. */
  distance: number;
  pairs: SentencePair[];
}

/** Below this no English version is the translation's base. */
export const AGREE = 0.6;
/** Versions this close to the best pairing compete on anchors. */
const NEAR = 0.15;
/**
 * Pair quality this close to the best is a tie: about a few letters' length fit in a sentence.
 * Measured: treating the 2012 and 2017 English files as translations, each finds its own date and
 * not the other's for 98 % of the 294 rules that changed between them (83 % without this step).
 */
const SAME_QUALITY = 0.003;

export interface Translated {
  lang: string;
  text: string;
  examples: ReadonlyArray<{ text: string }>;
}

const sides = new WeakMap<object, Side>();
/**
 * Sides by tools, then by language, body and each example in turn (no key string made per call: a
 * rule's English versions mostly repeat one text, and a concatenated key cost 60 ms an ingest).
 */
interface SideKey {
  side?: Side;
  more?: Map<string, SideKey>;
}
const sidesByText = new WeakMap<AnchorTools, Map<string, SideKey>>();

/** The sentences and anchors of a text, computed once per object (and per text). Shared: read only. */
export function sideFor(
  r: { text: string; examples: ReadonlyArray<{ text: string } | string> },
  lang: string,
  tools: AnchorTools,
): Side {
  let s = sides.get(r);
  if (s) return s;
  let byLang = sidesByText.get(tools);
  if (!byLang) sidesByText.set(tools, (byLang = new Map()));
  let key = byLang.get(lang);
  if (!key) byLang.set(lang, (key = {}));
  for (const part of [r.text, ...r.examples]) {
    const text = typeof part === 'string' ? part : part.text;
    const more: Map<string, SideKey> = (key.more ??= new Map());
    let next = more.get(text);
    if (!next) more.set(text, (next = {}));
    key = next;
  }
  s = key.side ??= sideOf(r, lang, tools);
  sides.set(r, s);
  return s;
}

/**
 * Alignments by side pair: a rule's English versions mostly repeat one text (one Side object), and so
 * do the versions of a whole translation. Shared: read only.
 */
const alignedSides = new WeakMap<Side, WeakMap<Side, SentencePair[]>>();

export function alignedOnce(a: Side, b: Side): SentencePair[] {
  let byB = alignedSides.get(a);
  if (!byB) alignedSides.set(a, (byB = new WeakMap()));
  let pairs = byB.get(b);
  if (!pairs) byB.set(b, (pairs = alignSentences(a, b)));
  return pairs;
}

export function agreementWith(t: Translated, e: EnglishVersion, tools: AnchorTools): VersionAgreement {
  const a = sideFor(e, SOURCE_LANG, tools);
  const b = sideFor(t, t.lang, tools);
  // Shared between versions with one text: read only (the graph stores copies).
  const pairs = alignedOnce(a, b);
  // The translation's own sentences must pair well (a quote may leave English sentences out).
  const covered = (side: Side, key: 'a' | 'b') => {
    let all = 0;
    let ok = 0;
    for (const p of pairs)
      for (const i of p[key]) {
        all += side.anchors[i]!.length;
        if (p.a.length && p.b.length && !p.low) ok += side.anchors[i]!.length;
      }
    return all === 0 ? 0 : ok / all;
  };
  const score = 0.7 * covered(b, 'b') + 0.3 * covered(a, 'a');
  return { version: e.version, score: Math.round(score * 10000) / 10000, distance: distance(a, b, e, t), pairs };
}

/**
 * How far apart two texts are in anchors: the weighted size of the multiset difference, plus
 * examples. Integer weights, so texts differing only cosmetically are exactly as far.
 */
function distance(a: Side, b: Side, e: EnglishVersion, t: Translated): number {
  const count = (s: Side) => {
    const m = new Map<string, number>();
    const add = (k: string, w: number) => m.set(k, (m.get(k) ?? 0) + w);
    for (const x of s.anchors) {
      for (const v of x.terms) add(`t:${v}`, 1);
      for (const v of x.cards) add(`c:${v}`, 3);
      for (const v of x.numbers) add(`n:${v}`, 2);
      for (const v of x.symbols) add(`s:${v}`, 2);
      for (const v of x.refs) add(`r:${v}`, 3);
    }
    return m;
  };
  const ca = count(a);
  const cb = count(b);
  let d = 3 * Math.abs(e.examples.length - t.examples.length);
  for (const k of new Set([...ca.keys(), ...cb.keys()])) d += Math.abs((ca.get(k) ?? 0) - (cb.get(k) ?? 0));
  return d;
}

/**
 * Base versions (oldest first) and the agreement with every version: among the versions whose
 * sentences pair well enough, those nearest in anchors (a later English change that adds a concept,
 * example or card, or removes one the translation has, moves a version away), then those whose
 * sentences pair best.
 */
export function baseVersions(
  t: Translated,
  english: EnglishVersion[],
  tools: AnchorTools,
): { base: string[]; all: VersionAgreement[] } {
  const all = english.map((e) => agreementWith(t, e, tools));
  const best = Math.max(0, ...all.map((x) => x.score));
  if (best < AGREE) return { base: [], all };
  const fit = all.filter((x) => x.score >= best - NEAR);
  const nearest = Math.min(...fit.map((x) => x.distance));
  const near = fit.filter((x) => x.distance === nearest);
  // Versions with the same anchors (a rewording the lexicon does not see: "six" → "eight",
  // "Numeral" → "Numerical") are told apart by how well the sentences pair, length fit included;
  // texts differing only cosmetically pair exactly alike and stay together.
  const q = near.map((x) => quality(x.pairs));
  const top = Math.max(...q);
  return { base: near.filter((_, i) => q[i]! >= top - SAME_QUALITY).map((x) => x.version), all };
}

/** Mean pair score, weighted by sentences; an unpaired sentence counts 0. */
function quality(pairs: SentencePair[]): number {
  let n = 0;
  let s = 0;
  for (const p of pairs) {
    const w = p.a.length + p.b.length;
    n += w;
    s += w * (p.a.length && p.b.length ? p.score : 0);
  }
  return n ? s / n : 0;
}
