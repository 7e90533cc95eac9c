/**
 * Fixtures for the encodings and line endings official CR releases came in but the five fast-test releases have no
 * copy of (tests/fixtures/reference/cr-README.md): built at test time from the real files, never committed.
 */
import iconv from 'iconv-lite';

const CR = 0x0d;
const LF = 0x0a;

/** `text` as UTF-16 with a byte-order mark. */
export function toUtf16(text: string, endian: 'be' | 'le'): Buffer {
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  // swap16 turns the LE BOM FF FE into the BE BOM FE FF along with every other code unit.
  return endian === 'le' ? le : le.swap16();
}

/** Every line break (CRLF, LF or CR) replaced by the next of `breaks`, in turn. ASCII-compatible bytes only. */
function rebreak(bytes: Uint8Array, breaks: number[][]): Buffer {
  const out = new Uint8Array(bytes.length * 2); // a break grows by one byte at most
  let o = 0;
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (b !== CR && b !== LF) {
      out[o++] = b;
      continue;
    }
    if (b === CR && bytes[i + 1] === LF) i++;
    for (const x of breaks[n++ % breaks.length] as number[]) out[o++] = x;
  }
  return Buffer.from(out.buffer, 0, o);
}

/** The old Mac OS form: CRLF → bare CR. */
export function toBareCr(bytes: Uint8Array): Buffer {
  return rebreak(bytes, [[CR]]);
}

/** Line breaks cycling CRLF, LF, CR — the "sometimes mixed" case of DESIGN §2. */
export function toMixedEndings(bytes: Uint8Array): Buffer {
  return rebreak(bytes, [[CR, LF], [LF], [CR]]);
}

/** Text with every line break normalised to LF, to compare texts "modulo line endings". */
export function normaliseBreaks(text: string): string {
  return text.replace(/\r\n|\r/g, '\n');
}

/** Punctuation and symbols of the 2021 file (and the 2025 one), spelled as an ASCII-era file would. */
const TRANSLITERATION: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2122': '(TM)',
  '\u00AE': '(R)',
  '\u00A9': '(C)',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u2022': '*',
  '\u00D7': 'x',
  '\u221E': 'infinity',
};

const isLetter = (ch: string | undefined): boolean => ch !== undefined && /^\p{L}$/u.test(ch);
const encodableIn437 = (ch: string): boolean => iconv.decode(iconv.encode(ch, 'cp437'), 'cp437') === ch;

/**
 * The code-page-437 releases: ASCII except for the accented letters of card names. From the 2021
 * text: every non-ASCII character transliterated to ASCII, except letters inside words (Dandân,
 * Ghazbán, Cátinò) that cp437 can encode; then encoded in cp437. `utf8Expected` is what decoding
 * the bytes must give back.
 */
export function cp437Fixture(text2021: string): { cp437: Buffer; utf8Expected: string } {
  const chars = Array.from(text2021.replace(/^\uFEFF/, ''));
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (ch.charCodeAt(0) < 0x80) out.push(ch);
    else if (TRANSLITERATION[ch] !== undefined) out.push(TRANSLITERATION[ch]);
    else if (isLetter(ch) && isLetter(chars[i - 1]) && encodableIn437(ch)) out.push(ch);
    else {
      // A letter elsewhere loses its accent; anything else is a character this table should know.
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      if (!isLetter(ch) || !/^[\x00-\x7f]+$/.test(bare)) {
        throw new Error(`cp437Fixture: no transliteration for U+${ch.codePointAt(0)?.toString(16).toUpperCase()}`);
      }
      out.push(bare);
    }
  }
  const utf8Expected = out.join('');
  const cp437 = iconv.encode(utf8Expected, 'cp437');
  if (iconv.decode(cp437, 'cp437') !== utf8Expected) throw new Error('cp437Fixture: text does not round-trip');
  return { cp437, utf8Expected };
}
