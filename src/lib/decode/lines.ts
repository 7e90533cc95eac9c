/**
 * Line breaks and line numbers. Official files use CRLF, LF or bare CR, sometimes mixed in one file,
 * so a "line break" is CRLF, LF or a CR not followed by LF — everywhere: when splitting decoded text
 * and when reporting the line of an offending byte in an InputError.
 */

const LF = 0x0a;
const CR = 0x0d;

/** Split on CRLF, LF or bare CR (mixed too). A trailing break yields a final empty string. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** 1-based line of `index` in a decoded string (line breaks before it, plus one). */
export function lineOfIndex(text: string, index: number): number {
  let line = 1;
  const end = Math.min(index, text.length);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    // A CR counts only when no LF follows, so CRLF is one break; its LF is counted when reached.
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) line++;
  }
  return line;
}

/**
 * 1-based line of byte `offset` in an ASCII-compatible encoding (UTF-8, Windows-1252, cp437):
 * 0x0A and 0x0D never occur inside a multi-byte sequence, so counting raw bytes is exact.
 */
export function lineOfByte(bytes: Uint8Array, start: number, offset: number): number {
  let line = 1;
  const end = Math.min(offset, bytes.length);
  for (let i = start; i < end; i++) {
    const b = bytes[i];
    if (b === LF || (b === CR && bytes[i + 1] !== LF)) line++;
  }
  return line;
}

/** 1-based line of byte `offset` in UTF-16 data starting at `start` (a BOM, if any, is before it). */
export function lineOfUtf16Byte(bytes: Uint8Array, start: number, offset: number, bigEndian: boolean): number {
  const unit = (i: number): number =>
    bigEndian ? ((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0) : ((bytes[i + 1] ?? 0) << 8) | (bytes[i] ?? 0);
  let line = 1;
  // Only whole code units before the offending byte count.
  for (let i = start; i + 1 < offset && i + 1 < bytes.length; i += 2) {
    const c = unit(i);
    if (c === LF || (c === CR && (i + 3 >= bytes.length || unit(i + 2) !== LF))) line++;
  }
  return line;
}
