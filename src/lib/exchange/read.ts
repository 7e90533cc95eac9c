/**
 * Reading a translator's file back, whichever format it is in: XLIFF 1.2 (an XML file whose root
 * is <xliff>) or gettext PO, told apart by content since tools rename files freely.
 */
import { InputError } from '../model/errors.js';
import { readPo } from './po.js';
import { checkSize, type ExchangeDoc } from './units.js';
import { readXliff } from './xliff.js';

export type ExchangeFormat = 'xliff' | 'po';

/** The format of a file's text: XML for XLIFF, a PO keyword or comment first for PO. */
export function detectExchangeFormat(text: string): ExchangeFormat | undefined {
  const body = text.replace(/^\uFEFF/, '');
  if (/^\s*</.test(body)) return 'xliff';
  // PO: comments and blank lines, then a keyword (as the header entry starts).
  if (/^(?:[ \t]*(?:#[^\n]*)?\r?\n)*[ \t]*(?:msgctxt|msgid)(?![\w\-[\]])/.test(body)) return 'po';
  return undefined;
}

/** A translator's XLIFF or PO file as a doc; anything wrong with it throws InputError. */
export function readExchange(text: string, file: string, format?: ExchangeFormat): ExchangeDoc {
  checkSize(text, file);
  const body = text.replace(/^\uFEFF/, '');
  const f = format ?? detectExchangeFormat(body);
  if (f === 'xliff') return readXliff(body, file);
  if (f === 'po') return readPo(body, file);
  throw new InputError(file, 0, 'neither an XLIFF 1.2 nor a PO file');
}
