/**
 * `rules align NUMBER --langs A,B`: the sentence pairs of two renditions of one rule (DESIGN §5).
 * English defaults to the newest version (a `cr` source over a history page on ties); another
 * language to its rendition with the newest base version (ties: first in sources.yaml).
 * A stored alignment (graph.rules[id].alignments) is used as it is; other choices are computed.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { holds } from '../model/ranges.js';
import type { Graph, Rule } from '../model/schema.js';
import { lookup, UnknownRuleError } from './lookup.js';
import { cardListOf } from '../enrich/cards.js';
import { lexiconOf } from '../enrich/lexicon.js';
import { englishVersions } from '../align/english.js';
import { alignSentences, sentencesOfSide, sideOf } from '../align/sentence-align.js';
import type { AnchorTools } from '../enrich/anchors.js';

export interface AlignOptions {
  langs: string;
  version?: string;
  sourceA?: string;
  sourceB?: string;
}

export interface AlignResult {
  id: string;
  langs: [string, string];
  a: { source: string; version: string | null };
  b: { source: string; version: string | null };
  sentences: { a: string[]; b: string[] };
  pairs: Array<{ a: number[]; b: number[]; score: number; low: boolean; aText: string; bText: string }>;
}

interface Chosen {
  lang: string;
  source: string;
  version: string | null;
  text: string;
  examples: string[];
  /** The rendition as the ingest stored it: an English text held over releases is its first one's. */
  stored: { source: string; version: string | null };
}

/** The anchors' tools of a graph: the lexicon and card list the ingest stored with it. */
function toolsFor(graph: Graph): AnchorTools {
  return { lexicon: lexiconOf(graph.lexicon ?? []), cards: cardListOf(graph.cards) };
}

function chooseEnglish(graph: Graph, rule: Rule, version?: string, source?: string): Chosen {
  let list = englishVersions(rule, graph.versions, graph.sources);
  if (source)
    list = list.filter(
      (e) => e.source === source || rule.revisions.some((r) => r.version === e.version && r.sources.includes(source)),
    );
  if (version) list = list.filter((e) => holds(e, version));
  const e = list[list.length - 1];
  if (!e)
    throw new UnknownRuleError(
      rule.id,
      ` (no English text${version ? ` of version ${version}` : ''}${source ? ` from ${source}` : ''})`,
    );
  // A text held over a range of releases is named by the release asked for (by version or by its
  // source), else by its newest release.
  const ofSource =
    source && e.source !== source ? graph.versions.find((v) => v.sources.includes(source))?.id : undefined;
  const at = version ?? ofSource ?? (source ? e.version : (e.through ?? e.version));
  const own = at === e.version ? e.source : (graph.versions.find((v) => v.id === at)?.sources[0] ?? e.source);
  return {
    lang: SOURCE_LANG,
    source: source ?? own,
    version: at,
    text: e.text,
    examples: e.examples,
    stored: { source: e.source, version: e.version },
  };
}

function chooseTranslation(graph: Graph, rule: Rule, lang: string, source?: string): Chosen {
  const order = new Map(graph.sources.map((s, i) => [s.id, i]));
  const english = englishVersions(rule, graph.versions, graph.sources).map((e) => e.version);
  const newestBase = (src: string) => {
    const item = rule.review.find((it) => it.source === src);
    return Math.max(-1, ...(item?.baseVersions ?? []).map((v) => english.indexOf(v)));
  };
  const candidates = rule.renditions
    .filter((r) => r.lang === lang && (!source || r.source === source))
    .sort(
      (x, y) => newestBase(y.source) - newestBase(x.source) || (order.get(x.source) ?? 0) - (order.get(y.source) ?? 0),
    );
  const r = candidates[0];
  if (!r) throw new UnknownRuleError(rule.id, ` (no ${lang} rendition${source ? ` from ${source}` : ''})`);
  return {
    lang,
    source: r.source,
    version: r.version,
    text: r.text,
    examples: r.examples.map((e) => e.text),
    stored: { source: r.source, version: r.version },
  };
}

export function alignRule(graph: Graph, number: string, opts: AlignOptions): AlignResult {
  const found = lookup(graph, number);
  if ('candidates' in found)
    throw new UnknownRuleError(number, ` (several rules: ${found.candidates.map((c) => c.id).join(', ')})`);
  const rule = graph.rules[found.id]!;
  const langs = opts.langs.split(',').map((l) => l.trim());
  if (langs.length !== 2 || !langs[0] || !langs[1])
    throw new UnknownRuleError(number, ' (--langs takes two languages, like en,es)');
  const [la, lb] = langs as [string, string];
  const pick = (lang: string, source?: string) =>
    lang === SOURCE_LANG
      ? chooseEnglish(graph, rule, opts.version, source)
      : chooseTranslation(graph, rule, lang, source);
  const a = pick(la, opts.sourceA);
  const b = pick(lb, opts.sourceB);
  const same = (x: { source: string; version: string | null }, y: Chosen) =>
    x.source === y.stored.source && x.version === y.stored.version;
  const stored = rule.alignments.find((al) => same(al.a, a) && same(al.b, b));
  const swapped = rule.alignments.find((al) => same(al.a, b) && same(al.b, a));
  const sa = sentencesOfSide(a, a.lang);
  const sb = sentencesOfSide(b, b.lang);
  // Anchors (the lexicon, card names) are read only to align a pair the ingest did not store.
  const computed = () => {
    const tools = toolsFor(graph);
    return alignSentences(sideOf(a, a.lang, tools), sideOf(b, b.lang, tools));
  };
  const pairs = stored?.pairs ?? swapped?.pairs.map((p) => ({ ...p, a: p.b, b: p.a })) ?? computed();
  return {
    id: rule.id,
    langs: [la, lb],
    a: { source: a.source, version: a.version },
    b: { source: b.source, version: b.version },
    sentences: { a: sa.sentences, b: sb.sentences },
    pairs: pairs.map(({ a: ia, b: jb, score, low }) => ({
      a: ia,
      b: jb,
      score,
      low,
      aText: ia.map((i) => sa.sentences[i]).join(' '),
      bText: jb.map((j) => sb.sentences[j]).join(' '),
    })),
  };
}
