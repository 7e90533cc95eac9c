/**
 * The language registry: every language the project reads, writes or shows, one module each, listed
 * once (all.ts: a line per language). Every list of languages and every per-language table in the
 * code derives from it; no file outside src/lib/langs names a language code. To add a language:
 * write its module (see en.ts and language.ts), add its line to all.ts, and its UI strings
 * (src/lib/langs/strings/{code}.json) if it is to have /{code}/ pages.
 */
import * as ALL from './all.js';
import { SOURCE_LANG } from './source.js';
import type { Language, Script } from './language.js';
import { NEIGHBOURS } from './neighbours.js';

export type { Language, Script, StemFn, ReferenceKeyword } from './language.js';

type Module = (typeof ALL)[keyof typeof ALL];

/** A language code of the registry. */
export type LangCode = Module['code'];

/** Every language: the source language first, then by code (the first of a script stems its words in others). */
export const LANGUAGES: readonly (Language & { code: LangCode })[] = (Object.values(ALL) as Module[]).sort((a, b) =>
  a.code === SOURCE_LANG ? -1 : b.code === SOURCE_LANG ? 1 : a.code < b.code ? -1 : 1,
);

export { SOURCE_LANG };

const BY_CODE = new Map<string, Language & { code: LangCode }>(LANGUAGES.map((l) => [l.code, l]));

/** Every code, the source language first. */
export const LANG_CODES: readonly LangCode[] = LANGUAGES.map((l) => l.code);

/** The languages with UI strings (/{code}/ routes), the source language first. */
export const UI_LANGS: readonly LangCode[] = LANGUAGES.filter((l) => l.ui).map((l) => l.code);

export function isKnownLang(code: string | undefined): code is LangCode {
  return BY_CODE.has(code ?? '');
}

export function isUiLang(code: string | undefined): code is LangCode {
  return BY_CODE.get(code ?? '')?.ui === true;
}

/** The module of a language; undefined for a code the registry does not know. */
export function language(code: string): Language | undefined {
  return BY_CODE.get(code);
}

/** The neighbours (neighbours.ts) the registry does not read yet: a neighbour given a module is a language. */
export const NEIGHBOUR_LANGS = NEIGHBOURS.filter((n) => !BY_CODE.has(n.code));

/** A table with an entry per language of the registry. */
export function perLanguage<T>(make: (l: Language) => T): Record<LangCode, T> {
  return Object.fromEntries(LANGUAGES.map((l) => [l.code, make(l)])) as Record<LangCode, T>;
}

/** Letters of each script other than Latin, as a character class's contents (by code point). */
const SCRIPT_LETTERS: ReadonlyArray<[Script, string]> = [
  ['Cyrl', '\\u0400-\\u04ff'],
  ['Hang', '\\u1100-\\u11ff\\u3130-\\u318f\\uac00-\\ud7af'],
  ['Hans', '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff'],
];
/** Letters of each script, by code point (a word's script decides which stemmer reads it). */
const SCRIPT_RANGES: ReadonlyArray<[Script, RegExp]> = SCRIPT_LETTERS.map(([s, c]) => [s, new RegExp(`[${c}]`)]);

/** The letters of the scripts of the registry's languages that qualify, as a class's contents ('' for none). */
const lettersOf = (qualifies: (l: Language) => boolean): string =>
  [...new Set(LANGUAGES.filter(qualifies).map((l) => l.script))]
    .map((script) => SCRIPT_LETTERS.find(([s]) => s === script)?.[1] ?? '')
    .join('');

/**
 * Letters of scripts written without spaces between words (Chinese): a search reads their runs as
 * overlapping pairs of letters, since no space tells a word's end.
 */
export const UNSPACED_LETTERS = lettersOf((l) => !l.wordSpaces);

/**
 * Letters of scripts whose words touch numbers and other scripts ("规则510", "107.3i의", "돌진Trample"):
 * a search cuts a word where such letters meet others.
 */
export const TOUCHING_LETTERS = lettersOf((l) => l.numbersTouchWords);

/** The script a word is written in (Latin unless it holds a letter of another). */
export function scriptOfWord(word: string): Script {
  for (const [script, re] of SCRIPT_RANGES) if (re.test(word)) return script;
  return 'Latn';
}

/** The scripts a text has letters of (a letter of none of the others is Latin). */
export function scriptsIn(text: string): Set<Script> {
  const out = new Set<Script>();
  for (const [letter] of text.matchAll(/\p{L}/gu)) out.add(scriptOfWord(letter));
  return out;
}

/**
 * The language whose stemmer reads a word of `script` in a text of `lang`: the text's own language
 * when it is written in that script, else the first registered language of that script (a Russian
 * card name in an English text is Russian; an English name in a Russian text, English).
 */
export function stemmingLanguage(lang: string, script: Script): LangCode | undefined {
  const own = BY_CODE.get(lang);
  if (own?.script === script) return own.stemmer || own.stem ? own.code : undefined;
  return LANGUAGES.find((l: Language) => l.script === script && (l.stemmer || l.stem))?.code;
}

/** The stemmers a text of `lang` reads with: its own, then one per other script of the registry. */
export function stemmersFor(lang: string): LangCode[] {
  const scripts = [...new Set([BY_CODE.get(lang)?.script ?? 'Latn', ...LANGUAGES.map((l) => l.script)])];
  return [...new Set(scripts.map((s) => stemmingLanguage(lang, s)).filter((c): c is LangCode => c !== undefined))];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every way a text may label an example, as a regular-expression alternation (for the `iu` flags):
 * the labels of the registry's languages and of their neighbours (langs/neighbours.ts), longest
 * first, so that "Examples" is read whole. Parsers add the punctuation their formats use.
 */
export function exampleLabelPattern(): string {
  const labels = [...LANGUAGES, ...NEIGHBOUR_LANGS].flatMap((l) => l.exampleLabels);
  return [...new Set(labels)]
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map(escapeRegExp)
    .join('|');
}

/** A whole CR's title in any registered language ("Comprehensive Rules", "万智牌完整规则"), spaces loose. */
export const CR_TITLE_RE = new RegExp(
  [...new Set(LANGUAGES.flatMap((l) => l.crTitles))].map((t) => escapeRegExp(t).replace(/\s+/g, '\\s*')).join('|'),
  'iu',
);

/** How a whole CR heads its parts in any registered language ("Glossary", "词汇表"; "Credits", "版权信息"). */
export const PART_HEADINGS: { glossary: ReadonlySet<string>; credits: ReadonlySet<string> } = {
  glossary: new Set(LANGUAGES.map((l) => l.glossaryHeading)),
  credits: new Set(LANGUAGES.flatMap((l) => (l.creditsHeading ? [l.creditsHeading] : []))),
};

/** What a translation prints in place of a part it leaves out, in any registered language ("<생략>"). */
export const OMITTED_MARKS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.omittedMarks ?? []));

/** The label each registered language prints before an example (its first), as an alternation. */
export function printedExampleLabelPattern(): string {
  return LANGUAGES.map((l) => escapeRegExp(l.exampleLabels[0]!)).join('|');
}
