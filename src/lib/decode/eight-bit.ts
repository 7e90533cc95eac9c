/**
 * Windows-1252, code page 437 or Mac Roman? Files that are not UTF-8 are ASCII plus a few high
 * bytes, and the same byte means different things in each table (0x96 is "–" in 1252 but "û" in
 * cp437, as in Ma'rûf; 0xAA is "ª" in 1252 but "™" in Mac Roman, as in DCI™). We score each high
 * byte under each reading by whether it lands in a plausible place for what it decodes to — a
 * lower-case letter inside a word, a closing quote after a word, an apostrophe before "s" or "ve", a
 * dash between spaces or digits, ™ after a name — and, where the file names a word that a known
 * list (the card names of content/cards.yaml) spells in ASCII or with the accent, that reading
 * gains much. 1252 is the reading of the most files: another must score above zero and above 1252;
 * 1252 must not score below zero, else the file is refused. A tie between the other two is decided
 * for cp437 and reported (DESIGN §2: a tie or no evidence is a warning naming the table chosen).
 */
import iconv from 'iconv-lite';

/** What a high byte decodes to, as far as plausibility goes. */
const LETTER = 0; // accented Latin letter
const APOS = 1; // ’
const OPEN = 2; // ‘ “ „ ‚ « ‹ ¿ ¡
const CLOSE = 3; // ” » ›
const DASH = 4; // – —
const ELLIPSIS = 5; // …
const BULLET = 6; // • ·
const SPACE = 7; // no-break space
const SYMBOL = 8; // ™ © ® £ ° ƒ …
const ALIEN = 9; // box drawing, Greek, maths: never in a Latin-script rules text
const OTHER = 10; // soft hyphen and the like: no opinion
const UNDEFINED = 11; // no character at all (1252's five holes)

/** Context of a neighbouring byte. */
const L = 0; // ASCII letter
const D = 1; // digit
const S = 2; // whitespace, line break, start or end of file
const P = 3; // other ASCII
const H = 4; // another high byte

/** An upper-case accented letter: never right after a lower-case letter ("DandÉn", "CafÈ"). */
const UPPER = 12;

function classify(ch: string): number {
  if (ch === '\uFFFD') return UNDEFINED;
  if (ch === '’') return APOS;
  if ('‘“„‚«‹¿¡'.includes(ch)) return OPEN;
  if ('”»›'.includes(ch)) return CLOSE;
  if (ch === '–' || ch === '—') return DASH;
  if (ch === '…') return ELLIPSIS;
  if ('•·∙'.includes(ch)) return BULLET;
  if (ch === '\u00A0') return SPACE;
  if (ch === '\u00AD') return OTHER;
  // ƒ sits among the Latin letters but is read as the florin sign; a word never contains it.
  if (ch !== 'ƒ' && /^[\u00C0-\u024F]$/u.test(ch) && /^\p{L}$/u.test(ch))
    return ch !== ch.toLowerCase() ? UPPER : LETTER;
  if (/^[\p{Script=Greek}\u2200-\u22FF\u2310-\u2321\u2500-\u25FF\u207F]$/u.test(ch)) return ALIEN;
  return SYMBOL;
}

function table(encoding: string): Uint8Array {
  const high = Buffer.alloc(128);
  for (let i = 0; i < 128; i++) high[i] = 0x80 + i;
  // Index by code point, not by UTF-16 unit: every char here is in the BMP, so they coincide.
  return Uint8Array.from(iconv.decode(high, encoding), classify);
}

/** The readings, the default first. */
export const READINGS = ['windows-1252', 'cp437', 'macintosh'] as const;
export type Reading = (typeof READINGS)[number];
const CLASSES = READINGS.map(table);
/** What each high byte decodes to, per reading (known words are read with these). */
const CHARS = READINGS.map((encoding) => {
  const high = Buffer.alloc(128);
  for (let i = 0; i < 128; i++) high[i] = 0x80 + i;
  return Array.from(iconv.decode(high, encoding));
});

function decodeWord(bytes: Uint8Array, a: number, z: number, r: number): string {
  let out = '';
  for (let k = a; k < z; k++) {
    const b = bytes[k]!;
    out += b < 0x80 ? String.fromCharCode(b) : CHARS[r]![b - 0x80]!;
  }
  return out;
}

