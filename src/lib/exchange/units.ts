/**
 * The translation round trip's data (export rules for translators, import their work back): one
 * unit per text to translate, whatever the file format (XLIFF 1.2 or PO). The readers check what
 * they read against `exchangeDocSchema` and the writers check what they write by reading it back.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { z } from 'zod';
import { InputError } from '../model/errors.js';

/** The XLIFF 1.2 states the round trip uses; PO carries only new / needs-review / translated. */
export const UNIT_STATES = ['new', 'needs-review-translation', 'translated', 'signed-off', 'final'] as const;
export type UnitState = (typeof UNIT_STATES)[number];

export interface ExchangeUnit {
  id: string;
  source: string;
  target?: string;
  state: UnitState;
  notes: string[];
  /** Set by readers: the 1-based line of the unit in the file. */
  line?: number;
}

export interface ExchangeDoc {
  /** SOURCE_LANG */
  sourceLang: string;
  targetLang: string;
  /** The English release the units were exported from, ISO date. */
  version: string;
  units: ExchangeUnit[];
}

/** Past this size a file is refused unread (the whole rules are a few MB). */
export const MAX_BYTES = 50 * 1024 * 1024;

// What XML 1.0 can carry at all (not even as &#…;): ids and texts must survive both formats.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const text = z.string().refine((s) => !NOT_XML_CHAR.test(s), 'contains a character XML cannot carry');
// Attribute values lose tabs and line breaks to XML's normalisation: none in ids.
const id = text
  .refine((s) => s !== '', 'empty unit id')
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'a unit id has a control character');
const lang = z.string().regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/, 'not a language tag');

export const unitStateSchema = z.enum(UNIT_STATES);

export const exchangeUnitSchema: z.ZodType<ExchangeUnit> = z
  .object({
    id,
    source: text,
    target: text.optional(),
    state: unitStateSchema,
    notes: z.array(text),
    line: z.number().int().min(1).optional(),
  })
  .strict();

export const exchangeDocSchema: z.ZodType<ExchangeDoc> = z
  .object({
    sourceLang: lang,
    targetLang: lang,
    // A real calendar date (2025-02-30 is none): zod's date check, as `rules diff` reads its dates.
    version: z.string().date('the version is not an ISO date (YYYY-MM-DD)'),
    units: z.array(exchangeUnitSchema),
  })
  .strict()
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    doc.units.forEach((u, i) => {
      if (seen.has(u.id)) ctx.addIssue({ code: 'custom', path: ['units', i, 'id'], message: `duplicate id "${u.id}"` });
      seen.add(u.id);
    });
  });

/** A translation an import may take: a non-blank target in a finished state. */
export function isAccepted(u: ExchangeUnit): boolean {
  return (
    u.target !== undefined &&
    u.target.trim() !== '' &&
    (u.state === 'translated' || u.state === 'signed-off' || u.state === 'final')
  );
}

/** Refuse a file too big to read, before any parsing. */
export function checkSize(text: string, file: string): void {
  if (text.length > MAX_BYTES || Buffer.byteLength(text, 'utf8') > MAX_BYTES)
    throw new InputError(file, 0, `the file is over ${MAX_BYTES / 1024 / 1024} MB`);
}

/** Check a doc a reader made; the first problem is reported at its unit's line (or `docLine`). */
export function validateRead(doc: ExchangeDoc, file: string, docLine: number): ExchangeDoc {
  const r = exchangeDocSchema.safeParse(doc);
  if (r.success) return doc;
  const issue = r.error.issues[0]!;
  const [top, index] = issue.path;
  const unit = top === 'units' && typeof index === 'number' ? doc.units[index] : undefined;
  const where = unit ? `unit "${unit.id}": ` : issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw new InputError(file, unit?.line ?? docLine, `${where}${issue.message}`);
}

/** Check a doc a writer is given (program data, so a plain error). */
export function validateWrite(doc: ExchangeDoc, format: string): ExchangeDoc {
  const r = exchangeDocSchema.safeParse(doc);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  throw new Error(`cannot write ${format}: ${issue.path.join('.')}: ${issue.message}`);
}

/** The doc without reader positions, an empty target as none: what a round trip must keep. */
export function comparable(doc: ExchangeDoc): ExchangeDoc {
  return {
    sourceLang: doc.sourceLang,
    targetLang: doc.targetLang,
    version: doc.version,
    units: doc.units.map((u) => ({
      id: u.id,
      source: u.source,
      ...(u.target ? { target: u.target } : {}),
      state: u.state,
      notes: [...u.notes],
    })),
  };
}

/** Throw unless `read` (the written file read back) is `expected`: a writer never emits a lossy file. */
export function assertRoundTrip(format: string, expected: ExchangeDoc, read: ExchangeDoc): void {
  const a = comparable(expected);
  const b = comparable(read);
  const head = (d: ExchangeDoc) => JSON.stringify([d.sourceLang, d.targetLang, d.version, d.units.length]);
  if (head(a) !== head(b)) throw new Error(`${format} round trip differs: ${head(a)} read back as ${head(b)}`);
  a.units.forEach((u, i) => {
    const v = b.units[i];
    if (JSON.stringify(u) !== JSON.stringify(v))
      throw new Error(`${format} round trip differs at unit "${u.id}": read back as ${JSON.stringify(v)}`);
  });
}

/** The 1-based line of a string index, counting \n, \r\n and a lone \r as XML does. */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
  }
  return line;
}
