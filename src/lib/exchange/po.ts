/**
 * Gettext PO for the translation round trip (Poedit, Weblate, Crowdin, Lokalize), with
 * gettext-parser: one entry per unit, msgctxt = the unit id (a msgid may repeat), msgid = source,
 * msgstr = target, `#, fuzzy` = needs review, `#.` comments = notes, and the English release in
 * the header's X-Rules-Version. PO has three states only: new (empty msgstr), needs review (fuzzy)
 * and translated; signed-off and final are written as translated.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { po, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser';
import { InputError } from '../model/errors.js';
import {
  assertRoundTrip,
  checkSize,
  validateRead,
  validateWrite,
  type ExchangeDoc,
  type ExchangeUnit,
  type UnitState,
} from './units.js';

const VERSION_HEADER = 'X-Rules-Version';
const SOURCE_HEADER = 'X-Source-Language'; // Poedit's name for it

/**
 * A note as PO comments can carry it: the parser drops each comment line's leading blanks, and a
 * blank `#.` line is what separates two notes.
 */
function poNote(note: string): string {
  return note
    .split(/\r\n?|\n/)
    .map((l) => l.replace(/^\s+/, ''))
    .filter((l) => l !== '')
    .join('\n');
}

/** The doc as a PO file keeps it: what writePo must read back. */
export function poProjection(doc: ExchangeDoc): ExchangeDoc {
  return {
    ...doc,
    units: doc.units.map((u) => {
      const state: UnitState = !u.target ? 'new' : needsReview(u.state) ? 'needs-review-translation' : 'translated';
      const notes = u.notes.map(poNote).filter((n) => n !== '');
      return { id: u.id, source: u.source, ...(u.target ? { target: u.target } : {}), state, notes };
    }),
  };
}

/** A target still to check: fuzzy, so that no tool takes it as done. */
const needsReview = (s: UnitState): boolean => s === 'new' || s === 'needs-review-translation';

/** The doc as a PO file; throws if it could not be read back as `poProjection(doc)`. */
export function writePo(input: ExchangeDoc): string {
  const doc = poProjection(validateWrite(input, 'PO'));
  const order = new Map(doc.units.map((u, i) => [u.id, i]));
  const table: GetTextTranslations = {
    charset: 'utf-8',
    headers: {
      'Project-Id-Version': `rules ${doc.version}`,
      Language: doc.targetLang,
      'MIME-Version': '1.0',
      'Content-Type': 'text/plain; charset=UTF-8',
      'Content-Transfer-Encoding': '8bit',
      [SOURCE_HEADER]: doc.sourceLang,
      [VERSION_HEADER]: doc.version,
    },
    // fromEntries makes own keys even of ids such as "__proto__".
    translations: Object.fromEntries(
      doc.units.map((u) => {
        const entry: GetTextTranslation = { msgctxt: u.id, msgid: u.source, msgstr: [u.target ?? ''] };
        const extracted = u.notes.join('\n\n');
        entry.comments = {
          ...(extracted ? { extracted } : {}),
          ...(u.state === 'needs-review-translation' ? { flag: 'fuzzy' } : {}),
        };
        return [u.id, Object.fromEntries([[u.source, entry]])];
      }),
    ),
  };
  // Object keys that look like integers come first: sort back to the units' order.
  const rank = (t: GetTextTranslation): number => order.get(t.msgctxt ?? '') ?? -1;
  const text = po
    .compile(table, { sort: (a, b) => rank(a) - rank(b) })
    .toString('utf8')
    // The library lowercases the charset; gettext's own tools write it as msginit does.
    .replace('"Content-Type: text/plain; charset=utf-8\\n"', '"Content-Type: text/plain; charset=UTF-8\\n"');
  assertRoundTrip('PO', doc, readPo(text, 'written.po'));
  return text;
}

interface Entry {
  ctxt?: string;
  msgid: string;
  /** The line of its msgctxt, or of its msgid. */
  line: number;
}

