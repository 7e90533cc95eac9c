/**
 * Encoding names a source may declare (content/sources.yaml `encoding:`), normalised to one
 * canonical name each. Spelling is forgiving (case, '-', '_', ' ' and '.' are ignored) but the set is
 * closed: an unknown name is an error, never a silent guess.
 */

/** Canonical names of the encodings detection itself produces or that a source may declare. */
export type Canonical = 'ascii' | 'utf-8' | 'utf-16' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'cp437' | SingleByte;

/** Other single-byte code pages, decoded by iconv-lite; only ever used when declared. */
type SingleByte =
  | `windows-${1250 | 1251 | 1253 | 1254 | 1255 | 1256 | 1257 | 1258}`
  | `iso-8859-${2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 13 | 14 | 15 | 16}`
  | 'koi8-r'
  | 'koi8-u'
  | 'cp850'
  | 'cp866'
  | 'macintosh';

const ALIASES = new Map<string, Canonical>([
  ['ascii', 'ascii'],
  ['usascii', 'ascii'],
  ['utf8', 'utf-8'],
  // What decode() reports for a UTF-8 file with a BOM, so that its output can be pasted back.
  ['utf8bom', 'utf-8'],
  ['utf16', 'utf-16'],
  ['utf16le', 'utf-16le'],
  ['utf16be', 'utf-16be'],
  ['windows1252', 'windows-1252'],
  ['cp1252', 'windows-1252'],
  ['win1252', 'windows-1252'],
  // As in the WHATWG Encoding Standard: files labelled Latin-1 are in practice Windows-1252.
  ['latin1', 'windows-1252'],
  ['iso88591', 'windows-1252'],
  ['cp437', 'cp437'],
  ['ibm437', 'cp437'],
  ['437', 'cp437'],
  ['koi8r', 'koi8-r'],
  ['koi8u', 'koi8-u'],
  ['cp850', 'cp850'],
  ['ibm850', 'cp850'],
  ['cp866', 'cp866'],
  ['ibm866', 'cp866'],
  ['macintosh', 'macintosh'],
  ['macroman', 'macintosh'],
]);
for (const n of [1250, 1251, 1253, 1254, 1255, 1256, 1257, 1258] as const) {
  ALIASES.set(`windows${n}`, `windows-${n}`);
  ALIASES.set(`cp${n}`, `windows-${n}`);
}
for (const n of [2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16] as const) ALIASES.set(`iso8859${n}`, `iso-8859-${n}`);

/** Canonical name for `label`, or undefined when it is not one we accept. */
export function canonicalEncoding(label: string): Canonical | undefined {
  return ALIASES.get(label.toLowerCase().replace(/[-_ .]/g, ''));
}

/** The canonical names, for error messages. */
export function knownEncodings(): string[] {
  return [...new Set(ALIASES.values())];
}

export function isUtf16(c: Canonical): c is 'utf-16' | 'utf-16le' | 'utf-16be' {
  return c === 'utf-16' || c === 'utf-16le' || c === 'utf-16be';
}
