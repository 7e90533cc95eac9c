/** A declared encoding (content/sources.yaml `encoding:`) overrides detection but is still checked. */
import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { canonicalEncoding, decode } from '../../src/lib/decode/index.js';
import { toUtf16 } from '../helpers/fixtures.js';
import { ascii, expectInputError } from './helpers.js';

const as = (bytes: Uint8Array, declared: string) => decode(bytes, 'f.txt', declared);

describe('decode with a declared encoding', () => {
  it('accepts names in any common spelling', () => {
    expect(canonicalEncoding('UTF8')).toBe('utf-8');
    expect(canonicalEncoding('utf_8')).toBe('utf-8');
    expect(canonicalEncoding('utf-8-bom')).toBe('utf-8');
    expect(canonicalEncoding('Windows-1252')).toBe('windows-1252');
    expect(canonicalEncoding('cp1252')).toBe('windows-1252');
    expect(canonicalEncoding('latin1')).toBe('windows-1252');
    expect(canonicalEncoding('IBM437')).toBe('cp437');
    expect(canonicalEncoding('UTF-16LE')).toBe('utf-16le');
    expect(canonicalEncoding('koi8-r')).toBe('koi8-r');
    expect(canonicalEncoding('ebcdic')).toBeUndefined();
  });

  it('refuses an unknown name at line 0', () => {
    expectInputError(() => as(ascii('abc'), 'klingon'), 0, /^unknown encoding 'klingon' \(known: .*utf-8/);
  });

  it('utf-8, with or without BOM, strictly', () => {
    expect(as(Buffer.from('Ma’rûf', 'utf8'), 'utf-8')).toEqual({ text: 'Ma’rûf', encoding: 'utf-8' });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), ascii('x')]);
    expect(as(bom, 'UTF8')).toEqual({ text: 'x', encoding: 'utf-8-bom' });
    expectInputError(() => as(ascii('a\nDand\x83n'), 'utf-8'), 2, /^invalid UTF-8 byte 0x83 \(declared utf-8\)$/);
  });

  it('windows-1252 and cp437 override the plausibility vote', () => {
    expect(as(ascii("Ma'r\x96f"), 'windows-1252')).toEqual({ text: "Ma'r–f", encoding: 'windows-1252' });
    expect(as(ascii('it\x92s'), 'cp437')).toEqual({ text: 'itÆs', encoding: 'cp437' });
    expect(as(ascii('caf\xe9'), 'latin1')).toEqual({ text: 'café', encoding: 'windows-1252' });
  });

  it('refuses bytes the declared code page leaves undefined', () => {
    expectInputError(
      () => as(ascii('ok\r\nM\x81ller'), 'windows-1252'),
      2,
      /^undecodable byte 0x81 \(undefined in windows-1252\)$/,
    );
  });

  it('refuses UTF-8 declared as windows-1252 (it would be mojibake)', () => {
    expectInputError(() => as(Buffer.from('It’s', 'utf8'), 'windows-1252'), 1, /mojibake/);
  });

  it('ascii refuses any high byte', () => {
    expectInputError(() => as(ascii('a\r\nb\r\nc\xe9'), 'ascii'), 3, /^byte 0xE9 is not ASCII/);
    expect(as(ascii('abc'), 'US-ASCII')).toEqual({ text: 'abc', encoding: 'ascii' });
  });

  it('utf-16, utf-16le and utf-16be, with or without BOM', () => {
    expect(as(toUtf16('Dandân', 'le'), 'utf-16')).toEqual({ text: 'Dandân', encoding: 'utf-16le' });
    expect(as(toUtf16('Dandân', 'be'), 'utf-16')).toEqual({ text: 'Dandân', encoding: 'utf-16be' });
    expect(as(toUtf16('Dandân', 'le').subarray(2), 'utf-16le')).toEqual({ text: 'Dandân', encoding: 'utf-16le' });
    expect(as(toUtf16('Dandân', 'be').subarray(2), 'utf-16be')).toEqual({ text: 'Dandân', encoding: 'utf-16be' });
    expect(as(toUtf16('Dandân', 'be').subarray(2), 'utf-16')).toEqual({ text: 'Dandân', encoding: 'utf-16be' });
    // Big-endian "Ё" (U+0401) without BOM and without NUL bytes: nothing says which order.
    expectInputError(() => as(Buffer.from([0x04, 0x01]), 'utf-16'), 0, /declare utf-16le or utf-16be/);
  });

  it('refuses a BOM that contradicts the declaration', () => {
    expectInputError(
      () => as(toUtf16('x', 'be'), 'utf-16le'),
      0,
      /declared utf-16le, but the file starts with a UTF-16BE/,
    );
    expectInputError(() => as(Buffer.from([0xef, 0xbb, 0xbf, 0x41]), 'windows-1252'), 0, /UTF-8 byte-order mark/);
  });

  it('other single-byte code pages, e.g. Russian in windows-1251 and koi8-r', () => {
    const text = 'Копирование заклинаний\r\n706.10. Копировать заклинание';
    expect(as(iconv.encode(text, 'windows-1251'), 'windows-1251')).toEqual({ text, encoding: 'windows-1251' });
    expect(as(iconv.encode(text, 'koi8-r'), 'KOI8-R')).toEqual({ text, encoding: 'koi8-r' });
  });

  it('still refuses binary data', () => {
    expectInputError(() => as(ascii('a\nb\0'), 'windows-1252'), 2, /NUL byte/);
  });
});
