/**
 * One review item as a translator works on it: the translation as it is, the English it was made
 * from (its newest base) and the English now, the word diff between the two Englishes, which of
 * the translation's sentences pair with English sentences that changed (to rework), and for each
 * changed sentence of the English now, the translation memory's hits.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { DiffPart, Graph, Rendition, ReviewItem, Rule } from '../model/schema.js';
import { holds } from '../model/ranges.js';
import { englishVersions, wordsOf, type EnglishVersion } from '../align/english.js';
import { sentencesOfSide } from '../align/sentence-align.js';
import { wordDiff } from '../identity/diff.js';
import type { MemoryHit, TranslationMemory } from './memory.js';

export interface WorkItem {
  item: ReviewItem;
  translation?: Rendition;
  /** The translation's sentences, and which to rework (their English partner changed). */
  sentences: string[];
  rework: number[];
  base?: EnglishVersion;
  now?: EnglishVersion;
  /** Base → now, text and examples joined by newlines. */
  diff: DiffPart[];
  /** Sentences of the English now that are not in the base, with their TM hits. */
  changed: Array<{ sentence: string; hits: MemoryHit[] }>;
}

const full = (e: { title?: string; text: string; examples: ReadonlyArray<string | { text: string }> }) =>
  [e.text || (e.title ?? ''), ...e.examples.map((x) => (typeof x === 'string' ? x : x.text))].join('\n');

/** The English text in force in release `newest` (a rule's English versions, oldest first), if any. */
export function englishNow(english: readonly EnglishVersion[], newest: string): EnglishVersion | undefined {
  const last = english[english.length - 1];
  return last && holds(last, newest) ? last : undefined;
}

/** `english`: the rule's English versions, when the caller has them already. */
export function workItem(
  rule: Rule,
  item: ReviewItem,
  graph: Pick<Graph, 'versions' | 'sources'>,
  memory?: TranslationMemory,
  english: EnglishVersion[] = englishVersions(rule, graph.versions, graph.sources),
): WorkItem {
  const newestBase = item.baseVersions[item.baseVersions.length - 1];
  const base = newestBase ? english.find((e) => holds(e, newestBase)) : undefined;
  const now = english[english.length - 1];
  const translation = item.source
    ? (rule.renditions.find((r) => r.source === item.source && r.lang === item.lang && r.number === item.number) ??
      rule.renditions.find((r) => r.source === item.source))
    : undefined;
  const sentences = translation ? sentencesOfSide(translation, translation.lang).sentences : [];
  const work: WorkItem = { item, sentences, rework: [], diff: [], changed: [] };
  if (translation) work.translation = translation;
  if (base) work.base = base;
  if (now) work.now = now;
  if (!now) return work;
  const nowSentences = sentencesOfSide(now, SOURCE_LANG).sentences;
  if (base && base !== now) {
    work.diff = wordDiff(full(base), full(now));
    const baseSentences = sentencesOfSide(base, SOURCE_LANG).sentences;
    const kept = new Set(nowSentences.map(wordsOf));
    const gone = new Set(baseSentences.flatMap((s, i) => (kept.has(wordsOf(s)) ? [] : [i])));
    const stored = rule.alignments.find(
      (a) => a.a.lang === SOURCE_LANG && a.a.version === base.version && a.b.source === translation?.source,
    );
    const rework = new Set<number>();
    for (const p of stored?.pairs ?? []) if (p.a.some((i) => gone.has(i))) for (const j of p.b) rework.add(j);
    work.rework = [...rework].sort((x, y) => x - y);
    const had = new Set(baseSentences.map(wordsOf));
    work.changed = nowSentences
      .filter((s) => !had.has(wordsOf(s)))
      .map((sentence) => ({ sentence, hits: memory?.lookup(sentence, rule.id) ?? [] }));
  } else if (!translation) {
    // Untranslated: every sentence is new to this language.
    work.changed = nowSentences.map((sentence) => ({ sentence, hits: memory?.lookup(sentence, rule.id) ?? [] }));
  }
  return work;
}
