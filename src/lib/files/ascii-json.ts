/**
 * JSON written in ASCII (every other character escaped as \uXXXX) and read back as one-byte text.
 * A single curly quote or Cyrillic word makes a file read as UTF-8 one two-byte string, decoded
 * character by character at twice the memory; ASCII bytes are copied as they are (latin1), and
 * JSON.parse reads a one-byte string faster. For the ingest cache and the store's JSON parts.
 */
import { isAscii } from 'node:buffer';

export function asciiJson(json: string): string {
  return json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The text of a file's bytes: one-byte when they are ASCII, else decoded as UTF-8 (files of earlier versions). */
export function textOf(bytes: Buffer): string {
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}
