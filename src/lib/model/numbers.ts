/**
 * Rule numbers: recognising, normalising and ordering them.
 * `1` chapter, `100` section, `100.1` rule, `100.1a` subrule.
 * Subrule letters skip `l` and `o` (confusable with 1 and 0). After `z` they go on in two letters,
 * `aa`, `ab`, … (2026-08-07 prints 704.5aa after 704.5z), counted as spreadsheet columns are.
 */
import { Memo } from '../text/memo.js';

export type { RuleKind } from './schema.js';
import type { RuleKind } from './schema.js';

/** Cyrillic letters that translators typed for Latin subrule letters (а е с о р х …). */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  с: 'c',
  о: 'o',
  р: 'p',
  х: 'x',
  к: 'k',
  м: 'm',
  т: 't',
  у: 'y',
  н: 'h',
};

/** Letters used for subrules, in order. */
export const SUBRULE_LETTERS = 'abcdefghijkmnpqrstuvwxyz'.split('');

export function latinLetter(ch: string): string {
  const lower = ch.toLowerCase();
  return CYRILLIC_TO_LATIN[lower] ?? lower;
}

const BASE = SUBRULE_LETTERS.length;

/** The 0-based place of a subrule's letters (`a` 0, `z` 23, `aa` 24, `ab` 25); -1 when they are none. */
export function letterIndex(letters: string): number {
  if (letters.length === 1) return SUBRULE_LETTERS.indexOf(letters);
  if (letters.length !== 2) return -1;
  const hi = SUBRULE_LETTERS.indexOf(letters[0]!);
  const lo = SUBRULE_LETTERS.indexOf(letters[1]!);
  return hi < 0 || lo < 0 ? -1 : (hi + 1) * BASE + lo;
}

/**
 * An order of subrule letters as printed, typos included: one letter by its code (`a` 1 … `z` 26:
 * a misprinted `l` or `o` still has its place), two letters after every single one (`aa` 51).
 */
export function letterOrder(letters: string): number {
  if (letters.length === 1) return letters.charCodeAt(0) - 0x60;
  const i = letterIndex(letters);
  return i < 0 ? NaN : i + 27;
}

/** The subrule letters after `letter` (`k` → `m`, `n` → `p`, `z` → `aa`); undefined after `zz`. */
export function nextLetter(letter: string): string | undefined {
  const i = letterIndex(letter);
  return i < 0 ? undefined : letterAt(i + 1);
}

/** The subrule letters at 0-based place n (one letter, then two). */
export function letterAt(n: number): string | undefined {
  if (n < 0 || !Number.isInteger(n)) return undefined;
  if (n < BASE) return SUBRULE_LETTERS[n];
  const hi = Math.floor(n / BASE) - 1;
  return hi < BASE ? SUBRULE_LETTERS[hi]! + SUBRULE_LETTERS[n % BASE]! : undefined;
}

export interface ParsedNumber {
  chapter: number;
  section: number;
  rule?: number;
  letter?: string;
}

const NUMBER_RE = /^(\d{3})(?:\.(\d+)([a-z]{1,2})?)?$/;

/** Parse a normalised id (`707.10a`, `707`, `7`); undefined when it is not a rule number. */
export function parseNumber(id: string): ParsedNumber | undefined {
  const bare = id.replace(/@.*$/, '');
  if (/^\d$/.test(bare)) return { chapter: Number(bare), section: -1 };
  const m = NUMBER_RE.exec(bare);
  if (!m) return undefined;
  const section = Number(m[1]);
  return {
    chapter: Math.floor(section / 100),
    section,
    rule: m[2] === undefined ? undefined : Number(m[2]),
    letter: m[3],
  };
}

// Asked for every rendition of every release: a few thousand distinct numbers.
const kinds = new Memo<RuleKind>(200_000);

export function kindOf(id: string): RuleKind {
  return shapeKind(id) ?? kinds.get(id, computeKind);
}

/** The kind of a plain normalised number (`7`, `707`, `707.10`, `707.10a`) from its characters; else undefined. */
function shapeKind(id: string): RuleKind | undefined {
  const n = id.length;
  if (n === 1) return isDigitCode(id.charCodeAt(0)) ? 'chapter' : undefined;
  if (n === 3)
    return isDigitCode(id.charCodeAt(0)) && isDigitCode(id.charCodeAt(1)) && isDigitCode(id.charCodeAt(2))
      ? 'section'
      : undefined;
  const digitsEnd = plainDigitsEnd(id);
  return digitsEnd < 0 ? undefined : digitsEnd < n ? 'subrule' : 'rule';
}

function computeKind(id: string): RuleKind {
  const p = parseNumber(id);
  if (!p) throw new Error(`not a rule number: ${id}`);
  if (p.section < 0) return 'chapter';
  if (p.rule === undefined) return 'section';
  return p.letter ? 'subrule' : 'rule';
}

