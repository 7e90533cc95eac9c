/**
 * Bytes → text. Official CR files come as ASCII, Windows-1252, UTF-8 (± BOM), UTF-16BE/LE with BOM,
 * or ASCII with a few code-page-437 letters; line endings CRLF, LF, bare CR, or mixed (DESIGN §2).
 * We never emit U+FFFD or mojibake: a file we cannot decode with confidence is refused with an
 * InputError that names the line of the offending byte. The text is otherwise kept as is: only a
 * BOM (and a DOS end-of-file mark, Ctrl-Z, as the very last byte) is removed; line endings stay.
 *
 * Detection, without a declared encoding:
 *   1. a BOM decides (UTF-8, UTF-16BE, UTF-16LE; UTF-32 is refused);
 *   2. NUL bytes: UTF-16 without BOM if they sit at one parity only, else binary data;
 *   3. other control characters: binary data;
 *   4. no byte >= 0x80: ASCII; valid UTF-8: UTF-8;
 *   5. mostly valid UTF-8 with some ill-formed bytes: refused (a damaged or mixed file);
 *   6. otherwise 8-bit: Windows-1252, code page 437 or Mac Roman, whichever reads the high bytes as
 *      text (eight-bit.ts); known words (card names) count as evidence, a tie is reported.
 */
import iconv from 'iconv-lite';
import { InputError, type RuleId } from '../model/errors.js';
import { chooseEightBit, hex } from './eight-bit.js';
import { canonicalEncoding, isUtf16, knownEncodings, type Canonical } from './labels.js';
import { lineOfByte } from './lines.js';
import { scanBytes, sniffUtf16, type ByteScan } from './scan.js';
import { checkText } from './text-check.js';
import { decodeUtf16, detectBom, type Bom } from './utf16.js';

export { splitLines, lineOfIndex } from './lines.js';
export { findMojibake } from './text-check.js';
export { canonicalEncoding, knownEncodings, type Canonical } from './labels.js';

export interface DecodeOptions {
  /** The encoding sources.yaml declares. */
  declared?: string;
  /** Words (folded with foldWord) whose spelling tells 8-bit tables apart: the known card names. */
  knownWords?: ReadonlySet<string>;
  /** Where a choice made without enough evidence is reported. */
  warn?: (line: number, reason: string, ruleId: RuleId) => void;
}

export interface Decoded {
  text: string;
  /**
   * 'ascii' | 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'cp437' | 'macintosh', or the
   * canonical name of a declared single-byte code page.
   */
  encoding: string;
}

const CTRL_Z = 0x1a;

const TABLE_NAMES: Record<string, string> = {
  'windows-1252': 'Windows-1252',
  cp437: 'code page 437',
  macintosh: 'Mac Roman',
};

export function decode(bytes: Uint8Array, file: string, declaredOrOptions?: string | DecodeOptions): Decoded {
  const options = typeof declaredOrOptions === 'string' ? { declared: declaredOrOptions } : (declaredOrOptions ?? {});
  const declared = options.declared;
  if (bytes.length === 0) throw new InputError(file, 0, 'empty file');
  const found = detectBom(bytes);
  if (found && found.length === bytes.length) throw new InputError(file, 0, 'empty file (only a byte-order mark)');
  if (found?.bom === 'utf-32le' || found?.bom === 'utf-32be') {
    throw new InputError(file, 0, `unsupported encoding: ${found.bom.toUpperCase()} (byte-order mark)`);
  }
  const result =
    declared === undefined ? detect(bytes, file, found, options) : decodeDeclared(bytes, file, declared, found);
  checkText(result.text, file);
  return result;
}

function detect(bytes: Uint8Array, file: string, found: ReturnType<typeof detectBom>, options: DecodeOptions): Decoded {
  if (found?.bom === 'utf-16le' || found?.bom === 'utf-16be') {
    const bigEndian = found.bom === 'utf-16be';
    return { text: decodeUtf16(bytes, found.length, bigEndian, file), encoding: found.bom };
  }
  if (found?.bom === 'utf-8') {
    return { text: strictUtf8(bytes, 3, file, 'after a UTF-8 byte-order mark'), encoding: 'utf-8-bom' };
  }

  const end = contentEnd(bytes, file);
  const scan = scanBytes(bytes, 0, end);
  if (scan.firstNul >= 0) {
    const utf16 = sniffUtf16(scan, bytes.length);
    if (utf16) return { text: decodeUtf16(bytes, 0, utf16 === 'be', file), encoding: `utf-16${utf16}` };
  }
  refuseBinary(bytes, 0, scan, file);
  if (scan.firstHigh < 0) return { text: latin(bytes, end, 'ascii'), encoding: 'ascii' };
  if (scan.utf8Invalid === 0) {
    return { text: Buffer.from(bytes.buffer, bytes.byteOffset, end).toString('utf8'), encoding: 'utf-8' };
  }
  if (scan.utf8Valid >= scan.utf8Invalid) {
    // Refused rather than read as 1252: the valid sequences would become mojibake ("â€™").
    const at = scan.firstInvalid;
    throw new InputError(
      file,
      lineOfByte(bytes, 0, at),
      `invalid UTF-8 byte ${hex(bytes[at])} in a file that is otherwise UTF-8`,
    );
  }
  const choice = chooseEightBit(scan.eight, bytes, options.knownWords);
  if (choice.encoding === undefined)
    throw new InputError(file, lineOfByte(bytes, 0, choice.offset), choice.reason, 'rules:undecodable');
  if (choice.tie)
    options.warn?.(
      lineOfByte(bytes, 0, choice.tie.offset),
      `the 8-bit bytes read as well in ${TABLE_NAMES[choice.encoding]} as in ${TABLE_NAMES[choice.tie.with]}, and no known ` +
        `word decides: read as ${TABLE_NAMES[choice.encoding]} (declare the encoding in sources.yaml if wrong)`,
      'rules:encoding-guessed',
    );
  return { text: latin(bytes, end, choice.encoding), encoding: choice.encoding };
}

