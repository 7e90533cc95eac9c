/**
 * Placing translated renditions on the rules they translate, by content (DESIGN §3 Placement).
 *
 * The method is the same for every rendition, with no rule-specific code:
 *  1. Anchors (anchors.ts) of the translation and of every candidate: every English rendition of
 *     every numbering, and translations printed in the canonical numbering where no English text
 *     stands at their number (so a 2012 Russian subrule meets today's Spanish one when content/
 *     holds no English 707.10a). Concepts are weighted by rarity over all candidates.
 *  2. Candidates sharing anchors are scored: weighted anchor Dice, length fit, and structure
 *     (examples count, rule vs subrule, title vs text). The printed number read in the source's
 *     numbering is a hint, never the proof: it only breaks near-ties and adds a little.
 *  3. A translation is placed when its best candidate is good enough and clearly better than any
 *     candidate with a different text; otherwise, when the hint is among the near-best, at the hint.
 *  4. Structure: a title-only rendition (`502.84 Откопать`) goes where its subrules went, when
 *     they were placed confidently and agree on one parent (place-structure.ts).
 *  5. A source whose placements agree with their printed numbers nearly always has its numbers
 *     trusted where content says little (printed-numbers.ts).
 * What content cannot place is left to identity (declared numbering maps, else unplaced).
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { RawRendition } from '../model/renditions.js';
import type { Placement } from '../model/schema.js';
import { similarity } from '../text/similarity.js';
import { trustPrintedNumbers, type Contest } from './printed-numbers.js';
import { placeByChildren } from './place-structure.js';
import { Shares, topCandidates } from './place-candidates.js';
import {
  anchorsOf,
  bagDice,
  bagOf,
  bagSupport,
  bagTotal,
  fillBag,
  lengthFit,
  mergeAnchors,
  type Anchors,
  type AnchorTools,
  type Bag,
} from '../enrich/anchors.js';

export interface TranslationPlacement {
  numbering: string;
  number: string;
  placement: Placement;
}

export interface PlaceContext {
  /** English renditions by numbering, then by number. */
  english: Map<string, Map<string, RawRendition>>;
  numberings: string[];
  canonicalNumbering: string;
  /** Lexicon and card list; without them nothing is placed by content. */
  tools?: AnchorTools;
}

/** Minimum score to place by content. */
export const ACCEPT = 0.55;
/** A best candidate must beat every candidate with another text by this much. */
const MARGIN = 0.04;
const HINT_BONUS = 0.03;
const CANDIDATES = 25;

/**
 * One distinct candidate text: a rule unchanged across five CR versions is five entries but one
 * text, with one set of anchors and one bag, scored once per translation.
 */
interface CandidateText {
  anchors: Anchors;
  /** Anchors of the body, then of each example (a quote may leave examples out). */
  parts: Anchors[];
  /** Its bag's total weight. */
  total: number;
  /** The entries with this text, ascending. */
  entries: number[];
  /** Bags of the examples, made when the text is first a candidate. */
  exampleBags?: Bag[];
  /** What a translation quotes of it (body or not, which examples) → those anchors' length and bag. */
  quotes?: Map<string, { length: number; bag: Bag }>;
}

/** A text's place in the table of distinct texts: its id once made, the texts extending it by one more example. */
interface TextKey {
  id: number;
  more?: Map<string, TextKey>;
}

interface Entry {
  r: RawRendition;
  numbering: string;
  number: string;
  titleOnly: boolean;
  text: CandidateText;
}

const fullText = (r: RawRendition) =>
  [r.title && !r.text ? r.title : '', r.text, ...r.examples].filter(Boolean).join('\n');