function ctx(b: number | undefined): number {
  if (b === undefined) return S;
  if (b >= 0x80) return H;
  if ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a)) return L;
  if (b >= 0x30 && b <= 0x39) return D;
  if (b === 0x20 || (b >= 0x09 && b <= 0x0d)) return S;
  return P;
}

const isAsciiLetter = (b: number | undefined): boolean =>
  b !== undefined && ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a));
const isDigit = (b: number | undefined): boolean => b !== undefined && b >= 0x30 && b <= 0x39;

/**
 * A dash between two letters is plausible joining two words ("occurs—they") or in a subrule range
 * ("601.2f–h"); between one stray letter and another ("Ma'r–f") it is a letter misread as a dash.
 */
function dashBetweenLettersOk(bytes: Uint8Array, i: number): boolean {
  let left = 0;
  while (left < 2 && isAsciiLetter(bytes[i - 1 - left])) left++;
  let right = 0;
  while (right < 2 && isAsciiLetter(bytes[i + 1 + right])) right++;
  if (left >= 2 && right >= 2) return true;
  return left === 1 && right === 1 && isDigit(bytes[i - 2]);
}

const isLower = (b: number | undefined): boolean => b !== undefined && b >= 0x61 && b <= 0x7a;

/** `’s`, `’t`, `’ve`, `’ll`, `’re`, `’d`, `’m` after a letter: an English contraction's apostrophe. */
function contraction(bytes: Uint8Array, i: number): boolean {
  if (!isAsciiLetter(bytes[i - 1])) return false;
  const c = bytes[i + 1];
  const d = bytes[i + 2];
  if (c === 0x73 || c === 0x74 || c === 0x64 || c === 0x6d) return !isAsciiLetter(d); // s t d m
  if ((c === 0x76 && d === 0x65) || (c === 0x6c && d === 0x6c) || (c === 0x72 && d === 0x65))
    return !isAsciiLetter(bytes[i + 3]);
  return false;
}

/** +1 plausible, 0 no opinion, -1 implausible. */
function plausibility(cls: number, prev: number, next: number, bytes: Uint8Array, i: number): number {
  // Runs of three or more high bytes are words of another script (e.g. Cyrillic in windows-1251).
  if (prev === H && next === H) return -1;
  const between = prev === L && next === L;
  switch (cls) {
    case LETTER:
      if (contraction(bytes, i)) return -1;
      return prev === L || prev === H ? 1 : 0;
    case UPPER:
      if (isLower(bytes[i - 1])) return -1;
      return prev === L || prev === H ? 1 : 0;
    case APOS:
      if (prev !== S) return contraction(bytes, i) ? 2 : 1;
      return next === L ? 0 : -1;
    case OPEN:
      if ((prev === S || prev === P || prev === H) && next !== S) return 1;
      return between ? -1 : 0;
    case CLOSE:
      if (prev !== S && (next === S || next === P || next === H)) return 1;
      return between ? -1 : 0;
    case DASH:
      if ((prev === S && (next === S || next === D)) || (prev === D && next === D)) return 1;
      if (between) return dashBetweenLettersOk(bytes, i) ? 1 : -1;
      return 0;
    case ELLIPSIS:
      return prev === L || prev === D || prev === P ? 1 : 0;
    case BULLET:
      if (prev === S && next === S) return 1;
      return between ? -1 : 0;
    case SYMBOL:
      if (between) return -1;
      return prev === L || prev === D || next === L || next === D ? 1 : 0;
    case SPACE:
    case OTHER:
      return between ? -1 : 0;
    default:
      return -1; // ALIEN
  }
}

/** Running totals over a file's high bytes, fed by the byte scan: one score per reading. */
export interface EightBitScore {
  scores: number[];
  /** Offset of the first byte 1252 leaves undefined (0x81 0x8D 0x8F 0x90 0x9D), or -1. */
  undefined1252: number;
  /** Offset of the first high byte that is implausible under each reading, or -1. */
  firstBad: number[];
  /** Offsets of the high bytes (the first few thousand), for the known-word evidence. */
  offsets: number[];
}

const MAX_OFFSETS = 5000;

