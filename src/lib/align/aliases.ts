/**
 * Card-name aliases learnt from aligned sentence pairs (Fling = «Швырок», Clone = Клон, Chimeric
 * Staff = Посох-Химера), so that the glossary and search know a card by its translated name even
 * where content/cards.yaml does not list it.
 *
 * A pair teaches when its English sentence names a card that its translated sentence names neither
 * in English nor by a known alias. Candidate names are runs of capitalised words in the translated
 * sentence (quoted or not, hyphenated words included) not covered by a known card. A candidate is
 * tried as an alias with the card matcher itself (Russian endings included, so «Швырок» also finds
 * «Швырка»), and it must
 *  - be found in at least half of the pairs missing the card, and
 *  - be found no more often in sentences whose English counterpart lacks the card than where it
 *    explains one (a capitalised word that merely starts sentences is everywhere).
 * The best candidate per (card, language) wins: most pairs explained, standing nearest to where the
 * English name stands (a sentence may lack several cards), fewest stray finds, more words,
 * then the form that finds most of the other forms seen (the base form finds its inflections), then
 * the form seen most often (the nominative usually: a card name is mostly a subject).
 */
import { SOURCE_LANG } from '../langs/source.js';
import {
  cardMentions,
  findCards,
  foldedText,
  makeCardList,
  mayMention,
  mentionKey,
  type CardList,
} from '../enrich/cards.js';
import type { Card } from '../model/schema.js';
import { KeptTable } from '../files/kept.js';

export interface TaughtPair {
  lang: string;
  /** The English sentence(s) of the pair. */
  en: string;
  /** The translated sentence(s) of the pair. */
  tr: string;
}

export interface LearntAlias {
  card: string;
  lang: string;
  alias: string;
  /** Pairs missing the card that the alias explains, out of all pairs missing it. */
  explained: number;
  missing: number;
}

/** Runs of capitalised words: `Посох-Химера`, `Сущность Дикой Природы`, `Клон`. */
const CAPITAL_RUN = /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+(?:[-‐ ]\p{Lu}\p{Ll}+)*(?![\p{L}\p{N}])/gu;
/** What every match of CAPITAL_RUN holds. */
const CAPITALISED = /\p{Lu}\p{Ll}/u;
const MAX_WORDS = 4;
/** A learnt alias may be found in sentences lacking the card at most as often as where it explains one
 * (the English may say "it" where the translation repeats the name). */
const STRAY = 1;

export function learnAliases(pairs: TaughtPair[], cards: CardList): LearntAlias[] {
  const byLang = new Map<string, TaughtPair[]>();
  for (const p of pairs)
    if (p.lang !== SOURCE_LANG) (byLang.get(p.lang) ?? byLang.set(p.lang, []).get(p.lang)!).push(p);
  const out: LearntAlias[] = [];
  for (const [lang, list] of byLang) {
    const taught = dedupe(list);
    out.push(...kept.get([lang, ...taught.flatMap((p) => [p.en, p.tr])], () => learnForLang(lang, taught, cards)));
  }
  return out.sort((a, b) => (a.card < b.card ? -1 : a.card > b.card ? 1 : a.lang < b.lang ? -1 : 1));
}

type StoredAlias = [card: string, lang: string, alias: string, explained: number, missing: number];

/**
 * A language's aliases kept from one ingest to the next (files/kept.ts), by its pairs: adding a
 * release leaves a whole translation's pairs as they were, and learning from them again took 0.24 s
 * of an ingest. The card list read is content/cards.yaml's.
 */
const kept = new KeptTable<LearntAlias[], StoredAlias[]>({
  name: 'aliases',
  code: 'lib/align/aliases.ts',
  reads: ['cards.yaml'],
  encode: (list) => list.map((a) => [a.card, a.lang, a.alias, a.explained, a.missing]),
  decode: (stored) =>
    stored.map(([card, lang, alias, explained, missing]) => ({ card, lang, alias, explained, missing })),
  isStored: (v): v is StoredAlias[] =>
    Array.isArray(v) &&
    v.every(
      (a) =>
        Array.isArray(a) &&
        a.length === 5 &&
        a.slice(0, 3).every((x) => typeof x === 'string') &&
        a.slice(3).every((x) => Number.isInteger(x)),
    ),
});