export function placeTranslations(
  translations: RawRendition[],
  ctx: PlaceContext,
): Map<RawRendition, TranslationPlacement> {
  const out = new Map<RawRendition, TranslationPlacement>();
  const tools = ctx.tools;
  if (!tools || translations.length === 0) return out;

  // Candidates: English texts, then canonical-numbering translations where no English stands. The
  // archive's pool is some 330,000 renditions: one pass, no object per entry, and entries by number
  // only for the numberings asked about (entriesAt), read from where each numbering's entries lie.
  const poolR: RawRendition[] = [];
  const spans = new Map<string, number[]>();
  const span = (numbering: string, from: number, to: number) => {
    if (to > from) (spans.get(numbering) ?? spans.set(numbering, []).get(numbering)!).push(from, to);
  };
  const texts: CandidateText[] = [];
  const partTexts = (r: RawRendition) => [r.title && !r.text ? r.title : r.text, ...r.examples];
  const partsOf = (r: RawRendition, lang: string) => partTexts(r).map((x) => anchorsOf(x, lang, tools));
  // Distinct texts by language, then body, then each example in turn: the archive's English is
  // hundreds of thousands of renditions of a few tens of thousands of texts, their strings shared
  // with the release before (ingest/tree-cache.ts), so no key string is made per rendition.
  const textIds = new Map<string, Map<string, TextKey>>();
  const textIdOf = (r: RawRendition, lang: string): number => {
    const byBody = textIds.get(lang) ?? textIds.set(lang, new Map()).get(lang)!;
    const body = r.title && !r.text ? r.title : r.text;
    let key: TextKey | undefined = byBody.get(body);
    if (!key) byBody.set(body, (key = { id: -1 }));
    for (const example of r.examples) {
      const more: Map<string, TextKey> = (key.more ??= new Map());
      let next: TextKey | undefined = more.get(example);
      if (!next) more.set(example, (next = { id: -1 }));
      key = next;
    }
    if (key.id < 0) {
      const parts = partsOf(r, lang);
      key.id = texts.length;
      texts.push({ anchors: mergeAnchors(parts), parts, total: 0, entries: [] });
    }
    return key.id;
  };
  const textOfEntry: number[] = [];
  const addToPool = (r: RawRendition, lang: string) => {
    const id = textIdOf(r, lang);
    texts[id]!.entries.push(poolR.length);
    textOfEntry.push(id);
    poolR.push(r);
  };
  for (const [numbering, byNumber] of ctx.english) {
    const from = poolR.length;
    for (const r of byNumber.values()) if (r.text || r.title || r.examples.length) addToPool(r, SOURCE_LANG);
    span(numbering, from, poolR.length);
  }
  const englishAt = (numbering: string, number: string) => ctx.english.get(numbering)?.has(number) ?? false;
  for (const r of translations)
    if (
      r.numbering === ctx.canonicalNumbering &&
      r.number &&
      !englishAt(r.numbering, r.number) &&
      (r.text || r.examples.length)
    ) {
      span(r.numbering, poolR.length, poolR.length + 1);
      addToPool(r, r.lang);
    }
  const textOf = Int32Array.from(textOfEntry);
  // Entries by numbering, then number (the printed counterpart of a translation competes always),
  // made for a numbering the first time it is asked about: a few of the archive's hundred.
  const at = new Map<string, Map<string, number[]>>();
  const entriesAt = (numbering: string, number: string) => {
    let byNumber = at.get(numbering);
    if (!byNumber) {
      at.set(numbering, (byNumber = new Map()));
      const where = spans.get(numbering) ?? [];
      for (let k = 0; k < where.length; k += 2)
        for (let i = where[k]!; i < where[k + 1]!; i++) {
          const list = byNumber.get(poolR[i]!.number);
          if (list) list.push(i);
          else byNumber.set(poolR[i]!.number, [i]);
        }
    }
    return byNumber.get(number);
  };
  // Entries are made when they compete (a few thousand of the archive's hundreds of thousands).
  const made = new Map<number, Entry>();
  const entryAt = (i: number): Entry => {
    let e = made.get(i);
    if (!e) {
      const r = poolR[i]!;
      e = {
        r,
        numbering: r.numbering,
        number: r.number,
        titleOnly: !r.text && !r.examples.length,
        text: texts[textOf[i]!]!,
      };
      made.set(i, e);
    }
    return e;
  };

  // Concept weights: rare concepts say more (over the whole pool, each entry counted).
  const df = new Map<string, number>();
  // Each concept once per text: the last text that counted it, instead of a Set per text (tens of thousands).
  const countedBy = new Map<string, number>();
  texts.forEach((x, i) => {
    for (const t of x.anchors.terms)
      if (countedBy.get(t) !== i) {
        countedBy.set(t, i);
        df.set(t, (df.get(t) ?? 0) + x.entries.length);
      }
  });
  const n = poolR.length + 1;
  const weights = new Map<string, number>();
  const weight = (id: string) => {
    let w = weights.get(id);
    if (w === undefined)
      weights.set(id, (w = Math.max(0.15, Math.log(n / ((df.get(id) ?? 0) + 1)) / Math.log(n)) * 1.5));
    return w;
  };
  // Each text's bag is read once, into its total and the postings: one map for all of them (the
  // archive has tens of thousands of texts, a million anchors).
  const postings = new Map<string, { ids: number[]; ws: number[] }>();
  const scratch: Bag = new Map();
  texts.forEach((x, i) => {
    fillBag(scratch, x.anchors, weight);
    x.total = bagTotal(scratch);
    scratch.forEach((w, k) => {
      let p = postings.get(k);
      if (!p) postings.set(k, (p = { ids: [], ws: [] }));
      p.ids.push(i);
      p.ws.push(w);
    });
  });
  const shares = new Shares(texts.map((x) => x.total));

  const contests: Contest[] = [];
  for (const t of translations) {
    if (!t.text && !t.title && !t.examples.length) continue;
    const anchors = anchorsOf(fullText(t), t.lang, tools);
    const bag = bagOf(anchors, weight);
    const total = bagTotal(bag);
    if (total === 0) continue;
    shares.add(bag, postings);
    shares.rank(total);
    const scored: Array<{ e: Entry; score: number; dice: number }> = [];
    const top = topCandidates(shares, texts, CANDIDATES);
    // The printed counterpart always competes, however few anchors it shares: it breaks near-ties,
    // and a source whose numbers are trusted needs its score (printed-numbers.ts).
    for (const i of entriesAt(t.numbering, t.number) ?? []) if (!top.includes(i)) top.push(i);
    shares.clear();
    const tParts = partsOf(t, t.lang).map((a) => bagOf(a, weight));
    for (const i of top) {
      const e = entryAt(i);
      if (e.r === t || e.r.source === t.source) continue;
      // Compare with the candidate's body and the examples the translation quotes, whichever they
      // are (an article may quote a rule's second example only). A bare number owning examples
      // (an article's `616.1e` line) quotes the examples only.
      const chosen = quotedExamples(tParts.slice(1), e, weight);
      const bodyQuoted = Boolean(t.text || t.title || chosen.length === 0);
      const quotes = (e.text.quotes ??= new Map());
      const quoteKey = `${bodyQuoted ? 'b' : ''}${chosen.join(',')}`;
      let quote = quotes.get(quoteKey);
      if (!quote) {
        const { parts } = e.text;
        const quoted = mergeAnchors([...(bodyQuoted ? [parts[0]!] : []), ...chosen.map((j) => parts[1 + j]!)]);
        quotes.set(quoteKey, (quote = { length: quoted.length, bag: bagOf(quoted, weight) }));
      }
      const qbag = quote.bag;
      const dice = bagDice(bag, qbag, total);
      const support = bagSupport(bag, qbag, total);
      const anchorScore = 0.6 * dice + 0.4 * support;
      scored.push({ e, dice: anchorScore, score: candidateScore(t, anchors, e, anchorScore, quote.length) });
    }
    if (scored.length === 0) continue;
    const isHint = (e: Entry) => e.numbering === t.numbering && e.number === t.number;
    for (const s of scored) if (isHint(s.e)) s.score += HINT_BONUS;
    // Best first; near-ties: the hint, then the newer numbering.
    const rank = (e: Entry) => ctx.numberings.indexOf(e.numbering);
    scored.sort((x, y) => y.score - x.score || Number(isHint(y.e)) - Number(isHint(x.e)) || rank(y.e) - rank(x.e));
    let best = scored[0]!;
    const near = scored.filter((s) => s.score >= best.score - 0.01);
    best = near.find((s) => isHint(s.e)) ?? near.sort((x, y) => rank(y.e) - rank(x.e))[0] ?? best;
    // The runner-up that says something else (a same-text candidate is the same rule in another version).
    const rival = scored.find((s) => s !== best && !sameText(s.e, best.e));
    const margin = rival ? best.score - rival.score : best.score;
    const hinted = scored.find((s) => isHint(s.e));
    if (hinted)
      contests.push({
        t,
        hint: {
          numbering: hinted.e.numbering,
          number: hinted.e.number,
          score: hinted.score,
          titleOnly: hinted.e.titleOnly,
        },
        best: best.score,
        // The best may be the printed rule itself in another version (today's 702.14d for 2008's 502.6d).
        agrees: isHint(best.e) || sameText(best.e, hinted.e),
        titleWord: !t.text && !t.examples.length && bag.size <= 1,
      });
    const evidence = [
      `content: ${describe(best.e)} scores ${best.score.toFixed(2)} (anchors ${best.dice.toFixed(2)}: ${anchorSummary(anchors, best.e.text.anchors)})`,
      rival ? `next other text: ${describe(rival.e)} ${rival.score.toFixed(2)}` : 'no other candidate',
    ];
    if (best.score >= ACCEPT && margin >= MARGIN) {
      if (isHint(best.e)) evidence.push(`agrees with the printed number ${t.number} read in ${t.numbering}`);
      out.set(t, {
        numbering: best.e.numbering,
        number: best.e.number,
        placement: { by: 'content', score: round(best.score), evidence },
      });
      continue;
    }
    // Ambiguous content that does not contradict the printed number: the number decides among equals.
    if (hinted && hinted.score >= ACCEPT && hinted.score >= best.score - MARGIN) {
      evidence.push(`ambiguous content agrees with the printed number ${t.number} read in ${t.numbering}`);
      out.set(t, {
        numbering: hinted.e.numbering,
        number: hinted.e.number,
        placement: { by: 'content', score: round(Math.min(hinted.score, 0.6)), evidence },
      });
    }
  }
  trustPrintedNumbers(contests, out);
  placeByChildren(translations, out, (numbering, number) => entriesAt(numbering, number) !== undefined);
  return out;
}

