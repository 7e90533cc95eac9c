/**
 * Rule numbers in document order: duplicates are reported, and a number that breaks the sequence
 * but fits the gap is repaired by position (DESIGN §3). 2008 prints `306.b` and `306.1c` after
 * `306.3a`: they are 306.3b and 306.3c, because that is what fits between 306.3a and 306.4.
 */
import { SUBRULE_LETTERS, latinLetter, nextLetter, normaliseNumber, parseNumber } from '../numbers.js';

/** How far to look ahead for the next number that continues the sequence (keeps it linear). */
const LOOKAHEAD = 6;

export interface NumberedLine {
  /** 1-based line. */
  line: number;
  kind: 'chapter' | 'section' | 'rule';
  printed: string;
}

export interface Placed {
  /** Normalised number, or undefined when the line cannot be given one (it is then read as text). */
  number?: string;
  repairedFrom?: string;
}

type Warn = (line: number, reason: string) => void;

/**
 * Order key of a normalised rule or subrule number (`306.3b` → 306·10⁷ + 3·100 + 2): comparing
 * plain numbers keeps the pass cheap on 1 MB files.
 */
function orderKey(id: string): number {
  const m = /^(\d{3})\.(\d+)([a-z]?)$/.exec(id);
  if (!m) return NaN;
  return Number(m[1]) * 1e7 + Number(m[2]) * 100 + (m[3] ? m[3].charCodeAt(0) - 96 : 0);
}

/** The printed number normalised, when it is a rule or subrule number. */
function ruleNumber(printed: string): string | undefined {
  const n = normaliseNumber(printed);
  return n !== undefined && /\./.test(n) ? n : undefined;
}

function sectionOf(id: string): string {
  return id.slice(0, 3);
}

function ruleOf(id: string): string {
  return id.replace(/[a-z]$/, '');
}

function isSubrule(id: string): boolean {
  return /[a-z]$/.test(id);
}

/** The printed letter of a (possibly malformed) subrule number, Latin. */
function printedLetter(printed: string): string | undefined {
  const m = /([a-zA-Zа-яё])\.?$/i.exec(printed);
  return m ? latinLetter(m[1]!) : undefined;
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
      this.warn(entry.line, `chapter ${n} out of sequence: it follows chapter ${this.chapter}`);
    this.chapter = n;
    this.section = this.rule = this.letter = undefined;
    return { number: String(n) };
  }

  private placeSection(entry: NumberedLine): Placed {
    const s = entry.printed.slice(0, 3);
    if (this.chapter !== undefined && Number(s[0]) !== this.chapter)
      this.warn(entry.line, `section ${s} is not in chapter ${this.chapter}`);
    else if (this.section !== undefined && s <= this.section)
      this.warn(entry.line, `section ${s} out of sequence: it follows section ${this.section}`);
    this.section = s;
    this.rule = this.letter = undefined;
    return { number: s };
  }

  private placeRule(i: number, entry: NumberedLine): Placed {
    const n = this.numbers[i];
    if (n !== undefined && this.seen.has(n)) {
      this.warn(entry.line, `duplicate rule number ${n} (also at line ${this.seen.get(n)})`);
      return this.accept(n, entry.line);
    }
    if (n !== undefined && this.continues(this.keys[i]!, i)) return this.accept(n, entry.line);
    const guess = this.guess(entry.printed);
    if (guess !== undefined && this.fitsGap(guess, i)) {
      this.warn(
        entry.line,
        `rule number ${entry.printed} breaks the sequence after ${this.prev}; read as ${guess}, which fits the gap`,
      );
      return { ...this.accept(guess, entry.line), repairedFrom: entry.printed };
    }
    if (n !== undefined) {
      const where = this.prev ? ` after ${this.prev}` : '';
      this.warn(entry.line, `rule number ${n} out of sequence${where}; kept as printed`);
      return this.accept(n, entry.line);
    }
    this.warn(entry.line, `unreadable rule number ${entry.printed}; line read as text`);
    return {};
  }

  private accept(n: string, line: number): Placed {
    this.prev = n;
    this.prevKey = orderKey(n);
    if (!this.seen.has(n)) this.seen.set(n, line);
    this.section = sectionOf(n);
    if (isSubrule(n)) {
      this.rule = ruleOf(n);
      this.letter = n.slice(-1);
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

  /** What the sequence expects here, keeping whatever part of the printed number agrees with it. */
  private guess(printed: string): string | undefined {
    if (this.section === undefined) return undefined;
    const isSub = /[a-zA-Zа-яё]\.?$/i.test(printed);
    if (isSub) {
      if (this.rule === undefined) return undefined;
      const letter = printedLetter(printed);
      const after = (l: string) => SUBRULE_LETTERS.indexOf(l) > SUBRULE_LETTERS.indexOf(this.letter ?? '');
      const next = letter && SUBRULE_LETTERS.includes(letter) && after(letter) ? letter : this.nextLetter();
      return next === undefined ? undefined : `${this.rule}${next}`;
    }
    const current = this.rule ? (parseNumber(this.rule)?.rule ?? 0) : 0;
    const printedRule = printedRuleNumber(printed);
    const ruleNumber = printedRule !== undefined && printedRule > current ? printedRule : current + 1;
    return `${this.section}.${ruleNumber}`;
  }

  private nextLetter(): string | undefined {
    return this.letter === undefined ? SUBRULE_LETTERS[0] : nextLetter(this.letter);
  }

  /** The guess is new and lies after the previous number and before the next one. */
  private fitsGap(guess: string, i: number): boolean {
    return !this.seen.has(guess) && this.continues(orderKey(guess), i);
  }
}
