/**
 * The multilingual game-term lexicon (content/lexicon.yaml): each entry is one concept with its
 * terms in en, es and ru. A text is read as the list of concepts it names, which survive
 * translation where words do not ("triggered ability" = «habilidad disparada» = «срабатывающая
 * способность» = concept `triggered-ability`).
 *
 * Forms, and why: each word of a form is reduced to its Snowball stem, like the words of the text,
 * so one form covers its inflections; a word ending in `*` is a literal prefix instead, for the
 * stems Snowball does not conflate (цель/целевой), and `=word` the exact word, for stems it
 * conflates wrongly (Spanish objeto/objetivo, mano/maná). Multi-word forms match consecutive words.
 * Where forms overlap the longest wins ("triggered ability" over "ability"), left to right; of two
 * equally long, the one given more exactly (an `=word` over a stem, a stem over a prefix).
 */
import { isKnownLang, language, SOURCE_LANG } from '../langs/index.js';
import { existsSync, statSync } from 'node:fs';
import { readYaml } from '../files/yaml.js';
import type { KeyedCache } from '../files/cache.js';
import { tokenize, stemWord, type Token } from './words.js';
import { onClearMemos } from '../text/memo.js';

import { LexiconSchema, type LexiconEntry } from '../model/lexicon.js';

/** One word of a compiled form: a stem to equal, a literal prefix, or (`=word`) the exact word. */
type Part = { stem: string } | { prefix: string } | { exact: string };

interface CompiledForm {
  id: string;
  parts: Part[];
  /** How exactly its words are given (exact word 2, stem 1, prefix 0): breaks ties of length. */
  precision: number;
}

export interface Occurrence {
  id: string;
  start: number;
  end: number;
}

export class Lexicon {
  readonly entries: readonly LexiconEntry[];
  /** Per language: forms by the stem of their first word, and forms starting with a prefix. */
  private compiled = new Map<string, { byStem: Map<string, CompiledForm[]>; byPrefix: CompiledForm[] }>();

  constructor(entries: readonly LexiconEntry[]) {
    this.entries = entries;
  }

  private readonly known = new Map<string, boolean>();

  /** Has the lexicon terms in this language (else its texts' concepts cannot be found)? Once per language. */
  knows(lang: string): boolean {
    let k = this.known.get(lang);
    if (k === undefined)
      this.known.set(
        lang,
        (k = this.entries.some((e) => (e[lang as keyof LexiconEntry] as readonly string[] | undefined)?.length)),
      );
    return k;
  }

  private forLang(lang: string) {
    const base = isKnownLang(lang) ? lang : SOURCE_LANG;
    let c = this.compiled.get(base);
    if (c) return c;
    c = { byStem: new Map(), byPrefix: [] };
    // Texts in another script keep source-language terms now and then (a Russian text's English
    // card names): their words never collide with the text's own, so both are read.
    const withSource = language(base)?.script !== language(SOURCE_LANG)?.script;
    for (const entry of this.entries) {
      const forms = [...(entry[base] ?? []), ...(withSource ? (entry[SOURCE_LANG] ?? []) : [])];
      for (const form of forms) {
        const parts: Part[] = form
          .split(/[\s\-‐–]+/)
          .filter(Boolean)
          .map((w): Part =>
            w.endsWith('*')
              ? { prefix: norm(w.slice(0, -1)) }
              : w.startsWith('=')
                ? { exact: norm(w.slice(1)) }
                : { stem: stemWord(norm(w), base) },
          );
        const precision = parts.reduce((n, p) => n + ('exact' in p ? 2 : 'stem' in p ? 1 : 0), 0);
        const compiledForm = { id: entry.id, parts, precision };
        const first = parts[0]!;
        // Exact words are indexed by their stem too: the scan looks forms up by the token's stem.
        const key = 'stem' in first ? first.stem : 'exact' in first ? stemWord(first.exact, base) : undefined;
        if (key === undefined) c.byPrefix.push(compiledForm);
        else (c.byStem.get(key) ?? c.byStem.set(key, []).get(key)!).push(compiledForm);
      }
    }
    this.compiled.set(base, c);
    return c;
  }

  /** The concepts `text` names, in text order, without overlaps. */
  find(text: string, lang: string): Occurrence[] {
    return this.findInTokens(tokenize(text, lang), lang);
  }

  findInTokens(tokens: Token[], lang: string): Occurrence[] {
    const { byStem, byPrefix } = this.forLang(lang);
    const out: Occurrence[] = [];
    for (let i = 0; i < tokens.length;) {
      let best: { form: CompiledForm; length: number } | undefined;
      // Forms by the token's stem, then the prefix forms. The longest wins; among equally long ones
      // the most exactly given (`=phasing` over the concept `phase` that Snowball folds it into),
      // then the first.
      for (const list of [byStem.get(tokens[i]!.stem), byPrefix]) {
        if (!list) continue;
        for (const form of list) {
          const n = form.parts.length;
          if (n > tokens.length - i) continue;
          if (best && (n < best.length || (n === best.length && form.precision <= best.form.precision))) continue;
          let all = true;
          for (let k = 0; k < n && all; k++) all = partMatches(form.parts[k]!, tokens[i + k]!);
          if (all) best = { form, length: n };
        }
      }
      if (best) {
        out.push({ id: best.form.id, start: tokens[i]!.start, end: tokens[i + best.length - 1]!.end });
        i += best.length;
      } else i++;
    }
    return out;
  }
}

function norm(w: string): string {
  return w.toLowerCase().replace(/ё/g, 'е');
}

function partMatches(p: Part, t: Token): boolean {
  if ('stem' in p) return p.stem === t.stem;
  if ('exact' in p) return p.exact === t.word;
  return t.word.startsWith(p.prefix);
}

// Anchors are memoised per lexicon object (anchors.ts): a fresh lexicon starts them afresh.
const loaded = new Map<string, Lexicon>();
onClearMemos(() => loaded.clear());

const ofEntries = new WeakMap<readonly LexiconEntry[], Lexicon>();

/** The lexicon of entries read elsewhere (a store's part): one object per list, so that its anchors are kept. */
export function lexiconOf(entries: readonly LexiconEntry[]): Lexicon {
  let hit = ofEntries.get(entries);
  if (!hit) ofEntries.set(entries, (hit = new Lexicon(entries)));
  return hit;
}

/** A lexicon file (content/lexicon.yaml); an empty lexicon when there is none. Cached per file version. */
export function loadLexicon(file: string, label = 'lexicon.yaml', cache?: KeyedCache): Lexicon {
  const key = existsSync(file) ? `${file}\0${statSync(file).mtimeMs}` : file;
  const hit = loaded.get(key);
  if (hit) return hit;
  const lexicon = new Lexicon(existsSync(file) ? readYaml(file, LexiconSchema, label, cache) : []);
  loaded.set(key, lexicon);
  return lexicon;
}