/**
 * Which of a candidate's examples (indices, in the candidate's order) the translation's examples
 * quote: each translation example takes the unclaimed candidate example it shares most anchors with,
 * best pairs first. Taking the first examples instead sank a quote of a rule's second example.
 */
function quotedExamples(tExamples: Bag[], e: Entry, weight: (id: string) => number): number[] {
  const k = Math.min(tExamples.length, e.r.examples.length);
  if (k === 0) return [];
  const eBags = (e.text.exampleBags ??= e.text.parts.slice(1).map((p) => bagOf(p, weight)));
  const pairs: Array<{ i: number; j: number; s: number }> = [];
  tExamples.forEach((tb, i) => eBags.forEach((eb, j) => pairs.push({ i, j, s: bagDice(tb, eb) })));
  pairs.sort((x, y) => y.s - x.s || x.i - y.i || x.j - y.j);
  const usedI = new Set<number>();
  const usedJ = new Set<number>();
  for (const p of pairs) {
    if (usedJ.size === k) break;
    if (usedI.has(p.i) || usedJ.has(p.j)) continue;
    usedI.add(p.i);
    usedJ.add(p.j);
  }
  return [...usedJ].sort((a, b) => a - b);
}

/** Anchor Dice, length fit and structure, in 0…1. */
function candidateScore(t: RawRendition, anchors: Anchors, e: Entry, dice: number, quotedLength: number): number {
  const length = lengthFit(anchors.length, t.lang, quotedLength, e.r.lang);
  let structure = 1;
  const tTitle = !t.text && !t.examples.length;
  if (tTitle !== e.titleOnly) structure -= 0.5;
  // More examples than the candidate is a mismatch; fewer may be a quote that leaves some out.
  const gap = t.examples.length - e.r.examples.length;
  structure -= gap > 0 ? 0.25 * Math.min(2, gap) : 0.1 * Math.min(2, -gap);
  if (t.number && e.number && t.kind !== e.r.kind) structure -= 0.3;
  return Math.max(0, 0.7 * dice + 0.15 * length + 0.15 * structure);
}

