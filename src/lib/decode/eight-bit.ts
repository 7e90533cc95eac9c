/**
 * Windows-1252 or code page 437? Files that are not UTF-8 are ASCII plus a few high bytes, and the
 * same byte means different things in the two code pages (0x96 is "–" in 1252 but "û" in cp437, as in
 * Ma'rûf). We score each high byte under both readings by whether it lands in a plausible place for
 * what it decodes to — a letter inside a word, a closing quote after a word, a dash between spaces or
 * digits — and pick the reading with the higher total. Neither reading is chosen without evidence:
 * cp437 must score above zero (and above 1252), 1252 must not score below zero, else the file is refused.
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
  if (ch !== 'ƒ' && /^[\u00C0-\u024F]$/u.test(ch) && /^\p{L}$/u.test(ch)) return LETTER;
  if (/^[\p{Script=Greek}\u2200-\u22FF\u2310-\u2321\u2500-\u25FF\u207F]$/u.test(ch)) return ALIEN;
  return SYMBOL;
}

function table(encoding: string): Uint8Array {
  const high = Buffer.alloc(128);
  for (let i = 0; i < 128; i++) high[i] = 0x80 + i;
  // Index by code point, not by UTF-16 unit: every char here is in the BMP, so they coincide.
  return Uint8Array.from(iconv.decode(high, encoding), classify);
}

const CLASS_1252 = table('windows-1252');
const CLASS_437 = table('cp437');

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

/** +1 plausible, 0 no opinion, -1 implausible. */
function plausibility(cls: number, prev: number, next: number, bytes: Uint8Array, i: number): number {
  // Runs of three or more high bytes are words of another script (e.g. Cyrillic in windows-1251).
  if (prev === H && next === H) return -1;
  const between = prev === L && next === L;
  switch (cls) {
    case LETTER:
      return prev === L || prev === H ? 1 : 0;
    case APOS:
      if (prev !== S) return 1;
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

/** Running totals over a file's high bytes, fed by the byte scan. */
export interface EightBitScore {
  score1252: number;
  score437: number;
  /** Offset of the first byte 1252 leaves undefined (0x81 0x8D 0x8F 0x90 0x9D), or -1. */
  undefined1252: number;
  /** Offset of the first high byte that is implausible under each reading, or -1. */
  firstBad1252: number;
  firstBad437: number;
}

export function newEightBitScore(): EightBitScore {
  return { score1252: 0, score437: 0, undefined1252: -1, firstBad1252: -1, firstBad437: -1 };
}

/** Score the high byte at `i` under both readings. */
export function scoreHighByte(bytes: Uint8Array, i: number, acc: EightBitScore): void {
  const b = bytes[i] as number;
  const prev = ctx(i > 0 ? bytes[i - 1] : undefined);
  const next = ctx(bytes[i + 1]);
  const c1252 = CLASS_1252[b - 0x80] as number;
  if (c1252 === UNDEFINED) {
    if (acc.undefined1252 < 0) acc.undefined1252 = i;
  } else {
    const p = plausibility(c1252, prev, next, bytes, i);
    acc.score1252 += p;
    if (p < 0 && acc.firstBad1252 < 0) acc.firstBad1252 = i;
  }
  const p437 = plausibility(CLASS_437[b - 0x80] as number, prev, next, bytes, i);
  acc.score437 += p437;
  if (p437 < 0 && acc.firstBad437 < 0) acc.firstBad437 = i;
}

export type EightBitChoice =
  { encoding: 'windows-1252' | 'cp437' } | { offset: number; reason: string; encoding?: undefined };

/**
 * Pick a reading, or say which byte makes the file undecodable and why. cp437 must beat 1252 as
 * scored over 1252's defined bytes: a byte 1252 leaves undefined is no evidence for cp437 by itself.
 */
export function chooseEightBit(acc: EightBitScore, bytes: Uint8Array): EightBitChoice {
  const usable1252 = acc.undefined1252 < 0;
  if (acc.score437 > 0 && acc.score437 > acc.score1252) return { encoding: 'cp437' };
  if (usable1252 && acc.score1252 >= 0) return { encoding: 'windows-1252' };
  if (!usable1252) {
    const at = acc.undefined1252;
    return { offset: at, reason: `undecodable byte ${hex(bytes[at])} (undefined in Windows-1252)` };
  }
  const at = acc.firstBad1252;
  return {
    offset: at,
    reason:
      `unrecognised 8-bit encoding: byte ${hex(bytes[at])} reads as text neither in Windows-1252 ` +
      `nor in code page 437; declare the encoding`,
  };
}

export function hex(b: number | undefined): string {
  return '0x' + (b ?? 0).toString(16).toUpperCase().padStart(2, '0');
}
