/**
 * Rule numbers in document order: duplicates are reported, and a number that breaks the sequence
 * but fits the gap is repaired by position (DESIGN §3). 2008 prints `306.b` and `306.1c` after
 * `306.3a`: they are 306.3b and 306.3c, because that is what fits between 306.3a and 306.4.
 */
import {
  latinLetter,
  letterAt,
  letterIndex,
  letterOrder,
  nextLetter,
  normaliseNumber,
  parseNumber,
  plainDigitsEnd,
} from '../../model/numbers.js';

/** How far to look ahead for the next number that continues the sequence (keeps it linear). */
const LOOKAHEAD = 6;

export interface NumberedLine {
  /** 1-based line. */
  line: number;
  kind: 'chapter' | 'section' | 'rule';
  printed: string;
  /**
   * The line starts with spaces: a rule line indented by mistake when its number continues the
   * sequence exactly as printed, else a paragraph that happens to start with a number.
   */
  indented?: boolean;
}

export interface Placed {
  /** Normalised number, or undefined when the line cannot be given one (it is then read as text). */
  number?: string;
  repairedFrom?: string;
}

import type { Warn } from '../../model/tree.js';

/**
 * Order key of a normalised rule or subrule number (`306.3b` → 306·10⁷ + 3·1000 + 2): comparing
 * plain numbers keeps the pass cheap on 1 MB files. Read by character (numbers.ts plainDigitsEnd): a
 * regular expression's match array for every numbered line of every release was garbage.
 */
function orderKey(id: string): number {
  const digitsEnd = plainDigitsEnd(id);
  if (digitsEnd < 0) return NaN;
  // One letter read by its code: no string is cut for the common case.
  const letter =
    digitsEnd === id.length
      ? 0
      : digitsEnd === id.length - 1
        ? id.charCodeAt(digitsEnd) - 0x60
        : letterOrder(id.slice(digitsEnd));
  return digitsValue(id, 0, 3) * 1e7 + digitsValue(id, 4, digitsEnd) * 1000 + letter;
}

/** The value of the digits id[from, to) (checked by plainDigitsEnd). */
function digitsValue(id: string, from: number, to: number): number {
  let v = 0;
  for (let i = from; i < to; i++) v = v * 10 + id.charCodeAt(i) - 0x30;
  return v;
}

/** The printed number normalised, when it is a rule or subrule number. */
function ruleNumber(printed: string): string | undefined {
  const n = normaliseNumber(printed);
  return n !== undefined && n.includes('.') ? n : undefined;
}

function sectionOf(id: string): string {
  return id.slice(0, 3);
}

/** The printed letters of a (possibly malformed) subrule number, Latin. */
function printedLetter(printed: string): string | undefined {
  const m = /\d\.?([a-zA-Zа-яё]{1,2})\.?$/i.exec(printed);
  return m ? [...m[1]!].map(latinLetter).join('') : undefined;
}

function printedRuleNumber(printed: string): number | undefined {
  const m = /^\d{3}\.(\d+)/.exec(printed);
  return m ? Number(m[1]) : undefined;
}

/** Reads the numbered lines of one CR file in order; `place` is called once per line, in order. */
export class RuleSequence {
  private chapter?: number;
  private section?: string;
  private rule?: string;
  private letter?: string;
  private prev?: string;
  private prevKey = -Infinity;
  private readonly seen = new Map<string, number>();
  /** Normalised number and order key of each line, computed once (the lookahead reads them again). */
  private readonly numbers: Array<string | undefined>;
  private readonly keys: number[];

  constructor(
    private readonly lines: readonly NumberedLine[],
    private readonly warn: Warn,
  ) {
    this.numbers = lines.map((l) => (l.kind === 'rule' ? ruleNumber(l.printed) : undefined));
    this.keys = this.numbers.map((n) => (n === undefined ? NaN : orderKey(n)));
  }

  /** Place the i-th numbered line (chapters and sections are only checked). */
  place(i: number): Placed {
    const entry = this.lines[i]!;
    if (entry.kind === 'chapter') return this.placeChapter(entry);
    if (entry.kind === 'section') return this.placeSection(entry);
    return this.placeRule(i, entry);
  }

  private placeChapter(entry: NumberedLine): Placed {
    const n = Number(entry.printed[0]);
    if (this.chapter !== undefined && n <= this.chapter)
      this.warn(
        entry.line,
        `chapter ${n} out of sequence: it follows chapter ${this.chapter}`,
        'rules:heading-out-of-sequence',
      );
    this.chapter = n;
    this.section = this.rule = this.letter = undefined;
    return { number: String(n) };
  }

  private placeSection(entry: NumberedLine): Placed {
    const s = entry.printed.slice(0, 3);
    if (this.chapter !== undefined && Number(s[0]) !== this.chapter)
      this.warn(entry.line, `section ${s} is not in chapter ${this.chapter}`, 'rules:heading-out-of-sequence');
    else if (this.section !== undefined && s <= this.section)
      this.warn(
        entry.line,
        `section ${s} out of sequence: it follows section ${this.section}`,
        'rules:heading-out-of-sequence',
      );
    this.section = s;
    this.rule = this.letter = undefined;
    return { number: s };
  }

