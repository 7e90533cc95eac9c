/**
 * What a glossary term says when a reader points at it, focuses it or taps it (client/terms.ts):
 * per UI language one small JSON file (/{lang}/glossary.json) rather than every definition in every
 * page, which would take rule pages past their 7 kB. For each entry of the glossary in force (by its
 * anchor, the slug rule text links to): its term and a short definition — the entry of the page's
 * language where a translation's glossary has one, else the English entry, said to be English — and
 * the page language's own word for the term where its lexicon gives one. Plain text only: the
 * island puts it in with textContent, and invisible and bidirectional controls are gone already.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { segmentStrings } from '../text/segment.js';
import { plainText } from '../text/markup.js';
import { glossaryGroups, lexiconTerms, type GlossaryGroup } from './site-glossary.js';

/** Term, short definition, the definition's language when it is not the page's, the page language's word. */
export type TermNote = [term: string, text: string, lang?: string, word?: string];

/** A definition as long as a tooltip can hold: whole sentences up to this many characters. */
const SHORT = 160;
/** A first sentence shorter than this ("See rule 702.") says too little alone: the next one follows. */
const ENOUGH = 50;

/** The first sentence of a definition (two when it is short), within SHORT characters (cut at a word, marked, when longer). */
export function shortDefinition(text: string, lang: string): string {
  const flat = plainText(text).replace(/\s+/g, ' ').trim();
  let out = '';
  for (const s of segmentStrings(flat, lang, 'sentence')) {
    if (out && (out + s).trim().length > SHORT) break;
    out += s;
    if (out.trim().length >= ENOUGH) break;
  }
  out = out.trim();
  if (out.length <= SHORT) return out;
  const cut = out.slice(0, SHORT);
  return (/\s/.test(cut) ? cut.replace(/\s+\S*$/, '') : cut) + '…';
}

type Entry = GlossaryGroup['entries'][number];

const cache = new Map<string, Record<string, TermNote>>();

/** The notes of the page language `lang`, by entry slug, in the glossary's order. */
export function termNotes(lang: string): Record<string, TermNote> {
  const hit = cache.get(lang);
  if (hit) return hit;
  const groups = glossaryGroups();
  const english = groups.find((g) => g.lang === SOURCE_LANG)?.entries ?? [];
  const own = lang === SOURCE_LANG ? [] : (groups.find((g) => g.lang === lang)?.entries ?? []);
  const byTerm = new Map(english.map((e) => [e.term, e] as const));
  // An English entry's translation in the page language's glossary (matched by the ingest: `of`).
  const translated = new Map<string, Entry>();
  for (const e of own) if (e.of !== undefined && !translated.has(e.of)) translated.set(e.of, e);
  // The page language's word for an English entry (its lexicon, as the glossary page lists it).
  const words = new Map<string, string>();
  for (const x of lexiconTerms(lang)) if (x.entry && !words.has(x.entry.slug)) words.set(x.entry.slug, x.terms[0]!);

  const note = (e: Entry, term: string): TermNote | undefined => {
    // "See Intervening 'If' Clause": what that entry says.
    const said = e.redirect !== undefined ? (byTerm.get(e.redirect) ?? e) : e;
    const text = shortDefinition(said.text, said.lang);
    if (!text) return undefined;
    const n: TermNote = [plainText(term), text];
    if (said.lang !== lang) n[2] = said.lang;
    const word = words.get(e.slug);
    if (word) n[3] = plainText(word);
    return n;
  };
  const out: Record<string, TermNote> = {};
  for (const e of english) {
    const t = translated.get(e.term);
    const n = t ? note(t, t.term) : note(e, e.term);
    if (n) out[e.slug] = n;
  }
  for (const e of own) {
    const n = note(e, e.term);
    if (n) out[e.slug] = n;
  }
  cache.set(lang, out);
  return out;
}
