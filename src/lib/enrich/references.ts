/**
 * Cross-references inside rule texts: "See rule 601", "rules 601.2a–h", «См. правило 704»,
 * «Véase la regla 608.3f», "See section 4". Numbers are returned normalised but in the
 * numbering of the source they were read from; the graph maps them to canonical ids.
 *
 * What counts as a reference (the rules, and why):
 *  1. A number after a rule/section keyword of the language (or of English, which leaks into
 *     every translation): rule(s), section(s), chapter(s), see ("See 706, “Rolling a Die.”");
 *     regla(s), véase/véanse, sección/secciones, apartado(s), capítulo(s); правило and its case
 *     forms, см., пр., пункт*, раздел*, глава*. Only spaces (no line break)
 *     may separate keyword and number, so a heading line "…правила" above "500." is no reference.
 *     The keyword decides what a short number is: after section/chapter words a single digit is
 *     a chapter (`section 4` → `4`); after rule words it must be a 3-digit section or longer.
 *  2. A continuation of such a keyword: numbers joined by `,` / and / or / y / o / e / и / или,
 *     also across a quoted title ("rules 409.1b and 409.1f-h", "rules 205.1a–b, 305.7, and 613.1d",
 *     "rules 701.42, “Meld,” and 729"). A bare section or
 *     chapter number (no dot) continues only a plural-capable keyword (rules, reglas, правила…),
 *     because "rule 704 and 100 cards" is more likely than "rule 704 and 705".
 *  3. Anywhere, a number of the full form NNN.N or NNN.Nx ("601.2a", "(706.3)", "steps 608.2c–n"):
 *     quantities, P/T, costs and dates never have three digits, a dot and a rule number.
 *     A minor part with a leading zero ("100.000", thousands in es/ru) is not a rule number.
 * Ranges (`-`, `–`, `—`, other Unicode dashes, no spaces) expand: `601.2a–h` (letters skip l/o),
 * `712.9–10`, `100.1–100.4`, `506–511`, `4–6`. A range that cannot be expanded (reversed, across
 * sections, longer than MAX_RANGE) yields its two endpoints. Sections are 100–999, chapters 1–9.
 * Limits: numbers written in words, typos such as `4091f-h`, and bare sections without any
 * keyword ("(601)") are not found. Callers pass rule bodies: a rule's own number at the start
 * of a line has the full form and would be reported like any other.
 */
import { language, LANGUAGES, perLanguage, SOURCE_LANG, type ReferenceKeyword } from '../langs/index.js';
import { letterIndex, nextLetter, normaliseNumber, parseNumber } from '../model/numbers.js';
import { MemoByLang } from '../text/memo.js';
import { KeptTable } from '../files/kept.js';

export interface Reference {
  /** The number or range exactly as printed (`601.2a–h`), keyword excluded. */
  printed: string;
  /** Normalised ids in the source's numbering, ranges expanded, in order. */
  numbers: string[];
  /** UTF-16 offsets of `printed` in the text. */
  start: number;
  end: number;
}

/** Longest range we expand; longer ones are more likely typos than 40 real references. */
const MAX_RANGE = 40;

type Keyword = ReferenceKeyword;

/** Each language's keywords, from its module (langs/). */
const KEYWORDS: Record<string, readonly Keyword[]> = perLanguage((l) => l.referenceKeywords);

const DASH = '[-\u2010-\u2015\u2212]';
/** A subrule letter: Latin, or a Cyrillic look-alike that translators typed. */
const LETTER = '[a-zа-яё]';
/** A number: `7`, `601`, `601.2`, `601.2a`; then optionally a range end. */
const NUMBER = `(\\d{1,3})(?:\\.(\\d+)(${LETTER}{1,2})?)?`;
const RANGE_END = `(?:${DASH}(\\d{3}\\.\\d+${LETTER}{0,2}|\\d{1,3}|${LETTER}{1,2}))?`;
/**
 * Not glued to letters, digits or a preceding dot/currency ("1.000.000", "$100.50", "ID601.2"); in
 * a language whose words touch numbers ("规则510", "107.3i의"), only Latin letters and digits count.
 */