  private placeRule(i: number, entry: NumberedLine): Placed {
    const n = this.numbers[i];
    const duplicate = n !== undefined && this.seen.has(n);
    const key = this.keys[i]!;
    if (entry.indented)
      return n !== undefined && !duplicate && this.continues(key, i) ? this.accept(n, entry.line, key) : {};
    if (n !== undefined && !duplicate && this.continues(key, i)) return this.accept(n, entry.line, key);
    // A number printed twice or out of place that has a fitting number in the gap is a typo there.
    // A rule's number again without its dot, among its subrules (`702.86` after 702.86a), is a
    // subrule whose letter was dropped; printed as rules are (`702.190.`), it is the rule twice.
    const letterDropped = duplicate && !entry.printed.endsWith('.') && this.rule === n && this.letter !== undefined;
    const guess = this.guesses(entry.printed, duplicate && !letterDropped).find((g) => this.fitsGap(g, i));
    if (guess !== undefined) {
      const why = duplicate
        ? `duplicate rule number ${n} (also at line ${this.seen.get(n!)})`
        : `rule number ${entry.printed} breaks the sequence after ${this.prev}`;
      this.warn(entry.line, `${why}; read as ${guess}, which fits the gap`, 'rules:number-repaired');
      return { ...this.accept(guess, entry.line), repairedFrom: entry.printed };
    }
    if (duplicate) {
      this.warn(entry.line, `duplicate rule number ${n} (also at line ${this.seen.get(n!)})`, 'rules:duplicate-number');
      return this.accept(n!, entry.line);
    }
    if (n !== undefined) {
      const where = this.prev ? ` after ${this.prev}` : '';
      this.warn(
        entry.line,
        `rule number ${n} out of sequence${where}; kept as printed`,
        'rules:number-out-of-sequence',
      );
      return this.accept(n, entry.line);
    }
    this.warn(entry.line, `unreadable rule number ${entry.printed}; line read as text`, 'rules:unreadable-number');
    return {};
  }

  private accept(n: string, line: number, key = orderKey(n)): Placed {
    this.prev = n;
    this.prevKey = key;
    if (!this.seen.has(n)) this.seen.set(n, line);
    this.section = sectionOf(n);
    const digitsEnd = plainDigitsEnd(n);
    if (digitsEnd > 0 && digitsEnd < n.length) {
      this.rule = n.slice(0, digitsEnd);
      this.letter = n.slice(digitsEnd);
    } else {
      this.rule = n;
      this.letter = undefined;
    }
    return { number: n };
  }

  /** The number lies after the previous one and not after the next one that continues the sequence. */
  private continues(key: number, i: number): boolean {
    if (!(key > this.prevKey)) return false;
    const next = this.nextInSequence(i);
    // Equal is fine: the next line then repeats this number, and is the duplicate.
    return next === undefined || key <= next;
  }

  /**
   * The key of the next printed number (within a few lines, before any heading) that comes after the
   * previous one; typos in between are skipped so that two typos in a row (`306.b`, `306.1c`) both get repaired.
   */
  private nextInSequence(i: number): number | undefined {
    for (let j = i + 1; j < this.lines.length && j <= i + LOOKAHEAD; j++) {
      if (this.lines[j]!.kind !== 'rule') return undefined;
      const key = this.keys[j]!;
      if (key > this.prevKey) return key;
    }
    return undefined;
  }

  /**
   * What the sequence expects here, best first: keeping whatever part of the printed number agrees
   * with it (`432.2b` after 423.2a → 423.2b), else the next number (`505.54` after 505.4 → 505.5).
   */
  private guesses(printed: string, duplicate: boolean): string[] {
    if (this.section === undefined) return [];
    const isSub = /[a-zA-Zа-яё]\.?$/i.test(printed);
    if (isSub) {
      if (this.rule === undefined) return [];
      const letter = printedLetter(printed);
      const after = (l: string) => letterIndex(l) > (this.letter === undefined ? -1 : letterIndex(this.letter));
      const out: string[] = [];
      if (letter && letterIndex(letter) >= 0 && after(letter)) out.push(`${this.rule}${letter}`);
      const next = this.nextLetter();
      if (next !== undefined) out.push(`${this.rule}${next}`);
      return [...new Set(out)];
    }
    const current = this.rule ? (parseNumber(this.rule)?.rule ?? 0) : 0;
    const printedRule = printedRuleNumber(printed);
    const out = printedRule !== undefined && printedRule > current ? [`${this.section}.${printedRule}`] : [];
    out.push(`${this.section}.${current + 1}`);
    // Among subrules, a garbled letter may read as digits (`702.212` between 702.22a and 702.22c);
    // a rule number printed twice is the rule again, not a subrule.
    const next = this.letter !== undefined && !duplicate ? this.nextLetter() : undefined;
    if (next !== undefined) out.push(`${this.rule}${next}`);
    return [...new Set(out)];
  }

  private nextLetter(): string | undefined {
    return this.letter === undefined ? letterAt(0) : nextLetter(this.letter);
  }

  /**
   * The guess is new and lies after the previous number and strictly before the next one (a guess
   * equal to the next number would only move the duplicate down: 702.190 printed twice stays so).
   */
  private fitsGap(guess: string, i: number): boolean {
    const key = orderKey(guess);
    if (this.seen.has(guess) || !(key > this.prevKey)) return false;
    const next = this.nextInSequence(i);
    return next === undefined || key < next;
  }
}