function dedupe(list: TaughtPair[]): TaughtPair[] {
  const seen = new Set<string>();
  return list.filter((p) => !seen.has(`${p.en}\0${p.tr}`) && Boolean(seen.add(`${p.en}\0${p.tr}`)));
}

/**
 * Does `text` name the one card of a trial list (`form` as an alias)? Scanned directly: a trial is
 * thrown away, so its results are not kept between ingests as findCards' are (hashing every pair's
 * text once per trial form was 4 s of an ingest once the Korean translation's sentences paired).
 */
function mentions(text: string, lang: string, form: string, trial: CardList): boolean {
  return mayMention(text, form) && cardMentions(text, lang, trial).length > 0;
}

/** The pairs whose translation may mention a form (cards.ts mentionKey), per key: forms share keys. */
function nearPairs(pairs: TaughtPair[]): (form: string) => number[] {
  const folded = pairs.map((p) => foldedText(p.tr));
  const byKey = new Map<string, number[]>();
  return (form) => {
    const key = mentionKey(form);
    let list = byKey.get(key);
    if (!list) {
      list = [];
      for (let i = 0; i < folded.length; i++) if (folded[i]!.includes(key)) list.push(i);
      byKey.set(key, list);
    }
    return list;
  };
}

function learnForLang(lang: string, pairs: TaughtPair[], cards: CardList): LearntAlias[] {
  // Candidates are capitalised words: a language written without them (Chinese, Korean) learns none,
  // and its thousands of pairs need not be searched for cards (60 ms of an ingest).
  if (!pairs.some((p) => CAPITALISED.test(p.tr))) return [];
  const enCards = pairs.map((p) => new Set(findCards(p.en, SOURCE_LANG, cards)));
  // Which English cards each translated sentence lacks, and the names it could use for them.
  const missing = new Map<string, number[]>();
  const forms = new Map<string, number>();
  const heads = new Map<string, string>();
  pairs.forEach((p, i) => {
    const found = new Set(findCards(p.tr, lang, cards));
    const lacks = [...enCards[i]!].filter((c) => !found.has(c));
    if (lacks.length === 0) return;
    for (const c of lacks) (missing.get(c) ?? missing.set(c, []).get(c)!).push(i);
    for (const [f, head] of candidates(p.tr, lang, cards)) {
      forms.set(f, (forms.get(f) ?? 0) + occurrences(p.tr, f));
      if (!heads.has(f)) heads.set(f, head);
    }
  });
  if (missing.size === 0) return [];

  interface Scored extends LearntAlias {
    stray: number;
    words: number;
    seen: number;
    fit: number;
  }
  const scored: Scored[] = [];
  const near = nearPairs(pairs);
  for (const [form, seen] of forms) {
    const trial: CardList = makeCardList([{ name: 'Trial', aliases: { [lang]: [form] } }]);
    // The pairs whose translation names the trial card (a set: thousands of pairs, few hits).
    const hits = new Set(near(form).filter((i) => cardMentions(pairs[i]!.tr, lang, trial).length > 0));
    for (const [card, idx] of missing) {
      const explained = idx.filter((i) => hits.has(i)).length;
      if (explained === 0 || explained * 2 < idx.length) continue;
      let stray = 0;
      for (const i of hits) if (!enCards[i]!.has(card)) stray++;
      if (stray > explained * STRAY) continue;
      // Where a sentence lacks several cards, each name tends to stand where its English one does.
      const fit =
        idx.filter((i) => hits.has(i)).reduce((n, i) => n + placeFit(pairs[i]!, card, heads.get(form) ?? form), 0) /
        explained;
      const words = form.split(/[-‐ ]/).length;
      scored.push({ card, lang, alias: form, explained, missing: idx.length, stray, words, seen, fit });
    }
  }
  // How many of the surface forms seen a form finds as an alias: the base form finds its
  // inflections («Швырок» finds «Швырка»), an inflected one not always the base form.
  const covers = new Map<string, number>();
  const coverOf = (form: string) => {
    let n = covers.get(form);
    if (n === undefined) {
      const trial = makeCardList([{ name: 'Trial', aliases: { [lang]: [form] } }]);
      n = [...forms.keys()].filter((g) => mentions(g, lang, form, trial)).length;
      covers.set(form, n);
    }
    return n;
  };
  scored.sort(
    (a, b) =>
      b.explained - a.explained ||
      b.fit - a.fit ||
      a.stray - b.stray ||
      b.words - a.words ||
      coverOf(b.alias) - coverOf(a.alias) ||
      b.seen - a.seen ||
      (a.alias < b.alias ? -1 : a.alias > b.alias ? 1 : 0),
  );
  // Greedy: each card takes its best form, and a form names one card.
  const taken = new Set<string>();
  const used = new Set<string>();
  const out: LearntAlias[] = [];
  for (const s of scored) {
    if (taken.has(s.card) || used.has(s.alias)) continue;
    taken.add(s.card);
    used.add(s.alias);
    out.push({ card: s.card, lang: s.lang, alias: s.alias, explained: s.explained, missing: s.missing });
  }
  return out;
}

