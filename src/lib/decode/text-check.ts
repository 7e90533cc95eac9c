/**
 * Last line of defence, run on every decoded text whatever the path: no U+FFFD, no control
 * characters, no unpaired surrogates, no mojibake. Anything here means the bytes were not what the
 * detection (or the declaration) claimed, or were damaged before they reached us.
 */
import { InputError } from '../model/errors.js';
import { lineOfIndex } from './lines.js';

/** What Windows-1252 makes of UTF-8 continuation bytes 0x80–0xBF (plus C1 for its five holes). */
const CONT =
  '\\u0080-\\u00BF\\u20AC\\u201A\\u0192\\u201E\\u2026\\u2020\\u2021\\u02C6\\u2030\\u0160\\u2039\\u0152\\u017D\\u2018\\u2019\\u201C\\u201D\\u2022\\u2013\\u2014\\u02DC\\u2122\\u0161\\u203A\\u0153\\u017E\\u0178';

/**
 * UTF-8 bytes read as Windows-1252 (or cp437): "â€™" for ’, "Ã©" for é, "Â " for a no-break space,
 * "Ð¿Ñ€" for Cyrillic, "ΓÇÖ" for ’ read as cp437. The patterns need a lead that is rare in real
 * text followed by continuation-byte characters, so genuine accented text does not match.
 */
const MOJIBAKE = new RegExp(`â[${CONT}]{2}|[ÂÃ][${CONT}]|[ÐÑ][${CONT}][ÐÑ][${CONT}]|ΓÇ`, 'u');

/** First mojibake in `text`, if any. */
export function findMojibake(text: string): { index: number; match: string } | undefined {
  const m = MOJIBAKE.exec(text);
  return m ? { index: m.index, match: m[0] } : undefined;
}

/**
 * NUL, C0 controls other than TAB LF VT FF CR, DEL, C1 controls, U+FFFD, and surrogates (paired
 * ones are skipped in the loop below: a lookbehind in the pattern would triple its cost on 1 MB).
 */
const BAD = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\uFFFD\uD800-\uDFFF]/g;

/** Index of the first bad character in `text`, or -1. */
function firstBad(text: string): number {
  BAD.lastIndex = 0;
  for (let m = BAD.exec(text); m; m = BAD.exec(text)) {
    const c = text.charCodeAt(m.index);
    const next = text.charCodeAt(m.index + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      BAD.lastIndex = m.index + 2; // a well-formed pair: an astral character
      continue;
    }
    return m.index;
  }
  return -1;
}

function u(code: number): string {
  return 'U+' + code.toString(16).toUpperCase().padStart(4, '0');
}

function badReason(code: number): string {
  if (code === 0) return 'binary data: NUL character';
  if (code < 0x20 || code === 0x7f) return `binary data: control character ${u(code)}`;
  if (code <= 0x9f) return `C1 control character ${u(code)} (Windows-1252 text once converted as Latin-1?)`;
  if (code === 0xfffd) return 'replacement character U+FFFD: the file was damaged by an earlier conversion';
  return `invalid UTF-16: unpaired surrogate ${u(code)}`;
}

/** Throw InputError at the first problem in `text`. */
export function checkText(text: string, file: string): void {
  const bad = firstBad(text);
  if (bad >= 0) throw new InputError(file, lineOfIndex(text, bad), badReason(text.charCodeAt(bad)));
  const moji = findMojibake(text);
  if (moji) {
    throw new InputError(
      file,
      lineOfIndex(text, moji.index),
      `mojibake "${moji.match}": UTF-8 bytes read as an 8-bit code page (a mixed or double-encoded file)`,
    );
  }
}