const before = (touching: boolean) => (touching ? '(?<![A-Za-z\\p{N}.,$€£])' : '(?<![\\p{L}\\p{N}.,$€£])');
/** Not followed by a letter, digit, or `.digit` (dates and thousands); Latin letters only, likewise. */
const after = (touching: boolean) => (touching ? '(?![A-Za-z\\p{N}]|[.,]\\d)' : '(?![\\p{L}\\p{N}]|[.,]\\d)');
/** Between list items: ", ", ", and ", " and ", " и ", " y ", "，“…”和"; never a line break. */
const SP = '[ \\t\\u00a0]';
/** Every registered language's list words (langs/: listConnectors), longest first. */
const CONNECTOR = `(?:${[...new Set(LANGUAGES.flatMap((l) => l.listConnectors ?? []))]
  .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
  .join('|')})`;
/** A quoted title between items: `rules 712.16, “Meld,” and 729`. Needs a connector after it. */
const TITLE = '[“"«„][^”"»“\\n]{1,80}[”"»“]';

/** The separator of list items; where words touch numbers, with no spaces and full-width commas too ("703，“…”和704"). */
function separator(touching: boolean): RegExp {
  const comma = touching ? '[,，、]' : ',';
  const around = touching ? `${SP}*` : `${SP}+`;
  return new RegExp(
    // The title alternative first: alternation takes the first that matches, not the longest.
    `(?:${SP}*${comma}${SP}*${TITLE}${SP}*${comma}?${SP}*${CONNECTOR}${around}|${SP}*${comma}${SP}*(?:${CONNECTOR}${around})?|${around}${CONNECTOR}${around})`,
    'iuy',
  );
}

interface CompiledKeywords {
  re: RegExp;
  keywords: Array<Keyword & { whole: RegExp }>;
  /** A full-form number anywhere (601.2a), and a number at a position. */
  fullForm: RegExp;
  tokenAt: RegExp;
  separator: RegExp;
  /** A number before a keyword that follows it ("8절", "第8章"), when the language has such keywords. */
  numberBefore?: { re: RegExp; keywords: Keyword[] };
}
const keywordCache = new Map<string, CompiledKeywords>();

function keywordMatcher(lang: string): CompiledKeywords {
  const base = lang.toLowerCase().split('-')[0] ?? '';
  let hit = keywordCache.get(base);
  if (hit) return hit;
  const touching = language(base)?.numbersTouchWords === true;
  // The source language's keywords everywhere (translations quote it); unknown languages get all.
  const chosen = KEYWORDS[base]
    ? [...(base === SOURCE_LANG ? [] : KEYWORDS[SOURCE_LANG]!), ...KEYWORDS[base]!]
    : Object.values(KEYWORDS).flat();
  const keywords = chosen.filter((k) => !k.after).map((k) => ({ ...k, whole: new RegExp(`^(?:${k.re})$`, 'iu') }));
  const alternatives = keywords.map((k) => `(?:${k.re})`).join('|');
  const following = chosen.filter((k) => k.after);
  // Where words touch numbers, the keyword may too ("参见规则510"), and a keyword ends a longer word.
  const re = new RegExp(
    `${touching ? '' : '(?<![\\p{L}\\p{N}])'}(${alternatives})[ \\t\\u00a0\\u202f]${touching ? '*' : '+'}(?=\\d)`,
    'giu',
  );
  const [b, a] = [before(touching), after(touching)];
  hit = {
    re,
    keywords,
    fullForm: new RegExp(`${b}(\\d{3})\\.(\\d+)(${LETTER}{1,2})?${RANGE_END}${a}`, 'gu'),
    tokenAt: new RegExp(`${b}${NUMBER}${RANGE_END}${a}`, 'uy'),
    separator: separator(touching),
    ...(following.length
      ? {
          numberBefore: {
            re: new RegExp(`${b}${NUMBER}${RANGE_END}[ \\t]*(${following.map((k) => `(?:${k.re})`).join('|')})`, 'giu'),
            keywords: following,
          },
        }
      : {}),
  };
  keywordCache.set(base, hit);
  return hit;
}

interface Parsed {
  head: string;
  minor?: string;
  letter?: string;
  end?: string;
  length: number;
}