function decodeDeclared(
  bytes: Uint8Array,
  file: string,
  declared: string,
  found: ReturnType<typeof detectBom>,
): Decoded {
  const canon = canonicalEncoding(declared);
  if (!canon) {
    throw new InputError(file, 0, `unknown encoding '${declared}' (known: ${knownEncodings().join(', ')})`);
  }
  if (found && !bomFits(found.bom, canon)) {
    throw new InputError(
      file,
      0,
      `declared ${canon}, but the file starts with a ${found.bom.toUpperCase()} byte-order mark`,
    );
  }
  const start = found?.length ?? 0;
  if (isUtf16(canon)) {
    let endian: 'be' | 'le' | undefined =
      found?.bom === 'utf-16be' || canon === 'utf-16be' ? 'be' : found || canon === 'utf-16le' ? 'le' : undefined;
    endian ??= sniffUtf16(scanBytes(bytes, 0, bytes.length), bytes.length);
    if (!endian)
      throw new InputError(
        file,
        0,
        'declared utf-16, but no byte-order mark or UTF-16 byte pattern: declare utf-16le or utf-16be',
      );
    return { text: decodeUtf16(bytes, start, endian === 'be', file), encoding: `utf-16${endian}` };
  }
  if (canon === 'utf-8') {
    const text = strictUtf8(bytes, start, file, '(declared utf-8)');
    return { text, encoding: found ? 'utf-8-bom' : 'utf-8' };
  }
  const end = contentEnd(bytes, file);
  const scan = scanBytes(bytes, 0, end);
  refuseBinary(bytes, 0, scan, file);
  if (canon === 'ascii') {
    if (scan.firstHigh >= 0) {
      const at = scan.firstHigh;
      throw new InputError(file, lineOfByte(bytes, 0, at), `byte ${hex(bytes[at])} is not ASCII (declared ascii)`);
    }
    return { text: latin(bytes, end, 'ascii'), encoding: 'ascii' };
  }
  const text = latin(bytes, end, canon);
  // Single-byte code pages map byte i to char i, so the first U+FFFD points at the undefined byte.
  const hole = text.indexOf('\uFFFD');
  if (hole >= 0) {
    throw new InputError(
      file,
      lineOfByte(bytes, 0, hole),
      `undecodable byte ${hex(bytes[hole])} (undefined in ${canon})`,
    );
  }
  return { text, encoding: canon };
}

function bomFits(bom: Bom, canon: Canonical): boolean {
  if (bom === 'utf-8') return canon === 'utf-8';
  if (bom === 'utf-16le') return canon === 'utf-16' || canon === 'utf-16le';
  if (bom === 'utf-16be') return canon === 'utf-16' || canon === 'utf-16be';
  return false;
}

/** UTF-8 that must be valid throughout (after a BOM, or declared). */
function strictUtf8(bytes: Uint8Array, start: number, file: string, context: string): string {
  const scan = scanBytes(bytes, start, bytes.length);
  refuseBinary(bytes, start, scan, file);
  if (scan.utf8Invalid > 0) {
    const at = scan.firstInvalid;
    throw new InputError(file, lineOfByte(bytes, start, at), `invalid UTF-8 byte ${hex(bytes[at])} ${context}`);
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, bytes.length - start).toString('utf8');
}

/** NUL bytes and control characters mean binary data, not text in some other encoding. */
function refuseBinary(bytes: Uint8Array, start: number, scan: ByteScan, file: string): void {
  if (scan.firstNul >= 0) throw new InputError(file, lineOfByte(bytes, start, scan.firstNul), 'binary data: NUL byte');
  if (scan.firstControl >= 0) {
    const at = scan.firstControl;
    throw new InputError(file, lineOfByte(bytes, start, at), `binary data: control character ${hex(bytes[at])}`);
  }
}

/** Where the text ends in an ASCII-compatible file: before a final DOS end-of-file mark (Ctrl-Z). */
function contentEnd(bytes: Uint8Array, file: string): number {
  const end = bytes[bytes.length - 1] === CTRL_Z ? bytes.length - 1 : bytes.length;
  if (end === 0) throw new InputError(file, 0, 'empty file (only an end-of-file mark)');
  return end;
}

/** Decode bytes[0, end) with a single-byte code page (table lookup in iconv-lite, no per-byte strings). */
function latin(bytes: Uint8Array, end: number, encoding: string): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, end);
  return encoding === 'ascii' ? buf.toString('latin1') : iconv.decode(buf, encoding);
}