/**
 * Capitalised word runs and their sub-runs, outside names the card list already knows, each with
 * the first word of its run (a sub-run stands where its run does).
 */
function candidates(text: string, lang: string, cards: CardList): Map<string, string> {
  // Blank out known names (English or alias) so a kept English name is no candidate.
  let rest = text;
  for (const name of findCards(text, lang, cards)) rest = rest.split(name).join(' ');
  const out = new Map<string, string>();
  for (const m of rest.matchAll(CAPITAL_RUN)) {
    const words = m[0].split(/(?<=[-‐ ])|(?=[-‐ ])/u);
    // words alternate word, separator, word…: sub-runs start and end on words.
    const ws = words.filter((_, k) => k % 2 === 0);
    const seps = words.filter((_, k) => k % 2 === 1);
    for (let i = 0; i < ws.length; i++)
      for (let j = i; j < Math.min(ws.length, i + MAX_WORDS); j++) {
        let s = ws[i]!;
        for (let k = i; k < j; k++) s += seps[k]! + ws[k + 1]!;
        if (s.length >= 3 && !out.has(s)) out.set(s, ws[0]!);
      }
  }
  return out;
}

/** 1 when `head` stands in the translated sentence where the card stands in the English one, 0 at opposite ends. */
function placeFit(p: TaughtPair, card: string, head: string): number {
  const en = p.en.indexOf(card);
  const first = head.split(/[-‐ ]/)[0]!;
  // The first word without its last letters, so inflected forms are found too.
  const tr = p.tr.indexOf(first.slice(0, Math.max(3, first.length - 2)));
  if (en < 0 || tr < 0) return 0.5;
  return 1 - Math.abs(en / p.en.length - tr / p.tr.length);
}

function occurrences(text: string, form: string): number {
  return text.split(form).length - 1;
}

/** graph.cards with learnt aliases added (those already listed are left as they are). */
export function withLearntAliases(cards: Card[], learnt: LearntAlias[]): Card[] {
  const byName = new Map(cards.map((c) => [c.name, c]));
  for (const l of learnt) {
    const card = byName.get(l.card);
    if (!card || card.aliases.some((a) => a.lang === l.lang && a.name === l.alias)) continue;
    card.aliases.push({ lang: l.lang, name: l.alias, learnt: { explained: l.explained, missing: l.missing } });
    card.aliases.sort((a, b) => (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0));
  }
  return cards;
}
