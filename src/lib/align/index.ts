/**
 * Sentence alignment between renditions of one rule in two languages (the `alignedWith` edge),
 * stored in graph.rules[id].alignments: each translation with the newest English version and with
 * its newest base version (when they differ), and translations of different languages with each
 * other (ru 706.10a ↔ es 707.10a even where content/ holds no English 707.10a).
 */
import { SOURCE_LANG } from '../langs/source.js';
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { GraphStage } from '../model/stage.js';
import type { Alignment, Rendition, Rule } from '../model/schema.js';
import { loadCardList, type CardList } from '../enrich/cards.js';
import { loadLexicon } from '../enrich/lexicon.js';
import type { AnchorTools } from '../enrich/anchors.js';
import { englishVersions, type EnglishVersion } from './english.js';
import { alignedOnce, baseVersions, sideFor, type VersionAgreement } from './agreement.js';
import type { SentencePair, Side } from './sentence-align.js';
import { learnAliases, type LearntAlias, type TaughtPair } from './aliases.js';
import { isWholeTranslation } from '../model/sources.js';
import type { KeyedCache } from '../files/cache.js';

/** The lexicon and card list of a content folder (with `cache`, their values kept: files/yaml.ts). */
export function alignTools(contentDir: string, cache?: KeyedCache): AnchorTools {
  const cardsFile = path.join(contentDir, 'cards.yaml');
  const cards: CardList = existsSync(cardsFile) ? loadCardList(cardsFile, cache) : { cards: [] };
  return { lexicon: loadLexicon(path.join(contentDir, 'lexicon.yaml'), 'lexicon.yaml', cache), cards };
}

const englishCache = new WeakMap<Rule, EnglishVersion[]>();
const baseCache = new WeakMap<Rendition, { base: string[]; all: VersionAgreement[] }>();
/** The stage as alignment and review receive it: with the lexicon and card list the build read. */
export interface AlignStage extends GraphStage {
  /** Else read from contentDir. */
  tools?: AnchorTools;
}

const toolsCache = new WeakMap<GraphStage, AnchorTools>();

export function stageTools(stage: AlignStage): AnchorTools {
  if (stage.tools) return stage.tools;
  let t = toolsCache.get(stage);
  if (!t) toolsCache.set(stage, (t = alignTools(stage.contentDir ?? 'content')));
  return t;
}

/** The English versions of a rule (computed once per rule object). */
export function englishOf(rule: Rule, stage: Pick<GraphStage, 'versions' | 'sources'>): EnglishVersion[] {
  let e = englishCache.get(rule);
  if (!e) englishCache.set(rule, (e = englishVersions(rule, stage.versions, stage.sources)));
  return e;
}

/** A translation's base versions (computed once per rendition object). */
export function basesOf(
  r: Rendition,
  english: EnglishVersion[],
  tools: AnchorTools,
): { base: string[]; all: VersionAgreement[] } {
  let b = baseCache.get(r);
  if (!b) baseCache.set(r, (b = baseVersions(r, english, tools)));
  return b;
}

/**
 * Fills rule.alignments and returns the card-name aliases the aligned pairs teach (aliases.ts),
 * for the graph's card list.
 */
/** The alignment stage's part: each translated rule's alignments, and the card aliases they taught. */
export interface AlignmentsPart {
  alignments: Map<string, Alignment[]>;
  learnt: LearntAlias[];
}

export function buildAlignments(stage: AlignStage): AlignmentsPart {
  const byRule = new Map<string, Alignment[]>();
  const tools = stageTools(stage);
  const taught: TaughtPair[] = [];
  const sourceOf = new Map(stage.sources.map((s) => [s.id, s]));
  for (const rule of Object.values(stage.rules)) {
    const translations = rule.renditions.filter((r) => r.lang !== SOURCE_LANG && (r.text || r.examples.length));
    if (translations.length === 0) continue;
    const english = englishOf(rule, stage);
    const alignments: Alignment[] = [];
    const newest = english[english.length - 1];
    for (const t of translations) {
      const { base, all } = declaredOrAgreed(t, english, tools, sourceOf.get(t.source)?.base);
      const targets = new Set<string>();
      if (newest) targets.add(newest.version);
      const newestBase = base[base.length - 1];
      if (newestBase) targets.add(newestBase);
      for (const e of english) {
        if (!targets.has(e.version)) continue;
        const pairs = all.find((x) => x.version === e.version)?.pairs ?? [];
        // Aliases are learnt from the version the translation agrees with: its pairs are reliable.
        if (e.version === newestBase)
          taught.push(...taughtPairs(sideFor(e, SOURCE_LANG, tools), sideFor(t, t.lang, tools), pairs));
        alignments.push({
          a: { lang: SOURCE_LANG, source: e.source, version: e.version },
          b: { lang: t.lang, source: t.source, version: t.version },
          pairs: pairs.map(({ a, b, score, low }) => ({ a, b, score, low })),
        });
      }
    }
    // Translations of different languages with each other; not a whole translation's (thousands
    // of rules, read beside English: `rules align` pairs two of them when asked).
    const whole = (r: Rendition) => isWholeTranslation(sourceOf.get(r.source) ?? { format: '', lang: SOURCE_LANG });
    for (const x of translations)
      for (const y of translations) {
        if (x.lang >= y.lang || whole(x) || whole(y)) continue;
        const pairs = alignedOnce(sideFor(x, x.lang, tools), sideFor(y, y.lang, tools));
        alignments.push({
          a: { lang: x.lang, source: x.source, version: x.version },
          b: { lang: y.lang, source: y.source, version: y.version },
          pairs: pairs.map(({ a, b, score, low }) => ({ a, b, score, low })),
        });
      }
    byRule.set(rule.id, alignments);
  }
  return { alignments: byRule, learnt: learnAliases(taught, tools.cards) };
}

/**
 * A translation's base: the English version it was made from where its source says (a whole
 * translation, an import: no agreement to measure against every version, a few hundred ms on the
 * archive), else the versions it agrees with. The pairs are those of the base and the newest.
 */
function declaredOrAgreed(
  t: Rendition,
  english: EnglishVersion[],
  tools: AnchorTools,
  declared: string | undefined,
): { base: string[]; all: Array<{ version: string; pairs: SentencePair[] }> } {
  const at = declared === undefined ? undefined : english.findLast((e) => e.version <= declared);
  if (!at) return basesOf(t, english, tools);
  const newest = english[english.length - 1]!;
  const side = sideFor(t, t.lang, tools);
  const all = [...new Set([at, newest])].map((e) => ({
    version: e.version,
    pairs: alignedOnce(sideFor(e, SOURCE_LANG, tools), side),
  }));
  return { base: [at.version], all };
}

/** The confident pairs of one alignment as texts. */
function taughtPairs(a: Side, b: Side, pairs: SentencePair[]): TaughtPair[] {
  return pairs
    .filter((p) => p.a.length && p.b.length && !p.low)
    .map((p) => ({
      lang: b.lang,
      en: p.a.map((i) => a.sentences[i]).join(' '),
      tr: p.b.map((j) => b.sentences[j]).join(' '),
    }));
}
