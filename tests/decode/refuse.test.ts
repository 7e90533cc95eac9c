/** Files that cannot be decoded with confidence are refused with the line of the offending byte. */
import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { decode } from '../../src/lib/decode/index.js';
import { toUtf16 } from '../helpers/fixtures.js';
import { ascii, expectInputError } from './helpers.js';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x01,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x08, 0x06, 0x00, 0x00, 0x00, 0x5c, 0x72, 0xa8, 0x66,
]);

describe('decode refuses', () => {
  it('an empty file (line 0: the whole file)', () => {
    expectInputError(() => decode(new Uint8Array(0), 'f.txt'), 0, /^empty file$/);
    expectInputError(() => decode(Buffer.from([0xef, 0xbb, 0xbf]), 'f.txt'), 0, /empty file/);
    expectInputError(() => decode(Buffer.from([0xff, 0xfe]), 'f.txt'), 0, /empty file/);
    expectInputError(() => decode(Buffer.from([0x1a]), 'f.txt'), 0, /empty file/);
  });

  it('UTF-16 with an odd number of bytes (truncated), at the line of the last byte', () => {
    for (const endian of ['be', 'le'] as const) {
      const full = toUtf16('100.1. One\r\n100.2. Two\r\nThree', endian);
      expectInputError(
        () => decode(full.subarray(0, full.length - 1), 'f.txt'),
        3,
        /^truncated UTF-16: odd number of bytes$/,
      );
    }
  });

  it('UTF-16 without BOM and with an odd number of bytes', () => {
    const le = toUtf16('one\ntwo', 'le').subarray(2);
    expectInputError(() => decode(le.subarray(0, le.length - 1), 'f.txt'), 2, /^truncated UTF-16/);
  });

  it('UTF-16 with an unpaired surrogate', () => {
    const le = Buffer.concat([toUtf16('ab\ncd', 'le'), Buffer.from([0x00, 0xd8]), Buffer.from('x\0', 'latin1')]);
    expectInputError(() => decode(le, 'f.txt'), 2, /unpaired surrogate U\+D800/);
    const lowFirst = Buffer.concat([toUtf16('a', 'be'), Buffer.from([0xdc, 0x00, 0x00, 0x41])]);
    expectInputError(() => decode(lowFirst, 'f.txt'), 1, /unpaired surrogate U\+DC00/);
  });

  it('UTF-32 (recognised by its BOM, not supported)', () => {
    const bytes = Buffer.from([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0]);
    expectInputError(() => decode(bytes, 'f.txt'), 0, /UTF-32/);
  });

  it('binary data: a PNG header', () => {
    expectInputError(() => decode(PNG, 'f.txt'), 3, /^binary data: NUL byte$/);
  });

  it('binary data: NUL bytes in an otherwise ASCII file, at their line', () => {
    expectInputError(() => decode(ascii('line one\r\nline two\r\nthree\0four\r\n'), 'f.txt'), 3, /NUL byte/);
    expectInputError(() => decode(Buffer.from([0]), 'f.txt'), 1, /NUL byte/);
  });

  it('binary data: control characters', () => {
    expectInputError(() => decode(ascii('ok\nok\n\x1b[31mred'), 'f.txt'), 3, /control character 0x1B/);
    expectInputError(() => decode(ascii('a\x7f'), 'f.txt'), 1, /control character 0x7F/);
    expectInputError(() => decode(ascii('a\x1ab'), 'f.txt'), 1, /control character 0x1A/);
  });

  it('a UTF-8 file with one invalid byte: refused, never read as 1252 (that would give "â€™")', () => {
    const good = Buffer.from('It’s “quoted” — Dandân.\r\nSecond line.\r\nThird ’ line.\r\n', 'utf8');
    const at = good.indexOf('Second');
    const bad = Buffer.concat([good.subarray(0, at + 3), Buffer.from([0x92]), good.subarray(at + 3)]);
    expectInputError(() => decode(bad, 'f.txt'), 2, /^invalid UTF-8 byte 0x92 in a file that is otherwise UTF-8$/);
  });

  it('a truncated UTF-8 sequence at the end of a UTF-8 file', () => {
    const good = Buffer.from('Ma’rûf\nDandân\n“x', 'utf8');
    expectInputError(() => decode(good.subarray(0, good.length - 2), 'f.txt'), 3, /invalid UTF-8 byte 0xE2/);
  });

  it('any invalid byte after a UTF-8 BOM', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), ascii('plain\nDand\xe2n\n')]);
    expectInputError(() => decode(bytes, 'f.txt'), 2, /invalid UTF-8 byte 0xE2 after a UTF-8 byte-order mark/);
  });

  it('a 1252 file with a UTF-8 snippet pasted in (mojibake if read as 1252)', () => {
    const bytes = Buffer.concat([ascii('\x93one\x94 \x93two\x94 \x93three\x94\r\n'), Buffer.from('it’s\r\n', 'utf8')]);
    expectInputError(() => decode(bytes, 'f.txt'), 2, /mojibake "â€™"/);
  });

  it('text that was already double-encoded', () => {
    const bytes = Buffer.from('Fine line.\nIt’s broken: Ã©t\n', 'utf8');
    expectInputError(() => decode(bytes, 'f.txt'), 2, /mojibake "Ã©"/);
    const doubled = Buffer.from(iconv.decode(Buffer.from('x\nDon’t', 'utf8'), 'windows-1252'), 'utf8');
    expectInputError(() => decode(doubled, 'f.txt'), 2, /mojibake "â€™"/);
  });

  it('U+FFFD and C1 controls already in a UTF-8 file', () => {
    expectInputError(() => decode(Buffer.from('a\nb\uFFFDc', 'utf8'), 'f.txt'), 2, /U\+FFFD/);
    expectInputError(() => decode(Buffer.from('a\u0092b', 'utf8'), 'f.txt'), 1, /C1 control character U\+0092/);
  });

  it('undefined Windows-1252 bytes (0x81 0x8D 0x8F 0x90 0x9D) where cp437 does not read as text either', () => {
    for (const b of [0x81, 0x8d, 0x8f, 0x90, 0x9d]) {
      const bytes = Buffer.concat([ascii('\x93Quoted\x94 text.\r\nThen '), Buffer.from([b]), ascii(' alone.\r\n')]);
      const hex = b.toString(16).toUpperCase();
      expectInputError(() => decode(bytes, 'f.txt'), 2, new RegExp(`^undecodable byte 0x${hex}`));
    }
  });

  it('8-bit text in another code page (Russian in windows-1251), rather than decode it as 1252 mojibake', () => {
    const bytes = iconv.encode('Правила игры\r\nКопирование заклинаний и способностей\r\n', 'windows-1251');
    expectInputError(() => decode(bytes, 'f.txt'), 1, /unrecognised 8-bit encoding.*declare the encoding/);
  });

  it('box-drawing bytes that read as text in neither code page', () => {
    expectInputError(() => decode(ascii('a\n\xdb\xdb\xdb\xdb\xdb\n'), 'f.txt'), 2, /unrecognised 8-bit encoding/);
  });
});

describe('decode accepts', () => {
  it('a DOS end-of-file mark (Ctrl-Z) as the very last byte, dropping it', () => {
    expect(decode(ascii('Dand\x83n\r\n\x1a'), 'f.txt')).toEqual({ text: 'Dandân\r\n', encoding: 'cp437' });
  });

  it('TAB, VT and FF', () => {
    expect(decode(ascii('a\tb\vc\fd'), 'f.txt').text).toBe('a\tb\vc\fd');
  });
});