export function newEightBitScore(): EightBitScore {
  return { scores: READINGS.map(() => 0), undefined1252: -1, firstBad: READINGS.map(() => -1), offsets: [] };
}

/** Score the high byte at `i` under each reading. */
export function scoreHighByte(bytes: Uint8Array, i: number, acc: EightBitScore): void {
  const b = bytes[i] as number;
  const prev = ctx(i > 0 ? bytes[i - 1] : undefined);
  const next = ctx(bytes[i + 1]);
  if (acc.offsets.length < MAX_OFFSETS) acc.offsets.push(i);
  for (let r = 0; r < CLASSES.length; r++) {
    const cls = CLASSES[r]![b - 0x80] as number;
    if (cls === UNDEFINED) {
      if (r === 0 && acc.undefined1252 < 0) acc.undefined1252 = i;
      continue;
    }
    const p = plausibility(cls, prev, next, bytes, i);
    acc.scores[r]! += p;
    if (p < 0 && acc.firstBad[r]! < 0) acc.firstBad[r] = i;
  }
}

/** A known word found under a reading counts as much as this many plausible bytes. */
const KNOWN_WORD = 5;

/** Letters folded to ASCII and lower case, the way card names are compared ("Æther" = "aether"). */
export function foldWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').replace(/Æ/g, 'Ae').replace(/æ/g, 'ae').toLowerCase();
}

/**
 * Each byte folded alone, per reading (`folded`): a word's folded form is its bytes' folded forms in
 * a row, because NFKD, dropping marks and the Æ replacements work character by character, and so
 * does lower-casing but for a few letters whose case depends on their neighbours (Σ: final ς).
 * Bytes that decode to such a letter are `whole`: a word holding one is folded whole.
 */
let folds: Array<{ folded: string[]; whole: Uint8Array }> | undefined;
const foldTables = () => (folds ??= READINGS.map((_, r) => foldTable(r)));
function foldTable(r: number): { folded: string[]; whole: Uint8Array } {
  const folded: string[] = [];
  const whole = new Uint8Array(256);
  for (let b = 0; b < 256; b++) {
    const ch = b < 0x80 ? String.fromCharCode(b) : CHARS[r]![b - 0x80]!;
    const f = foldWord(ch);
    folded.push(f);
    if (foldWord(`a${ch}`) !== `a${f}` || foldWord(`${ch}a`) !== `${f}a` || foldWord(`a${ch}a`) !== `a${f}a`)
      whole[b] = 1;
  }
  return { folded, whole };
}

/** foldWord of bytes[a, z) read with reading r (as foldWord(decodeWord(…)), byte by byte where it can be). */
export function foldBytes(bytes: Uint8Array, a: number, z: number, r: number): string {
  const { folded, whole } = foldTables()[r]!;
  let out = '';
  for (let k = a; k < z; k++) {
    const b = bytes[k]!;
    if (whole[b] === 1) return foldWord(decodeWord(bytes, a, z, r));
    out += folded[b]!;
  }
  return out;
}

/** A byte of a word: a letter, an apostrophe, a hyphen or a high byte. */
const inWord = (b: number | undefined): boolean =>
  b !== undefined && (b >= 0x80 || isAsciiLetter(b) || b === 0x27 || b === 0x2d);

/** Whether bytes[a, z) and bytes[c, c + z - a) are the same. */
function sameBytes(bytes: Uint8Array, a: number, z: number, c: number): boolean {
  for (let k = a; k < z; k++) if (bytes[k] !== bytes[c + k - a]) return false;
  return true;
}

const prefixSets = new WeakMap<ReadonlySet<string>, Set<string>>();
/** Every prefix of every known word. */
function prefixesOf(known: ReadonlySet<string>): Set<string> {
  let out = prefixSets.get(known);
  if (!out) {
    out = new Set();
    for (const w of known) for (let k = 1; k <= w.length; k++) out.add(w.slice(0, k));
    prefixSets.set(known, out);
  }
  return out;
}

