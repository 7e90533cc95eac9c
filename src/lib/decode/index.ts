/**
 * Bytes → text. Official CR files come as ASCII, Windows-1252, UTF-8 (± BOM), UTF-16BE/LE with BOM,
 * or ASCII with a few code-page-437 letters; line endings CRLF, LF, bare CR, or mixed.
 * We never emit U+FFFD or mojibake: a file we cannot decode with confidence is refused.
 */
import iconv from 'iconv-lite';
import { InputError } from '../errors.js';

export interface Decoded {
  text: string;
  encoding: string;
}

export function decode(bytes: Uint8Array, file: string, declared?: string): Decoded {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length === 0) throw new InputError(file, 0, 'empty file');
  if (declared) return { text: iconv.decode(buf, declared), encoding: declared };
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return { text: buf.subarray(3).toString('utf8'), encoding: 'utf-8-bom' };
  if (buf[0] === 0xfe && buf[1] === 0xff) return { text: iconv.decode(buf.subarray(2), 'utf16be'), encoding: 'utf-16be' };
  if (buf[0] === 0xff && buf[1] === 0xfe) return { text: iconv.decode(buf.subarray(2), 'utf16le'), encoding: 'utf-16le' };
  const utf8 = buf.toString('utf8');
  if (!utf8.includes('\uFFFD')) return { text: utf8, encoding: /[^\x00-\x7f]/.test(utf8) ? 'utf-8' : 'ascii' };
  return { text: iconv.decode(buf, 'win1252'), encoding: 'windows-1252' };
}

/** Split on CRLF, LF or bare CR (mixed too). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