/** The parent id: `707.10a` → `707.10` → `707` → `7`; chapters have none. */
export function parentOf(id: string): string | undefined {
  const [bare, at] = id.split('@') as [string, string | undefined];
  const p = parseNumber(bare);
  if (!p || p.section < 0) return undefined;
  const suffix = at ? `@${at}` : '';
  if (p.rule === undefined) return String(p.chapter);
  if (!p.letter) return String(p.section) + suffix;
  return `${p.section}.${p.rule}` + suffix;
}

/**
 * Normalise a number as printed: trailing dots dropped, Cyrillic letters made Latin,
 * `502.25.c` → `502.25c`, `100.` → `100`. Undefined when the text is not a rule number.
 */
export function normaliseNumber(printed: string): string | undefined {
  const plain = plainRuleNumber(printed);
  if (plain !== undefined) return plain;
  const m = /^(\d{1,3})(?:\.(\d+)?\.?([a-zа-яё]{1,2})?)?\.?$/i.exec(printed.trim());
  if (!m) return undefined;
  const [, head, rule, letter] = m;
  if (head!.length === 1 && rule === undefined && !letter) return head;
  if (head!.length !== 3) return undefined;
  if (rule === undefined) return letter ? undefined : head;
  if (!letter) return `${head}.${Number(rule)}`;
  const latin = [...letter].map(latinLetter).join('');
  if (!/^[a-z]{1,2}$/.test(latin)) return undefined;
  return `${head}.${Number(rule)}${latin}`;
}

/**
 * The common case read without a regular expression (every numbered line of every release):
 * `100.1`, `100.1.`, `100.1a`, `100.1a.` — a plain number without a leading zero in its rule, and an
 * optional final dot. Anything else (undefined) takes the full reading.
 */
function plainRuleNumber(printed: string): string | undefined {
  let end = printed.length;
  if (end > 0 && printed.charCodeAt(end - 1) === 0x2e) end--;
  const digitsEnd = plainDigitsEnd(printed, end);
  if (digitsEnd < 0 || (printed.charCodeAt(4) === 0x30 && digitsEnd > 5)) return undefined;
  return end === printed.length ? printed : printed.slice(0, end);
}

/**
 * Whether `id[0, end)` has the plain shape of a rule or subrule number — three digits, a dot,
 * digits, optional Latin subrule letters (one or two) — read character by character (it runs for
 * every numbered line of every release): the end of the rule's digits (`end` without letters), or -1.
 */
export function plainDigitsEnd(id: string, end = id.length): number {
  if (end < 5 || id.charCodeAt(3) !== 0x2e) return -1;
  for (let i = 0; i < 3; i++) if (!isDigitCode(id.charCodeAt(i))) return -1;
  let digitsEnd = end;
  if (isLowerCode(id.charCodeAt(digitsEnd - 1))) digitsEnd--;
  if (isLowerCode(id.charCodeAt(digitsEnd - 1))) digitsEnd--;
  if (digitsEnd <= 4) return -1;
  for (let i = 4; i < digitsEnd; i++) if (!isDigitCode(id.charCodeAt(i))) return -1;
  return digitsEnd;
}

const isDigitCode = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isLowerCode = (c: number): boolean => c >= 0x61 && c <= 0x7a;

type SortKey = readonly [number, number, number, number, string];

// Sorting compares each number many times: parse it once (the key is shared, never changed).
const sortKeys = new Memo<SortKey>(200_000);

function sortKey(id: string): SortKey {
  return sortKeys.get(id, computeSortKey);
}

function computeSortKey(id: string): SortKey {
  const [bare, at = ''] = id.split('@') as [string, string | undefined];
  const p = parseNumber(bare);
  if (!p) return [Infinity, 0, 0, 0, id];
  return [p.chapter, p.section, p.rule ?? -1, p.letter ? letterIndex(p.letter) + 1 : 0, at];
}

/** Numeric order: 702.9 < 702.19 < 702.188; `X@date` right after `X`, older dates first. */
export function compareNumbers(a: string, b: string): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  for (let i = 0; i < 4; i++) {
    const d = (ka[i] as number) - (kb[i] as number);
    if (d !== 0) return d;
  }
  return ka[4] < kb[4] ? -1 : ka[4] > kb[4] ? 1 : 0;
}

export function sortNumbers<T extends string>(ids: Iterable<T>): T[] {
  return [...ids].sort(compareNumbers);
}

/** Normalise what a user types: `707.`, ` 707.10A `, Cyrillic letters, `R70710` anchors. */
export function normaliseQuery(query: string): string {
  const q = query.trim();
  const anchor = /^R(\d{3})(\d+)([a-z]{0,2})$/i.exec(q);
  if (anchor) return `${anchor[1]}.${Number(anchor[2])}${anchor[3]!.toLowerCase()}`;
  const [num, at] = q.split('@') as [string, string | undefined];
  const n = normaliseNumber(num) ?? num;
  return at ? `${n}@${at}` : n;
}