function knownWordScores(bytes: Uint8Array, acc: EightBitScore, known: ReadonlySet<string>): number[] {
  const out = READINGS.map(() => 0);
  if (known.size === 0) return out;
  // A word recurs ("it’s" hundreds of times in a 1252 file): each spelling is read once, and met
  // again through a hash of its bytes (compared byte by byte), without a string per occurrence.
  const spellings = new Map<number, Array<{ at: number; length: number; hits: number }>>();
  let lastWord = -1;
  for (const i of acc.offsets) {
    let a = i;
    while (inWord(bytes[a - 1])) a--;
    let z = i + 1;
    while (inWord(bytes[z])) z++;
    // Offsets ascend: a word with two high bytes is met twice in a row.
    if (a === lastWord || z - a < 3) continue;
    lastWord = a;
    let hash = z - a;
    for (let k = a; k < z; k++) hash = (Math.imul(hash, 31) + bytes[k]!) | 0;
    let same = spellings.get(hash);
    let spelling = same?.find((s) => s.length === z - a && sameBytes(bytes, a, z, s.at));
    if (!spelling) {
      spelling = { at: a, length: z - a, hits: readKnownWord(bytes, a, z, known) };
      if (same) same.push(spelling);
      else spellings.set(hash, (same = [spelling]));
    }
    for (let r = 0; r < READINGS.length; r++) if (spelling.hits & (1 << r)) out[r]! += KNOWN_WORD;
  }
  return out;
}

/** The readings (a bit each) under which the word bytes[a, z) is a known word. */
function readKnownWord(bytes: Uint8Array, a: number, z: number, known: ReadonlySet<string>): number {
  const raw = String.fromCharCode(...bytes.subarray(a, z));
  // Its letters before the first high byte start the folded word in every reading: most words
  // (`player’s`) begin as no known word does, and need no reading.
  const head = raw
    .slice(0, raw.search(/[^\x00-\x7f]/))
    .replace(/^['-]+/, '')
    .toLowerCase();
  let hits = 0;
  if (head === '' || prefixesOf(known).has(head)) {
    // Apostrophes and hyphens around the word are not part of it (high bytes never read as them).
    let from = a;
    let to = z;
    while (from < to && (bytes[from] === 0x27 || bytes[from] === 0x2d)) from++;
    while (to > from && (bytes[to - 1] === 0x27 || bytes[to - 1] === 0x2d)) to--;
    for (let r = 0; r < READINGS.length; r++) if (known.has(foldBytes(bytes, from, to, r))) hits |= 1 << r;
  }
  return hits;
}

export type EightBitChoice =
  | { encoding: Reading; tie?: { with: Reading; offset: number } }
  | { offset: number; reason: string; encoding?: undefined };

/**
 * Pick a reading, or say which byte makes the file undecodable and why. Another reading must beat
 * 1252 as scored over 1252's defined bytes: a byte 1252 leaves undefined is no evidence by itself.
 * `known`: words (folded with foldWord) whose spelling decides between readings.
 */
export function chooseEightBit(
  acc: EightBitScore,
  bytes: Uint8Array,
  known: ReadonlySet<string> = new Set(),
): EightBitChoice {
  const words = knownWordScores(bytes, acc, known);
  const score = acc.scores.map((s, r) => s + words[r]!);
  const usable1252 = acc.undefined1252 < 0;
  const others = [1, 2]
    .filter((r) => score[r]! > 0 && score[r]! > score[0]!)
    .sort((a, b) => score[b]! - score[a]! || a - b);
  if (others.length > 0) {
    const best = others[0]!;
    const runnerUp = others[1];
    return runnerUp !== undefined && score[runnerUp] === score[best]
      ? { encoding: READINGS[best]!, tie: { with: READINGS[runnerUp]!, offset: acc.offsets[0] ?? 0 } }
      : { encoding: READINGS[best]! };
  }
  if (usable1252 && score[0]! >= 0) return { encoding: 'windows-1252' };
  if (!usable1252) {
    const at = acc.undefined1252;
    return { offset: at, reason: `undecodable byte ${hex(bytes[at])} (undefined in Windows-1252)` };
  }
  const at = acc.firstBad[0]!;
  return {
    offset: at,
    reason:
      `unrecognised 8-bit encoding: byte ${hex(bytes[at])} reads as text neither in Windows-1252, ` +
      `nor in code page 437, nor in Mac Roman; declare the encoding`,
  };
}

export function hex(b: number | undefined): string {
  return '0x' + (b ?? 0).toString(16).toUpperCase().padStart(2, '0');
}
