/**
 * Which English versions a translation agrees with, by content: the translation is compared with
 * each English version through its sentence alignment (how much of both sides pairs well) and its
 * anchors (cards, numbers, symbols, references, concepts, and the number of examples). The versions
 * scoring best, within a hair, are its base versions: English texts that differ only cosmetically
 * score the same, and a later English change (a new concept, example or card) scores lower.
 */
import { anchorsOf, bagDice, bagOf, mergeAnchors, type AnchorTools } from './anchors.js';
import { alignSentences, coverage, sideOf, type SentencePair, type Side } from './sentence-align.js';
import type { EnglishVersion } from './english.js';

export interface VersionAgreement {
  version: string;
  score: number;
  pairs: SentencePair[];
}

/** Below this no English version is the translation's base. */
export const AGREE = 0.55;
const TIE = 0.005;

export interface Translated {
  lang: string;
  text: string;
  examples: ReadonlyArray<{ text: string }>;
}

const sides = new WeakMap<object, Side>();

/** The sentences and anchors of a text, computed once per object. */
export function sideFor(r: { text: string; examples: ReadonlyArray<{ text: string } | string> }, lang: string, tools: AnchorTools): Side {
  let s = sides.get(r);
  if (!s) sides.set(r, (s = sideOf(r, lang, tools)));
  return s;
}

export function agreementWith(t: Translated, e: EnglishVersion, tools: AnchorTools): VersionAgreement {
  const a = sideFor(e, 'en', tools);
  const b = sideFor(t, t.lang, tools);
  const pairs = alignSentences(a, b);
  const cov = coverage(a, b, pairs);
  const whole = (s: Side) => bagOf(mergeAnchors(s.anchors.length ? s.anchors : [anchorsOf('', s.lang, tools)]));
  const dice = a.anchors.length + b.anchors.length === 0 ? 0 : bagDice(whole(a), whole(b));
  const exampleGap = Math.abs(e.examples.length - t.examples.length);
  const score = Math.max(0, 0.5 * cov + 0.5 * dice - 0.1 * exampleGap);
  return { version: e.version, score: Math.round(score * 10000) / 10000, pairs };
}

/** Base versions (oldest first) and the agreement with every version. */
export function baseVersions(t: Translated, english: EnglishVersion[], tools: AnchorTools): { base: string[]; all: VersionAgreement[] } {
  const all = english.map((e) => agreementWith(t, e, tools));
  const best = Math.max(0, ...all.map((x) => x.score));
  if (best < AGREE) return { base: [], all };
  return { base: all.filter((x) => x.score >= best - TIE).map((x) => x.version), all };
}
