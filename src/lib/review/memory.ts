/**
 * Translation memory (the workbench's TM hits, as Weblate and OmegaT offer them): every sentence pair
 * the aligner paired well between an English text and a translation in one language, searched by
 * the English side. Similarity is the Dice coefficient of the two sentences' word multisets: the
 * share of words they have in common, which is what a translator reuses.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { Graph, Rule } from '../model/schema.js';
import { englishVersions, wordsOf } from '../align/english.js';
import { sentencesOfSide } from '../align/sentence-align.js';

export interface MemoryHit {
  /** The English sentence(s) of the pair, and their translation. */
  en: string;
  target: string;
  /** The rule the pair is from, and the translation's source. */
  rule: string;
  source: string;
  /** 0…1, two decimals. */
  similarity: number;
}

interface Entry extends Omit<MemoryHit, 'similarity'> {
  words: Map<string, number>;
  size: number;
}

/** Pairs scoring below this are not offered: the aligner was unsure of them. */
const PAIR_FLOOR = 0.5;
/** Hits below this similarity are noise. */
const HIT_FLOOR = 0.5;

function bag(text: string): { words: Map<string, number>; size: number } {
  const words = new Map<string, number>();
  const list = wordsOf(text).split(' ').filter(Boolean);
  for (const w of list) words.set(w, (words.get(w) ?? 0) + 1);
  return { words, size: list.length };
}

export class TranslationMemory {
  private entries: Entry[] = [];
  private byWord = new Map<string, number[]>();
  private seen = new Set<string>();

  /** Adds the well-paired sentences of a rule's stored alignments between `lang` and its base English. */
  add(rule: Rule, lang: string, graph: Pick<Graph, 'versions' | 'sources'>): void {
    const english = englishVersions(rule, graph.versions, graph.sources);
    for (const al of rule.alignments) {
      if (al.a.lang !== SOURCE_LANG || al.b.lang !== lang) continue;
      // Only the English the translation was made from: paired with a later English, an outdated
      // translation's sentences say something else.
      const item = rule.review.find((it) => it.source === al.b.source);
      if (!item?.baseVersions.includes(al.a.version ?? '')) continue;
      const e = english.find((x) => x.version === al.a.version);
      const t = rule.renditions.find((r) => r.source === al.b.source && r.lang === lang);
      if (!e || !t) continue;
      const a = sentencesOfSide(e, SOURCE_LANG).sentences;
      const b = sentencesOfSide(t, lang).sentences;
      for (const p of al.pairs) {
        if (p.low || p.score < PAIR_FLOOR || !p.a.length || !p.b.length) continue;
        const en = p.a.map((i) => a[i]).join(' ');
        const target = p.b.map((i) => b[i]).join(' ');
        if (this.seen.has(`${en}\u0000${target}`)) continue;
        this.seen.add(`${en}\u0000${target}`);
        const k = this.entries.push({ en, target, rule: rule.id, source: t.source, ...bag(en) }) - 1;
        for (const w of this.entries[k]!.words.keys()) {
          let list = this.byWord.get(w);
          if (!list) this.byWord.set(w, (list = []));
          list.push(k);
        }
      }
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /** The best hits for an English sentence, leaving out pairs of rule `except` (the rule being translated). */
  lookup(sentence: string, except?: string, limit = 3): MemoryHit[] {
    const q = bag(sentence);
    if (!q.size) return [];
    const common = new Map<number, number>();
    for (const [w, n] of q.words)
      for (const k of this.byWord.get(w) ?? [])
        common.set(k, (common.get(k) ?? 0) + Math.min(n, this.entries[k]!.words.get(w)!));
    const hits: MemoryHit[] = [];
    for (const [k, shared] of common) {
      const e = this.entries[k]!;
      if (e.rule === except) continue;
      const similarity = Math.round(((2 * shared) / (q.size + e.size)) * 100) / 100;
      if (similarity >= HIT_FLOOR)
        hits.push({ en: e.en, target: e.target, rule: e.rule, source: e.source, similarity });
    }
    // Deterministic: by similarity, then the rule and text.
    hits.sort(
      (x, y) => y.similarity - x.similarity || x.rule.localeCompare(y.rule) || x.target.localeCompare(y.target),
    );
    return hits.slice(0, limit);
  }
}