/** Two candidates of one language this alike are one rule in two versions, not rivals. */
function sameText(a: Entry, b: Entry): boolean {
  // One candidate text (language, body and examples): the same full text, similarity 1.
  if (a.text === b.text) return true;
  return a.r.lang === b.r.lang && similarity(fullText(a.r), fullText(b.r)) >= 0.8;
}

function describe(e: Entry): string {
  const where = e.r.lang === SOURCE_LANG ? `${e.number} of ${e.numbering}` : `${e.r.lang} ${e.r.source} ${e.number}`;
  return where;
}

function anchorSummary(a: Anchors, b: Anchors): string {
  const shared = (x: string[], y: string[]) => [...new Set(x)].filter((v) => y.includes(v));
  const parts = [
    ...shared(a.cards, b.cards),
    ...shared(a.refs, b.refs).map((r) => `rule ${r}`),
    ...shared(a.symbols, b.symbols),
    ...shared(a.numbers, b.numbers),
  ];
  const terms = shared(a.terms, b.terms);
  if (terms.length)
    parts.push(`${terms.length} terms (${terms.slice(0, 4).join(', ')}${terms.length > 4 ? ', …' : ''})`);
  return parts.join(', ') || 'none named';
}

/** A score as the graph stores it: three decimals, at most 1. */
export const round = (x: number) => Math.round(Math.min(1, x) * 1000) / 1000;