/** A minor number ("2" in 601.2) is positive and has no leading zero. */
function validMinor(minor: string): boolean {
  return /^[1-9]\d*$/.test(minor);
}

/** The id of a start number, or undefined when it is no valid rule number for this keyword. */
function startId(p: Parsed, allowChapter: boolean): string | undefined {
  if (p.minor !== undefined && !validMinor(p.minor)) return undefined;
  if (p.head.length === 1) {
    if (!allowChapter || p.minor !== undefined || p.head === '0') return undefined;
    return p.head;
  }
  if (p.head.length !== 3 || Number(p.head) < 100) return undefined;
  const printed = p.minor === undefined ? p.head : `${p.head}.${p.minor}${p.letter ?? ''}`;
  const id = normaliseNumber(printed);
  return id && parseNumber(id) ? id : undefined;
}

/** Expand `start`–`end` (as printed after the dash); endpoints only when not expandable. */
function expand(start: string, end: string): string[] | undefined {
  const s = parseNumber(start)!;
  const endId = normaliseNumber(end);
  if (endId && !parseNumber(endId)) return undefined;
  // `601.2a–h`: a letter range within one rule.
  if (s.letter && /^[a-zа-яё]{1,2}$/i.test(end)) {
    const last = normaliseNumber(`${s.section}.${s.rule}${end}`);
    if (!last) return undefined;
    return letterRange(start, last);
  }
  // `712.9–10`: a range of rule numbers within one section.
  if (s.rule !== undefined && !s.letter && /^\d+$/.test(end)) {
    if (!validMinor(end)) return undefined;
    return numericRange(Number(s.rule), Number(end), (n) => `${s.section}.${n}`, start, `${s.section}.${end}`);
  }
  // `506–511`, `4–6`: sections or chapters.
  if (s.rule === undefined && /^\d+$/.test(end)) {
    if (s.section < 0) {
      if (!/^[1-9]$/.test(end)) return undefined;
      return numericRange(s.chapter, Number(end), String, start, end);
    }
    if (end.length !== 3 || Number(end) < 100) return undefined;
    return numericRange(s.section, Number(end), String, start, end);
  }
  // `100.1–100.4`, `601.2a–601.2h`: a full number as the end.
  if (endId && s.rule !== undefined && /^\d{3}\.[1-9]\d*[a-zа-яё]{0,2}$/.test(end)) {
    const e = parseNumber(endId)!;
    if (e.section === s.section && !s.letter && !e.letter) {
      return numericRange(s.rule, e.rule!, (n) => `${s.section}.${n}`, start, endId);
    }
    if (e.section === s.section && e.rule === s.rule && s.letter && e.letter) return letterRange(start, endId);
    return [start, endId];
  }
  return undefined;
}

function numericRange(from: number, to: number, id: (n: number) => string, start: string, end: string): string[] {
  if (to <= from || to - from + 1 > MAX_RANGE) return to === from ? [start] : [start, end];
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(id(n));
  return out;
}

function letterRange(start: string, end: string): string[] {
  const a = parseNumber(start)?.letter ?? '';
  const b = parseNumber(end)?.letter ?? '';
  const base = start.slice(0, start.length - a.length);
  if (letterIndex(b) <= letterIndex(a)) return a === b ? [start] : [start, end];
  const out: string[] = [];
  for (let l: string | undefined = a; l && out.length <= MAX_RANGE; l = nextLetter(l)) {
    out.push(base + l);
    if (l === b) return out;
  }
  return [start, end];
}

function parseAt(tokenAt: RegExp, text: string, pos: number): Parsed | undefined {
  tokenAt.lastIndex = pos;
  const m = tokenAt.exec(text);
  if (!m) return undefined;
  return { head: m[1]!, minor: m[2], letter: m[3]?.toLowerCase(), end: m[4], length: m[0].length };
}

