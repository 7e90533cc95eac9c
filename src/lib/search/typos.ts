/**
 * Typo correction (engine.ts ranking step 2): a word of five letters or more that no reading knows
 * is searched as the words one edit away that a reading knows, as a term of its texts or as a
 * lexicon or card key ("tramlpe" → trample, "arrolar" → arrollar → trample). Browser-safe.
 */
import { isStopWordAnywhere, termOf, wordsOf, SEARCH_LANGS, type SearchLang } from './encoders.js';
import { readingsOf } from './expansions.js';
import { termRefs, type Plan, type TermRef } from './plan.js';
import type { Reading } from './reading.js';

const TYPO_WEIGHT = 0.7;
const TYPO_MAX = 3;
/** Words shorter than this are never corrected: too many short words are one edit apart. */
const TYPO_MIN = 5;

const LATIN = 'abcdefghijklmnopqrstuvwxyzñ';
const CYRILLIC = 'абвгдежзийклмнопрстуфхцчшщъыьэюя';

/** Every word one edit from `word`, its first letter kept (readers rarely mistype it). */
export function oneEditVariants(word: string): string[] {
  const chars = Array.from(word);
  const alphabet = Array.from(/[а-я]/.test(word) ? CYRILLIC : LATIN);
  const out = new Set<string>();
  for (let i = 1; i < chars.length; i++) {
    const before = chars.slice(0, i).join('');
    const after = chars.slice(i + 1).join('');
    out.add(before + after); // deletion
    if (i + 1 < chars.length) out.add(before + chars[i + 1] + chars[i] + chars.slice(i + 2).join('')); // transposition
    for (const c of alphabet) {
      out.add(before + c + after); // substitution
      out.add(before + c + chars.slice(i).join('')); // insertion
    }
  }
  for (const c of alphabet) out.add(word + c);
  out.delete(word);
  return [...out];
}

/** A word's one-edit variants with their term in each language, worked out once per query. */
export type Variants = (word: string) => Array<{ word: string; terms: Partial<Record<SearchLang, string>> }>;

export function variantsMemo(): Variants {
  const memo = new Map<string, ReturnType<Variants>>();
  return (word) => {
    let list = memo.get(word);
    if (!list) {
      list = oneEditVariants(word).map((v) => ({
        word: v,
        terms: Object.fromEntries(SEARCH_LANGS.map((l) => [l, termOf(v, l)])) as Partial<Record<SearchLang, string>>,
      }));
      memo.set(word, list);
    }
    return list;
  };
}

/** The one-word direct alternative of a group, the only kind a typo is looked for in. */
function singleWord(plan: Plan['groups'][number]): TermRef | undefined {
  const direct = plan.alts.find((a) => a.kind === 'direct');
  return direct && direct.terms.length === 1 && !direct.phrase ? direct.terms[0] : undefined;
}

/**
 * Words no reading knows (typed wrong?): five letters or more, no digit, no stop word, and in no
 * reading does any alternative of the word's group (its own term, a lexicon or card wording) have
 * every term in the index. Until their shards are loaded, words count as known.
 */
export function unknownWords(readings: readonly Reading[], plans: readonly Plan[]): Set<string> {
  const candidates = new Set<string>();
  const known = new Set<string>();
  plans.forEach((plan, r) => {
    const reading = readings[r]!;
    for (const group of plan.groups) {
      const word = singleWord(group)?.word;
      if (!word || [...word].length < TYPO_MIN || /\d/.test(word) || isStopWordAnywhere(word)) continue;
      candidates.add(word);
      const exists = (t: TermRef) => !reading.termReady(t.term) || reading.postings(t.term) !== undefined;
      if (group.alts.some((a) => a.terms.length > 0 && a.terms.every(exists))) known.add(word);
    }
  });
  for (const w of known) candidates.delete(w);
  return candidates;
}

/**
 * Typo corrections: a one-word group whose word no reading knows gets the words one edit away that
 * the reading knows, as a term of its texts (the most frequent few) or as a lexicon or card key in
 * a language it reads queries in.
 */
export function addTypos(reading: Reading, plan: Plan, unknown: ReadonlySet<string>, variants: Variants): void {
  for (const group of plan.groups) {
    const only = singleWord(group);
    if (!only || !unknown.has(only.word)) continue;
    const seen = new Set<string>();
    const add = (terms: TermRef[]) => {
      const key = terms.map((t) => t.term).join(' ');
      if (!terms.length || seen.has(key)) return;
      seen.add(key);
      group.alts.push({ terms, weight: TYPO_WEIGHT, phrase: false, kind: 'typo' });
    };
    const found: Array<{ term: string; word: string; df: number }> = [];
    for (const variant of variants(only.word)) {
      for (const of of readingsOf(reading.lang)) {
        const term = variant.terms[of];
        if (!term) continue;
        if (of === reading.lang) {
          const df = reading.frequency(term);
          if (df) found.push({ term, word: variant.word, df });
        }
        for (const entry of reading.expansions.keys[`${of}:${term}`] ?? [])
          for (const wording of reading.expansions.alts[entry] ?? []) add(termRefs(wordsOf(wording), reading.lang));
      }
    }
    found.sort((a, b) => b.df - a.df || (a.term < b.term ? -1 : 1));
    for (const f of found.slice(0, TYPO_MAX)) add([{ term: f.term, word: f.word }]);
  }
}
