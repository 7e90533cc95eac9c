/**
 * A text query as a plan: groups that must each match (AND), each a set of alternatives (OR),
 * each alternative a list of terms that must all match. One group per query word, or per run of
 * words the lexicon or a card name covers ("копия заклинания" → {копия | copy}, {заклинание |
 * spell}); a "quoted phrase" is one group whose terms must also be consecutive.
 */
import { isStopWordAnywhere, termOf, wordsOf, type SearchLang } from './encoders.js';
import { findSpans, type Expansions, type Span } from './expansions.js';

/** A term and a word that encodes to it (the engine looks terms up; prefixes complete words). */
export interface TermRef {
  term: string;
  word: string;
}

export type AltKind = 'direct' | 'lexicon' | 'prefix' | 'typo';

export interface Alternative {
  terms: TermRef[];
  weight: number;
  phrase: boolean;
  kind: AltKind;
}

export interface Group {
  alts: Alternative[];
}

/**
 * Lexicon and card wordings of the same language count a little less than the words typed; a
 * translation (the words typed are another language's) counts as the words themselves, so that a
 * rule found through it ranks as if it were written in the reader's language.
 */
export const LEXICON_WEIGHT = 0.85;
export const TRANSLATION_WEIGHT = 1;

const QUOTED = /"([^"]*)"|«([^»]*)»|“([^”]*)”|„([^“”]*)[“”]/g;

/** Words as the terms of one reading, stop words left out. */
export function termRefs(words: string[], lang: SearchLang): TermRef[] {
  const out: TermRef[] = [];
  for (const word of words) {
    if (isStopWordAnywhere(word)) continue;
    const term = termOf(word, lang);
    if (term !== undefined) out.push({ term, word });
  }
  return out;
}

function addAlt(group: Group, alt: Alternative): void {
  if (!alt.terms.length) return;
  const key = alt.terms.map((t) => t.term).join(' ');
  const same = group.alts.find((a) => a.phrase === alt.phrase && a.terms.map((t) => t.term).join(' ') === key);
  if (!same) group.alts.push(alt);
  else if (alt.weight > same.weight) Object.assign(same, alt);
}

function lexiconAlts(group: Group, span: Span, ex: Expansions, lang: SearchLang, phrase: boolean): void {
  const weight = span.cross ? TRANSLATION_WEIGHT : LEXICON_WEIGHT;
  for (const entry of span.entries)
    for (const wording of ex.alts[entry] ?? [])
      addAlt(group, { terms: termRefs(wordsOf(wording), lang), weight, phrase, kind: 'lexicon' });
}

/** Groups of one unquoted stretch of the query. */
function wordGroups(words: string[], ex: Expansions, lang: SearchLang): Group[] {
  const spans = findSpans(words, ex, lang);
  const groups: Group[] = [];
  let i = 0;
  while (i < words.length) {
    const span = spans.find((s) => s.from === i);
    const to = span ? span.to : i;
    const group: Group = { alts: [] };
    addAlt(group, { terms: termRefs(words.slice(i, to + 1), lang), weight: 1, phrase: false, kind: 'direct' });
    if (span) lexiconAlts(group, span, ex, lang, false);
    if (group.alts.length) groups.push(group);
    i = to + 1;
  }
  return groups;
}

export interface Plan {
  groups: Group[];
  /** The last word typed, when it may be the start of a longer word (search as you type). */
  partial?: { word: string; group: Group; direct: Alternative };
}

export function planQuery(query: string, lang: SearchLang, ex: Expansions, prefix: boolean): Plan {
  const groups: Group[] = [];
  for (const m of query.matchAll(QUOTED)) {
    const words = wordsOf(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
    const group: Group = { alts: [] };
    addAlt(group, { terms: termRefs(words, lang), weight: 1, phrase: true, kind: 'direct' });
    // A quoted wording the lexicon knows as a whole is searched as its translations too.
    const span = findSpans(words, ex, lang).find((s) => s.from === 0 && s.to === words.length - 1);
    if (span) lexiconAlts(group, span, ex, lang, true);
    if (group.alts.length) groups.push(group);
  }
  const rest = query.replace(QUOTED, ' ');
  const words = wordsOf(rest);
  const plain = wordGroups(words, ex, lang);
  groups.push(...plain);
  const plan: Plan = { groups };
  const lastWord = words.at(-1);
  const endsOpen = /[\p{L}\p{N}]$/u.test(query);
  const last = plain.at(-1);
  if (prefix && endsOpen && lastWord && last) {
    const direct = last.alts.find((a) => a.kind === 'direct');
    if (direct && direct.terms.at(-1)?.word === lastWord) plan.partial = { word: lastWord, group: last, direct };
  }
  return plan;
}