/** Build a Reference from a parsed token; undefined when its start is no valid number. */
function toReference(text: string, pos: number, p: Parsed, allowChapter: boolean): Reference | undefined {
  const id = startId(p, allowChapter);
  if (!id) return undefined;
  if (p.end !== undefined) {
    const numbers = expand(id, p.end.toLowerCase());
    if (numbers) return { printed: text.slice(pos, pos + p.length), numbers, start: pos, end: pos + p.length };
  }
  // No (valid) range: the reference is the start number alone.
  const length = p.length - (p.end !== undefined ? p.end.length + 1 : 0);
  return { printed: text.slice(pos, pos + length), numbers: [id], start: pos, end: pos + length };
}

/** References after rule/section keywords, with their list continuations. */
function keywordReferences(text: string, lang: string): Reference[] {
  const { re, keywords, tokenAt, separator: SEPARATOR, numberBefore } = keywordMatcher(lang);
  const out: Reference[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const keyword = keywords.find((k) => k.whole.test(m![1]!));
    if (!keyword) continue;
    const allowChapter = keyword.kind === 'section';
    const listsBare = keyword.plural.test(m[1]!);
    let pos = m.index + m[0].length;
    for (let first = true; ; first = false) {
      const p = parseAt(tokenAt, text, pos);
      if (!p) break;
      if (!first && p.minor === undefined && !listsBare) break;
      const ref = toReference(text, pos, p, allowChapter);
      if (!ref) break;
      out.push(ref);
      pos = ref.end;
      // A range whose end was rejected leaves its dash behind: the list stops there.
      if (p.length !== ref.end - ref.start) break;
      SEPARATOR.lastIndex = pos;
      const sep = SEPARATOR.exec(text);
      if (!sep) break;
      pos += sep[0].length;
    }
    re.lastIndex = Math.max(re.lastIndex, pos);
  }
  if (numberBefore) {
    numberBefore.re.lastIndex = 0;
    for (let m = numberBefore.re.exec(text); m; m = numberBefore.re.exec(text)) {
      const word = m[m.length - 1]!;
      const keyword = numberBefore.keywords.find((k) => new RegExp(`^(?:${k.re})$`, 'iu').test(word));
      const p = parseAt(tokenAt, text, m.index);
      const ref = p && keyword && toReference(text, m.index, p, keyword.kind === 'section');
      if (ref && !out.some((r) => r.start === ref.start)) out.push(ref);
    }
  }
  return out;
}

/** Every cross-reference in `text`, in text order, without overlaps. */
export function extractReferences(text: string, lang: string): readonly Reference[] {
  // Memoised per language and text: unchanged rules repeat across versions, and the graph, the
  // anchors, history classification and the site all ask for the same texts.
  return referencesByText.for(lang).get(text, (t) => kept.get([lang, t], () => scanReferences(t, lang)));
}

const referencesByText = new MemoByLang<readonly Reference[]>();

/** References kept from one ingest to the next (files/kept.ts): offsets and numbers, `printed` cut from the text. */
const kept = new KeptTable<readonly Reference[], Array<[number, number, string[]]>>({
  name: 'references',
  code: 'lib/enrich/references.ts',
  encode: (refs) => refs.map((r) => [r.start, r.end, r.numbers]),
  decode: (stored, [, text]) =>
    stored.map(([start, end, numbers]) => ({ printed: text!.slice(start, end), numbers: [...numbers], start, end })),
  isStored: (v): v is Array<[number, number, string[]]> =>
    Array.isArray(v) &&
    v.every(
      (r) =>
        Array.isArray(r) &&
        r.length === 3 &&
        Number.isInteger(r[0]) &&
        Number.isInteger(r[1]) &&
        Array.isArray(r[2]) &&
        r[2].every((n: unknown) => typeof n === 'string'),
    ),
});

function scanReferences(text: string, lang: string): readonly Reference[] {
  const found = keywordReferences(text, lang);
  const taken = new Set(found.map((r) => r.start));
  const { fullForm, tokenAt } = keywordMatcher(lang);
  fullForm.lastIndex = 0;
  for (let m = fullForm.exec(text); m; m = fullForm.exec(text)) {
    if (taken.has(m.index) || found.some((r) => m!.index >= r.start && m!.index < r.end)) continue;
    const p = parseAt(tokenAt, text, m.index);
    const ref = p && toReference(text, m.index, p, false);
    if (ref) found.push(ref);
  }
  return found.sort((a, b) => a.start - b.start);
}
