/** Line breaks: CRLF, LF, bare CR, mixed; and the line numbers errors report. */
import { describe, expect, it } from 'vitest';
import { lineOfIndex, splitLines } from '../../src/lib/decode/index.js';

describe('splitLines', () => {
  it('splits on CRLF, LF and bare CR, mixed', () => {
    expect(splitLines('a\r\nb\nc\rd')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitLines('a\r\rb')).toEqual(['a', '', 'b']);
    expect(splitLines('a\n\r\nb')).toEqual(['a', '', 'b']);
    expect(splitLines('a\r\n')).toEqual(['a', '']);
    expect(splitLines('')).toEqual(['']);
  });
});

describe('lineOfIndex', () => {
  it('counts CRLF once and bare CR as a break', () => {
    const text = 'a\r\nb\rc\nd';
    expect(lineOfIndex(text, 0)).toBe(1);
    expect(lineOfIndex(text, text.indexOf('b'))).toBe(2);
    expect(lineOfIndex(text, text.indexOf('c'))).toBe(3);
    expect(lineOfIndex(text, text.indexOf('d'))).toBe(4);
    for (let i = 0; i <= text.length; i++) {
      // The LF of a CRLF belongs to the line the CR ends.
      if (text[i - 1] === '\r' && text[i] === '\n') continue;
      expect(lineOfIndex(text, i)).toBe(splitLines(text.slice(0, i)).length);
    }
  });
});