/** A PO string's value (its keyword's rest and its continuation lines), decoded by gettext-parser. */
function decode(segment: string): string | undefined {
  const plain = /^[ \t]*"([^"\\\n]*)"[ \t\r]*$/.exec(segment); // most are one string without escapes
  if (plain) return plain[1];
  try {
    const t = po.parse(`msgid ${segment}\nmsgstr ""\n`).translations[''];
    return t ? Object.keys(t)[0] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where each entry starts. gettext-parser gives no lines, so the msgctxt/msgid keyword lines are
 * found here and their strings decoded by the library itself.
 */
function scanEntries(text: string): Entry[] {
  const lines = text.split('\n');
  const out: Entry[] = [];
  let ctxt: { value?: string; line: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s*(msgctxt|msgid)(?![\w\-[\]])([^\n]*)/.exec(lines[i]!);
    if (!m) continue;
    let segment = m[2]!;
    for (let j = i + 1; j < lines.length && /^\s*["']/.test(lines[j]!); j++) segment += `\n${lines[j]}`;
    const value = decode(segment);
    if (m[1] === 'msgctxt') ctxt = { value, line: i + 1 };
    else if (value !== undefined) {
      out.push({ ...(ctxt?.value ? { ctxt: ctxt.value } : {}), msgid: value, line: ctxt?.line ?? i + 1 });
      ctxt = undefined;
    }
  }
  return out;
}

const isFuzzy = (t: GetTextTranslation): boolean =>
  (t.comments?.flag ?? '').split(/[,\n]/).some((f) => f.trim() === 'fuzzy');

/** Notes are the `#.` comments and the translator's `#` ones, a blank comment line between two. */
const notesOf = (t: GetTextTranslation): string[] =>
  [t.comments?.extracted, t.comments?.translator].flatMap((c) => (c ? c.split('\n\n').filter((n) => n) : []));

/** gettext-parser's table of the file; its errors as InputErrors at the line they are about. */
function parseTable(text: string, file: string, entries: Entry[], lineOf: Map<string, number>): GetTextTranslations {
  try {
    return po.parse(text, { validation: true });
  } catch (err) {
    const e = err as Error & { lineNumber?: unknown };
    const message = String(e.message);
    // Its duplicate check uses `in`, so a msgid such as "toString" is taken as a duplicate: real
    // duplicates were refused by their msgctxt already (readPo), so parse again without the check.
    if (message.startsWith('Duplicate msgid error')) {
      try {
        return po.parse(text);
      } catch {
        // reported below
      }
    }
    let line = typeof e.lineNumber === 'number' ? e.lineNumber : 0;
    // Its line is counted past a line break that ends the faulty token.
    const prev = line >= 2 ? (text.split('\n', line - 1)[line - 2] ?? '').trimEnd() : '';
    const key = /^Error parsing PO data: Invalid key name "(.*)"/s.exec(message)?.[1];
    if (/End-of-line within string/.test(message) || (key && !prev.trimStart().startsWith('#') && prev.endsWith(key)))
      line--;
    // Validation errors name the entry, not its line: find it.
    const named = /"(.*)" in "(.*)" context/s.exec(message);
    if (named) line = lineOf.get(named[2]!) ?? entries.find((x) => !x.ctxt && x.msgid === named[1])?.line ?? 0;
    const reason =
      e instanceof SyntaxError || e instanceof RangeError
        ? message.replace(/^Error parsing PO data: /, '').replace(/ at line \d+/, '')
        : 'entries out of order (a msgstr without its msgid?)'; // the library's own TypeError
    throw new InputError(file, line, `PO syntax error: ${reason}`);
  }
}

/** A PO file as a doc; a bad file throws InputError at its line (0 where none can be told). */
export function readPo(text: string, file: string): ExchangeDoc {
  checkSize(text, file);
  const fail = (line: number, reason: string): never => {
    throw new InputError(file, line, reason);
  };
  const entries = scanEntries(text);
  const lineOf = new Map<string, number>();
  for (const e of entries) {
    if (e.ctxt === undefined) continue;
    const first = lineOf.get(e.ctxt);
    if (first !== undefined) fail(e.line, `duplicate msgctxt (unit id) "${e.ctxt}" (first at line ${first})`);
    lineOf.set(e.ctxt, e.line);
  }

  const table = parseTable(text, file, entries, lineOf);

  const headerLine = entries.find((e) => e.ctxt === undefined && e.msgid === '')?.line ?? 0;
  if (!table.headers) return fail(0, 'no PO header entry (msgid "" with Language and X-Rules-Version)');
  const header = (name: string): string | undefined =>
    Object.entries(table.headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] || undefined;
  const targetLang = header('Language') ?? fail(headerLine, 'the PO header has no Language');
  const version = header(VERSION_HEADER) ?? fail(headerLine, `the PO header has no ${VERSION_HEADER}`);
  const sourceLang = header(SOURCE_HEADER) ?? SOURCE_LANG;

  const plainLine = new Map(entries.filter((e) => e.ctxt === undefined).map((e) => [e.msgid, e.line]));
  const units: ExchangeUnit[] = [];
  for (const [ctxt, byMsgid] of Object.entries(table.translations)) {
    for (const t of Object.values(byMsgid)) {
      if (ctxt === '' && t.msgid === '') continue; // the header
      const line = lineOf.get(ctxt) ?? (ctxt === '' ? plainLine.get(t.msgid) : undefined);
      if (ctxt === '') fail(line ?? 0, 'an entry without msgctxt (the unit id)');
      if (t.msgid_plural !== undefined) fail(line ?? 0, `entry "${ctxt}": plural forms are not supported`);
      if (Object.keys(byMsgid).length > 1) fail(line ?? 0, `duplicate msgctxt (unit id) "${ctxt}"`);
      const msgstr: string[] = t.msgstr ?? []; // absent when the table was read without validation
      if (msgstr.length !== 1) fail(line ?? 0, `entry "${ctxt}" has ${msgstr.length} msgstr`);
      const target = msgstr[0]!;
      const state: UnitState = target === '' ? 'new' : isFuzzy(t) ? 'needs-review-translation' : 'translated';
      const unit: ExchangeUnit = { id: ctxt, source: t.msgid, state, notes: notesOf(t) };
      if (target !== '') unit.target = target;
      if (line !== undefined) unit.line = line;
      units.push(unit);
    }
  }
  // The table groups entries by context, integer-like ids first: put them back in file order.
  units.sort((a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER));
  return validateRead({ sourceLang, targetLang, version, units }, file, headerLine);
}
