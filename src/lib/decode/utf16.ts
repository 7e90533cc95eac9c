/** Byte-order marks, and UTF-16 decoding that refuses truncated data. */
import { InputError } from '../model/errors.js';
import { lineOfUtf16Byte } from './lines.js';

export type Bom = 'utf-8' | 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be';

export function detectBom(b: Uint8Array): { bom: Bom; length: number } | undefined {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return { bom: 'utf-8', length: 3 };
  // UTF-32LE's BOM begins with UTF-16LE's, so it is tested first.
  if (b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) return { bom: 'utf-32le', length: 4 };
  if (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) return { bom: 'utf-32be', length: 4 };
  if (b[0] === 0xff && b[1] === 0xfe) return { bom: 'utf-16le', length: 2 };
  if (b[0] === 0xfe && b[1] === 0xff) return { bom: 'utf-16be', length: 2 };
  return undefined;
}

/**
 * Decode bytes[start..] as UTF-16. Unpaired surrogates and control characters pass through here and
 * are refused by checkText, which every decoded text goes through.
 */
export function decodeUtf16(bytes: Uint8Array, start: number, bigEndian: boolean, file: string): string {
  const length = bytes.length - start;
  if (length % 2 !== 0) {
    const line = lineOfUtf16Byte(bytes, start, bytes.length - 1, bigEndian);
    throw new InputError(file, line, 'truncated UTF-16: odd number of bytes');
  }
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset + start, length);
  if (!bigEndian) return buf.toString('utf16le');
  // Node decodes only little-endian UTF-16: swap a copy (never the caller's bytes) in one native call.
  return Buffer.from(buf).swap16().toString('utf16le');
}
